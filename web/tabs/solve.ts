// Solve: one placement of n queens in the worker, with progress, Cancel, stats, the verified
// mark, a zoomable board and the answer as a JSON file (the CLI's --format json).
import { BoardView, type Hover } from "../view/board.js";
import { bytes, group, h, milliseconds, wholeNumber, setRunning } from "../view/dom.js";
import { formatRows } from "../../src/format/rows.js";
import type { Engine, SolveAlgo, SolveProgress, SolveStats } from "../../src/api/solve.js";
import { SolveFailure } from "../workers/solve-client.js";
import type { Tab, TabContext } from "./tab.js";

/** Far above what a browser holds (10^8 queens take about 465 MB of Wasm memory); the worker says
 *  when n does not fit. */
const MAX_N = 2 ** 31;
const PRESETS: [string, number][] = [["8", 8], ["1,000", 1000], ["10⁶", 1e6], ["10⁷", 1e7]];

interface Result {
  rows: Int32Array;
  stats: SolveStats;
}

let context: TabContext;
let board: BoardView;
let result: Result | null = null;
let running: { cancel(): void } | null = null;
let cancelled = false;
const ui = {} as {
  form: HTMLFormElement; n: HTMLInputElement; seed: HTMLInputElement; engine: HTMLSelectElement; algo: HTMLSelectElement;
  run: HTMLButtonElement; cancel: HTMLButtonElement; progress: HTMLProgressElement; status: HTMLElement; error: HTMLElement;
  stats: HTMLElement; verified: HTMLElement; download: HTMLButtonElement; hover: HTMLElement; empty: HTMLElement;
};

function field(label: string, control: HTMLElement, hint?: string): HTMLElement {
  return h("label", { class: "field" }, h("span", {}, label), control, hint ? h("small", {}, hint) : null);
}

function mount(panel: HTMLElement, ctx: TabContext): void {
  context = ctx;
  ui.n = h("input", { id: "solve-n", name: "n", inputmode: "numeric", autocomplete: "off", value: "1000", required: true, "aria-describedby": "solve-n-hint" });
  ui.seed = h("input", { id: "solve-seed", name: "seed", inputmode: "numeric", autocomplete: "off", placeholder: "random" });
  ui.engine = h("select", { id: "solve-engine", name: "engine" }, h("option", { value: "wasm" }, "WebAssembly"), h("option", { value: "ts" }, "TypeScript twin"));
  ui.algo = h("select", { id: "solve-algo", name: "algo" }, h("option", { value: "minconflicts" }, "min-conflicts"), h("option", { value: "construct" }, "construction, O(n)"));
  ui.run = h("button", { type: "submit", id: "solve-run", class: "primary" }, "Solve");
  ui.cancel = h("button", { type: "button", id: "solve-cancel", disabled: true }, "Cancel");
  const presets = h("div", { class: "presets", role: "group", "aria-label": "sizes" },
    ...PRESETS.map(([label, n]) => {
      const button = h("button", { type: "button", "data-n": n }, label);
      button.addEventListener("click", () => {
        ui.n.value = String(n);
        ui.n.focus();
      });
      return button;
    }));
  ui.form = h("form", { id: "solve-form", class: "controls", novalidate: true },
    field("n queens", ui.n), presets,
    h("small", { id: "solve-n-hint", class: "hint" }, "1 or 4 and up; 10⁷ takes a few seconds, 10⁸ needs about 470 MB"),
    field("seed", ui.seed, "the same seed gives the same board, here and in the CLI"),
    field("engine", ui.engine), field("algorithm", ui.algo),
    h("div", { class: "buttons" }, ui.run, ui.cancel));
  ui.form.addEventListener("submit", (event) => {
    event.preventDefault();
    start();
  });
  ui.cancel.addEventListener("click", cancel);
  document.addEventListener("keydown", (event) => {
    if (event.key === "Escape" && running && !panel.hidden) cancel();
  });

  ui.progress = h("progress", { id: "solve-progress", max: 1, value: 0, "aria-label": "progress" });
  ui.status = h("p", { id: "solve-status", class: "status", role: "status", "aria-live": "polite" }, "Choose n and press Solve.");
  ui.error = h("p", { id: "solve-error", class: "error", role: "alert", hidden: true });
  ui.verified = h("p", { id: "solve-verified", class: "verified", hidden: true }, "✓ verified: no two queens attack each other");
  ui.stats = h("dl", { id: "solve-stats", class: "stats" });
  ui.download = h("button", { type: "button", id: "solve-download", disabled: true }, "Download JSON");
  ui.download.addEventListener("click", download);

  const canvas = h("canvas", { id: "solve-board", class: "board", "aria-label": "the board: drag or arrow keys to pan, wheel, pinch or + and - to zoom, 0 to fit" });
  const zoomIn = h("button", { type: "button", id: "solve-zoom-in", title: "zoom in (+)", "aria-label": "zoom in" }, "+");
  const zoomOut = h("button", { type: "button", id: "solve-zoom-out", title: "zoom out (-)", "aria-label": "zoom out" }, "−");
  const fit = h("button", { type: "button", id: "solve-fit", title: "zoom to fit (0)" }, "Fit");
  ui.hover = h("output", { id: "solve-hover", class: "hover" });
  ui.empty = h("p", { class: "empty" }, "No board yet.");
  panel.append(
    h("div", { class: "side" }, ui.form,
      h("div", { class: "progress-line" }, ui.progress), ui.status, ui.error, ui.verified, ui.stats, ui.download),
    h("div", { class: "view" },
      h("div", { class: "toolbar" }, zoomIn, zoomOut, fit, ui.hover),
      h("div", { class: "canvas-wrap" }, canvas, ui.empty)));
  board = new BoardView(canvas);
  zoomIn.addEventListener("click", () => board.zoomAt(1.5));
  zoomOut.addEventListener("click", () => board.zoomAt(1 / 1.5));
  fit.addEventListener("click", () => board.fit());
  board.onHover = showHover;
}

