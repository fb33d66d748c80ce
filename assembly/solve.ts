// Min-conflicts local search for one placement of n queens, one per column,
// rows kept a permutation so that only diagonals can conflict.
// see: Sosic & Gu 1991, "Fast search algorithms for the n-queens problem";
//      Minton et al. 1992, "Minimizing conflicts" (min-conflicts heuristic).
// The host drives it in slices: start(), then run(budget) until it returns SOLVED or GAVE_UP.
// src/reference/solve.ts is the same algorithm in plain TS and must stay step-for-step identical.
import { ROWS, LIST, UNUSED, NONEMPTY, ACTIVE, ACTIVE_REGIONS, listCap, layOut, bitsetBytes } from "./layout";
import { seedRng, below, scale, s0, s1, s2, s3, setState } from "./rng";
import { SUM, DIFF, clearDiagonals, occupied, occupiedWindow, occupyEmpty, queensOn, addQueen, removeQueen, tableFull } from "./diagonals";
import { RUNNING, SOLVED, GAVE_UP, PHASE_SCAN, PHASE_REPAIR, PHASE_DONE, PHASE_FAILED, MOVE_PROBES, EXACT_BELOW, chooseFor, consider, partner, partnerDelta } from "./min-conflicts";

export const PHASE_WINDOW = 0;  // greedy init, 32 candidate rows per probe from bitsets
export const PHASE_POOL = 1;    // greedy init, one candidate per probe from the pool of unused rows
// then PHASE_SCAN, PHASE_REPAIR, PHASE_DONE or PHASE_FAILED (min-conflicts.ts)

const WINDOW_MIN_N: u32 = 4096; // smaller boards go straight to the pool
const POOL_SHIFT: u32 = 7;      // the pool takes over when fewer than n >> POOL_SHIFT rows are unused
const WINDOW_PROBES: u32 = 4096; // probes for one column before the pool takes over anyway
const REGION_FAILS: u32 = 2;      // failed probes in a row before an active region is replaced
const REGIONS_MIN_N: u32 = 1 << 22; // below, the bitsets fit in cache: probe any word, which leaves fewer conflicts
const POOL_PROBES: u32 = 1024;  // pool rows tried per column before settling for the least attacked

let n: u32 = 0;
let seedLo: u32 = 0;
let seedHi: u32 = 0;
let maxSteps: u32 = 0;
let maxRestarts: u32 = 0;

export let phase: i32 = PHASE_DONE;
export let cursor: u32 = 0;        // next column of the init or of SCAN
export let listLen: u32 = 0;
let listOverflowed = false;
let attemptSteps: u32 = 0;
export let totalSteps: f64 = 0;    // swaps over all attempts
export let restarts: u32 = 0;
export let fullScans: u32 = 0;     // repair steps whose probes all failed
export let initConflicts: u32 = 0; // columns the last greedy init could not place free of attack

// @ts-ignore: decorator
@inline function row(c: u32): u32 {
  return load<u32>(ROWS + (<usize>c << 2));
}

// @ts-ignore: decorator
@inline function setRow(c: u32, r: u32): void {
  store<u32>(ROWS + (<usize>c << 2), r);
}

// @ts-ignore: decorator
@inline function diff(r: u32, c: u32): u32 {
  return r + n - 1 - c;
}

// @ts-ignore: decorator
@inline function attacked(c: u32): bool {
  const r = row(c);
  return queensOn(SUM, r + c) > 1 || queensOn(DIFF, diff(r, c)) > 1;
}

// @ts-ignore: decorator
@inline function attackers(c: u32): i32 {
  const r = row(c);
  return <i32>(queensOn(SUM, r + c) + queensOn(DIFF, diff(r, c))) - 2;
}

// The list holds every queen that moved onto a shared diagonal, so each diagonal with
// k > 1 queens has at least k - 1 of them listed: an empty list means a solution.
// Entries may go stale or repeat; they are dropped when picked and found unattacked.
function listConflicted(c: u32): void {
  if (listLen < listCap) {
    store<u32>(LIST + (<usize>listLen << 2), c);
    listLen++;
  } else {
    listOverflowed = true; // rescan the whole board once the list runs dry
  }
}

