// The Bench tab's worker: Wasm against the TypeScript twin in this browser, through the browser
// API's solve (src/browser.ts), cell by cell (algorithm × engine × n): one cold run, then `reps`
// warm ones (each a batch of at least 5 ms), every timed answer checked by the verifier. Replies
// with the cells in the CLI bench's result format (src/bench/types.ts), so the page draws the
// CLI's table and chart.
import { solve, verify, NoAnswerError } from "../../src/browser.js";
import { WORK_UNIT, type BenchAlgo, type BenchEngine, type Cell, type Series } from "../../src/bench/types.js";
import { serveJobs } from "./worker-client.js";

export interface BenchRequest {
  sizes: number[];
  algos: BenchAlgo[];
  engines: BenchEngine[];
  reps: number;
  timeoutMs: number;
}

export interface BenchProgress { done: number; total: number; cell: Cell }

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

serveJobs<BenchRequest, Cell[], BenchProgress>(async ({ sizes, algos, engines, reps, timeoutMs }, progress) => {
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
