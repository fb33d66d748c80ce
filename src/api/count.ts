// Exhaustive search, driven from the host: counts (in-process or on a worker pool, whole or one
// shard), every solution in lexicographic order, and the first one. Platform-neutral:
// src/api/create-api.ts hands it the platform's counters, worker pool and GPU.
import { EngineUnavailableError, cancellation, invalidAnswer, NoAnswerError, TimeoutError, UsageError, shown } from "../errors/errors.js";
import type { GpuCounting } from "../gpu/gpu-batch.js";
import { countUnitsOnGpu } from "../gpu/gpu-units.js";
import { Slicer, timeLimited } from "./slicer.js";
import { UnitsDone } from "../engine/units-done.js";
import { Answer, answered } from "./answer.js";
import { MAX_THREADS, ONE_THREAD_MAX_N, timedOutMessage } from "./defaults.js";
import { plural } from "../errors/wording.js";
import { verify } from "../verify/queens.js";
import type { CheckedSolveOptions, SolveResult } from "./solve.js";
import { COUNT_ENGINES, ENGINES, type CountEngine, type Engine } from "../engine/engine.js";

export { COUNT_ENGINES, type CountEngine };
import { checkLimits, keysOf, limitOf, nameOf, optionsOf, wholeOf } from "./options.js";
import { MAX_COUNT_N, OUT_CAP, QUARTER_MAX_N, QUARTER_MIN_N, quarterLayout, type Counter } from "../engine/count-engine.js";
import { fundamental, type BoardCounts } from "../engine/count-tasks.js";
import { Estimate, checkValue, inShard, interleaved, shardUnits, unitRejection, unitSplit, unitSteps, type ShardUnits, type SplitAlgo, type UnitResult, type UnitSplit } from "../engine/count-units.js";
import { poolCount, type CountPool } from "../pool/count-pool.js";

export interface CountPlatform {
  /** A counter of its own for one run (a fresh Wasm instance, or a new twin). */
  counter(engine: Engine): Promise<Counter>;
  /** The workers counts share; absent where there are none. */
  pool?: CountPool;
  /** The GPU's counter (WebGPU), opened on the first count that asks; rejects with
   *  EngineUnavailableError where there is none. Absent: no GPU engine on this platform. */
  gpu?: () => Promise<GpuCounting>;
}


/** From this n the quarter join's tables take over a second to build: a count on one thread runs on
 *  one worker, which keeps them for its next count of that n. */
export const TABLES_OFF_THREAD_MIN_N = 20;

/** One part of a count split over machines: the units whose index mod `of` is `index` (merged by `nqueens merge`).
 *  @example await count(16, { shard: { index: 0, of: 4 } }); // a quarter of the units; nqueens merge adds the four */
export interface Shard {
  /** 0 <= index < of */
  index: number;
  of: number;
}

/** How a count searches: joining quarter boards (assembly/count-quarter.ts) or backtracking over the
 *  canonical forms (assembly/count.ts), both with bit masks and the square's symmetries and split
 *  into units; or "textbook": backtracking as a textbook writes it (assembly/count-textbook.ts),
 *  every partial placement visited, no symmetry, whole in one thread: the yardstick a student's
 *  search is compared with.
 *  @example await count(16, { algo: "backtrack" }); // the same counts as "quarter", the default, by another algorithm */
export type CountAlgo = SplitAlgo | "textbook";

/** Where the quarter join is the default: from 10 on (below, both take microseconds and the
 *  backtracking search sorts solutions into classes itself), up to the largest n it can count. */
export const QUARTER_DEFAULT_FROM = 10;

/** The count's default: the quarter join where it applies, being many times faster there. */
export const defaultAlgo = (n: number): SplitAlgo => (n >= QUARTER_DEFAULT_FROM && n <= QUARTER_MAX_N ? "quarter" : "backtrack");

/** What onProgress gets as a count runs.
 *  @example await count(18, { threads: 2, onProgress: ({ done, total, leftMs }) => console.log(`${done}/${total} units, ${leftMs ?? "?"} ms left`) }); */
