// A worker_threads worker of the count pool (bundled to dist/count-worker.js): runs the task
// chunks it is sent on counters of its own and replies with their tallies.
import { parentPort } from "node:worker_threads";
import { taskHandler, type TaskMessage } from "./count-pool.js";
import { newCounter } from "../api/count-node.js";

const handle = taskHandler(newCounter, (progress) => parentPort?.postMessage(progress));
parentPort?.on("message", (message: TaskMessage) => {
  void handle(message).then((reply) => parentPort?.postMessage(reply));
});