// @ts-ignore: decorator
@inline function dropListed(idx: u32): void {
  listLen--;
  store<u32>(LIST + (<usize>idx << 2), load<u32>(LIST + (<usize>listLen << 2)));
}

function beginAttempt(): void {
  seedRng(seedLo, seedHi, restarts);
  clearDiagonals(bitsetBytes(<u64>2 * n - 1));
  listLen = 0;
  listOverflowed = false;
  attemptSteps = 0;
  initConflicts = 0;
  cursor = 0;
  if (n >= WINDOW_MIN_N) {
    const words = (n + 31) >>> 5;
    setFirstBits(UNUSED, n, <usize>bitsetBytes(n));
    setFirstBits(NONEMPTY, words, <usize>bitsetBytes(words));
    const regions = (words + 31) >>> 5;
    for (let k: u32 = 0; k < ACTIVE_REGIONS; k++) {
      store<u32>(ACTIVE + (<usize>k << 3), below(regions));
      store<u32>(ACTIVE + (<usize>k << 3), 0, 4);
    }
    phase = PHASE_WINDOW;
  } else {
    for (let c: u32 = 0; c < n; c++) setRow(c, c);
    phase = PHASE_POOL;
  }
}

/** A bitset of `bytes` bytes with bits 0 .. count-1 set and the rest clear. */
function setFirstBits(at: usize, count: u32, bytes: usize): void {
  memory.fill(at, 0xff, <usize>count >>> 3);
  memory.fill(at + (<usize>count >>> 3), 0, bytes - (<usize>count >>> 3));
  const partial: u32 = (<u32>1 << (count & 7)) - 1;
  store<u8>(at + (<usize>count >>> 3), <u8>partial);
}

function restart(): void {
  if (restarts >= maxRestarts) {
    phase = PHASE_FAILED;
    return;
  }
  restarts++;
  beginAttempt();
}

/** Called by the host after growing memory to bytesFor(n). seed = hi * 2^32 + lo. */
export function start(size: u32, lo: u32, hi: u32, stepsPerAttempt: u32, restartLimit: u32): void {
  n = size;
  seedLo = lo;
  seedHi = hi;
  maxSteps = stepsPerAttempt;
  maxRestarts = restartLimit;
  layOut(n);
  restarts = 0;
  totalSteps = 0;
  fullScans = 0;
  beginAttempt();
}

