// The Edit tab's worker: the place API of the browser build (src/browser.ts: place and
// countPlacements) on the same release.wasm, so a long search never freezes the page. One job at
// a time; progress at most every 100 ms; Cancel terminates the worker (web/workers/worker-client.ts).
import { countPlacements, place, NoAnswerError, UsageError } from "../../src/browser.js";
import type { Piece } from "../../src/browser.js";
import { FixedAttackError } from "../../src/api/place.js";
import type { JobReply } from "./worker-client.js";
import type { FailureKind } from "./protocol.js";
import { workerScope } from "./scope.js";

export interface PlaceRequest {
  what: "place" | "count";
  n: number;
  piece: Piece;
  /** Flat row, column pairs, 0-based. */
  blocked: number[];
  fixed: number[];
}

export type PlaceReply =
  | { what: "place"; rows: number[]; method: string; ms: number; work: number; verified: boolean }
  | { what: "count"; count: string; nodes: number; ms: number };

export interface PlaceWorkerProgress { stage: string; done: number; elapsedMs: number }

const scope = workerScope<PlaceRequest, JobReply<PlaceReply, PlaceWorkerProgress>>();

scope.addEventListener("message", async ({ data }) => {
  const { what, n, piece, blocked, fixed } = data;
  let last = 0;
  const onProgress = (p: { stage: string; done: number; elapsedMs: number }): void => {
    if (p.elapsedMs - last < 100) return;
    last = p.elapsedMs;
    scope.postMessage({ type: "progress", progress: { stage: p.stage, done: p.done, elapsedMs: p.elapsedMs } });
  };
  try {
    if (what === "place") {
      const { rows, stats } = await place({ n, piece, blocked, fixed }, { onProgress, seed: 1 });
      scope.postMessage({ type: "done", result: { what, rows: Array.from(rows), method: stats.method, ms: stats.ms, work: stats.work, verified: stats.verified } });
    } else {
      const { count, nodes, ms } = await countPlacements({ n, piece, blocked, fixed }, { onProgress });
      scope.postMessage({ type: "done", result: { what, count: String(count), nodes, ms } });
    }
  } catch (error) {
    const kind: FailureKind = error instanceof UsageError ? "usage" : error instanceof NoAnswerError ? "noanswer" : "internal";
    const squares = error instanceof FixedAttackError ? [...error.squares] : undefined;
    scope.postMessage({ type: "error", kind, message: error instanceof Error ? error.message : String(error), squares });
  }
});
