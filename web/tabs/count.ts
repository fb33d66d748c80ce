// Count: every solution of n queens, and the fundamental ones, on all cores: the browser API's one
// pool of Web Workers (src/pool/web-count-worker.ts), started by the first count that needs it and kept
// for the next, runs the count's units; small n count in this thread, where workers
// would only add their start-up. This page only hands out chunks and sums tallies. With WebGPU
// (navigator.gpu) it can count on the visitor's graphics card instead, the CPU as the fallback.
import { count, countWorkers, CancelledError, EngineUnavailableError, type CountProgress, type CountResult } from "../../src/browser.js";
import { ONE_THREAD_MAX_N } from "../../src/api/defaults.js";
import { waitForCore } from "../core.js";
import { group, h, milliseconds, wholeNumber, setRunning, wireJobForm } from "../view/dom.js";
import type { Tab, TabContext } from "./tab.js";

/** The core keeps rows in 32-bit masks. */
const MAX_N = 32;
/** At least two, so the page's own thread never runs a count big enough to need workers. */
const workers = (): number => Math.max(2, Math.min(64, navigator.hardwareConcurrency || 2));

/** CPU seconds of a whole count by the default algorithm on one core of the machine docs/count.md
 *  measured (AMD EPYC; the quarter join to n = 23, the backtracking search from 24), and the memory
 *  a worker needs, in MB: what the page says before a count starts. n = 22, 23 and 24 are
 *  extrapolated from sample units (issue 20's table), 25..32 at about ten times per size. */
const COST: Record<number, { cpuSeconds: number; workerMB: number }> = {
  16: { cpuSeconds: 0.18, workerMB: 50 }, 17: { cpuSeconds: 2, workerMB: 50 }, 18: { cpuSeconds: 4, workerMB: 60 },
  19: { cpuSeconds: 43, workerMB: 60 }, 20: { cpuSeconds: 200, workerMB: 75 }, 21: { cpuSeconds: 1_400, workerMB: 75 },
  22: { cpuSeconds: 29_000, workerMB: 640 }, 23: { cpuSeconds: 100_000, workerMB: 620 }, 24: { cpuSeconds: 3.5e7, workerMB: 10 },
};
/** Past this many CPU seconds on the page's workers, a tab will not see the count end: the page
 *  says so and sends the count to the CLI, whose checkpoint survives a closed tab. */
const BROWSER_MAX_CPU_SECONDS = 3_600;
/** Below this many CPU seconds a count starts without a word on what it takes. */
const SAY_FROM_CPU_SECONDS = 10;
const costOf = (n: number): { cpuSeconds: number; workerMB: number } | undefined =>
  COST[n] ?? (n > 24 ? { cpuSeconds: COST[24].cpuSeconds * 10 ** (n - 24), workerMB: 10 } : undefined);
/** The smallest n whose count costs more than `cpuSeconds`. */
const firstCosting = (cpuSeconds: number): number => {
  let n = 1;
  while ((costOf(n)?.cpuSeconds ?? 0) < cpuSeconds) n++;
  return n;
};

/** What the page says of a count of n before it starts; `refuse` when a tab cannot finish it. */
export function before(n: number, threads: number): { text: string; refuse: boolean } | undefined {
  const cost = costOf(n);
  if (!cost || cost.cpuSeconds < SAY_FROM_CPU_SECONDS) return undefined;
  const wall = roughly((cost.cpuSeconds * 1000) / threads);
  const memory = `about ${cost.workerMB * threads} MB`;
  if (cost.cpuSeconds <= BROWSER_MAX_CPU_SECONDS) {
    return { text: `n = ${n}: about ${wall} on ${counted(threads, "worker")} (measured on a 2-core server; your machine may differ), ${memory}.`, refuse: false };
  }
  return {
    text: `n = ${n} takes about ${roughly(cost.cpuSeconds * 1000)} of CPU (${wall} on ${counted(threads, "worker")}) and ${memory}: `
      + `a browser tab cannot finish it. Count it with the command line, which survives interruptions: `
      + `nqueens count ${n} --checkpoint q${n}.jsonl (see docs/distributed.md to spread it over machines).`,
    refuse: true,
  };
}


