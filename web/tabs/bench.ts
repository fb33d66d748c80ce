// Bench: WebAssembly against the TypeScript twin in this browser, over a range of n, for
// min-conflicts and the construction, in a worker (web/workers/bench-worker.ts). The results are the CLI
// bench's format (src/bench/types.ts), shown with its table columns (src/bench/table.ts) and its
// chart (chartSpec, drawn by renderChart from src/bench/chart-view.ts, loaded with Vega only
// when the first chart is drawn).
import { chartSpec } from "../../src/bench/chart.js";
import { COLUMNS, cellRow, csv } from "../../src/bench/table.js";
import { BENCH_ENGINES, cellKey, type BenchAlgo, type BenchResults, type Cell } from "../../src/bench/types.js";
import type { BenchProgress, BenchRequest } from "../workers/bench-worker.js";
import { group, h, plural, settle, wholeNumber } from "../view/dom.js";
import type { Tab, TabContext } from "./tab.js";
import { saveBlob } from "../view/download.js";
import { mountSeeds, restoreSeeds, seedsDownload, seedsParams, seedsState } from "./bench-seeds.js";
import { WorkerClient } from "../workers/worker-client.js";

type ChartModule = typeof import("../../src/bench/chart-view.js");
type ChartView = Awaited<ReturnType<ChartModule["renderChart"]>>;

/** Each column of the table: its header with the unit, and what it means (the header's title and
 *  the list under the table). A column the CLI's table gains shows here only once it is described. */
const HEADERS: Record<(typeof COLUMNS)[number], { label: string; meaning: string }> = {
  algo: { label: "algo", meaning: "the algorithm: minconflicts (min-conflicts repair) or construct (the explicit construction)" },
  engine: { label: "engine", meaning: "wasm: the WebAssembly core; ts: its pure-TypeScript twin (same seed, same answer)" },
  n: { label: "n", meaning: "queens on an n × n board" },
  "cold ms": { label: "cold (ms)", meaning: "milliseconds of the first solve in a fresh worker: compiling the Wasm module and an untuned JIT included" },
  "warm ms": { label: "warm (ms)", meaning: "milliseconds, the median of the warm solves (after the cold one, in the same worker; each a batch of at least 5 ms, divided)" },
  min: { label: "min (ms)", meaning: "milliseconds, the fastest warm solve" },
  max: { label: "max (ms)", meaning: "milliseconds, the slowest warm solve" },
  work: { label: "work (count)", meaning: "the algorithm's own count, its unit written beside it: repair steps (min-conflicts), columns placed (construction)" },
  memory: { label: "memory", meaning: "bytes of the engine's state (the board and its tables), unit beside it" },
  "wasm/ts": { label: "wasm/ts (×)", meaning: "the wasm warm median over the ts warm median at the same algorithm and n: below 1, WebAssembly is faster" },
  check: { label: "check", meaning: "how every timed answer was checked: verify = the independent verifier read the whole placement" },
  what: { label: "what", meaning: "what the algorithm is, in words" },
};

const MAX_N = 10_000_000;
const MAX_SIZES = 25;
const ALGOS: BenchAlgo[] = ["minconflicts", "construct"];
const RIGHT = new Set(["n", "cold ms", "warm ms", "min", "max", "work", "memory", "wasm/ts"]);
/** The chart's height at most; below this width its legends go under the plot. */
const CHART_HEIGHT_PX = 380;
const NARROW_CHART_PX = 560;

let context: TabContext;
const client = new WorkerClient<BenchRequest, Cell[], BenchProgress>("./bench-worker.js", "nqueens-bench");
let running: { cancel(): void } | null = null;
let results: BenchResults | null = null;
let chart: Promise<ChartModule> | undefined;
let chartView: ChartView | null = null;
const ui = {} as {
  form: HTMLFormElement; from: HTMLInputElement; to: HTMLInputElement; reps: HTMLInputElement; run: HTMLButtonElement; cancel: HTMLButtonElement;
  progress: HTMLProgressElement; status: HTMLElement; error: HTMLElement; body: HTMLTableSectionElement; chart: HTMLElement;
  machine: HTMLElement; downloads: HTMLButtonElement[];
};
const DOWNLOADS = ["csv", "json", "svg", "png"] as const;
type DownloadKind = (typeof DOWNLOADS)[number];
/** Which run the tab's one set of download buttons saves: the last to finish, of either form. */
let latest: "times" | "seeds" | null = null;

