// A count on the worker pool (./worker-pool.ts): what a worker is sent (a chunk of the count's
// tasks), what it runs on its own counters, and the sum of their tallies.
import type { Engine } from "../api/solve.js";
import { addTally, zeroTally, type Counter, type QuarterTask, type Tally } from "../engine/count-engine.js";
import { quarterSteps, runTasks, taskList } from "../engine/count-tasks.js";
import type { WorkerPool } from "./worker-pool.js";

/** One message to a worker: run these tasks of the count of n: subtrees of the backtracking
 *  search by index, or the quarter join's tasks themselves. */
export interface TaskMessage {
  n: number;
  engine: Engine;
  indices: number[];
  joins?: QuarterTask[];
}

export type CountPool = WorkerPool<TaskMessage, Tally>;

/** The worker side: one counter per engine per worker, set up again when n changes; `report`
 *  hears how many of the chunk's tasks are done (with a fraction of the current quarter task). */
export function countTasks(load: (engine: Engine) => Promise<Counter>): (message: TaskMessage, report: (done: number) => void) => Promise<Tally> {
  const counters = new Map<Engine, { counter: Counter; n: number }>();
  return async ({ n, engine, indices, joins }, report) => {
    let entry = counters.get(engine);
    if (!entry) counters.set(engine, (entry = { counter: await load(engine), n: 0 }));
    if (entry.n !== n) {
      entry.counter.setup(n);
      entry.n = n;
    }
    if (!joins) return runTasks(entry.counter, taskList(n), indices, report);
    for (const done of quarterSteps(entry.counter, joins)) report(done);
    return entry.counter.take();
  };
}

export interface PoolCount {
  n: number;
  engine: Engine;
  threads: number;
  /** Task indices to run, in the order they are handed out. */
  indices: number[];
  /** The quarter join's tasks, when the indices point into these rather than the backtracking subtrees. */
  joins?: QuarterTask[];
  signal?: AbortSignal;
  /** Tasks done so far, with fractions of running ones. */
  onDone?: (done: number) => void;
}

/** Runs a count's tasks on the pool's workers: the sum of their tallies. */
export async function poolCount(pool: CountPool, run: PoolCount): Promise<Tally> {
  const { n, engine, joins } = run;
  const total = zeroTally();
  await pool.run({
    items: run.indices,
    threads: run.threads,
    message: (indices) => ({ n, engine, indices, joins: joins && indices.map((i) => joins[i]) }),
    onResult: (tally) => addTally(total, tally),
    onProgress: run.onDone,
    signal: run.signal,
  });
  return total;
}
