// A Web Worker of the Count tab's pool (one per core): the count pool's taskHandler
// (src/pool/count-pool.ts) on a fresh instance of the same release.wasm, fetched next to this script.
// It answers each chunk of tasks with their tally (and progress while a long one runs); the page
// sums them (runPool).
import { browserCountPlatform, taskHandler } from "../../src/browser.js";
import type { ReplyMessage, TaskMessage } from "../../src/pool/count-pool.js";

interface WorkerScope {
  postMessage(message: ReplyMessage): void;
  addEventListener(type: "message", listener: (event: MessageEvent<TaskMessage>) => void): void;
}
const scope = self as unknown as WorkerScope;
const handle = taskHandler(browserCountPlatform(new URL("./release.wasm", import.meta.url)).counter, (progress) => scope.postMessage(progress));

// chunks arrive one at a time per worker (the pool waits for the reply before the next)
scope.addEventListener("message", ({ data }) => {
  void handle(data).then((reply) => scope.postMessage(reply));
});
