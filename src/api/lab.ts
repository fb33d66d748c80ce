// The lab: the textbook's local searches beside min-conflicts, for a course's comparison.
// solveLab() drives a LabCore (hill climbing, annealing, the genetic algorithm, min-conflicts
// moving within a column) in slices, as solveWith() drives the min-conflicts core; watch() steps
// any of them, min-conflicts' swaps included, one move at a time and says what each move did.
// Every option has its default in LAB_DEFAULTS, which the CLI's help and docs/lab.md quote.
import { Phase, Status, type SolveCore } from "../engine/solve-engine.js";
import { EventKind, Neighbourhood, SCHEDULES, type LabCore, type LabEvent, type Schedule } from "../engine/lab-engine.js";
import { GaveUpError, invalidAnswer, TimeoutError, UsageError, shown } from "../errors/errors.js";
import { Slicer } from "./slicer.js";
import { answered } from "./answer.js";
import { verify } from "../verify/queens.js";
import type { Engine } from "../engine/engine.js";
import type { Lease, Leaser, SolveEngine } from "./engines.js";
import type { SolveAlgo, SolveOptions, SolveResult } from "./solve.js";
import { checkAttempts, checkSeed, DEFAULT_MAX_RESTARTS, defaultMaxSteps, MAX_U32, timedOutMessage } from "./defaults.js";

/** How min-conflicts moves: "swap" two queens' rows (rows stay a permutation) or move one queen within its "column" (the textbook's).
 *  @example await solve(1000, { move: "column", seed: 1 }); // the textbook's MIN-CONFLICTS; "swap" is the default */
export type Move = "swap" | "column";
/** How min-conflicts starts: "greedy" (each column a row of fewest conflicts) or "random".
 *  @example await solve(1000, { start: "random", seed: 1 }); // a random permutation; "greedy" is the default */
export type Start = "greedy" | "random";
export type { Schedule };
export const MOVES = ["swap", "column"] as const;
export const STARTS = ["greedy", "random"] as const;
export const SCHEDULE_NAMES = Object.keys(SCHEDULES) as Schedule[];

/** The options of the lab's algorithms; each applies to the algorithms named.
 *  @example await solve(100, { algo: "hillclimb", sideways: 50, seed: 1 }); // the lab's options beside solve's */
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

/** The defaults (n-dependent ones as functions of n).
 *  @example LAB_DEFAULTS.hillclimbRestarts; // 100 */
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
  if (!ok) throw new UsageError(`${name} must be ${whole ? "a whole number" : "a number"} from ${lo} to ${hi}, got ${shown(value)}`);
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
  if (options.move !== undefined && !MOVES.includes(options.move)) throw new UsageError(`move must be swap or column, got ${shown(options.move)}`);
  if (options.start !== undefined && !STARTS.includes(options.start)) throw new UsageError(`start must be greedy or random, got ${shown(options.start)}`);
  if (options.schedule !== undefined && !SCHEDULE_NAMES.includes(options.schedule)) throw new UsageError(`schedule must be ${SCHEDULE_NAMES.join(" or ")}, got ${shown(options.schedule)}`);
  inRange(options.sideways, "sideways", 0, MAX_U32, true);
  inRange(options.t0, "t0", Number.MIN_VALUE, 1e9, false);
  inRange(options.cooling, "cooling", Number.MIN_VALUE, 1 - Number.EPSILON, false);
  inRange(options.population, "population", 2, MAX_POPULATION, true);
  inRange(options.crossover, "crossover", 0, 1, false);
  inRange(options.mutation, "mutation", 0, 1, false);
  inRange(options.generations, "generations", 1, MAX_U32, true);
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
  const slicer = new Slicer(options, () => new TimeoutError(timedOutMessage(options.timeoutMs)), 64);
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
  // the last event: the search complete, in the steps it took
  options.onProgress?.({ stage: "repair", done: core.steps, total: core.steps, conflicts: 0, elapsedMs: slicer.elapsedMs });
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
  return answered(lease.keep(core.rows()), stats);
}

