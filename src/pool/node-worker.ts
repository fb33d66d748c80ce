// A worker_threads Worker behind the pool's WorkerPort: ref'd while it works, unref'd while it
// idles, so a pool of idle workers never keeps the process from exiting.
import { Worker } from "node:worker_threads";
import { countWorkerScript } from "../wasm/locate.js";
import type { Reply, WorkerPort } from "./worker-pool.js";

/** The count pool's worker script (dist/count-worker.js, built from src/pool/node-count-worker.ts):
 *  beside the bundle, or where locate() says. */
export const countWorkerUrl = (): string | URL => countWorkerScript(() => new URL("./count-worker.js", import.meta.url));

export function nodeWorkerPort<M, R>(script: string | URL): WorkerPort<M, R> {
  const worker = new Worker(script);
  let ended = false; // terminated by the pool: its exit is no failure
  return {
    post: (message) => worker.postMessage(message),
    listen(onReply, onError) {
      worker.on("message", (reply: Reply<R>) => onReply(reply));
      worker.on("error", onError);
      worker.on("exit", (code) => {
        if (!ended) onError(new Error(`worker exited with code ${code}`));
      });
    },
    terminate() {
      ended = true;
      void worker.terminate();
    },
    keepAlive: (on) => (on ? worker.ref() : worker.unref()),
  };
}