export interface CountProgress {
  /** Units done in this run (with the shares of running ones) and in all, both without the
   *  units a resumed count had done before (`total` shrinks while they are read). */
  done: number;
  total: number;
  /** Units of this count (or shard) taken from options.done so far. */
  resumed: number;
  elapsedMs: number;
  /** Milliseconds left, from the measured costs of finished units (src/engine/count-units.ts
   *  Estimate); undefined until one has finished. */
  leftMs: number | undefined;
  /** "resuming" while options.done is read (minutes for a checkpoint of millions of units); then
   *  "tables" while the quarter join builds its tables of quarter pieces (seconds from n = 20 on,
   *  before any unit moves), then "counting"; "counting" from the start where it builds no whole
   *  table (pieces by set of rows, from QUARTER_BY_ROWS_MIN_N). */
  phase: CountPhase;
}

export type CountPhase = "resuming" | "tables" | "counting";

/** How often onProgress hears from a count whose workers have not reported (building tables): long
 *  work shows progress from its first second. */
const HEARTBEAT_MS = 250;

/** How count() runs; every field is optional.
 *  @example await count(16, { threads: 2, timeoutMs: 60_000 }); // two workers; TimeoutError after a minute */
export interface CountOptions {
  /** "wasm" (the default), "ts", the pure-TypeScript twin (same counts, same nodes), or "gpu",
   *  the WGSL counter on WebGPU (the backtracking search only; same counts, same nodes; in Node
   *  it needs the optional package webgpu). */
  engine?: CountEngine;
  /** Default: defaultAlgo(n), or "backtrack" on the GPU. "textbook" (for comparison: many times
   *  slower) takes no threads, shard, done or onUnit. */
  algo?: CountAlgo;
  /** 1 (default) counts in this thread (the quarter join from TABLES_OFF_THREAD_MIN_N on one worker); more use that many workers (for n > ONE_THREAD_MAX_N). */
  threads?: number;
  /** Count only the units whose index mod `of` is `index`. */
  shard?: Shard;
  /** Units counted before (a checkpoint's records, an earlier shard's `units`, or what onUnit
   *  heard): not counted again. Read once, before any unit is counted, as they come (an array, a
   *  generator, or an async iterable such as the lines of a file being read), and added up as
   *  read: the count keeps one bit and 4 bytes a unit of its split, never the results (but a
   *  shard's, which its result lists), so a count of any size resumes in bounded memory. Each must
   *  be a unit of this count's split whose counts fit its `check` value (checkValue), and a unit
   *  given twice must have the same counts: anything else rejects the count (NoAnswerError)
   *  before it counts a unit. Units of other shards are checked and left out. */
  done?: Iterable<UnitResult> | AsyncIterable<UnitResult>;
  /** Hears each unit's result as it is counted, before it is added up (a checkpoint writes it
   *  there); units are then handed to workers one at a time. A throw fails the count. */
  onUnit?: (result: UnitResult) => void;
  /** Aborting it rejects the count with the signal's reason, within a slice (about 40 ms) in this
   *  thread and a worker's reply on workers. */
  signal?: AbortSignal;
  /** Milliseconds the count may take before it rejects with TimeoutError. Default: no limit. */
  timeoutMs?: number;
  /** Called at the start, then as units are counted (at least every 40 ms in this thread, every
   *  250 ms on workers, even while they build tables). */
  onProgress?: (progress: CountProgress) => void;
}

/** What count() resolves to: exact counts as BigInt, the work done and the time taken.
 *  @example const { solutions, unique, ms, threads } = await count(12); // 14200n, 1787n, milliseconds, 1 (this thread) */
export interface CountResult {
  /** The board is n x n. */
  n: number;
  /** All solutions (OEIS A000170), or this shard's share. */
  solutions: bigint;
  /** Solutions up to rotation and reflection (OEIS A002562); undefined for a shard. */
  unique: bigint | undefined;
  /** Solutions a 180° turn maps to themselves, and a 90° turn: additive over shards, for Burnside. */
  rot180: bigint;
  /** Solutions a 90° turn maps to themselves (see rot180). */
  rot90: bigint;
  /** Queens placed by the search (partial placements visited, the empty board not counted). */
  nodes: bigint;
  /** The textbook search's partial placements visited at each depth 0..n (the empty board, ..., the
   *  solutions): the profile of the plain backtrack tree, OEIS A319284's row n. Other searches: absent. */
  levels?: bigint[];
  /** Milliseconds the count took. */
  ms: number;
  /** Workers the count ran on (1: the calling thread), which may be fewer than options.threads
   *  asked: up to n = 15 a count runs in the calling thread, in Node and in browsers alike. */
  threads: number;
  engine: CountEngine;
  /** The GPU's adapter, when the engine is "gpu". */
  adapter?: string;
  algo: CountAlgo;
  /** A shard's units' results, resumed ones included, by unit (what `nqueens merge` reads);
   *  undefined for a whole count, whose units went to onUnit as they were counted: its memory
   *  does not grow with its units. */
  units?: UnitResult[];
  /** Units of this count (or shard) taken from options.done, and counted in this run. */
  resumed: number;
  counted: number;
  /** How many units the whole count has, and the fingerprint of its split (the same on every machine). */
  totalUnits: number;
  /** The fingerprint of the split into units (shards and checkpoints of one count agree on it);
   *  "" for the textbook search, which is not split (one unit). */
  split: string;
  /** The shard counted, when options.shard was given. */
  shard?: Shard;
}

