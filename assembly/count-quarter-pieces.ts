// The quarter join's first stage: the pieces (count-quarter.ts is the overview; read the twin,
// src/reference/count-quarter.ts, first). A piece is a placement of non-attacking queens on an
// h x h square, one in each row of a set of rows: its columns, its anti-diagonals i + j and its
// main diagonals i - j + h - 1 (local row i, column j; 2h - 1 bits each). This file owns making
// them, per set of rows, bucketed by set of columns, and what each quadrant reads them from:
//  - the whole table (n < 24): every set of rows' pieces, once per n, built by the first
//    quarterSteps a set of rows at a time (counted, then written), of which only the lesser of a
//    set of rows and its mirror image (rows upside down) holds pieces: the other quadrant reads
//    it upside down;
//  - by rows (n >= 24, where the table would not fit): the pieces of each set of rows a quadrant
//    needs, built when it first needs them.
// Worked example, h = 4 (n = 8 or 9), rows {0, 2} (want 0b0101): queens at (0, j0) and (2, j2)
// attack when j0 = j2 or |j0 - j2| = 2, so 8 of the 16 pairs are pieces, two on each set of
// columns {0,1}, {0,3}, {1,2}, {2,3} and none on {0,2} or {1,3}: idx holds 0, 0, 0, 2, 2, 2, 4, ...
// The piece (0, 0), (2, 1) has columns 0b0011, anti-diagonals 0 and 3 (0b1001) and main
// diagonals 3 and 4 (0b11000).
import { DEBUG } from "./debug";
import { align64 } from "./memory";
import { Board, get, Limits, NO_ROWS, quadrant, Region, reverseBits, roomFor, Work } from "./count-quarter-map";

// ---- tunables ----
// units of work a piece counted or written costs: its walk takes about as long as 64 of the
// join's units, so a call's budget lasts alike in both
const PIECE_WORK: u32 = 64;

// buildTable's results
export const TABLE_MORE: i32 = 0;       // more to build: call again
export const TABLE_BUILT: i32 = 1;      // built, and what lies past it laid out
export const TABLE_NO_MEMORY: i32 = -1; // it does not fit

// every placement on the h x h square with a queen in each row of `want` from local row i on,
// per set of columns: counted (pa 0: idx[cols + 1]) or written at the set of columns' cursor
// (idx[cols]) to pa and pd
function place(want: u32, idx: usize, pa: usize, pd: usize, i: u32, cols: u32, a: u32, d: u32): void {
  const h = Board.half;
  if (i == h) {
    // a piece inside its quadrant: h columns, 2h - 1 diagonals of each direction
    if (DEBUG) assert(cols <= Board.quadrantMask && a < (<u32>1 << (2 * h - 1)) && d < (<u32>1 << (2 * h - 1)));
    const at = idx + (<usize>cols << 2);
    if (pa != 0) {
      const slot = <usize>load<u32>(at) << 2;
      store<u32>(pa + slot, a);
      store<u32>(pd + slot, d);
      store<u32>(at, load<u32>(at) + 1);
    } else {
      store<u32>(at + 4, load<u32>(at + 4) + 1);
    }
    return;
  }
  if (((want >>> i) & 1) == 0) {
    place(want, idx, pa, pd, i + 1, cols, a, d); // row i empty
    return;
  }
  for (let j: u32 = 0; j < h; j++) {
    const ab = <u32>1 << (i + j);
    const db = <u32>1 << (i + h - 1 - j);
    if ((cols >>> j) & 1 || (a & ab) != 0 || (d & db) != 0) continue;
    place(want, idx, pa, pd, i + 1, cols | (<u32>1 << j), a | ab, d | db);
  }
}

