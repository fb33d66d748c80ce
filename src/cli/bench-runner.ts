// Runs a bench sweep: every rep of every cell in a fresh worker_threads worker (so its first run
// is cold), each run under its own time limit, counts asserted against OEIS A000170.
import { Worker } from "node:worker_threads";
import { CancelledError } from "../errors/errors.js";
import { knownSolutions } from "../data/known-counts.js";
import {
  COUNTS, MAX_ALGO_N, REFERENCES, SEEDED, WORK_UNIT, type BenchAlgo, type BenchEngine, type BenchOptions, type BenchResults, type Cell, type SeedRun, type Series,
  type Variant,
} from "../bench/types.js";
import { clockStepMs, seedStats } from "../bench/seeds.js";
import { machine } from "../bench/machine-node.js";
import { median } from "../bench/summary.js";
import type { RunReply, RunRequest } from "./bench-worker.js";
import { after } from "../api/long-timer.js";

// Resolved from the bundle dist/cli.js, like src/pool/node-worker.ts's worker.
const WORKER_URL = new URL("../dist/bench-worker.js", import.meta.url);

/** One worker for one rep: runs requests in order, each under its own limit. */
class RepWorker {
  private readonly worker = new Worker(WORKER_URL);
  private failure: Error | undefined;
  private pending: ((reply: RunReply | Error) => void) | undefined;
  /** Loaded: the time limit counts from here, so a busy machine's thread start is not a timeout. */
  private readonly ready: Promise<void>;

  constructor() {
    let loaded: () => void;
    this.ready = new Promise((resolve) => (loaded = resolve));
    this.worker.on("message", (reply: RunReply | { ready: true }) => ("ready" in reply ? loaded() : this.settle(reply)));
    this.worker.on("error", (error) => this.settle(error));
    this.worker.on("exit", (code) => this.settle(new Error(`bench worker exited with code ${code}`)));
  }

  private settle(outcome: RunReply | Error): void {
    if (outcome instanceof Error) this.failure ??= outcome;
    const pending = this.pending;
    this.pending = undefined;
    pending?.(outcome);
  }

  /** The reply, or "timeout" (the worker is then terminated). */
  async run(request: RunRequest, timeoutMs: number, signal?: AbortSignal): Promise<RunReply | "timeout"> {
    await Promise.race([this.ready, new Promise((_, reject) => { this.pending = reject; })]);
    if (this.failure) throw this.failure;
    return new Promise((resolve, reject) => {
      const cancelTimer = after(timeoutMs, () => {
        this.pending = undefined;
        void this.worker.terminate();
        resolve("timeout");
      });
      const abort = (): void => {
        cancelTimer();
        this.pending = undefined;
        void this.worker.terminate();
        reject(signal?.reason instanceof CancelledError ? signal.reason : new CancelledError("cancelled"));
      };
      if (signal?.aborted) return abort();
      signal?.addEventListener("abort", abort, { once: true });
      this.pending = (outcome) => {
        cancelTimer();
        signal?.removeEventListener("abort", abort);
        if (outcome instanceof Error) reject(outcome);
        else resolve(outcome);
      };
      this.worker.postMessage(request);
    });
  }

  terminate(): void {
    this.worker.removeAllListeners("exit");
    void this.worker.terminate();
  }
}

/** ms to the microsecond: finer is noise. */
const us = (ms: number): number => Math.round(ms * 1000) / 1000;

const series = (runs: number[]): Series | undefined => {
  if (runs.length === 0) return undefined;
  const runsMs = runs.map(us);
  return { medianMs: us(median(runsMs)), minMs: Math.min(...runsMs), maxMs: Math.max(...runsMs), runsMs };
};

export interface BenchHooks {
  signal?: AbortSignal;
  /** Before every run: what runs now, and the cells done of all. */
  onRun?(what: string, done: number, total: number): void;
  /** After every cell, with the cells finished so far (ratios filled in where both engines ran). */
  onCell?(cell: Cell): void;
}