/** What a step of watch() did, as the search reports it (EventKind, src/engine/lab-engine.ts).
 *  Each claim is about the neighbourhood named in the event, not the whole board's. */
export type WatchKind = "start" | "improving" | "sideways" | "plateau" | "local minimum" | "restart" | "give-up"
  | "accepted worse" | "rejected" | "generation" | "place" | "backtrack";
/** The moves a step judged: every queen to every other row of its column ("all moves", hill
 *  climbing), one queen's rows ("queen rows"), one queen's swaps of rows with each other queen
 *  ("queen swaps", min-conflicts' swaps), one random move ("proposal", annealing), the population
 *  ("population", genetic), a column's untried rows ("free rows", backtracking), or none. */
export type NeighbourhoodName = "none" | "all moves" | "queen rows" | "queen swaps" | "proposal" | "population" | "free rows";

/** One queen's move: rows before and after (-1: not on the board). */
export interface QueenMove { column: number; from: number; to: number }

/** One step of watch(). h is the attacking pairs (the textbook's measure).
 *  @example (await watch(8, { seed: 1 })).step().kind; // "start" */
export interface WatchEvent {
  kind: WatchKind;
  /** The queens the step moved on the board (a swap: two; none when the board is unchanged). */
  moves: QueenMove[];
  /** The move the step chose, proposed or judged best, taken or not (null when none). */
  candidate: QueenMove | null;
  hBefore: number;
  hAfter: number;
  /** What the step judged: the moves, the queen (-1: every queen or none), the lowest h over them (null: none judged). */
  neighbourhood: { name: NeighbourhoodName; queen: number; best: number | null };
  /** The algorithm's own state after the step (only what applies to it). */
  state: {
    /** hill climbing: sideways moves in a row so far, and allowed. */
    sideways?: { used: number; allowed: number };
    /** annealing: the temperature the proposal was judged at, its change in h, and its chance to be taken. */
    temperature?: number;
    delta?: number;
    acceptance?: number;
    /** genetic: the generation, the fittest and mean fitness (non-attacking pairs), and how the
     *  fittest was bred: parents, the column the second parent's part starts at (n: no
     *  crossover), the mutation (null: none); absent for the first generation. */
    generation?: number;
    bestFitness?: number;
    meanFitness?: number;
    bred?: { parents: [number, number]; cut: number; mutation: { column: number; row: number } | null };
    /** backtracking: queens lifted so far. */
    backtracks?: number;
  };
  /** Steps so far, as solve(), Bench and --stats count them (moves; annealing: proposals; genetic:
   *  generations; backtracking: queens placed), restarts, and columns holding a queen. */
  steps: number;
  restarts: number;
  placed: number;
  status: "running" | "solved" | "gave up";
}

/** Attacking pairs and attacked queens of a board with one queen per column (O(n)).
 *  @example conflicts([0, 1, 2, 3]); // { pairs: 6, attacked: 4 }: four queens on one diagonal */
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

const KIND_NAMES: Record<EventKind, WatchKind> = {
  [EventKind.Start]: "start", [EventKind.Improving]: "improving", [EventKind.Sideways]: "sideways", [EventKind.Plateau]: "plateau",
  [EventKind.LocalMinimum]: "local minimum", [EventKind.Restart]: "restart", [EventKind.GiveUp]: "give-up",
  [EventKind.AcceptedWorse]: "accepted worse", [EventKind.Rejected]: "rejected", [EventKind.Generation]: "generation",
  [EventKind.Place]: "place", [EventKind.Backtrack]: "backtrack",
};
const HOOD_NAMES: Record<Neighbourhood, NeighbourhoodName> = {
  [Neighbourhood.None]: "none", [Neighbourhood.AllMoves]: "all moves", [Neighbourhood.QueenRows]: "queen rows",
  [Neighbourhood.Proposal]: "proposal", [Neighbourhood.Population]: "population", [Neighbourhood.FreeRows]: "free rows",
};
/** Kinds after which the board is as it was. */
const STILL: ReadonlySet<WatchKind> = new Set(["start", "plateau", "local minimum", "give-up", "rejected"]);

