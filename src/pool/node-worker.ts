// A worker_threads Worker behind the pool's WorkerPort: ref'd while it works, unref'd while it
// idles, so a pool of idle workers never keeps the process from exiting.
import { existsSync } from "node:fs";
import { Worker } from "node:worker_threads";
import { countWorkerScript } from "../wasm/locate.js";
import { besideModule, COPY_FILES_HINT, filePath } from "../wasm/load-node.js";
import type { WorkerPort } from "./worker-pool.js";
import type { Reply } from "./worker-reply.js";

/** The count pool's worker script (dist/count-worker.mjs, built from src/pool/node-count-worker.ts):
 *  beside the bundle, or where locate() says. */
export const countWorkerUrl = (): string | URL => countWorkerScript(() => besideModule("count-worker.mjs", () => new URL("./count-worker.mjs", import.meta.url)));

/** Options of the parent's command line that name its own input (`node --input-type=module -e
 *  CODE`): a worker given them, as it is by default, fails (ERR_INPUT_TYPE_NOT_ALLOWED), as its
 *  input is a file. Each is given as --name=value or as --name value. */
const INPUT_OPTIONS = ["--input-type", "--eval", "-e", "--print", "-p"];

/** The parent's execArgv without the options that name its input, for a worker. */
export function workerExecArgv(execArgv: readonly string[]): string[] {
  const kept: string[] = [];
  for (let i = 0; i < execArgv.length; i++) {
    const arg = execArgv[i];
    if (INPUT_OPTIONS.includes(arg)) i++; // and its value
    else if (!INPUT_OPTIONS.some((name) => arg.startsWith(`${name}=`))) kept.push(arg);
  }
  return kept;
}

export function nodeWorkerPort<M, R>(script: string | URL): WorkerPort<M, R> {
  // a bundle shipped without the script: one line saying so, not the worker's ERR_MODULE_NOT_FOUND
  if (!existsSync(filePath(script))) throw new Error(`nqueens: cannot start a count worker: no ${filePath(script)}; ${COPY_FILES_HINT}`);
  const worker = new Worker(script, { execArgv: workerExecArgv(process.execArgv) });
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
