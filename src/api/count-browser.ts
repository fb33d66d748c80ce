// The browser's count platform: a fresh instance per counter of the same release.wasm, compiled
// once (instances of one module share its tiered-up code), and the Web Workers the page spawns.
import { instantiateCore } from "../wasm/instantiate.js";
import { WasmCounter, type CountExports } from "../wasm/counter.js";
import type { Counter } from "../engine/count-engine.js";
import { ReferenceCounter } from "../reference/count.js";
import type { WorkerPort } from "../pool/count-pool.js";
import type { CountPlatform } from "./count.js";
import type { Engine } from "./solve.js";

let compiled: Promise<WebAssembly.Module> | undefined;

export function browserCountPlatform(url: URL | string = new URL("./release.wasm", import.meta.url), spawn?: () => WorkerPort): CountPlatform {
  const counter = async (engine: Engine): Promise<Counter> => {
    if (engine === "ts") return new ReferenceCounter();
    compiled ??= fetch(url).then((response) => {
      if (!response.ok) throw new Error(`cannot load ${String(url)}: HTTP ${response.status}`);
      return response.arrayBuffer();
    }).then((bytes) => WebAssembly.compile(bytes));
    return new WasmCounter((await instantiateCore(await compiled)) as unknown as CountExports);
  };
  return { counter, spawn };
}