function showHover(hover: Hover | null): void {
  if (hover === null) {
    ui.hover.textContent = "";
    return;
  }
  const where = `column ${group(hover.col)}, row ${group(hover.row)}`;
  ui.hover.textContent = hover.cellsPerPixel > 1
    ? `≈ ${where} (a pixel spans ${group(Math.round(hover.cellsPerPixel))} squares)`
    : `${where}${hover.queen ? ": queen" : ""}`;
}

function readRequest(): { n: number; seed?: number; engine: Engine; algo: SolveAlgo } {
  const n = wholeNumber(ui.n.value, "n", 1, MAX_N);
  const seedText = ui.seed.value.trim();
  const seed = seedText === "" ? undefined : wholeNumber(seedText, "seed", 0, Number.MAX_SAFE_INTEGER);
  return { n, seed, engine: ui.engine.value as Engine, algo: ui.algo.value as SolveAlgo };
}

function showError(message: string | null): void {
  ui.error.hidden = message === null;
  ui.error.textContent = message ?? "";
}

function showProgress(progress: SolveProgress): void {
  if (progress.stage === "repair") {
    ui.progress.removeAttribute("value"); // the number of repair steps is not known ahead
    ui.status.textContent = `Repairing: ${group(progress.done)} steps, ${group(progress.conflicts)} queens on the attacked list · ${milliseconds(progress.elapsedMs)}`;
  } else {
    ui.progress.value = progress.total > 0 ? progress.done / progress.total : 0;
    const what = progress.stage === "construct" ? "Constructing" : "Placing (greedy start)";
    ui.status.textContent = `${what}: ${group(progress.done)} of ${group(progress.total)} columns · ${milliseconds(progress.elapsedMs)}`;
  }
}

