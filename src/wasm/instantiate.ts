// The one way to get the core: compile release.wasm once per thread, instantiate it as often as
// the engines need (instances of one module share its tiered-up code), grow its memory. Only the
// bytes differ between Node (src/wasm/load-node.ts) and browsers (src/wasm/load-browser.ts).
import type { CoreExports } from "./exports.js";

/** wasm32 linear memory cannot exceed 65536 pages of 64 KiB. */
export const MAX_WASM_BYTES = 4 * 1024 ** 3;
/** Bytes in a page of linear memory (memory.grow counts pages). */
const PAGE = 65536;

const imports = {
  env: {
    abort(): never {
      throw new Error("nqueens core aborted");
    },
  },
};

/** An instance of the compiled core; its exports are those of assembly/index.ts. */
async function instantiateCore(module: WebAssembly.Module): Promise<CoreExports> {
  const instance = await WebAssembly.instantiate(module, imports);
  return instance.exports as unknown as CoreExports; // WebAssembly types exports loosely; exports.ts names them
}

/** Grows `memory` to at least `bytes`; `what` names the state in the error past 4 GiB. */
export function growMemory(memory: WebAssembly.Memory, bytes: number, what: string): void {
  if (bytes > MAX_WASM_BYTES) throw new RangeError(`${what} needs ${bytes} bytes, above WebAssembly's 4 GiB`);
  const have = memory.buffer.byteLength;
  if (bytes > have) memory.grow(Math.ceil((bytes - have) / PAGE));
}

export interface CoreLoader {
  /** The thread's shared instance, made on first use (the solver's). */
  shared(): Promise<CoreExports>;
  /** A new instance of the same module, for an engine whose state must sit above memory nothing
   *  else in its instance uses (each counter, the placer). */
  fresh(): Promise<CoreExports>;
  /** The compiled module, as a worker is handed it (a worker then reads and compiles nothing). */
  module(): Promise<WebAssembly.Module>;
}

/** A loader over `source`, the core's bytes or its module (read once, compiled once, on first use). */
export function coreLoader(source: () => Promise<BufferSource | WebAssembly.Module>): CoreLoader {
  let compiled: Promise<WebAssembly.Module> | undefined;
  let shared: Promise<CoreExports> | undefined;
  const module = (): Promise<WebAssembly.Module> =>
    (compiled ??= source().then((core) => (core instanceof WebAssembly.Module ? core : WebAssembly.compile(core))));
  const fresh = (): Promise<CoreExports> => module().then(instantiateCore);
  return { shared: () => (shared ??= fresh()), fresh, module };
}
