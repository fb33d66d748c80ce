// Drives a SolveCore in slices: V8 does not tier up a Wasm call that is already running,
// and slices give progress, timeouts and cancellation. Platform-neutral: src/api/create-api.ts
// hands it the engine leaser of the platform the entry binds.
import { Phase, Status } from "../engine/solve-engine.js";
import { GaveUpError, invalidAnswer, NoAnswerError, TimeoutError, UsageError, shown } from "../errors/errors.js";
import { Slicer } from "./slicer.js";
import { answered, type Answer, type Answered } from "./answer.js";
import { verdictOf, verify } from "../verify/queens.js";
import { ENGINES, type Engine } from "../engine/engine.js";
import { checkedOptions, checkLimits, flagOf, keysOf, nameOf, optionsOf } from "./options.js";
import { checkAttempts, checkSeed, DEFAULT_MAX_RESTARTS, largestFitting, randomSeed, timedOutMessage } from "./defaults.js";
import type { Leaser, SolveEngine } from "./engines.js";
import { checkLabOptions, solveLab, isLab, swapMaxSteps, type LabOptions } from "./lab.js";
import type { LabCore } from "../engine/lab-engine.js";

export type { Engine };
/** How solve() searches: min-conflicts repair (the default), the closed-form construction,
 *  backtracking to the lexicographically first placement (n <= 32), or the lab's local searches
 *  (src/api/lab.ts): steepest-ascent hill climbing, simulated annealing, the genetic algorithm.
 *  @example (await solve(8, { algo: "backtrack" })).rows; // [0, 4, 7, 5, 2, 6, 1, 3], the lexicographically first */
export type SolveAlgo = "minconflicts" | "construct" | "backtrack" | "hillclimb" | "anneal" | "genetic";

/** What onProgress gets between slices of a solve.
 *  @example await solve(1e7, { onProgress: ({ stage, done, total }) => console.log(stage, total > 0 ? `${Math.round((100 * done) / total)} %` : done) }); */
export interface SolveProgress {
  /** init, repair: min-conflicts (and the lab's searches); construct; search: backtrack. */
  stage: "init" | "repair" | "construct" | "search";
  /** Columns placed (init, construct), repair steps taken (repair) or queens placed (search, nodes). */
  done: number;
  /** n for init and construct; unknown (0) for repair and search until the last event, which says done = total. */
  total: number;
  /** Queens listed as attacked (repair). */
  conflicts: number;
  elapsedMs: number;
}

/** How solve() runs; every field is optional. The lab's options (LabOptions) apply to the
 *  algorithms each names.
 *  @example await solve(1e6, { seed: 1, timeoutMs: 10_000, signal: AbortSignal.timeout(60_000) }); // milliseconds */
export interface SolveOptions extends LabOptions {
  /** 0 <= seed < 2^53; the same seed gives the same rows on both engines. Default: drawn at random. */
  seed?: number;
  /** "wasm" (the default) or "ts", the pure-TypeScript twin (same seed, same answer). */
  engine?: Engine;
  /** "minconflicts" (the default), "construct" or "backtrack" (the lexicographically first, n <= 32). */
  algo?: SolveAlgo;
  /** Repair steps per attempt before a restart with a derived seed (a whole number >= 1). Default: 1000 + 20 sqrt(n). */
  maxSteps?: number;
  /** Restarts before giving up with NoAnswerError (>= 0). Default: 1000. */
  maxRestarts?: number;
  /** Milliseconds (>= 0) before the call rejects with TimeoutError. Default: no limit. */
  timeoutMs?: number;
  /** Aborting it rejects the call with the signal's reason (an AbortError DOMException by default), within a slice (about 40 ms). */
  signal?: AbortSignal;
  /** Called between slices of the search. */
  onProgress?: (progress: SolveProgress) => void;
  /** Check the answer with the independent verifier (default true). */
  verify?: boolean;
  /** Called once the search is over, as that check begins (so a page can say it is checking). */
  onCheck?: () => void;
}

/** What a solve measured: times in ms, repair steps and restarts, the engine's memory in bytes.
 *  @example const { stats } = await solve(1e6, { seed: 1 }); console.log(stats.steps, stats.totalMs); // repair steps; milliseconds */
