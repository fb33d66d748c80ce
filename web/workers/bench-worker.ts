// The Bench tab's worker: Wasm against the TypeScript twin in this browser, through the browser
// API's solve (src/browser.ts), cell by cell (algorithm × engine × n): one cold run, then `reps`
// warm ones (each a batch of at least 5 ms), every timed answer checked by the verifier. Replies
// with the cells in the CLI bench's result format (src/bench/types.ts), so the page draws the
// CLI's table and chart.
import { count, solve, verify, watch, GaveUpError, NoAnswerError, TimeoutError, type LabOptions } from "../../src/browser.js";
import { knownSolutions } from "../../src/data/known-counts.js";
import { clockStepMs, seedStats } from "../../src/bench/seeds.js";
import { COUNTS, DEFAULT_REPS, MAX_ALGO_N, SEEDED, WORK_UNIT, type BenchAlgo, type BenchEngine, type Cell, type SeedRun, type Series } from "../../src/bench/types.js";
import { serveJobs } from "./worker-client.js";

export interface BenchRequest {
  sizes: number[];
  algos: BenchAlgo[];
  engines: BenchEngine[];
  reps: number;
  timeoutMs: number;
}

/** Many seeds per cell: each variant (an algorithm with options) at each n, seeds 1..seeds, on wasm. */
export interface SeedsRequest {
  kind: "seeds";
  sizes: number[];
  variants: { name: string; algo: BenchAlgo; options: LabOptions }[];
  seeds: number;
  timeoutMs: number;
}

export interface BenchProgress { done: number; total: number; cell: Cell }

/** Attacked queens against steps for one variant: the mean over its first seeds, stepped through
 *  watch() on the TS twin (the core's very steps; a watcher holds its engine for its whole life,
 *  and a twin needs no Wasm instance); a run that ended holds its last count (0 once solved). */
export interface AttackTrace {
  name: string;
  n: number;
  seeds: number;
  /** [step as Bench counts it (0: the starting board), mean attacking pairs (h) after it] */
  points: [number, number][];
}

export interface SeedsResult {
  cells: Cell[];
  traces: AttackTrace[];
  /** The step of this worker's clock, ms (a run shorter reads 0). */
  clockMs: number;
}

/** The traces: the smallest n of the request up to TRACE_MAX_N (each step recounts the board), the
 *  first TRACE_SEEDS seeds, TRACE_STEPS steps. */
const TRACE_MAX_N = 1000;
const TRACE_SEEDS = 20;
const TRACE_STEPS = 300;

const SEED = 1;

function series(runs: number[]): Series {
  const sorted = [...runs].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  const medianMs = sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
  return { medianMs, minMs: sorted[0], maxMs: sorted[sorted.length - 1], runsMs: runs };
}

/** A timed run lasts at least this long: a browser's clock is coarse (0.1 ms in a worker that is
 *  not cross-origin isolated), so short solves are repeated and the time divided (as mitata does). */
const MIN_BATCH_MS = 5;

