// Queens on a board with blocked squares and fixed queens (the n-Queens Completion problem), by
// min-conflicts local search over a row permutation, as solve.ts, with two changes: a queen may
// only stand on an allowed square (each swap is checked against both columns' blocked lists),
// and fixed queens are never moved (never listed, never chosen as partners). Diagonal counts are
// plain u32 arrays (SUMC, DIFC in place-layout.ts).
// The greedy start gives each free column a random unused row it is not blocked on, preferring
// rows free on both diagonals; a column whose every unused row is blocked is left for the host's
// matching phases (place-match.ts), after which the host calls queensResume().
// see: Sosic & Gu 1991; Minton et al. 1992; Gent, Jefferson & Nightingale 2017, "Complexity of
//      n-Queens Completion" (JAIR 59).
import { below } from "./rng";
import { DEBUG } from "./debug";
import { PHASE_REPAIR as REPAIR, phase, setPhase, setCursor, cursor, totalSteps, restarts, beginSearch, resetAttempt, rescan, listConflicted, repairRun, status, RepairBoard } from "./min-conflicts";
import { n, ROW, RCOL, FIX, PEND, SUMC, DIFC, LIST, listCap, u32At, setU32, i32At, setI32, isBlocked } from "./place-layout";

/** queensRun's result besides min-conflicts.ts's RUNNING, SOLVED, GAVE_UP. */
export const NEEDS_MATCH = 3;

// the phases besides min-conflicts.ts's SCAN, REPAIR, DONE, FAILED
const INIT = 0;
const MATCH = 6;

const POOL_PROBES: u32 = 256; // unused rows tried per column before settling for the least attacked

let poolLen: u32 = 0;

// @ts-ignore: decorator
@inline function diff(r: u32, c: u32): u32 {
  return r + n - 1 - c;
}

// @ts-ignore: decorator
@inline function bump(region: usize, d: u32, by: i32): void {
  const at = region + (<usize>d << 2);
  if (DEBUG) assert(by > 0 || load<u32>(at) > 0); // no diagonal holds fewer than no queens
  store<u32>(at, <u32>(<i32>load<u32>(at) + by));
}

// @ts-ignore: decorator
@inline function occupy(r: u32, c: u32, by: i32): void {
  bump(SUMC, r + c, by);
  bump(DIFC, diff(r, c), by);
}

// @ts-ignore: decorator
@inline function onDiagonals(r: u32, c: u32): u32 {
  return u32At(SUMC, r + c) + u32At(DIFC, diff(r, c));
}

// @ts-ignore: decorator
@inline function attacked(c: u32): bool {
  const r = <u32>i32At(ROW, c);
  return u32At(SUMC, r + c) > 1 || u32At(DIFC, diff(r, c)) > 1;
}

/** The board with blocked squares and fixed queens, as min-conflicts.ts's repair step sees it. */
@final class CompletionBoard implements RepairBoard {
  // @ts-ignore: decorator
  @inline size(): u32 { return n; }
  // @ts-ignore: decorator
  @inline row(c: u32): u32 { return <u32>i32At(ROW, c); }
  // @ts-ignore: decorator
  @inline onDiagonals(r: u32, c: u32): u32 { return onDiagonals(r, c); }
  // @ts-ignore: decorator
  @inline attacked(c: u32): bool { return attacked(c); }
  // @ts-ignore: decorator
  @inline movable(c: u32): bool { return i32At(FIX, c) < 0; }
  // @ts-ignore: decorator
  @inline swappable(i: u32, ri: u32, j: u32): bool {
    if (j == i || i32At(FIX, j) >= 0) return false;
    return !isBlocked(i, <u32>i32At(ROW, j)) && !isBlocked(j, ri);
  }
  // @ts-ignore: decorator
  @inline swap(i: u32, j: u32): void { swapQueens(i, j); }
  // @ts-ignore: decorator
  @inline list(): usize { return LIST; }
  // @ts-ignore: decorator
  @inline listCap(): u32 { return listCap; }
  // @ts-ignore: decorator
  @inline abandoned(): bool { return false; }
  // @ts-ignore: decorator
  @inline beginAttempt(): void { beginAttempt(); }
}

function clearCounts(): void {
  memory.fill(SUMC, 0, <usize>n << 3);
  memory.fill(DIFC, 0, <usize>n << 3);
}

