// The page's side and its Web Workers' side (web/workers/solve-worker.ts, place-worker.ts,
// bench-worker.ts) of the one worker protocol (src/pool/worker-reply.ts, the count pool's too):
// the page posts a request, the worker answers with progress any number of times, then one done
// or error. The page's side is WorkerClient, one job at a time, whose Cancel terminates the
// worker at once whatever it is doing (nothing in it is worth keeping; the next request starts a
// fresh one, a compile of the small .wasm, a few milliseconds). The worker's side is serveJobs.
// The count's workers are the browser API's own (src/pool/).
import { locate } from "../../src/browser.js";
import { failureOf, type FailureKind, type Reply } from "../../src/pool/worker-reply.js";
import { pageCore } from "../core.js";
import { workerScope } from "./scope.js";

/** The page's compiled core, posted to a new worker before its first job (web/core.ts), so that
 *  no worker fetches release.wasm again. */
interface CoreMessage {
  core: WebAssembly.Module;
}

export class WorkerFailure extends Error {
  /** `squares`: the squares the failure is about (row, column pairs), when the worker names them. */
  constructor(readonly kind: FailureKind, message: string, readonly squares?: number[]) {
    super(message);
  }
}

export class WorkerClient<Request, Result, Progress> {
  private worker: Worker | null = null;
  private busy: { reject(error: WorkerFailure): void } | null = null;

  /** `release(result)`: whether to end the worker once it has answered, so memory it grew is
   *  given back at once (a Wasm memory never shrinks). */
  constructor(private readonly script: string, private readonly name: string, private readonly release?: (result: Result) => boolean) {}

  /** Starts a job (one at a time: a running one is cancelled first). */
  run(request: Request, onProgress: (progress: Progress) => void = () => {}): { result: Promise<Result>; cancel(): void } {
    this.stop();
    const fresh = this.worker === null;
    const worker = (this.worker ??= new Worker(new URL(this.script, import.meta.url), { type: "module", name: this.name }));
    const result = new Promise<Result>((resolve, reject) => {
      this.busy = { reject };
      const done = (): void => {
        worker.removeEventListener("message", onMessage);
        worker.removeEventListener("error", onError);
        this.busy = null;
      };
      const onMessage = ({ data }: MessageEvent<Reply<Result, Progress>>): void => {
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
    // the job waits for the page's core (a posted message to a worker since ended goes nowhere)
    void pageCore().then((core) => {
      if (fresh) worker.postMessage({ core } satisfies CoreMessage);
      worker.postMessage(request);
    }, (error: unknown) => {
      if (this.worker !== worker || this.busy === null) return;
      this.busy.reject(new WorkerFailure("internal", (error as Error).message));
      this.busy = null;
      this.end();
    });
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

const isCoreMessage = (data: unknown): data is CoreMessage =>
  typeof data === "object" && data !== null && (data as Partial<CoreMessage>).core instanceof WebAssembly.Module;

/** The worker's side: takes the page's core, then runs each request with `run`, posting its progress, then its result (the
 *  buffers in `transfer` moved, never cloned) or its failure. */
export function serveJobs<Request, Result, Progress>(run: (request: Request, progress: (progress: Progress) => void) => Promise<{ result: Result; transfer?: Transferable[] }>): void {
  const scope = workerScope<Request | CoreMessage, Reply<Result, Progress>>();
  scope.addEventListener("message", async ({ data }) => {
    if (isCoreMessage(data)) return locate({ wasm: data.core });
    try {
      const { result, transfer } = await run(data as Request, (progress) => scope.postMessage({ type: "progress", progress }));
      scope.postMessage({ type: "done", result }, transfer);
    } catch (error) {
      scope.postMessage({ type: "error", ...failureOf(error) });
    }
  });
}
