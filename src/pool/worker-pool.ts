// A pool of workers kept for the life of the process or the page: started when a run first needs
// them, reused by every run after, and (in Node) never keeping the process alive while they idle.
// It knows nothing of what a task is: a run's items are handed out in chunks, each chunk becomes
// one message, a worker answers it in the protocol of ./worker-reply.ts: progress (how many of the
// chunk's items are done, fractions allowed) while it works, then one result or failure.
// Platform-neutral: the worker_threads and Web Worker adapters are ./node-worker.ts and ./web-worker.ts.
import { cancellation } from "../errors/errors.js";
import { failureOf, type Reply } from "./worker-reply.js";

export interface WorkerPort<M, R> {
  post(message: M): void;
  /** Called once, when the pool starts the worker: where its replies and its death go. */
  listen(onReply: (reply: Reply<R>) => void, onError: (error: Error) => void): void;
  terminate(): void;
  /** Whether the worker keeps the process alive (Node's ref/unref); browsers have no such thing. */
  keepAlive?(on: boolean): void;
}

export interface PoolRun<T, M, R> {
  /** The work, in the order it is handed out, read as it is (a count's units can be millions). */
  items: Iterator<T>;
  /** How many items there are. */
  count: number;
  /** Workers to use at most (fewer when there are fewer items). */
  threads: number;
  /** Items per chunk at most (default MAX_CHUNK). */
  maxChunk?: number;
  /** The message that makes a worker run these items. */
  message(chunk: T[]): M;
  /** Each chunk's result, as it arrives. */
  onResult(result: R): void;
  /** Items done so far, with the reported fractions of chunks still running. */
  onProgress?(done: number): void;
  signal?: AbortSignal;
}

/** Items per chunk at most: a chunk is one message and one reply. */
const MAX_CHUNK = 256;
/** Guided scheduling: a chunk is this share of what is left per worker, shrinking to one item at
 *  the end, so a big item near the end does not leave the other workers waiting. */
const CHUNKS_PER_WORKER = 8;

/** The size of the next chunk when `left` items remain for `threads` workers. */
export const chunkSize = (left: number, threads: number, maxChunk = MAX_CHUNK): number =>
  Math.max(1, Math.min(maxChunk, Math.ceil(left / (CHUNKS_PER_WORKER * threads))));

interface Slot<M, R> {
  port: WorkerPort<M, R>;
  /** Terminated, or died: never handed out again. */
  dead?: boolean;
  /** The run using this worker: where its replies go. */
  onReply?: (reply: Reply<R>) => void;
  onError?: (error: Error) => void;
}

export class WorkerPool<M, R> {
  private readonly idle: Slot<M, R>[] = [];
  /** Workers started so far: a run reuses idle ones and starts only what it lacks. */
  started = 0;

  constructor(private readonly spawn: () => WorkerPort<M, R>) {}

  /** Runs the items on up to run.threads workers; resolves when every chunk has answered. A
   *  cancelled or failed run terminates the workers still busy (the pool starts new ones when
   *  needed): a worker deep in a chunk cannot be told to stop. */
  run<T>(run: PoolRun<T, M, R>): Promise<void> {
    const { items, count, signal } = run;
    if (signal?.aborted) return Promise.reject(cancellation(signal));
    if (count === 0) return Promise.resolve();
    const threads = Math.max(1, Math.min(run.threads, count));
    return new Promise<void>((resolve, reject) => {
      const slots: Slot<M, R>[] = [];
      const busy = new Map<Slot<M, R>, { size: number; progress: number }>();
      let next = 0;
      let done = 0;
      let settled = false;
      const finish = (failure?: { error: unknown }): void => {
        if (settled) return;
        settled = true;
        signal?.removeEventListener("abort", onAbort);
        for (const slot of slots) {
          slot.onReply = slot.onError = undefined;
          if (busy.has(slot)) this.forget(slot);
          else this.release(slot);
        }
        if (failure) reject(failure.error);
        else resolve();
      };
      const onAbort = (): void => finish({ error: cancellation(signal) });
      signal?.addEventListener("abort", onAbort);
      const progress = (): void => {
        let running = 0;
        for (const chunk of busy.values()) running += chunk.progress;
        run.onProgress?.(done + running);
      };
      const hand = (slot: Slot<M, R>): void => {
        if (next >= count) {
          if (busy.size === 0) finish();
          return;
        }
        const size = chunkSize(count - next, threads, run.maxChunk);
        const chunk: T[] = [];
        while (chunk.length < size) chunk.push(items.next().value as T);
        next += size;
        busy.set(slot, { size, progress: 0 });
        slot.port.post(run.message(chunk));
      };
      for (let i = 0; i < threads && !settled; i++) {
        const slot = this.acquire();
        slots.push(slot);
        slot.onError = (error) => {
          this.forget(slot);
          finish({ error });
        };
        slot.onReply = (reply) => {
          const chunk = busy.get(slot);
          if (!chunk) return;
          if (reply.type === "error") return finish({ error: new Error(`worker failed: ${reply.message}`) });
          if (reply.type === "progress") {
            chunk.progress = Math.min(reply.progress, chunk.size);
            return progress();
          }
          busy.delete(slot);
          done += chunk.size;
          run.onResult(reply.result);
          progress();
          hand(slot);
        };
        hand(slot);
      }
    });
  }

  /** Ends the idle workers; busy ones end with their runs. */
  close(): void {
    for (const slot of [...this.idle]) this.forget(slot);
  }

  private acquire(): Slot<M, R> {
    const reused = this.idle.pop();
    if (reused) {
      reused.port.keepAlive?.(true);
      return reused;
    }
    const slot: Slot<M, R> = { port: this.spawn() };
    this.started++;
    slot.port.listen(
      (reply) => slot.onReply?.(reply),
      (error) => (slot.onError ? slot.onError(error) : this.forget(slot)), // an idle worker died: start another when needed
    );
    return slot;
  }

  private release(slot: Slot<M, R>): void {
    if (slot.dead) return;
    slot.port.keepAlive?.(false);
    this.idle.push(slot);
  }

  private forget(slot: Slot<M, R>): void {
    if (slot.dead) return;
    slot.dead = true;
    const at = this.idle.indexOf(slot);
    if (at >= 0) this.idle.splice(at, 1);
    slot.port.terminate();
  }
}

/** The worker's side: runs each message with `run`, which may call report(itemsDone) as often as
 *  it likes (replies go out at most every PROGRESS_MS); failures become replies, never throws. */
export function answerer<M, R>(run: (message: M, report: (done: number) => void) => R | Promise<R>, post: (reply: Reply<R>) => void): (message: M) => Promise<void> {
  return async (message) => {
    let last = performance.now();
    const report = (done: number): void => {
      const t = performance.now();
      if (t - last < PROGRESS_MS) return;
      last = t;
      post({ type: "progress", progress: done });
    };
    try {
      post({ type: "done", result: await run(message, report) });
    } catch (error) {
      post({ type: "error", ...failureOf(error) });
    }
  };
}

/** How often a worker reports progress inside a chunk. */
export const PROGRESS_MS = 100;
