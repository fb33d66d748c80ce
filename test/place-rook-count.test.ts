// Rooks are counted by their rook polynomial, not enumerated: n! for an empty board (OEIS
// A000142) up to n = 32 at once, brute force on small blocked boards with fixed rooks, and the
// exhaustive search where the blocked board is too tangled for the formula, the same answers.
import { describe, expect, it } from "vitest";
import { countPlacements } from "../src/index.js";
import { bruteForce, lcg, randomSquares } from "./place-brute.js";

const factorial = (n: number): bigint => (n <= 1 ? 1n : BigInt(n) * factorial(n - 1));

describe("countPlacements of rooks", () => {
  it("is n! on an empty board (OEIS A000142), with no search", async () => {
    for (const n of [1, 2, 8, 13, 20, 32]) {
      const result = await countPlacements({ n, piece: "rook" });
      expect(result.count, `n = ${n}`).toBe(factorial(n));
      expect(result.nodes).toBe(0n);
    }
  });

  it("agrees with brute force on 300 random blocked boards with fixed rooks, n <= 7", async () => {
    const next = lcg(31);
    for (let i = 0; i < 300; i++) {
      const n = 1 + Math.floor(next() * 7);
      const blocked = randomSquares(n, Math.floor(next() * n * n * 0.6), next);
      const taken = new Set<number>();
      for (let k = 0; k < blocked.length; k += 2) taken.add(blocked[k] * n + blocked[k + 1]);
      // fixed rooks on free squares of distinct rows and columns
      const fixed: number[] = [];
      const rows = new Set<number>();
      for (let c = 0; c < n; c++) {
        const r = Math.floor(next() * n);
        if (next() < 0.15 && !rows.has(r) && !taken.has(r * n + c)) {
          rows.add(r);
          fixed.push(r, c);
        }
      }
      const expected = BigInt(bruteForce(n, "rook", blocked, fixed).length);
      expect((await countPlacements({ n, piece: "rook", blocked, fixed })).count, JSON.stringify({ n, blocked, fixed })).toBe(expected);
    }
  });

  it("counts a few blocked squares on a large board by inclusion-exclusion, no search", async () => {
    // the diagonal blocked: the derangements of 32 (OEIS A000166: !n = n! sum (-1)^k / k!)
    const blocked = Array.from({ length: 32 }, (_, i) => [i, i]).flat();
    let derangements = 0n;
    for (let k = 0; k <= 32; k++) derangements += (k % 2 === 0 ? 1n : -1n) * (factorial(32) / factorial(k));
    // the diagonal's parts are 32 single squares: a 32-rook polynomial, no mask wider than 1
    const result = await countPlacements({ n: 32, piece: "rook", blocked });
    expect(result.count).toBe(derangements);
    expect(result.nodes).toBe(0n);
  });

  it("leaves a blocked board too tangled for the formula to the search, and the count is right", async () => {
    // rows and columns 0..16 blocked but for the diagonal: each of those columns takes its own row
    // or row 17, and column 17 the row left over: 1 + 17 placements
    const blocked: number[] = [];
    for (let r = 0; r < 17; r++) for (let c = 0; c < 17; c++) if (r !== c) blocked.push(r, c);
    const result = await countPlacements({ n: 18, piece: "rook", blocked });
    expect(result.count).toBe(18n);
    expect(result.nodes).toBeGreaterThan(0);
  });
});
