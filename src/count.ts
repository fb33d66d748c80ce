// Exhaustive search, driven from the host: counts (in-process or on a worker pool, whole or one
// shard), every solution in lexicographic order, and the first one. Platform-neutral: the
// caller passes how to get a counter and how to start workers (src/index.ts for Node).
import { CancelledError, NoAnswerError, UsageError } from "./errors.js";
import { verify } from "./verify.js";
import type { Engine, SolveOptions, SolveResult } from "./solve.js";
import {
  MAX_COUNT_N, OUT_CAP, addTally, boardCounts, fundamental, runTasks, taskList, zeroTally,
  type Counter, type Tally,
} from "./count-core.js";
import { runPool, type WorkerPort } from "./count-pool.js";

export interface CountPlatform {
  /** A counter of its own for one run (a fresh Wasm instance, or a new twin). */
  counter(engine: Engine): Promise<Counter>;
  /** Starts one worker; absent where there are no workers. */
  spawn?: () => WorkerPort;
}

export interface Shard {
  /** 0 <= index < of */
  index: number;
  of: number;
}

export interface CountProgress {
  /** Tasks (subtrees) done and in all. */
  done: number;
  total: number;
  elapsedMs: number;
}

export interface CountOptions {
  engine?: Engine;
  /** 1 (default) counts in this thread; more start that many workers. */
  threads?: number;
  /** Count only the tasks whose index mod `of` is `index`. */
  shard?: Shard;
  signal?: AbortSignal;
  onProgress?: (progress: CountProgress) => void;
}

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
  /** Tasks this run counted, and how many the whole count has (the same on every machine). */
  tasks: number;
  totalTasks: number;
  shard?: Shard;
}

const now = (): number => performance.now();
/** The reason Ctrl-C gave (main's "interrupted"), or a plain cancellation. */
export const cancellation = (signal?: AbortSignal): CancelledError =>
  signal?.reason instanceof CancelledError ? signal.reason : new CancelledError("cancelled");
const yieldToEventLoop = (): Promise<void> =>
  new Promise((resolve) => (typeof setImmediate === "function" ? setImmediate(resolve) : setTimeout(resolve, 0)));

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
  const { signal, onProgress } = options;
  const started = now();
  const list = taskList(n);
  const indices: number[] = [];
  for (let i = 0; i < list.count; i++) if (!shard || i % shard.of === shard.index) indices.push(i);
  const progress = (done: number): void => onProgress?.({ done, total: indices.length, elapsedMs: now() - started });

  let tally: Tally;
  if (threads > 1 && platform.spawn && indices.length > 1) {
    tally = await runPool(platform.spawn, { n, engine, threads, indices, signal, onDone: progress });
  } else {
    // this thread: short calls (one task each), so V8 tiers the core up, with the event loop
    // let through every 40 ms for signals and progress
    const counter = await platform.counter(engine);
    counter.setup(n);
    tally = zeroTally();
    let since = now();
    for (let i = 0; i < indices.length; ) {
      const to = Math.min(indices.length, i + 16);
      addTally(tally, runTasks(counter, list, indices.slice(i, to)));
      i = to;
      if (now() - since > 40) {
        progress(i);
        await yieldToEventLoop();
        since = now();
      }
      if (signal?.aborted) throw cancellation(signal);
    }
  }
  // the partial placements above the split belong to the whole count: shard 0 reports them
  if (!shard || shard.index === 0) tally.nodes += list.splitNodes + (n === 1 ? 1n : 0n); // n = 1: its one queen
  progress(indices.length);
  const board = boardCounts(n, tally);
  return {
    n,
    solutions: board.solutions,
    unique: shard && shard.of > 1 ? undefined : fundamental(n, board),
    rot180: board.rot180,
    rot90: board.rot90,
    nodes: board.nodes,
    ms: now() - started,
    threads: threads > 1 && platform.spawn ? Math.min(threads, Math.max(1, indices.length)) : 1,
    engine,
    tasks: indices.length,
    totalTasks: list.count,
    shard,
  };
}

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
  let since = now();
  while (left > 0 && !counter.enumDone) {
    const count = counter.enumNext(Math.min(OUT_CAP, left), NODES_PER_SLICE);
    left -= count;
    if (count > 0) yield { rows: counter.solutionsOut().slice(0, count * n), count };
    if (now() - since > 40) {
      await yieldToEventLoop(); // lets signals through
      since = now();
    }
    if (options.signal?.aborted) throw cancellation(options.signal);
  }
}

/** The lexicographically first solution, by plain backtracking (solve's algo "backtrack"). */
export async function firstWith(platform: CountPlatform, n: number, options: SolveOptions = {}): Promise<SolveResult> {
  checkCountSize(n);
  if (n === 2 || n === 3) throw new NoAnswerError(`no placement of ${n} queens exists`);
  const engine = options.engine ?? "wasm";
  const started = now();
  const deadline = options.timeoutMs === undefined ? Infinity : started + options.timeoutMs;
  const counter = await platform.counter(engine);
  counter.setup(n);
  counter.enumStart();
  let since = started;
  let found = 0;
  while (found === 0 && !counter.enumDone) {
    found = counter.enumNext(1, NODES_PER_SLICE);
    if (now() - since > 40) {
      await yieldToEventLoop();
      since = now();
    }
    if (options.signal?.aborted) throw cancellation(options.signal);
    if (found === 0 && now() > deadline) throw new NoAnswerError(`no placement found within the time limit of ${options.timeoutMs} ms`);
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
