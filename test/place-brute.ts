// Brute force for the place tests: every rows array (n <= 7), judged square by square with the
// attack rules written out from the definitions, sharing nothing with the engines or the verifier.
export type PieceName = "queen" | "rook" | "knight";

export function attacks(piece: PieceName, r1: number, c1: number, r2: number, c2: number): boolean {
  const dr = Math.abs(r1 - r2);
  const dc = Math.abs(c1 - c2);
  if (piece === "knight") return (dr === 1 && dc === 2) || (dr === 2 && dc === 1);
  if (r1 === r2 || c1 === c2) return true;
  return piece === "queen" && dr === dc;
}

/** Every valid rows array of the board, in lexicographic order. */
export function bruteForce(n: number, piece: PieceName, blocked: number[], fixed: number[]): number[][] {
  const isBlocked = new Set<number>();
  for (let k = 0; k < blocked.length; k += 2) isBlocked.add(blocked[k] * n + blocked[k + 1]);
  const must = new Map<number, number>();
  for (let k = 0; k < fixed.length; k += 2) must.set(fixed[k + 1], fixed[k]);
  const found: number[][] = [];
  const rows: number[] = [];
  const extend = (c: number): void => {
    if (c === n) {
      found.push([...rows]);
      return;
    }
    for (let r = 0; r < n; r++) {
      if (isBlocked.has(r * n + c)) continue;
      if (must.has(c) && must.get(c) !== r) continue;
      let ok = true;
      for (let k = 0; k < c && ok; k++) if (attacks(piece, rows[k], k, r, c)) ok = false;
      if (!ok) continue;
      rows.push(r);
      extend(c + 1);
      rows.pop();
    }
  };
  extend(0);
  return found;
}

/** A small LCG so a failing instance can be named and rebuilt. */
export function lcg(seed: number): () => number {
  let x = seed >>> 0;
  return () => (x = (Math.imul(x, 1103515245) + 12345) >>> 0) / 2 ** 32;
}

/** `count` distinct random squares (flat r, c pairs) of an n x n board. */
export function randomSquares(n: number, count: number, next: () => number, avoid = new Set<number>()): number[] {
  const seen = new Set(avoid);
  const out: number[] = [];
  while (out.length < 2 * count && seen.size < n * n) {
    const r = Math.floor(next() * n);
    const c = Math.floor(next() * n);
    if (seen.has(r * n + c)) continue;
    seen.add(r * n + c);
    out.push(r, c);
  }
  return out;
}
