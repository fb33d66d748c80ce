// What Watch shows of an algorithm: a Run steps the search through the API's watch() (one Step
// press = one event the search reports) and takes a Frame, a self-contained picture of one moment:
// the board and the event that led to it. The tab keeps frames to step back and replay them;
// fast-forward steps the Run without taking frames. Nothing here counts or infers what a step did:
// the event says it (src/api/lab.ts).
import { watch, type LabOptions, type SolveOptions, type WatchEvent, type Watcher } from "../../src/browser.js";

export type LabAlgo = "column" | "hillclimb" | "anneal" | "genetic";
export type WatchAlgo = "minconflicts" | LabAlgo | "backtrack";
export const WATCH_ALGOS: readonly WatchAlgo[] = ["minconflicts", "column", "hillclimb", "anneal", "genetic", "backtrack"];
export const isLabAlgo = (algo: WatchAlgo): algo is LabAlgo => algo !== "minconflicts" && algo !== "backtrack";

export interface Frame {
  algo: WatchAlgo;
  /** Events from the start to this frame (Step presses). */
  tick: number;
  n: number;
  /** rows[c] for c < placed. */
  rows: Int32Array;
  placed: number;
  finished: boolean;
  solved: boolean;
  /** What the search reports the last step did (the first frame's: the start). */
  event: WatchEvent;
}

export interface Run {
  readonly algo: WatchAlgo;
  readonly n: number;
  readonly ticks: number;
  readonly finished: boolean;
  /** One event, no frame taken (fast-forward). */
  step(): void;
  /** Up to `count` events at once (fewer at the end or a restart), only the last one's built. */
  skip(count: number): void;
  frame(): Frame;
  /** The plotted value now: h, the attacking pairs (backtracking: queens placed; the genetic
   *  search: the fittest board's fitness, the pairs that do not attack). */
  measure(): number;
  /** The last event. */
  readonly event: WatchEvent;
}

/** The API's options for a Watch algorithm. */
export function apiOptions(algo: WatchAlgo, seed: number, options: LabOptions & { maxSteps?: number; maxRestarts?: number; from?: number[] }): SolveOptions & { seed: number; from?: number[] } {
  if (algo === "column") return { engine: "ts", seed, algo: "minconflicts", move: "column", ...options };
  return { engine: "ts", seed, algo, ...options };
}

/** Any algorithm through watch() on the TS twin: the same moves solve() makes for that seed. */
export async function makeWatchRun(n: number, seed: number, algo: WatchAlgo, options: LabOptions & { maxSteps?: number; maxRestarts?: number; from?: number[] }): Promise<Run> {
  const w: Watcher = await watch(n, apiOptions(algo, seed, options));
  let ticks = 0;
  let last = w.step(); // the start
  return {
    algo,
    n,
    get ticks() { return ticks; },
    get finished() { return w.finished; },
    get event() { return last; },
    step() {
      if (w.finished) return;
      last = w.step();
      ticks++;
    },
    skip(count) {
      if (w.finished) return;
      const skipped = w.skip(count);
      last = skipped.last;
      ticks += skipped.taken;
    },
    frame: () => ({ algo, tick: ticks, n, rows: w.rows().slice(), placed: last.placed, finished: w.finished, solved: last.status === "solved", event: last }),
    measure: () => (algo === "backtrack" ? last.placed : algo === "genetic" ? (n * (n - 1)) / 2 - last.hAfter : last.hAfter),
  };
}