/** A search stepped one event at a time, for the page's Watch tab and for teaching.
 *  @example for (const event of await watch(8, { seed: 1 })) if (event.status !== "running") break; // every step, as events */
export interface Watcher extends Iterable<WatchEvent> {
  readonly n: number;
  /** The board now (columns below `placed` hold a queen); a view that step() changes. */
  rows(): Int32Array;
  /** The next event: the first is the starting board ("start"), then one per step the search reports. */
  step(): WatchEvent;
  /** Up to `count` steps (at least one) at once, building only the last one's event, for a
   *  fast-forward: fewer at the end or at a restart (which the last event then is). `taken`: the
   *  steps taken, each one step() would have returned. */
  skip(count: number): { taken: number; last: WatchEvent };
  readonly finished: boolean;
}

const statusName = (status: Status): WatchEvent["status"] => (status === Status.Solved ? "solved" : status === Status.GaveUp ? "gave up" : "running");

/** The first event of a watch: the starting board. */
const startEvent = (h: number, core: { steps: number; restarts: number }, placed: number, status: Status): WatchEvent => ({
  kind: "start", moves: [], candidate: null, hBefore: h, hAfter: h, neighbourhood: { name: "none", queen: -1, best: null }, state: {},
  steps: core.steps, restarts: core.restarts, placed, status: statusName(status),
});

abstract class Stepper implements Watcher {
  protected status = Status.Running;
  protected started = false;
  constructor(readonly n: number) {}
  abstract rows(): Int32Array;
  abstract step(): WatchEvent;
  get finished(): boolean { return this.status !== Status.Running; }
  skip(count: number): { taken: number; last: WatchEvent } {
    let last = this.step();
    let taken = 1;
    for (; taken < count && !this.finished && last.kind !== "restart"; taken++) last = this.step();
    return { taken, last };
  }
  *[Symbol.iterator](): Iterator<WatchEvent> {
    do yield this.step(); while (!this.finished);
  }
}

/** Steps a LabCore: each run(1) is one step, whose record the core reports (lastEvent()). */
class LabWatcher extends Stepper {
  constructor(n: number, private readonly core: LabCore, private readonly algo: SolveAlgo, private readonly sidewaysAllowed: number) {
    super(n);
  }

  rows(): Int32Array { return this.core.rows(); }

  step(): WatchEvent {
    const { core } = this;
    if (!this.started) {
      this.started = true;
      return startEvent(core.pairs, core, core.placed, this.status);
    }
    if (this.status === Status.Running) this.status = core.run(1);
    return this.record();
  }

  // the core steps alone, its record read once at the end: no event built for the steps between
  override skip(count: number): { taken: number; last: WatchEvent } {
    if (!this.started) return super.skip(count);
    const { core } = this;
    const restarts = core.restarts;
    let taken = 0;
    do {
      if (this.status === Status.Running) this.status = core.run(1);
      taken++;
    } while (taken < count && this.status === Status.Running && core.restarts === restarts);
    return { taken, last: this.record() };
  }

  /** The event of the core's last step. */
  private record(): WatchEvent {
    const { core } = this;
    const e = core.lastEvent();
    const kind = KIND_NAMES[e.kind];
    const candidate = e.column >= 0 ? { column: e.column, from: e.from, to: e.to } : null;
    return {
      kind, moves: candidate !== null && !STILL.has(kind) ? [candidate] : [], candidate, hBefore: e.hBefore, hAfter: e.hAfter,
      neighbourhood: { name: HOOD_NAMES[e.hood], queen: e.hood === Neighbourhood.AllMoves ? -1 : e.column, best: e.best >= 0 ? e.best : null },
      state: this.state(e), steps: core.steps, restarts: core.restarts, placed: core.placed, status: statusName(this.status),
    };
  }

