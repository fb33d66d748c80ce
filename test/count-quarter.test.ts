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

/** What the TS twin counts on two workers: an eighth of ONE_THREAD_MAX_N + 1, to agree with the core
 *  there count for count and node for node. Its whole count took 14 s and showed no more of the
 *  twin: the twins' joins are compared unit by unit at n = 15 (count-cross); the whole count on two
 *  workers is checked against OEIS on the Wasm engine. */
const TWIN_SHARD = { index: 0, of: 8 };

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
    const wasm = await count(n, { engine: "wasm", threads: 2, algo: "quarter", shard: TWIN_SHARD });
    const ts = await count(n, { engine: "ts", threads: 2, algo: "quarter", shard: TWIN_SHARD });
    expect(wasm.solutions).toBeGreaterThan(0n);
    expect([ts.solutions, ts.unique, ts.nodes, ts.algo, ts.threads]).toEqual([wasm.solutions, wasm.unique, wasm.nodes, "quarter", 2]);
    expect(countPool.started).toBe(2);
  });
});

describe("the quarter join's range", () => {
  it.each([QUARTER_MIN_N - 1, QUARTER_MAX_N + 1])("refuses n = %i", async (n) => {
    await expect(count(n, { algo: "quarter" })).rejects.toThrow(UsageError);
  });
});