/** The variants a sweep runs: --algos' own, or each algorithm without options. */
export const variantsOf = (options: BenchOptions): Variant[] => options.variants ?? options.algos.map((algo) => ({ name: algo, algo, options: {} }));

/** The cells a sweep plans: sizes beyond an algorithm's largest n are left out. */
export function plan(options: BenchOptions): { variant: Variant; engine: BenchEngine; n: number }[] {
  const cells: { variant: Variant; engine: BenchEngine; n: number }[] = [];
  for (const n of options.sizes) {
    for (const variant of variantsOf(options)) {
      if (n > MAX_ALGO_N[variant.algo]) continue;
      for (const engine of options.engines) cells.push({ variant, engine, n });
    }
  }
  return cells;
}

export async function runBench(options: BenchOptions, hooks: BenchHooks = {}): Promise<BenchResults> {
  const started = performance.now();
  const date = new Date().toISOString();
  const planned = plan(options);
  const cells: Cell[] = [];
  const gaveUp = new Map<string, number>(); // algo/engine → the n that timed out
  const counted = new Map<number, { engine: BenchEngine; solutions: string }>();
  const timeoutMs = options.timeoutSec * 1000;

  const measure = async (variant: Variant, engine: BenchEngine, n: number): Promise<Cell> => {
    const { algo } = variant;
    const cell: Cell = { algo, ...(variant.name !== algo && { variant: variant.name }), engine, n, status: "ok", workUnit: WORK_UNIT[algo] };
    const limit = gaveUp.get(`${variant.name}/${engine}`);
    if (limit !== undefined) return { ...cell, status: "skipped", note: `n = ${limit} timed out` };
    if (options.seeds !== undefined) return measureSeeds(variant, engine, n, cell);
    const cold: number[] = [];
    const warm: number[] = [];
    const work: number[] = [];
    const init: number[] = [];
    let last: Extract<RunReply, { ok: true }> | undefined;
    for (let rep = 0; rep < options.reps; rep++) {
      const worker = new RepWorker();
      try {
        const seed = rep + 1;
        const request = (s: number): RunRequest => ({ algo, engine, n, seed: s, options: variant.options });
        const requests: [string, RunRequest][] = [["cold", request(seed)]];
        for (let i = 0; i < options.warmup; i++) requests.push([`warm-up ${i + 1}`, request(1_000_000 + rep * options.warmup + i)]);
        requests.push(["warm", request(seed)]);
        for (const [stage, request] of requests) {
          hooks.onRun?.(`${variant.name} ${engine} n=${n} rep ${rep + 1}/${options.reps} ${stage}`, cells.length, planned.length);
          const reply = await worker.run(request, timeoutMs, hooks.signal);
          if (reply === "timeout") {
            gaveUp.set(`${variant.name}/${engine}`, n);
            return { ...cell, status: "timeout", note: `${stage} run of rep ${rep + 1} passed ${options.timeoutSec} s` };
          }
          if (!reply.ok) {
            if (reply.usage) return { ...cell, status: "unsupported", note: reply.message };
            throw new Error(`${algo} on ${engine} at n = ${n}: ${reply.message}`);
          }
          if (reply.solutions !== undefined) checkCount(algo, engine, n, reply.solutions);
          if (stage === "cold") cold.push(reply.ms);
          if (stage === "warm") {
            warm.push(reply.ms);
            work.push(reply.work);
            if (reply.initMs !== undefined) init.push(reply.initMs);
            last = reply;
          }
        }
      } finally {
        worker.terminate();
      }
    }
    return {
      ...cell,
      cold: series(cold), warm: series(warm),
      work: median(work),
      initMs: init.length ? us(median(init)) : undefined,
      stateBytes: last?.stateBytes, heapBytes: last?.heapBytes,
      check: COUNTS.includes(algo) ? countCheck(n) : last?.check,
      solutions: last?.solutions,
      search: last?.search,
    };
  };

  // --seeds: seeds 1..K (a seedless algorithm: --reps runs) in one worker, after one untimed
  // warm-up run; a run past the limit ends the cell with the runs so far.
  const measureSeeds = async (variant: Variant, engine: BenchEngine, n: number, cell: Cell): Promise<Cell> => {
    const { algo } = variant;
    const runs = SEEDED.includes(algo) ? options.seeds! : options.reps;
    const seedRuns: SeedRun[] = [];
    const worker = new RepWorker();
    let note: string | undefined;
    let last: Extract<RunReply, { ok: true }> | undefined;
    try {
      for (let seed = 0; seed <= runs; seed++) {
        hooks.onRun?.(`${variant.name} ${engine} n=${n} ${seed === 0 ? "warm-up" : `seed ${seed}/${runs}`}`, cells.length, planned.length);
        const reply = await worker.run({ algo, engine, n, seed: seed === 0 ? 1_000_000 : seed, options: variant.options }, timeoutMs, hooks.signal);
        if (reply === "timeout") {
          gaveUp.set(`${variant.name}/${engine}`, n);
          note = `${seed === 0 ? "the warm-up run" : `seed ${seed}`} passed ${options.timeoutSec} s`;
          break;
        }
        if (!reply.ok) {
          if (reply.usage) return { ...cell, status: "unsupported", note: reply.message };
          throw new Error(`${variant.name} on ${engine} at n = ${n}: ${reply.message}`);
        }
        if (reply.solutions !== undefined) checkCount(algo, engine, n, reply.solutions);
        if (seed > 0) seedRuns.push({ seed, solved: reply.solved, ms: us(reply.ms), steps: reply.work, restarts: reply.restarts });
        last = reply;
      }
    } finally {
      worker.terminate();
    }
    if (seedRuns.length === 0) return { ...cell, status: "timeout", note };
    return {
      ...cell, ...(note !== undefined && { status: "timeout", note }), seeds: seedStats(seedRuns), seedRuns,
      check: COUNTS.includes(algo) ? countCheck(n) : "verify", solutions: last?.solutions, search: last?.search,
    };
  };

  // A count must be OEIS A000170(n) where the table has n, and the same on every engine.
  const checkCount = (algo: BenchAlgo, engine: BenchEngine, n: number, solutions: string): void => {
    const expected = knownSolutions(n)?.toString();
    if (expected !== undefined && expected !== solutions) {
      throw new Error(`wrong count from ${algo} on ${engine} at n = ${n}: ${solutions}, OEIS A000170 says ${expected}`);
    }
    const other = counted.get(n);
    if (other && other.solutions !== solutions) {
      throw new Error(`counts disagree at n = ${n}: ${other.solutions} (${other.engine}) and ${solutions} (${engine})`);
    }
    counted.set(n, { engine, solutions });
  };
  const countCheck = (n: number): string => (knownSolutions(n) !== undefined ? "oeis" : options.engines.length > 1 ? "engines" : "unchecked");

  for (const { variant, engine, n } of planned) {
    const cell = await measure(variant, engine, n);
    cells.push(cell);
    const same = (c: Cell): boolean => (c.variant ?? c.algo) === variant.name && c.n === n && c.status === "ok";
    const wasm = cells.find((c) => same(c) && c.engine === "wasm");
    const ts = cells.find((c) => same(c) && c.engine === "ts");
    if (wasm && ts) {
      const r = (a?: Series, b?: Series): number | null => (a && b ? Math.round((a.medianMs / b.medianMs) * 1e4) / 1e4 : null);
      wasm.wasmOverTs = ts.wasmOverTs = { cold: r(wasm.cold, ts.cold), warm: r(wasm.warm, ts.warm) };
    }
    hooks.onCell?.(cell);
  }
  return {
    format: "nqueens-bench/1",
    label: options.label,
    date,
    machine: machine(),
    options,
    cells,
    references: REFERENCES,
    elapsedSec: Math.round(performance.now() - started) / 1000,
    // times are kept to the microsecond (us), so no finer than that
    ...(options.seeds !== undefined && { clockMs: Math.max(clockStepMs(), 0.001) }),
  };
}
