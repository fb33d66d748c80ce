// A Web Worker of the Count tab's pool (one per core): the count's task runner
// (src/pool/count-pool.ts) on a fresh instance of the same release.wasm, fetched next to this
// script. It answers each chunk of units with their results, and progress while it runs; the page
// sums them.
import { browserCountPlatform, answerer, countTasks } from "../../src/browser.js";
import type { Reply } from "../../src/pool/worker-pool.js";
import type { TaskMessage } from "../../src/pool/count-pool.js";
import type { UnitResult } from "../../src/engine/count-units.js";

interface WorkerScope {
  postMessage(message: Reply<UnitResult[]>): void;
  addEventListener(type: "message", listener: (event: MessageEvent<TaskMessage>) => void): void;
}
const scope = self as unknown as WorkerScope;
const answer = answerer(countTasks(browserCountPlatform(new URL("./release.wasm", import.meta.url)).counter), (reply) => scope.postMessage(reply));

// chunks arrive one at a time per worker (the pool waits for the reply before the next)
scope.addEventListener("message", ({ data }) => void answer(data));
