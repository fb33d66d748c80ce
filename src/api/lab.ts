// The lab: the textbook's local searches beside min-conflicts, for a course's comparison.
// solveLab() drives a LabCore (hill climbing, annealing, the genetic algorithm, min-conflicts
// moving within a column) in slices, as solveWith() drives the min-conflicts core; watch() steps
// any of them, min-conflicts' swaps included, one move at a time and says what each move did.
// Every option has its default in LAB_DEFAULTS, which the CLI's help and docs/lab.md quote.
import { Phase, Status, type SolveCore } from "../engine/solve-engine.js";
import { SCHEDULES, StepKind, type LabCore, type Schedule } from "../engine/lab-engine.js";
import { invalidAnswer, NoAnswerError, TimeoutError, UsageError } from "./errors.js";
import { Slicer } from "./slicer.js";
import { verify } from "../verify/queens.js";
import type { Engine } from "../engine/engine.js";
import type { Lease, Leaser, SolveEngine } from "./engines.js";
import { checkAttempts, DEFAULT_MAX_RESTARTS, defaultMaxSteps, type SolveAlgo, type SolveOptions, type SolveResult } from "./solve.js";

/** How min-conflicts moves: "swap" two queens' rows (rows stay a permutation) or move one queen within its "column" (the textbook's). */
export type Move = "swap" | "column";
/** How min-conflicts starts: "greedy" (each column a row of fewest conflicts) or "random". */
export type Start = "greedy" | "random";
export type { Schedule };
export const MOVES = ["swap", "column"] as const;
export const STARTS = ["greedy", "random"] as const;
export const SCHEDULE_NAMES = Object.keys(SCHEDULES) as Schedule[];

/** The options of the lab's algorithms; each applies to the algorithms named. */
export interface LabOptions {
  /** minconflicts: swap two queens' rows (rows a permutation, the default) or move one queen within its column (the textbook's). */
  move?: Move;
  /** minconflicts: the greedy start (default for swap) or a random one (default for column). */
  start?: Start;
  /** hillclimb: sideways moves allowed in a row on a plateau. */
  sideways?: number;
  /** anneal: the temperature schedule, exp (T = t0 * cooling^step) or linear (T falls from t0 to 0 over maxSteps). */
  schedule?: Schedule;
  /** anneal: the starting temperature, > 0. */
  t0?: number;
  /** anneal, exp schedule: the factor per step, 0 < cooling < 1. */
  cooling?: number;
  /** genetic: individuals per generation, >= 2. */
  population?: number;
  /** genetic: the chance a child is its parents cut and joined (else a copy of the first), 0..1. */
  crossover?: number;
  /** genetic: the chance a child has one random queen moved to a random row, 0..1. */
  mutation?: number;
  /** genetic: generations before giving up. */
  generations?: number;
}

/** The defaults (n-dependent ones as functions of n). */
export const LAB_DEFAULTS = {
  /** minconflicts --start random (swaps): steps per attempt; a random permutation leaves about
   *  n / 3 queens attacked, and the repair takes about 0.35 n swaps. */
  randomStartMaxSteps: (n: number): number => 1000 + n,
  /** minconflicts --move column: steps per attempt. */
  columnMaxSteps: (n: number): number => 100 + 20 * n,
  columnRestarts: 10,
  sideways: 100,
  hillclimbRestarts: 100,
  schedule: "exp" as Schedule,
  t0: 1,
  cooling: 0.9995,
  /** anneal: steps per attempt. */
  annealMaxSteps: (n: number): number => 100_000 + 1000 * n,
  annealRestarts: 10,
  population: 100,
  crossover: 1,
  mutation: 0.2,
  generations: 10_000,
};

/** A search that gave up within its limits (exit 1), with the work it did: a bench counts the
 *  steps of failures too. */
export class GaveUpError extends NoAnswerError {
  constructor(message: string, readonly steps: number, readonly restarts: number) {
    super(message);
  }
}

/** Steps per attempt of min-conflicts' swaps: as given, or the default of its start. */
export const swapMaxSteps = (n: number, options: SolveOptions): number =>
  options.maxSteps ?? (options.start === "random" ? LAB_DEFAULTS.randomStartMaxSteps(n) : defaultMaxSteps(n));

/** Whether solve() with these options runs on the lab's engine (not the min-conflicts core's swaps). */
export function isLab(options: SolveOptions = {}): boolean {
  const algo = options.algo;
  return algo === "hillclimb" || algo === "anneal" || algo === "genetic" || (algo === "minconflicts" && options.move === "column");
}

/** The genetic algorithm's largest population: two generations of boards live in the core. */
export const MAX_POPULATION = 100_000;

