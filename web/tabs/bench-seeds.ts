// Bench over many seeds: the course's comparison in the browser, as `nqueens bench --seeds K`
// gives it: each algorithm (with its options, written as --algos writes them:
// hillclimb:sideways=0) at each n, seeds 1..K (backtracking and the count, which take no seed:
// the CLI's default reps), on the WebAssembly core in the bench worker; the
// table of src/bench/seeds.ts (success rate, quartiles of time and steps, mean steps of the
// successes and of the failures, every column explained), plots of success rate, steps and time
// against n (src/bench/seed-charts.ts, as the CLI's --chart draws them) and of h against steps;
// the tab's one set of download buttons saves them when this was the last run (seedsDownload).
import { seedCsv, seedRow, SEED_COLUMNS } from "../../src/bench/seeds.js";
import { parseVariants as parseAlgos } from "../../src/bench/variants.js";
import { BENCH_ALGOS, DEFAULT_REPS, SEEDED, type BenchResults, type Cell } from "../../src/bench/types.js";
import type { LabOptions } from "../../src/browser.js";
import { saveBlob } from "../view/download.js";
import { group, h, plural, settle, wholeNumber } from "../view/dom.js";
import { lineChartSvg, chartsSvg, type LineChart } from "../../src/bench/line-chart.js";
import { seedCharts } from "../../src/bench/seed-charts.js";
import { svgToPng } from "../view/svg-png.js";
import type { AttackTrace, BenchProgress, SeedsRequest, SeedsResult } from "../workers/bench-worker.js";
import { WorkerClient } from "../workers/worker-client.js";

const MAX_SEEDS = 10_000;
const MAX_N = 1_000_000;
/** The CLI's option names where the API's differ. */
const API_NAME: Record<string, string> = { restarts: "maxRestarts", "max-steps": "maxSteps" };
const CHOICES = new Set(["move", "start", "schedule"]);

const client = new WorkerClient<SeedsRequest, SeedsResult, BenchProgress>("./bench-worker.js", "nqueens-bench-seeds");
let running: { cancel(): void } | null = null;
let results: BenchResults | null = null;
let charts: { name: string; chart: LineChart; svg: string }[] = [];
let traced: AttackTrace[] = [];
/** The form of the last finished run, for the address. */
let asked: Record<string, string> | null = null;
const ui = {} as {
  algos: HTMLInputElement; sizes: HTMLInputElement; seeds: HTMLInputElement; run: HTMLButtonElement; cancel: HTMLButtonElement;
  status: HTMLElement; error: HTMLElement; body: HTMLTableSectionElement; charts: HTMLElement; results: HTMLElement;
};

/** "minconflicts,hillclimb:sideways=0" → the variants, read as the CLI reads --algos, their options
 *  as the API names them (the API checks the values, as it runs them). */
export function parseVariants(text: string): SeedsRequest["variants"] {
  return parseAlgos(text, "algorithms").map(({ name, algo, options }) => ({
    name, algo,
    options: Object.fromEntries(Object.entries(options).map(([key, value]) =>
      [API_NAME[key] ?? key, CHOICES.has(key) || !Number.isFinite(Number(value)) ? value : Number(value)])) as LabOptions,
  }));
}

/** "4-12" or "8,16,32" (or both: "4-8,16"). */
export function parseSizes(text: string): number[] {
  const sizes: number[] = [];
  for (const part of text.split(",").map((p) => p.trim()).filter(Boolean)) {
    const range = /^(\S+?)\s*-\s*(\S+)$/.exec(part);
    if (range) {
      const from = wholeNumber(range[1], "n", 4, MAX_N);
      const to = wholeNumber(range[2], "n", from, MAX_N);
      if (to - from > 200) throw new Error(`${part}: at most 200 sizes in a range`);
      for (let n = from; n <= to; n++) sizes.push(n);
    } else sizes.push(wholeNumber(part, "n", 4, MAX_N));
  }
  if (sizes.length === 0) throw new Error("give at least one n");
  return sizes;
}

/** The page's hooks: the machine line of the results, the address to rewrite after a run, and the
 *  tab's download buttons (off while a run goes, on for this one's results when it is done). */
