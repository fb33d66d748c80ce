// The worker pool's scheduling, platform-neutral: worker_threads in Node (src/pool/node-worker.ts),
// Web Workers in browsers, behind the same small WorkerPort. Tasks are handed out dynamically in
// shrinking chunks (guided scheduling), so the large subtrees near the middle of column 0 do not
// leave one worker busy while the others wait.
import type { Engine } from "../api/solve.js";
import { cancellation } from "../api/errors.js";
import { addTally, zeroTally, type Counter, type JoinTask, type Tally } from "../engine/count-engine.js";
import { joinSteps, taskList, runTasks } from "../engine/count-tasks.js";

/** One message to a worker: run these tasks of the count of n: subtrees of the backtracking
 *  search by index, or the half-board join's tasks themselves. */
export interface TaskMessage {
  n: number;
  engine: Engine;
  indices: number[];
  joins?: JoinTask[];
}

/** A chunk's tallies, its failure, or (during a long join task) how many of its tasks are done. */
export type ReplyMessage = { ok: true; tally: Tally } | { ok: false; error: string } | { ok: true; progress: number };

export interface WorkerPort {
  post(message: TaskMessage): void;
  onMessage(listener: (reply: ReplyMessage) => void): void;
  onError(listener: (error: Error) => void): void;
  terminate(): void;
}

/** The worker side: one counter per engine per worker, set up again when n changes; `report`
 *  gets progress messages while a chunk of join tasks runs. */
export function taskHandler(load: (engine: Engine) => Promise<Counter>, report?: (progress: ReplyMessage) => void): (message: TaskMessage) => Promise<ReplyMessage> {
  const counters = new Map<Engine, { counter: Counter; n: number }>();
  return async ({ n, engine, indices, joins }) => {
    try {
      let entry = counters.get(engine);
      if (!entry) counters.set(engine, (entry = { counter: await load(engine), n: 0 }));
      if (entry.n !== n) {
        entry.counter.setup(n);
        entry.n = n;
      }
      if (!joins) return { ok: true, tally: runTasks(entry.counter, taskList(n), indices) };
      let since = performance.now();
      for (const done of joinSteps(entry.counter, joins)) {
        if (performance.now() - since > 100) {
          report?.({ ok: true, progress: done });
          since = performance.now();
        }
      }
      return { ok: true, tally: entry.counter.take() };
    } catch (error) {
      return { ok: false, error: error instanceof Error ? error.message : String(error) };
    }
  };
}

export interface PoolRun {
  n: number;
  engine: Engine;
  threads: number;
  /** Task indices to run, in the order they are handed out. */
  indices: number[];
  /** The join's tasks, when the indices point into these rather than the backtracking subtrees. */
  joins?: JoinTask[];
  signal?: AbortSignal;
  /** Called as chunks finish: tasks done so far. */
  onDone?: (done: number) => void;
}

/** Runs the tasks on `threads` workers from spawn(); the sum of their tallies. Workers end with the run. */
export function runPool(spawn: () => WorkerPort, run: PoolRun): Promise<Tally> {
  const { n, engine, indices, signal } = run;
  const threads = Math.max(1, Math.min(run.threads, indices.length));
  return new Promise<Tally>((resolve, reject) => {
    const workers: WorkerPort[] = [];
    const total = zeroTally();
    let next = 0;
    let done = 0;
    let busy = 0;
    const running = new Map<WorkerPort, number>(); // tasks done within chunks still running
    let settled = false;
    const finish = (error?: Error): void => {
      if (settled) return;
      settled = true;
      signal?.removeEventListener("abort", onAbort);
      for (const worker of workers) worker.terminate();
      if (error) reject(error);
      else resolve(total);
    };
    const onAbort = (): void => finish(cancellation(signal));
    if (signal?.aborted) return onAbort();
    signal?.addEventListener("abort", onAbort);
    // Guided scheduling: a share of what is left, shrinking to one task at the end.
    const hand = (worker: WorkerPort): void => {
      if (next >= indices.length) {
        if (busy === 0) finish();
        return;
      }
      const size = Math.max(1, Math.min(256, Math.ceil((indices.length - next) / (8 * threads))));
      const chunk = indices.slice(next, next + size);
      next += chunk.length;
      busy++;
      worker.post({ n, engine, indices: chunk, joins: run.joins && chunk.map((i) => run.joins![i]) });
    };
    for (let i = 0; i < threads; i++) {
      const worker = spawn();
      workers.push(worker);
      let sent = 0;
      worker.onMessage((reply) => {
        if (!reply.ok) return finish(new Error(`count worker failed: ${reply.error}`));
        if ("progress" in reply) {
          running.set(worker, reply.progress);
          return run.onDone?.(done + [...running.values()].reduce((a, b) => a + b, 0));
        }
        busy--;
        running.delete(worker);
        addTally(total, reply.tally);
        done += sent;
        run.onDone?.(done);
        sendTo();
      });
      worker.onError((error) => finish(error));
      const sendTo = (): void => {
        const before = next;
        hand(worker);
        sent = next - before;
      };
      sendTo();
    }
  });
}
