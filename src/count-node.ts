// Node's count platform: a fresh Wasm instance per counter (its state then sits above memory
// nothing else uses) of one module compiled once, and workers from worker_threads running dist/count-worker.js. The path
// resolves to the same file from src/ (tests) and from the bundles in dist/ (CLI, package).
import { readFile } from "node:fs/promises";
import { Worker } from "node:worker_threads";
import { WASM_URL } from "./load-node.js";
import { instantiateCore } from "./wasm.js";
import { WasmCounter, type Counter, type CountExports } from "./count-core.js";
import { ReferenceCounter } from "./reference/count.js";
import type { CountPlatform } from "./count.js";
import type { ReplyMessage, WorkerPort } from "./count-pool.js";
import type { Engine } from "./solve.js";

export const WORKER_URL = new URL("../dist/count-worker.js", import.meta.url);

let compiled: Promise<WebAssembly.Module> | undefined;

export async function newCounter(engine: Engine): Promise<Counter> {
  if (engine === "ts") return new ReferenceCounter();
  compiled ??= readFile(WASM_URL).then((bytes) => WebAssembly.compile(bytes));
  return new WasmCounter((await instantiateCore(await compiled)) as unknown as CountExports);
}

export function spawnNodeWorker(): WorkerPort {
  const worker = new Worker(WORKER_URL);
  return {
    post: (message) => worker.postMessage(message),
    onMessage: (listener) => worker.on("message", (reply: ReplyMessage) => listener(reply)),
    onError: (listener) => {
      worker.on("error", listener);
      worker.on("exit", (code) => { if (code !== 0) listener(new Error(`count worker exited with code ${code}`)); });
    },
    terminate: () => void worker.terminate(),
  };
}

export const nodeCountPlatform: CountPlatform = { counter: newCounter, spawn: spawnNodeWorker };
