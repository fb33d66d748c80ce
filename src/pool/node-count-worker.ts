// A worker_threads worker of the count pool (bundled to dist/count-worker.mjs, .mjs so that it
// runs as an ES module wherever an app copies it): handed the core, it runs the chunks of units
// it is sent on counters of its own and replies with their results, and progress meanwhile.
import { parentPort } from "node:worker_threads";
import { countWorkerSide, type CoreMessage } from "./count-workers.js";
import type { TaskMessage } from "./count-pool.js";
import { counterProvider } from "./counters.js";

const receive = countWorkerSide(counterProvider, (reply) => parentPort!.postMessage(reply));
parentPort!.on("message", (message: TaskMessage | CoreMessage) => receive(message));