/** "1 solution", "2 solutions". */
const counted = (value: bigint | number, one: string, many = `${one}s`): string =>
  `${value.toLocaleString("en-US")} ${value === 1 || value === 1n ? one : many}`;

/** Where a count runs: the CPU's workers, the GPU (WebGPU; the backtracking search), or both, one
 *  after the other, to show both times. */
type Where = "cpu" | "gpu" | "both";

let context: TabContext;
let result: CountResult | null = null;
/** The CPU's count of the same n, when both were asked for. */
let cpuResult: CountResult | null = null;
/** Why the GPU did not count the last count asked of it (the CPU then did). */
let gpuFallback: string | null = null;
/** Units of the count running or last run. */
let units: number | null = null;
let running: AbortController | null = null;
const ui = {} as {
  form: HTMLFormElement; n: HTMLInputElement; where: HTMLSelectElement; run: HTMLButtonElement; cancel: HTMLButtonElement; progress: HTMLProgressElement;
  status: HTMLElement; error: HTMLElement; result: HTMLElement; stats: HTMLElement;
};

function mount(panel: HTMLElement, ctx: TabContext): void {
  context = ctx;
  ui.n = h("input", { id: "count-n", name: "n", inputmode: "numeric", autocomplete: "off", value: "12", "aria-describedby": "count-n-hint" });
  const webgpu = "gpu" in navigator;
  ui.where = h("select", { id: "count-engine", name: "engine" },
    h("option", { value: "cpu" }, "CPU"),
    h("option", { value: "gpu", disabled: !webgpu }, webgpu ? "GPU (WebGPU)" : "GPU (no WebGPU here)"),
    h("option", { value: "both", disabled: !webgpu }, "GPU, then CPU"));
  ui.run = h("button", { type: "submit", id: "count-run", class: "primary" }, "Count");
  ui.cancel = h("button", { type: "button", id: "count-cancel", disabled: true }, "Cancel");
  ui.form = h("form", { id: "count-form", class: "controls", novalidate: true },
    h("label", { class: "field" }, h("span", {}, "n queens"), ui.n),
    h("label", { class: "field" }, h("span", {}, "on"), ui.where),
    h("small", { id: "count-n-hint", class: "hint" }, `1 to ${MAX_N}; from n = ${firstCosting(SAY_FROM_CPU_SECONDS)} the page says what a count will take before it starts, `
      + `and from n = ${firstCosting(BROWSER_MAX_CPU_SECONDS + 1)} it is the command line's`),
    h("div", { class: "buttons" }, ui.run, ui.cancel));
  wireJobForm(ui, panel, () => void start(), cancel);
  ui.progress = h("progress", { id: "count-progress", max: 1, value: 0, "aria-label": "share of the count done" });
  ui.status = h("p", { id: "count-status", class: "status", role: "status", "aria-live": "polite" },
    `Choose n and press Count: ${counted(workers(), "worker")}, one per core, from n = ${ONE_THREAD_MAX_N + 1}.`);
  ui.error = h("p", { id: "count-error", class: "error", role: "alert", hidden: true });
  ui.result = h("p", { id: "count-result", class: "result", "aria-live": "polite" });
  ui.stats = h("dl", { id: "count-stats", class: "stats" });
  panel.append(
    h("div", { class: "side" }, ui.form, h("div", { class: "progress-line" }, ui.progress), ui.status, ui.error),
    h("div", { class: "view text-view" }, ui.result, ui.stats,
      h("p", { class: "hint" }, "All solutions are OEIS A000170; fundamental ones (distinct up to rotation and reflection) A002562, "
        + "from the solutions each symmetry maps to themselves (Burnside). For n = 10..27 the count joins quarter boards (per set of rows, "
        + "each west half matched against the east halves built from pairs of quarter pieces), elsewhere it backtracks; either way the work is split into units, "
        + "the same as the command line's, that the workers take as they free up; the bar is the share of units done, the time left comes from what the finished units cost.")));
}