  private state(e: LabEvent): WatchEvent["state"] {
    switch (this.algo) {
      case "hillclimb":
        return { sideways: { used: e.sideways, allowed: this.sidewaysAllowed } };
      case "anneal":
        return e.hood === Neighbourhood.Proposal ? { temperature: e.temperature, delta: e.delta, acceptance: e.accept } : {};
      case "genetic":
        return {
          generation: this.core.steps, bestFitness: e.bestFitness, meanFitness: e.meanFitness,
          ...(e.parents[0] >= 0 ? { bred: { parents: e.parents, cut: e.cut, mutation: e.mutated[0] >= 0 ? { column: e.mutated[0], row: e.mutated[1] } : null } } : {}),
        };
      case "backtrack":
        return { backtracks: e.backtracks };
      default:
        return {};
    }
  }
}

/** Steps the min-conflicts core's swaps: run(1) until it places a column of its start, swaps, restarts or ends.
 *  The core reports each swap (the attacked queen it picked, its partner, the change in h, the
 *  lowest over that queen's swaps); h is the pairs the start's queens add as they are placed, plus
 *  each change. The start's pairs come from counts of the queens on each row and diagonal, O(1) a
 *  column, so that a watch of a million queens costs no more per event than one of eight. */
class SwapWatcher extends Stepper {
  private h = 0;
  /** Queens placed so far on each row, each sum diagonal (r + c) and each difference diagonal (r - c + n - 1). */
  private readonly onRow: Uint32Array;
  private readonly onSum: Uint32Array;
  private readonly onDiff: Uint32Array;
  constructor(n: number, private readonly core: SolveCore) {
    super(n);
    this.onRow = new Uint32Array(n);
    this.onSum = new Uint32Array(2 * n);
    this.onDiff = new Uint32Array(2 * n);
  }

  rows(): Int32Array { return this.core.rows(); }

  private get starting(): boolean {
    return this.core.phase === Phase.Window || this.core.phase === Phase.Pool;
  }

  private get placed(): number {
    return this.starting ? this.core.cursor : this.n;
  }

  /** The queen just put in column c: the pairs it adds with the columns before it. */
  private added(c: number, r: number): number {
    const sum = r + c;
    const diff = r - c + this.n - 1;
    const pairs = this.onRow[r] + this.onSum[sum] + this.onDiff[diff];
    this.onRow[r]++;
    this.onSum[sum]++;
    this.onDiff[diff]++;
    return pairs;
  }

  private event(kind: WatchKind, moves: QueenMove[], before: number, hood: WatchEvent["neighbourhood"]): WatchEvent {
    const { core } = this;
    // a solved board is confirmed by the core's next units (stale list entries dropped): report it with the move that made it
    while (this.h === 0 && this.placed === this.n && this.status === Status.Running) this.status = core.run(1);
    return {
      kind, moves, candidate: moves[0] ?? null, hBefore: before, hAfter: this.h, neighbourhood: hood, state: {},
      steps: core.steps, restarts: core.restarts, placed: this.placed, status: statusName(this.status),
    };
  }