// Columns from..end-1 each take a random unused row free on both diagonals. A probe is an
// aligned window of 32 rows: unused & ~sum-diagonals & ~difference-diagonals. From n =
// REGIONS_MIN_N on, rows come from ACTIVE_REGIONS random regions of 1024 rows at a time, each replaced by a random one when it
// runs dry or fails REGION_FAILS probes in a row: the live words stay in L1 and only a region
// change misses the cache (n = 10^8: 7 million misses instead of 3 per column), while random
// regions keep the start random. NONEMPTY picks a word that has an unused row.
// The generator runs on locals: V8 keeps Wasm globals in memory, and this loop is most of
// the solve. Returns the first column it could not place (end if none).
function windowSlice(from: u32, end: u32): u32 {
  const words = (n + 31) >>> 5;
  const regions = (words + 31) >>> 5;
  const local = n >= REGIONS_MIN_N;
  let q0 = s0, q1 = s1, q2 = s2, q3 = s3;
  let c = from;
  for (; c < end; c++) {
    let placed = false;
    for (let p: u32 = 0; p < WINDOW_PROBES; p++) {
      // xoshiro128**, as rng.ts nextU32
      const x = rotl<u32>(q1 * 5, 7) * 9;
      const t = q1 << 9;
      q2 ^= q0; q3 ^= q1; q1 ^= q2; q0 ^= q3; q2 ^= t;
      q3 = rotl<u32>(q3, 11);

      let w: u32;
      let active: usize = 0;
      if (local) {
        active = ACTIVE + (<usize>(x & (ACTIVE_REGIONS - 1)) << 3);
        const region = load<u32>(active);
        const nonEmpty = load<u32>(NONEMPTY + (<usize>region << 2));
        if (nonEmpty == 0 || load<u32>(active, 4) >= REGION_FAILS) {
          store<u32>(active, scale(x, regions)); // dry or failing: another random region
          store<u32>(active, 0, 4);
          continue;
        }
        const pick = (x >>> 10) & 31; // a random word with an unused row
        w = (region << 5) + ((ctz(rotr<u32>(nonEmpty, pick)) + pick) & 31);
      } else {
        w = scale(x, words); // any word: at this size the bitsets stay in cache
      }
      const r0 = w << 5;
      const unusedAddr = UNUSED + (<usize>w << 2);
      const unused = load<u32>(unusedAddr);
      const free = unused & ~occupiedWindow(SUM, r0 + c) & ~occupiedWindow(DIFF, diff(r0, c));
      if (free == 0) { // every unused row here is attacked: probe again
        if (local) store<u32>(active, load<u32>(active, 4) + 1, 4);
        continue;
      }
      const spin = (x >>> 16) & 31; // a random free row
      const b = (ctz(rotr<u32>(free, spin)) + spin) & 31;
      const left = unused & ~(<u32>1 << b);
      store<u32>(unusedAddr, left);
      if (left == 0) {
        const nonEmptyAddr = NONEMPTY + (<usize>(w >>> 5) << 2);
        store<u32>(nonEmptyAddr, load<u32>(nonEmptyAddr) & ~(<u32>1 << (w & 31)));
      }
      if (local) store<u32>(active, 0, 4);
      setRow(c, r0 + b);
      occupyEmpty(SUM, r0 + b + c);
      occupyEmpty(DIFF, diff(r0 + b, c));
      placed = true;
      break;
    }
    if (!placed) break;
  }
  setState(q0, q1, q2, q3);
  return c;
}

/** Moves the unused rows into rows[c..n), ascending: from here on they are the pool. */
function unusedToPool(c: u32): void {
  const words = (n + 31) >>> 5;
  let at = c;
  for (let w: u32 = 0; w < words; w++) {
    let bits = load<u32>(UNUSED + (<usize>w << 2));
    while (bits != 0) {
      setRow(at++, (w << 5) + ctz(bits));
      bits &= bits - 1;
    }
  }
}

// Column c takes a random row from the pool rows[c..n) (a Fisher-Yates swap keeps rows a
// permutation); a row free on both diagonals ends the probing, else the least attacked
// probed row is taken and the queen listed. see: Sosic & Gu 1991 (QS4 initial state)
function poolColumn(c: u32): void {
  const pool = n - c;
  let best = c;
  let bestScore: u32 = u32.MAX_VALUE;
  for (let p: u32 = 0; p < POOL_PROBES; p++) {
    const j = c + below(pool);
    const r = row(j);
    if (!occupied(SUM, r + c) && !occupied(DIFF, diff(r, c))) {
      placeFromPool(c, j);
      return;
    }
    const score = queensOn(SUM, r + c) + queensOn(DIFF, diff(r, c));
    if (score < bestScore) {
      bestScore = score;
      best = j;
    }
  }
  placeFromPool(c, best);
  listConflicted(c);
  initConflicts++;
}

// @ts-ignore: decorator
@inline function placeFromPool(c: u32, j: u32): void {
  const r = row(j);
  setRow(j, row(c));
  setRow(c, r);
  addQueen(SUM, r + c);
  addQueen(DIFF, diff(r, c));
}

let probeScore: i32 = 0;

// Change in attacking pairs if queens i and j swap rows; probeScore gets the pairs that
// would then involve i or j (0: both land free). Swapping turns a shared diagonal of one
// family into a shared diagonal of the other, so the mutual pair count m is kept.
function swapDelta(i: u32, ri: u32, attackersOfI: i32, j: u32): i32 {
  const rj = row(j);
  const m: i32 = (ri + i == rj + j ? 1 : 0) + (ri + j == rj + i ? 1 : 0);
  const after = <i32>(queensOn(SUM, rj + i) + queensOn(DIFF, diff(rj, i))
                    + queensOn(SUM, ri + j) + queensOn(DIFF, diff(ri, j))) + m;
  probeScore = after;
  return after - (attackersOfI + attackers(j) - m);
}