/** What a count of one shard resolves to: its units listed, for `nqueens merge`.
 *  @example const { units } = await count(14, { shard: { index: 0, of: 4 } }); // every fourth unit's result, each with its check value */
export type ShardCountResult = CountResult & { shard: Shard; units: UnitResult[] };

const now = (): number => performance.now();

/** n for the exhaustive commands: 1..32, the width of the core's bit masks. */
export function checkCountSize(n: number): void {
  if (!Number.isSafeInteger(n) || n < 1 || n > MAX_COUNT_N) {
    throw new UsageError(`n must be from 1 to ${MAX_COUNT_N} for an exhaustive search (rows are 32-bit masks), got ${shown(n)}`);
  }
}

/** Refuses an algorithm that cannot count n. */
export function checkAlgo(n: number, algo: CountAlgo): void {
  if (algo === "quarter" && (n < QUARTER_MIN_N || n > QUARTER_MAX_N)) {
    throw new UsageError(`the quarter join counts n from ${QUARTER_MIN_N} to ${QUARTER_MAX_N}, got ${n}; use the backtracking search`);
  }
}

/** The searches a count splits into units (shards, checkpoints, workers): the CLI's --algo. */
export const COUNT_ALGOS: readonly SplitAlgo[] = ["quarter", "backtrack"];
const ANY_ALGO: readonly CountAlgo[] = [...COUNT_ALGOS, "textbook"];

const COUNT_KEYS = keysOf<CountOptions>({ engine: true, algo: true, threads: true, shard: true, done: true, onUnit: true, signal: true, timeoutMs: true, onProgress: true });
const SOLUTIONS_KEYS = keysOf<SolutionsOptions>({ engine: true, limit: true, signal: true, timeoutMs: true });

export async function countWith(platform: CountPlatform, n: number, given?: CountOptions): Promise<CountResult> {
  const options = optionsOf(given, "count", COUNT_KEYS);
  checkLimits(options as CountOptions & Record<string, unknown>, ["onProgress", "onUnit"]);
  checkCountSize(n);
  const engine = nameOf(options.engine, "engine", COUNT_ENGINES, "wasm");
  const threads = wholeOf(options.threads, "threads", 1, MAX_THREADS, 1);
  const shard = options.shard;
  if (shard !== undefined && !(typeof shard === "object" && shard !== null && Number.isSafeInteger(shard.of) && shard.of >= 1 && Number.isSafeInteger(shard.index) && shard.index >= 0 && shard.index < shard.of)) {
    throw new UsageError(`shard must be { index, of } with 0 <= index < of, got ${shown(shard)}`);
  }
  const algo = nameOf(options.algo, "algo", ANY_ALGO, engine === "gpu" ? "backtrack" : defaultAlgo(n));
  if (engine === "gpu" && algo !== "backtrack") throw new UsageError(`the GPU engine counts by backtracking: use algo "backtrack", not "${algo}"`);
  if (algo === "textbook") {
    if (engine === "gpu" || threads > 1 || shard !== undefined || options.done !== undefined || options.onUnit !== undefined) {
      throw new UsageError("the textbook search counts the whole board in this thread: it takes no threads, shard, done or onUnit");
    }
    const limited = timeLimited(options, () => new TimeoutError(`count not finished within the time limit of ${options.timeoutMs} ms`));
    try {
      return await countTextbook(platform, n, engine, { ...options, signal: limited.signal });
    } finally {
      limited.end();
    }
  }
  checkAlgo(n, algo);
  const split = unitSplit(n, algo);
  if (shard && shard.of > split.units) {
    throw new UsageError(`shard ${shard.index}/${shard.of}: the count of n=${n} by ${algo} has ${plural(split.units, "unit")}, so at most ${plural(split.units, "shard")}`);
  }
  const limited = timeLimited(options, () => new TimeoutError(`count not finished within the time limit of ${options.timeoutMs} ms`));
  try {
    return await countUnits(platform, n, { ...options, signal: limited.signal }, { engine, threads, shard, algo, split });
  } finally {
    limited.end();
  }
}

