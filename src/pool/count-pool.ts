// A count on the worker pool (./worker-pool.ts): what a worker is sent (a chunk of the count's
// units), what it runs on its own counters, and each unit's result.
import type { Engine } from "../engine/engine.js";
import type { Counter } from "../engine/count-engine.js";
import { unitSplit, unitSteps, type SplitAlgo, type UnitResult } from "../engine/count-units.js";
import type { WorkerPool } from "./worker-pool.js";

/** One message to a worker: count these units of the count of n by `algo` (the worker makes the
 *  same split from n and algo). */
export interface TaskMessage {
  n: number;
  engine: Engine;
  algo: SplitAlgo;
  units: number[];
}

export type CountPool = WorkerPool<TaskMessage, UnitResult[]>;

const now = (): number => performance.now();

/** The worker side: one counter per engine per worker, set up again when n changes; `report`
 *  hears how many of the chunk's units are done (with the share of the current one). */
export function countTasks(load: (engine: Engine) => Promise<Counter>): (message: TaskMessage, report: (done: number) => void) => Promise<UnitResult[]> {
  const counters = new Map<Engine, { counter: Counter; n: number }>();
  return async ({ n, engine, algo, units }, report) => {
    let entry = counters.get(engine);
    if (!entry) counters.set(engine, (entry = { counter: await load(engine), n: 0 }));
    if (entry.n !== n) {
      entry.counter.setup(n);
      entry.n = n;
    }
    const split = unitSplit(n, algo);
    const results: UnitResult[] = [];
    for (let i = 0; i < units.length; i++) {
      const started = now();
      const steps = unitSteps(entry.counter, split, units[i]);
      let step = steps.next();
      // none while the quarter join builds its table of pieces: the host says "tables" until a worker reports
      for (; !step.done; step = steps.next()) if (!entry.counter.quarterBuilding) report(i + step.value);
      results.push({ unit: units[i], ...step.value, ms: now() - started });
      report(i + 1);
    }
    return results;
  };
}

export interface PoolCount {
  n: number;
  engine: Engine;
  algo: SplitAlgo;
  threads: number;
  /** Units to count, in the order they are handed out, and how many. */
  units: Iterator<number>;
  count: number;
  /** Most units a worker is sent at once: 1 when each result must be kept as soon as it is counted. */
  maxChunk?: number;
  signal?: AbortSignal;
  /** Each unit's result, as its chunk's answer arrives. */
  onUnit(result: UnitResult): void;
  /** Units done so far, with the shares of running ones. */
  onDone?: (done: number) => void;
}

/** Runs a count's units on the pool's workers. */
export async function poolCount(pool: CountPool, run: PoolCount): Promise<void> {
  const { n, engine, algo } = run;
  await pool.run({
    items: run.units,
    count: run.count,
    threads: run.threads,
    maxChunk: run.maxChunk,
    message: (units) => ({ n, engine, algo, units }),
    onResult: (results) => results.forEach(run.onUnit),
    onProgress: run.onDone,
    signal: run.signal,
  });
}