// u32 [2^h + 1] at idx, per set of columns of a set of rows: idx[0] where its pieces start, then
// the counts of each (idx[c + 1] for columns c) made where each one's pieces end
function countsToEnds(idx: usize): void {
  for (let c: usize = 1; c <= <usize>Board.quadrantMask + 1; c++) {
    const to = idx + (c << 2);
    store<u32>(to, load<u32>(to) + load<u32>(to - 4));
  }
}

// the pieces on `rows` counted per set of columns into u32 [2^h + 1] at idx (zero but idx[0]):
// where each set of columns' pieces start, from idx[0]
function countPieces(rows: u32, idx: usize): void {
  place(rows, idx, 0, 0, 0, 0, 0, 0);
  countsToEnds(idx);
}

// the pieces on `rows` written to pa and pd where u32 [2^h + 1] at idx says
function writePieces(rows: u32, idx: usize, pa: usize, pd: usize): void {
  const first = load<u32>(idx);
  place(rows, idx, pa, pd, 0, 0, 0, 0);
  // the cursors stopped at their set of columns' end, the next one's start: shift them back
  const last = <usize>Board.quadrantMask;
  if (DEBUG) assert(load<u32>(idx + (last << 2)) == load<u32>(idx + ((last + 1) << 2))); // both passes found the same pieces
  for (let c = last; c > 0; c--) store<u32>(idx + (c << 2), load<u32>(idx + ((c - 1) << 2)));
  store<u32>(idx, first);
}

// quadrant q reads the pieces of `rows` from u32 [2^h + 1] at idx, pa and pd, upside down if `mirror`
function readPieces(q: u32, rows: u32, idx: usize, pa: usize, pd: usize, mirror: bool): void {
  const r = quadrant(q);
  r.rows = rows;
  r.idx = <u32>idx;
  r.pa = <u32>(mirror ? pd : pa);
  r.pd = <u32>(mirror ? pa : pd);
  r.mirror = <u32>mirror;
  r.pieces = get(idx, 1 << Board.half) - get(idx, 0);
  let most: u32 = 0;
  for (let c: u32 = 0; c <= Board.quadrantMask; c++) most = max(most, get(idx, c + 1) - get(idx, c));
  r.largest = most;
}

// the pieces on `rows` as a table at `at` (u32 [2^h + 1], then PA and PD) that quadrant q reads:
// its end, or 0 if memory is short
function buildPieces(q: u32, rows: u32, at: usize): usize {
  const bytes = (<usize>Board.quadrantMask + 2) << 2;
  if (!roomFor(at + bytes)) return 0;
  memory.fill(at, 0, bytes);
  countPieces(rows, at);
  const pieces = <usize>load<u32>(at + ((<usize>Board.quadrantMask + 1) << 2));
  const pa = align64(at + bytes);
  const pd = align64(pa + (pieces << 2));
  const end = align64(pd + (pieces << 2));
  if (!roomFor(end)) return 0;
  writePieces(rows, at, pa, pd);
  readPieces(q, rows, at, pa, pd, false);
  return end;
}

/** Quadrant q's pieces on `rows`: from the whole table, or built at `at` (by rows); the end of
 *  what was built, or 0 if memory is short. */
export function piecesFor(q: u32, rows: u32, at: usize): usize {
  if (!Limits.byRows) {
    const mirror = reverseBits(rows, Board.half);
    if (quadrant(q).rows != rows) {
      readPieces(q, rows, Region.table + (<usize>(min(rows, mirror) << Board.half) << 2), Region.tablePA, Region.tablePD, rows > mirror);
    }
    return at;
  }
  return buildPieces(q, rows, at);
}

/** A piece's diagonals as a quadrant reads them (reversed if it reads them upside down). */
// @ts-ignore: decorator
@inline export function diagonals(x: u32, mirror: bool): u32 {
  return mirror ? reverseBits(x, 2 * Board.half - 1) : x;
}

/** Quadrant q's pieces on `cols`: where they start (u32) and end (u32 after it). */
// @ts-ignore: decorator
@inline export function piecesOn(q: u32, cols: u32): usize {
  return <usize>quadrant(q).idx + (<usize>cols << 2);
}

