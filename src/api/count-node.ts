// Node's count platform: a fresh Wasm instance per counter (its state then sits above memory
// nothing else uses) of one module compiled once, and workers from worker_threads.
import { readFile } from "node:fs/promises";
import { WASM_URL } from "../wasm/load-node.js";
import { instantiateCore } from "../wasm/instantiate.js";
import { WasmCounter, type CountExports } from "../wasm/counter.js";
import type { Counter } from "../engine/count-engine.js";
import { ReferenceCounter } from "../reference/count.js";
import { spawnNodeWorker } from "../pool/node-worker.js";
import type { CountPlatform } from "./count.js";
import type { Engine } from "./solve.js";

let compiled: Promise<WebAssembly.Module> | undefined;

export async function newCounter(engine: Engine): Promise<Counter> {
  if (engine === "ts") return new ReferenceCounter();
  compiled ??= readFile(WASM_URL).then((bytes) => WebAssembly.compile(bytes));
  return new WasmCounter((await instantiateCore(await compiled)) as unknown as CountExports);
}

export const nodeCountPlatform: CountPlatform = { counter: newCounter, spawn: spawnNodeWorker };
