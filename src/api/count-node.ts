// Node's count platform: counters on this thread's core, and workers from worker_threads.
import { nodeCore } from "../wasm/load-node.js";
import { spawnNodeWorker } from "../pool/node-worker.js";
import { counterProvider } from "./engines.js";
import type { CountPlatform } from "./count.js";

export const newCounter = counterProvider(nodeCore);

export const nodeCountPlatform: CountPlatform = { counter: newCounter, spawn: spawnNodeWorker };
