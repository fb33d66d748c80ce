// Shards 0..K-1 of a count add up to the whole count (OEIS A000170) for several K, with
// the symmetric tallies and the nodes additive too, for both algorithms.
import { describe, expect, it } from "vitest";
import { count } from "../src/index.js";
import { solutionsOf } from "./oeis.js";

describe("count --shard", () => {
  it.each([
    ["backtrack", 12, 1], ["backtrack", 12, 3], ["backtrack", 12, 7], ["backtrack", 12, 64],
    ["quarter", 12, 2], ["quarter", 13, 3], ["quarter", 13, 7], ["quarter", 15, 5],
  ] as const)("%s: shards 0..K-1 of n = %i (K = %i) sum to the total", async (algo, n, of) => {
    const whole = await count(n, { algo });
    let solutions = 0n;
    let nodes = 0n;
    let rot180 = 0n;
    let rot90 = 0n;
    let units = 0;
    let totalUnits = 0;
    for (let index = 0; index < of; index++) {
      const part = await count(n, { algo, shard: { index, of }, engine: index % 2 ? "ts" : "wasm" });
      solutions += part.solutions;
      nodes += part.nodes;
      rot180 += part.rot180;
      rot90 += part.rot90;
      units += part.units.length;
      totalUnits = part.totalUnits;
    }
    expect(solutions).toBe(solutionsOf(n));
    expect([rot180, rot90, units, nodes]).toEqual([whole.rot180, whole.rot90, totalUnits, whole.nodes]);
  });

  it("refuses a shard index outside 0..K-1, and more shards than the count has units", async () => {
    await expect(count(10, { shard: { index: 3, of: 3 } })).rejects.toThrow(/shard/);
    const { totalUnits } = await count(10, { shard: { index: 0, of: 2 } });
    await expect(count(10, { shard: { index: 0, of: totalUnits } })).resolves.toMatchObject({ totalUnits });
    await expect(count(10, { shard: { index: totalUnits, of: totalUnits + 1 } })).rejects.toThrow(new RegExp(`${totalUnits} units, so at most ${totalUnits} shards`));
  });
});
