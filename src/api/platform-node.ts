// Node's platform: the core read from the package (src/wasm/load-node.ts), and the process's one
// pool of worker_threads for counts: none until a count needs them, then kept (idle ones unref'd).
import { nodeCore } from "../wasm/load-node.js";
import { countWorkerUrl, nodeWorkerPort } from "../pool/node-worker.js";
import { WorkerPool } from "../pool/worker-pool.js";
import { handingCore } from "../pool/count-workers.js";
import type { CountPool } from "../pool/count-pool.js";
import { nodeGpu } from "../gpu/gpu-node.js";
import type { Platform } from "./create-api.js";

export const countPool: CountPool = /* @__PURE__ */ new WorkerPool(() => handingCore(nodeWorkerPort(countWorkerUrl()), nodeCore));

export const platform: Platform = { core: nodeCore, countPool, gpu: nodeGpu };
