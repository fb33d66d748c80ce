// Node's count platform: counters on this thread's core, and the process's one pool of
// worker_threads: none until a count needs them, then kept (idle ones unref'd).
import { nodeCore } from "../wasm/load-node.js";
import { countWorkerUrl, nodeWorkerPort } from "../pool/node-worker.js";
import { WorkerPool } from "../pool/worker-pool.js";
import { handingCore } from "../pool/count-workers.js";
import type { CountPool } from "../pool/count-pool.js";
import { counterProvider } from "./engines.js";
import type { CountPlatform } from "./count.js";

export const countPool: CountPool = new WorkerPool(() => handingCore(nodeWorkerPort(countWorkerUrl()), nodeCore));

export const nodeCountPlatform: CountPlatform = { counter: counterProvider(nodeCore), pool: countPool };