export interface SolveStats {
  n: number;
  /** The seed used (drawn when not given): the same seed gives the same rows. */
  seed: number;
  engine: Engine;
  algo: SolveAlgo;
  /** Milliseconds of the greedy start (minconflicts) or of the construction. */
  initMs: number;
  /** Milliseconds of the repair (minconflicts), or of the whole search (backtrack). */
  repairMs: number;
  /** Milliseconds from the call to the answer, before its check. */
  totalMs: number;
  /** Repair steps over all attempts (minconflicts), nodes (backtrack), 0 (construct). */
  steps: number;
  /** Attempts begun again with a derived seed. */
  restarts: number;
  /** Queens the greedy start left attacked, in the last attempt. */
  initConflicts: number;
  /** Times the repair rescanned every column for attacked queens. */
  fullScans: number;
  /** Bytes of the engine's state for this n. */
  memoryBytes: number;
  /** Whether the verifier checked the answer (options.verify). */
  verified: boolean;
}

/** What solve() resolves to: the answer, which owns its memory and can write and check itself
 *  (see Answered), and how it was found.
 *  @example `const answer = await solve(1e6, { seed: 1 }); answer.rows[0]; answer.check().ok` */
export interface SolveResult extends Answered {
  /** rows[c] = 0-based row of the queen in column c: the caller's, never changed by another
   *  call. A large answer of the Wasm engine is a view over the memory of the instance that
   *  found it, which no other call uses and which is little more than the rows (4.6 bytes a
   *  queen): it is freed with the last reference to the rows. */
  readonly rows: Int32Array;
  stats: SolveStats;
}

export type CoreProvider = Leaser<SolveEngine>;

/** Largest n the pure-TS engine takes: diagonal indices stay below 2^31. */
export const MAX_TS_N = 2 ** 30;

const now = (): number => performance.now();

export function checkSize(n: number, maxN: number, engine: Engine): void {
  if (!Number.isSafeInteger(n) || n < 1) throw new UsageError(`n must be a whole number >= 1, got ${shown(n)}`);
  if (n > maxN) throw new UsageError(`n = ${n} is above the largest the ${engine} engine can hold in memory (${maxN})`);
  if (n === 2 || n === 3) throw new NoAnswerError(`no placement of ${n} queens exists`);
}

/** The largest n an engine can solve: its state must fit in memory (Wasm) or its index range (TS). */
export async function largestWith(getCore: CoreProvider, wasmLimitBytes: number, engine: Engine): Promise<number> {
  const core = (await getCore.open(engine)).engine;
  return core.bytesFor ? largestFitting(core.bytesFor.bind(core), wasmLimitBytes) : MAX_TS_N;
}

/** The options of solve() checked, with their defaults. */
export interface CheckedSolveOptions extends SolveOptions {
  engine: Engine;
  algo: SolveAlgo;
  verify: boolean;
}

export const SOLVE_ALGOS: readonly SolveAlgo[] = ["minconflicts", "construct", "backtrack", "hillclimb", "anneal", "genetic"];

const SOLVE_KEYS = keysOf<SolveOptions>({
  seed: true, engine: true, algo: true, maxSteps: true, maxRestarts: true, timeoutMs: true, signal: true, onProgress: true, verify: true, onCheck: true,
  move: true, start: true, sideways: true, schedule: true, t0: true, cooling: true, population: true, crossover: true, mutation: true, generations: true,
});

/** Checks solve()'s options (or watch()'s, with its `moreKeys`), as strictly as the CLI checks its flags. */
export function solveOptions(given: SolveOptions | undefined, what = "solve", moreKeys: readonly string[] = []): CheckedSolveOptions {
  const options = optionsOf(given, what, moreKeys.length > 0 ? [...SOLVE_KEYS, ...moreKeys] : SOLVE_KEYS);
  checkLimits(options as SolveOptions & Record<string, unknown>, ["onProgress", "onCheck"]);
  checkSeed(options.seed);
  checkAttempts(options);
  checkLabOptions(options);
  return checkedOptions(options, {
    engine: nameOf(options.engine, "engine", ENGINES, "wasm"),
    algo: nameOf(options.algo, "algo", SOLVE_ALGOS, "minconflicts"),
    verify: flagOf(options.verify, "verify", true),
  });
}

/** solveWith's engines: a leaser of each kind, and the largest n each engine takes (largestWith, computed once). */
export interface Solvers {
  lease: CoreProvider;
  lab: Leaser<LabCore>;
  largestN(engine: Engine): Promise<number>;
}

