// The Edit tab's worker: the place API of the browser build (src/browser.ts: place and
// countPlacements) on the same release.wasm, so a long search never freezes the page. One job at
// a time; progress at most every 100 ms; Cancel terminates the worker (web/workers/worker-client.ts, the page's one worker protocol).
import { countPlacements, place, type Piece } from "../../src/browser.js";
import { serveJobs } from "./worker-client.js";

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

/** total: the work a rook count is estimated to take (0 while unknown), else 0. */
export interface PlaceWorkerProgress { stage: string; done: number; total: number; elapsedMs: number }

serveJobs<PlaceRequest, PlaceReply, PlaceWorkerProgress>(async ({ what, n, piece, blocked, fixed }, progress) => {
  let last = 0;
  const onProgress = (p: PlaceWorkerProgress): void => {
    if (p.elapsedMs - last < 100) return;
    last = p.elapsedMs;
    progress({ stage: p.stage, done: p.done, total: p.total, elapsedMs: p.elapsedMs });
  };
  if (what === "place") {
    const { rows, stats } = await place({ n, piece, blocked, fixed }, { onProgress, seed: 1 });
    return { result: { what, rows: Array.from(rows), method: stats.method, ms: stats.ms, work: stats.work, verified: stats.verified } };
  }
  const { count, nodes, ms } = await countPlacements({ n, piece, blocked, fixed }, { onProgress });
  return { result: { what, count: String(count), nodes: Number(nodes), ms } };
});
