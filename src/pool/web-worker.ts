// A Web Worker behind the pool's WorkerPort (its script answers with answerer(...)).
import { countWorkerScript } from "../wasm/locate.js";
import type { WorkerPort } from "./worker-pool.js";
import type { Reply } from "./worker-reply.js";

/** The count pool's worker script (dist/web-count-worker.js, built from src/pool/web-count-worker.ts):
 *  beside the bundle (Vite and webpack copy it into an app's build), or where locate() says. */
export const countWorkerUrl = (): string | URL => countWorkerScript(() => new URL("./web-count-worker.js", import.meta.url));

export function webWorkerPort<M, R>(worker: Worker): WorkerPort<M, R> {
  return {
    post: (message) => worker.postMessage(message),
    listen(onReply, onError) {
      worker.addEventListener("message", (event: MessageEvent<Reply<R>>) => onReply(event.data));
      worker.addEventListener("error", (event) => onError(new Error(event.message || "worker failed to start")));
    },
    terminate: () => worker.terminate(),
  };
}