interface SeedsHost { machineLine(): string; updateUrl(): void; running(): void; finished(): void }
let host: SeedsHost;

export function mountSeeds(side: HTMLElement, view: HTMLElement, pageHost: SeedsHost): void {
  host = pageHost;
  ui.algos = h("input", { id: "seeds-algos", autocomplete: "off", value: "minconflicts,minconflicts:move=column,hillclimb:sideways=0:restarts=0,hillclimb:sideways=100:restarts=0,anneal,genetic,backtrack,count,textbook" });
  ui.sizes = h("input", { id: "seeds-sizes", autocomplete: "off", value: "8" });
  ui.seeds = h("input", { id: "seeds-k", inputmode: "numeric", autocomplete: "off", value: "100" });
  ui.run = h("button", { type: "submit", id: "seeds-run", class: "primary" }, "Run seeds");
  ui.cancel = h("button", { type: "button", id: "seeds-cancel", disabled: true }, "Cancel");
  ui.status = h("p", { id: "seeds-status", class: "status", role: "status", "aria-live": "polite" });
  ui.error = h("p", { id: "seeds-error", class: "error", role: "alert", hidden: true });
  const form = h("form", { id: "seeds-form", class: "controls", novalidate: true },
    h("h2", { class: "section" }, "Over many seeds"),
    h("label", { class: "field" }, h("span", {}, "algorithms"), ui.algos, h("small", {}, `as --algos writes them: name[:option=value], from ${BENCH_ALGOS.join(", ")}; ${BENCH_ALGOS.filter((a) => !SEEDED.includes(a)).join(", ")} take no seed and run ${DEFAULT_REPS} times`)),
    h("label", { class: "field" }, h("span", {}, "n"), ui.sizes, h("small", {}, "a list and ranges: 8 or 4-20 or 8,16,32")),
    h("label", { class: "field" }, h("span", {}, "seeds per cell"), ui.seeds, h("small", {}, "seeds 1 to K, each a run of its own; give-ups count too")),
    h("div", { class: "buttons" }, ui.run, ui.cancel));
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    void start();
  });
  ui.cancel.addEventListener("click", () => running?.cancel());
  side.append(form, ui.status, ui.error);
  ui.body = h("tbody", {});
  ui.charts = h("div", { id: "seeds-charts", class: "seed-charts" });
  const table = h("table", { id: "seeds-table", class: "bench-table" },
    h("thead", {}, h("tr", {}, ...SEED_COLUMNS.map((c, i) => h("th", { scope: "col", title: c.means, class: i > 1 ? "num" : undefined }, c.name)))), ui.body);
  view.prepend(ui.results = h("section", { id: "seeds-results", class: "seed-results", hidden: true }, ui.charts,
    h("div", { class: "table-wrap", tabindex: 0, role: "region", "aria-label": "the seeds' table" }, table),
    h("details", { class: "explain" }, h("summary", {}, "What the seeds' columns mean"),
      h("dl", { class: "stats" }, ...SEED_COLUMNS.flatMap((c) => [h("dt", {}, c.name), h("dd", {}, c.means)])))));
}

function row(cell: Cell): HTMLTableRowElement {
  return h("tr", {}, ...seedRow(cell).map((text, i) => h("td", { class: i > 1 ? "num" : undefined }, text)));
}

