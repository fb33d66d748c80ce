// Total and fundamental counts equal OEIS A000170 and A002562 (src/data/known-counts.ts):
// n = 1..14 in this thread on both engines, and n = ONE_THREAD_MAX_N + 1 by the backtracking search
// on two worker threads (smaller n counts in this thread whatever `threads` says): whole on the
// Wasm engine, an eighth of it on the TS twin, which must count it as the core does.
import { describe, expect, it } from "vitest";
import { count } from "../src/index.js";
import { ONE_THREAD_MAX_N } from "../src/api/defaults.js";
import { countPool } from "../src/api/platform-node.js";
import { fundamentalOf, solutionsOf } from "./oeis.js";
import { expectTwinCountsEighth } from "./twin-eighth.js";

const SIZES = Array.from({ length: 14 }, (_, i) => i + 1);

describe.each(["wasm", "ts"] as const)("count on the %s engine", (engine) => {
  it("matches OEIS A000170 and A002562 for n = 1..14, in this thread", async () => {
    for (const n of SIZES) {
      const result = await count(n, { engine });
      expect([n, result.solutions, result.unique, result.threads], `n=${n}`).toEqual([n, solutionsOf(n), fundamentalOf(n), 1]);
    }
  });
});

describe(`count of n = ${ONE_THREAD_MAX_N + 1} by backtracking on two worker threads`, () => {
  const n = ONE_THREAD_MAX_N + 1;

  it("matches OEIS on the wasm engine", async () => {
    const result = await count(n, { engine: "wasm", threads: 2, algo: "backtrack" });
    expect([result.solutions, result.unique, result.algo, result.threads]).toEqual([solutionsOf(n), fundamentalOf(n), "backtrack", 2]);
    expect(countPool.started).toBe(2);
  });

  it("counts an eighth of it on the ts engine as the wasm engine does, nodes and all", async () => {
    await expectTwinCountsEighth(n, "backtrack");
    expect(countPool.started).toBe(2);
  });
});
