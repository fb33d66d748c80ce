// Time limits of any length: setTimeout fires at once past 2^31-1 ms (and Node warns), so a
// limit of weeks must neither end a run early nor print a warning, in the library or the CLI.
import { afterEach, describe, expect, it, vi } from "vitest";
import { after, MAX_DELAY_MS } from "../src/api/long-timer.js";
import { place, countPlacements, solve } from "../src/index.js";
import { nqueens } from "./helpers.js";

/** 25.5 days in seconds, past setTimeout's 24.8-day limit. */
const LONG_SEC = "2200000";

describe("after", () => {
  afterEach(() => vi.useRealTimers());

  it("fires once, only when the whole delay has passed, however many 2^31-1 ms steps it takes", () => {
    vi.useFakeTimers();
    const fire = vi.fn();
    after(2.5 * MAX_DELAY_MS, fire);
    vi.advanceTimersByTime(2.5 * MAX_DELAY_MS - 1);
    expect(fire).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fire).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(10 * MAX_DELAY_MS);
    expect(fire).toHaveBeenCalledTimes(1);
  });

  it("can be cancelled in any of its steps, and Infinity never fires", () => {
    vi.useFakeTimers();
    const fire = vi.fn();
    const cancel = after(3 * MAX_DELAY_MS, fire);
    vi.advanceTimersByTime(1.5 * MAX_DELAY_MS);
    cancel();
    after(Infinity, fire);
    vi.advanceTimersByTime(100 * MAX_DELAY_MS);
    expect(fire).not.toHaveBeenCalled();
  });
});

describe("the library", () => {
  it("finishes with timeoutMs of 2^31 and more, without a warning", async () => {
    const warnings: Error[] = [];
    const warned = (warning: Error): void => void warnings.push(warning);
    process.on("warning", warned);
    try {
      for (const timeoutMs of [2 ** 31, 1e300]) {
        expect((await place(8, { timeoutMs })).rows).toHaveLength(8);
        // OEIS A000170: 92 ways to place 8 queens
        expect(await countPlacements(8, { timeoutMs })).toMatchObject({ count: 92n });
        expect((await solve(8, { timeoutMs })).rows).toHaveLength(8);
      }
      await new Promise((resolve) => setImmediate(resolve)); // a warning is emitted on the next tick
    } finally {
      process.off("warning", warned);
    }
    expect(warnings.map(String)).toEqual([]);
  });
});

describe("the CLI", () => {
  it.each([
    [["place", "8"]],
    [["place", "6", "--count"]],
    [["place", "8", "--piece", "rook"]],
    [["place", "8", "--piece", "knight"]],
    [["solve", "8"]],
    [["count", "8", "--threads", "1"]],
  ])("%j --timeout 2200000 answers, with nothing on stderr", (args) => {
    const run = nqueens([...args, "--timeout", LONG_SEC]);
    expect(run.stderr).toBe("");
    expect(run.status).toBe(0);
  });

  it("batch --timeout 2200000 answers every size", () => {
    const run = nqueens(["batch", "-", "--timeout", LONG_SEC], "8\n6\n");
    expect(run.stderr).toBe("");
    expect(run.status).toBe(0);
    expect(run.stdout.trim().split("\n")).toHaveLength(2);
  });
});
