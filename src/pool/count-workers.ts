// The count's workers, both sides, on either platform: the pool hands each worker the core's
// compiled module before its first chunk of units, so a worker reads, fetches and compiles
// nothing, and finds the core wherever the calling thread found it (locate(), a bundler's copy).
import type { WasmModule } from "../wasm/wasm-types.js";
import { coreLoader, type CoreLoader } from "../wasm/instantiate.js";
import type { Engine } from "../engine/engine.js";
import type { Counter } from "../engine/count-engine.js";
import type { UnitResult } from "../engine/count-units.js";
import { countTasks, type TaskMessage } from "./count-pool.js";
import { answerer, type WorkerPort } from "./worker-pool.js";
import type { Reply } from "./worker-reply.js";

/** The first message a count worker gets. */
export interface CoreMessage {
  core: WasmModule;
}

/** `port` with the core sent ahead of the first message; a core that cannot be loaded is the
 *  worker's failure (the run's error). */
export function handingCore<R>(port: WorkerPort<TaskMessage | CoreMessage, R>, core: CoreLoader): WorkerPort<TaskMessage, R> {
  let sent: Promise<void> | undefined;
  let fail: (error: Error) => void = () => {};
  return {
    ...port,
    listen(onReply, onError) {
      fail = onError;
      port.listen(onReply, onError);
    },
    post(message) {
      sent ??= core.module().then((module) => port.post({ core: module }));
      sent.then(() => port.post(message), (error: unknown) => fail(error instanceof Error ? error : new Error(String(error))));
    },
  };
}

/** The worker's side: takes the core, then answers each chunk of units on counters made by
 *  `counters` over it. */
export function countWorkerSide(counters: (core: CoreLoader) => (engine: Engine) => Promise<Counter>, post: (reply: Reply<UnitResult[]>) => void): (message: TaskMessage | CoreMessage) => void {
  let answer: ((message: TaskMessage) => Promise<void>) | undefined;
  return (message) => {
    if ("core" in message) answer = answerer(countTasks(counters(coreLoader(async () => message.core))), post);
    else void answer!(message); // the core always comes first
  };
}
