// Exhaustive search, driven from the host: counts (in-process or on a worker pool, whole or one
// shard), every solution in lexicographic order, and the first one. Platform-neutral: the
// caller passes how to get a counter and how to start workers (src/index.ts for Node).
import { NoAnswerError, UsageError } from "./errors.js";
import { Slicer } from "./slicer.js";
import { verify } from "../verify/queens.js";
import type { Engine, SolveOptions, SolveResult } from "./solve.js";
import { MAX_COUNT_N, OUT_CAP, QUARTER_MAX_N, QUARTER_MIN_N, addTally, zeroTally, type Counter, type Tally } from "../engine/count-engine.js";
import { boardCounts, fundamental, quarterConfigs, quarterParts, quarterSteps, quarterTasks, runTasks, taskList } from "../engine/count-tasks.js";
import { poolCount, type CountPool } from "../pool/count-pool.js";

export interface CountPlatform {
  /** A counter of its own for one run (a fresh Wasm instance, or a new twin). */
  counter(engine: Engine): Promise<Counter>;
  /** The workers counts share; absent where there are none. */
  pool?: CountPool;
}

/** Up to this n a count runs in the calling thread whatever `threads` says: two workers cost
 *  35-90 ms to start (Wasm compiled in each), and even a warm pool only ties with one thread at
 *  n = 14..15 (medians, this 2-core machine: n = 15 one thread 136 ms, two fresh workers 182 ms,
 *  a warm pool 96 ms). */
export const ONE_THREAD_MAX_N = 15;

/** One part of a count split over machines: the tasks whose index mod `of` is `index` (merged by `nqueens merge`). */
export interface Shard {
  /** 0 <= index < of */
  index: number;
  of: number;
}

/** How a count searches: joining quarter boards (assembly/count-quarter.ts), or backtracking over the
 *  canonical forms (assembly/count.ts). */
export type CountAlgo = "quarter" | "backtrack";

/** Where the quarter join is the default: from 10 on (below, both take microseconds and the
 *  backtracking search sorts solutions into classes itself), up to the largest n it can count. */
export const QUARTER_DEFAULT_FROM = 10;

/** The count's default: the quarter join where it applies, being many times faster there. */
export const defaultAlgo = (n: number): CountAlgo => (n >= QUARTER_DEFAULT_FROM && n <= QUARTER_MAX_N ? "quarter" : "backtrack");

/** What onProgress gets as a count runs. */
export interface CountProgress {
  /** Tasks done (with a fraction of the current one) and in all. */
  done: number;
  total: number;
  elapsedMs: number;
}

/** How count() runs; every field is optional. */
export interface CountOptions {
  engine?: Engine;
  /** Default: defaultAlgo(n). */
  algo?: CountAlgo;
  /** 1 (default) counts in this thread; more use that many workers (for n > ONE_THREAD_MAX_N). */
  threads?: number;
  /** Count only the tasks whose index mod `of` is `index`. */
  shard?: Shard;
  signal?: AbortSignal;
  onProgress?: (progress: CountProgress) => void;
}

/** What count() resolves to: exact counts as BigInt, the work done and the time taken. */
export interface CountResult {
  n: number;
  /** All solutions (OEIS A000170), or this shard's share. */
  solutions: bigint;
  /** Solutions up to rotation and reflection (OEIS A002562); undefined for a shard. */
  unique: bigint | undefined;
  /** Solutions a 180° turn maps to themselves, and a 90° turn: additive over shards, for Burnside. */
  rot180: bigint;
  rot90: bigint;
  /** Queens placed by the search (partial placements visited). */
  nodes: bigint;
  ms: number;
  threads: number;
  engine: Engine;
  algo: CountAlgo;
  /** Tasks this run counted, and how many the whole count has (the same on every machine). */
  tasks: number;
  totalTasks: number;
  shard?: Shard;
}

const now = (): number => performance.now();

/** n for the exhaustive commands: 1..32, the width of the core's bit masks. */
export function checkCountSize(n: number): void {
  if (!Number.isSafeInteger(n) || n < 1 || n > MAX_COUNT_N) {
    throw new UsageError(`n must be from 1 to ${MAX_COUNT_N} for an exhaustive search (rows are 32-bit masks), got ${n}`);
  }
}