/** count()'s work, its options checked. */
async function countUnits(
  platform: CountPlatform, n: number, options: CountOptions,
  { engine, threads, shard, algo, split }: { engine: CountEngine; threads: number; shard: Shard | undefined; algo: SplitAlgo; split: UnitSplit },
): Promise<CountResult> {
  const { signal, onProgress, onUnit } = options;
  const started = now();
  const mine = shardUnits(split, shard);
  const tablesOffThread = split.parts && n >= TABLES_OFF_THREAD_MIN_N;
  const pool = engine !== "gpu" && ((threads > 1 && n > ONE_THREAD_MAX_N) || tablesOffThread) ? platform.pool : undefined;
  const estimate = new Estimate(split, mine, [], pool ? threads : 1);
  const taken = new UnitsDone(mine);
  // a shard lists its units (bounded by its share); a whole count only adds them up
  const results: UnitResult[] | undefined = shard ? [] : undefined;
  let phase: CountPhase = "resuming";
  let total = mine.count;
  let lastDone = 0;
  const progress = (done: number): void => {
    lastDone = done;
    onProgress?.({ done, total, resumed: taken.count, elapsedMs: now() - started, leftMs: phase === "resuming" ? undefined : estimate.leftMs, phase });
  };
  if (options.done !== undefined) {
    progress(0);
    await takeDone(options.done, { split, mine, taken, estimate, results, signal }, () => {
      total = mine.count - taken.count;
      progress(0);
    });
  }
  total = mine.count - taken.count;
  const todo = interleaved(mine, (u) => taken.has(u));
  // the quarter join builds its tables before a unit reports (on each worker, or here once), but
  // by rows none: each set of rows' pieces as the unit counts
  phase = split.parts && total > 0 && !quarterLayout(n).byRows ? "tables" : "counting";
  const moved = (done: number): void => {
    phase = "counting";
    progress(done);
  };
  progress(0);
  if (signal?.aborted) throw cancellation(signal); // stopped while `done` was read: nothing counted
  const board = { ...taken.sums };
  let countedUnits = 0;
  const counted = (counts: UnitResult): void => {
    const result = { ...counts, check: checkValue(split, counts) };
    onUnit?.(result);
    results?.push(result);
    addCounts(board, result);
    countedUnits++;
    estimate.finished(result.unit, result.ms);
  };

  let adapter: string | undefined;
  if (engine === "gpu") {
    if (!platform.gpu) throw new EngineUnavailableError("the GPU engine is not available on this platform");
    const gpu = await platform.gpu();
    adapter = gpu.adapter;
    // between dispatches, each a fraction of a second: progress, the event loop, the signal
    const slicer = new Slicer({ signal });
    const between = (finished: number): Promise<void> => {
      moved(finished);
      return slicer.breathe();
    };
    await countUnitsOnGpu(gpu, split, todo, { counted, between });
  } else if (pool && (total > 1 || (tablesOffThread && total > 0))) {
    // one unit at a time where each must be kept as soon as counted, and for the quarter join's
    // units, long enough that the estimate is worth a message each
    const maxChunk = onUnit || split.parts ? 1 : undefined;
    const heartbeat = onProgress ? setInterval(() => progress(lastDone), HEARTBEAT_MS) : undefined;
    try {
      await poolCount(pool, { n, engine, algo, threads, units: todo, count: total, maxChunk, signal, onUnit: counted, onDone: moved });
    } finally {
      clearInterval(heartbeat);
    }
  } else {
    // this thread: short calls, so V8 tiers the core up, with progress as the event loop is let through
    const counter = await platform.counter(engine);
    counter.setup(n);
    const slicer = new Slicer({ signal });
    let i = 0;
    for (const unit of todo) {
      const unitStarted = now();
      // each call timed by the slicer, which sizes the next one's budget to its time slice
      const steps = unitSteps(counter, split, unit, () => slicer.budget);
      const next = () => slicer.call(() => steps.next());
      let step = next();
      for (; !step.done; step = next()) {
        const share = step.value;
        // while the quarter join builds its table of pieces, still the phase "tables"
        await slicer.breathe(() => (counter.quarterBuilding ? progress(i) : moved(i + share)));
      }
      counted({ unit, ...step.value, ms: now() - unitStarted });
      i++;
      await slicer.breathe(() => moved(i));
    }
  }
  moved(total);
  return {
    n,
    solutions: board.solutions,
    unique: shard && shard.of > 1 ? undefined : fundamental(n, board),
    rot180: board.rot180,
    rot90: board.rot90,
    nodes: board.nodes,
    ms: now() - started,
    threads: pool ? Math.min(threads, Math.max(1, total)) : 1,
    engine,
    adapter,
    algo,
    units: results?.sort((a, b) => a.unit - b.unit),
    resumed: taken.count,
    counted: countedUnits,
    totalUnits: split.units,
    split: split.fingerprint,
    shard,
  };
}

