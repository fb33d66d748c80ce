// Queens on a board with blocked squares and fixed queens (the n-Queens Completion problem), by
// min-conflicts local search over a row permutation, as solve.ts, with two changes: a queen may
// only stand on an allowed square (each swap is checked against both columns' blocked lists),
// and fixed queens are never moved (never listed, never chosen as partners). Diagonal counts are
// plain u32 arrays (this module's memory is the host's, above the solve layout).
// The greedy start gives each free column a random unused row it is not blocked on, preferring
// rows free on both diagonals; a column whose every unused row is blocked is left for the host's
// matching phases (place-match.ts), after which the host calls queensResume().
// see: Sosic & Gu 1991; Minton et al. 1992; Gent, Jefferson & Nightingale 2017, "Complexity of
//      n-Queens Completion" (JAIR 59).
import { seedRng, below } from "./rng";
import { RUNNING, SOLVED, GAVE_UP, PHASE_SCAN as SCAN, PHASE_REPAIR as REPAIR, PHASE_DONE as DONE, PHASE_FAILED as FAILED, MOVE_PROBES, EXACT_BELOW, chooseFor, consider, partner, partnerDelta } from "./min-conflicts";
import { n, ROW, RCOL, FIX, PEND, SUMC, DIFC, LIST, listCap, u32At, setU32, i32At, setI32, isBlocked } from "./place-layout";

/** queensRun's result besides min-conflicts.ts's RUNNING, SOLVED, GAVE_UP. */
export const NEEDS_MATCH = 3;

// the phases besides min-conflicts.ts's SCAN, REPAIR, DONE, FAILED
const INIT = 0;
const MATCH = 6;

const POOL_PROBES: u32 = 256; // unused rows tried per column before settling for the least attacked

let seedLo: u32 = 0;
let seedHi: u32 = 0;
let maxSteps: u32 = 0;
let maxRestarts: u32 = 0;
let phase: i32 = DONE;
let cursor: u32 = 0;
let poolLen: u32 = 0;
let listLen: u32 = 0;
let overflowed = false;
let attemptSteps: u32 = 0;
let totalSteps: f64 = 0;
let restarts: u32 = 0;

// @ts-ignore: decorator
@inline function diff(r: u32, c: u32): u32 {
  return r + n - 1 - c;
}