/** from, the 1-2-5 steps strictly between, and to: 100..1000 → 100, 200, 500, 1000. */
export function sizesBetween(from: number, to: number): number[] {
  const sizes = [from];
  for (let decade = 1; decade <= to; decade *= 10) {
    for (const step of [1, 2, 5]) if (step * decade > from && step * decade < to) sizes.push(step * decade);
  }
  if (to > from) sizes.push(to);
  return sizes;
}

function mount(panel: HTMLElement, ctx: TabContext): void {
  context = ctx;
  ui.from = h("input", { id: "bench-from", inputmode: "numeric", autocomplete: "off", value: "1000" });
  ui.to = h("input", { id: "bench-to", inputmode: "numeric", autocomplete: "off", value: "1e6" });
  ui.reps = h("input", { id: "bench-reps", type: "number", min: 1, max: 20, value: 3 });
  ui.run = h("button", { type: "submit", id: "bench-run", class: "primary" }, "Run");
  ui.cancel = h("button", { type: "button", id: "bench-cancel", disabled: true }, "Cancel");
  ui.form = h("form", { id: "bench-form", class: "controls", novalidate: true },
    h("label", { class: "field" }, h("span", {}, "from n"), ui.from),
    h("label", { class: "field" }, h("span", {}, "to n"), ui.to, h("small", {}, `4 to ${group(MAX_N)}; the sizes between go in 1-2-5 steps`)),
    h("label", { class: "field" }, h("span", {}, "warm runs per cell"), ui.reps, h("small", {}, "after one cold run; the median is shown")),
    h("div", { class: "buttons" }, ui.run, ui.cancel));
  ui.downloads = DOWNLOADS.map((kind) => h("button", { type: "button", id: `bench-download-${kind}`, class: "small", disabled: true,
    title: kind === "csv" || kind === "json" ? `the last run's table as ${kind.toUpperCase()} (the CLI's bench format)` : `the last run's charts as ${kind.toUpperCase()}` }, kind.toUpperCase()));
  ui.downloads.forEach((button, k) => button.addEventListener("click", () => void download(DOWNLOADS[k])));
  ui.machine = h("p", { id: "bench-machine", class: "hint" }, machineLine());
  ui.form.addEventListener("submit", (event) => {
    event.preventDefault();
    void start();
  });
  ui.cancel.addEventListener("click", () => running?.cancel());
  ui.progress = h("progress", { id: "bench-progress", max: 1, value: 0, "aria-label": "cells measured" });
  ui.status = h("p", { id: "bench-status", class: "status", role: "status", "aria-live": "polite" }, "Min-conflicts and the construction, WebAssembly and TypeScript, seed 1.");
  ui.error = h("p", { id: "bench-error", class: "error", role: "alert", hidden: true });
  ui.body = h("tbody", {});
  const table = h("table", { id: "bench-table", class: "bench-table" },
    h("thead", {}, h("tr", {}, ...COLUMNS.map((c) => h("th", { scope: "col", class: RIGHT.has(c) ? "num" : undefined, title: HEADERS[c].meaning }, HEADERS[c].label)))), ui.body);
  const meanings = h("details", { id: "bench-columns", class: "explain" }, h("summary", {}, "What the columns mean"),
    h("dl", { class: "stats" }, ...COLUMNS.flatMap((c) => [h("dt", {}, HEADERS[c].label), h("dd", {}, HEADERS[c].meaning)])));
  ui.chart = h("div", { id: "bench-chart", class: "bench-chart" });
  panel.append(
    h("div", { class: "side" }, ui.form, h("div", { class: "progress-line" }, ui.progress), ui.status, ui.error,
      h("div", { class: "field" }, h("span", {}, "download the last run"), h("div", { class: "buttons" }, ...ui.downloads)),
      h("p", { class: "hint" }, "Cold: the first solve of a cell in a fresh worker, so it pays for compiling the WebAssembly "
        + "and for JavaScript that is not yet optimised, as a page's first solve does. Warm: the solves after it in the same worker, "
        + "the steady speed; each is timed as a batch of at least 5 ms because a browser's clock is coarse.")),
    // a region that scrolls takes the focus, so the keyboard can scroll it too
    h("div", { class: "view text-view", tabindex: 0, role: "region", "aria-label": "the results" }, ui.chart, ui.machine,
      h("div", { class: "table-wrap", tabindex: 0, role: "region", "aria-label": "the results table" }, table), meanings));
  mountSeeds(panel.querySelector<HTMLElement>(".side")!, panel.querySelector<HTMLElement>(".view")!, {
    machineLine: () => machineLine(), updateUrl: () => context.updateUrl(), running: () => offerDownloads(null), finished: () => offerDownloads("seeds"),
  });
}

