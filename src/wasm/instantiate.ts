// The one way to get the core: compile release.wasm once per thread, instances of it (which share
// its tiered-up code) for calls to take in turn, a few at a time, small ones reused, and grow their
// memory. Only the bytes differ between Node (src/wasm/load-node.ts) and browsers (src/wasm/load-browser.ts).
import type { WasmMemory, WasmModule } from "./wasm-types.js";
import type { CoreExports } from "./exports.js";

/** wasm32 linear memory cannot exceed 65536 pages of 64 KiB. */
export const MAX_WASM_BYTES = 4 * 1024 ** 3;
/** Bytes in a page of linear memory (memory.grow counts pages). */
const PAGE = 65536;

/** Whether a module's exports are the core's (WebAssembly types them loosely): a memory and the
 *  solver's entry points; test/core-constants.test.ts holds all of CoreExports to release.wasm. */
function isCore(exports: WebAssembly.Exports): exports is WebAssembly.Exports & CoreExports {
  return exports.memory instanceof WebAssembly.Memory && typeof exports.start === "function" && typeof exports.run === "function";
}

/** An instance of the compiled core; its exports are those of assembly/index.ts. */
async function instantiateCore(module: WasmModule): Promise<CoreExports> {
  let memory: WebAssembly.Memory | undefined;
  /** An AssemblyScript string in memory: UTF-16, its byte length in the 4 bytes before it. */
  const text = (at: number): string => {
    if (memory === undefined || at < 4) return "?";
    const bytes = new DataView(memory.buffer).getUint32(at - 4, true);
    return String.fromCharCode(...new Uint16Array(memory.buffer, at, bytes >>> 1));
  };
  // the core calls abort only when an assertion of build/debug.wasm fails (assembly/debug.ts)
  const env = {
    abort(message: number, file: number, line: number, column: number): never {
      throw new Error(`nqueens core aborted: ${text(message)} at ${text(file)}:${line}:${column}`);
    },
  };
  const { exports } = await WebAssembly.instantiate(module, { env });
  if (!isCore(exports)) throw new Error("the WebAssembly module is not the nqueens core (no memory, start and run exports)");
  memory = exports.memory;
  return exports;
}

/** Grows `memory` to at least `bytes`; `what` names the state in the error past 4 GiB. */
export function growMemory(memory: WasmMemory, bytes: number, what: string): void {
  if (bytes > MAX_WASM_BYTES) throw new RangeError(`${what} needs ${bytes} bytes, above WebAssembly's 4 GiB`);
  const have = memory.buffer.byteLength;
  if (bytes > have) memory.grow(Math.ceil((bytes - have) / PAGE));
}

/** Instances the calls that end by themselves (solve, place, countPlacements) hold at once, in
 *  use or idle: they all run on this thread, a slice at a time, so more instances would add only
 *  their making and their memory; a call past them waits for one to come back. */
export const CALL_INSTANCES = 4;
/** The most memory an instance may hold to be used again: memory a large call grew is given back
 *  only when its instance is dropped (Wasm memory never shrinks). */
export const IDLE_MAX_BYTES = 1 << 22;

export interface CoreLoader {
  /** An instance for one call that ends by itself: an idle one, a new one while fewer than
   *  CALL_INSTANCES exist, else the first one handed back. Hand it back with release(). */
  acquire(): Promise<CoreExports>;
  /** The call that acquired `core` is over: kept for a later call while its memory is small
   *  (reusable()), else dropped (its memory freed with the last reference to it, e.g. the rows
   *  of an answer it holds), making room for a new instance. */
  release(core: CoreExports): void;
  /** Whether release() would keep `core` for a later call. */
  reusable(core: CoreExports): boolean;
  /** A new instance of the same module, outside acquire()'s set, never handed back: for what
   *  its caller holds as long as it likes (a counter, a listing, a watcher, a reader). */
  fresh(): Promise<CoreExports>;
  /** The compiled module, as a worker is handed it (a worker then reads and compiles nothing). */
  module(): Promise<WasmModule>;
}

/** A loader over `source`, the core compiled (loaded once, on first use; a load that failed is
 *  tried again by the next call, as a fetch that met an HTTP 503 or a file not there yet may
 *  succeed then). */
export function coreLoader(source: () => Promise<WasmModule>): CoreLoader {
  let compiled: Promise<WasmModule> | undefined;
  const idle: CoreExports[] = [];
  const waiting: ((core: CoreExports | Promise<CoreExports>) => void)[] = [];
  let instances = 0; // acquire()'s, in use or idle
  const module = (): Promise<WasmModule> =>
    (compiled ??= source().catch((error: unknown) => {
      compiled = undefined;
      throw error;
    }));
  const fresh = (): Promise<CoreExports> => module().then(instantiateCore);
  const reusable = (core: CoreExports): boolean => core.memory.buffer.byteLength <= IDLE_MAX_BYTES;
  const make = (): Promise<CoreExports> => {
    instances++;
    const made = fresh();
    made.catch(dropped);
    return made;
  };
  function dropped(): void {
    instances--;
    waiting.shift()?.(make());
  }
  return {
    acquire() {
      const core = idle.pop();
      if (core) return Promise.resolve(core);
      if (instances < CALL_INSTANCES) return make();
      return new Promise((resolve) => waiting.push(resolve));
    },
    release(core) {
      if (!reusable(core)) return dropped();
      const next = waiting.shift();
      if (next) next(core);
      else idle.push(core);
    },
    reusable,
    fresh,
    module,
  };
}
