// The textbook search (count's algo "textbook"): every partial placement of the plain backtrack
// tree visited, no symmetry. Its profile (nodes at each depth) against brute force and against
// OEIS A319284; its counts against A000170 and A002562; the Wasm core and the twin node for node.
import { describe, expect, it } from "vitest";
import { count } from "../src/index.js";
import { fundamentalOf, solutionsOf } from "./oeis.js";
import { twinSide } from "./twin-side.js";

// OEIS A319284, "The profiles of the backtrack tree for the n queens problem" (Knuth, TAOCP
// 7.2.2), rows n = 1..12: the partial placements of k queens in the first k columns, k = 0..n.
const A319284: number[][] = [
  [1, 1],
  [1, 2, 0],
  [1, 3, 2, 0],
  [1, 4, 6, 4, 2],
  [1, 5, 12, 14, 12, 10],
  [1, 6, 20, 36, 46, 40, 4],
  [1, 7, 30, 76, 140, 164, 94, 40],
  [1, 8, 42, 140, 344, 568, 550, 312, 92],
  [1, 9, 56, 234, 732, 1614, 2292, 2038, 1066, 352],
  [1, 10, 72, 364, 1400, 3916, 7552, 9632, 7828, 4040, 724],
  [1, 11, 90, 536, 2468, 8492, 21362, 37248, 44148, 34774, 15116, 2680],
  [1, 12, 110, 756, 4080, 16852, 52856, 120104, 195270, 222720, 160964, 68264, 14200],
];

/** Brute force, sharing nothing with the search: every choice of rows for the first k columns
 *  (n^k of them), kept when no two queens share a row or a diagonal. */
function bruteProfile(n: number): number[] {
  const profile = [1];
  for (let k = 1; k <= n; k++) {
    let kept = 0;
    const rows = new Array<number>(k).fill(0);
    for (let code = 0; code < n ** k; code++) {
      for (let c = 0, rest = code; c < k; c++, rest = Math.floor(rest / n)) rows[c] = rest % n;
      let ok = true;
      for (let a = 0; a < k && ok; a++) {
        for (let b = a + 1; b < k && ok; b++) ok = rows[a] !== rows[b] && Math.abs(rows[a] - rows[b]) !== b - a;
      }
      if (ok) kept++;
    }
    profile.push(kept);
  }
  return profile;
}

describe("the textbook search", () => {
  it.each([1, 2, 3, 4, 5, 6, 7])("visits every partial placement brute force finds at n = %i", async (n) => {
    const result = await count(n, { algo: "textbook", engine: "ts" });
    expect(result.levels!.map(Number)).toEqual(bruteProfile(n));
  });

  it.each(A319284.map((row, i) => [i + 1, row] as const))("has OEIS A319284's profile at n = %i on both engines", async (n, row) => {
    const wasm = await count(n, { algo: "textbook", engine: "wasm" });
    const ts = await twinSide.api.count(n, { algo: "textbook", engine: twinSide.engine });
    for (const result of [wasm, ts]) {
      expect(result.levels!.map(Number)).toEqual(row);
      // nodes: queens placed, the empty board (depth 0) not counted
      expect(result.nodes).toBe(BigInt(row.slice(1).reduce((a, b) => a + b, 0)));
      expect([result.solutions, result.unique, result.algo]).toEqual([solutionsOf(n), fundamentalOf(n), "textbook"]);
    }
  });

  it("visits OEIS A319235's 2,057 nodes at n = 8, the root included", async () => {
    const result = await count(8, { algo: "textbook" });
    expect(result.nodes + 1n).toBe(2057n);
  });

  it("visits more nodes than the fast count, which uses the symmetries and bit masks", async () => {
    const textbook = await count(12, { algo: "textbook" });
    const fast = await count(12, { threads: 1 });
    expect(fast.solutions).toBe(textbook.solutions);
    expect(textbook.nodes).toBeGreaterThan(fast.nodes);
  });

  it.each([
    [{ threads: 2 }], [{ shard: { index: 0, of: 2 } }], [{ done: [] }], [{ onUnit: () => {} }], [{ engine: "gpu" as const }],
  ])("refuses %j: it counts the whole board in this thread", async (options) => {
    await expect(count(8, { algo: "textbook", ...options })).rejects.toThrow(/textbook|GPU/);
  });

  it("reports its progress by the first column's rows", async () => {
    const seen: number[] = [];
    await count(10, { algo: "textbook", onProgress: (p) => seen.push(p.done / p.total) });
    expect(seen[0]).toBe(0);
    expect(seen.at(-1)).toBe(1);
  });
});
