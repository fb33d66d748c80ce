// The place API for Node: a Wasm instance of its own (its state sits above memory nothing else
// in that instance uses) and the TS twin, each built on first use.
import { readFile } from "node:fs/promises";
import { WASM_URL } from "../wasm/load-node.js";
import { instantiateCore } from "../wasm/instantiate.js";
import { WasmPlace, type PlaceExports } from "../wasm/placer.js";
import type { PlaceCore } from "../engine/place-engine.js";
import { ReferencePlace } from "../reference/place.js";
import { countPlacementsWith, placeWith, placementsWith, type PlaceCountResult, type PlaceOptions, type PlaceProblem, type PlaceResult } from "./place.js";
import type { Engine } from "./solve.js";

let wasm: Promise<PlaceCore> | undefined;
let ts: PlaceCore | undefined;

export function placeCore(engine: Engine): Promise<PlaceCore> {
  if (engine === "ts") return Promise.resolve((ts ??= new ReferencePlace()));
  wasm ??= readFile(WASM_URL).then(async (bytes) => new WasmPlace((await instantiateCore(bytes)) as unknown as PlaceExports));
  return wasm;
}

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
