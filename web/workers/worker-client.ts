// The one protocol between the page and its Web Workers (web/workers/solve-worker.ts,
// place-worker.ts, bench-worker.ts): the page posts a request, the worker answers with progress
// any number of times, then one done or error. The page's side is WorkerClient, one job at a
// time, whose Cancel terminates the worker at once whatever it is doing (nothing in it is worth
// keeping; the next request starts a fresh one, a compile of the small .wasm, a few milliseconds).
// The worker's side is serveJobs. The count's workers are the browser API's own (src/pool/).
import { CancelledError, NoAnswerError, UsageError } from "../../src/browser.js";
import { workerScope } from "./scope.js";

/** usage: bad input; noanswer: none exists or none found; memory: it does not fit here. */
export type FailureKind = "usage" | "noanswer" | "cancelled" | "memory" | "internal";

export class WorkerFailure extends Error {
  /** `squares`: the squares the failure is about (row, column pairs), when the worker names them. */
  constructor(readonly kind: FailureKind, message: string, readonly squares?: number[]) {
    super(message);
  }
}

/** What a worker posts: progress, then one done or error. */
export type JobReply<Result, Progress> =
  | { type: "progress"; progress: Progress }
  | { type: "done"; result: Result }
  | { type: "error"; kind: FailureKind; message: string; squares?: number[] };

export class WorkerClient<Request, Result, Progress> {
  private worker: Worker | null = null;
  private busy: { reject(error: WorkerFailure): void } | null = null;

  /** `release(result)`: whether to end the worker once it has answered, so memory it grew is
   *  given back at once (a Wasm memory never shrinks). */
  constructor(private readonly script: string, private readonly name: string, private readonly release?: (result: Result) => boolean) {}

  /** Starts a job (one at a time: a running one is cancelled first). */
  run(request: Request, onProgress: (progress: Progress) => void = () => {}): { result: Promise<Result>; cancel(): void } {
    this.stop();
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
        if (data.type === "error") return reject(new WorkerFailure(data.kind, data.message, data.squares));
        if (this.release?.(data.result)) this.end();
        resolve(data.result);
      };
      const onError = (event: ErrorEvent): void => {
        event.preventDefault();
        done();
        this.end();
        reject(new WorkerFailure("internal", `the ${this.name} worker failed: ${event.message || "could not start"}`));
      };
      worker.addEventListener("message", onMessage);
      worker.addEventListener("error", onError);
    });
    worker.postMessage(request);
    return { result, cancel: () => this.stop() };
  }

  private stop(): void {
    if (this.busy === null) return;
    const { reject } = this.busy;
    this.busy = null;
    this.end();
    reject(new WorkerFailure("cancelled", "cancelled"));
  }

  private end(): void {
    this.worker?.terminate();
    this.worker = null;
  }
}

/** How a worker's job ended with `error`, as the page shows it. */
function failureOf(error: unknown): { kind: FailureKind; message: string; squares?: number[] } {
  const message = error instanceof Error ? error.message : String(error);
  // a place failure about fixed pieces names them (the API's FixedAttackError)
  const squares = (error as { squares?: unknown } | null)?.squares;
  const kind: FailureKind = error instanceof UsageError ? "usage"
    : error instanceof NoAnswerError ? "noanswer"
    : error instanceof CancelledError ? "cancelled"
    // WebAssembly.Memory.grow or a typed array the browser will not allocate
    : error instanceof RangeError ? "memory" : "internal";
  return { kind, message, squares: Array.isArray(squares) ? [...squares] : undefined };
}

/** The worker's side: runs each request with `run`, posting its progress, then its result (the
 *  buffers in `transfer` moved, never cloned) or its failure. */
export function serveJobs<Request, Result, Progress>(run: (request: Request, progress: (progress: Progress) => void) => Promise<{ result: Result; transfer?: Transferable[] }>): void {
  const scope = workerScope<Request, JobReply<Result, Progress>>();
  scope.addEventListener("message", async ({ data }) => {
    try {
      const { result, transfer } = await run(data, (progress) => scope.postMessage({ type: "progress", progress }));
      scope.postMessage({ type: "done", result }, transfer);
    } catch (error) {
      scope.postMessage({ type: "error", ...failureOf(error) });
    }
  });
}
