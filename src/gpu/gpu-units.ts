// Units of the backtracking split (src/engine/count-units.ts) counted on the GPU: each unit's
// prefixes are cut into deeper ones on the host, by the very steps the CPU search takes there
// (so the nodes add up to the CPU engines'), and the deeper prefixes go to the GPU a thread each,
// in batches sized so that one dispatch takes a fraction of a second: a signal is never behind
// more GPU work than that. A unit's results are records like the CPU engines': mergeable,
// resumable from the same checkpoints, and checked against them unit by unit.
import { boundsOf, bounded } from "../engine/count-bounds.js";
import { addTally, zeroTally, type Tally } from "../engine/count-engine.js";
import { boardCounts } from "../engine/count-tasks.js";
import { boardUnit, unitPrefixes, type UnitResult, type UnitSplit } from "../engine/count-units.js";
import type { Batch, GpuCounting } from "./gpu-batch.js";
import { WORKGROUP } from "./count-kernel.js";

/** Columns a GPU thread searches below its prefix, at most: the host cuts prefixes this near the
 *  last column (n = 16: 5 columns fixed, tens of thousands of nodes a thread), never deeper than
 *  n - 3 (the CPU search takes the last two columns apart). */
export const GPU_COLUMNS_LEFT = 11;
/** Threads of the first dispatch (one workgroup: a signal waits for no more than that); then each
 *  dispatch is sized to take about DISPATCH_MS by the last one's time, growing at most GROWTH-fold
 *  a step: a dispatch costs tens of milliseconds whatever its size on SwiftShader, so batches
 *  grow to where that is small beside the work, and stay well within the second a signal may wait. */
const FIRST_BATCH = WORKGROUP;
const DISPATCH_MS = 200;
const GROWTH = 4;
/** Most threads a dispatch takes (WebGPU's least maxComputeWorkgroupsPerDimension, 65535 workgroups). */
const MAX_BATCH = 65535 * WORKGROUP;

/** The length of the prefixes a thread starts from, for a split whose units' prefixes have k rows. */
export const threadDepth = (n: number, k: number): number => Math.max(k, Math.min(n - 3, n - GPU_COLUMNS_LEFT));

/** Cuts `prefix` into the prefixes of `depth` rows below it that the CPU search would enter (not
 *  the dead ends it skips), appending their rows to `out`; returns the queens placed between
 *  (the nodes the CPU search counts there). A prefix as long as `depth` is itself. */
export function deeperPrefixes(n: number, prefix: ArrayLike<number>, depth: number, out: number[]): bigint {
  const k = prefix.length;
  if (k >= depth) {
    for (let c = 0; c < k; c++) out.push(prefix[c]);
    return 0n;
  }
  const mask = n === 32 ? 0xffffffff : ((1 << n) - 1) >>> 0;
  const bounds = boundsOf(n, prefix);
  const rows = Array.from(prefix);
  let left = 0;
  let down = 0;
  let right = 0;
  for (let c = 0; c < k; c++) {
    const bit = (1 << prefix[c]) >>> 0;
    left = ((left | bit) << 1) >>> 0;
    down = (down | bit) >>> 0;
    right = (right | bit) >>> 1;
  }
  let nodes = 0n;
  const walk = (c: number, free: number, left: number, down: number, right: number): void => {
    for (; free !== 0; free = (free & (free - 1)) >>> 0) {
      const bit = (free & -free) >>> 0;
      nodes++;
      rows[c] = 31 - Math.clz32(bit);
      const nl = ((left | bit) << 1) >>> 0;
      const nd = (down | bit) >>> 0;
      const nr = (right | bit) >>> 1;
      const y = c + 1;
      const next = bounded(bounds, y, (mask & ~(nl | nd | nr)) >>> 0, nd);
      // no free row in column y, or none in column y+1 whatever y takes: the CPU search enters neither
      if (next === 0 || (mask & ~(nd | ((nl << 1) >>> 0) | (nr >>> 1))) >>> 0 === 0) continue;
      if (y === depth) for (let r = 0; r < depth; r++) out.push(rows[r]);
      else walk(y, next, nl, nd, nr);
    }
  };
  walk(k, bounded(bounds, k, (mask & ~(left | down | right)) >>> 0, down), left, down, right);
  return nodes;
}

