// The bench's result file (nqueens bench --out): what was run, where, and every cell's times.
// Platform-neutral, so the page's Bench tab can read the same files the CLI writes.
import { ENGINES, type Engine } from "../engine/engine.js";

export const BENCH_ALGOS = ["minconflicts", "construct", "backtrack", "count", "textbook", "hillclimb", "anneal", "genetic"] as const;
export type BenchAlgo = (typeof BENCH_ALGOS)[number];
export const BENCH_ENGINES = ENGINES;
export type BenchEngine = Engine;

/** What a cell's work counter counts: repair steps, columns placed, queens placed by a search,
 *  moves (hill climbing), proposals (annealing) or generations. */
export const WORK_UNIT: Record<BenchAlgo, string> = {
  minconflicts: "steps",
  construct: "columns",
  backtrack: "nodes",
  count: "nodes",
  textbook: "nodes",
  hillclimb: "steps",
  anneal: "steps",
  genetic: "generations",
};

/** The two counts, which search very different trees for the same solutions. */
export const COUNTS: readonly BenchAlgo[] = ["count", "textbook"];

/** What each algorithm is, as its rows say it (the table's "what" column). */
export const ALGO_WHAT: Record<BenchAlgo, string> = {
  minconflicts: "min-conflicts repair",
  construct: "explicit construction, no search",
  backtrack: "backtracking to the first placement, bitboards",
  count: "fast count: symmetric, bitboards",
  textbook: "textbook backtracking: every partial placement visited",
  hillclimb: "steepest-ascent hill climbing",
  anneal: "simulated annealing",
  genetic: "genetic algorithm",
};

/** The fast count's search at n (Cell.search), as its rows say it. */
const SEARCH_WHAT: Record<string, string> = {
  quarter: "quarter join: symmetric, bitboards",
  backtrack: "canonical-form backtracking: symmetric, bitboards",
};

/** The "what" column: the algorithm, the count's search at this n, and a count's solutions. */
export function cellWhat(cell: Pick<Cell, "algo" | "search" | "solutions">): string {
  const what = (cell.search && SEARCH_WHAT[cell.search]) || ALGO_WHAT[cell.algo];
  return cell.solutions === undefined ? what : `${what}; ${BigInt(cell.solutions).toLocaleString("en-US")} solutions`;
}

/** Runs per cell by default (--reps); with --seeds, the runs of an algorithm that takes no seed. */
export const DEFAULT_REPS = 3;

/** The algorithms whose runs depend on the seed: --seeds K runs each K times with seeds 1..K. */
export const SEEDED: readonly BenchAlgo[] = ["minconflicts", "hillclimb", "anneal", "genetic"];

/** Largest n each algorithm takes: the exhaustive searches keep rows in 32-bit masks. */
export const MAX_ALGO_N: Record<BenchAlgo, number> = {
  minconflicts: 2 ** 30,
  construct: 2 ** 30,
  backtrack: 32,
  count: 32,
  textbook: 32,
  hillclimb: 2 ** 26,
  anneal: 2 ** 26,
  genetic: 2 ** 16,
};

export interface Machine {
  cpu: string;
  /** os.availableParallelism() */
  cores: number;
  memoryBytes: number;
  node: string;
  v8: string;
  platform: string;
  arch: string;
}

export interface BenchOptions {
  algos: BenchAlgo[];
  engines: BenchEngine[];
  sizes: number[];
  reps: number;
  warmup: number;
  timeoutSec: number;
  label: string;
  /** Seeds per cell (--seeds): each seeded algorithm runs with seeds 1..seeds in one warm worker,
   *  and its cell gets SeedStats; the others run --reps times. Absent: cold and warm reps. */
  seeds?: number;
  /** The variants asked for by --algos (hillclimb:sideways=0:restarts=0): each one's options. */
  variants?: Variant[];
}

/** An algorithm with options, as --algos names it: "hillclimb:sideways=0:restarts=0". */
export interface Variant {
  /** The name as written, which labels its cells. */
  name: string;
  algo: BenchAlgo;
  /** The options given, by their command-line names without "--" (sideways: "0"). */
  options: Record<string, string>;
}

/** One seeded run. */
export interface SeedRun {
  seed: number;
  solved: boolean;
  ms: number;
  steps: number;
  restarts: number;
}

