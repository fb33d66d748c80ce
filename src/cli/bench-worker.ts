// A worker_threads worker of `nqueens bench` (bundled to dist/bench-worker.js): runs the runs it
// is sent one at a time and replies with the wall time and the result's checks. The parent
// starts a fresh worker per rep, so the first run is cold, and terminates it past the time limit.
import { parentPort } from "node:worker_threads";
import { setFlagsFromString, getHeapStatistics } from "node:v8";
import { runInNewContext } from "node:vm";
import { count, solve, verify } from "../index.js";
import { UsageError } from "../errors/errors.js";
import { GaveUpError } from "../errors/errors.js";
import { defined, labOptionsOf } from "./lab-flags.js";
import type { BenchAlgo, BenchEngine } from "../bench/types.js";

export interface RunRequest {
  algo: BenchAlgo;
  engine: BenchEngine;
  n: number;
  seed: number;
  /** The variant's options by their command-line names (sideways: "0"). */
  options?: Record<string, string>;
}

export type RunReply =
  | { ok: true; ms: number; work: number; initMs?: number; stateBytes: number | null; heapBytes: number; check: string; solutions?: string; search?: string;
      /** false: the search gave up within its limits (a seeded run's failure, not an error). */
      solved: boolean; restarts: number }
  | { ok: false; usage: boolean; message: string };

type Collect = (options?: { type: "minor" | "major" }) => void;

/** V8's gc(), exposed in this worker whether or not node ran with --expose-gc. */
function collector(): Collect {
  const exposed = (globalThis as { gc?: Collect }).gc;
  if (exposed) return exposed;
  setFlagsFromString("--expose-gc"); // what `node --expose-gc` does, for contexts made from now on
  return runInNewContext("gc") as Collect;
}
const gc = collector();

/** The heap's growth since the last full collection past which the next run starts with one.
 *  Below it the runs since left too little to set off a major collection in the next, and a minor
 *  one (a fraction of a millisecond) clears the young garbage they left; a full one takes ~5 ms,
 *  more than a whole 8-queen run, and 400 seeds spent 9 s in them. It also bounds what garbage
 *  the heap figure after a run can hold. */
const FULL_COLLECTION_GROWTH_BYTES = 1 << 20;
let heapAfterFullCollection = -Infinity;

/** Collects before a run, so that one run's garbage is not collected during the next. */
function collectBetweenRuns(): void {
  if (heapInUse() - heapAfterFullCollection > FULL_COLLECTION_GROWTH_BYTES) {
    gc();
    heapAfterFullCollection = heapInUse();
  } else {
    gc({ type: "minor" });
  }
}

/** The V8 heap in use: the JS heap and the buffers outside it. */
function heapInUse(): number {
  const h = getHeapStatistics();
  return h.used_heap_size + h.external_memory;
}

async function run({ algo, engine, n, seed, options = {} }: RunRequest): Promise<RunReply> {
  collectBetweenRuns();
  if (algo === "count" || algo === "textbook") {
    const started = performance.now();
    const result = await count(n, { engine, threads: 1, ...(algo === "textbook" && { algo }) });
    const ms = performance.now() - started;
    // the parent asserts the count against OEIS A000170 and across engines and searches
    return {
      ok: true, ms, work: Number(result.nodes), stateBytes: null, heapBytes: heapInUse(), check: "count",
      solutions: result.solutions.toString(), search: result.algo, solved: true, restarts: 0,
    };
  }
  const started = performance.now();
  let answer;
  try {
    answer = await solve(n, { engine, algo, seed, verify: false, ...defined(labOptionsOf(options, "")) });
  } catch (error) {
    if (!(error instanceof GaveUpError)) throw error;
    const ms = performance.now() - started;
    return { ok: true, ms, work: error.steps, stateBytes: null, heapBytes: heapInUse(), check: "gave up", solved: false, restarts: error.restarts };
  }
  const { rows, stats } = answer;
  const ms = performance.now() - started;
  const verdict = verify(rows); // outside the timed part; a wrong answer is never timed
  if (!verdict.ok) throw new Error(`wrong answer from ${algo} on ${engine} at n = ${n}, seed ${seed}: ${verdict.reason}`);
  return {
    ok: true, ms,
    work: algo === "construct" ? n : stats.steps,
    initMs: algo === "minconflicts" && options.move !== "column" ? stats.initMs : undefined,
    stateBytes: algo === "backtrack" ? null : stats.memoryBytes,
    heapBytes: heapInUse(),
    check: "verify",
    solved: true,
    restarts: stats.restarts,
  };
}

parentPort?.on("message", (request: RunRequest) => {
  run(request).then(
    (reply) => parentPort?.postMessage(reply),
    (error: unknown) => parentPort?.postMessage({
      ok: false,
      usage: error instanceof UsageError,
      message: error instanceof Error ? error.message : String(error),
    } satisfies RunReply),
  );
});
parentPort?.postMessage({ ready: true }); // the parent starts its clock from here, not from the thread's start
