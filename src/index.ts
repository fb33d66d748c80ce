// The public API for Node. Browsers import src/browser.ts, which differs only in the loader.
import { nodeCore } from "./wasm/load-node.js";
import { engineProvider } from "./api/engines.js";
import { largestWith, solveWith, type Engine, type SolveOptions, type SolveResult } from "./api/solve.js";
import { MAX_WASM_BYTES } from "./wasm/instantiate.js";
import { countWith, firstWith, solutionsWith, type CountOptions, type CountResult, type SolutionsOptions } from "./api/count.js";
import { nodeCountPlatform } from "./api/count-node.js";

const provider = engineProvider(nodeCore);

/** One placement of n queens: solve(1_000_000, { seed: 1 }).rows[c] is the row in column c. */
export function solve(n: number, options?: SolveOptions): Promise<SolveResult> {
  if (options?.algo === "backtrack") return firstWith(nodeCountPlatform, n, options); // lexicographically first
  return solveWith(provider, MAX_WASM_BYTES, n, options);
}

/** The largest n that solve() takes on an engine: "wasm" (the default) is bound by the core's
 *  4 GiB of memory, "ts" by its 32-bit diagonal indices. */
export function largestN(engine: Engine = "wasm"): Promise<number> {
  return largestWith(provider, MAX_WASM_BYTES, engine);
}

/** All solutions of n <= 32 queens (OEIS A000170) and the fundamental ones (A002562), as BigInt. */
export function count(n: number, options?: CountOptions): Promise<CountResult> {
  return countWith(nodeCountPlatform, n, options);
}

/** Every solution of n <= 32 queens in lexicographic order, in batches of n-byte rows. */
export function solutions(n: number, options?: SolutionsOptions): AsyncGenerator<{ rows: Uint8Array; count: number }> {
  return solutionsWith(nodeCountPlatform, n, options);
}

export { locate, type Locations } from "./wasm/locate.js";
export { verify, type Verdict } from "./verify/queens.js";
export { place, countPlacements, placements } from "./api/place-node.js";
export { verifyPlacement, type Piece, type Board, type Squares } from "./verify/pieces.js";
export type { PlaceProblem, PlaceBoard, PlaceOptions, PlacementsOptions, PlaceResult, PlaceStats, PlaceCountResult } from "./api/place.js";
export type { CountAlgo, CountOptions, CountResult, CountProgress, SolutionsOptions, Shard } from "./api/count.js";
export { UsageError, NoAnswerError, CancelledError, EXIT } from "./api/errors.js";
export type { SolveOptions, SolveResult, SolveStats, SolveProgress, Engine, SolveAlgo } from "./api/solve.js";
