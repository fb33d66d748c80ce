// The browser's count platform: a fresh instance per counter of the same release.wasm, compiled
// once (instances of one module share its tiered-up code), and the adapter that puts a Web
// Worker (running taskHandler from src/count-pool.ts) behind WorkerPort.
import { instantiateCore } from "./wasm.js";
import { WasmCounter, type Counter, type CountExports } from "./count-core.js";
import { ReferenceCounter } from "./reference/count.js";
import type { CountPlatform } from "./count.js";
import type { ReplyMessage, WorkerPort } from "./count-pool.js";
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

/** A Web Worker whose script answers TaskMessages with taskHandler(...). */
export function webWorkerPort(worker: Worker): WorkerPort {
  return {
    post: (message) => worker.postMessage(message),
    onMessage: (listener) => worker.addEventListener("message", (event) => listener(event.data as ReplyMessage)),
    onError: (listener) => worker.addEventListener("error", (event) => listener(new Error(event.message))),
    terminate: () => worker.terminate(),
  };
}