// @ts-ignore: decorator
@inline function bump(region: usize, d: u32, by: i32): void {
  const at = region + (<usize>d << 2);
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

function listConflicted(c: u32): void {
  if (listLen < listCap) setU32(LIST, listLen++, c);
  else overflowed = true; // rescan the whole board once the list runs dry
}

function clearCounts(): void {
  memory.fill(SUMC, 0, <usize>n << 3);
  memory.fill(DIFC, 0, <usize>n << 3);
}

function beginAttempt(): void {
  seedRng(seedLo, seedHi, restarts);
  clearCounts();
  for (let r: u32 = 0; r < n; r++) setI32(RCOL, r, -1);
  for (let c: u32 = 0; c < n; c++) {
    const f = i32At(FIX, c);
    setI32(ROW, c, f);
    if (f >= 0) {
      setI32(RCOL, <u32>f, c);
      occupy(<u32>f, c, 1);
    }
  }
  poolLen = 0;
  for (let r: u32 = 0; r < n; r++) if (i32At(RCOL, r) < 0) setU32(PEND, poolLen++, r);
  cursor = 0;
  listLen = 0;
  overflowed = false;
  attemptSteps = 0;
  phase = INIT;
}

function restart(): void {
  if (restarts >= maxRestarts) {
    phase = FAILED;
    return;
  }
  restarts++;
  beginAttempt();
}

/** Called by the host after placeSetup and writing FIX/BSTART/BROWS. seed = hi * 2^32 + lo. */
export function queensStart(lo: u32, hi: u32, stepsPerAttempt: u32, restartLimit: u32): void {
  seedLo = lo;
  seedHi = hi;
  maxSteps = stepsPerAttempt;
  maxRestarts = restartLimit;
  restarts = 0;
  totalSteps = 0;
  beginAttempt();
}

// @ts-ignore: decorator
@inline function take(c: u32, j: u32): void {
  const r = u32At(PEND, j);
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
  listConflicted(c);
}

let probeScore: i32 = 0;

// Change in attacking pairs if queens i and j swap rows (solve.ts swapDelta, on counts).
function swapDelta(i: u32, ri: u32, attackersOfI: i32, j: u32): i32 {
  const rj = <u32>i32At(ROW, j);
  const m: i32 = (ri + i == rj + j ? 1 : 0) + (ri + j == rj + i ? 1 : 0);
  const after = <i32>(onDiagonals(rj, i) + onDiagonals(ri, j)) + m;
  probeScore = after;
  return after - (attackersOfI + (<i32>onDiagonals(rj, j) - 2) - m);
}

// @ts-ignore: decorator
@inline function swappable(i: u32, ri: u32, j: u32): bool {
  if (j == i || i32At(FIX, j) >= 0) return false;
  return !isBlocked(i, <u32>i32At(ROW, j)) && !isBlocked(j, ri);
}

// The partner for attacked queen i, as solve.ts chooses it (min-conflicts.ts), among the queens
// that may swap with it. Returns i if none may.
/** Partners choosePartner weighed for the current step: the step's cost in budget units. */
let weighed: u32 = 0;

function choosePartner(i: u32): u32 {
  const ri = <u32>i32At(ROW, i);
  const attackersOfI = <i32>onDiagonals(ri, i) - 2;
  chooseFor(i);
  if (n >= EXACT_BELOW) {
    for (let p: u32 = 0; p < MOVE_PROBES; p++) {
      weighed++;
      const j = below(n);
      if (!swappable(i, ri, j)) continue;
      const delta = swapDelta(i, ri, attackersOfI, j);
      if (probeScore == 0) return j;
      consider(j, delta);
    }
    if (partnerDelta() <= 0) return partner();
    chooseFor(i);
  }
  weighed += n;
  for (let j: u32 = 0; j < n; j++) {
    if (!swappable(i, ri, j)) continue;
    consider(j, swapDelta(i, ri, attackersOfI, j));
  }
  return partner(); // may be uphill: a step out of a local minimum, bounded by maxSteps
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

function repairStep(): void {
  if (listLen == 0) {
    if (overflowed) {
      overflowed = false;
      phase = SCAN;
      cursor = 0;
    } else {
      phase = DONE;
    }
    return;
  }
  const idx = below(listLen);
  const i = u32At(LIST, idx);
  if (!attacked(i)) { // stale: a partner moved away
    setU32(LIST, idx, u32At(LIST, --listLen));
    return;
  }
  const j = choosePartner(i);
  attemptSteps++;
  if (j == i) return; // no partner may swap with i: try another queen (bounded by maxSteps)
  swapQueens(i, j);
  totalSteps++;
  if (!attacked(i)) setU32(LIST, idx, u32At(LIST, --listLen));
  if (attacked(j)) listConflicted(j);
}

/** After the host's matching gave every column a row: counts rebuilt, attacked queens rescanned. */
export function queensResume(): void {
  clearCounts();
  for (let c: u32 = 0; c < n; c++) occupy(<u32>i32At(ROW, c), c, 1);
  listLen = 0;
  overflowed = false;
  cursor = 0;
  phase = SCAN;
}

/** At most `budget` columns, or repair steps costing about `budget` partners weighed; returns RUNNING, SOLVED, GAVE_UP or NEEDS_MATCH. */
export function queensRun(budget: u32): i32 {
  if (phase == INIT) {
    const end = n - cursor > budget ? cursor + budget : n;
    for (let c = cursor; c < end; c++) if (i32At(FIX, c) < 0) initColumn(c);
    cursor = end;
    if (cursor == n) {
      phase = REPAIR;
      for (let c: u32 = 0; c < n; c++) {
        if (i32At(ROW, c) < 0) { // a column without a row: the matching completes the permutation
          phase = MATCH;
          break;
        }
      }
    }
  } else if (phase == SCAN) {
    const end = n - cursor > budget ? cursor + budget : n;
    for (let c = cursor; c < end; c++) if (i32At(FIX, c) < 0 && attacked(c)) listConflicted(c);
    cursor = end;
    if (cursor == n) phase = listLen == 0 && !overflowed ? DONE : REPAIR;
  } else if (phase == REPAIR) {
    // a step costs the partners it weighed (a column left few rows scans all n of them on
    // every step), so that a call stays short at any n
    for (let k: u32 = 0; k < budget && phase == REPAIR; ) {
      weighed = 1;
      repairStep();
      k += weighed;
      if (phase == REPAIR && attemptSteps >= maxSteps) restart();
    }
  }
  return phase == DONE ? SOLVED : phase == FAILED ? GAVE_UP : phase == MATCH ? NEEDS_MATCH : RUNNING;
}

/** Swaps made over all attempts. */
export function queensSteps(): f64 { return totalSteps; }
/** Restarts so far. */
export function queensRestarts(): u32 { return restarts; }
