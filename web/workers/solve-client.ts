// The page's side of the solve worker: one request at a time, progress callbacks, and a
// Cancel that asks the worker to stop and, if it has not within a second, replaces it.
import type { SolveProgress, SolveStats } from "../../src/api/solve.js";
import type { FailureKind, FromWorker, SolveRequest, ToWorker } from "./protocol.js";

/** How long a cancelled worker may take to notice before it is terminated. */
const CANCEL_GRACE_MS = 1000;

export class SolveFailure extends Error {
  constructor(readonly kind: FailureKind, message: string) {
    super(message);
  }
}

interface Pending {
  resolve(result: { rows: Int32Array; stats: SolveStats }): void;
  reject(error: SolveFailure): void;
  onProgress(progress: SolveProgress): void;
}

export class SolveClient {
  private worker: Worker | null = null;
  private nextId = 1;
  private readonly pending = new Map<number, Pending>();

  private spawn(): Worker {
    const worker = new Worker(new URL("./solve-worker.js", import.meta.url), { type: "module", name: "nqueens-solve" });
    worker.addEventListener("message", (event: MessageEvent<FromWorker>) => this.receive(event.data));
    worker.addEventListener("error", (event) => {
      event.preventDefault();
      this.failAll(new SolveFailure("internal", `the solve worker failed: ${event.message || "could not start"}`));
    });
    return worker;
  }

  private post(message: ToWorker): void {
    this.worker ??= this.spawn();
    this.worker.postMessage(message);
  }

  private receive(message: FromWorker): void {
    const pending = this.pending.get(message.id);
    if (pending === undefined) return; // a run already cancelled on this side
    if (message.type === "progress") {
      pending.onProgress(message.progress);
      return;
    }
    this.pending.delete(message.id);
    if (message.type === "done") pending.resolve({ rows: message.rows, stats: message.stats });
    else pending.reject(new SolveFailure(message.kind, message.message));
  }

  private failAll(error: SolveFailure): void {
    for (const pending of this.pending.values()) pending.reject(error);
    this.pending.clear();
    this.worker?.terminate();
    this.worker = null;
  }

  /** Starts a solve; `cancel()` rejects the promise with kind "cancelled" within about a second. */
  solve(request: SolveRequest, onProgress: (progress: SolveProgress) => void): { result: Promise<{ rows: Int32Array; stats: SolveStats }>; cancel(): void } {
    const id = this.nextId++;
    const result = new Promise<{ rows: Int32Array; stats: SolveStats }>((resolve, reject) => {
      this.pending.set(id, { resolve, reject, onProgress });
    });
    this.post({ type: "solve", id, ...request });
    const cancel = (): void => {
      if (!this.pending.has(id)) return;
      this.post({ type: "cancel", id });
      const worker = this.worker;
      setTimeout(() => {
        // still running after the grace period (a long slice, or the engine loading): start over
        if (this.pending.has(id) && this.worker === worker) this.failAll(new SolveFailure("cancelled", "cancelled"));
      }, CANCEL_GRACE_MS);
    };
    return { result, cancel };
  }
}
