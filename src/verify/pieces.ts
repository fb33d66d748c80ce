// The independent checker for placements of pieces: rooks, queens or knights, one per column,
// none attacking another, none on a blocked square, every fixed piece kept. O(n + squares) time,
// sharing no code with the engines. It names the first fault it meets.
import type { Verdict } from "./queens.js";
import { UsageError, shown } from "../errors/errors.js";
import { boardOf, plural } from "../errors/wording.js";

/** The pieces place() and verifyPlacement() know.
 *  @example await place(8, { piece: "knight" }); // "queen" (the default), "rook" or "knight" */
export type Piece = "queen" | "rook" | "knight";
export const PIECES: readonly Piece[] = ["queen", "rook", "knight"];

/** Squares, 0-based: [row, column] pairs ([[0, 0], [3, 4]]) or the same numbers flat ([0, 0, 3, 4]).
 *  @example await place(8, { blocked: [[0, 0], [3, 4]] }); // the same squares flat: [0, 0, 3, 4] ([row, column], 0-based) */
export type Squares = ArrayLike<number> | ReadonlyArray<readonly [number, number]>;

/** An n x n board with its blocked and fixed squares, as verifyPlacement() checks against it.
 *  @example verifyPlacement({ n: 4, piece: "rook", blocked: [[0, 0]] }, [1, 0, 2, 3]); // { ok: true, n: 4 } */
export interface Board {
  n: number;
  piece: Piece;
  /** Blocked squares. */
  blocked?: Squares;
  /** Squares that must hold a piece. */
  fixed?: Squares;
}

/** Squares as flat row, column numbers; a pair that is not [row, column] becomes NaN, which no
 *  board holds. */
export function flatSquares(squares: Squares | undefined): ArrayLike<number> {
  if (squares === undefined) return [];
  if (!Array.isArray(squares) || !squares.some(Array.isArray)) return squares as ArrayLike<number>;
  const flat = new Array<number>(squares.length * 2);
  for (let k = 0; k < squares.length; k++) {
    const pair: unknown = squares[k];
    const ok = Array.isArray(pair) && pair.length === 2;
    flat[2 * k] = ok && typeof pair[0] === "number" ? pair[0] : NaN;
    flat[2 * k + 1] = ok && typeof pair[1] === "number" ? pair[1] : NaN;
  }
  return flat;
}


/** A board's squares as flat numbers, checked: [row, column] pairs, or row, column numbers in
 *  pairs, each square on the n x n board (0-based). */
function squaresOn(squares: Squares | undefined, what: string, n: number): ArrayLike<number> {
  if (squares === undefined) return [];
  if (typeof squares !== "object" || squares === null || !Number.isSafeInteger(squares.length)) {
    throw new UsageError(`${what} squares must be [row, column] pairs or row, column numbers, got ${shown(squares)}`);
  }
  const flat = flatSquares(squares);
  if (flat.length % 2 !== 0) throw new UsageError(`${what} squares must be row, column pairs, got ${flat.length} numbers`);
  for (let k = 0; k < flat.length; k++) {
    const v = flat[k];
    if (typeof v !== "number" || !Number.isInteger(v) || v < 0 || v >= n) {
      throw new UsageError(`${what} square ${(k >> 1) + 1} is not a square of the ${n}x${n} board (0-based whole numbers): ${shown(v)}`);
    }
  }
  return flat;
}

/** Checks rows (rows[c] = row of the piece in column c, 0-based) against the board. `base` = 1
 *  names rows and columns 1-based in the reason.
 *  @example verifyPlacement({ n: 4, piece: "rook", blocked: [[0, 0]] }, [1, 0, 2, 3]); // { ok: true, n: 4 } */
