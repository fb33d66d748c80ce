// Every placement both engines return is judged by the independent verifier.
import { describe, expect, it } from "vitest";
import { solve, verify, NoAnswerError } from "../src/index.js";
import { defaultMaxSteps } from "../src/api/defaults.js";
import { spreadSizes } from "./helpers.js";

const ENGINES = ["wasm", "ts"] as const;

describe.each(ENGINES)("solve on the %s engine", (engine) => {
  it("places n = 1 and every n from 4 to 300, for two seeds each", async () => {
    for (const n of [1, ...Array.from({ length: 297 }, (_, i) => i + 4)]) {
      for (const seed of [0, n]) {
        const { rows } = await solve(n, { engine, seed, verify: false });
        expect(verify(rows), `n=${n} seed=${seed}`).toEqual({ ok: true, n });
      }
    }
  });

  it("places spread sizes up to 10^6", async () => {
    const sizes = engine === "wasm" ? spreadSizes(12, 301, 1_000_000) : spreadSizes(4, 301, 1_000_000);
    for (const n of [...sizes, 4096, 4097, 1_000_000]) {
      const { rows, stats } = await solve(n, { engine, seed: n * 7, verify: false });
      expect(verify(rows), `n=${n}`).toEqual({ ok: true, n });
      // each attempt stops at maxSteps swaps, so the stats cannot report more than the attempts allow
      expect(stats.steps, `n=${n}`).toBeLessThanOrEqual((stats.restarts + 1) * defaultMaxSteps(n));
    }
  });

  it("builds the closed-form construction for n = 4..3000", async () => {
    for (let n = 4; n <= 3000; n++) {
      const { rows } = await solve(n, { engine, algo: "construct", verify: false });
      expect(verify(rows), `n=${n}`).toEqual({ ok: true, n });
    }
  });

  it("says that n = 2 and n = 3 have no placement", async () => {
    await expect(solve(2, { engine })).rejects.toBeInstanceOf(NoAnswerError);
    await expect(solve(3, { engine })).rejects.toBeInstanceOf(NoAnswerError);
  });

  it("gives up within the limits instead of looping", async () => {
    await expect(solve(500, { engine, seed: 1, maxSteps: 1, maxRestarts: 3 })).rejects.toThrow(/within 3 restarts/);
  });

  it("stops at the time limit and when aborted", async () => {
    await expect(solve(3_000_000, { engine, seed: 1, timeoutMs: 1 })).rejects.toThrow(/time limit/);
    const controller = new AbortController();
    controller.abort();
    await expect(solve(3_000_000, { engine, seed: 1, signal: controller.signal })).rejects.toMatchObject({ name: "AbortError" });
  });
});
