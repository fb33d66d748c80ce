// The solve worker: the browser API (src/browser.ts) on the very release.wasm the CLI runs. One
// solve at a time; progress at most every 50 ms and at every change of stage; the answer checked
// by the independent verifier (the engine's own), then copied once out of Wasm memory and
// transferred (moved, never cloned) to the page. Cancel terminates the worker
// (web/workers/worker-client.ts, the page's one worker protocol).
import { solve } from "../../src/browser.js";
import type { SolveAnswer, SolveRequest, WorkerProgress } from "./protocol.js";
import { serveJobs } from "./worker-client.js";

const PROGRESS_EVERY_MS = 50;

serveJobs<SolveRequest, SolveAnswer, WorkerProgress>(async ({ n, seed, engine, algo }, progress) => {
  const started = performance.now();
  let lastProgress = -Infinity;
  let lastStage = "";
  const report = (step: WorkerProgress): void => {
    if (step.stage === lastStage && step.elapsedMs - lastProgress < PROGRESS_EVERY_MS) return;
    lastProgress = step.elapsedMs;
    lastStage = step.stage;
    progress(step);
  };
  // the check of the answer by the independent verifier: the engine's own (the Wasm checker, at
  // memory speed where the rows lie; 10^8 rows in well under a second) or the TS one for the twin
  let checkFrom = NaN;
  const onCheck = (): void => {
    checkFrom = performance.now();
    report({ stage: "check", elapsedMs: checkFrom - started });
  };
  const answer = await solve(n, { seed, engine, algo, onProgress: report, onCheck, verify: true });
  const { stats } = answer;
  const handoverFrom = performance.now();
  report({ stage: "handover", elapsedMs: handoverFrom - started });
  // a large answer's rows are a view over Wasm memory: the one copy, whose buffer is then moved
  const copy = answer.transferableRows();
  const times = { checkMs: handoverFrom - checkFrom, handoverMs: performance.now() - handoverFrom };
  return { result: { rows: copy, stats, times }, transfer: [copy.buffer] };
});