// The share of the units done, counting the parts of running ones the workers report; the time
// left from the measured costs of finished units (the estimate the command line shows), before
// one has finished a straight extrapolation (units differ in size, hence "about").
function showProgress(n: number, { done, total, elapsedMs, leftMs }: CountProgress): void {
  units = total;
  const share = total > 0 ? Math.min(1, done / total) : 0;
  ui.progress.value = share;
  const left = share >= 1 ? NaN : leftMs ?? (share > 0 ? (elapsedMs * (1 - share)) / share : NaN);
  ui.status.textContent = `Counting n = ${n}: ${percent(share)} · ${milliseconds(elapsedMs)}`
    + (Number.isFinite(left) ? ` · about ${roughly(left)} left` : "");
}

/** A time to come, as precise as an extrapolation deserves: "40 s", "12 min", "2 h 5 min". */
function roughly(ms: number): string {
  const s = Math.max(1, Math.round(ms / 1000));
  if (s < 120) return `${s} s`;
  const min = Math.round(s / 60);
  return min < 120 ? `${min} min` : `${Math.floor(min / 60)} h ${min % 60} min`;
}

/** Whole percent, with a decimal while below 10 so that early progress shows. */
const percent = (share: number): string => `${(share * 100).toFixed(share < 0.1 ? 1 : 0)}%`;

async function start(): Promise<void> {
  if (running) return;
  let n: number;
  try {
    n = wholeNumber(ui.n.value, "n", 1, MAX_N);
  } catch (error) {
    ui.error.hidden = false;
    // the reason for the limit belongs only to a number above it
    const tooLarge = /^\d/.test(ui.n.value.trim()) && Number(ui.n.value.trim().replace(/[_,]/g, "")) > MAX_N;
    ui.error.textContent = `${(error as Error).message}${tooLarge ? " (the core keeps rows in 32-bit masks)" : ""}`;
    ui.n.focus();
    return;
  }
  ui.error.hidden = true;
  const threads = n > ONE_THREAD_MAX_N ? workers() : 1;
  const estimate = before(n, threads);
  if (estimate?.refuse) {
    ui.error.hidden = false;
    ui.error.textContent = estimate.text;
    return;
  }
  const controller = new AbortController();
  running = controller;
  setRunning(ui, true);
  ui.progress.value = 0;
  ui.result.textContent = "";
  ui.stats.replaceChildren();
  const where = ui.where.value as Where;
  cpuResult = null;
  gpuFallback = null;
  const starting = `Starting n = ${n} on ${where === "cpu" ? (threads > 1 ? counted(threads, "worker") : "this thread") : "the GPU"}…${estimate && where === "cpu" ? ` ${estimate.text}` : ""}`;
  ui.status.textContent = starting;
  const onCpu = (): Promise<CountResult> => count(n, { threads, signal: controller.signal, onProgress: (progress) => showProgress(n, progress) });
  try {
    if (await waitForCore((text) => (ui.status.textContent = text)) > 0) ui.status.textContent = starting;
    result = where === "cpu" ? await onCpu() : await onGpu(n, controller.signal, onCpu);
    if (where === "both" && result.engine === "gpu") cpuResult = await onCpu();
    show(result);
  } catch (error) {
    ui.progress.value = 0;
    if (error instanceof CancelledError || controller.signal.aborted) {
      ui.status.textContent = "Cancelled.";
    } else {
      ui.status.textContent = "No count.";
      ui.error.hidden = false;
      ui.error.textContent = error instanceof Error ? error.message : String(error);
    }
  } finally {
    running = null;
    setRunning(ui, false);
  }
}