async function start(): Promise<void> {
  if (running) return;
  let request: SeedsRequest;
  try {
    request = { kind: "seeds", variants: parseVariants(ui.algos.value), sizes: parseSizes(ui.sizes.value), seeds: wholeNumber(ui.seeds.value, "seeds", 1, MAX_SEEDS), timeoutMs: 20_000 };
    if (request.variants.length === 0) throw new Error("name at least one algorithm");
  } catch (error) {
    ui.error.hidden = false;
    ui.error.textContent = (error as Error).message;
    return;
  }
  ui.error.hidden = true;
  ui.results.hidden = false;
  ui.body.replaceChildren();
  ui.charts.replaceChildren();
  results = null;
  host.running();
  ui.run.disabled = true;
  ui.cancel.disabled = false;
  const total = request.sizes.length * request.variants.length;
  ui.status.textContent = `Running ${plural(total, "cell")} of ${plural(request.seeds, "seed")}…`;
  const started = performance.now();
  const job = client.run(request, ({ done, cell }) => {
    ui.status.textContent = `Measured ${done} of ${total} cells (${cell.variant}, n = ${group(cell.n)})…`;
    ui.body.append(row(cell));
  });
  running = job;
  await settle(ui, job.result, ({ cells, traces, clockMs }) => {
    traced = traces;
    const date = new Date();
    const label = `this browser: ${host.machineLine()}`;
    results = {
      format: "nqueens-bench/1", label, date: date.toISOString(),
      machine: { cpu: `${navigator.hardwareConcurrency || 1} cores`, cores: navigator.hardwareConcurrency || 1, memoryBytes: 0, node: "", v8: "", platform: navigator.platform, arch: "" },
      options: { algos: [...new Set(request.variants.map((v) => v.algo))], engines: ["wasm"], sizes: request.sizes, reps: DEFAULT_REPS, warmup: 1, timeoutSec: request.timeoutMs / 1000, label, seeds: request.seeds },
      cells, references: [], elapsedSec: (performance.now() - started) / 1000, clockMs,
    };
    ui.body.replaceChildren(...cells.map(row));
    drawCharts(results, traces);
    ui.status.textContent = `Done: ${plural(cells.length, "cell")} of ${plural(request.seeds, "seed")} in ${results.elapsedSec.toFixed(1)} s.`;
    host.finished();
    asked = { algos: ui.algos.value.trim(), n: ui.sizes.value.trim(), seeds: String(request.seeds) };
    host.updateUrl();
  });
  running = null;
}

function drawCharts(r: BenchResults, traces: AttackTrace[]): void {
  const specs = seedCharts(r);
  if (traces.length > 0) {
    const { n, seeds } = traces[0];
    specs.push({ name: "attacked", chart: {
      title: `attacking pairs (h) against steps, n = ${group(n)}, mean of seeds 1 to ${seeds}`, xLabel: "step (0: the starting board)", yLabel: "attacking pairs (h)",
      xScale: "linear", yScale: "linear", dots: false, series: traces.map((t) => ({ name: t.name, points: t.points })),
    } });
  }
  charts = specs.map(({ name, chart }) => ({ name, chart, svg: lineChartSvg(chart) }));
  ui.charts.replaceChildren(...charts.map(({ name, svg }) => {
    const figure = h("figure", { class: "seed-chart", "data-chart": name });
    figure.innerHTML = svg; // our own SVG text, names escaped
    return figure;
  }));
}

/** Saves the last run's results: the CSV and JSON the CLI writes, its charts as one SVG or PNG. */
export async function seedsDownload(kind: "csv" | "json" | "svg" | "png"): Promise<void> {
  if (results === null) return;
  const name = `nqueens-seeds-${results.date.slice(0, 10)}.${kind}`;
  const svg = (): string => chartsSvg(charts.map((c) => c.svg));
  if (kind === "csv") saveBlob(new Blob([seedCsv(results)], { type: "text/csv" }), name);
  else if (kind === "json") saveBlob(new Blob([JSON.stringify(results, null, 2) + "\n"], { type: "application/json" }), name);
  else if (kind === "svg") saveBlob(new Blob([svg()], { type: "image/svg+xml" }), name);
  else saveBlob(await svgToPng(svg()), name);
}

export const seedsState = (): unknown => ({ running: running !== null, cells: results?.cells ?? null, traces: results === null ? null : traced });

/** The address of the last finished run: algos, n and seeds (a shared link runs them again). */
export const seedsParams = (): Record<string, string> => asked ?? {};

/** Opens a link's run: fills the form and runs it. */
export function restoreSeeds(params: URLSearchParams): void {
  if (!params.has("seeds")) return;
  ui.seeds.value = params.get("seeds")!;
  if (params.has("algos")) ui.algos.value = params.get("algos")!;
  if (params.has("n")) ui.sizes.value = params.get("n")!;
  void start();
}