/** A distribution over a cell's runs: least, quartiles, greatest and mean (min, max and mean are
 *  absent from files written before they were added). */
export interface Spread {
  min: number;
  q1: number;
  median: number;
  q3: number;
  max: number;
  mean: number;
}

/** What --seeds K measures in a cell, over all its runs (successes and failures alike). */
export interface SeedStats {
  runs: number;
  solved: number;
  /** solved / runs. */
  successRate: number;
  timeMs: Spread;
  steps: Spread;
  /** Mean steps of the runs that solved, and of those that gave up (null: none). */
  meanStepsSolved: number | null;
  meanStepsFailed: number | null;
  meanRestarts: number;
}

/** Times of one series over the reps, in ms. */
export interface Series {
  medianMs: number;
  minMs: number;
  maxMs: number;
  runsMs: number[];
}

/** ok: every rep measured; timeout: a run passed --timeout (the seeds' "not measured");
 *  skipped: a smaller n of this algorithm and engine timed out; unsupported: n beyond the engine. */
export const CELL_STATUSES = ["ok", "timeout", "skipped", "unsupported"] as const;
export type CellStatus = (typeof CELL_STATUSES)[number];

export interface Cell {
  algo: BenchAlgo;
  /** The variant's name when --algos gave options (hillclimb:sideways=0). */
  variant?: string;
  engine: BenchEngine;
  n: number;
  status: CellStatus;
  /** Why a cell has no times (timeout, skipped, unsupported). */
  note?: string;
  /** The first run in a fresh worker: includes compiling the Wasm module and an untuned JIT. */
  cold?: Series;
  /** A run in the same worker after the cold run and --warmup more. */
  warm?: Series;
  /** Median of the work counter (see workUnit) over the warm runs. */
  work?: number;
  workUnit: string;
  /** Median time of min-conflicts' greedy initialisation in the warm runs, ms. */
  initMs?: number;
  /** Bytes of the engine's state (the solve cores report it; null for the exhaustive searches). */
  stateBytes?: number | null;
  /** The worker's V8 heap in use after the warm run (JS objects and external buffers), bytes. */
  heapBytes?: number;
  /** How the answer was checked: "verify" (every placement), "oeis" (count = A000170(n)), "engines" (counts agree). */
  check?: string;
  /** For the counts: the number of solutions, as a decimal string. */
  solutions?: string;
  /** For the counts: the search count() ran ("quarter", "backtrack", "textbook"). */
  search?: string;
  /** --seeds: the distribution over the seeds, and every run. */
  seeds?: SeedStats;
  seedRuns?: SeedRun[];
  /** Wasm median ÷ TS median at this algorithm and n (below 1: Wasm faster). */
  wasmOverTs?: { cold: number | null; warm: number | null };
}

/** Times other programs published for the same problems: the seeds' claims, drawn on the chart. */
export interface Reference {
  label: string;
  algo: BenchAlgo;
  n: number;
  ms: number;
  /** Which of our measurements it compares with: the whole run or min-conflicts' init only. */
  compare: "total" | "init";
  source: string;
}

export const REFERENCES: Reference[] = [
  { label: "min-conflicts, Python (2018)", algo: "minconflicts", n: 1000, ms: 980_000, compare: "total", source: "980 s at n = 1000" },
  { label: "backtracking-all, Python (2018)", algo: "count", n: 16, ms: 133 * 60_000, compare: "total", source: "133 min at n = 16" },
  { label: "greedy init, C++ on Apple M1 (2022)", algo: "minconflicts", n: 1_000_000, ms: 29_742_000, compare: "init", source: "29,742 s at n = 10^6" },
];

export interface BenchResults {
  format: "nqueens-bench/1";
  label: string;
  date: string;
  machine: Machine;
  options: BenchOptions;
  cells: Cell[];
  references: Reference[];
  /** Wall time of the whole bench, s. */
  elapsedSec: number;
  /** --seeds: the step of the clock the runs were timed with, ms (a run shorter reads 0). */
  clockMs?: number;
}

export const cellKey = (c: Pick<Cell, "algo" | "engine" | "n" | "variant">): string => `${c.variant ?? c.algo}/${c.engine}/${c.n}`;
