// What the host needs from a solve engine. The Wasm core (src/wasm/solver.ts) and the pure-TS twin
// (src/reference/solve.ts) both provide it, so one driver (src/api/solve.ts) runs either.

/** Phases of one attempt; the numbers are the core's PHASE_* constants. */
export enum Phase {
  Window = 0,
  Pool = 1,
  Scan = 2,
  Repair = 3,
  Done = 4,
  Failed = 5,
}

/** run() results; the numbers are the core's RUNNING, SOLVED, GAVE_UP. */
export enum Status {
  Running = 0,
  Solved = 1,
  GaveUp = 2,
}

/** The first conflict a checker meets, scanning columns left to right: rows[column] is off the
 *  board, or shares a row or a diagonal with rows[other], the first such earlier column. */
export interface Conflict {
  kind: "outside" | "row" | "diagonal";
  column: number;
  /** -1 for "outside". */
  other: number;
  /** rows[column]. */
  row: number;
}

export interface SolveCore {
  /** Begins a search; seed = seedHi * 2^32 + seedLo; from the greedy start, or from a random
   *  permutation when greedy is false. */
  start(n: number, seedLo: number, seedHi: number, maxSteps: number, maxRestarts: number, greedy?: boolean): void;
  /** At most `budget` columns or repair steps, within one phase. */
  run(budget: number): Status;
  /** Closed-form rows for columns from <= c < to of n; from = 0 (re)sizes the rows. */
  construct(n: number, from: number, to: number): void;
  rows(): Int32Array;
  /** The engine's own independent check of rows(), when it has one (the Wasm core's checker),
   *  run a slice of columns per step() (true once over); finish() gives the first conflict, or
   *  undefined when the rows are a placement. Without it the driver asks the TS checker. */
  checker?(): { step(): boolean; finish(): Conflict | undefined };
  memoryBytes(): number;
  /** The last repair step's swap: columns i and j, and the change in attacking pairs. */
  lastSwap(): { i: number; j: number; delta: number };
  readonly phase: Phase;
  readonly cursor: number;
  readonly listLen: number;
  readonly steps: number;
  readonly restarts: number;
  readonly fullScans: number;
  readonly initConflicts: number;
}