/** The count on the GPU, or on the CPU (`onCpu`) where the browser offers no WebGPU adapter. */
async function onGpu(n: number, signal: AbortSignal, onCpu: () => Promise<CountResult>): Promise<CountResult> {
  try {
    return await count(n, { engine: "gpu", signal, onProgress: (progress) => showProgress(n, progress) });
  } catch (error) {
    if (!(error instanceof EngineUnavailableError)) throw error;
    gpuFallback = error.message;
    return onCpu();
  }
}

function cancel(): void {
  // the pool terminates the busy workers at once and starts new ones for the next count
  running?.abort(new CancelledError("cancelled"));
}

function show(r: CountResult): void {
  ui.progress.value = 1;
  const seconds = (r.ms / 1000).toFixed(r.ms < 10_000 ? 3 : 1);
  ui.status.textContent = `Counted n = ${r.n} in ${milliseconds(r.ms)}.`;
  ui.result.textContent = `n=${r.n}: ${counted(r.solutions, "solution")}, ${(r.unique ?? 0n).toLocaleString("en-US")} fundamental, `
    + `${seconds} s, ${threadsText(r)}, ${counted(r.nodes, "node")}`;
  const entries: [string, string][] = [
    ["all solutions", r.solutions.toLocaleString("en-US")],
    ["fundamental", (r.unique ?? 0n).toLocaleString("en-US")],
    ["symmetric under 180°", r.rot180.toLocaleString("en-US")],
    ["symmetric under 90°", r.rot90.toLocaleString("en-US")],
    ["nodes (queens placed)", r.nodes.toLocaleString("en-US")],
    ["time", milliseconds(r.ms)],
    ["threads", r.engine === "gpu" ? "the GPU's, one a prefix of the search tree" : r.threads > 1 ? `${threadsText(r)} (this browser reports ${counted(navigator.hardwareConcurrency || 0, "core")})`
      : `1, the page's own (up to n = ${ONE_THREAD_MAX_N} workers would only add their start-up)`],
    ["units", group(r.resumed + r.counted)],
    ["engine", r.engine === "gpu" ? `GPU: ${r.adapter} (the backtracking search, in WebGPU)` : gpuFallback ? `CPU (${gpuFallback})` : "CPU"],
  ];
  if (cpuResult) entries.push(["time on the CPU", `${milliseconds(cpuResult.ms)} (${threadsText(cpuResult)}, ${cpuResult.algo === "quarter" ? "the quarter join" : "backtracking"})`]);
  ui.stats.replaceChildren(...entries.flatMap(([term, value]) => [h("dt", {}, term), h("dd", {}, value)]));
  context.updateUrl();
}

/** Workers when the count used them; up to n = ONE_THREAD_MAX_N the page's own thread. */
const threadsText = (r: CountResult): string => (r.threads > 1 ? counted(r.threads, "worker") : "1 thread");

export const countTab: Tab = {
  id: "count",
  label: "Count",
  mount,
  restore(params) {
    if (params.has("n")) {
      ui.n.value = params.get("n")!;
      void start(); // a shared link counts its n
    }
  },
  params(): Record<string, string> {
    if (result) return { n: String(result.n) };
    return ui.n.value.trim() === "" ? {} : { n: ui.n.value.trim() };
  },
  state() {
    return {
      running: running !== null,
      n: result?.n ?? null,
      solutions: result ? String(result.solutions) : null,
      fundamental: result?.unique === undefined ? null : String(result.unique),
      threads: result?.threads ?? null,
      engine: result?.engine ?? null,
      adapter: result?.adapter ?? null,
      cpuMs: cpuResult?.ms ?? null,
      progress: ui.progress.value,
      workersStarted: countWorkers(), // for the tests
      units,
    };
  },
};
