// Rooks (and the row permutation under queens) as a bipartite matching of columns to rows over
// the allowed squares. The graph is dense (n^2 minus the blocked squares), so it is never built:
// a breadth-first search keeps the rows not yet reached in PEND, and a column scans PEND, taking
// every row it is not blocked on; a row it skips is one of its blocked squares, so a search costs
// O(n + blocked squares), whatever the number of edges.
// Greedy first (most columns match at once), then phases: one breadth-first forest grown from
// every free column together, and one augmenting path per tree whose search reached a free row;
// the trees are disjoint, so are the paths. A phase that augments nothing proves the matching
// maximum (Berge): the columns it reached from a free column c0 can use only the rows it reached,
// all matched to the others of them, so they are more than their rows (Hall's condition fails).
// see: Hopcroft & Karp 1973, "An n^5/2 algorithm for maximum matchings in bipartite graphs"
//      (phases of vertex-disjoint augmenting paths from one breadth-first search);
//      Hall 1935, "On representatives of subsets"; Berge 1957.
import { DEBUG } from "./debug";
import { n, ROW, RCOL, FIX, PEND, QUEUE, ROOT, PAR, VISC, VISR, DONE, STAMP, u32At, setU32, i32At, setI32, stampBlocked } from "./place-layout";

let cursor: u32 = 0;
let pendLen: u32 = 0;
let blockStamp: u32 = 0;
let phaseStamp: u32 = 0;
let free: u32 = 0;
let work: f64 = 0; // rows examined, over all searches

// @ts-ignore: decorator
@inline function nextBlockStamp(): u32 {
  blockStamp++;
  if (blockStamp == 0) { // wrapped: old marks could match again
    memory.fill(STAMP, 0, <usize>n << 2);
    blockStamp = 1;
  }
  return blockStamp;
}

/** Unmatches every column but the fixed ones (their rows taken); the unused rows go to PEND. Called by the host first. */
export function matchStart(): void {
  for (let i: u32 = 0; i < n; i++) {
    setI32(ROW, i, -1);
    setI32(RCOL, i, -1);
  }
  for (let c: u32 = 0; c < n; c++) {
    const f = i32At(FIX, c);
    if (f >= 0) {
      if (DEBUG) assert(<u32>f < n && i32At(RCOL, <u32>f) < 0); // the host let no two fixed pieces share a row
      setI32(ROW, c, f);
      setI32(RCOL, <u32>f, c);
    }
  }
  pendLen = 0;
  for (let r: u32 = 0; r < n; r++) if (i32At(RCOL, r) < 0) setU32(PEND, pendLen++, r);
  cursor = 0;
  free = 0;
  work = 0;
}

/** Greedy pass over at most `budget` columns: each unmatched column takes the first unused row it
 *  is not blocked on. Returns the next column (n when the pass is over). */
export function matchGreedy(budget: u32): u32 {
  const end = n - cursor > budget ? cursor + budget : n;
  for (let c = cursor; c < end; c++) {
    if (i32At(ROW, c) >= 0) continue;
    const s = nextBlockStamp();
    stampBlocked(c, s);
    let i: u32 = 0;
    while (i < pendLen && u32At(STAMP, u32At(PEND, i)) == s) i++;
    work += <f64>(i + 1);
    if (i == pendLen) { // every unused row is blocked here: left for the phases
      free++;
      continue;
    }
    const r = u32At(PEND, i);
    setU32(PEND, i, u32At(PEND, --pendLen));
    setI32(ROW, c, r);
    setI32(RCOL, r, c);
  }
  cursor = end;
  if (DEBUG && cursor == n) assert(unmatched() == free);
  return cursor;
}

// Flips the path that reached free row r: each column on it takes the row it reached.
function augment(r: u32): void {
  let row = r;
  while (true) {
    const c = u32At(PAR, row);
    const previous = i32At(ROW, c);
    setI32(ROW, c, row);
    setI32(RCOL, row, c);
    if (previous < 0) break; // the tree's root: a free column until now
    row = <u32>previous;
  }
}

/** One phase: a breadth-first forest from every free column (or from column `single` only, when
 *  single >= 0: the host's proof of impossibility), one augmenting path per tree. Returns the paths
 *  flipped. Afterwards VISC[c] == matchStamp() marks the columns reached, VISR the rows. */
export function matchPhase(single: i32): u32 {
  phaseStamp++;
  const stamp = phaseStamp;
  // rows a search may reach: all but those of fixed columns
  let len: u32 = 0;
  for (let r: u32 = 0; r < n; r++) {
    const c = i32At(RCOL, r);
    if (c < 0 || i32At(FIX, <u32>c) < 0) setU32(PEND, len++, r);
  }
  let tail: u32 = 0;
  if (single >= 0) {
    setU32(QUEUE, tail++, <u32>single);
  } else {
    for (let c: u32 = 0; c < n; c++) if (i32At(ROW, c) < 0) setU32(QUEUE, tail++, c);
    free = tail;
  }
  for (let k: u32 = 0; k < tail; k++) {
    const c = u32At(QUEUE, k);
    setU32(ROOT, c, c);
    setU32(VISC, c, stamp);
  }
  let flipped: u32 = 0;
  for (let head: u32 = 0; head < tail; head++) {
    const c = u32At(QUEUE, head);
    const root = u32At(ROOT, c);
    if (u32At(DONE, root) == stamp) continue; // this tree has its path
    const s = nextBlockStamp();
    stampBlocked(c, s);
    let i: u32 = 0;
    while (i < len) {
      const r = u32At(PEND, i);
      work++;
      if (u32At(STAMP, r) == s) { // blocked in column c: stays for other columns
        i++;
        continue;
      }
      setU32(PEND, i, u32At(PEND, --len)); // reached: no other column needs to reach it again
      setU32(PAR, r, c);
      setU32(VISR, r, stamp);
      const m = i32At(RCOL, r);
      if (m < 0) { // a free row: flip the path, this tree is done
        augment(r);
        setU32(DONE, root, stamp);
        flipped++;
        break;
      }
      setU32(ROOT, <u32>m, root); // the row's column joins the tree
      setU32(VISC, <u32>m, stamp);
      setU32(QUEUE, tail++, <u32>m);
    }
  }
  if (single < 0) free -= flipped;
  if (DEBUG && single < 0) assert(unmatched() == free); // each path flipped matched one free column
  return flipped;
}

/** Columns without a row, counted afresh (a check of the debug build). */
function unmatched(): u32 {
  let count: u32 = 0;
  for (let c: u32 = 0; c < n; c++) if (i32At(ROW, c) < 0) count++;
  return count;
}

/** Free columns after the greedy pass and the phases so far. */
export function matchFree(): u32 { return free; }
/** The stamp of the last phase (VISC/VISR entries equal to it were reached). */
export function matchStamp(): u32 { return phaseStamp; }
/** Rows examined by the greedy pass and the phases. */
export function matchWork(): f64 { return work; }