function beginAttempt(): void {
  resetAttempt();
  clearCounts();
  for (let r: u32 = 0; r < n; r++) setI32(RCOL, r, -1);
  for (let c: u32 = 0; c < n; c++) {
    const f = i32At(FIX, c);
    setI32(ROW, c, f);
    if (f >= 0) {
      if (DEBUG) assert(<u32>f < n && i32At(RCOL, <u32>f) < 0); // the host let no two fixed queens share a row
      setI32(RCOL, <u32>f, c);
      occupy(<u32>f, c, 1);
    }
  }
  poolLen = 0;
  for (let r: u32 = 0; r < n; r++) if (i32At(RCOL, r) < 0) setU32(PEND, poolLen++, r);
  setPhase(INIT);
}

/** Called by the host after placeSetup and writing FIX/BSTART/BROWS. seed = hi * 2^32 + lo. */
export function queensStart(lo: u32, hi: u32, stepsPerAttempt: u32, restartLimit: u32): void {
  beginSearch(lo, hi, stepsPerAttempt, restartLimit);
  beginAttempt();
}

// @ts-ignore: decorator
@inline function take(c: u32, j: u32): void {
  const r = u32At(PEND, j);
  if (DEBUG) assert(j < poolLen && r < n && i32At(RCOL, r) < 0); // an unused row from the pool
  setU32(PEND, j, u32At(PEND, --poolLen));
  setI32(ROW, c, r);
  setI32(RCOL, r, c);
  occupy(r, c, 1);
}

// Column c takes a random unused row it is not blocked on: the first free on both diagonals,
// else the least attacked probed, else (all probes blocked) the first allowed in the pool.
function initColumn(c: u32): void {
  let best: u32 = u32.MAX_VALUE;
  let bestScore: u32 = u32.MAX_VALUE;
  for (let p: u32 = 0; p < POOL_PROBES && poolLen > 0; p++) {
    const j = below(poolLen);
    const r = u32At(PEND, j);
    if (isBlocked(c, r)) continue;
    const score = onDiagonals(r, c);
    if (score == 0) {
      take(c, j);
      return;
    }
    if (score < bestScore) {
      bestScore = score;
      best = j;
    }
  }
  if (best == u32.MAX_VALUE) {
    for (let j: u32 = 0; j < poolLen; j++) {
      if (!isBlocked(c, u32At(PEND, j))) {
        best = j;
        break;
      }
    }
    if (best == u32.MAX_VALUE) return; // every unused row is blocked here: left to the matching
  }
  take(c, best);
  listConflicted<CompletionBoard>(c);
}

function swapQueens(i: u32, j: u32): void {
  const ri = <u32>i32At(ROW, i);
  const rj = <u32>i32At(ROW, j);
  occupy(ri, i, -1);
  occupy(rj, j, -1);
  setI32(ROW, i, rj);
  setI32(ROW, j, ri);
  setI32(RCOL, rj, i);
  setI32(RCOL, ri, j);
  occupy(rj, i, 1);
  occupy(ri, j, 1);
}

/** After the host's matching gave every column a row: counts rebuilt, attacked queens rescanned. */
export function queensResume(): void {
  clearCounts();
  for (let c: u32 = 0; c < n; c++) {
    const r = i32At(ROW, c);
    if (DEBUG) assert(r >= 0 && <u32>r < n && i32At(RCOL, <u32>r) == <i32>c); // the matching left a permutation
    occupy(<u32>r, c, 1);
  }
  rescan();
}

/** At most `budget` columns, or repair steps costing about `budget` partners weighed; returns RUNNING, SOLVED, GAVE_UP or NEEDS_MATCH. */
export function queensRun(budget: u32): i32 {
  if (phase == INIT) {
    const end = n - cursor > budget ? cursor + budget : n;
    for (let c = cursor; c < end; c++) if (i32At(FIX, c) < 0) initColumn(c);
    setCursor(end);
    if (cursor == n) {
      setPhase(REPAIR);
      for (let c: u32 = 0; c < n; c++) {
        if (i32At(ROW, c) < 0) { // a column without a row: the matching completes the permutation
          setPhase(MATCH);
          break;
        }
      }
    }
  } else {
    repairRun<CompletionBoard>(budget);
  }
  return phase == MATCH ? NEEDS_MATCH : status();
}

/** Columns the start of this attempt has placed: n once it is over (progress for the host). */
export function queensColumns(): u32 { return phase == INIT ? cursor : n; }
/** Swaps made over all attempts. */
export function queensSteps(): f64 { return totalSteps; }
/** Restarts so far. */
export function queensRestarts(): u32 { return restarts; }
