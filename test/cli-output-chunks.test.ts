// writeOutput in-process: sync and async iterables of strings and bytes, a byte buffer its
// producer refills after each yield, a producer that fails (no file, no temporary file), and a
// check the output must pass before it is seen.
import { mkdtempSync, readFileSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { writeOutput, type OutputCheck } from "../src/cli/output.js";
import { CancelledError } from "../src/errors/errors.js";

const dir = mkdtempSync(join(tmpdir(), "nqueens-chunks-"));

/** One buffer, refilled with the next letter after every yield, as a fast formatter would. */
function* refilled(letters: string, size: number): Generator<Uint8Array | string> {
  const buffer = new Uint8Array(size);
  for (const letter of letters) {
    buffer.fill(letter.charCodeAt(0));
    yield buffer;
    yield "|";
  }
}

describe("writeOutput", () => {
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("writes a refilled byte buffer and strings in order, from a sync generator", async () => {
    const file = join(dir, "sync.txt");
    await writeOutput(refilled("abc", 3 << 20), file);
    const expected = ["a", "b", "c"].map((l) => l.repeat(3 << 20) + "|").join("");
    expect(readFileSync(file, "latin1") === expected).toBe(true);
  });

  it("writes an async generator's chunks, many small strings batched", async () => {
    const file = join(dir, "async.txt");
    const lines = async function* (): AsyncGenerator<string | Uint8Array> {
      for (let i = 0; i < 100_000; i++) yield `${i}\n`;
      yield new TextEncoder().encode("end\n");
    };
    await writeOutput(lines(), file);
    const text = readFileSync(file, "utf8").split("\n");
    expect(text).toHaveLength(100_002);
    expect(text[99_999]).toBe("99999");
    expect(text[100_000]).toBe("end");
  });

  it("leaves nothing behind when the producer fails or the signal aborts", async () => {
    const folder = mkdtempSync(join(dir, "fail-"));
    const failing = function* (): Generator<string> {
      yield "x".repeat(2 << 20);
      throw new RangeError("producer failed");
    };
    await expect(writeOutput(failing(), join(folder, "out.txt"))).rejects.toThrow("producer failed");
    const controller = new AbortController();
    const cancelled = function* (): Generator<string> {
      yield "x".repeat(2 << 20);
      controller.abort(new CancelledError("interrupted"));
      yield "y";
    };
    await expect(writeOutput(cancelled(), join(folder, "out.txt"), controller.signal)).rejects.toBeInstanceOf(CancelledError);
    expect(readdirSync(folder)).toEqual([]);
  });

  /** A check of `slices` steps that passes or fails at its end; it records the steps taken
   *  before finish() was called. */
  function slicedCheck(slices: number, passes: boolean): OutputCheck & { steps: number; finishedAfterSteps?: number } {
    const check = {
      steps: 0,
      finishedAfterSteps: undefined as number | undefined,
      step: () => check.steps >= slices || ++check.steps >= slices,
      finish() {
        check.finishedAfterSteps ??= check.steps;
        while (!check.step());
        if (!passes) throw new Error("check failed");
      },
    };
    return check;
  }

  it("runs a check in slices while a regular file is written, and renames it only when it passes", async () => {
    const folder = mkdtempSync(join(dir, "check-"));
    const file = join(folder, "out.txt");
    const passing = slicedCheck(3, true);
    await writeOutput(refilled("abcdef", 1 << 20), file, undefined, "stop", passing);
    expect(passing.finishedAfterSteps).toBe(3); // the first three writes took a slice each: nothing was left for the end
    expect(readFileSync(file, "latin1").length).toBe(6 * ((1 << 20) + 1));

    const failing = slicedCheck(100, false);
    await expect(writeOutput(refilled("ghi", 1 << 20), file, undefined, "stop", failing)).rejects.toThrow("check failed");
    expect(failing.finishedAfterSteps).toBeGreaterThanOrEqual(3); // a slice for each write, the rest at the end
    expect(readdirSync(folder)).toEqual(["out.txt"]); // no temporary file left
    expect(readFileSync(file, "latin1")[0]).toBe("a"); // the file before stays whole
  });

  it("runs a check whole before the first byte where the output cannot be taken back", async () => {
    const failing = slicedCheck(5, false);
    let pulled = 0;
    const chunks = function* (): Generator<string> {
      pulled++;
      yield "never seen";
    };
    await expect(writeOutput(chunks(), "/dev/null", undefined, "stop", failing)).rejects.toThrow("check failed");
    expect(pulled).toBe(0);
  });
});
