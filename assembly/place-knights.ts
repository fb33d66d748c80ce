// Knights, one per column, on boards of any size: a depth-first search over at most 9 candidate
// rows per column (its first 9 allowed rows; a fixed column has its one row), with failed states
// remembered. Why 9 rows are enough: a knight in column c is attacked only from columns c +- 1
// (rows r +- 2) and c +- 2 (rows r +- 1), so whatever the rows of those 4 columns, at most 8 of
// column c's rows are attacked. Given any placement, a column whose row is not a candidate has
// more than 9 allowed rows, so one of its 9 candidates is also unattacked: swap it in, column by
// column, and the placement uses candidates only. So the search over candidates finds a
// placement iff one exists, and when every column has 9 allowed rows it never backtracks.
// Whether columns c .. n-1 can be completed depends only on the rows of columns c-1 and c-2, so a
// column that runs out of candidates marks that pair (81 bits per column, FAIL) and the search
// never enters it again: at most 81 * 9 tries per column, O(n) in all, exact either way.
// With no blocked squares and no fixed knights the answer is every knight on row 0.
import { n, ROW, FIX, CAND, CCNT, KIDX, FAIL, BSTART, BROWS, CANDIDATES, u32At, setU32, i32At, setI32 } from "./place-layout";

export const RUNNING = 0;
export const SOLVED = 1;
export const NONE = 2;

let depth: i32 = 0;
/** Columns whose candidates are filled: 0 .. filled - 1. */
let filled: u32 = 0;
let nodes: f64 = 0;

/** Starts the search. Called by the host after placeSetup. Columns are filled as the search first
 *  reaches them (fillColumn), so no call runs O(n): a board of 16 million columns stops at Ctrl-C. */
export function knightsStart(): void {
  memory.fill(FAIL, 0, 12);
  setU32(KIDX, 0, 0);
  depth = 0;
  filled = 0;
  nodes = 0;
}

/** Column c's candidate rows, and column c + 1's failed pairs cleared (the search asks about them
 *  from column c). Called once per column, when the search first reaches it. */
function fillColumn(c: u32): void {
  if (c + 1 < n) memory.fill(FAIL + <usize>(c + 1) * 12, 0, 12);
  const base = c * CANDIDATES;
  const f = i32At(FIX, c);
  if (f >= 0) {
    setU32(CAND, base, <u32>f);
    setU32(CCNT, c, 1);
    return;
  }
  let k = u32At(BSTART, c); // blocked rows of c, ascending: skip them on the way up
  const to = u32At(BSTART, c + 1);
  let count: u32 = 0;
  for (let r: u32 = 0; r < n && count < CANDIDATES; r++) {
    while (k < to && u32At(BROWS, k) < r) k++;
    if (k < to && u32At(BROWS, k) == r) continue;
    setU32(CAND, base + count++, r);
  }
  setU32(CCNT, c, count);
}

// @ts-ignore: decorator
@inline function far(a: u32, b: u32, d: u32): bool {
  return (a > b ? a - b : b - a) != d;
}

// Row r in column c against the knights placed in c-1 and c-2 and the fixed ones in c+1 and c+2.
function fits(c: u32, r: u32): bool {
  if (c >= 1 && !far(r, <u32>i32At(ROW, c - 1), 2)) return false;
  if (c >= 2 && !far(r, <u32>i32At(ROW, c - 2), 1)) return false;
  if (c + 1 < n && i32At(FIX, c + 1) >= 0 && !far(r, <u32>i32At(FIX, c + 1), 2)) return false;
  if (c + 2 < n && i32At(FIX, c + 2) >= 0 && !far(r, <u32>i32At(FIX, c + 2), 1)) return false;
  return true;
}

// @ts-ignore: decorator
@inline function failBit(c: u32, k1: u32, k2: u32): usize {
  return <usize>(k1 * CANDIDATES + k2);
}

function failed(c: u32, k1: u32, k2: u32): bool {
  const bit = failBit(c, k1, k2);
  return ((u32At(FAIL, c * 3 + <u32>(bit >>> 5)) >>> <u32>(bit & 31)) & 1) != 0;
}

function markFailed(c: u32, k1: u32, k2: u32): void {
  const bit = failBit(c, k1, k2);
  const w = c * 3 + <u32>(bit >>> 5);
  setU32(FAIL, w, u32At(FAIL, w) | (<u32>1 << <u32>(bit & 31)));
}

/** At most `budget` tries of a candidate; returns RUNNING, SOLVED (rows at placeRowsPtr) or NONE. */
export function knightsRun(budget: u32): i32 {
  for (let b = budget; b > 0 && depth >= 0 && <u32>depth < n; b--) {
    const c = <u32>depth;
    if (c == filled) fillColumn(filled++);
    const k = u32At(KIDX, c);
    const k1: u32 = c >= 1 ? u32At(KIDX, c - 1) : 0;
    const k2: u32 = c >= 2 ? u32At(KIDX, c - 2) : 0;
    if (k >= u32At(CCNT, c)) { // no candidate left: this pair of rows before c fails, backtrack
      markFailed(c, k1, k2);
      depth--;
      if (depth >= 0) setU32(KIDX, <u32>depth, u32At(KIDX, <u32>depth) + 1);
      continue;
    }
    const r = u32At(CAND, c * CANDIDATES + k);
    nodes++;
    if (!fits(c, r) || (c + 1 < n && failed(c + 1, k, k1))) { // attacked, or known to fail later
      setU32(KIDX, c, k + 1);
      continue;
    }
    setI32(ROW, c, r); // placed: on to the next column
    depth++;
    if (<u32>depth < n) setU32(KIDX, <u32>depth, 0);
  }
  return depth < 0 ? NONE : <u32>depth >= n ? SOLVED : RUNNING;
}

/** Candidates tried so far. */
export function knightsNodes(): f64 { return nodes; }
