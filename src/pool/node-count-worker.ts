// A worker_threads worker of the count pool (bundled to dist/count-worker.js): runs the chunks of
// tasks it is sent on counters of its own and replies with their tallies, and progress meanwhile.
import { parentPort } from "node:worker_threads";
import { countTasks, type TaskMessage } from "./count-pool.js";
import { answerer } from "./worker-pool.js";
import { newCounter } from "../api/count-node.js";

const answer = answerer(countTasks(newCounter), (reply) => parentPort!.postMessage(reply));
parentPort!.on("message", (message: TaskMessage) => void answer(message));
