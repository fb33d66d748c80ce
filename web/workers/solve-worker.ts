// The solve worker: the browser API (src/browser.ts) on the very release.wasm the CLI runs,
// fetched next to this script. One solve at a time; progress at most every 50 ms and at every
// change of stage; the answer checked by the independent verifier (the engine's own), then copied once out of
// Wasm memory and transferred (moved, never cloned) to the page.
import { solve, UsageError, NoAnswerError, CancelledError } from "../../src/browser.js";
import { browserCore } from "../../src/wasm/load-browser.js";
import { largestFitting, MAX_TS_N } from "../../src/api/solve.js";
import { MAX_WASM_BYTES } from "../../src/wasm/instantiate.js";
import type { FailureKind, FromWorker, ToWorker, WorkerProgress } from "./protocol.js";
import { workerScope } from "./scope.js";

const PROGRESS_EVERY_MS = 50;

const scope = workerScope<ToWorker, FromWorker>();
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
  const { id } = data;
  try {
    if (data.type === "limits") {
      const core = await browserCore.shared();
      scope.postMessage({ type: "limits", id, limits: { wasm: largestFitting((n) => core.bytesFor(n), MAX_WASM_BYTES), ts: MAX_TS_N } });
      return;
    }
    const { n, seed, engine, algo } = data;
    const controller = new AbortController();
    running.set(id, controller);
    const started = performance.now();
    let lastProgress = -Infinity;
    let lastStage = "";
    const report = (progress: WorkerProgress): void => {
      if (progress.stage === lastStage && progress.elapsedMs - lastProgress < PROGRESS_EVERY_MS) return;
      lastProgress = progress.elapsedMs;
      lastStage = progress.stage;
      scope.postMessage({ type: "progress", id, progress });
    };
    // the check of the answer by the independent verifier: the engine's own (the Wasm checker, at
    // memory speed where the rows lie; 10^8 rows in well under a second) or the TS one for the twin
    let checkFrom = NaN;
    const onCheck = (): void => {
      checkFrom = performance.now();
      report({ stage: "check", elapsedMs: checkFrom - started });
    };
    const { rows, stats } = await solve(n, { seed, engine, algo, signal: controller.signal, onProgress: report, onCheck, verify: true });
    const handoverFrom = performance.now();
    report({ stage: "handover", elapsedMs: handoverFrom - started });
    // the Wasm engine's rows are a view over its memory: the one copy, whose buffer is then moved
    const copy = rows.slice();
    const times = { checkMs: handoverFrom - checkFrom, handoverMs: performance.now() - handoverFrom };
    scope.postMessage({ type: "done", id, rows: copy, stats, times }, [copy.buffer]);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    scope.postMessage({ type: "error", id, kind: kindOf(error), message });
  } finally {
    running.delete(id);
  }
});
