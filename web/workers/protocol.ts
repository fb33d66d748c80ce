// Messages between the page (web/workers/solve-client.ts) and the solve worker (web/workers/solve-worker.ts).
import type { Engine, SolveAlgo, SolveProgress, SolveStats } from "../../src/api/solve.js";

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

export type ToWorker = ({ type: "solve"; id: number } & SolveRequest) | { type: "cancel"; id: number } | { type: "limits"; id: number };

/** usage: bad n or seed; noanswer: none exists or none found; memory: n does not fit here. */
export type FailureKind = "usage" | "noanswer" | "cancelled" | "memory" | "internal";

export type FromWorker =
  | { type: "progress"; id: number; progress: WorkerProgress }
  | { type: "done"; id: number; rows: Int32Array; stats: SolveStats; times: AfterTimes }
  | { type: "limits"; id: number; limits: Limits }
  | { type: "error"; id: number; kind: FailureKind; message: string };