export function verifyPlacement(board: Board, rows: ArrayLike<number>, base: 0 | 1 = 0): Verdict {
  const steps = placementCheck(board, rows, base);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/** Columns a step of placementCheck() checks: about a millisecond's work. */
export const CHECK_COLUMNS = 1 << 16;

/** verifyPlacement() in steps of at most CHECK_COLUMNS columns (and as many squares), so that a
 *  caller on the event loop can let it through between them: the verdict is the return value. */
export function* placementCheck(board: Board, rows: ArrayLike<number>, base: 0 | 1 = 0): Generator<void, Verdict> {
  if (typeof board !== "object" || board === null) throw new UsageError(`verifyPlacement takes a board { n, piece, blocked, fixed }, got ${shown(board)}`);
  const { n, piece } = board;
  if (!Number.isSafeInteger(n) || n < 0) throw new UsageError(`the board's n must be a whole number >= 0, got ${shown(n)}`);
  if (!PIECES.includes(piece)) throw new UsageError(`the board's piece must be ${PIECES.join(", ")}, got ${shown(piece)}`);
  if (typeof rows !== "object" || rows === null || !Number.isSafeInteger(rows.length)) throw new UsageError(`verifyPlacement takes the rows as an array of numbers, got ${shown(rows)}`);
  const blocked = squaresOn(board.blocked, "blocked", n);
  const fixed = squaresOn(board.fixed, "fixed", n);
  const at = (r: number, c: number): string => `${r + base},${c + base}`;
  const due = (i: number): boolean => i % CHECK_COLUMNS === CHECK_COLUMNS - 1; // a step ends here
  if (rows.length !== n) return { ok: false, n, reason: `${plural(rows.length, "column")} given for ${boardOf(n)}` };
  for (let c = 0; c < n; c++) {
    const r = rows[c];
    if (typeof r !== "number") throw new UsageError(`verifyPlacement takes the rows as numbers: column ${c + base} holds ${shown(r)}`);
    if (!Number.isInteger(r) || r < 0 || r >= n) return { ok: false, n, reason: `column ${c + base} has row ${r + base}, outside ${base}..${n - 1 + base}` };
    if (due(c)) yield;
  }
  for (let k = 0; k + 1 < blocked.length; k += 2) {
    if (rows[blocked[k + 1]] === blocked[k]) return { ok: false, n, reason: `the ${piece} at ${at(blocked[k], blocked[k + 1])} stands on a blocked square` };
    if (due(k >> 1)) yield;
  }
  for (let k = 0; k + 1 < fixed.length; k += 2) {
    if (rows[fixed[k + 1]] !== fixed[k]) return { ok: false, n, reason: `the fixed ${piece} at ${at(fixed[k], fixed[k + 1])} is missing` };
    if (due(k >> 1)) yield;
  }
  if (piece === "knight") {
    for (let c = 1; c < n; c++) {
      if (Math.abs(rows[c] - rows[c - 1]) === 2) return { ok: false, n, reason: `knights at ${at(rows[c - 1], c - 1)} and ${at(rows[c], c)} attack each other` };
      if (c >= 2 && Math.abs(rows[c] - rows[c - 2]) === 1) return { ok: false, n, reason: `knights at ${at(rows[c - 2], c - 2)} and ${at(rows[c], c)} attack each other` };
      if (due(c)) yield;
    }
    return { ok: true, n };
  }
  // column + 1 of the piece seen on each row and diagonal, 0 for none: zeroed as allocated, so
  // their pages are touched a step at a time, not filled at once
  const rowSeen = new Int32Array(n);
  const sumSeen = new Int32Array(2 * n);
  const diffSeen = new Int32Array(2 * n);
  for (let c = 0; c < n; c++) {
    const r = rows[c];
    let seen = rowSeen[r];
    if (seen === 0 && piece === "queen") seen = sumSeen[r + c] || diffSeen[r - c + n - 1];
    if (seen > 0) return { ok: false, n, reason: `${piece}s at ${at(rows[seen - 1], seen - 1)} and ${at(r, c)} attack each other` };
    rowSeen[r] = c + 1;
    sumSeen[r + c] = c + 1;
    diffSeen[r - c + n - 1] = c + 1;
    if (due(c)) yield;
  }
  return { ok: true, n };
}