/** Solvers over a leaser, with the largest n of each engine computed on first use and kept (once it is known). */
export function solvers(lease: CoreProvider, lab: Leaser<LabCore>, wasmLimitBytes: number): Solvers {
  const largest = new Map<Engine, Promise<number>>();
  return {
    lease,
    lab,
    largestN(engine) {
      let known = largest.get(engine);
      if (!known) {
        largest.set(engine, (known = largestWith(lease, wasmLimitBytes, engine)));
        known.catch(() => largest.delete(engine)); // a core that failed to load is tried again next call
      }
      return known;
    },
  };
}

export async function solveWith({ lease: getCore, lab, largestN }: Solvers, n: number, options: CheckedSolveOptions): Promise<SolveResult> {
  const { engine, algo } = options;
  const seed = options.seed ?? randomSeed();
  checkSize(n, await largestN(engine), engine);
  if (isLab(options)) return solveLab(lab, n, seed, options);
  const slicer = new Slicer(options, () => new TimeoutError(timedOutMessage(options.timeoutMs)), 1 << 12);
  const lease = await getCore.call(engine, slicer);
  try {
    return await solveOn(lease.engine, (rows) => lease.keep(rows), slicer, n, seed, engine, algo, options);
  } finally {
    lease.end();
  }
}

/** One solve on an engine of its own, timed by `slicer` from the call (its wait for the engine included); `keep` makes its rows the caller's. */
async function solveOn(core: SolveEngine, keep: (rows: Int32Array) => Answer, slicer: Slicer, n: number, seed: number, engine: Engine, algo: SolveAlgo, options: CheckedSolveOptions): Promise<SolveResult> {
  const maxSteps = swapMaxSteps(n, options);
  const maxRestarts = options.maxRestarts ?? DEFAULT_MAX_RESTARTS;

  const started = slicer.started;
  let initMs = 0;
  let repairMs = 0;
  const checkpoint = (progress: SolveProgress): Promise<void> => {
    options.onProgress?.(progress);
    return slicer.breathe();
  };

  if (algo === "construct") {
    for (let from = 0; from < n; ) {
      const to = Math.min(n, from + slicer.budget);
      slicer.call(() => core.construct(n, from, to));
      initMs += slicer.lastMs;
      from = to;
      await checkpoint({ stage: "construct", done: from, total: n, conflicts: 0, elapsedMs: now() - started });
    }
  } else {
    core.start(n, seed % 2 ** 32, Math.floor(seed / 2 ** 32), maxSteps, maxRestarts, options.start !== "random");
    for (;;) {
      const initStage = core.phase === Phase.Window || core.phase === Phase.Pool;
      const status = slicer.call((budget) => core.run(budget));
      if (initStage) initMs += slicer.lastMs;
      else repairMs += slicer.lastMs;
      if (status === Status.Solved) break;
      if (status === Status.GaveUp) {
        throw new GaveUpError(`no placement found within ${maxRestarts} restarts of ${maxSteps} steps`, core.steps, core.restarts);
      }
      const repairing = core.phase === Phase.Repair || core.phase === Phase.Scan;
      await checkpoint({
        stage: repairing ? "repair" : "init",
        done: repairing ? core.steps : core.cursor,
        total: repairing ? 0 : n,
        conflicts: core.listLen,
        elapsedMs: now() - started,
      });
    }
    // the last event: the repair (or the init that left nothing to repair) complete
    const steps = core.steps;
    options.onProgress?.({ stage: steps > 0 ? "repair" : "init", done: steps > 0 ? steps : n, total: steps > 0 ? steps : n, conflicts: 0, elapsedMs: now() - started });
  }
  const totalMs = now() - started;
  const check = options.verify;
  if (check) {
    options.onCheck?.();
    // the engine's own checker where it has one (the Wasm core's, over its memory), else the TS one
    const verdict = core.checker ? verdictOf(n, await slicer.checked(core.checker())) : verify(core.rows());
    if (!verdict.ok) throw invalidAnswer(engine, verdict.reason);
  }
  // the rows taken after the check, which may grow the Wasm core's memory
  return answered(keep(core.rows()), {
      n, seed, engine, algo, initMs, repairMs, totalMs,
      steps: algo === "construct" ? 0 : core.steps,
      restarts: algo === "construct" ? 0 : core.restarts,
      initConflicts: algo === "construct" ? 0 : core.initConflicts,
      fullScans: algo === "construct" ? 0 : core.fullScans,
      memoryBytes: core.memoryBytes(),
      verified: check,
  });
}
