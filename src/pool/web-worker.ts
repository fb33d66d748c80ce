// A Web Worker behind the pool's WorkerPort (its script answers with answerer(...)).
import type { Reply, WorkerPort } from "./worker-pool.js";

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
