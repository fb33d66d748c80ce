// Solve: one placement of n queens in the worker, with progress over the whole run (search,
// check, hand-over, drawing), Cancel, stats, the verified mark, a zoomable board you can find
// your way in (go to a column or row, next queen, zoom to a queen, a minimap) and the answer as a
// JSON file (the CLI's --format json), streamed.
import { waitForCore } from "../core.js";
import { BoardView, type Hover } from "../view/board.js";
import { bytes, group, h, milliseconds, wholeNumber, setRunning, wireJobForm } from "../view/dom.js";
import { saveJson } from "../view/download.js";
import type { Engine, SolveAlgo, SolveStats } from "../../src/browser.js";
import { engineLimits, type AfterTimes, type Limits, type WorkerProgress } from "../workers/protocol.js";
import type { WorkerFailure } from "../workers/worker-client.js";
import type { Tab, TabContext } from "./tab.js";

const PRESETS: [string, number][] = [["8", 8], ["1,000", 1000], ["10⁶", 1e6], ["10⁷", 1e7], ["10⁸", 1e8]];
/** Below this many queens the memory per queen is mostly the core's fixed part: not shown. */
const PER_QUEEN_FROM = 100_000;
/** A browser's clock in a page that is not cross-origin isolated ticks in 0.1 ms steps. */
const CLOCK_MS = 0.1;

interface Result {
  rows: Int32Array;
  stats: SolveStats;
  /** totalMs: from the click to the drawn board, coreWaitMs (the wait for the core to load) included. */
  times: AfterTimes & { drawMs: number; coreWaitMs: number; totalMs: number };
}

let context: TabContext;
let board: BoardView;
let result: Result | null = null;
let running: { cancel(): void } | null = null;
let cancelled = false;
/** Runs asked for since the page loaded, counted as start() is called (before it awaits anything):
 *  a test reads 0 once the page is ready to know that its address started nothing. */
let started = 0;
/** A solve waits for the core to load (a second press is not a second solve). */
let waiting = false;
let limits: Limits | null = null;
let saving: AbortController | null = null;
let lastSave: { bytes: number; chunks: number } | null = null;
const ui = {} as {
  form: HTMLFormElement; n: HTMLInputElement; seed: HTMLInputElement; engine: HTMLSelectElement; algo: HTMLSelectElement; hint: HTMLElement;
  run: HTMLButtonElement; cancel: HTMLButtonElement; progress: HTMLProgressElement; status: HTMLElement; error: HTMLElement;
  stats: HTMLElement; verified: HTMLElement; download: HTMLButtonElement; saveStatus: HTMLElement; hover: HTMLElement; empty: HTMLElement;
  caption: HTMLElement; view: HTMLElement; gotoCol: HTMLInputElement; gotoRow: HTMLInputElement; gotoError: HTMLElement;
};

function field(label: string, control: HTMLElement, hint?: string): HTMLElement {
  return h("label", { class: "field" }, h("span", {}, label), control, hint ? h("small", {}, hint) : null);
}

function button(id: string, label: string, title?: string): HTMLButtonElement {
  return h("button", { type: "button", id, title }, label);
}

