// The public API for browsers (and Web Workers): the same as src/index.ts, fetching the .wasm and
// counting on Web Workers.
import { browserCore } from "./wasm/load-browser.js";
import { engineProvider } from "./api/engines.js";
import { largestWith, solveWith, type Engine, type SolveOptions, type SolveResult } from "./api/solve.js";
import { MAX_WASM_BYTES } from "./wasm/instantiate.js";
import { countWith, firstWith, solutionsWith, type CountOptions, type CountResult, type SolutionsOptions } from "./api/count.js";
import { browserCountPlatform } from "./api/count-browser.js";

const provider = engineProvider(browserCore);

export function solve(n: number, options?: SolveOptions): Promise<SolveResult> {
  if (options?.algo === "backtrack") return firstWith(browserCountPlatform, n, options); // lexicographically first
  return solveWith(provider, MAX_WASM_BYTES, n, options);
}

export function largestN(engine: Engine = "wasm"): Promise<number> {
  return largestWith(provider, MAX_WASM_BYTES, engine);
}

export function count(n: number, options?: CountOptions): Promise<CountResult> {
  return countWith(browserCountPlatform, n, options);
}

export function solutions(n: number, options?: SolutionsOptions): AsyncGenerator<{ rows: Uint8Array; count: number }> {
  return solutionsWith(browserCountPlatform, n, options);
}

export { locate, type Locations } from "./wasm/locate.js";
export { verify, type Verdict } from "./verify/queens.js";
export { place, countPlacements, placements } from "./api/place-browser.js";
export { verifyPlacement, type Piece, type Board, type Squares } from "./verify/pieces.js";
export type { PlaceProblem, PlaceBoard, PlaceOptions, PlacementsOptions, PlaceResult, PlaceStats, PlaceCountResult } from "./api/place.js";
export type { CountAlgo, CountOptions, CountResult, CountProgress, SolutionsOptions, Shard } from "./api/count.js";
export { UsageError, NoAnswerError, CancelledError, EXIT } from "./api/errors.js";
export type { SolveOptions, SolveResult, SolveStats, SolveProgress, Engine, SolveAlgo } from "./api/solve.js";