const N_COLUMN = COLUMNS.indexOf("n");

/** The CLI's row, with n written as everywhere else in the page (10,000 and 20,000, not 1e4 and 20000). */
function row(cell: Cell): HTMLTableRowElement {
  const texts = cellRow(cell);
  texts[N_COLUMN] = group(cell.n);
  return h("tr", { "data-key": cellKey(cell) }, ...texts.map((text, i) => h("td", { class: RIGHT.has(COLUMNS[i]) ? "num" : undefined }, text)));
}

/** Wasm median ÷ TS median per algorithm and n, as the CLI's wasm/ts column. */
function ratios(cells: Cell[]): void {
  const at = new Map(cells.map((c) => [cellKey(c), c]));
  for (const cell of cells) {
    const wasm = at.get(cellKey({ ...cell, engine: "wasm" }));
    const ts = at.get(cellKey({ ...cell, engine: "ts" }));
    if (cell.engine !== "wasm" || !wasm?.warm || !ts?.warm) continue;
    cell.wasmOverTs = { cold: wasm.cold && ts.cold ? wasm.cold.medianMs / ts.cold.medianMs : null, warm: wasm.warm.medianMs / ts.warm.medianMs };
  }
}

/** The machine line, as far as a page can see: the browser, logical cores, the OS, the date (a
 *  browser does not tell a page the CPU's model). */
function machineLine(date = new Date()): string {
  const data = (navigator as Navigator & { userAgentData?: { platform: string } }).userAgentData;
  const os = data?.platform || navigator.platform || "unknown OS";
  return `${browserName()}, ${plural(navigator.hardwareConcurrency || 1, "logical core")}, ${os}, ${date.toISOString().slice(0, 10)} (the CPU's model is not visible to a web page)`;
}

/** The download buttons for the last run's results (null: none, while a run goes); the times'
 *  chart buttons wait for its chart. */
function offerDownloads(run: typeof latest, chartDrawn = run === "seeds"): void {
  latest = run;
  ui.downloads.forEach((button, k) => (button.disabled = run === null || (!chartDrawn && (DOWNLOADS[k] === "svg" || DOWNLOADS[k] === "png"))));
}

/** The table as the CLI writes it (--csv, --out), the chart as Vega draws it; or the seeds' run. */
async function download(kind: DownloadKind): Promise<void> {
  if (latest === "seeds") return seedsDownload(kind);
  if (results === null) return;
  const name = `nqueens-bench-${results.date.slice(0, 10)}.${kind}`;
  if (kind === "csv") saveBlob(new Blob([csv(results)], { type: "text/csv" }), name);
  else if (kind === "json") saveBlob(new Blob([JSON.stringify(results, null, 2) + "\n"], { type: "application/json" }), name);
  else if (chartView !== null) {
    const url = await chartView.toImageURL(kind, kind === "png" ? 2 : 1);
    saveBlob(await (await fetch(url)).blob(), name);
  }
}

function browserName(): string {
  const brand = (navigator as Navigator & { userAgentData?: { brands: { brand: string; version: string }[] } }).userAgentData?.brands
    .find((b) => !/Not.A.Brand/i.test(b.brand));
  return brand ? `${brand.brand} ${brand.version}` : navigator.userAgent;
}

