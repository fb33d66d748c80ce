// The one place the public API is built: the entries for Node (src/index.ts) and browsers
// (src/browser.ts) export the same functions (src/api/bound.ts, which calls createApi() on the
// platform of src/api/platform.ts at the first call), names and types.
import type { CoreLoader } from "../wasm/instantiate.js";
import { MAX_WASM_BYTES } from "../wasm/instantiate.js";
import type { CountPool } from "../pool/count-pool.js";
import type { GpuCounting } from "../gpu/gpu-batch.js";
import { counterProvider, crossCounterProvider } from "../pool/counters.js";
import { labLeaser, placerLeaser, solverLeaser } from "./engines.js";
import { watchWith, type Watcher, type WatchOptions } from "./lab.js";
import { solveOptions, solvers, solveWith, type Engine, type SolveOptions, type SolveResult } from "./solve.js";
import { countWith, firstWith, solutionsWith, type CountOptions, type CountResult, type Shard, type ShardCountResult, type SolutionsOptions } from "./count.js";
import {
  countPlacementsWith, placeWith, placementsWith,
  type PlaceBoard, type PlaceCountResult, type PlacementsOptions, type PlaceOptions, type PlaceProblem, type PlaceResult,
} from "./place.js";
import { readRowsWith, type RowsReader } from "./rows-in-core.js";
import { crossCheckWith, type CrossItem, type CrossOptions, type CrossPlatform, type CrossResult } from "./cross.js";
import { checkedOptions } from "./options.js";

/** Where the API runs: the platform's Wasm core, and the workers counts may share. */
export interface Platform {
  core: CoreLoader;
  /** Workers for count(n, { threads }); absent where there are none (counts then run in the calling thread). */
  countPool?: CountPool;
  /** The GPU's counter for count(n, { engine: "gpu" }) (src/gpu/gpu-node.ts, gpu-browser.ts). */
  gpu?: () => Promise<GpuCounting>;
}

/** A batch of solutions or placements: `count` of them, n bytes each (rows[s * n + c] is the row in column c of the s-th).
 *  @example for await (const { rows, count } of solutions(8)) console.log(rows.subarray(0, 8)); // the batch's first solution: 8 rows (0-based), a byte each */
export interface RowsBatch {
  rows: Uint8Array;
  count: number;
}

/** The public API, the same on every platform.
 *  @example const api: NQueensApi = await import("nqueens"); await api.solve(8); // the same functions in Node and in browsers */
export interface NQueensApi {
  /** One placement of n queens: `(await solve(1_000_000, { seed: 1 })).rows[c]` is the row of the
   *  queen in column c. Rejects with UsageError for bad input, NoAnswerError (TimeoutError past
   *  timeoutMs) when there is none, the signal's reason when it aborts. */
  solve(n: number, options?: SolveOptions): Promise<SolveResult>;
  /** The largest n that solve() takes on an engine: "wasm" (the default) is bound by the core's
   *  4 GiB of memory, "ts" by its 32-bit diagonal indices. */
  largestN(engine?: Engine): Promise<number>;
  /** All solutions of n <= 32 queens (OEIS A000170) and the fundamental ones (A002562), as BigInt. */
  count(n: number, options: CountOptions & { shard: Shard }): Promise<ShardCountResult>;
  count(n: number, options?: CountOptions): Promise<CountResult>;
  /** Units of the quarter join's split of n (or samples of them) counted by the join and again by
   *  another algorithm on the same partition, a backtracking search over the same sets of rows:
   *  each item's two counts and whether they agree (docs/count.md, "Cross-check"). */
  crossCheck(n: number, items: readonly CrossItem[], options?: CrossOptions): Promise<CrossResult[]>;
  /** Every solution of n <= 32 queens in lexicographic order, in batches of n-byte rows (each batch the caller's to keep). */
  solutions(n: number, options?: SolutionsOptions): AsyncGenerator<RowsBatch>;
  /**
   * One placement of n rooks, queens or knights, one per column, none attacking another, none on a
   * blocked square, every fixed square holding one. The board goes beside n or into one object:
   * `place(8, { piece: "rook", blocked: [[0, 0]], fixed: [[3, 4]] })` or
   * `place({ n: 8, piece: "rook", blocked: [0, 0], fixed: [3, 4] })`; `rows[c]` is the row in column c.
   * Rejects with NoAnswerError when no placement exists (with the reason when one is known) or none
   * was found within the limits, UsageError for a bad board.
   */
  place(problem: PlaceProblem | number, options?: PlaceOptions & PlaceBoard): Promise<PlaceResult>;
  /** The number of placements (n <= 32), exact, as BigInt; the board as for place(). */
  countPlacements(problem: PlaceProblem | number, options?: PlaceOptions & PlaceBoard): Promise<PlaceCountResult>;
  /** Every placement (n <= 32) in lexicographic order, in batches of n-byte rows; the board as for place(). */
  placements(problem: PlaceProblem | number, options?: PlacementsOptions & PlaceBoard): AsyncGenerator<RowsBatch>;
  /** A placement of queens read as it streams in (JSON [r0,r1,...] or rows separated by white
   *  space, as `nqueens verify` reads them), parsed into Wasm memory of its own: about 4 bytes a
   *  queen, never one string. See RowsReader; `oneBased` rows are numbered from 1. */
  readRows(options?: { name?: string; oneBased?: boolean }): Promise<RowsReader>;
  /** A search stepped one event at a time (minconflicts, hillclimb, anneal, genetic, backtrack), for
   *  teaching: `(await watch(8, { algo: "hillclimb", seed: 1 })).step()` is what the search reports
   *  its step did (a WatchEvent). The seed is required, so that a demo can be replayed; `from` is a
   *  starting board; the watcher has an engine of its own. */
  watch(n: number, options: WatchOptions): Promise<Watcher>;
  /** The workers counts have started in this thread so far: count(n, { threads }) starts them
   *  when it first needs them and keeps them for later counts (0 where there are none). */
  countWorkers(): number;
}

export function createApi(platform: Platform): NQueensApi {
  const solveLeaser = solverLeaser(platform.core);
  const lab = labLeaser(platform.core);
  const solver = solvers(solveLeaser, lab, MAX_WASM_BYTES);
  const placer = placerLeaser(platform.core);
  const counting: CrossPlatform = { counter: counterProvider(platform.core), crossCounter: crossCounterProvider(platform.core), pool: platform.countPool, gpu: platform.gpu };
  return {
    async solve(n, options) {
      const checked = solveOptions(options);
      if (checked.algo === "backtrack") return firstWith(counting, n, checked); // lexicographically first
      return solveWith(solver, n, checked);
    },
    largestN: async (engine = "wasm") => solver.largestN(solveOptions({ engine }).engine),
    // a shard's result lists its units (the overload's ShardCountResult)
    count: ((n: number, options?: CountOptions) => countWith(counting, n, options)) as NQueensApi["count"],
    crossCheck: (n, items, options) => crossCheckWith(counting, n, items, options),
    solutions: (n, options) => solutionsWith(counting, n, options),
    place: (problem, options) => placeWith(placer, problem, options),
    countPlacements: (problem, options) => countPlacementsWith(placer, problem, options),
    placements: (problem, options) => placementsWith(placer, problem, options),
    readRows: (options) => readRowsWith(platform.core, options),
    countWorkers: () => platform.countPool?.started ?? 0,
    watch: async (n, options) => watchWith({ lab, solver: solveLeaser }, n, { ...checkedOptions(solveOptions(options, "watch", ["from"]), { seed: options?.seed }), from: options?.from }),
  };
}
