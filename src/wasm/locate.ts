// Where a thread finds the package's files at run time: the core (release.wasm) and the script of
// the count's workers. By default beside the bundle that loads them, written in the loaders as
// new URL("./release.wasm", import.meta.url), the form Vite and webpack follow and copy into an
// app's build. An app that serves them elsewhere, or whose bundler copies nothing (esbuild), says
// where with locate(), as sql.js's locateFile or esbuild-wasm's initialize({ wasmURL }) do.
import type { WasmBytes, WasmModule } from "./wasm-types.js";
import { UsageError } from "../errors/errors.js";
import { optionsOf } from "../errors/option-names.js";

/** The core: its URL (fetched in browsers; in Node a file: URL or a path, read), its bytes, or the
 *  module already compiled.
 *  @example locate({ wasm: await WebAssembly.compileStreaming(fetch("/static/release.wasm")) }); // or a URL, a path, or the bytes */
export type CoreSource = string | URL | WasmBytes | WasmModule;

/** Where the package's files are, for locate(): each left out stays beside the bundle.
 *  @example locate({ wasm: "/static/release.wasm", countWorker: "/static/web-count-worker.js" }); */
export interface Locations {
  /** release.wasm (dist/release.wasm in the package). */
  wasm?: CoreSource;
  /** The script of the workers that count() and solutions() start for threads > 1:
   *  dist/count-worker.mjs in Node, dist/web-count-worker.js in browsers (an ES module worker). */
  countWorker?: string | URL;
}

const LOCATION_KEYS = ["wasm", "countWorker"] as const satisfies readonly (keyof Locations)[];
const located: Locations = {};
let coreLoaded = false;

/** Says where the package's files are, for this thread (a worker the package starts is handed the
 *  core, compiled). `wasm` must be set before the first call that loads the core; after a load
 *  that failed it may be set again, and the next call loads from there.
 *  @example locate({ wasm: new URL("nq/release.wasm", document.baseURI), countWorker: new URL("nq/web-count-worker.js", document.baseURI) }); */
export function locate(files: Locations): void {
  if (files === undefined) throw new UsageError("locate takes where the files are, { wasm, countWorker }, got undefined");
  optionsOf(files, "locate", LOCATION_KEYS);
  if (files.wasm !== undefined && coreLoaded) throw new UsageError("locate({ wasm }) comes before the first call that loads the core");
  Object.assign(located, files);
}

/** The core compiled from where locate() said, else from `beside` (the loader's default), got by
 *  `read` (a URL or path to bytes, in the platform's way). It counts as loaded once it compiled:
 *  a load that failed leaves locate() open and the next call tries again. */
export async function loadCore(
  beside: () => URL,
  read: (source: string | URL) => Promise<WasmBytes>,
): Promise<WasmModule> {
  const source = located.wasm ?? beside();
  if (source instanceof WebAssembly.Module) return loaded(source);
  const bytes = typeof source === "string" || source instanceof URL ? await read(source) : source;
  const module = await WebAssembly.compile(bytes).catch((error: unknown) => {
    throw new Error(`nqueens: the core${typeof source === "string" || source instanceof URL ? ` at ${String(source)}` : ""} is not a WebAssembly module (${(error as Error).message})`, { cause: error });
  });
  return loaded(module);
}

function loaded(module: WasmModule): WasmModule {
  coreLoaded = true;
  return module;
}

/** The count worker's script: where locate() said, else `beside` (the platform's default). */
export const countWorkerScript = (beside: () => URL): string | URL => located.countWorker ?? beside();
