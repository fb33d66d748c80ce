// The place API for Node: the placer on this thread's core, or the TS twin.
import { nodeCore } from "../wasm/load-node.js";
import { placeProvider } from "./engines.js";
import { countPlacementsWith, placeWith, placementsWith, type PlaceCountResult, type PlaceOptions, type PlaceProblem, type PlaceResult } from "./place.js";

const placeCore = placeProvider(nodeCore);

/** One placement: place({ n: 8, piece: "rook", blocked: [0, 0], fixed: [3, 4] }).rows[c] is the row in column c. */
export function place(problem: PlaceProblem, options?: PlaceOptions): Promise<PlaceResult> {
  return placeWith(placeCore, problem, options);
}

/** The number of placements (n <= 32), exact, as BigInt. */
export function countPlacements(problem: PlaceProblem, options?: PlaceOptions): Promise<PlaceCountResult> {
  return countPlacementsWith(placeCore, problem, options);
}

/** Every placement (n <= 32) in lexicographic order, in batches of n-byte rows. */
export function placements(problem: PlaceProblem, options?: PlaceOptions & { limit?: number }): AsyncGenerator<{ rows: Uint8Array; count: number }> {
  return placementsWith(placeCore, problem, options);
}
