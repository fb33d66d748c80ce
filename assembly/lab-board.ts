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

// What a step did: the kind of event it reports (the host's EventKind, src/engine/lab-engine.ts).
// Each claim is about the neighbourhood the step judged (EV_HOOD below), never the whole board's.
export const EV_START = 0;       // no step yet: the starting board
export const EV_IMPROVING = 1;   // a move to a best of the neighbourhood, h lower
export const EV_SIDEWAYS = 2;    // a move to a best of the neighbourhood, h equal (none lower)
export const EV_PLATEAU = 3;     // no move taken: the best of the neighbourhood equals h
export const EV_LOCAL_MIN = 4;   // no move taken: every move of the neighbourhood raises h
export const EV_RESTART = 5;     // stuck or out of steps: a fresh random state
export const EV_GIVE_UP = 6;     // stuck or out of steps, no restart left: the board unchanged
export const EV_WORSE = 7;       // annealing's accepted uphill move
export const EV_REJECTED = 8;    // annealing's proposal not taken: the board unchanged
export const EV_GENERATION = 9;  // the genetic algorithm's next generation
export const EV_PLACE = 10;      // a queen put in the next column (greedy start, backtracking)
export const EV_BACKTRACK = 11;  // the last placed queen lifted: its column tries its next row

// The neighbourhood a step judged (the host's Neighbourhood).
export const HOOD_NONE = 0;
export const HOOD_ALL_MOVES = 1;  // every queen to every other row of its column (hill climbing)
export const HOOD_QUEEN_ROWS = 2; // one queen's rows, its own among them (min-conflicts, a greedy start's column)
export const HOOD_PROPOSAL = 3;   // one random move (annealing)
export const HOOD_POPULATION = 4; // the generation's individuals (genetic)
export const HOOD_FREE_ROWS = 5;  // the column's rows from the first untried one (backtracking)

// The searches (the host's LAB_ALGOS, src/engine/lab-engine.ts)
export const ALGO_COLUMN = 0;
export const ALGO_HILLCLIMB = 1;
export const ALGO_ANNEAL = 2;
export const ALGO_GENETIC = 3;
export const ALGO_BACKTRACK = 4;

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
export let LINE: usize = 0;  // i32[population * 5]: each child's parents, cut, mutated column and row
export let END: u64 = 0;

/** Attacking pairs on the board. */
export let pairs: u32 = 0;
/** Steps over all attempts (moves; annealing's proposals; the genetic algorithm's generations). */
export let labSteps: f64 = 0;
export let labRestarts: u32 = 0;
// The record of the last step (its event), read by a host that steps the search (labRun(1)).
// h is the attacking pairs: before the step here, after it in `pairs`.
export let evKind: i32 = EV_START;
/** The queen moved, proposed or judged (-1: none), its row before (-1: none) and after (-1: none). */
export let evCol: i32 = -1;
export let evFrom: i32 = -1;
export let evTo: i32 = -1;
export let evHBefore: u32 = 0;
/** The neighbourhood judged, and the lowest h over it (-1: none judged). */
export let evHood: i32 = HOOD_NONE;
export let evBest: i32 = -1;
/** Hill climbing's sideways moves in a row, this one included. */
export let evSideways: u32 = 0;
/** Annealing: the temperature the proposal was judged at, its change in h, and its chance to be taken. */
export let evTemp: f64 = 0;
export let evDelta: i32 = 0;
export let evAccept: f64 = 0;

let seedLo: u32 = 0;
let seedHi: u32 = 0;
let maxRestarts: u32 = 0;
export let attemptSteps: u32 = 0;
export let result: i32 = RUNNING;
/** The attempt is stuck or spent: the next step restarts or gives up (restartLeft). */
export let ending: bool = false;

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
  LINE = <usize>at; at = align64(at + 5 * (<u64>population << 2));
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

/** Lifts column c's queen off the board. */
export function lift(c: u32): void {
  const from = rowOf(c);
  bump(ROWQ, from, -1);
  bump(SUMQ, from + c, -1);
  bump(DIFQ, from + n - 1 - c, -1);
  pairs -= lines(from, c);
}

/** Moves column c's queen to row r. */
export function moveQueen(c: u32, r: u32): void {
  lift(c);
  put(c, r);
}

/** A fresh record for the step about to be taken. */
export function beginEvent(): void {
  evKind = EV_START;
  evCol = -1;
  evFrom = -1;
  evTo = -1;
  evHBefore = pairs;
  evHood = HOOD_NONE;
  evBest = -1;
  evDelta = 0;
}

/** The step judged `hood`, whose lowest h is `best`, and names queen c's move from row `from` to `to`. */
export function judged(hood: i32, best: i32, c: i32, from: i32, to: i32): void {
  evHood = hood;
  evBest = best;
  evCol = c;
  evFrom = from;
  evTo = to;
}

/** The step's kind; a move's kind moves the named queen. */
export function happened(kind: i32): void {
  evKind = kind;
  if (kind == EV_IMPROVING || kind == EV_SIDEWAYS || kind == EV_WORSE) moveQueen(<u32>evCol, <u32>evTo);
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
  ending = false;
  evSideways = 0;
  evTemp = 0;
  evAccept = 0;
  beginEvent();
  result = RUNNING;
}

/** This attempt's random stream (the restart's number picks it), no steps taken. */
export function seedAttempt(): void {
  seedRng(seedLo, seedHi, labRestarts);
  attemptSteps = 0;
}

/** The host wrote a board of its choosing to ROWS (each row below n) over the first attempt's
 *  random one: the counts and h rebuilt from it (restarts draw random boards again). */
export function labRecount(): void {
  clearBoard();
  for (let c: u32 = 0; c < n; c++) put(c, rowOf(c));
  evHBefore = pairs;
  if (pairs == 0) result = SOLVED;
}

/** Every column's queen on a random row. */
export function randomFill(): void {
  clearBoard();
  for (let c: u32 = 0; c < n; c++) put(c, below(n));
}

/** A step taken that cannot solve the board (backtracking's placement: it checks its own end). */
export function countStep(): void {
  attemptSteps++;
  labSteps++;
}

/** A step taken: counted, and the search solved when no pair attacks. */
export function counted(): void {
  attemptSteps++;
  labSteps++;
  if (pairs == 0) result = SOLVED;
}

/** The step after a stuck or spent attempt: true if a restart is left (the caller then starts
 *  afresh), else the search gives up, the board unchanged. */
export function restartLeft(): bool {
  ending = false;
  if (labRestarts >= maxRestarts) {
    evKind = EV_GIVE_UP;
    result = GAVE_UP;
    return false;
  }
  labRestarts++;
  evKind = EV_RESTART;
  return true;
}

/** The attempt is stuck: the next step restarts or gives up. */
export function setEnding(): void {
  ending = true;
}

export function setSideways(run: u32): void {
  evSideways = run;
}

/** Annealing's judgement of its proposal. */
export function setAnnealed(t: f64, delta: i32, accept: f64): void {
  evTemp = t;
  evDelta = delta;
  evAccept = accept;
}

/** Ends the attempt after this step when it is unsolved and has taken `limit` steps. */
export function spentAfter(limit: u32): void {
  if (result == RUNNING && attemptSteps >= limit) ending = true;
}
