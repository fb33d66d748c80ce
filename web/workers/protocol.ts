// The solve worker's jobs (web/workers/solve-worker.ts), over the page's one worker protocol
// (web/workers/worker-client.ts): the request, the progress, the answer, and the page's solver.
import { largestN, type Engine, type SolveAlgo, type SolveProgress, type SolveStats } from "../../src/browser.js";
import { pageCore } from "../core.js";
import { WorkerClient } from "./worker-client.js";

export interface SolveRequest {
  n: number;
  /** Absent: the worker draws one, and reports it in the stats. */
  seed?: number;
  engine: Engine;
  algo: SolveAlgo;
}

/** The largest n each engine takes (WebAssembly: what fits in its 4 GiB of memory). */
export type Limits = Record<Engine, number>;

/** What the worker does after the search: the verifier's check, then handing the rows over. */
export interface AfterProgress {
  stage: "check" | "handover";
  elapsedMs: number;
}

export type WorkerProgress = SolveProgress | AfterProgress;

/** Milliseconds the worker spent on the verifier's check and on handing the rows over. */
export interface AfterTimes {
  checkMs: number;
  handoverMs: number;
}

export interface SolveAnswer {
  rows: Int32Array;
  stats: SolveStats;
  times: AfterTimes;
}

export type Solver = WorkerClient<SolveRequest, SolveAnswer, WorkerProgress>;

/** After an answer of this much Wasm memory or more the worker is ended, so that memory is given
 *  back at once; the next solve starts a fresh one. */
const RELEASE_FROM_BYTES = 16 * 1024 * 1024;

export const newSolver = (): Solver =>
  new WorkerClient("./solve-worker.js", "nqueens-solve", (answer: SolveAnswer) => answer.stats.memoryBytes >= RELEASE_FROM_BYTES);

let limitsAsked: Promise<Limits> | undefined;

/** The largest n each engine takes, asked of the browser API once the page's core is in (again if
 *  that ask failed). */
export function engineLimits(): Promise<Limits> {
  const asked = (limitsAsked ??= pageCore().then(() => Promise.all([largestN("wasm"), largestN("ts")])).then(([wasm, ts]) => ({ wasm, ts })));
  asked.catch(() => {
    if (limitsAsked === asked) limitsAsked = undefined;
  });
  return asked;
}