async function start(): Promise<void> {
  if (running) return;
  let request;
  try {
    request = readRequest();
  } catch (error) {
    showError((error as Error).message);
    ui.n.focus();
    return;
  }
  showError(null);
  ui.verified.hidden = true;
  ui.progress.value = 0;
  ui.status.textContent = `Starting n = ${group(request.n)}…`;
  cancelled = false;
  setRunning(ui, true);
  const run = context.solver.solve(request, showProgress);
  running = run;
  try {
    const answer = await run.result;
    show(answer);
  } catch (error) {
    const failure = error as SolveFailure;
    ui.progress.value = 0;
    ui.verified.hidden = !result?.stats.verified; // the board shown is still the last one solved
    if (failure.kind === "cancelled" || cancelled) {
      ui.status.textContent = "Cancelled.";
    } else {
      ui.status.textContent = "No board.";
      showError(failure.kind === "memory"
        ? `n = ${group(request.n)} does not fit in this browser's memory (${failure.message})`
        : failure.message);
    }
  } finally {
    running = null;
    setRunning(ui, false);
  }
}

function cancel(): void {
  if (!running) return;
  cancelled = true;
  ui.status.textContent = "Cancelling…";
  running.cancel();
}

function show(answer: Result): void {
  result = answer;
  const { stats } = answer;
  ui.progress.value = 1;
  ui.status.textContent = `Solved n = ${group(stats.n)} in ${milliseconds(stats.totalMs)}.`;
  ui.seed.value = String(stats.seed);
  ui.verified.hidden = !stats.verified;
  const entries: [string, string][] = [
    ["time", `${milliseconds(stats.totalMs)} (start ${milliseconds(stats.initMs)}, repair ${milliseconds(stats.repairMs)})`],
    ["repair steps", group(stats.steps)],
    ["restarts", group(stats.restarts)],
    ["attacked after start", group(stats.initConflicts)],
    ["seed", String(stats.seed)],
    ["engine", stats.engine === "wasm" ? "WebAssembly" : "TypeScript twin"],
    ["algorithm", stats.algo === "construct" ? "construction" : "min-conflicts"],
    ["memory", `${bytes(stats.memoryBytes)} (${(stats.memoryBytes / stats.n).toFixed(2)} bytes per queen)`],
  ];
  ui.stats.replaceChildren(...entries.flatMap(([term, value]) => [h("dt", {}, term), h("dd", {}, value)]));
  ui.download.disabled = false;
  ui.empty.hidden = true;
  const canvas = board.canvas;
  canvas.dataset.n = String(stats.n);
  canvas.dataset.seed = String(stats.seed);
  canvas.dataset.verified = String(stats.verified);
  board.setRows(answer.rows);
  context.updateUrl();
}

/** The CLI's `--format json` ([r0,r1,...], 0-based), built in chunks: 10^7 rows are ~80 MB of text. */
function download(): void {
  if (!result) return;
  const blob = new Blob([...formatRows(result.rows, "json")], { type: "application/json" });
  const link = h("a", { href: URL.createObjectURL(blob), download: `nqueens-${result.stats.n}-seed-${result.stats.seed}.json` });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
}

export const solveTab: Tab = {
  id: "solve",
  label: "Solve",
  mount,
  restore(params) {
    if (params.has("n")) ui.n.value = params.get("n")!;
    if (params.has("seed")) ui.seed.value = params.get("seed")!;
    const engine = params.get("engine");
    if (engine === "wasm" || engine === "ts") ui.engine.value = engine;
    const algo = params.get("algo");
    if (algo === "minconflicts" || algo === "construct") ui.algo.value = algo;
    if (params.has("n")) void start(); // a shared link shows its board
  },
  params() {
    const params: Record<string, string> = {};
    if (!result) {
      // nothing solved yet: what the form holds, so a shared link still solves it
      if (ui.n.value.trim() !== "") params.n = ui.n.value.trim();
      if (ui.seed.value.trim() !== "") params.seed = ui.seed.value.trim();
    } else {
      params.n = String(result.stats.n);
      params.seed = String(result.stats.seed);
      if (result.stats.engine !== "wasm") params.engine = result.stats.engine;
      if (result.stats.algo !== "minconflicts") params.algo = result.stats.algo;
    }
    return params;
  },
  shown() {
    board.invalidate();
  },
  state() {
    return {
      running: running !== null,
      n: result?.stats.n ?? null,
      seed: result?.stats.seed ?? null,
      verified: result?.stats.verified ?? false,
      rows: result?.rows ?? null,
      stats: result?.stats ?? null,
      view: board.view,
    };
  },
};