const inRange = (value: number | undefined, name: string, lo: number, hi: number, whole: boolean): void => {
  if (value === undefined) return;
  const ok = typeof value === "number" && (whole ? Number.isSafeInteger(value) : Number.isFinite(value)) && value >= lo && value <= hi;
  if (!ok) throw new UsageError(`${name} must be ${whole ? "a whole number" : "a number"} from ${lo} to ${hi}, got ${value}`);
};

/** Each option of one algorithm or a few and the algorithms it applies to: any other refuses it
 *  (one rule, never an option silently ignored). */
const LAB_OPTION_ALGOS: readonly (readonly [keyof LabOptions | "maxSteps" | "maxRestarts", readonly SolveAlgo[]])[] = [
  ["maxSteps", ["minconflicts", "anneal"]], ["maxRestarts", ["minconflicts", "hillclimb", "anneal"]],
  ["move", ["minconflicts"]], ["start", ["minconflicts"]], ["sideways", ["hillclimb"]],
  ["schedule", ["anneal"]], ["t0", ["anneal"]], ["cooling", ["anneal"]],
  ["population", ["genetic"]], ["crossover", ["genetic"]], ["mutation", ["genetic"]], ["generations", ["genetic"]],
];

/** Every lab option used by `algo` checked, and the ones that do not apply to it refused. */
export function checkLabOptions(options: SolveOptions): void {
  const algo: SolveAlgo = options.algo ?? "minconflicts";
  for (const [name, algos] of LAB_OPTION_ALGOS) {
    if ((options as Record<string, unknown>)[name] !== undefined && !algos.includes(algo)) {
      throw new UsageError(`the option ${name} applies to ${algos.join(", ")}, not to ${algo}`);
    }
  }
  if (options.move !== undefined && !MOVES.includes(options.move)) throw new UsageError(`move must be swap or column, got ${options.move}`);
  if (options.start !== undefined && !STARTS.includes(options.start)) throw new UsageError(`start must be greedy or random, got ${options.start}`);
  if (options.schedule !== undefined && !SCHEDULE_NAMES.includes(options.schedule)) throw new UsageError(`schedule must be ${SCHEDULE_NAMES.join(" or ")}, got ${options.schedule}`);
  inRange(options.sideways, "sideways", 0, 2 ** 32 - 1, true);
  inRange(options.t0, "t0", Number.MIN_VALUE, 1e9, false);
  inRange(options.cooling, "cooling", Number.MIN_VALUE, 1 - Number.EPSILON, false);
  inRange(options.population, "population", 2, MAX_POPULATION, true);
  inRange(options.crossover, "crossover", 0, 1, false);
  inRange(options.mutation, "mutation", 0, 1, false);
  inRange(options.generations, "generations", 1, 2 ** 32 - 1, true);
  if (options.schedule === "linear" && options.cooling !== undefined) throw new UsageError("cooling applies to the exp schedule, not to linear");
}

/** Starts `core` on the search the options name, every default filled in. */
function startLab(core: LabCore, n: number, seed: number, options: SolveOptions): void {
  const lo = seed % 2 ** 32;
  const hi = Math.floor(seed / 2 ** 32);
  const d = LAB_DEFAULTS;
  switch (options.algo) {
    case "hillclimb":
      core.hillStart(n, lo, hi, options.sideways ?? d.sideways, options.maxRestarts ?? d.hillclimbRestarts);
      return;
    case "anneal":
      core.annealStart(n, lo, hi, SCHEDULES[options.schedule ?? d.schedule], options.t0 ?? d.t0, options.cooling ?? d.cooling,
        options.maxSteps ?? d.annealMaxSteps(n), options.maxRestarts ?? d.annealRestarts);
      return;
    case "genetic": {
      const population = options.population ?? d.population;
      if (population * ((n * (n - 1)) / 2) >= 2 ** 32) {
        throw new UsageError(`genetic: population * n (n - 1) / 2 must stay below 2^32 (the total fitness is 32-bit): n = ${n} with ${population} individuals is too large`);
      }
      core.geneticStart(n, lo, hi, population, options.crossover ?? d.crossover, options.mutation ?? d.mutation, options.generations ?? d.generations);
      return;
    }
    default:
      core.columnStart(n, lo, hi, options.start === "greedy", options.maxSteps ?? d.columnMaxSteps(n), options.maxRestarts ?? d.columnRestarts);
  }
}

/** The lab's board holds 5 u32 per column (and the genetic algorithm's two generations). */
const LAB_MAX_N = 2 ** 26;

