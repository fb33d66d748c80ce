// Rooks are counted as a permanent, never enumerated: n! for an empty board (OEIS A000142),
// derangements with the diagonal blocked (OEIS A000166), ménage numbers with two diagonals blocked
// (OEIS A000179, and Touchard's formula), Fibonacci numbers on a tridiagonal board (OEIS A000045),
// an enumeration (below) on small random boards with fixed rooks, every method of a part against
// the others, and a refusal, not a hang, past the limit.
import { describe, expect, it } from "vitest";
import { countPlacements, UsageError } from "../src/index.js";
import { partMethods } from "../src/api/rook-count.js";
import type { Lines } from "../src/api/rook-sweep.js";
import { lcg } from "./place-brute.js";

const factorial = (n: number): bigint => (n <= 1 ? 1n : BigInt(n) * factorial(n - 1));

/** The rook placements of the board by enumeration: every column tries every row (the oracle). */
function enumerate(n: number, blocked: Set<number>, fixed: Map<number, number>): bigint {
  const used = new Uint8Array(n);
  const go = (c: number): bigint => {
    if (c === n) return 1n;
    let ways = 0n;
    for (let r = 0; r < n; r++) {
      if (used[r] || blocked.has(r * n + c) || (fixed.has(c) && fixed.get(c) !== r)) continue;
      used[r] = 1;
      ways += go(c + 1);
      used[r] = 0;
    }
    return ways;
  };
  return go(0);
}

/** A random board: each square blocked with probability `density`, a few fixed rooks on free squares. */
function randomBoard(n: number, density: number, next: () => number): { blocked: number[]; fixed: number[] } {
  const blocked: number[] = [];
  for (let r = 0; r < n; r++) for (let c = 0; c < n; c++) if (next() < density) blocked.push(r, c);
  const taken = new Set<number>();
  for (let k = 0; k < blocked.length; k += 2) taken.add(blocked[k] * n + blocked[k + 1]);
  const fixed: number[] = [];
  const rows = new Set<number>();
  for (let c = 0; c < n; c++) {
    const r = Math.floor(next() * n);
    if (next() < 0.1 && !rows.has(r) && !taken.has(r * n + c)) {
      rows.add(r);
      fixed.push(r, c);
    }
  }
  return { blocked, fixed };
}

function drain<T>(work: Generator<unknown, T, void>): T {
  for (;;) {
    const step = work.next();
    if (step.done) return step.value;
  }
}

/** The rows of a random k x k 0/1 matrix with ones at `density`, as a part's lines. */
function randomPart(k: number, density: number, next: () => number): Lines {
  return { lines: Array.from({ length: k }, () => Int32Array.from({ length: k }, (_, j) => j).filter(() => next() < density)), width: k };
}

const derangements = (n: number): bigint => {
  // !n = (n - 1) (!(n - 1) + !(n - 2)), !0 = 1, !1 = 0
  let [a, b] = [1n, 0n];
  for (let i = 2; i <= n; i++) [a, b] = [b, BigInt(i - 1) * (a + b)];
  return n === 0 ? a : b;
};

const binomial = (n: number, k: number): bigint => {
  let result = 1n;
  for (let i = 1; i <= k; i++) result = (result * BigInt(n - k + i)) / BigInt(i);
  return result;
};

/** Touchard's formula: U_n = sum over k of (-1)^k 2n / (2n - k) C(2n - k, k) (n - k)!. */
const menage = (n: number): bigint => {
  let sum = 0n;
  for (let k = 0; k <= n; k++) sum += ((k % 2 === 0 ? 1n : -1n) * 2n * BigInt(n) * binomial(2 * n - k, k) * factorial(n - k)) / BigInt(2 * n - k);
  return sum;
};

/** The squares of |r - c| > 1 on an n x n board, flat: only a band of three diagonals is allowed. */
const outsideBand = (n: number): Int32Array => {
  const squares: number[] = [];
  for (let r = 0; r < n; r++) for (let c = 0; c < n; c++) if (Math.abs(r - c) > 1) squares.push(r, c);
  return Int32Array.from(squares);
};

