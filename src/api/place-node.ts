// The place API for Node: the placer on this thread's core, or the TS twin.
import { nodeCore } from "../wasm/load-node.js";
import { placeProvider } from "./engines.js";
import {
  countPlacementsWith, placeWith, placementsWith,
  type PlaceBoard, type PlaceCountResult, type PlacementsOptions, type PlaceOptions, type PlaceProblem, type PlaceResult,
} from "./place.js";

const placeCore = placeProvider(nodeCore);

/**
 * One placement of n rooks, queens or knights, one per column, none attacking another, none on a
 * blocked square, every fixed square holding one. The board goes beside n or into one object:
 * `place(8, { piece: "rook", blocked: [[0, 0]], fixed: [[3, 4]] })` or
 * `place({ n: 8, piece: "rook", blocked: [0, 0], fixed: [3, 4] })`; `rows[c]` is the row in column c.
 * Rejects with NoAnswerError when no placement exists (with the reason when one is known) or none
 * was found within the limits, UsageError for a bad board.
 */
export function place(problem: PlaceProblem | number, options?: PlaceOptions & PlaceBoard): Promise<PlaceResult> {
  return placeWith(placeCore, problem, options);
}

/** The number of placements (n <= 32), exact, as BigInt; the board as for place(). */
export function countPlacements(problem: PlaceProblem | number, options?: PlaceOptions & PlaceBoard): Promise<PlaceCountResult> {
  return countPlacementsWith(placeCore, problem, options);
}

/** Every placement (n <= 32) in lexicographic order, in batches of n-byte rows; the board as for place(). */
export function placements(problem: PlaceProblem | number, options?: PlacementsOptions & PlaceBoard): AsyncGenerator<{ rows: Uint8Array; count: number }> {
  return placementsWith(placeCore, problem, options);
}
