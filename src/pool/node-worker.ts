// A worker_threads worker of the count pool (dist/count-worker.js, built from
// src/pool/node-count-worker.ts) behind WorkerPort.
import { Worker } from "node:worker_threads";
import { PACKAGE_ROOT } from "../package-root.js";
import type { ReplyMessage, WorkerPort } from "./count-pool.js";

export const WORKER_URL = new URL("dist/count-worker.js", PACKAGE_ROOT);

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