async function measure(algo: BenchAlgo, engine: BenchEngine, n: number, reps: number, timeoutMs: number): Promise<Cell> {
  const workUnit = WORK_UNIT[algo];
  const options = { engine, algo: algo as "minconflicts" | "construct", seed: SEED, timeoutMs, verify: false };
  /** One solve (cold) or a batch of them (warm): ms per solve, the last one's stats, its answer verified. */
  const timed = async (minMs: number): Promise<{ ms: number; work: number; initMs: number; bytes: number }> => {
    const started = performance.now();
    let calls = 0;
    let last;
    do {
      last = await solve(n, options);
      calls++;
    } while (performance.now() - started < minMs);
    const ms = (performance.now() - started) / calls;
    if (!verify(last.rows).ok) throw new Error(`the ${engine} engine's ${algo} answer for n = ${n} does not verify`);
    const { stats } = last;
    return { ms, work: algo === "construct" ? n : stats.steps, initMs: stats.initMs, bytes: stats.memoryBytes };
  };
  try {
    const cold = await timed(0);
    const warm = [];
    for (let k = 0; k < reps; k++) warm.push(await timed(MIN_BATCH_MS));
    const median = (values: number[]): number => series(values).medianMs;
    return {
      algo, engine, n, status: "ok", workUnit, check: "verify",
      // a single cold solve under the clock's resolution has no time to show
      cold: cold.ms > 0 ? series([cold.ms]) : undefined, warm: series(warm.map((w) => w.ms)),
      work: median(warm.map((w) => w.work)), initMs: algo === "minconflicts" ? median(warm.map((w) => w.initMs)) : undefined,
      stateBytes: warm[0]?.bytes ?? cold.bytes,
    };
  } catch (error) {
    if (error instanceof NoAnswerError && /time limit/.test(error.message)) return { algo, engine, n, status: "timeout", workUnit, note: `over ${timeoutMs / 1000} s` };
    if (error instanceof NoAnswerError) return { algo, engine, n, status: "unsupported", workUnit, note: error.message };
    throw error;
  }
}

/** One run of a cell of --seeds, its answer checked: a placement by the verifier, a count against
 *  OEIS A000170 (a count's solutions and search come with it). */
async function seedRun(variant: SeedsRequest["variants"][number], n: number, seed: number, timeoutMs: number): Promise<SeedRun & { solutions?: string; search?: string }> {
  const started = performance.now();
  const { algo } = variant;
  if (algo === "count" || algo === "textbook") {
    const result = await count(n, { engine: "wasm", threads: 1, timeoutMs, ...(algo === "textbook" && { algo }) });
    if (result.solutions !== knownSolutions(n)) throw new Error(`${algo} ${n} gave ${result.solutions} solutions, not OEIS A000170's ${knownSolutions(n)}`);
    return { seed, solved: true, ms: performance.now() - started, steps: Number(result.nodes), restarts: 0, solutions: String(result.solutions), search: result.algo };
  }
  try {
    const { rows, stats } = await solve(n, { engine: "wasm", algo: variant.algo as "minconflicts", seed, timeoutMs, ...variant.options });
    if (!verify(rows).ok) throw new Error(`${variant.name}'s answer for n = ${n}, seed ${seed} does not verify`);
    return { seed, solved: true, ms: performance.now() - started, steps: variant.algo === "construct" ? n : stats.steps, restarts: stats.restarts };
  } catch (error) {
    // a give-up counts, with its steps; a timeout ends the cell
    if (!(error instanceof GaveUpError)) throw error;
    return { seed, solved: false, ms: performance.now() - started, steps: error.steps, restarts: error.restarts };
  }
}

/** The seed of the untimed warm-up run that opens every cell, as the CLI's (the cold run left out). */
const WARM_UP_SEED = 1_000_000;

/** One cell of --seeds: an untimed warm-up run, then seeds 1..K (an algorithm without a seed:
 *  DEFAULT_REPS runs), solved or not; a run past the time limit ends the cell with the runs so
 *  far, as the CLI's does. */
async function seedCell(variant: SeedsRequest["variants"][number], n: number, seeds: number, timeoutMs: number): Promise<Cell> {
  const cell: Cell = { algo: variant.algo, variant: variant.name, engine: "wasm", n, status: "ok", workUnit: WORK_UNIT[variant.algo], check: COUNTS.includes(variant.algo) ? "count" : "verify" };
  if (n > MAX_ALGO_N[variant.algo]) return { ...cell, status: "unsupported", note: `${variant.algo} takes n <= ${MAX_ALGO_N[variant.algo]}` };
  const runs: SeedRun[] = [];
  let note: string | undefined;
  let counted: { solutions?: string; search?: string } = {};
  const last = SEEDED.includes(variant.algo) ? seeds : DEFAULT_REPS;
  for (let seed = 0; seed <= last; seed++) {
    try {
      const { solutions, search, ...run } = await seedRun(variant, n, seed === 0 ? WARM_UP_SEED : seed, timeoutMs);
      if (seed > 0) runs.push(run);
      counted = { solutions, search };
    } catch (error) {
      if (!(error instanceof TimeoutError)) throw error;
      note = `${seed === 0 ? "the warm-up run" : `seed ${seed}`} passed ${timeoutMs / 1000} s`;
      break;
    }
  }
  if (runs.length === 0) return { ...cell, status: "timeout", note };
  return { ...cell, ...(note !== undefined && { status: "timeout", note }), seeds: seedStats(runs), seedRuns: runs, ...counted };
}