/** solve() for the lab's algorithms: n and the seed already checked by the caller. */
export async function solveLab(leaser: Leaser<LabCore>, n: number, seed: number, options: SolveOptions): Promise<SolveResult> {
  if (n > LAB_MAX_N) throw new UsageError(`n = ${n} is above the lab's largest board (${LAB_MAX_N})`);
  const engine = options.engine ?? "wasm";
  const slicer = new Slicer(options, () => new TimeoutError(`no placement found within the time limit of ${options.timeoutMs} ms`), 64);
  const lease = await leaser.call(engine, slicer);
  try {
    return await solveLabOn(lease, slicer, n, seed, engine, options);
  } finally {
    lease.end();
  }
}

/** One lab search on an engine of its own; the lease's keep() makes its rows the caller's. */
async function solveLabOn(lease: Lease<LabCore>, slicer: Slicer, n: number, seed: number, engine: Engine, options: SolveOptions): Promise<SolveResult> {
  const core = lease.engine;
  const algo = options.algo ?? "minconflicts";
  startLab(core, n, seed, options);
  for (;;) {
    const status = slicer.call((budget) => core.run(budget));
    if (status === Status.Solved) break;
    if (status === Status.GaveUp) throw new GaveUpError(`${algo} found no placement within its limits (${core.steps} steps, ${core.restarts} restarts)`, core.steps, core.restarts);
    options.onProgress?.({ stage: "repair", done: core.steps, total: 0, conflicts: core.pairs, elapsedMs: slicer.elapsedMs });
    await slicer.breathe();
  }
  const totalMs = slicer.elapsedMs;
  const check = options.verify ?? true;
  if (check) {
    options.onCheck?.();
    const verdict = verify(core.rows());
    if (!verdict.ok) throw invalidAnswer(engine, verdict.reason);
  }
  const stats = {
    n, seed, engine, algo, initMs: 0, repairMs: totalMs, totalMs, steps: core.steps, restarts: core.restarts,
    initConflicts: 0, fullScans: 0, memoryBytes: core.memoryBytes(), verified: check,
  };
  return { rows: lease.keep(core.rows()), stats };
}

/** What one step of watch() did. */
export interface WatchStep {
  /** better: fewer attacking pairs; sideways: as many; worse: more; restart: a fresh start;
   *  rejected: annealing did not take the move it drew; start: the starting board is complete;
   *  none: the search ended without a move. */
  kind: "start" | "better" | "sideways" | "worse" | "restart" | "rejected" | "none";
  /** The queens moved: column, row before, row after (two for a swap, none when none moved). */
  moves: { column: number; from: number; to: number }[];
  pairsBefore: number;
  pairsAfter: number;
  attackedBefore: number;
  attackedAfter: number;
  /** Steps so far, as solve() counts them, and restarts. */
  steps: number;
  restarts: number;
  status: "running" | "solved" | "gave up";
}

/** Attacking pairs and attacked queens of a board with one queen per column (O(n)). */
export function conflicts(rows: ArrayLike<number>): { pairs: number; attacked: number } {
  const n = rows.length;
  const row = new Uint32Array(n);
  const sum = new Uint32Array(2 * n);
  const diff = new Uint32Array(2 * n);
  let pairs = 0;
  for (let c = 0; c < n; c++) {
    const r = rows[c];
    pairs += row[r] + sum[r + c] + diff[r - c + n - 1];
    row[r]++;
    sum[r + c]++;
    diff[r - c + n - 1]++;
  }
  let attacked = 0;
  for (let c = 0; c < n; c++) {
    const r = rows[c];
    if (row[r] > 1 || sum[r + c] > 1 || diff[r - c + n - 1] > 1) attacked++;
  }
  return { pairs, attacked };
}

const KIND_NAMES: Record<StepKind, WatchStep["kind"]> = {
  [StepKind.None]: "start", [StepKind.Better]: "better", [StepKind.Sideways]: "sideways",
  [StepKind.Worse]: "worse", [StepKind.Restart]: "restart", [StepKind.Rejected]: "rejected",
};

/** A search stepped one move at a time, for the page's Watch tab and for teaching. */
export interface Watcher {
  readonly n: number;
  /** The board now; a view that step() changes. */
  rows(): Int32Array;
  /** The next step (the first completes the starting board). */
  step(): WatchStep;
  readonly finished: boolean;
}

const statusName = (status: Status): WatchStep["status"] => (status === Status.Solved ? "solved" : status === Status.GaveUp ? "gave up" : "running");

type Conflicts = { pairs: number; attacked: number };