function mount(panel: HTMLElement, ctx: TabContext): void {
  context = ctx;
  ui.n = h("input", { id: "solve-n", name: "n", inputmode: "numeric", autocomplete: "off", value: "1000", required: true, "aria-describedby": "solve-n-hint" });
  ui.seed = h("input", { id: "solve-seed", name: "seed", inputmode: "numeric", autocomplete: "off", placeholder: "new at random each run" });
  ui.engine = h("select", { id: "solve-engine", name: "engine" }, h("option", { value: "wasm" }, "WebAssembly"), h("option", { value: "ts" }, "TypeScript twin"));
  ui.algo = h("select", { id: "solve-algo", name: "algo" }, h("option", { value: "minconflicts" }, "min-conflicts"), h("option", { value: "construct" }, "construction"));
  ui.run = h("button", { type: "submit", id: "solve-run", class: "primary" }, "Solve");
  ui.cancel = h("button", { type: "button", id: "solve-cancel", disabled: true }, "Cancel");
  const presets = h("div", { class: "presets", role: "group", "aria-label": "sizes" },
    ...PRESETS.map(([label, n]) => {
      const preset = h("button", { type: "button", "data-n": n }, label);
      preset.addEventListener("click", () => {
        ui.n.value = String(n);
        ui.n.focus();
      });
      return preset;
    }));
  ui.hint = h("small", { id: "solve-n-hint", class: "hint" });
  showHint();
  ui.form = h("form", { id: "solve-form", class: "controls", novalidate: true },
    field("n queens", ui.n), presets, ui.hint,
    field("seed", ui.seed, "empty: a new board each run; a seed gives the same board, here and in the CLI"),
    h("div", { class: "pair" }, field("engine", ui.engine), field("algorithm", ui.algo)),
    h("div", { class: "buttons" }, ui.run, ui.cancel));
  // with nothing running, Escape stops a download being saved (Cancel is off then)
  wireJobForm(ui, panel, () => void start(), () => (running ? cancel() : saving?.abort()));

  ui.progress = h("progress", { id: "solve-progress", max: 1, value: 0, "aria-label": "progress" });
  ui.status = h("p", { id: "solve-status", class: "status", role: "status", "aria-live": "polite" }, "Choose n and press Solve.");
  ui.error = h("p", { id: "solve-error", class: "error", role: "alert", hidden: true });
  ui.verified = h("p", { id: "solve-verified", class: "verified", hidden: true }, "✓ verified: no two queens attack each other");
  ui.stats = h("dl", { id: "solve-stats", class: "stats" });
  ui.download = h("button", { type: "button", id: "solve-download", disabled: true }, "Download JSON");
  ui.download.addEventListener("click", () => void download());
  ui.saveStatus = h("output", { id: "solve-save-status", class: "hint" });

  const canvas = h("canvas", { id: "solve-board", class: "board", "aria-label": "the board: drag or arrow keys to pan, wheel, pinch or + and - to zoom, 0 to fit, Q to zoom to a queen, N and P for the next and previous queen" });
  const zoomIn = button("solve-zoom-in", "+", "zoom in (+)");
  zoomIn.setAttribute("aria-label", "zoom in");
  const zoomOut = button("solve-zoom-out", "−", "zoom out (-)");
  zoomOut.setAttribute("aria-label", "zoom out");
  const fit = button("solve-fit", "Fit", "zoom to fit (0)");
  const toQueen = button("solve-zoom-queen", "Zoom to a queen", "zoom in on the queen nearest the centre (Q)");
  const previous = button("solve-queen-prev", "‹ queen", "the queen of the column to the left (P)");
  const next = button("solve-queen-next", "queen ›", "the queen of the column to the right (N)");
  ui.gotoCol = h("input", { id: "solve-goto-col", inputmode: "numeric", autocomplete: "off", placeholder: "column", "aria-label": "go to column", size: 9 });
  ui.gotoRow = h("input", { id: "solve-goto-row", inputmode: "numeric", autocomplete: "off", placeholder: "row", "aria-label": "go to row", size: 9 });
  ui.gotoError = h("span", { id: "solve-goto-error", class: "error", role: "alert" });
  const goto = h("form", { id: "solve-goto", class: "toolbar", novalidate: true },
    h("span", { class: "hint" }, "go to"), ui.gotoCol, ui.gotoRow, h("button", { type: "submit", id: "solve-goto-go" }, "Go"), previous, next, ui.gotoError);
  ui.hover = h("output", { id: "solve-hover", class: "hover" });
  ui.caption = h("p", { id: "solve-caption", class: "caption" });
  ui.empty = h("p", { class: "empty" }, "No board yet.");
  const minimap = h("canvas", { id: "solve-minimap", class: "minimap", hidden: true, "aria-label": "where the view is on the whole board; click to move there" });
  ui.view = h("div", { class: "view", id: "solve-view" },
    ui.caption,
    h("div", { class: "toolbar" }, zoomIn, zoomOut, fit, toQueen, ui.hover),
    goto,
    h("div", { class: "canvas-wrap" }, canvas, minimap, ui.empty));
  panel.append(
    h("div", { class: "side" }, ui.form,
      h("div", { class: "progress-line" }, ui.progress), ui.status, ui.error, ui.verified,
      h("div", { class: "buttons" }, ui.download, ui.saveStatus), ui.stats),
    ui.view);
  board = new BoardView(canvas, { minimap });
  zoomIn.addEventListener("click", () => board.zoomAt(1.5));
  zoomOut.addEventListener("click", () => board.zoomAt(1 / 1.5));
  fit.addEventListener("click", () => board.fit());
  toQueen.addEventListener("click", zoomToQueen);
  previous.addEventListener("click", () => stepQueen(-1));
  next.addEventListener("click", () => stepQueen(1));
  goto.addEventListener("submit", (event) => {
    event.preventDefault();
    goTo();
  });
  canvas.addEventListener("keydown", (event) => {
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    const key = event.key.toLowerCase();
    if (key === "q") zoomToQueen();
    else if (key === "n") stepQueen(1);
    else if (key === "p") stepQueen(-1);
    else return;
    event.preventDefault();
  });
  board.onHover = showHover;
  void engineLimits().then((found) => {
    limits = found;
    showHint();
  }, () => {});
}

