// Shards 0..K-1 of a count add up to the whole count (OEIS A000170) for several K, with
// nodes and the symmetric tallies additive too.
import { describe, expect, it } from "vitest";
import { count } from "../src/index.js";
import { solutionsOf } from "./oeis.js";

describe("count --shard", () => {
  it.each([1, 2, 3, 7, 64])("shards 0..%i-1 of n = 12 sum to the total", async (of) => {
    const whole = await count(12);
    let solutions = 0n;
    let nodes = 0n;
    let rot180 = 0n;
    let tasks = 0;
    for (let index = 0; index < of; index++) {
      const part = await count(12, { shard: { index, of }, engine: index % 2 ? "ts" : "wasm" });
      solutions += part.solutions;
      nodes += part.nodes;
      rot180 += part.rot180;
      tasks += part.tasks;
    }
    expect(solutions).toBe(solutionsOf(12));
    expect([nodes, rot180, tasks]).toEqual([whole.nodes, whole.rot180, whole.totalTasks]);
  });

  it("refuses a shard index outside 0..K-1", async () => {
    await expect(count(10, { shard: { index: 3, of: 3 } })).rejects.toThrow(/shard/);
  });
});