function record(kind: WatchStep["kind"], moves: WatchStep["moves"], before: Conflicts, after: Conflicts, core: { steps: number; restarts: number }, status: Status): WatchStep {
  return {
    kind, moves, pairsBefore: before.pairs, pairsAfter: after.pairs, attackedBefore: before.attacked, attackedAfter: after.attacked,
    steps: core.steps, restarts: core.restarts, status: statusName(status),
  };
}

/** Steps a LabCore: each run(1) is one step, or one column of a greedy start. */
class LabWatcher implements Watcher {
  private status = Status.Running;
  private started = false;
  constructor(readonly n: number, private readonly core: LabCore) {}

  rows(): Int32Array { return this.core.rows(); }
  get finished(): boolean { return this.status !== Status.Running; }

  step(): WatchStep {
    const { core } = this;
    if (!this.started) { // the starting board, a greedy start's columns all placed
      this.started = true;
      while (this.status === Status.Running && core.placed < this.n) this.status = core.run(1);
      const board = conflicts(core.rows());
      return record("start", [], board, board, core, this.status);
    }
    const before = conflicts(core.rows());
    if (this.status === Status.Running) this.status = core.run(1);
    const last = core.lastStep();
    const moves = last.column >= 0 ? [{ column: last.column, from: last.from, to: last.to }] : [];
    return record(KIND_NAMES[last.kind], moves, before, conflicts(core.rows()), core, this.status);
  }
}

/** Steps the min-conflicts core's swaps: run(1) until a swap, a restart or the end. */
class SwapWatcher implements Watcher {
  private status = Status.Running;
  private started = false;
  constructor(readonly n: number, private readonly core: SolveCore) {}

  rows(): Int32Array { return this.core.rows(); }
  get finished(): boolean { return this.status !== Status.Running; }

  private get starting(): boolean {
    return this.core.phase === Phase.Window || this.core.phase === Phase.Pool;
  }

  step(): WatchStep {
    const { core } = this;
    if (!this.started) {
      this.started = true;
      while (this.status === Status.Running && this.starting) this.status = core.run(this.n);
      const board = conflicts(core.rows());
      return record("start", [], board, board, core, this.status);
    }
    const before = conflicts(core.rows());
    const { steps, restarts } = core;
    while (this.status === Status.Running && core.steps === steps && core.restarts === restarts) this.status = core.run(1);
    if (core.restarts !== restarts) { // a restart completes its new start at once
      while (this.status === Status.Running && this.starting) this.status = core.run(this.n);
      return record("restart", [], before, conflicts(core.rows()), core, this.status);
    }
    const after = conflicts(core.rows());
    if (core.steps === steps) return record("none", [], before, after, core, this.status); // solved or gave up without a move
    const { i, j, delta } = core.lastSwap();
    const rows = core.rows();
    const moves = [{ column: i, from: rows[j], to: rows[i] }, { column: j, from: rows[i], to: rows[j] }];
    return record(delta < 0 ? "better" : delta === 0 ? "sideways" : "worse", moves, before, after, core, this.status);
  }
}

/** Engines for watch(): leasers of lab and min-conflicts cores; a watcher holds an engine of its
 *  own (open()) for its whole life, as it is stepped at the caller's pace. */
export interface WatchProviders {
  lab: Leaser<LabCore>;
  solver: Leaser<SolveEngine>;
}

/** A search of n queens stepped one move at a time: the same moves solve() makes with the same
 *  options and seed (which watch() requires, so that a demo can be replayed). */
export async function watchWith(engines: WatchProviders, n: number, options: SolveOptions & { seed: number }): Promise<Watcher> {
  checkLabOptions(options);
  checkAttempts(options);
  const { seed } = options;
  if (!Number.isSafeInteger(seed) || seed < 0) throw new UsageError(`seed must be a whole number from 0 to 2^53 - 1, got ${seed}`);
  if (!Number.isSafeInteger(n) || n < 4 || n > LAB_MAX_N) throw new UsageError(`watch takes n from 4 to ${LAB_MAX_N}, got ${n}`);
  const engine = options.engine ?? "wasm";
  const algo = options.algo ?? "minconflicts";
  if (algo !== "minconflicts" && !isLab(options)) throw new UsageError(`watch steps minconflicts, hillclimb, anneal or genetic, not ${algo}`);
  if (isLab(options)) {
    const core = (await engines.lab.open(engine)).engine;
    startLab(core, n, seed, options);
    return new LabWatcher(n, core);
  }
  const core = (await engines.solver.open(engine)).engine;
  core.start(n, seed % 2 ** 32, Math.floor(seed / 2 ** 32), swapMaxSteps(n, options), options.maxRestarts ?? DEFAULT_MAX_RESTARTS, options.start !== "random");
  return new SwapWatcher(n, core);
}
