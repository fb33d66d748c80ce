// Backtracking for every solution as a textbook writes it, for comparison with the fast counts
// (count.ts, count-quarter.ts): queens placed column by column, each column trying its rows from
// the top, a row taken when no placed queen shares its row or either diagonal (three arrays of
// flags, one per row and one per diagonal), every solution counted. No symmetry, no bit masks:
// it visits every partial placement of the plain backtrack tree, whose profile (nodes at each
// depth) is OEIS A319284, row sums A319283 (the root included).
// see: Wirth 1976, "Algorithms + Data Structures = Programs", 3.5 (all 92 solutions);
//      Knuth, TAOCP 7.2.2 (the backtrack tree of the n queens, 2,057 nodes at n = 8).
// State in static data (n <= 32), apart from count.ts's regions. src/reference/count-textbook.ts
// is the twin: same nodes at every depth.
import { DEBUG } from "./debug";

const MAX_N: u32 = 32;
/** Row of the queen in each column of the current path (i32). */
const QUEEN: usize = memory.data(<i32>MAX_N << 2, 4);
/** The row each column tries next (i32). */
const NEXT: usize = memory.data(<i32>MAX_N << 2, 4);
/** Flags: a queen in this row; on this diagonal (row + column); on this antidiagonal (row - column + n - 1). */
const ROW_USED: usize = memory.data(<i32>MAX_N);
const DIAG_USED: usize = memory.data(<i32>MAX_N << 1);
const ANTI_USED: usize = memory.data(<i32>MAX_N << 1);
/** Partial placements of k queens visited, k = 0..n (u64): the tree's profile; [n] = the solutions. */
const LEVELS: usize = memory.data(<i32>(MAX_N + 1) << 3, 8);

let n: i32 = 0;
/** The column being filled; -1 once the search is over. */
let col: i32 = -1;

// @ts-ignore: decorator
@inline function mark(c: i32, r: i32, flag: u8): void {
  store<u8>(ROW_USED + r, flag);
  store<u8>(DIAG_USED + r + c, flag);
  store<u8>(ANTI_USED + r - c + n - 1, flag);
}

// @ts-ignore: decorator
@inline function free(c: i32, r: i32): bool {
  return (load<u8>(ROW_USED + r) | load<u8>(DIAG_USED + r + c) | load<u8>(ANTI_USED + r - c + n - 1)) == 0;
}

/** Starts the search on an empty board of size (1..32). Called once per count. */
export function textbookStart(size: u32): void {
  if (DEBUG) assert(size >= 1 && size <= MAX_N); // the flags and the profile are sized for 32
  n = <i32>min(size, MAX_N);
  memory.fill(ROW_USED, 0, MAX_N);
  memory.fill(DIAG_USED, 0, MAX_N << 1);
  memory.fill(ANTI_USED, 0, MAX_N << 1);
  memory.fill(LEVELS, 0, (MAX_N + 1) << 3);
  store<u64>(LEVELS, 1); // the root: the empty board
  col = 0;
  store<i32>(NEXT, 0);
}

/** Advances the search by about `budget` rows tried; 1 when it is over (the counts in LEVELS).
 *  Called by the host in slices of about 10 ms. */
export function textbookStep(budget: u32): u32 {
  let tried: u32 = 0;
  while (col >= 0 && tried < budget) {
    const at = NEXT + (<usize>col << 2);
    let r = load<i32>(at);
    while (r < n && !free(col, r)) r++;
    tried += <u32>(r - load<i32>(at)) + 1;
    const level = LEVELS + (<usize>(col + 1) << 3);
    if (r < n) { // a free row: place the queen there, counting the node at depth col + 1
      if (DEBUG) assert(load<u8>(ROW_USED + r) == 0);
      store<u64>(level, load<u64>(level) + 1);
      store<i32>(at, r + 1);
      if (col == n - 1) continue; // a solution (counted at depth n): this column tries its next row
      store<i32>(QUEEN + (<usize>col << 2), r);
      mark(col, r, 1);
      col++;
      store<i32>(NEXT + (<usize>col << 2), 0);
    } else { // no free row left: backtrack, lifting the previous column's queen
      col--;
      if (col >= 0) mark(col, load<i32>(QUEEN + (<usize>col << 2)), 0);
    }
  }
  return col < 0 ? 1 : 0;
}

/** Byte address of the profile: n + 1 u64, the partial placements visited at each depth. */
export function textbookLevelsPtr(): usize {
  return LEVELS;
}
