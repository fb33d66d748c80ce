// The min-conflicts repair step, written once for the two boards that run it: solve.ts (a free
// board, diagonals as bitsets with a table of extra queens) and place-queens.ts (blocked squares
// and fixed queens, diagonals as plain counts). Rows stay a permutation, so only diagonals
// conflict; a step takes a listed attacked queen and swaps rows with the partner that lowers the
// attacking pairs most (uniform among ties), which may be uphill out of a local minimum.
// The boards are the type parameter B of a static generic: each is a @final class of @inline
// methods that never read `this`, called on changetype<B>(0), so no call is virtual or even left
// a call (see board<B>()). The search state below is one per instance: an instance runs one
// search at a time (the host gives the placer an instance of its own).
// src/reference/min-conflicts.ts is the twin.
// see: Minton et al. 1992, "Minimizing conflicts"; Sosic & Gu 1991.
import { seedRng, below } from "./rng";
import { DEBUG } from "./debug";

/** run() results: the host's Status (src/engine/solve-engine.ts) and PlaceStatus. */
export const RUNNING = 0;
export const SOLVED = 1;
export const GAVE_UP = 2;

export const PHASE_SCAN = 2;    // rebuild the conflict list from scratch (after it overflowed)
export const PHASE_REPAIR = 3;  // min-conflict swaps
export const PHASE_DONE = 4;
export const PHASE_FAILED = 5;

export const MOVE_PROBES: u32 = 128; // random partners tried per repair step before scanning them all
export const EXACT_BELOW: u32 = 256; // below this n every repair step scans all partners

/** What a board provides; each method is @inline and never reads `this` (see board<B>()). */
export interface RepairBoard {
  /** n */
  size(): u32;
  /** The row of column c's queen. */
  row(c: u32): u32;
  /** Queens on the two diagonals through square (r, c). */
  onDiagonals(r: u32, c: u32): u32;
  /** Column c's queen shares a diagonal. */
  attacked(c: u32): bool;
  /** Column c's queen may be listed and moved (it is not fixed). */
  movable(c: u32): bool;
  /** Queen j may swap rows with queen i, which stands on row ri. */
  swappable(i: u32, ri: u32, j: u32): bool;
  /** Swaps the rows of queens i and j, diagonals updated. */
  swap(i: u32, j: u32): void;
  /** Where the conflict list lives, and its capacity. */
  list(): usize;
  listCap(): u32;
  /** The attempt must restart (solve.ts: its table of extra queens is full). */
  abandoned(): bool;
  /** A fresh attempt, after resetAttempt(). */
  beginAttempt(): void;
}

export let phase: i32 = PHASE_DONE;
export let cursor: u32 = 0;        // next column of an init or of SCAN
export let listLen: u32 = 0;
let overflowed = false;
let seedLo: u32 = 0;
let seedHi: u32 = 0;
let maxSteps: u32 = 0;
let maxRestarts: u32 = 0;
let attemptSteps: u32 = 0;
let ending = false;                // the attempt is spent: the next unit of work restarts it
export let totalSteps: f64 = 0;    // swaps over all attempts
export let restarts: u32 = 0;
export let fullScans: u32 = 0;     // repair steps whose probes all failed
/** The last swap, for a host that steps the search one move at a time: columns and pair change. */
export let movedI: u32 = 0;
export let movedJ: u32 = 0;
export let movedDelta: i32 = 0;
/** Partners weighed by the current step: its cost in budget units. */
let weighed: u32 = 0;

// The partner chosen so far for one repair step.
let chosen: u32 = 0;
let chosenDelta: i32 = 0;
let ties: u32 = 0;
let probeScore: i32 = 0;

// @ts-ignore: decorator
@inline export function setPhase(p: i32): void { phase = p; }
// @ts-ignore: decorator
@inline export function setCursor(c: u32): void { cursor = c; }

// @ts-ignore: decorator
@inline function board<B extends RepairBoard>(): B {
  return changetype<B>(0); // the methods never read `this`: see the file header
}

/** A new search: seed = hi * 2^32 + lo; the board's beginAttempt() follows. */
export function beginSearch(lo: u32, hi: u32, stepsPerAttempt: u32, restartLimit: u32): void {
  seedLo = lo;
  seedHi = hi;
  maxSteps = stepsPerAttempt;
  maxRestarts = restartLimit;
  restarts = 0;
  totalSteps = 0;
  fullScans = 0;
}

/** The shared part of a board's beginAttempt(): this attempt's random stream, an empty list. */
export function resetAttempt(): void {
  seedRng(seedLo, seedHi, restarts);
  listLen = 0;
  overflowed = false;
  attemptSteps = 0;
  ending = false;
  cursor = 0;
}

/** Lists the attacked queens afresh (the SCAN phase), the attempt and its random stream going on. */
export function rescan(): void {
  listLen = 0;
  overflowed = false;
  cursor = 0;
  phase = PHASE_SCAN;
}

export function restart<B extends RepairBoard>(): void {
  if (restarts >= maxRestarts) {
    phase = PHASE_FAILED;
    return;
  }
  restarts++;
  board<B>().beginAttempt();
}

// The list holds every queen that moved onto a shared diagonal, so each diagonal with
// k > 1 queens has at least k - 1 of them listed: an empty list means a solution.
// Entries may go stale or repeat; they are dropped when picked and found unattacked.
export function listConflicted<B extends RepairBoard>(c: u32): void {
  if (DEBUG) assert(c < board<B>().size());
  if (listLen < board<B>().listCap()) {
    store<u32>(board<B>().list() + (<usize>listLen << 2), c);
    listLen++;
  } else {
    overflowed = true; // rescan the whole board once the list runs dry
  }
}