async function start(): Promise<void> {
  if (running) return;
  let request: BenchRequest;
  try {
    const from = wholeNumber(ui.from.value, "from n", 4, MAX_N);
    const to = wholeNumber(ui.to.value, "to n", from, MAX_N);
    const sizes = sizesBetween(from, to);
    if (sizes.length > MAX_SIZES) throw new Error(`${sizes.length} sizes: at most ${MAX_SIZES}, choose a narrower range`);
    request = { sizes, algos: ALGOS, engines: [...BENCH_ENGINES], reps: wholeNumber(ui.reps.value, "warm runs", 1, 20), timeoutMs: 20_000 };
  } catch (error) {
    ui.error.hidden = false;
    ui.error.textContent = (error as Error).message;
    return;
  }
  ui.error.hidden = true;
  ui.body.replaceChildren();
  ui.chart.replaceChildren();
  chartView = null;
  offerDownloads(null);
  ui.progress.value = 0;
  results = null;
  ui.run.disabled = true;
  ui.cancel.disabled = false;
  const started = performance.now();
  const cores = navigator.hardwareConcurrency || 1;
  ui.status.textContent = `Measuring ${request.sizes.length * 4} cells…`;
  const job = client.run(request, ({ done, total, cell }) => {
    ui.progress.value = done / total;
    ui.status.textContent = `Measured ${done} of ${total} cells (${cell.algo}, ${cell.engine}, n = ${group(cell.n)})…`;
    ui.body.append(row(cell));
  });
  running = job;
  await settle(ui, job.result, async (cells) => {
    ratios(cells);
    ui.body.replaceChildren(...cells.map(row));
    const date = new Date();
    const label = `this browser: ${browserName()}`;
    ui.machine.textContent = `Measured on ${machineLine(date)}.`;
    results = {
      format: "nqueens-bench/1", label, date: date.toISOString(),
      machine: { cpu: `${cores} cores`, cores, memoryBytes: 0, node: "", v8: "", platform: navigator.platform, arch: "" },
      options: { algos: ALGOS, engines: [...BENCH_ENGINES], sizes: request.sizes, reps: request.reps, warmup: 0, timeoutSec: request.timeoutMs / 1000, label },
      cells, references: [], elapsedSec: (performance.now() - started) / 1000,
    };
    ui.status.textContent = `Done: ${cells.length} cells in ${results.elapsedSec.toFixed(1)} s.`;
    offerDownloads("times");
    await draw(results);
    context.updateUrl();
  });
  running = null;
}

async function draw(r: BenchResults): Promise<void> {
  if (!r.cells.some((c) => c.status === "ok")) return;
  // the whole chart, legends included, fits the width of its box; on a narrow one the legends go below
  const width = Math.max(240, ui.chart.clientWidth);
  const narrow = width < NARROW_CHART_PX;
  const spec = chartSpec(r, { width, height: Math.round(Math.min(CHART_HEIGHT_PX, width * (narrow ? 1 : 0.6))), fit: true, legend: narrow ? "bottom" : "right" });
  // the CLI's subtitle names Node; here it is the browser
  (spec.title as { subtitle: string[] }).subtitle = [`${browserName()}, ${r.machine.cores} cores, seed 1, median of ${plural(r.options.reps, "warm run")}`];
  chart ??= import(new URL("./bench-chart.js", import.meta.url).href) as Promise<ChartModule>;
  const { renderChart } = await chart;
  chartView = await renderChart(ui.chart, spec);
  if (latest === "times") offerDownloads("times", true);
}

export const benchTab: Tab = {
  id: "bench",
  label: "Bench",
  mount,
  restore(params) {
    if (params.has("from")) ui.from.value = params.get("from")!;
    if (params.has("to")) ui.to.value = params.get("to")!;
    if (params.has("reps")) ui.reps.value = params.get("reps")!;
    // a shared link measures again (what it names: the sizes and runs, on this browser)
    if (params.has("from") || params.has("to")) void start();
    restoreSeeds(params);
  },
  params(): Record<string, string> {
    // only a finished run goes into the address, so a fresh tab's address starts nothing
    if (!results) return seedsParams();
    const { sizes, reps } = results.options;
    return { from: String(sizes[0]), to: String(sizes[sizes.length - 1]), reps: String(reps), ...seedsParams() };
  },
  state() {
    return { running: running !== null, cells: results?.cells ?? null, chart: chartView !== null, seeds: seedsState() };
  },
};
