// Min-conflicts local search for one placement of n queens, one per column,
// rows kept a permutation so that only diagonals can conflict.
// see: Sosic & Gu 1991, "Fast search algorithms for the n-queens problem";
//      Minton et al. 1992, "Minimizing conflicts" (min-conflicts heuristic).
// The host drives it in slices: start(), then run(budget) until it returns SOLVED or GAVE_UP.
// src/reference/solve.ts is the same algorithm in plain TS and must stay step-for-step identical.
import { ROWS, LIST, UNUSED, NONEMPTY, ACTIVE, ACTIVE_REGIONS, END, listCap, layOut, bitsetBytes } from "./layout";
import { DEBUG, inMemory } from "./debug";
import { below, scale, s0, s1, s2, s3, setState } from "./rng";
import { SUM, DIFF, clearDiagonals, occupied, occupiedWindow, occupyEmpty, queensOn, addQueen, removeQueen, tableFull } from "./diagonals";
import { PHASE_REPAIR, phase, cursor, setPhase, setCursor, beginSearch, resetAttempt, restart, listConflicted, repairRun, status, RepairBoard } from "./min-conflicts";

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
let greedy: bool = true;  // the greedy start; else a random permutation (the pool with one probe)
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
@inline function onDiagonals(r: u32, c: u32): u32 {
  return queensOn(SUM, r + c) + queensOn(DIFF, diff(r, c));
}

/** The free board, as min-conflicts.ts's repair step sees it. */
@final class FreeBoard implements RepairBoard {
  // @ts-ignore: decorator
  @inline size(): u32 { return n; }
  // @ts-ignore: decorator
  @inline row(c: u32): u32 { return row(c); }
  // @ts-ignore: decorator
  @inline onDiagonals(r: u32, c: u32): u32 { return onDiagonals(r, c); }
  // @ts-ignore: decorator
  @inline attacked(c: u32): bool {
    const r = row(c);
    return queensOn(SUM, r + c) > 1 || queensOn(DIFF, diff(r, c)) > 1;
  }
  // @ts-ignore: decorator
  @inline movable(c: u32): bool { return true; }
  // @ts-ignore: decorator
  @inline swappable(i: u32, ri: u32, j: u32): bool { return j != i; }
  // @ts-ignore: decorator
  @inline swap(i: u32, j: u32): void { swapQueens(i, j); }
  // @ts-ignore: decorator
  @inline list(): usize { return LIST; }
  // @ts-ignore: decorator
  @inline listCap(): u32 { return listCap; }
  // @ts-ignore: decorator
  @inline abandoned(): bool { return tableFull; }
  // @ts-ignore: decorator
  @inline beginAttempt(): void { beginAttempt(); }
}

function beginAttempt(): void {
  resetAttempt();
  clearDiagonals(bitsetBytes(<u64>2 * n - 1));
  initConflicts = 0;
  if (greedy && n >= WINDOW_MIN_N) {
    const words = (n + 31) >>> 5;
    setFirstBits(UNUSED, n, <usize>bitsetBytes(n));
    setFirstBits(NONEMPTY, words, <usize>bitsetBytes(words));
    const regions = (words + 31) >>> 5;
    for (let k: u32 = 0; k < ACTIVE_REGIONS; k++) {
      store<u32>(ACTIVE + (<usize>k << 3), below(regions));
      store<u32>(ACTIVE + (<usize>k << 3), 0, 4);
    }
    setPhase(PHASE_WINDOW);
  } else {
    for (let c: u32 = 0; c < n; c++) setRow(c, c);
    setPhase(PHASE_POOL);
  }
}

/** A bitset of `bytes` bytes with bits 0 .. count-1 set and the rest clear. */
function setFirstBits(at: usize, count: u32, bytes: usize): void {
  memory.fill(at, 0xff, <usize>count >>> 3);
  memory.fill(at + (<usize>count >>> 3), 0, bytes - (<usize>count >>> 3));
  const partial: u32 = (<u32>1 << (count & 7)) - 1;
  store<u8>(at + (<usize>count >>> 3), <u8>partial);
}

/** Called by the host after growing memory to bytesFor(n). seed = hi * 2^32 + lo; greedyStart 0
 *  starts from a random permutation instead. */
export function start(size: u32, lo: u32, hi: u32, stepsPerAttempt: u32, restartLimit: u32, greedyStart: bool): void {
  n = size;
  greedy = greedyStart;
  layOut(n, !greedy);
  if (DEBUG) assert(inMemory(ROWS, END - <u64>ROWS)); // the host grew memory to bytesFor(n)
  beginSearch(lo, hi, stepsPerAttempt, restartLimit);
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
        if (DEBUG) assert(region < regions);
        const nonEmpty = load<u32>(NONEMPTY + (<usize>region << 2));
        if (nonEmpty == 0 || load<u32>(active, 4) >= REGION_FAILS) {
          store<u32>(active, scale(x, regions)); // dry or failing: another random region
          store<u32>(active, 0, 4);
          continue;
        }
        const pick = (x >>> 10) & 31; // a random word with an unused row
        w = (region << 5) + ((ctz(rotr<u32>(nonEmpty, pick)) + pick) & 31);
        if (DEBUG) assert(w < words && load<u32>(UNUSED + (<usize>w << 2)) != 0); // NONEMPTY marks only words with an unused row
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
      if (DEBUG) assert(r0 + b < n); // UNUSED has no bit past row n-1
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
  if (DEBUG) assert(at == n); // as many unused rows as columns left
}

// Column c takes a random row from the pool rows[c..n) (a Fisher-Yates swap keeps rows a
// permutation); a row free on both diagonals ends the probing, else the least attacked
// probed row is taken and the queen listed. see: Sosic & Gu 1991 (QS4 initial state)
function poolColumn(c: u32): void {
  const pool = n - c;
  let best = c;
  let bestScore: u32 = u32.MAX_VALUE;
  const probes = greedy ? POOL_PROBES : 1;
  for (let p: u32 = 0; p < probes; p++) {
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
  listConflicted<FreeBoard>(c);
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

/** The sum of the rows, n(n-1)/2 while they are a permutation (a check of the debug build). */
function rowSum(): u64 {
  let sum: u64 = 0;
  for (let c: u32 = 0; c < n; c++) sum += row(c);
  return sum;
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

/** Does at most `budget` units of work within one phase: columns of the init, or min-conflicts.ts repairRun. */
export function run(budget: u32): i32 {
  if (phase == PHASE_WINDOW) {
    const end = n - cursor > budget ? cursor + budget : n;
    const poolFrom = n - (n >>> POOL_SHIFT);
    const c = windowSlice(cursor, end < poolFrom ? end : poolFrom);
    setCursor(c);
    if (c < end) { // few unused rows left, or a column found none free: the pool takes over
      unusedToPool(c);
      setPhase(PHASE_POOL);
    }
  } else if (phase == PHASE_POOL) {
    const end = n - cursor > budget ? cursor + budget : n;
    for (let c = cursor; c < end; c++) poolColumn(c);
    setCursor(end);
    if (DEBUG && end == n) assert(rowSum() == <u64>n * <u64>(n - 1) / 2); // the rows still a permutation
    if (tableFull) restart<FreeBoard>();
    else if (cursor == n) setPhase(PHASE_REPAIR);
  } else {
    repairRun<FreeBoard>(budget);
  }
  return status();
}