/** count() by the textbook search (algo "textbook"), in this thread: the solutions and the tree's
 *  profile from the search, the fundamental count by Burnside from the symmetric solutions. */
async function countTextbook(platform: CountPlatform, n: number, engine: Engine, { signal, onProgress }: CountOptions): Promise<CountResult> {
  const started = now();
  const counter = await platform.counter(engine);
  counter.textbookStart(n);
  const slicer = new Slicer({ signal });
  // progress: the first column's rows whose subtrees are done (the current one begun, not done)
  const progress = (done: number): void => onProgress?.({ done, total: n, resumed: 0, elapsedMs: now() - started, leftMs: undefined, phase: "counting" });
  progress(0);
  while (!slicer.call((budget) => counter.textbookStep(budget))) {
    await slicer.breathe(() => progress(Number(counter.textbookLevels()[1]) - 1));
  }
  progress(n);
  const levels = counter.textbookLevels();
  const solutions = levels[n];
  const nodes = levels.slice(1).reduce((a, b) => a + b, 0n);
  counter.setup(n);
  const { rot180, rot90 } = n > 1 ? counter.symmetric(n) : { rot180: 0n, rot90: 0n };
  const board = { solutions, rot180, rot90, nodes };
  const ms = now() - started;
  return {
    n, ...board, unique: fundamental(n, board), ms, threads: 1, engine, algo: "textbook", levels,
    resumed: 0, counted: 1, totalUnits: 1, split: "", // one unit, never a shard: no units listed
  };
}

/** The sum of units' counts. */
export function sumCounts(units: Iterable<BoardCounts>): BoardCounts {
  const sum = { solutions: 0n, rot180: 0n, rot90: 0n, nodes: 0n };
  for (const u of units) addCounts(sum, u);
  return sum;
}

function addCounts(sum: BoardCounts, u: BoardCounts): void {
  sum.solutions += u.solutions;
  sum.rot180 += u.rot180;
  sum.rot90 += u.rot90;
  sum.nodes += u.nodes;
}

/** Units checked between looks at the clock while `done` is read. */
const DONE_PER_LOOK = 1024;

/** Reads options.done once, as it comes: each result checked (a unit of the split whose counts fit
 *  its check value), this shard's added up once (UnitsDone; a unit given again must have the same
 *  counts), every one's time a measure for the estimate; the event loop let through (`between`:
 *  progress) about every slice, so a read of millions of units can be aborted. */
