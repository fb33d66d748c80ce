// The independent checker for placements of pieces: rooks, queens or knights, one per column,
// none attacking another, none on a blocked square, every fixed piece kept. O(n + squares) time,
// sharing no code with the engines. It names the first fault it meets.
import type { Verdict } from "./queens.js";

export type Piece = "queen" | "rook" | "knight";
export const PIECES: readonly Piece[] = ["queen", "rook", "knight"];

export interface Board {
  n: number;
  piece: Piece;
  /** Blocked squares as row, column pairs, flat: [r0, c0, r1, c1, ...], 0-based. */
  blocked?: ArrayLike<number>;
  /** Fixed pieces as row, column pairs, flat, 0-based. */
  fixed?: ArrayLike<number>;
}

/** Checks rows (rows[c] = row of the piece in column c, 0-based) against the board. `base` = 1
 *  names rows and columns 1-based in the reason. */
export function verifyPlacement(board: Board, rows: ArrayLike<number>, base: 0 | 1 = 0): Verdict {
  const { n, piece } = board;
  const at = (r: number, c: number): string => `${r + base},${c + base}`;
  if (rows.length !== n) return { ok: false, n, reason: `${rows.length} columns given for an ${n}x${n} board` };
  for (let c = 0; c < n; c++) {
    const r = rows[c];
    if (!Number.isInteger(r) || r < 0 || r >= n) return { ok: false, n, reason: `column ${c + base} has row ${r + base}, outside ${base}..${n - 1 + base}` };
  }
  const blocked = board.blocked ?? [];
  for (let k = 0; k + 1 < blocked.length; k += 2) {
    if (rows[blocked[k + 1]] === blocked[k]) return { ok: false, n, reason: `the ${piece} at ${at(blocked[k], blocked[k + 1])} stands on a blocked square` };
  }
  const fixed = board.fixed ?? [];
  for (let k = 0; k + 1 < fixed.length; k += 2) {
    if (rows[fixed[k + 1]] !== fixed[k]) return { ok: false, n, reason: `the fixed ${piece} at ${at(fixed[k], fixed[k + 1])} is missing` };
  }
  if (piece === "knight") {
    for (let c = 1; c < n; c++) {
      if (Math.abs(rows[c] - rows[c - 1]) === 2) return { ok: false, n, reason: `knights at ${at(rows[c - 1], c - 1)} and ${at(rows[c], c)} attack each other` };
      if (c >= 2 && Math.abs(rows[c] - rows[c - 2]) === 1) return { ok: false, n, reason: `knights at ${at(rows[c - 2], c - 2)} and ${at(rows[c], c)} attack each other` };
    }
    return { ok: true, n };
  }
  const rowSeen = new Int32Array(n).fill(-1);
  const sumSeen = new Int32Array(2 * n).fill(-1);
  const diffSeen = new Int32Array(2 * n).fill(-1);
  for (let c = 0; c < n; c++) {
    const r = rows[c];
    let other = rowSeen[r];
    if (other < 0 && piece === "queen") other = sumSeen[r + c] >= 0 ? sumSeen[r + c] : diffSeen[r - c + n - 1];
    if (other >= 0) return { ok: false, n, reason: `${piece}s at ${at(rows[other], other)} and ${at(r, c)} attack each other` };
    rowSeen[r] = c;
    sumSeen[r + c] = c;
    diffSeen[r - c + n - 1] = c;
  }
  return { ok: true, n };
}
