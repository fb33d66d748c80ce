// The complete-state board of the textbook's local searches (Russell & Norvig, "Local search
// algorithms and optimization problems"): one queen per column on any row, rows not kept a
// permutation, so rows conflict as well as diagonals. The cost is the number of attacking pairs,
// kept as queens are put and lifted from counts of queens per row and per diagonal.
// The searches (lab-hillclimb.ts, lab-anneal.ts, lab-genetic.ts, lab-column.ts) share this board,
// the attempt and restart bookkeeping, and the record of the last step that a host stepping the
// search one move at a time reads. The regions lie at __heap_base: the host gives the lab an
// instance of its own. src/reference/lab-board.ts is the twin.
import { seedRng, below } from "./rng";
import { align64 } from "./memory";

// What the last step did (the host's StepKind, src/engine/lab-engine.ts).
export const KIND_NONE = 0;
export const KIND_BETTER = 1;   // fewer attacking pairs
export const KIND_SIDEWAYS = 2; // as many
export const KIND_WORSE = 3;    // more (annealing's accepted uphill move, min-conflicts' forced one)
export const KIND_RESTART = 4;  // stuck or out of steps: a fresh random state
export const KIND_REJECTED = 5; // annealing: the proposed move was not taken

// The searches (the host's LAB_ALGOS, src/engine/lab-engine.ts)
export const ALGO_COLUMN = 0;
export const ALGO_HILLCLIMB = 1;
export const ALGO_ANNEAL = 2;
export const ALGO_GENETIC = 3;

// run() results, as min-conflicts.ts's
export const RUNNING = 0;
export const SOLVED = 1;
export const GAVE_UP = 2;

export let labAlgo: i32 = ALGO_COLUMN;
export let n: u32 = 0;
export let ROWS: usize = 0;  // i32[n]: the row of column c's queen (genetic: the best individual)
export let ROWQ: usize = 0;  // u32[n]: queens on row r
export let SUMQ: usize = 0;  // u32[2n]: queens on diagonal r + c
export let DIFQ: usize = 0;  // u32[2n]: queens on diagonal r - c + n - 1
export let POP: usize = 0;   // u32[population * n]: the genetic algorithm's individuals
export let NEXT: usize = 0;  // u32[population * n]: the next generation
export let FIT: usize = 0;   // u32[population]: each individual's non-attacking pairs
export let END: u64 = 0;

/** Attacking pairs on the board. */
export let pairs: u32 = 0;
/** Steps over all attempts (moves; annealing's proposals; the genetic algorithm's generations). */
export let labSteps: f64 = 0;
export let labRestarts: u32 = 0;
/** The last step: the column moved (-1: none), its rows before and after, and its kind. */
export let stepCol: i32 = -1;
export let stepFrom: i32 = 0;
export let stepTo: i32 = 0;
export let stepKind: i32 = KIND_NONE;

let seedLo: u32 = 0;
let seedHi: u32 = 0;
let maxRestarts: u32 = 0;
export let attemptSteps: u32 = 0;
export let result: i32 = RUNNING;

/** Sets every region's offset for n queens and a population (0 but for the genetic algorithm). */
export function labLayOut(size: u32, population: u32): void {
  n = size;
  const w = <u64>size << 2;
  let at = align64(<u64>__heap_base);
  ROWS = <usize>at; at = align64(at + w);
  ROWQ = <usize>at; at = align64(at + w);
  SUMQ = <usize>at; at = align64(at + 2 * w);
  DIFQ = <usize>at; at = align64(at + 2 * w);
  POP = <usize>at; at = align64(at + w * population);
  NEXT = <usize>at; at = align64(at + w * population);
  FIT = <usize>at; at = align64(at + (<u64>population << 2));
  END = at;
}

// @ts-ignore: decorator
@inline export function rowOf(c: u32): u32 {
  return load<u32>(ROWS + (<usize>c << 2));
}

// @ts-ignore: decorator
@inline function bump(region: usize, i: u32, by: i32): void {
  const at = region + (<usize>i << 2);
  store<u32>(at, <u32>(<i32>load<u32>(at) + by));
}

/** Queens on the row and the two diagonals through square (r, c). */
// @ts-ignore: decorator
@inline export function lines(r: u32, c: u32): u32 {
  return load<u32>(ROWQ + (<usize>r << 2)) + load<u32>(SUMQ + (<usize>(r + c) << 2))
    + load<u32>(DIFQ + (<usize>(r + n - 1 - c) << 2));
}

/** The pairs column c's queen is in. */
// @ts-ignore: decorator
@inline export function attackersOf(c: u32): u32 {
  return lines(rowOf(c), c) - 3;
}

export function clearBoard(): void {
  memory.fill(ROWQ, 0, <usize>n << 2);
  memory.fill(SUMQ, 0, <usize>n << 3);
  memory.fill(DIFQ, 0, <usize>n << 3);
  pairs = 0;
}

/** Puts column c's queen on row r (the column empty). */
export function put(c: u32, r: u32): void {
  pairs += lines(r, c);
  store<u32>(ROWS + (<usize>c << 2), r);
  bump(ROWQ, r, 1);
  bump(SUMQ, r + c, 1);
  bump(DIFQ, r + n - 1 - c, 1);
}

/** Moves column c's queen to row r, recorded as the last step. */
export function moveQueen(c: u32, r: u32, kind: i32): void {
  const from = rowOf(c);
  bump(ROWQ, from, -1);
  bump(SUMQ, from + c, -1);
  bump(DIFQ, from + n - 1 - c, -1);
  pairs -= lines(from, c);
  put(c, r);
  stepCol = c;
  stepFrom = from;
  stepTo = r;
  stepKind = kind;
}

/** Records a step that moved no queen. */
export function stayed(kind: i32): void {
  stepCol = -1;
  stepKind = kind;
}

/** Column c's queen shares a row or a diagonal. */
export function attackedAt(c: u32): bool {
  const r = rowOf(c);
  return load<u32>(ROWQ + (<usize>r << 2)) > 1 || load<u32>(SUMQ + (<usize>(r + c) << 2)) > 1
    || load<u32>(DIFQ + (<usize>(r + n - 1 - c) << 2)) > 1;
}

export function setResult(r: i32): void {
  result = r;
}

/** A new search: seed = hi * 2^32 + lo. */
export function beginLab(algo: i32, size: u32, population: u32, lo: u32, hi: u32, restartLimit: u32): void {
  labAlgo = algo;
  labLayOut(size, population);
  seedLo = lo;
  seedHi = hi;
  maxRestarts = restartLimit;
  labRestarts = 0;
  labSteps = 0;
  stepCol = -1;
  stepKind = KIND_NONE;
  result = RUNNING;
}

/** This attempt's random stream (the restart's number picks it), no steps taken. */
export function seedAttempt(): void {
  seedRng(seedLo, seedHi, labRestarts);
  attemptSteps = 0;
}

/** Every column's queen on a random row. */
export function randomFill(): void {
  clearBoard();
  for (let c: u32 = 0; c < n; c++) put(c, below(n));
}

/** A step taken: counted, and the search solved when no pair attacks. */
export function counted(): void {
  attemptSteps++;
  labSteps++;
  if (pairs == 0) result = SOLVED;
}

/** Stuck or out of steps: true if a restart is left (the caller then starts afresh), else the
 *  search has given up. */
export function restartLeft(): bool {
  if (labRestarts >= maxRestarts) {
    result = GAVE_UP;
    return false;
  }
  labRestarts++;
  stayed(KIND_RESTART);
  return true;
}
