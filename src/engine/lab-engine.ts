// What the host needs from a lab engine, the textbook's local searches on the complete-state
// board: the Wasm core (src/wasm/lab.ts over assembly/lab*.ts) and the pure-TS twin
// (src/reference/lab.ts) both provide it, so one driver runs either (test/lab-twins.test.ts steps them side by side and compares every event).
import type { Status } from "./solve-engine.js";

/** What a step did; the numbers are assembly/lab-board.ts's EV_*. Each claim is about the
 *  neighbourhood the step judged (Neighbourhood), not the whole board's. */
export enum EventKind {
  /** No step yet: the starting board. */
  Start = 0,
  /** A move to a best of the neighbourhood, h lower. */
  Improving = 1,
  /** A move to a best of the neighbourhood, h equal: none lowers it. */
  Sideways = 2,
  /** No move: the neighbourhood's best equals h. */
  Plateau = 3,
  /** No move: every move of the neighbourhood raises h. */
  LocalMinimum = 4,
  /** Stuck or out of steps: a fresh random state. */
  Restart = 5,
  /** Stuck or out of steps with no restart left (or, backtracking, the tree searched): the board unchanged. */
  GiveUp = 6,
  /** Annealing's uphill move, taken by chance. */
  AcceptedWorse = 7,
  /** Annealing's proposal, not taken: the board unchanged. */
  Rejected = 8,
  /** The genetic algorithm's next generation. */
  Generation = 9,
  /** A queen put in the next column (a greedy start, backtracking). */
  Place = 10,
  /** Backtracking: the last placed queen lifted, its column to try its next row. */
  Backtrack = 11,
}

/** The moves a step judged; the numbers are assembly/lab-board.ts's HOOD_*. */
export enum Neighbourhood {
  None = 0,
  /** Every queen to every other row of its column: n (n - 1) moves (hill climbing). */
  AllMoves = 1,
  /** One queen's rows, its own among them (min-conflicts moving within a column; a greedy start's column). */
  QueenRows = 2,
  /** One random move (annealing). */
  Proposal = 3,
  /** The generation's individuals (genetic). */
  Population = 4,
  /** The column's rows from the first untried one (backtracking). */
  FreeRows = 5,
}

/** Annealing's temperature schedules; the numbers are assembly/lab-anneal.ts's SCHEDULE_*. */
export const SCHEDULES = { exp: 0, linear: 1 } as const;
/** Annealing's temperature schedule: "exp" (T = t0 * cooling^step) or "linear" (from t0 to 0 over maxSteps).
 *  @example await solve(200, { algo: "anneal", schedule: "exp", cooling: 0.999, seed: 1 }); // T = t0 * cooling^step */
export type Schedule = keyof typeof SCHEDULES;

/** The record of the last step, as the search reports it (h: attacking pairs). */
export interface LabEvent {
  kind: EventKind;
  /** The queen moved, proposed or judged (-1: none), its row before (-1: none) and after (-1: none). */
  column: number;
  from: number;
  to: number;
  hBefore: number;
  hAfter: number;
  /** The neighbourhood judged, and the lowest h over it (-1: none judged). */
  hood: Neighbourhood;
  best: number;
  /** Hill climbing: sideways moves in a row, this one included. */
  sideways: number;
  /** Annealing: the temperature the proposal was judged at, its change in h, the chance it is taken. */
  temperature: number;
  delta: number;
  accept: number;
  /** Genetic: the fittest individual's fitness (non-attacking pairs), the mean, and how the fittest
   *  was made: parents, the column the second parent's part starts at (n: a copy), mutation's
   *  column and row (-1: none; all -1 for the first generation). */
  bestFitness: number;
  meanFitness: number;
  parents: [number, number];
  cut: number;
  mutated: [number, number];
  /** Backtracking: queens lifted so far. */
  backtracks: number;
}

export interface LabCore {
  /** Min-conflicts moving one attacked queen within its column; seed = seedHi * 2^32 + seedLo. */
  columnStart(n: number, seedLo: number, seedHi: number, greedy: boolean, maxSteps: number, maxRestarts: number): void;
  hillStart(n: number, seedLo: number, seedHi: number, sideways: number, maxRestarts: number): void;
  annealStart(n: number, seedLo: number, seedHi: number, schedule: number, t0: number, cooling: number, maxSteps: number, maxRestarts: number): void;
  geneticStart(n: number, seedLo: number, seedHi: number, population: number, crossover: number, mutation: number, generations: number): void;
  /** After a start of hill climbing, annealing or min-conflicts' column move from a random board:
   *  its first attempt from these rows instead (one per column, each below n). */
  startFrom(rows: ArrayLike<number>): void;
  /** Backtracking for the first placement, on an empty board. */
  backtrackStart(n: number): void;
  /** Steps until about `budget` units of work are done (at least one step) or the search ends. */
  run(budget: number): Status;
  rows(): Int32Array;
  /** The last step's record (the Start record before the first). */
  lastEvent(): LabEvent;
  memoryBytes(): number;
  /** Columns placed: below n only while min-conflicts' greedy start places them, one per step, and backtracking's. */
  readonly placed: number;
  readonly pairs: number;
  readonly steps: number;
  readonly restarts: number;
}
