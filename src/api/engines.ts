// One SolveCore per engine and thread, built on first use from a platform's core loader.
import type { CoreExports } from "../wasm/instantiate.js";
import { WasmSolver } from "../wasm/solver.js";
import { ReferenceSolver } from "../reference/solve.js";
import type { CoreProvider, Engine } from "./solve.js";

export function engineProvider(loadCore: () => Promise<CoreExports>): CoreProvider {
  let wasm: WasmSolver | undefined;
  let ts: ReferenceSolver | undefined;
  return async (engine: Engine) => {
    if (engine === "ts") return (ts ??= new ReferenceSolver());
    return (wasm ??= new WasmSolver(await loadCore()));
  };
}