export async function countWith(platform: CountPlatform, n: number, options: CountOptions = {}): Promise<CountResult> {
  checkCountSize(n);
  const engine = options.engine ?? "wasm";
  const threads = options.threads ?? 1;
  if (!Number.isSafeInteger(threads) || threads < 1) throw new UsageError(`threads must be a whole number >= 1, got ${threads}`);
  const shard = options.shard;
  if (shard && !(Number.isSafeInteger(shard.of) && shard.of >= 1 && Number.isSafeInteger(shard.index) && shard.index >= 0 && shard.index < shard.of)) {
    throw new UsageError(`shard must be I/K with 0 <= I < K, got ${shard.index}/${shard.of}`);
  }
  const algo = options.algo ?? defaultAlgo(n);
  if (algo === "quarter" && (n < QUARTER_MIN_N || n > QUARTER_MAX_N)) {
    throw new UsageError(`the quarter join counts n from ${QUARTER_MIN_N} to ${QUARTER_MAX_N}, got ${n}; use the backtracking search`);
  }
  const { signal, onProgress } = options;
  const started = now();
  const pool = threads > 1 && n > ONE_THREAD_MAX_N ? platform.pool : undefined;
  const work = algo === "quarter" ? quarterWork(n, shard) : backtrackWork(n, shard);
  const progress = (done: number): void => onProgress?.({ done, total: work.tasks, elapsedMs: now() - started });

  let tally: Tally;
  if (pool && work.tasks > 1) {
    tally = await poolCount(pool, { n, engine, threads, indices: work.indices, joins: work.joins, signal, onDone: progress });
  } else {
    // this thread: short calls, so V8 tiers the core up, with progress as the event loop is let through
    const counter = await platform.counter(engine);
    counter.setup(n);
    tally = zeroTally();
    const slicer = new Slicer({ signal });
    const breathe = (done: number): Promise<void> => slicer.breathe(() => progress(done));
    if (work.joins) {
      for (const done of quarterSteps(counter, work.joins)) await breathe(done);
      addTally(tally, counter.take());
    } else {
      // one task a call: at n >= 18 a task can take a tenth of a second
      const { indices } = work;
      for (let i = 0; i < indices.length; i++) {
        addTally(tally, runTasks(counter, work.list!, [indices[i]]));
        await breathe(i + 1);
      }
    }
  }
  const whole = !shard || shard.index === 0; // what belongs to the whole count goes with shard 0
  // the partial placements above the backtracking split, and n = 1's one queen
  if (whole && work.list) tally.nodes += work.list.splitNodes + (n === 1 ? 1n : 0n);
  progress(work.tasks);
  const board = boardCounts(n, tally);
  if (whole && work.joins) {
    // the quarter join counts solutions, not classes: the ones the turns fix come from a search of their own
    const sym = (await platform.counter(engine)).symmetric(n);
    board.rot180 += sym.rot180;
    board.rot90 += sym.rot90;
  }
  return {
    n,
    solutions: board.solutions,
    unique: shard && shard.of > 1 ? undefined : fundamental(n, board),
    rot180: board.rot180,
    rot90: board.rot90,
    nodes: board.nodes,
    ms: now() - started,
    threads: pool ? Math.min(threads, Math.max(1, work.tasks)) : 1,
    engine,
    algo,
    tasks: work.tasks,
    totalTasks: work.totalTasks,
    shard,
  };
}

/** What a count runs: the backtracking search's subtrees (indices into list) or the quarter
 *  join's tasks (indices into joins). */
interface Work {
  tasks: number;
  /** The whole count's tasks, the same on every machine (merge checks shards agree on it). */
  totalTasks: number;
  indices: number[];
  list?: ReturnType<typeof taskList>;
  joins?: ReturnType<typeof quarterTasks>;
}

function backtrackWork(n: number, shard?: Shard): Work {
  const list = taskList(n);
  const indices: number[] = [];
  for (let i = 0; i < list.count; i++) if (!shard || i % shard.of === shard.index) indices.push(i);
  return { tasks: indices.length, totalTasks: list.count, list, indices };
}

function quarterWork(n: number, shard?: Shard): Work {
  const joins = quarterTasks(n, shard);
  return { tasks: joins.length, totalTasks: quarterConfigs(n) * quarterParts(n), indices: joins.map((_, i) => i), joins };
}

/** How solutions() runs; every field is optional. */
export interface SolutionsOptions {
  engine?: Engine;
  /** Stop after this many solutions. */
  limit?: number;
  signal?: AbortSignal;
}

const NODES_PER_SLICE = 1 << 20;

/** Every solution of n queens in lexicographic order of the rows, in batches: each batch holds
 *  count solutions of n rows (one byte each) and is the caller's to keep. */
export async function* solutionsWith(platform: CountPlatform, n: number, options: SolutionsOptions = {}): AsyncGenerator<{ rows: Uint8Array; count: number }> {
  checkCountSize(n);
  const counter = await platform.counter(options.engine ?? "wasm");
  counter.setup(n);
  counter.enumStart();
  let left = options.limit ?? Infinity;
  const slicer = new Slicer(options);
  while (left > 0 && !counter.enumDone) {
    const count = counter.enumNext(Math.min(OUT_CAP, left), NODES_PER_SLICE);
    left -= count;
    if (count > 0) yield { rows: counter.solutionsOut().slice(0, count * n), count };
    await slicer.breathe();
  }
}

/** The lexicographically first solution, by plain backtracking (solve's algo "backtrack"). */
export async function firstWith(platform: CountPlatform, n: number, options: SolveOptions = {}): Promise<SolveResult> {
  checkCountSize(n);
  if (n === 2 || n === 3) throw new NoAnswerError(`no placement of ${n} queens exists`);
  const engine = options.engine ?? "wasm";
  const slicer = new Slicer(options, () => new NoAnswerError(`no placement found within the time limit of ${options.timeoutMs} ms`));
  const started = slicer.started;
  const counter = await platform.counter(engine);
  counter.setup(n);
  counter.enumStart();
  let found = 0;
  while (found === 0 && !counter.enumDone) {
    found = counter.enumNext(1, NODES_PER_SLICE);
    if (found === 0) await slicer.breathe();
  }
  if (found === 0) throw new NoAnswerError(`no placement of ${n} queens exists`);
  const rows = Int32Array.from(counter.solutionsOut().subarray(0, n));
  const check = options.verify ?? true;
  if (check && !verify(rows).ok) throw new Error(`internal error: the ${engine} engine returned an invalid placement`);
  const nodes = Number(counter.take().nodes);
  const totalMs = now() - started;
  return {
    rows,
    stats: {
      n, seed: 0, engine, algo: "backtrack", initMs: 0, repairMs: totalMs, totalMs,
      steps: nodes, restarts: 0, initConflicts: 0, fullScans: 0, memoryBytes: 0, verified: check,
    },
  };
}
