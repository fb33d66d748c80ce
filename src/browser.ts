// The public API for browsers (and Web Workers): the same as src/index.ts, fetching the .wasm.
import { loadCore } from "./load-browser.js";
import { engineProvider } from "./engines.js";
import { solveWith, type SolveOptions, type SolveResult } from "./solve.js";
import { MAX_WASM_BYTES } from "./wasm.js";

const provider = engineProvider(() => loadCore());

export function solve(n: number, options?: SolveOptions): Promise<SolveResult> {
  return solveWith(provider, MAX_WASM_BYTES, n, options);
}

export { verify, type Verdict } from "./verify.js";
export { UsageError, NoAnswerError, CancelledError } from "./errors.js";
export type { SolveOptions, SolveResult, SolveStats, SolveProgress, Engine, SolveAlgo } from "./solve.js";
