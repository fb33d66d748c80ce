// How big Edit's count is before it ends: Knuth's estimate of a backtracking tree's size (Knuth,
// "Estimating the efficiency of backtrack programs", 1975). A probe walks one random path of the
// same column-by-column search the count runs (each column takes a free row: not blocked, its
// fixed row if it has one, not attacked by the pieces to its left); the product of the free rows
// met along the path, summed over the depths, is an unbiased estimate of the pieces the search
// places (its nodes). The mean of many probes, with a fixed seed so the page says the same each time.
import type { Piece } from "../../src/browser.js";

const PROBES = 1000;

export interface EstimateBoard {
  n: number;
  piece: Piece;
  /** r * n + c */
  blocked: ReadonlySet<number>;
  /** column -> row */
  fixed: ReadonlyMap<number, number>;
}

/** xorshift32: a small fixed-seed random stream. */
function stream(seed: number): () => number {
  let x = seed >>> 0 || 1;
  return () => {
    x ^= x << 13;
    x >>>= 0;
    x ^= x >>> 17;
    x ^= x << 5;
    x >>>= 0;
    return x / 2 ** 32;
  };
}

/** Does a piece on (r, c) attack one on (r2, c2), c2 < c? */
function attacks(piece: Piece, r: number, c: number, r2: number, c2: number): boolean {
  const dr = Math.abs(r - r2);
  const dc = c - c2;
  if (piece === "knight") return (dr === 2 && dc === 1) || (dr === 1 && dc === 2);
  return dr === 0 || (piece === "queen" && dr === dc);
}

/** The expected nodes (pieces placed) of the count's search on this board. */
export function estimateNodes({ n, piece, blocked, fixed }: EstimateBoard): number {
  const random = stream(0x9e3779b9);
  const rows = new Int32Array(n);
  const free: number[] = [];
  let total = 0;
  for (let probe = 0; probe < PROBES; probe++) {
    let weight = 1;
    for (let c = 0; c < n; c++) {
      free.length = 0;
      const only = fixed.get(c);
      for (let r = only ?? 0; r < (only === undefined ? n : only + 1); r++) {
        if (blocked.has(r * n + c)) continue;
        let ok = true;
        for (let c2 = piece === "knight" ? Math.max(0, c - 2) : 0; c2 < c && ok; c2++) ok = !attacks(piece, r, c, rows[c2], c2);
        if (ok) free.push(r);
      }
      if (free.length === 0) break;
      weight *= free.length;
      total += weight;
      rows[c] = free[Math.floor(random() * free.length)];
    }
  }
  return total / PROBES;
}