describe("countPlacements of rooks", () => {
  it("is n! on an empty board (OEIS A000142), with no search", async () => {
    for (const n of [1, 2, 8, 13, 20, 32, 100]) {
      const result = await countPlacements({ n, piece: "rook" });
      expect(result.count, `n = ${n}`).toBe(factorial(n));
      expect(result.nodes).toBe(0n);
    }
  });

  it("agrees with enumeration on 400 random blocked boards with fixed rooks, n <= 8, every density", async () => {
    const next = lcg(31);
    for (let i = 0; i < 400; i++) {
      const n = 1 + Math.floor(next() * 8);
      const { blocked, fixed } = randomBoard(n, next() * 0.9, next);
      const blockedSet = new Set<number>();
      for (let k = 0; k < blocked.length; k += 2) blockedSet.add(blocked[k] * n + blocked[k + 1]);
      const fixedMap = new Map<number, number>();
      for (let k = 0; k < fixed.length; k += 2) fixedMap.set(fixed[k + 1], fixed[k]);
      const expected = enumerate(n, blockedSet, fixedMap);
      expect((await countPlacements({ n, piece: "rook", blocked, fixed })).count, JSON.stringify({ n, blocked, fixed })).toBe(expected);
    }
  });

  it("counts each part the same by Glynn's formula, the sweep and the rook polynomial", () => {
    const next = lcg(7);
    for (let i = 0; i < 150; i++) {
      const k = 1 + Math.floor(next() * 9);
      const part = randomPart(k, 0.2 + next() * 0.8, next);
      const expected = enumerate(k, new Set(part.lines.flatMap((line, r) => [...Array(k).keys()].filter((c) => !line.includes(c)).map((c) => r * k + c))), new Map());
      const { glynn, sweep, polynomial } = drain(partMethods(part));
      expect(drain(glynn!.run()), `Glynn ${JSON.stringify(part.lines.map((l) => [...l]))}`).toBe(expected);
      expect(drain(sweep.run()), "sweep").toBe(expected);
      expect(drain(polynomial.run()), "rook polynomial").toBe(expected);
    }
  });

  it("counts blocked parts of one shape repeated (a power of their polynomial) as enumeration does", async () => {
    // 2 x 2 blocks on the diagonal, and 1 x 3 bars beside them: two shapes, each repeated
    for (const n of [6, 8, 9]) {
      const blocked: number[] = [];
      for (let b = 0; b + 1 < n; b += 2) blocked.push(b, b, b, b + 1, b + 1, b, b + 1, b + 1);
      for (let r = 0; r + 2 < n; r += 3) blocked.push(r, (r + 3) % n, r, (r + 4) % n, r, (r + 5) % n);
      const blockedSet = new Set<number>();
      for (let k = 0; k < blocked.length; k += 2) blockedSet.add(blocked[k] * n + blocked[k + 1]);
      expect((await countPlacements({ n, piece: "rook", blocked })).count, `n = ${n}`).toBe(enumerate(n, blockedSet, new Map()));
    }
  });

  it("counts large dense parts (k = 20, 22) the same by Glynn's formula and the rook polynomial", () => {
    // 30 blocked squares in a tangle: both methods apply; the counts are past 2^53
    const next = lcg(11);
    for (const k of [20, 22]) {
      const blocked = new Set<number>();
      while (blocked.size < 30) blocked.add(Math.floor(next() * k) * k + Math.floor(next() * k));
      const part: Lines = { lines: Array.from({ length: k }, (_, r) => Int32Array.from({ length: k }, (_, c) => c).filter((c) => !blocked.has(r * k + c))), width: k };
      const { glynn, polynomial } = drain(partMethods(part));
      const count = drain(polynomial.run());
      expect(count > 2n ** 53n).toBe(true);
      expect(drain(glynn!.run()), `k = ${k}`).toBe(count);
    }
  });

  it("counts derangements with the diagonal blocked (OEIS A000166)", async () => {
    // OEIS A000166: !10 = 1334961, !20 = 895014631192902121; then the recurrence
    const diagonal = (n: number): number[] => Array.from({ length: n }, (_, i) => [i, i]).flat();
    expect((await countPlacements({ n: 10, piece: "rook", blocked: diagonal(10) })).count).toBe(1334961n);
    expect((await countPlacements({ n: 20, piece: "rook", blocked: diagonal(20) })).count).toBe(895014631192902121n);
    // n = 5000: 5000 single squares of one shape, one sweep and (1 + x)^5000
    for (const n of [32, 1000, 5000]) expect((await countPlacements({ n, piece: "rook", blocked: diagonal(n) })).count, `n = ${n}`).toBe(derangements(n));
  });

  it("counts ménage numbers with two diagonals blocked (OEIS A000179, Touchard's formula)", async () => {
    const twoDiagonals = (n: number): number[] => Array.from({ length: n }, (_, i) => [i, i, i, (i + 1) % n]).flat();
    // OEIS A000179 from n = 3: 1, 2, 13, 80, 579, 4738, 43387, 439792
    const known = [1n, 2n, 13n, 80n, 579n, 4738n, 43387n, 439792n];
    for (let n = 3; n <= 10; n++) expect((await countPlacements({ n, piece: "rook", blocked: twoDiagonals(n) })).count, `n = ${n}`).toBe(known[n - 3]);
    // a cycle of 2n blocked squares: too wide for a mask, two lines open for the sweep
    for (const n of [40, 300]) expect((await countPlacements({ n, piece: "rook", blocked: twoDiagonals(n) })).count, `n = ${n}`).toBe(menage(n));
  });

  it("counts a 1000 x 1000 board with 997,002 blocked squares, a band of three diagonals left: F(1001) (OEIS A000045)", async () => {
    let [a, b] = [0n, 1n]; // F(0), F(1)
    for (let i = 1; i <= 1001 - 1; i++) [a, b] = [b, a + b];
    const result = await countPlacements({ n: 1000, piece: "rook", blocked: outsideBand(1000) });
    expect(result.count).toBe(b);
  });

  it("refuses a board past the limit with a UsageError at once, and n past the largest", async () => {
    // a 48 x 48 board blocked at random by half: a tangled part, past Glynn's formula
    const next = lcg(3);
    const { blocked } = randomBoard(48, 0.5, next);
    await expect(countPlacements({ n: 48, piece: "rook", blocked })).rejects.toThrow(UsageError);
    await expect(countPlacements({ n: 48, piece: "rook", blocked })).rejects.toThrow(/steps, past the limit of 2\^37 \(about four minutes\): a connected part of 48 rows/);
    await expect(countPlacements({ n: 100_001, piece: "rook" })).rejects.toThrow(/from 1 to 100000 to count rooks/);
  });

  it("reports progress in work units and stops on an abort between slices", async () => {
    // a dense random 28 x 28 board: about 2^27 steps of Glynn's formula; aborted at its first
    // report of work (the plan's reports, before it, say total 0)
    const next = lcg(5);
    const { blocked } = randomBoard(28, 0.5, next);
    const controller = new AbortController();
    const seen: { done: number; total: number }[] = [];
    const counting = countPlacements({ n: 28, piece: "rook", blocked }, {
      signal: controller.signal,
      onProgress: ({ stage, done, total }) => {
        expect(stage).toBe("count");
        if (total === 0) return expect(done).toBe(0);
        seen.push({ done, total });
        controller.abort(new Error("the user left"));
      },
    });
    await expect(counting).rejects.toThrow("the user left"); // the signal's reason, as fetch rejects
    expect(seen.length).toBe(1);
    expect(seen[0].done).toBeGreaterThan(0);
    expect(seen[0].done).toBeLessThan(seen[0].total);
  });
});
