// The quarter-board join counts every n of its range (OEIS A000170 and A002562, through
// src/data/known-counts.ts) on both engines, in this thread and on two workers, and refuses n
// outside its range with a usage error.
import { describe, expect, it } from "vitest";
import { count } from "../src/index.js";
import { UsageError } from "../src/api/errors.js";
import { QUARTER_MAX_N, QUARTER_MIN_N } from "../src/engine/count-engine.js";
import { fundamentalOf, solutionsOf } from "./oeis.js";

const upTo = (last: number): number[] => Array.from({ length: last - QUARTER_MIN_N + 1 }, (_, i) => i + QUARTER_MIN_N);

describe.each([
  ["wasm", 1, 15], ["wasm", 2, 15], ["ts", 1, 13], ["ts", 2, 13],
] as const)("the quarter join on the %s engine, %i thread(s)", (engine, threads, last) => {
  it(`matches OEIS A000170 and A002562 for n = ${QUARTER_MIN_N}..${last}`, async () => {
    for (const n of upTo(last)) {
      const result = await count(n, { engine, threads, algo: "quarter" });
      expect([n, result.solutions, result.unique, result.algo], `n=${n}`).toEqual([n, solutionsOf(n), fundamentalOf(n), "quarter"]);
    }
  });
});

describe("the quarter join's range", () => {
  it.each([QUARTER_MIN_N - 1, QUARTER_MAX_N + 1])("refuses n = %i", async (n) => {
    await expect(count(n, { algo: "quarter" })).rejects.toThrow(UsageError);
  });
});
