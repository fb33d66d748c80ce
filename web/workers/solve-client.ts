// The page's side of the solve worker: one request at a time, progress callbacks, and a Cancel
// that answers at once whatever the worker is doing (a slice, the check, the copy): the run's
// promise rejects on the spot and the worker is terminated (its memory with it); the next
// request starts a fresh one, which costs a compile of the small .wasm, a few milliseconds.
import type { SolveStats } from "../../src/api/solve.js";
import type { AfterTimes, FailureKind, FromWorker, Limits, SolveRequest, ToWorker, WorkerProgress } from "./protocol.js";

/** After an answer of this much Wasm memory or more the worker is ended, so that memory is given
 *  back at once (a Wasm memory never shrinks); the next solve starts a fresh one. */
const RELEASE_FROM_BYTES = 16 * 1024 * 1024;

export class SolveFailure extends Error {
  constructor(readonly kind: FailureKind, message: string) {
    super(message);
  }
}

export interface SolveAnswer {
  rows: Int32Array;
  stats: SolveStats;
  times: AfterTimes;
}

interface Pending {
  resolve(result: never): void;
  reject(error: SolveFailure): void;
  onProgress(progress: WorkerProgress): void;
}

export class SolveClient {
  private worker: Worker | null = null;
  private nextId = 1;
  private readonly pending = new Map<number, Pending>();
  private limitsAsked: Promise<Limits> | undefined;

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
    if (message.type === "error") {
      pending.reject(new SolveFailure(message.kind, message.message));
    } else if (message.type === "limits") {
      pending.resolve(message.limits as never);
    } else {
      if (message.stats.memoryBytes >= RELEASE_FROM_BYTES && this.pending.size === 0) this.end();
      pending.resolve({ rows: message.rows, stats: message.stats, times: message.times } as never);
    }
  }

  private end(): void {
    this.worker?.terminate();
    this.worker = null;
  }

  private failAll(error: SolveFailure): void {
    for (const pending of this.pending.values()) pending.reject(error);
    this.pending.clear();
    this.end();
  }

  private request<T>(message: ToWorker, onProgress: (progress: WorkerProgress) => void = () => {}): Promise<T> {
    const result = new Promise<T>((resolve, reject) => {
      this.pending.set(message.id, { resolve: resolve as (result: never) => void, reject, onProgress });
    });
    this.post(message);
    return result;
  }

  /** The largest n each engine takes, asked of the worker once (again if that ask failed). */
  limits(): Promise<Limits> {
    const asked = (this.limitsAsked ??= this.request<Limits>({ type: "limits", id: this.nextId++ }));
    asked.catch(() => {
      if (this.limitsAsked === asked) this.limitsAsked = undefined;
    });
    return asked;
  }

  /** Starts a solve; `cancel()` rejects the promise with kind "cancelled" at once. */
  solve(request: SolveRequest, onProgress: (progress: WorkerProgress) => void): { result: Promise<SolveAnswer>; cancel(): void } {
    const id = this.nextId++;
    const result = this.request<SolveAnswer>({ type: "solve", id, ...request }, onProgress);
    const cancel = (): void => {
      if (this.pending.has(id)) this.failAll(new SolveFailure("cancelled", "cancelled"));
    };
    return { result, cancel };
  }
}
