// What Watch shows of an algorithm: a Run steps it (one Step press = one tick) and takes a Frame,
// a self-contained picture of one moment: the board, the counters and the event that led to it,
// with what the narration needs to say what changed (web/tabs/watch-narration.ts). The tab keeps
// frames to step back and replay them; fast-forward steps the Run without taking frames.
import { BacktrackStepper, type BacktrackEvent } from "./backtrack-stepper.js";
import { WatchStepper, type Event } from "./watch-stepper.js";
import { watch, type LabOptions, type WatchStep } from "../../src/browser.js";
import { attackedQueens } from "../view/attacks.js";

/** The textbook's local searches, stepped through the API's watch() (src/api/lab.ts) on the TS twin. */
export type LabAlgo = "column" | "hillclimb" | "anneal" | "genetic";
export type WatchAlgo = "minconflicts" | LabAlgo | "backtrack";
export const WATCH_ALGOS: readonly WatchAlgo[] = ["minconflicts", "column", "hillclimb", "anneal", "genetic", "backtrack"];
export const isLabAlgo = (algo: WatchAlgo): algo is LabAlgo => algo !== "minconflicts" && algo !== "backtrack";

interface FrameBase {
  /** Step presses from the start to this frame. */
  tick: number;
  n: number;
  /** rows[c] for c < placed. */
  rows: Int32Array;
  placed: number;
  finished: boolean;
  solved: boolean;
}

export interface MinConflictsFrame extends FrameBase {
  algo: "minconflicts";
  event: Event;
  /** Repair swaps so far (over all attempts), restarts so far, and swaps an attempt may take. */
  swaps: number;
  restarts: number;
  maxSwaps: number;
}

export interface BacktrackFrame extends FrameBase {
  algo: "backtrack";
  event: BacktrackEvent;
  placements: number;
  backtracks: number;
  /** The column being filled: its attacked rows, and the rows below `tried` already tried. */
  current?: { col: number; attacked: Uint8Array; tried: number };
}

export interface LabFrame extends FrameBase {
  algo: LabAlgo;
  /** What the step did, as the API says it (null before the first step). */
  step: WatchStep | null;
  /** The board before this step. */
  before: Int32Array;
}

export type Frame = MinConflictsFrame | BacktrackFrame | LabFrame;

export interface Run {
  readonly algo: WatchAlgo;
  readonly n: number;
  readonly ticks: number;
  readonly finished: boolean;
  /** One tick, no frame taken (fast-forward). */
  step(): void;
  frame(): Frame;
  /** The plotted value now: attacked queens (local search) or queens placed (backtracking). */
  measure(): number;
  /** Besides n and algo: what the URL needs to start this run again. */
  params(): Record<string, string>;
}

/** Min-conflicts on the TS twin (web/tabs/watch-stepper.ts). */
export function minConflictsRun(n: number, seed: number): Run {
  const s = new WatchStepper(n, seed);
  return {
    algo: "minconflicts",
    n,
    get ticks() { return s.ticks; },
    get finished() { return s.finished; },
    step: () => void s.step(),
    frame: () => ({
      algo: "minconflicts", tick: s.ticks, n, rows: s.rows.slice(), placed: s.placed, finished: s.finished, solved: s.solved,
      event: s.last, swaps: s.steps, restarts: s.restarts, maxSwaps: s.maxSteps,
    }),
    measure: () => s.conflicted().reduce((sum, x) => sum + x, 0),
    params: () => ({ seed: String(seed) }),
  };
}

/** Backtracking for the first placement (web/tabs/backtrack-stepper.ts). */
export function backtrackRun(n: number): Run {
  const s = new BacktrackStepper(n);
  let ticks = 0;
  return {
    algo: "backtrack",
    n,
    get ticks() { return ticks; },
    get finished() { return s.finished; },
    step() {
      s.step();
      ticks++;
    },
    frame: () => ({
      algo: "backtrack", tick: ticks, n, rows: s.rows.slice(), placed: s.placed, finished: s.finished, solved: s.solved,
      event: s.last, placements: s.placements, backtracks: s.backtracks,
      current: s.placed < n && !s.finished ? { col: s.placed, attacked: s.attackedRows(), tried: s.tried } : undefined,
    }),
    measure: () => s.placed,
    params: () => ({}),
  };
}

/** A lab algorithm through watch() on the TS twin: the same moves solve() makes for that seed. */
export async function labRun(n: number, seed: number, algo: LabAlgo, options: LabOptions & { maxRestarts?: number }): Promise<Run> {
  const w = await watch(n, { engine: "ts", seed, algo: algo === "column" ? "minconflicts" : algo, ...(algo === "column" ? { move: "column" } : {}), ...options });
  let ticks = 0;
  let last: WatchStep | null = null;
  let before = new Int32Array(n);
  return {
    algo,
    n,
    get ticks() { return ticks; },
    get finished() { return w.finished; },
    step() {
      if (w.finished) return;
      before = w.rows().slice();
      last = w.step();
      ticks++;
    },
    frame: () => ({
      algo, tick: ticks, n, rows: w.rows().slice(), placed: last === null ? 0 : n, finished: w.finished, solved: last?.status === "solved",
      step: last, before: before.slice(),
    }),
    measure: () => (last === null ? 0 : attackedQueens(w.rows()).reduce((sum, x) => sum + x, 0)),
    params: () => ({ seed: String(seed) }),
  };
}

export const isLabFrame = (frame: Frame): frame is LabFrame => isLabAlgo(frame.algo);