async function attackTrace(variant: SeedsRequest["variants"][number], n: number, seeds: number): Promise<AttackTrace> {
  const sums = new Float64Array(TRACE_STEPS + 1);
  const runs = Math.min(seeds, TRACE_SEEDS);
  for (let seed = 1; seed <= runs; seed++) {
    const watcher = await watch(n, { engine: "ts", algo: variant.algo as "minconflicts", seed, ...variant.options });
    // h after each of the search's steps (as Bench counts them); step 0: the starting board, its start's placements done
    const h = new Float64Array(TRACE_STEPS + 1).fill(Number.NaN);
    for (const event of watcher) {
      if (event.steps > TRACE_STEPS) break;
      h[event.steps] = event.hAfter;
    }
    let last = 0;
    for (let step = 0; step <= TRACE_STEPS; step++) {
      if (!Number.isNaN(h[step])) last = h[step];
      sums[step] += last;
    }
  }
  return { name: variant.name, n, seeds: runs, points: Array.from(sums, (sum, step) => [step, sum / runs] as [number, number]) };
}

async function seedCells({ sizes, variants, seeds, timeoutMs }: SeedsRequest, progress: (p: BenchProgress) => void): Promise<SeedsResult> {
  const cells: Cell[] = [];
  const total = sizes.length * variants.length;
  /** The variants that timed out, and at which n: their larger n are skipped. */
  const timedOut = new Map<string, number>();
  for (const n of sizes) {
    for (const variant of variants) {
      const over = timedOut.get(variant.name);
      const cell = over !== undefined && n > over
        ? { algo: variant.algo, variant: variant.name, engine: "wasm" as const, n, status: "skipped" as const, workUnit: WORK_UNIT[variant.algo], note: `n = ${over} timed out` }
        : await seedCell(variant, n, seeds, timeoutMs);
      if (cell.status === "timeout") timedOut.set(variant.name, n);
      cells.push(cell);
      progress({ done: cells.length, total, cell });
    }
  }
  const traced = Math.min(...sizes);
  const traces: AttackTrace[] = [];
  if (traced <= TRACE_MAX_N) for (const variant of variants.filter((v) => SEEDED.includes(v.algo))) traces.push(await attackTrace(variant, traced, seeds));
  return { cells, traces, clockMs: clockStepMs() };
}

serveJobs<BenchRequest | SeedsRequest, Cell[] | SeedsResult, BenchProgress>(async (request, progress) => {
  if ("kind" in request) return { result: await seedCells(request, progress) };
  const { sizes, algos, engines, reps, timeoutMs } = request;
  const cells: Cell[] = [];
  const total = sizes.length * algos.length * engines.length;
  const timedOut = new Set<string>();
  for (const n of sizes) {
    for (const algo of algos) {
      for (const engine of engines) {
        const line = `${algo}/${engine}`;
        const cell: Cell = timedOut.has(line)
          ? { algo, engine, n, status: "skipped", workUnit: WORK_UNIT[algo], note: "a smaller n timed out" }
          : await measure(algo, engine, n, reps, timeoutMs);
        if (cell.status === "timeout") timedOut.add(line);
        cells.push(cell);
        progress({ done: cells.length, total, cell });
      }
    }
  }
  return { result: cells };
});
