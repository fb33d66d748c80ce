// The engines every kind of work runs on, by name.

/** Which implementation runs: "wasm", the AssemblyScript core (the default), or "ts", its
 *  pure-TypeScript twin (same seed, same answer, same steps).
 *  @example await solve(1000, { engine: "ts", seed: 1 }); // the same rows as "wasm" with the same seed */
export type Engine = "wasm" | "ts";

export const ENGINES: readonly Engine[] = ["wasm", "ts"];

/** A count's engines: those above, or "gpu", the WGSL counter (src/gpu/) on WebGPU, for the
 *  backtracking search only. */
export type CountEngine = Engine | "gpu";

export const COUNT_ENGINES: readonly CountEngine[] = [...ENGINES, "gpu"];
