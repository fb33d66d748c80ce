// A Web Worker of the count pool (running taskHandler from src/pool/count-pool.ts) behind WorkerPort.
import type { ReplyMessage, WorkerPort } from "./count-pool.js";

/** A Web Worker whose script answers TaskMessages with taskHandler(...). */
export function webWorkerPort(worker: Worker): WorkerPort {
  return {
    post: (message) => worker.postMessage(message),
    onMessage: (listener) => worker.addEventListener("message", (event) => listener(event.data as ReplyMessage)),
    onError: (listener) => worker.addEventListener("error", (event) => listener(new Error(event.message))),
    terminate: () => worker.terminate(),
  };
}
