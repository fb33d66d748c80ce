// The page's side of a one-job-at-a-time Web Worker (web/workers/place-worker.ts, web/workers/bench-worker.ts):
// a request, progress callbacks, the reply. Cancel terminates the worker at once (nothing in it
// is worth keeping) and the next request starts a fresh one.
import type { FailureKind } from "./protocol.js";

export class WorkerFailure extends Error {
  /** `squares`: the squares the failure is about (row, column pairs), when the worker names them. */
  constructor(readonly kind: FailureKind, message: string, readonly squares?: number[]) {
    super(message);
  }
}

/** What these workers post: progress, then one done or error. */
export type JobReply<Result, Progress> =
  | { type: "progress"; progress: Progress }
  | { type: "done"; result: Result }
  | { type: "error"; kind: FailureKind; message: string; squares?: number[] };

export class WorkerClient<Request, Result, Progress> {
  private worker: Worker | null = null;
  private busy: { reject(error: WorkerFailure): void } | null = null;

  constructor(private readonly script: string, private readonly name: string) {}

  /** Starts a job (one at a time: a running one is cancelled first). */
  run(request: Request, onProgress: (progress: Progress) => void = () => {}): { result: Promise<Result>; cancel(): void } {
    this.stop("cancelled");
    const worker = (this.worker ??= new Worker(new URL(this.script, import.meta.url), { type: "module", name: this.name }));
    const result = new Promise<Result>((resolve, reject) => {
      this.busy = { reject };
      const done = (): void => {
        worker.removeEventListener("message", onMessage);
        worker.removeEventListener("error", onError);
        this.busy = null;
      };
      const onMessage = ({ data }: MessageEvent<JobReply<Result, Progress>>): void => {
        if (data.type === "progress") return onProgress(data.progress);
        done();
        if (data.type === "done") resolve(data.result);
        else reject(new WorkerFailure(data.kind, data.message, data.squares));
      };
      const onError = (event: ErrorEvent): void => {
        event.preventDefault();
        done();
        this.worker?.terminate();
        this.worker = null;
        reject(new WorkerFailure("internal", `the ${this.name} worker failed: ${event.message || "could not start"}`));
      };
      worker.addEventListener("message", onMessage);
      worker.addEventListener("error", onError);
    });
    worker.postMessage(request);
    return { result, cancel: () => this.stop("cancelled") };
  }

  private stop(kind: FailureKind): void {
    if (this.busy === null) return;
    const { reject } = this.busy;
    this.busy = null;
    this.worker?.terminate();
    this.worker = null;
    reject(new WorkerFailure(kind, "cancelled"));
  }
}
