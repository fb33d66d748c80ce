// What the host needs from a lab engine, the textbook's local searches on the complete-state
// board: the Wasm core (src/wasm/lab.ts over assembly/lab*.ts) and the pure-TS twin
// (src/reference/lab.ts) both provide it, so one driver runs either (test/lab-twins.test.ts steps them side by side).
import type { Status } from "./solve-engine.js";

/** What the last step did; the numbers are assembly/lab-board.ts's KIND_*. */
export enum StepKind {
  None = 0,
  /** Fewer attacking pairs. */
  Better = 1,
  /** As many. */
  Sideways = 2,
  /** More (annealing's accepted uphill move). */
  Worse = 3,
  /** Stuck or out of steps: a fresh random state. */
  Restart = 4,
  /** Annealing: the proposed move was not taken. */
  Rejected = 5,
}

/** Annealing's temperature schedules; the numbers are assembly/lab-anneal.ts's SCHEDULE_*. */
export const SCHEDULES = { exp: 0, linear: 1 } as const;
/** Annealing's temperature schedule: "exp" (T = t0 * cooling^step) or "linear" (from t0 to 0 over maxSteps). */
export type Schedule = keyof typeof SCHEDULES;

/** The last step: the column moved (-1: none moved), its rows before and after, and its kind. */
export interface LabStep {
  column: number;
  from: number;
  to: number;
  kind: StepKind;
}

export interface LabCore {
  /** Min-conflicts moving one attacked queen within its column; seed = seedHi * 2^32 + seedLo. */
  columnStart(n: number, seedLo: number, seedHi: number, greedy: boolean, maxSteps: number, maxRestarts: number): void;
  hillStart(n: number, seedLo: number, seedHi: number, sideways: number, maxRestarts: number): void;
  annealStart(n: number, seedLo: number, seedHi: number, schedule: number, t0: number, cooling: number, maxSteps: number, maxRestarts: number): void;
  geneticStart(n: number, seedLo: number, seedHi: number, population: number, crossover: number, mutation: number, generations: number): void;
  /** Steps until about `budget` units of work are done (at least one step) or the search ends. */
  run(budget: number): Status;
  rows(): Int32Array;
  lastStep(): LabStep;
  memoryBytes(): number;
  /** Columns placed: below n only while min-conflicts' greedy start places them, one per step. */
  readonly placed: number;
  readonly pairs: number;
  readonly steps: number;
  readonly restarts: number;
}
