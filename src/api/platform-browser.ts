// Browsers' platform: the core fetched (src/wasm/load-browser.ts), and a pool of Web Workers
// (module workers of dist/web-count-worker.js) for counts: none until a count needs them, then kept.
import { browserCore } from "../wasm/load-browser.js";
import { countWorkerUrl, webWorkerPort } from "../pool/web-worker.js";
import { WorkerPool } from "../pool/worker-pool.js";
import { handingCore } from "../pool/count-workers.js";
import type { CountPool } from "../pool/count-pool.js";
import { browserGpu } from "../gpu/gpu-browser.js";
import type { Platform } from "./create-api.js";

export const countPool: CountPool = /* @__PURE__ */ new WorkerPool(() => handingCore(webWorkerPort(new Worker(countWorkerUrl(), { type: "module", name: "nqueens-count" })), browserCore));

export const platform: Platform = { core: browserCore, countPool, gpu: browserGpu };
