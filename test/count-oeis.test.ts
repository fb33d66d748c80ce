// Total and fundamental counts equal OEIS A000170 and A002562 (src/data/known-counts.ts) for
// n = 1..14, on both engines, in this thread and on two workers.
import { describe, expect, it } from "vitest";
import { count } from "../src/index.js";
import { fundamentalOf, solutionsOf } from "./oeis.js";

const SIZES = Array.from({ length: 14 }, (_, i) => i + 1);

describe.each([
  ["wasm", 1], ["wasm", 2], ["ts", 1], ["ts", 2],
] as const)("count on the %s engine, %i thread(s)", (engine, threads) => {
  it("matches OEIS A000170 and A002562 for n = 1..14", async () => {
    for (const n of SIZES) {
      const result = await count(n, { engine, threads });
      expect([n, result.solutions, result.unique], `n=${n}`).toEqual([n, solutionsOf(n), fundamentalOf(n)]);
    }
  });
});
