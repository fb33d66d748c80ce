// Node's count platform: counters on this thread's core, and the process's one pool of
// worker_threads: none until a count needs them, then kept (idle ones unref'd).
import { nodeCore } from "../wasm/load-node.js";
import { nodeWorkerPort, WORKER_URL } from "../pool/node-worker.js";
import { WorkerPool } from "../pool/worker-pool.js";
import type { CountPool, TaskMessage } from "../pool/count-pool.js";
import type { UnitResult } from "../engine/count-units.js";
import { counterProvider } from "./engines.js";
import type { CountPlatform } from "./count.js";

export const newCounter = counterProvider(nodeCore);

export const countPool: CountPool = new WorkerPool(() => nodeWorkerPort<TaskMessage, UnitResult[]>(WORKER_URL));

export const nodeCountPlatform: CountPlatform = { counter: newCounter, pool: countPool };