// @ts-ignore: decorator
@inline function dropListed<B extends RepairBoard>(idx: u32): void {
  const list = board<B>().list();
  if (DEBUG) assert(idx < listLen);
  listLen--;
  store<u32>(list + (<usize>idx << 2), load<u32>(list + (<usize>listLen << 2)));
}

// Change in attacking pairs if queens i and j swap rows; probeScore gets the pairs that
// would then involve i or j (0: both land free). Swapping turns a shared diagonal of one
// family into a shared diagonal of the other, so the mutual pair count m is kept.
// @ts-ignore: decorator
@inline function swapDelta<B extends RepairBoard>(i: u32, ri: u32, attackersOfI: i32, j: u32): i32 {
  const b = board<B>();
  const rj = b.row(j);
  const m: i32 = (ri + i == rj + j ? 1 : 0) + (ri + j == rj + i ? 1 : 0);
  const after = <i32>(b.onDiagonals(rj, i) + b.onDiagonals(ri, j)) + m;
  probeScore = after;
  return after - (attackersOfI + (<i32>b.onDiagonals(rj, j) - 2) - m);
}

// Candidate j, whose swap would change the attacking pairs by `delta`: kept if lowest so far,
// and among equal lowest each kept with the same chance (reservoir sampling).
// @ts-ignore: decorator
@inline function consider(j: u32, delta: i32): void {
  if (delta < chosenDelta) {
    chosenDelta = delta;
    chosen = j;
    ties = 1;
  } else if (delta == chosenDelta) {
    ties++;
    if (below(ties) == 0) chosen = j;
  }
}

// The partner for attacked queen i among those that may swap with it: MOVE_PROBES random ones
// first on large boards (stopping at a swap that leaves both free), all of them when no probe
// improves. Returns i if none may swap.
function choosePartner<B extends RepairBoard>(i: u32): u32 {
  const b = board<B>();
  const n = b.size();
  const ri = b.row(i);
  const attackersOfI = <i32>b.onDiagonals(ri, i) - 2;
  chosen = i;
  chosenDelta = i32.MAX_VALUE;
  ties = 0;
  if (n >= EXACT_BELOW) {
    weighed += MOVE_PROBES;
    for (let p: u32 = 0; p < MOVE_PROBES; p++) {
      const j = below(n);
      if (!b.swappable(i, ri, j)) continue;
      const delta = swapDelta<B>(i, ri, attackersOfI, j);
      if (probeScore == 0) {
        chosenDelta = delta;
        return j;
      }
      consider(j, delta);
    }
    if (chosenDelta <= 0) return chosen;
    fullScans++; // no probe improved: look at every partner
    chosen = i;
    chosenDelta = i32.MAX_VALUE;
    ties = 0;
  }
  weighed += n;
  for (let j: u32 = 0; j < n; j++) {
    if (!b.swappable(i, ri, j)) continue;
    consider(j, swapDelta<B>(i, ri, attackersOfI, j));
  }
  return chosen; // may be uphill: a step out of a local minimum, bounded by maxSteps
}

function repairStep<B extends RepairBoard>(): void {
  const b = board<B>();
  if (listLen == 0) {
    if (overflowed) {
      overflowed = false;
      phase = PHASE_SCAN;
      cursor = 0;
    } else {
      phase = PHASE_DONE;
    }
    return;
  }
  const idx = below(listLen);
  const i = load<u32>(b.list() + (<usize>idx << 2));
  if (DEBUG) assert(listLen <= b.listCap() && i < b.size()); // the list holds columns, within its region
  if (!b.attacked(i)) {
    dropListed<B>(idx); // stale: a partner moved away
    return;
  }
  const j = choosePartner<B>(i);
  attemptSteps++;
  if (j == i) return; // no partner may swap with i: try another queen (bounded by maxSteps)
  b.swap(i, j);
  totalSteps++;
  movedI = i;
  movedJ = j;
  movedDelta = chosenDelta;
  if (!b.attacked(i)) dropListed<B>(idx);
  if (b.attacked(j)) listConflicted<B>(j);
}

/** The SCAN and REPAIR phases: at most `budget` columns, or repair steps costing about `budget`
 *  partners weighed (so that a call stays short when every step scans all n). */
export function repairRun<B extends RepairBoard>(budget: u32): void {
  const b = board<B>();
  const n = b.size();
  if (phase == PHASE_SCAN) {
    const end = n - cursor > budget ? cursor + budget : n;
    for (let c = cursor; c < end; c++) if (b.movable(c) && b.attacked(c)) listConflicted<B>(c);
    cursor = end;
    if (cursor == n) phase = listLen == 0 && !overflowed ? PHASE_DONE : PHASE_REPAIR;
  } else if (phase == PHASE_REPAIR) {
    for (let k: u32 = 0; k < budget && phase == PHASE_REPAIR; ) {
      if (ending) { // a unit of its own, so that a host stepping the search sees the last swap, then the restart
        restart<B>();
        break;
      }
      weighed = 1;
      repairStep<B>();
      k += weighed;
      if (phase == PHASE_REPAIR && (b.abandoned() || attemptSteps >= maxSteps)) ending = true;
    }
  }
}

/** run()'s result for the phases above. */
export function status(): i32 {
  return phase == PHASE_DONE ? SOLVED : phase == PHASE_FAILED ? GAVE_UP : RUNNING;
}
