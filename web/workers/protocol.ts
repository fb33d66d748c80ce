// Messages between the page (web/workers/solve-client.ts) and the solve worker (web/workers/solve-worker.ts).
import type { Engine, SolveAlgo, SolveProgress, SolveStats } from "../../src/api/solve.js";

export interface SolveRequest {
  n: number;
  /** Absent: the worker draws one, and reports it in the stats. */
  seed?: number;
  engine: Engine;
  algo: SolveAlgo;
}

export type ToWorker = ({ type: "solve"; id: number } & SolveRequest) | { type: "cancel"; id: number };

/** usage: bad n or seed; noanswer: none exists or none found; memory: n does not fit here. */
export type FailureKind = "usage" | "noanswer" | "cancelled" | "memory" | "internal";

export type FromWorker =
  | { type: "progress"; id: number; progress: SolveProgress }
  | { type: "done"; id: number; rows: Int32Array; stats: SolveStats }
  | { type: "error"; id: number; kind: FailureKind; message: string };
