// Instantiates the AssemblyScript core from its bytes (only the byte loaders differ between
// Node and browsers).

/** wasm32 linear memory cannot exceed 65536 pages of 64 KiB. */
export const MAX_WASM_BYTES = 4 * 1024 ** 3;
/** Bytes in a page of linear memory (memory.grow counts pages). */
export const PAGE = 65536;

export interface CoreExports {
  memory: WebAssembly.Memory;
  bytesFor(n: number): number;
  rowsPtr(): number;
  start(n: number, lo: number, hi: number, maxSteps: number, maxRestarts: number): void;
  run(budget: number): number;
  constructRange(n: number, from: number, to: number): void;
  phase: WebAssembly.Global;
  cursor: WebAssembly.Global;
  listLen: WebAssembly.Global;
  totalSteps: WebAssembly.Global;
  restarts: WebAssembly.Global;
  fullScans: WebAssembly.Global;
  initConflicts: WebAssembly.Global;
}

/** An instance of the core; given a compiled module, instances share its (tiered-up) code. */
export async function instantiateCore(source: BufferSource | WebAssembly.Module): Promise<CoreExports> {
  const imports = {
    env: {
      abort(): never {
        throw new Error("nqueens core aborted");
      },
    },
  };
  const instance = source instanceof WebAssembly.Module
    ? await WebAssembly.instantiate(source, imports)
    : (await WebAssembly.instantiate(source, imports)).instance;
  return instance.exports as unknown as CoreExports;
}

