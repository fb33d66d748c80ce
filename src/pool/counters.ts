// A counter for each count run in the calling thread, and for each worker of the pool.
import type { CoreLoader } from "../wasm/instantiate.js";
import { WasmCounter } from "../wasm/counter.js";
import type { Counter } from "../engine/count-engine.js";
import type { Engine } from "../engine/engine.js";
import { ReferenceCounter } from "../reference/count.js";

/** Each counter gets an instance of its own: its state then sits above memory nothing else uses. */
export function counterProvider(core: CoreLoader): (engine: Engine) => Promise<Counter> {
  return async (engine) => (engine === "ts" ? new ReferenceCounter() : new WasmCounter(await core.fresh()));
}
