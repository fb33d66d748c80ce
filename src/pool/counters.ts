// A counter for each count run in the calling thread, and for each worker of the pool.
import type { CoreLoader } from "../wasm/instantiate.js";
import { WasmCounter } from "../wasm/counter.js";
import type { Counter } from "../engine/count-engine.js";
import type { Engine } from "../engine/engine.js";
import { ReferenceCounter } from "../reference/count.js";
import type { CrossCounter } from "../engine/count-cross.js";
import { WasmCrossCounter } from "../wasm/cross-counter.js";
import { ReferenceCrossCounter } from "../reference/count-cross.js";

/** Each counter gets an instance of its own: its state then sits above memory nothing else uses. */
export function counterProvider(core: CoreLoader): (engine: Engine) => Promise<Counter> {
  return async (engine) => (engine === "ts" ? new ReferenceCounter() : new WasmCounter(await core.fresh()));
}

/** The cross-check's search (src/engine/count-cross.ts), likewise on an instance of its own. */
export function crossCounterProvider(core: CoreLoader): (engine: Engine) => Promise<CrossCounter> {
  return async (engine) => (engine === "ts" ? new ReferenceCrossCounter() : new WasmCrossCounter(await core.fresh()));
}
