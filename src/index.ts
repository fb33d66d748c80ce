// The public API for Node. Browsers import src/browser.ts, which differs only in the loader.
import { loadCore } from "./load-node.js";
import { engineProvider } from "./engines.js";
import { solveWith, type SolveOptions, type SolveResult } from "./solve.js";
import { MAX_WASM_BYTES } from "./wasm.js";

const provider = engineProvider(loadCore);

/** One placement of n queens: solve(1_000_000, { seed: 1 }).rows[c] is the row in column c. */
export function solve(n: number, options?: SolveOptions): Promise<SolveResult> {
  return solveWith(provider, MAX_WASM_BYTES, n, options);
}

export { verify, type Verdict } from "./verify.js";
export { UsageError, NoAnswerError, CancelledError, EXIT } from "./errors.js";
export type { SolveOptions, SolveResult, SolveStats, SolveProgress, Engine, SolveAlgo } from "./solve.js";
