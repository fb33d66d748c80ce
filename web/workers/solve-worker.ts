// The solve worker: the browser API (src/browser.ts) on the very release.wasm the CLI runs,
// fetched next to this script. One solve at a time; progress at most every 50 ms; the answer
// is copied out of Wasm memory and transferred, never cloned.
import { solve, UsageError, NoAnswerError, CancelledError } from "../../src/browser.js";
import type { FailureKind, FromWorker, ToWorker } from "./protocol.js";

const PROGRESS_EVERY_MS = 50;

interface WorkerScope {
  postMessage(message: FromWorker, transfer?: Transferable[]): void;
  addEventListener(type: "message", listener: (event: MessageEvent<ToWorker>) => void): void;
}
const scope = self as unknown as WorkerScope;
const running = new Map<number, AbortController>();

function kindOf(error: unknown): FailureKind {
  if (error instanceof UsageError) return "usage";
  if (error instanceof NoAnswerError) return "noanswer";
  if (error instanceof CancelledError) return "cancelled";
  // WebAssembly.Memory.grow or a typed array the browser will not allocate
  if (error instanceof RangeError) return "memory";
  return "internal";
}

scope.addEventListener("message", async ({ data }) => {
  if (data.type === "cancel") {
    running.get(data.id)?.abort(new CancelledError("cancelled"));
    return;
  }
  const { id, n, seed, engine, algo } = data;
  const controller = new AbortController();
  running.set(id, controller);
  let lastProgress = 0;
  try {
    const { rows, stats } = await solve(n, {
      seed, engine, algo,
      signal: controller.signal,
      onProgress: (progress) => {
        if (progress.elapsedMs - lastProgress < PROGRESS_EVERY_MS) return;
        lastProgress = progress.elapsedMs;
        scope.postMessage({ type: "progress", id, progress });
      },
    });
    const copy = rows.slice(); // the Wasm engine's rows are a view over its memory
    scope.postMessage({ type: "done", id, rows: copy, stats }, [copy.buffer]);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    scope.postMessage({ type: "error", id, kind: kindOf(error), message });
  } finally {
    running.delete(id);
  }
});