/** The sizes Solve takes, as the hint and the errors say them. */
const sizeRange = (): string => (limits ? `1 or 4 up to ${group(limits.wasm)}` : "1 or 4 and up");

function showHint(): void {
  const range = limits ? `${sizeRange()} (what WebAssembly's 4 GiB of memory holds)` : sizeRange();
  // no times or sizes measured elsewhere: a run's own stats say what it took here
  ui.hint.textContent = `${range}. After a run, its time and memory on this machine are in the stats below.`;
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

function showGotoError(message: string): void {
  ui.gotoError.textContent = message;
}

/** Column only: its queen. Row only: the queen on that row. Both: that square. */
function goTo(): void {
  showGotoError("");
  if (!result) return showGotoError("solve first");
  const n = result.stats.n;
  const colText = ui.gotoCol.value.trim();
  const rowText = ui.gotoRow.value.trim();
  try {
    const col = colText === "" ? -1 : wholeNumber(colText, "column", 0, n - 1);
    const row = rowText === "" ? -1 : wholeNumber(rowText, "row", 0, n - 1);
    if (col < 0 && row < 0) return showGotoError("type a column, a row, or both");
    const at = col >= 0 ? col : board.columnOfRow(row);
    board.lookAt(at, row >= 0 ? row : board.rowAt(at));
  } catch (error) {
    showGotoError((error as Error).message);
  }
}

function zoomToQueen(): void {
  const col = board.nearestQueen();
  if (col >= 0) board.lookAt(col, board.rowAt(col));
}

/** The queen of the column next to the view's centre column. */
function stepQueen(direction: 1 | -1): void {
  if (!result) return;
  const col = Math.min(Math.max(0, board.centre.col + direction), result.stats.n - 1);
  board.lookAt(col, board.rowAt(col));
}

function readRequest(): { n: number; seed?: number; engine: Engine; algo: SolveAlgo } {
  const engine = ui.engine.value as Engine;
  const limit = limits?.[engine] ?? Number.MAX_SAFE_INTEGER;
  const n = wholeNumber(ui.n.value, "n", Number.MIN_SAFE_INTEGER, Number.MAX_SAFE_INTEGER);
  // the range in the words of the hint under the field
  if (n < 1) throw new Error(`n must be ${sizeRange()}, got ${group(n)}`);
  if (n > limit) {
    throw new Error(engine === "wasm"
      ? `n = ${group(n)} is too large: WebAssembly's 4 GiB of memory holds at most ${group(limit)} queens`
      : `n = ${group(n)} is too large: the TypeScript twin takes at most ${group(limit)} queens`);
  }
  const seedText = ui.seed.value.trim();
  const seed = seedText === "" ? undefined : wholeNumber(seedText, "seed", 0, Number.MAX_SAFE_INTEGER);
  return { n, seed, engine, algo: ui.algo.value as SolveAlgo };
}

function showError(message: string | null): void {
  ui.error.hidden = message === null;
  ui.error.textContent = message ?? "";
}

function showProgress(progress: WorkerProgress): void {
  const elapsed = milliseconds(progress.elapsedMs);
  if (!("done" in progress)) {
    ui.progress.removeAttribute("value");
    ui.status.textContent = progress.stage === "check" ? `Checking every queen with the verifier… · ${elapsed}` : `Handing over the answer… · ${elapsed}`;
  } else if (progress.stage === "repair") {
    ui.progress.removeAttribute("value"); // the number of repair steps is not known ahead
    ui.status.textContent = `Repairing: ${group(progress.done)} steps, ${group(progress.conflicts)} queens on the attacked list · ${elapsed}`;
  } else if (progress.stage === "search") {
    ui.progress.removeAttribute("value"); // nor the backtracking's nodes
    ui.status.textContent = `Searching: ${group(progress.done)} queens placed · ${elapsed}`;
  } else {
    ui.progress.value = progress.total > 0 ? progress.done / progress.total : 0;
    const what = progress.stage === "construct" ? "Constructing" : "Placing (greedy start)";
    ui.status.textContent = `${what}: ${group(progress.done)} of ${group(progress.total)} columns · ${elapsed}`;
  }
}

/** Forgets the last answer: board, stats, verified mark and download (and the memory they hold). */
function clearResult(): void {
  result = null;
  saving?.abort();
  ui.verified.hidden = true;
  ui.stats.replaceChildren();
  ui.download.disabled = true;
  ui.saveStatus.textContent = "";
  ui.caption.textContent = "";
  ui.empty.hidden = false;
  delete board.canvas.dataset.n;
  delete board.canvas.dataset.seed;
  delete board.canvas.dataset.verified;
  board.setRows(null);
}

/** Solves what the form says; `linkSeed` is a shared link's seed, used once without pinning it. */
async function start(linkSeed?: number): Promise<void> {
  if (running || waiting) return;
  started++;
  // the time the user waits runs from here: a first solve waits for the core to load
  const clicked = performance.now();
  waiting = true;
  let coreWaitMs;
  try {
    coreWaitMs = await waitForCore((text) => (ui.status.textContent = text));
    if (limits === null) limits = await engineLimits().catch(() => null);
  } catch (error) {
    ui.status.textContent = "No board.";
    showError((error as Error).message);
    return;
  } finally {
    waiting = false;
  }
  clearResult();
  let request;
  try {
    request = readRequest();
    if (request.seed === undefined && linkSeed !== undefined) request.seed = linkSeed;
  } catch (error) {
    ui.progress.value = 0;
    ui.status.textContent = "No board.";
    showError((error as Error).message);
    ui.n.focus();
    context.updateUrl();
    return;
  }
  showError(null);
  ui.progress.value = 0;
  ui.status.textContent = `Starting n = ${group(request.n)}…`;
  cancelled = false;
  setRunning(ui, true);
  const run = context.solver.run(request, showProgress);
  running = run;
  try {
    const answer = await run.result;
    ui.status.textContent = "Drawing…";
    const drawFrom = performance.now();
    await show(answer.rows, answer.stats);
    const drawMs = performance.now() - drawFrom;
    result = { rows: answer.rows, stats: answer.stats, times: { ...answer.times, drawMs, coreWaitMs, totalMs: performance.now() - clicked } };
    showResult(result);
    // on a phone the board sits below the form and the stats: bring it into view
    if (matchMedia("(max-width: 720px)").matches) ui.view.scrollIntoView({ block: "start" });
  } catch (error) {
    const failure = error as WorkerFailure;
    clearResult();
    ui.progress.value = 0;
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
    context.updateUrl();
  }
}

function cancel(): void {
  if (!running) return;
  cancelled = true;
  running.cancel();
}

/** Draws the board; resolves once the first frame with it is drawn. */
function show(rows: Int32Array, stats: SolveStats): Promise<void> {
  ui.empty.hidden = true;
  const canvas = board.canvas;
  canvas.dataset.n = String(stats.n);
  canvas.dataset.seed = String(stats.seed);
  canvas.dataset.verified = String(stats.verified);
  return new Promise((resolve) => {
    board.onDraw = () => {
      board.onDraw = undefined;
      resolve();
    };
    board.setRows(rows);
  });
}

/** "0.4 ms", or "under 0.1 ms" where the browser's clock cannot tell. */
const duration = (ms: number): string => (ms < CLOCK_MS ? `under ${CLOCK_MS} ms` : milliseconds(ms));

/** " (1.2 s of it loading the core)" when the solve waited for it. */
const coreWait = (times: Result["times"]): string => (times.coreWaitMs > 0 ? ` (${milliseconds(times.coreWaitMs)} of it loading the core)` : "");

function showResult({ stats, times }: Result): void {
  ui.progress.value = 1;
  ui.status.textContent = `Solved n = ${group(stats.n)} in ${milliseconds(times.totalMs)}${coreWait(times)}.`;
  ui.verified.hidden = !stats.verified;
  ui.caption.textContent = `n = ${group(stats.n)} · seed ${stats.seed}${stats.verified ? " · ✓ verified" : ""}`;
  const construct = stats.algo === "construct";
  const search = construct ? `construction ${duration(stats.initMs)}` : `greedy start ${duration(stats.initMs)}, repair ${duration(stats.repairMs)}`;
  const copySeed = h("button", { type: "button", id: "solve-seed-copy", class: "small", title: "copy the seed" }, "Copy");
  const reuseSeed = h("button", { type: "button", id: "solve-seed-reuse", class: "small", title: "put this seed in the seed field, so the next runs give this board" }, "Reuse");
  copySeed.addEventListener("click", () => void navigator.clipboard?.writeText(String(stats.seed)).then(() => (copySeed.textContent = "Copied"), () => {}));
  reuseSeed.addEventListener("click", () => {
    ui.seed.value = String(stats.seed);
  });
  const memory = bytes(stats.memoryBytes) + (stats.n >= PER_QUEEN_FROM ? ` (${(stats.memoryBytes / stats.n).toFixed(1)} bytes per queen)` : "");
  const entries: [string, string | HTMLElement][] = [
    ["time", `${milliseconds(times.totalMs)}, from the click to the drawn board${coreWait(times)}`],
    ["search", search],
    ["then", `check ${duration(times.checkMs)}, hand-over ${duration(times.handoverMs)}, drawing ${duration(times.drawMs)}`],
    ...(construct ? [] : [
      ["repair steps", group(stats.steps)],
      ["restarts", group(stats.restarts)],
      ["attacked after start", group(stats.initConflicts)],
    ] as [string, string][]),
    ["seed", h("span", { class: "seed-used" }, h("code", { id: "solve-seed-used" }, String(stats.seed)), " ", copySeed, " ", reuseSeed)],
    ["engine", stats.engine === "wasm" ? "WebAssembly" : "TypeScript twin"],
    ["algorithm", construct ? "construction" : "min-conflicts"],
    ["memory", memory],
  ];
  ui.stats.replaceChildren(...entries.flatMap(([term, value]) => [h("dt", {}, term), h("dd", {}, value)]));
  ui.download.disabled = false;
}

async function download(): Promise<void> {
  if (!result || saving) return;
  const { rows, stats } = result;
  saving = new AbortController();
  ui.download.disabled = true;
  try {
    const saved = await saveJson(rows, `nqueens-${stats.n}-seed-${stats.seed}.json`, (p) => {
      ui.saveStatus.textContent = `writing the file: ${Math.round(p.fraction * 100)}%`;
    }, saving.signal);
    lastSave = { bytes: saved.bytes, chunks: saved.chunks };
    ui.saveStatus.textContent = saving.signal.aborted ? "" : `${bytes(saved.bytes)} saved`;
  } finally {
    saving = null;
    ui.download.disabled = result === null;
  }
}

export const solveTab: Tab = {
  id: "solve",
  label: "Solve",
  mount,
  restore(params) {
    if (params.has("n")) ui.n.value = params.get("n")!;
    const engine = params.get("engine");
    if (engine === "wasm" || engine === "ts") ui.engine.value = engine;
    const algo = params.get("algo");
    if (algo === "minconflicts" || algo === "construct") ui.algo.value = algo;
    const seed = Number(params.get("seed") ?? NaN);
    // a shared link shows its board (with its seed, which the seed field does not keep)
    if (params.has("n")) void start(Number.isSafeInteger(seed) && seed >= 0 ? seed : undefined);
  },
  params() {
    // only a solved board goes into the address: a fresh page's address starts nothing on reload
    if (!result) return {};
    const params: Record<string, string> = { n: String(result.stats.n), seed: String(result.stats.seed) };
    if (result.stats.engine !== "wasm") params.engine = result.stats.engine;
    if (result.stats.algo !== "minconflicts") params.algo = result.stats.algo;
    return params;
  },
  shown() {
    board.invalidate();
  },
  state() {
    return {
      running: running !== null,
      started,
      n: result?.stats.n ?? null,
      seed: result?.stats.seed ?? null,
      verified: result?.stats.verified ?? false,
      rows: result?.rows ?? null,
      stats: result?.stats ?? null,
      times: result?.times ?? null,
      view: board.view,
      centre: board.centre,
      saved: lastSave,
    };
  },
};
