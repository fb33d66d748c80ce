// The Wasm core and the pure-TS twin are one algorithm: the same tallies and the same node
// counts for every n, so nodes measure the same work on both.
import { describe, expect, it } from "vitest";
import { count } from "../src/index.js";
import { fundamentalOf, solutionsOf } from "./oeis.js";
import { twinSide } from "./twin-side.js";

describe("count engines", () => {
  it.each(Array.from({ length: 13 }, (_, i) => i + 1))("agree on counts and nodes for n = %i", async (n) => {
    const wasm = await count(n, { engine: "wasm" });
    const ts = await twinSide.api.count(n, { engine: twinSide.engine });
    expect([ts.solutions, ts.unique, ts.rot180, ts.rot90, ts.nodes]).toEqual([wasm.solutions, wasm.unique, wasm.rot180, wasm.rot90, wasm.nodes]);
    expect(wasm.nodes > 0n).toBe(n === 1 || n >= 4); // n = 2, 3: column 0 has no candidate
  });

  it.each([10, 11, 12, 13])("agree on counts and nodes of the other search for n = %i", async (n) => {
    const other = "backtrack";
    const wasm = await count(n, { engine: "wasm", algo: other });
    const ts = await twinSide.api.count(n, { engine: twinSide.engine, algo: other });
    expect([ts.solutions, ts.unique, ts.nodes]).toEqual([wasm.solutions, wasm.unique, wasm.nodes]);
  });

  it("report the same nodes on 1 and 2 threads when backtracking", async () => {
    // workers count only above ONE_THREAD_MAX_N: an eighth of n = 16 keeps this short
    const shard = { index: 3, of: 8 };
    const one = await count(16, { engine: "wasm", threads: 1, algo: "backtrack", shard });
    const two = await count(16, { engine: "wasm", threads: 2, algo: "backtrack", shard });
    expect(two.nodes).toBe(one.nodes);
    expect(two.threads).toBe(2);
  });

  it("report the same counts and nodes on 1 and 2 threads for the quarter join (workers from n = 16)", async () => {
    const one = await count(16, { engine: "wasm", threads: 1, algo: "quarter" });
    const two = await count(16, { engine: "wasm", threads: 2, algo: "quarter" });
    expect([two.solutions, two.unique, two.nodes, two.threads]).toEqual([solutionsOf(16), fundamentalOf(16), one.nodes, 2]);
  });

  it.each([4, 5, 6, 7, 8, 9])("agree on counts and nodes of the quarter join for n = %i", async (n) => {
    const wasm = await count(n, { engine: "wasm", algo: "quarter" });
    const ts = await twinSide.api.count(n, { engine: twinSide.engine, algo: "quarter" });
    expect([ts.solutions, ts.unique, ts.rot180, ts.rot90, ts.nodes]).toEqual([wasm.solutions, wasm.unique, wasm.rot180, wasm.rot90, wasm.nodes]);
    expect(wasm.nodes > 0n).toBe(true);
  });

  it("quarter join and backtracking agree on every count for n = 4..15", async () => {
    for (let n = 4; n <= 15; n++) {
      const quarter = await count(n, { algo: "quarter", threads: 2 });
      const backtrack = await count(n, { algo: "backtrack", threads: 2 });
      expect([n, quarter.solutions, quarter.unique, quarter.rot180, quarter.rot90]).toEqual([n, backtrack.solutions, backtrack.unique, backtrack.rot180, backtrack.rot90]);
      expect([quarter.algo, backtrack.algo]).toEqual(["quarter", "backtrack"]);
    }
  });
});
