// A Web Worker of the count pool (bundled to dist/web-count-worker.js, an ES module): handed the
// core, it runs the chunks of units it is sent on counters of its own and replies with their
// results, and progress meanwhile.
import { countWorkerSide, type CoreMessage } from "./count-workers.js";
import type { TaskMessage } from "./count-pool.js";
import { counterProvider } from "./counters.js";

const receive = countWorkerSide(counterProvider, (reply) => postMessage(reply));
addEventListener("message", (event: MessageEvent<TaskMessage | CoreMessage>) => receive(event.data));
