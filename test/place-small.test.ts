// Exact small boards against brute force (test/place-brute.ts), on both engines: counts, every
// placement in order, and whether one placement is found exactly when one exists.
import { describe, expect, it } from "vitest";
import { place, countPlacements, placements, verifyPlacement, NoAnswerError, UsageError } from "../src/index.js";
import { bruteForce, lcg, randomSquares, type PieceName } from "./place-brute.js";

const engines = ["wasm", "ts"] as const;
const factorial = (n: number): bigint => (n <= 1 ? 1n : BigInt(n) * factorial(n - 1));

describe("rooks without blocks", () => {
  for (const engine of engines) {
    it(`count n! (OEIS A000142), n = 1..9, ${engine}`, async () => {
      for (let n = 1; n <= 9; n++) expect((await countPlacements({ n, piece: "rook" }, { engine })).count).toBe(factorial(n));
    });
  }
});

/** Random boards: some blocked squares, and fixed pieces that the brute force keeps compatible. */
function instances(piece: PieceName, count: number, maxN: number, seed: number) {
  const next = lcg(seed);
  const out: { n: number; blocked: number[]; fixed: number[] }[] = [];
  while (out.length < count) {
    const n = 1 + Math.floor(next() * maxN);
    const blocked = randomSquares(n, Math.floor(next() * n * 2), next);
    const fixed: number[] = [];
    if (piece !== "rook" || next() < 0.5) {
      // fixed squares from a random placement of the unblocked board, so they never attack each other
      const some = bruteForce(n, piece, [], []);
      if (some.length > 0) {
        const rows = some[Math.floor(next() * some.length)];
        const blockedSet = new Set<number>();
        for (let k = 0; k < blocked.length; k += 2) blockedSet.add(blocked[k] * n + blocked[k + 1]);
        for (let c = 0; c < n; c++) if (next() < 0.2 && !blockedSet.has(rows[c] * n + c)) fixed.push(rows[c], c);
      }
    }
    out.push({ n, blocked, fixed });
  }
  return out;
}

for (const piece of ["rook", "queen", "knight"] as const) {
  describe(`${piece}s with random blocked squares and fixed pieces (brute force)`, () => {
    const boards = instances(piece, piece === "knight" ? 40 : 80, piece === "knight" ? 6 : 7, 17 + piece.length);
    for (const engine of engines) {
      it(`count, all, place agree with brute force, ${engine}`, async () => {
        for (const board of boards) {
          const problem = { ...board, piece };
          const expected = bruteForce(board.n, piece, board.blocked, board.fixed);
          const label = JSON.stringify(problem);
          expect((await countPlacements(problem, { engine })).count, label).toBe(BigInt(expected.length));
          const listed: number[][] = [];
          for await (const { rows, count } of placements(problem, { engine })) {
            for (let s = 0; s < count; s++) listed.push(Array.from(rows.subarray(s * board.n, (s + 1) * board.n)));
          }
          expect(listed, label).toEqual(expected);
          if (expected.length > 0) {
            const { rows } = await place(problem, { engine, seed: 1 });
            expect(verifyPlacement(problem, rows), label).toEqual({ ok: true, n: board.n });
          } else {
            await expect(place(problem, { engine, seed: 1 }), label).rejects.toBeInstanceOf(NoAnswerError);
          }
        }
      });
    }
  });
}

describe("knights: the candidate search is exact", () => {
  // Whether knights fit, by dynamic programming over the rows of each pair of neighbouring
  // columns with every row (not only 9): written from the attack rule, independent of the engines.
  const knightsFit = (n: number, allowed: boolean[][]): boolean => {
    if (n === 1) return allowed[0].some(Boolean);
    let pairs = new Set<number>(); // r(c-1) * n + r(c) reachable
    for (let a = 0; a < n; a++) for (let b = 0; b < n; b++) if (allowed[0][a] && allowed[1][b] && Math.abs(a - b) !== 2) pairs.add(a * n + b);
    for (let c = 2; c < n; c++) {
      const next = new Set<number>();
      for (const key of pairs) {
        const a = Math.floor(key / n);
        const b = key % n;
        for (let r = 0; r < n; r++) if (allowed[c][r] && Math.abs(r - b) !== 2 && Math.abs(r - a) !== 1) next.add(b * n + r);
      }
      pairs = next;
    }
    return pairs.size > 0;
  };
  // Boards of 10..40 columns with crowded columns (1..3 allowed rows), where the search over
  // 9 candidates must backtrack: a placement must be found exactly when one exists.
  it("crowded boards, both engines", async () => {
    const next = lcg(99);
    let none = 0;
    for (let t = 0; t < 150; t++) {
      const n = 10 + Math.floor(next() * 31);
      const blocked: number[] = [];
      const allowed = Array.from({ length: n }, () => new Array<boolean>(n).fill(true));
      for (let c = 0; c < n; c++) {
        if (next() < 0.4) continue;
        const keep = 1 + Math.floor(next() * 3); // this column keeps only `keep` rows
        const rows = Array.from({ length: n }, (_, r) => r).sort(() => next() - 0.5).slice(keep);
        for (const r of rows) {
          blocked.push(r, c);
          allowed[c][r] = false;
        }
      }
      const problem = { n, piece: "knight" as const, blocked };
      const exists = knightsFit(n, allowed);
      if (!exists) none++;
      for (const engine of engines) {
        const attempt = place(problem, { engine });
        if (exists) expect(verifyPlacement(problem, (await attempt).rows).ok).toBe(true);
        else await expect(attempt).rejects.toBeInstanceOf(NoAnswerError);
      }
    }
    expect(none).toBeGreaterThan(10); // both outcomes were tested
  });
});

describe("bad problems", () => {
  it("are usage errors", async () => {
    await expect(place({ n: 8, piece: "bishop" as never })).rejects.toBeInstanceOf(UsageError);
    await expect(place({ n: 8, blocked: [8, 0] })).rejects.toBeInstanceOf(UsageError);
    await expect(place({ n: 8, fixed: [1, 1], blocked: [1, 1] })).rejects.toBeInstanceOf(UsageError);
    await expect(place({ n: 8, piece: "rook", fixed: [1, 1, 1, 5] })).rejects.toBeInstanceOf(UsageError);
    await expect(countPlacements({ n: 33 })).rejects.toBeInstanceOf(UsageError);
  });
});