  step(): WatchEvent {
    const { core } = this;
    const none = { name: "none" as const, queen: -1, best: null };
    if (!this.started) {
      this.started = true;
      return startEvent(0, core, this.placed, this.status);
    }
    const before = this.h;
    if (this.status !== Status.Running) return this.event("give-up", [], before, none);
    const { steps, restarts } = core;
    const cursor = this.placed;
    const wasStarting = this.starting;
    while (this.status === Status.Running && core.steps === steps && core.restarts === restarts && (wasStarting ? this.starting && core.cursor === cursor : !this.starting)) {
      this.status = core.run(1);
    }
    if (core.restarts !== restarts) {
      this.h = 0;
      this.onRow.fill(0);
      this.onSum.fill(0);
      this.onDiff.fill(0);
      return this.event("restart", [], before, none);
    }
    if (this.status === Status.GaveUp) return this.event("give-up", [], before, none);
    if (wasStarting) { // the next column of the start (greedy, or a random permutation's): one a unit, more at a window's end
      const moves: QueenMove[] = [];
      const rows = core.rows();
      for (let c = cursor; c < this.placed; c++) {
        this.h += this.added(c, rows[c]);
        moves.push({ column: c, from: -1, to: rows[c] });
      }
      return this.event("place", moves, before, none);
    }
    const { i, j, delta } = core.lastSwap();
    const rows = core.rows();
    this.h += delta;
    const kind: WatchKind = delta < 0 ? "improving" : delta === 0 ? "sideways" : "accepted worse";
    return this.event(kind, [{ column: i, from: rows[j], to: rows[i] }, { column: j, from: rows[i], to: rows[j] }], before,
      { name: "queen swaps", queen: i, best: before + delta });
  }
}

/** watch()'s options: solve()'s, the seed required, and `from`: the board the first attempt of
 *  hill climbing, annealing or min-conflicts' column move (random start) starts from, rows[c]
 *  for each column (a textbook's figure, say); restarts draw random boards. */
export type WatchOptions = SolveOptions & { seed: number; from?: ArrayLike<number> };

/** `from` fits the board and an algorithm that starts from a complete board. */
function checkFrom(n: number, options: WatchOptions): void {
  const from = options.from!;
  const fits = options.algo === "hillclimb" || options.algo === "anneal" || (options.algo === "minconflicts" && options.move === "column" && options.start !== "greedy");
  if (!fits) throw new UsageError("from (a starting board) applies to hillclimb, anneal and minconflicts with move column from a random start");
  if (from.length !== n) throw new UsageError(`from must give a row for each of the ${n} columns, got ${from.length}`);
  for (let c = 0; c < n; c++) {
    if (!Number.isInteger(from[c]) || from[c] < 0 || from[c] >= n) throw new UsageError(`from: column ${c}'s row must be a whole number from 0 to ${n - 1}, got ${from[c]}`);
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
export async function watchWith(engines: WatchProviders, n: number, options: WatchOptions): Promise<Watcher> {
  checkLabOptions(options);
  checkAttempts(options);
  const { seed } = options;
  if (seed === undefined) throw new UsageError("watch needs a seed (a whole number from 0 to 2^53 - 1), so that a demo can be replayed");
  checkSeed(seed);
  if (!Number.isSafeInteger(n) || n < 4 || n > LAB_MAX_N) throw new UsageError(`watch takes n from 4 to ${LAB_MAX_N}, got ${shown(n)}`);
  const engine = options.engine ?? "wasm";
  const algo = options.algo ?? "minconflicts";
  if (algo === "backtrack") {
    const core = (await engines.lab.open(engine)).engine;
    core.backtrackStart(n);
    return new LabWatcher(n, core, algo, 0);
  }
  if (algo !== "minconflicts" && !isLab(options)) throw new UsageError(`watch steps minconflicts, hillclimb, anneal, genetic or backtrack, not ${algo}`);
  if (options.from !== undefined) checkFrom(n, options);
  if (isLab(options)) {
    const core = (await engines.lab.open(engine)).engine;
    startLab(core, n, seed, options);
    if (options.from !== undefined) core.startFrom(options.from);
    return new LabWatcher(n, core, algo, options.sideways ?? LAB_DEFAULTS.sideways);
  }
  const core = (await engines.solver.open(engine)).engine;
  core.start(n, seed % 2 ** 32, Math.floor(seed / 2 ** 32), swapMaxSteps(n, options), options.maxRestarts ?? DEFAULT_MAX_RESTARTS, options.start !== "random");
  return new SwapWatcher(n, core);
}