/** A unit being counted: its threads' prefixes, how many have gone to the GPU and come back. */
interface Running {
  unit: number;
  started: number;
  rows: Uint8Array;
  threads: number;
  sent: number;
  back: number;
  tally: Tally;
  nodes: bigint;
}

export interface GpuRun {
  /** After each dispatch, with the units finished in all: lets the event loop through, and
   *  throws to stop (a signal, a time limit). */
  between(finished: number): Promise<void>;
  /** Each unit's result, as it finishes. */
  counted(result: UnitResult): void;
}

/** Counts `units` of a backtracking split on the GPU, in dispatches of whole prefixes; a unit
 *  may span dispatches, and several share one. */
export async function countUnitsOnGpu(counter: GpuCounting, split: UnitSplit, units: Iterable<number>, run: GpuRun): Promise<void> {
  const { n } = split;
  const k = split.list!.depth + split.sub!.depth;
  const depth = threadDepth(n, k);
  const stride = Math.ceil(depth / 4);
  const todo = units[Symbol.iterator]();
  let finished = 0;
  let capacity = FIRST_BATCH;
  const finish = (r: Running): void => {
    const counts = boardCounts(r.tally);
    counts.nodes += r.nodes;
    run.counted({ unit: r.unit, ...counts, ms: performance.now() - r.started });
    finished++;
  };
  /** The next unit with threads to send, its board unit and empty ones finished on the way. */
  const nextUnit = (): Running | undefined => {
    for (let step = todo.next(); !step.done; step = todo.next()) {
      const unit = step.value;
      const started = performance.now();
      if (unit === split.tasks) {
        run.counted({ unit, ...boardUnit(undefined, split), ms: performance.now() - started });
        finished++;
        continue;
      }
      const { prefixes, nodes } = unitPrefixes(split, unit);
      const out: number[] = [];
      let between = 0n;
      for (const prefix of prefixes) between += deeperPrefixes(n, prefix, depth, out);
      const r: Running = { unit, started, rows: Uint8Array.from(out), threads: out.length / depth, sent: 0, back: 0, tally: zeroTally(), nodes: nodes + between };
      if (r.threads > 0) return r;
      finish(r);
    }
    return undefined;
  };
  for (let current = nextUnit(); current; ) {
    // fill a batch from the units in order
    const words = new Uint32Array(capacity * stride);
    const bytes = new Uint8Array(words.buffer);
    const segments: number[] = [];
    const owners: Running[] = [];
    let threads = 0;
    while (current && threads < capacity) {
      const take = Math.min(capacity - threads, current.threads - current.sent);
      for (let t = 0; t < take; t++) bytes.set(current.rows.subarray((current.sent + t) * depth, (current.sent + t + 1) * depth), (threads + t) * stride * 4);
      segments.push(threads, threads + take);
      owners.push(current);
      current.sent += take;
      threads += take;
      if (current.sent === current.threads) current = nextUnit();
    }
    const batch: Batch = { n, depth, stride, threads, rows: words.subarray(0, threads * stride), segments: Uint32Array.from(segments) };
    const started = performance.now();
    const sums = await counter.count(batch);
    const ms = performance.now() - started;
    sums.forEach((tally, s) => {
      const owner = owners[s];
      addTally(owner.tally, tally);
      owner.back += segments[2 * s + 1] - segments[2 * s];
      if (owner.back === owner.threads) finish(owner);
    });
    const scaled = Math.round((capacity * DISPATCH_MS) / Math.max(1, ms) / WORKGROUP) * WORKGROUP;
    capacity = Math.max(WORKGROUP, Math.min(MAX_BATCH, capacity * GROWTH, scaled));
    await run.between(finished);
  }
}
