// The quarter-board join counts every n of its range (OEIS A000170 and A002562, through
// src/data/known-counts.ts) on both engines: the small ones in this thread, and
// n = ONE_THREAD_MAX_N + 1 on two worker threads (smaller n counts in this thread whatever
// `threads` says), whole on the Wasm engine and an eighth of it on the TS twin, which must count
// it as the core does; it refuses n outside its range with a usage error.
import { describe, expect, it } from "vitest";
import { count } from "../src/index.js";
import { UsageError } from "../src/errors/errors.js";
import { ONE_THREAD_MAX_N } from "../src/api/defaults.js";
import { countPool } from "../src/api/platform-node.js";
import { QUARTER_MAX_N, QUARTER_MIN_N } from "../src/engine/count-engine.js";
import { fundamentalOf, solutionsOf } from "./oeis.js";
import { expectTwinCountsEighth } from "./twin-eighth.js";

const upTo = (last: number): number[] => Array.from({ length: last - QUARTER_MIN_N + 1 }, (_, i) => i + QUARTER_MIN_N);

describe.each([["wasm", ONE_THREAD_MAX_N], ["ts", 13]] as const)("the quarter join on the %s engine", (engine, last) => {
  it(`matches OEIS A000170 and A002562 for n = ${QUARTER_MIN_N}..${last}, in this thread`, async () => {
    for (const n of upTo(last)) {
      const result = await count(n, { engine, algo: "quarter" });
      expect([n, result.solutions, result.unique, result.algo, result.threads], `n=${n}`).toEqual([n, solutionsOf(n), fundamentalOf(n), "quarter", 1]);
    }
  });

});

describe(`the quarter join of n = ${ONE_THREAD_MAX_N + 1} on two worker threads`, () => {
  const n = ONE_THREAD_MAX_N + 1;

  it("matches OEIS on the wasm engine", async () => {
    const result = await count(n, { engine: "wasm", threads: 2, algo: "quarter" });
    expect([result.solutions, result.unique, result.algo, result.threads]).toEqual([solutionsOf(n), fundamentalOf(n), "quarter", 2]);
    expect(countPool.started).toBe(2);
  });

  it("counts an eighth of it on the ts engine as the wasm engine does, nodes and all", async () => {
    await expectTwinCountsEighth(n, "quarter");
    expect(countPool.started).toBe(2);
  });
});

describe("the quarter join's range", () => {
  it.each([QUARTER_MIN_N - 1, QUARTER_MAX_N + 1])("refuses n = %i", async (n) => {
    await expect(count(n, { algo: "quarter" })).rejects.toThrow(UsageError);
  });
});