// ---- the whole table, built by the first quarterSteps within their budgets, so that the host
// can stop it between calls: the pieces of each set of rows (the lesser of it and its mirror
// image) counted, then written, a set of rows at a time ----

const COUNTING: u32 = 0;
const WRITING: u32 = 1;
const BUILT: u32 = 2;
class TableBuild {
  static pass: u32 = BUILT;
  static rows: u32 = 0; // the pass's next set of rows (2^h: the pass is done)
}

/** Starts building the whole table at Region.piecesAt (none if the pieces are built by rows);
 *  false if its index does not fit. */
export function tableBegin(): bool {
  Region.table = Region.piecesAt;
  TableBuild.pass = Limits.byRows ? BUILT : COUNTING;
  TableBuild.rows = 0;
  return roomFor(Limits.byRows ? Region.piecesAt : Region.table + (((<usize>1 << (2 * Board.half)) + 1) << 2));
}

/** Whether the whole table is built (or not needed). */
export function tableBuilt(): bool {
  return TableBuild.pass == BUILT;
}

// tablePA and tablePD laid out past the table's u32 [4^h + 1] for the pieces it counts; the table's end
function layOutTable(): usize {
  const entries = <usize>1 << (2 * Board.half);
  const pieces = <usize>get(Region.table, <u32>entries);
  Region.tablePA = align64(Region.table + ((entries + 1) << 2));
  Region.tablePD = align64(Region.tablePA + (pieces << 2));
  return align64(Region.tablePD + (pieces << 2));
}

/** Builds the whole table for about `budget` units of work, a set of rows at a time: TABLE_MORE
 *  if there is more, TABLE_NO_MEMORY if it does not fit, else TABLE_BUILT with the slots and the
 *  scratch laid out past it. */
export function buildTable(budget: u32): i32 {
  const sets: u32 = Board.quadrantMask + 1;
  const table = Region.table;
  while (Work.done < budget) {
    if (TableBuild.rows == sets) {
      const end = layOutTable();
      if (TableBuild.pass == COUNTING) {
        if (!roomFor(end)) return TABLE_NO_MEMORY;
        TableBuild.pass = WRITING;
        TableBuild.rows = 0;
        continue;
      }
      // the most pieces on one set of rows (any columns): the slots' room
      let onRows: u32 = 0;
      for (let r: u32 = 0; r < sets; r++) onRows = max(onRows, get(table, (r + 1) << Board.half) - get(table, r << Board.half));
      Region.slotsE = end;
      Region.slotsW = align64(Region.slotsE + (<usize>onRows << 4));
      Region.scratch = align64(Region.slotsW + (<usize>onRows << 4));
      if (!roomFor(Region.scratch)) return TABLE_NO_MEMORY;
      TableBuild.pass = BUILT;
      return TABLE_BUILT;
    }
    const rows = TableBuild.rows;
    const idx = table + (<usize>(rows << Board.half) << 2);
    const kept = rows <= reverseBits(rows, Board.half);
    if (TableBuild.pass == COUNTING) {
      // u32 [2^h + 1] at idx: idx[0] the pieces before (set by the set of rows before), then the counts
      if (rows == 0) store<u32>(table, 0);
      memory.fill(idx + 4, 0, <usize>sets << 2);
      if (kept) countPieces(rows, idx);
      else countsToEnds(idx);
    } else if (kept) {
      writePieces(rows, idx, Region.tablePA, Region.tablePD);
    }
    Work.done += (get(idx, sets) - get(idx, 0)) * PIECE_WORK + sets;
    TableBuild.rows++;
  }
  return TABLE_MORE;
}

/** Forgets which rows each quadrant holds. */
export function quadrantsEmpty(): void {
  for (let q: u32 = 0; q < 4; q++) quadrant(q).rows = NO_ROWS;
}
