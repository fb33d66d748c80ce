// The engines of each kind, Wasm or the TS twin, from a platform's core loader: one solver and one
// placer per thread (built on first use), a new counter for each run.
import type { CoreLoader } from "../wasm/instantiate.js";
import { WasmSolver } from "../wasm/solver.js";
import { WasmCounter } from "../wasm/counter.js";
import { WasmPlace } from "../wasm/placer.js";
import type { Counter } from "../engine/count-engine.js";
import type { PlaceCore } from "../engine/place-engine.js";
import { ReferenceSolver } from "../reference/solve.js";
import { ReferenceCounter } from "../reference/count.js";
import { ReferencePlace } from "../reference/place.js";
import type { CoreProvider, Engine } from "./solve.js";
import type { PlaceProvider } from "./place.js";

export function engineProvider(core: CoreLoader): CoreProvider {
  let wasm: WasmSolver | undefined;
  let ts: ReferenceSolver | undefined;
  return async (engine: Engine) => {
    if (engine === "ts") return (ts ??= new ReferenceSolver());
    return (wasm ??= new WasmSolver(await core.shared()));
  };
}

/** Each counter gets an instance of its own: its state then sits above memory nothing else uses. */
export function counterProvider(core: CoreLoader): (engine: Engine) => Promise<Counter> {
  return async (engine) => (engine === "ts" ? new ReferenceCounter() : new WasmCounter(await core.fresh()));
}

/** The placer gets an instance of its own, for the same reason. */
export function placeProvider(core: CoreLoader): PlaceProvider {
  let wasm: Promise<PlaceCore> | undefined;
  let ts: PlaceCore | undefined;
  return (engine) => {
    if (engine === "ts") return Promise.resolve((ts ??= new ReferencePlace()));
    return (wasm ??= core.fresh().then((exports) => new WasmPlace(exports)));
  };
}
