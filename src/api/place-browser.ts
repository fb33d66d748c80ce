// The place API for browsers: the same release.wasm, fetched, in an instance of its own.
import { instantiateCore } from "../wasm/instantiate.js";
import { WasmPlace, type PlaceExports } from "../wasm/placer.js";
import type { PlaceCore } from "../engine/place-engine.js";
import { ReferencePlace } from "../reference/place.js";
import { countPlacementsWith, placeWith, placementsWith, type PlaceCountResult, type PlaceOptions, type PlaceProblem, type PlaceResult } from "./place.js";
import type { Engine } from "./solve.js";

let wasm: Promise<PlaceCore> | undefined;
let ts: PlaceCore | undefined;

export function browserPlaceCore(url: URL | string = new URL("./release.wasm", import.meta.url)): (engine: Engine) => Promise<PlaceCore> {
  return (engine) => {
    if (engine === "ts") return Promise.resolve((ts ??= new ReferencePlace()));
    wasm ??= fetch(url).then((response) => {
      if (!response.ok) throw new Error(`cannot load ${String(url)}: HTTP ${response.status}`);
      return response.arrayBuffer();
    }).then(async (bytes) => new WasmPlace((await instantiateCore(bytes)) as unknown as PlaceExports));
    return wasm;
  };
}

const provider = browserPlaceCore();

export function place(problem: PlaceProblem, options?: PlaceOptions): Promise<PlaceResult> {
  return placeWith(provider, problem, options);
}

export function countPlacements(problem: PlaceProblem, options?: PlaceOptions): Promise<PlaceCountResult> {
  return countPlacementsWith(provider, problem, options);
}

export function placements(problem: PlaceProblem, options?: PlaceOptions & { limit?: number }): AsyncGenerator<{ rows: Uint8Array; count: number }> {
  return placementsWith(provider, problem, options);
}