async function takeDone(
  given: Iterable<UnitResult> | AsyncIterable<UnitResult>,
  { split, mine, taken, estimate, results, signal }: { split: UnitSplit; mine: ShardUnits; taken: UnitsDone; estimate: Estimate; results: UnitResult[] | undefined; signal?: AbortSignal },
  between: () => void,
): Promise<void> {
  const iterable = given as Partial<Iterable<UnitResult> & AsyncIterable<UnitResult>> | null;
  if (typeof iterable !== "object" || iterable === null || (typeof iterable[Symbol.iterator] !== "function" && typeof iterable[Symbol.asyncIterator] !== "function")) {
    throw new UsageError(`done must be an iterable or async iterable of unit results, got ${shown(given)}`);
  }
  const slicer = new Slicer({ signal });
  let looked = 0;
  /** Takes one result; true when the clock is due a look. */
  const take = (r: UnitResult): boolean => {
    const why = unitRejection(split, r);
    if (why) throw new NoAnswerError(`done: ${why}`);
    if (!inShard(mine, r.unit)) estimate.finished(r.unit, r.ms, false);
    else {
      const got = taken.take(r as UnitResult & { check: string });
      if (got === "conflict") throw new NoAnswerError(`done: unit ${r.unit} was given twice with different counts`);
      if (got === "new") {
        estimate.resumed(r.unit, r.ms);
        results?.push(r);
      }
    }
    return ++looked % DONE_PER_LOOK === 0;
  };
  if (typeof iterable[Symbol.asyncIterator] === "function") {
    for await (const r of iterable as AsyncIterable<UnitResult>) if (take(r)) await slicer.breathe(between);
  } else {
    for (const r of iterable as Iterable<UnitResult>) if (take(r)) await slicer.breathe(between);
  }
}

/** How solutions() runs; every field is optional.
 *  @example for await (const batch of solutions(10, { limit: 5 })) console.log(batch.count); // 5 solutions in all */
export interface SolutionsOptions {
  /** "wasm" (the default) or "ts", the pure-TypeScript twin (same solutions, same order). */
  engine?: Engine;
  /** Stop after this many solutions (a whole number >= 0, or Infinity, the default). */
  limit?: number;
  /** Aborting it ends the listing with the signal's reason (an AbortError DOMException by default). */
  signal?: AbortSignal;
  /** Milliseconds (>= 0) before the listing ends with TimeoutError. Default: no limit. */
  timeoutMs?: number;
}

/** Every solution of n queens in lexicographic order of the rows, in batches: each batch holds
 *  count solutions of n rows (one byte each) and is the caller's to keep. */
export async function* solutionsWith(platform: CountPlatform, n: number, given?: SolutionsOptions): AsyncGenerator<{ rows: Uint8Array; count: number }> {
  const options = optionsOf(given, "solutions", SOLUTIONS_KEYS);
  checkLimits(options as SolutionsOptions & Record<string, unknown>);
  checkCountSize(n);
  let left = limitOf(options.limit);
  const slicer = new Slicer(options);
  const counter = await platform.counter(nameOf(options.engine, "engine", ENGINES, "wasm"));
  counter.setup(n);
  counter.enumStart();
  while (left > 0 && !counter.enumDone) {
    const count = slicer.call((budget) => counter.enumNext(Math.min(OUT_CAP, left), budget));
    left -= count;
    if (count > 0) yield { rows: counter.solutionsOut().slice(0, count * n), count };
    await slicer.breathe();
  }
}

/** The lexicographically first solution, by plain backtracking (solve's algo "backtrack"). */
export async function firstWith(platform: CountPlatform, n: number, options: CheckedSolveOptions): Promise<SolveResult> {
  checkCountSize(n);
  if (n === 2 || n === 3) throw new NoAnswerError(`no placement of ${n} queens exists`);
  const { engine } = options;
  const slicer = new Slicer(options, () => new TimeoutError(timedOutMessage(options.timeoutMs)));
  const started = slicer.started;
  const counter = await platform.counter(engine);
  counter.setup(n);
  counter.enumStart();
  let found = 0;
  let nodes = 0;
  // nodes so far, of a total unknown (0) until the last event, which says done === total
  const progress = (total: number): void => options.onProgress?.({ stage: "search", done: nodes, total, conflicts: 0, elapsedMs: now() - started });
  while (found === 0 && !counter.enumDone) {
    found = slicer.call((budget) => counter.enumNext(1, budget));
    nodes += Number(counter.take().nodes);
    if (found > 0) break;
    progress(0);
    await slicer.breathe();
  }
  if (found === 0) throw new NoAnswerError(`no placement of ${n} queens exists`);
  progress(nodes);
  const rows = Int32Array.from(counter.solutionsOut().subarray(0, n));
  const check = options.verify;
  const verdict = check ? verify(rows) : undefined;
  if (verdict && !verdict.ok) throw invalidAnswer(engine, verdict.reason);
  const totalMs = now() - started;
  return answered(new Answer(rows), {
    n, seed: 0, engine, algo: "backtrack" as const, initMs: 0, repairMs: totalMs, totalMs,
    steps: nodes, restarts: 0, initConflicts: 0, fullScans: 0, memoryBytes: 0, verified: check,
  });
}