// Bucketed min-conflicts choice of the partner for conflicted queen i (min-conflicts.ts),
// stopping at a swap that leaves both queens free.
function choosePartner(i: u32): u32 {
  const ri = row(i);
  const attackersOfI = attackers(i);
  chooseFor(i);
  if (n >= EXACT_BELOW) {
    for (let p: u32 = 0; p < MOVE_PROBES; p++) {
      const j = below(n);
      if (j == i) continue;
      const delta = swapDelta(i, ri, attackersOfI, j);
      if (probeScore == 0) return j;
      consider(j, delta);
    }
    if (partnerDelta() <= 0) return partner();
    fullScans++; // no probe improved: look at every partner
    chooseFor(i);
  }
  for (let j: u32 = 0; j < n; j++) {
    if (j == i) continue;
    consider(j, swapDelta(i, ri, attackersOfI, j));
  }
  return partner(); // may be uphill: a step out of a local minimum, bounded by maxSteps
}

function swapQueens(i: u32, j: u32): void {
  const ri = row(i);
  const rj = row(j);
  removeQueen(SUM, ri + i);
  removeQueen(DIFF, diff(ri, i));
  removeQueen(SUM, rj + j);
  removeQueen(DIFF, diff(rj, j));
  setRow(i, rj);
  setRow(j, ri);
  addQueen(SUM, rj + i);
  addQueen(DIFF, diff(rj, i));
  addQueen(SUM, ri + j);
  addQueen(DIFF, diff(ri, j));
}

function repairStep(): void {
  if (listLen == 0) {
    if (listOverflowed) {
      listOverflowed = false;
      phase = PHASE_SCAN;
      cursor = 0;
    } else {
      phase = PHASE_DONE;
    }
    return;
  }
  const idx = below(listLen);
  const i = load<u32>(LIST + (<usize>idx << 2));
  if (!attacked(i)) {
    dropListed(idx); // stale: a partner moved away
    return;
  }
  const j = choosePartner(i);
  swapQueens(i, j);
  attemptSteps++;
  totalSteps++;
  if (!attacked(i)) dropListed(idx);
  if (attacked(j)) listConflicted(j);
}

/** Does at most `budget` units of work (a column or a repair step each) within one phase. */
export function run(budget: u32): i32 {
  if (phase == PHASE_WINDOW) {
    const end = n - cursor > budget ? cursor + budget : n;
    const poolFrom = n - (n >>> POOL_SHIFT);
    const c = windowSlice(cursor, end < poolFrom ? end : poolFrom);
    cursor = c;
    if (c < end) { // few unused rows left, or a column found none free: the pool takes over
      unusedToPool(c);
      phase = PHASE_POOL;
    }
  } else if (phase == PHASE_POOL) {
    const end = n - cursor > budget ? cursor + budget : n;
    for (let c = cursor; c < end; c++) poolColumn(c);
    cursor = end;
    if (tableFull) restart();
    else if (cursor == n) phase = PHASE_REPAIR;
  } else if (phase == PHASE_SCAN) {
    const end = n - cursor > budget ? cursor + budget : n;
    for (let c = cursor; c < end; c++) if (attacked(c)) listConflicted(c);
    cursor = end;
    if (cursor == n) phase = listLen == 0 ? PHASE_DONE : PHASE_REPAIR;
  } else if (phase == PHASE_REPAIR) {
    for (let k: u32 = 0; k < budget && phase == PHASE_REPAIR; k++) {
      repairStep();
      if (phase == PHASE_REPAIR && (tableFull || attemptSteps >= maxSteps)) restart();
    }
  }
  return phase == PHASE_DONE ? SOLVED : phase == PHASE_FAILED ? GAVE_UP : RUNNING;
}
