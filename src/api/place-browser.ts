// The place API for browsers: the placer on the core fetched (src/wasm/load-browser.ts), or the TS twin.
import { browserCore } from "../wasm/load-browser.js";
import { placeProvider } from "./engines.js";
import {
  countPlacementsWith, placeWith, placementsWith,
  type PlaceBoard, type PlaceCountResult, type PlacementsOptions, type PlaceOptions, type PlaceProblem, type PlaceResult,
} from "./place.js";

const provider = placeProvider(browserCore);

/** One placement; the same as Node's place() (src/api/place-node.ts). */
export function place(problem: PlaceProblem | number, options?: PlaceOptions & PlaceBoard): Promise<PlaceResult> {
  return placeWith(provider, problem, options);
}

export function countPlacements(problem: PlaceProblem | number, options?: PlaceOptions & PlaceBoard): Promise<PlaceCountResult> {
  return countPlacementsWith(provider, problem, options);
}

export function placements(problem: PlaceProblem | number, options?: PlacementsOptions & PlaceBoard): AsyncGenerator<{ rows: Uint8Array; count: number }> {
  return placementsWith(provider, problem, options);
}
