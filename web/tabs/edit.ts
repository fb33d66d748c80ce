// Edit: a board of buttons to block and unblock squares or fix pieces (queen, rook or knight),
// then Place (one placement) or Count (all of them) with those constraints, through the place API
// of src/browser.ts in a worker (web/workers/place-worker.ts). Blocked squares are drawn as ×, fixed
// pieces ringed in blue, the placed ones plain, two fixed pieces that attack each other ringed in red;
// rows and columns are labelled (from 0, as the address and the CLI's --fix count them).
import { group, h, milliseconds, wholeNumber } from "../view/dom.js";
import type { PlaceReply, PlaceRequest, PlaceWorkerProgress } from "../workers/place-worker.js";
import type { Piece } from "../../src/browser.js";
import type { Tab, TabContext } from "./tab.js";
import { estimateNodes } from "./edit-estimate.js";
import { WorkerClient, type WorkerFailure } from "../workers/worker-client.js";

/** The exhaustive searches keep rows in 32-bit masks; a board of buttons is for small n anyway. */
const MAX_N = 32;
const GLYPH: Record<Piece, string> = { queen: "♛", rook: "♜", knight: "♞" };
type Tool = "block" | "fix";
const READY = "Block squares or fix pieces, then Place or Count.";

let context: TabContext;
const client = new WorkerClient<PlaceRequest, PlaceReply, PlaceWorkerProgress>("./place-worker.js", "nqueens-place");
let n = 8;
let piece: Piece = "queen";
let tool: Tool = "block";
/** r * n + c */
const blocked = new Set<number>();
/** column -> row */
const fixed = new Map<number, number>();
let answer: number[] | null = null;
let counted: string | null = null;
/** The last run that answered, for the address: a link shows that again. */
let lastRun: "place" | "count" | null = null;
let failure: string | null = null;
/** Every pair of fixed pieces that attack each other, [row, column, row, column] each, from the last run. */
let conflict: number[][] | null = null;
let focus = { r: 0, c: 0 };
let running: { cancel(): void } | null = null;
/** The count's expected nodes (Knuth's estimate), for its share done and the time left. */
let estimate: number | null = null;
const ui = {} as {
  n: HTMLInputElement; piece: HTMLSelectElement; tools: HTMLInputElement[]; place: HTMLButtonElement; count: HTMLButtonElement;
  cancel: HTMLButtonElement; clear: HTMLButtonElement; status: HTMLElement; error: HTMLElement; result: HTMLElement; grid: HTMLElement;
  colLabels: HTMLElement; rowLabels: HTMLElement; legend: HTMLElement; watch: HTMLAnchorElement;
};

function mount(panel: HTMLElement, ctx: TabContext): void {
  context = ctx;
  ui.n = h("input", { id: "edit-n", type: "number", min: 1, max: MAX_N, value: n, inputmode: "numeric" });
  ui.piece = h("select", { id: "edit-piece" }, ...(["queen", "rook", "knight"] as const).map((p) => h("option", { value: p }, `${GLYPH[p]} ${p}`)));
  ui.tools = (["block", "fix"] as const).map((t) => h("input", { type: "radio", name: "edit-tool", id: `edit-tool-${t}`, value: t, checked: t === tool }));
  const toolGroup = h("fieldset", { class: "field tools" }, h("legend", {}, "a click (or Enter) on a square"),
    h("label", {}, ui.tools[0], " blocks or unblocks it (B)"), h("label", {}, ui.tools[1], " fixes or frees a piece there (F)"));
  ui.place = h("button", { type: "button", id: "edit-place", class: "primary" }, "Place");
  ui.count = h("button", { type: "button", id: "edit-count" }, "Count");
  ui.cancel = h("button", { type: "button", id: "edit-cancel", disabled: true }, "Cancel");
  ui.clear = h("button", { type: "button", id: "edit-clear" }, "Clear");
  ui.status = h("p", { id: "edit-status", class: "status", role: "status", "aria-live": "polite" }, READY);
  ui.error = h("p", { id: "edit-error", class: "error", role: "alert", hidden: true });
  ui.result = h("p", { id: "edit-result", class: "result" });
  ui.grid = h("div", { id: "edit-board", class: "edit-board", role: "grid", "aria-label": "the board: arrow keys move, Enter or Space acts, B blocks, F fixes" });
  ui.colLabels = h("div", { id: "edit-cols", class: "edit-cols", "aria-hidden": "true" });
  ui.rowLabels = h("div", { id: "edit-rows", class: "edit-rows", "aria-hidden": "true" });
  panel.append(
    h("div", { class: "side" },
      h("div", { class: "controls" },
        h("label", { class: "field" }, h("span", {}, `board size n (1 to ${MAX_N})`), ui.n, h("small", {}, "a new size clears the board")),
        h("label", { class: "field" }, h("span", {}, "piece"), ui.piece), toolGroup,
        h("div", { class: "buttons" }, ui.place, ui.count, ui.cancel, ui.clear)),
      ui.status, ui.error, ui.result,
      ui.legend = h("p", { id: "edit-legend", class: "legend" }),
      ui.watch = h("a", { id: "edit-watch", hidden: true }, "Watch hill climbing start from this board"),
      h("p", { class: "hint" }, "Columns are numbered left to right and rows top to bottom, from 0.")),
    h("div", { class: "view edit-view" },
      h("div", { class: "edit-frame" }, h("span", { "aria-hidden": "true" }), ui.colLabels, ui.rowLabels, ui.grid)));
  ui.n.addEventListener("change", () => {
    try {
      resize(wholeNumber(ui.n.value, "n", 1, MAX_N));
    } catch (error) {
      showError((error as Error).message);
    }
  });
  ui.piece.addEventListener("change", () => {
    piece = ui.piece.value as Piece;
    showLegend();
    edited();
  });
  for (const radio of ui.tools) radio.addEventListener("change", () => (tool = radio.value as Tool));
  ui.place.addEventListener("click", () => void run("place"));
  ui.count.addEventListener("click", () => void run("count"));
  ui.cancel.addEventListener("click", () => running?.cancel());
  ui.clear.addEventListener("click", () => {
    blocked.clear();
    fixed.clear();
    edited();
  });
  ui.grid.addEventListener("click", (event) => {
    const square = (event.target as HTMLElement).closest<HTMLElement>("[data-r]");
    if (square) act(Number(square.dataset.r), Number(square.dataset.c), tool);
  });
  ui.grid.addEventListener("keydown", onKey);
  showLegend();
  render();
}

/** The legend draws the piece the board holds. */
function showLegend(): void {
  const glyph = GLYPH[piece];
  ui.legend.replaceChildren("× blocked · ", h("span", { class: "legend-fixed" }, glyph), ` fixed · ${glyph} placed · `,
    h("span", { class: "legend-conflict" }, glyph), " attacked by another fixed piece");
}

/** Does a piece on (r1, c1) attack one on (r2, c2)? Pieces stand one per column, so c1 != c2. */
function attacks(r1: number, c1: number, r2: number, c2: number): boolean {
  const dr = Math.abs(r1 - r2);
  const dc = Math.abs(c1 - c2);
  if (piece === "knight") return (dr === 1 && dc === 2) || (dr === 2 && dc === 1);
  return dr === 0 || (piece === "queen" && dr === dc);
}

/** Every pair of fixed pieces that attack each other, left column first. */
function attackingPairs(): number[][] {
  const squares = [...fixed].sort((a, b) => a[0] - b[0]);
  const out: number[][] = [];
  for (let i = 0; i < squares.length; i++) {
    for (let j = i + 1; j < squares.length; j++) {
      const [c1, r1] = squares[i];
      const [c2, r2] = squares[j];
      if (attacks(r1, c1, r2, c2)) out.push([r1, c1, r2, c2]);
    }
  }
  return out;
}

function resize(size: number): void {
  n = size;
  ui.n.value = String(n);
  blocked.clear();
  fixed.clear();
  focus = { r: 0, c: 0 };
  edited();
}

/** Any edit makes the last answer stale, and what was said about it. */
function edited(): void {
  answer = null;
  counted = null;
  failure = null;
  conflict = null;
  lastRun = null;
  showError(null);
  ui.status.textContent = READY;
  ui.result.textContent = "";
  render();
  context.updateUrl();
}

function act(r: number, c: number, how: Tool): void {
  focus = { r, c };
  const key = r * n + c;
  if (how === "block") {
    if (blocked.has(key)) blocked.delete(key);
    else {
      blocked.add(key);
      if (fixed.get(c) === r) fixed.delete(c);
    }
  } else if (fixed.get(c) === r) {
    fixed.delete(c);
  } else {
    fixed.set(c, r); // one piece per column: this one replaces the column's fixed piece
    blocked.delete(key);
  }
  edited();
  ui.grid.querySelector<HTMLElement>(`#edit-sq-${r}-${c}`)?.focus();
}

function onKey(event: KeyboardEvent): void {
  const moves: Record<string, [number, number]> = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] };
  if (event.ctrlKey || event.metaKey || event.altKey) return;
  const key = event.key.length === 1 ? event.key.toLowerCase() : event.key;
  if (key in moves) {
    const [dr, dc] = moves[key];
    focus = { r: Math.min(n - 1, Math.max(0, focus.r + dr)), c: Math.min(n - 1, Math.max(0, focus.c + dc)) };
  } else if (key === "Home" || key === "End") {
    focus = { r: focus.r, c: key === "Home" ? 0 : n - 1 };
  } else if (key === "b" || key === "f") {
    act(focus.r, focus.c, key === "b" ? "block" : "fix");
  } else return;
  event.preventDefault();
  ui.grid.querySelectorAll<HTMLElement>("[data-r]").forEach((square) => (square.tabIndex = -1));
  const target = ui.grid.querySelector<HTMLElement>(`#edit-sq-${focus.r}-${focus.c}`)!;
  target.tabIndex = 0;
  target.focus();
}

/** 12,345 as is; 5.6 million, 1.2 billion. */
function approximately(count: number): string {
  if (count < 1e6) return group(Math.round(count));
  return count < 1e9 ? `${(count / 1e6).toFixed(1)} million` : `${(count / 1e9).toFixed(1)} billion`;
}

/** The count's share done against the estimate, and the time left at the speed so far. */
function countProgress(done: number, elapsedMs: number): string {
  const head = `Counting: ${group(done)} nodes · ${milliseconds(elapsedMs)}`;
  if (estimate === null || estimate <= 0) return head;
  if (done >= estimate) return `${head} · more than the estimated ${approximately(estimate)}`;
  const share = done / estimate;
  const left = done > 0 ? (elapsedMs * (estimate - done)) / done : Infinity;
  return `${head} · about ${(share * 100).toFixed(share < 0.1 ? 1 : 0)}% of an estimated ${approximately(estimate)}`
    + (Number.isFinite(left) ? `, about ${milliseconds(left)} left` : "");
}

/** Row r, column c: the words the page uses for a square everywhere. */
const squareName = (r: number, c: number): string => `row ${r}, column ${c}`;

function render(): void {
  ui.grid.parentElement!.style.setProperty("--n", String(n));
  // a queen fixed in every column is a complete state: Watch's local searches may start from it
  const complete = piece === "queen" && n >= 4 && fixed.size === n;
  ui.watch.hidden = !complete;
  if (complete) ui.watch.href = `?mode=watch&n=${n}&algo=hillclimb&seed=1&rows=${Array.from({ length: n }, (_, c) => fixed.get(c)).join(",")}&step=0`;
  const labels = Array.from({ length: n }, (_, k) => String(k));
  ui.colLabels.replaceChildren(...labels.map((text) => h("span", {}, text)));
  ui.rowLabels.replaceChildren(...labels.map((text) => h("span", {}, text)));
  // fixed pieces that attack each other are ringed as they are fixed, before Place or Count
  const attacked = new Set(attackingPairs().flatMap(([r1, c1, r2, c2]) => [r1 * n + c1, r2 * n + c2]));
  const rows: HTMLElement[] = [];
  for (let r = 0; r < n; r++) {
    const cells: HTMLElement[] = [];
    for (let c = 0; c < n; c++) {
      const isBlocked = blocked.has(r * n + c);
      const isFixed = fixed.get(c) === r;
      const placed = answer !== null && answer[c] === r;
      const what = isBlocked ? "blocked" : isFixed ? `fixed ${piece}` : placed ? piece : "empty";
      const square = h("button", {
        type: "button", role: "gridcell", id: `edit-sq-${r}-${c}`, "data-r": r, "data-c": c, "data-state": isBlocked ? "blocked" : isFixed ? "fixed" : placed ? "placed" : "empty",
        class: `sq ${(r + c) % 2 === 0 ? "light" : "dark"}`, tabindex: r === focus.r && c === focus.c ? 0 : -1,
        "data-conflict": attacked.has(r * n + c), "aria-label": `${squareName(r, c)}: ${what}${attacked.has(r * n + c) ? ", attacked by another fixed piece" : ""}`,
      }, isBlocked ? "×" : isFixed || placed ? GLYPH[piece] : "");
      cells.push(square);
    }
    rows.push(h("div", { role: "row", class: "edit-row" }, ...cells));
  }
  ui.grid.replaceChildren(...rows);
}

function showError(message: string | null): void {
  ui.error.hidden = message === null;
  ui.error.textContent = message ?? "";
}

function problem(what: "place" | "count"): PlaceRequest {
  const flatBlocked: number[] = [];
  for (const key of [...blocked].sort((a, b) => a - b)) flatBlocked.push(Math.floor(key / n), key % n);
  const flatFixed: number[] = [];
  for (const [c, r] of [...fixed].sort((a, b) => a[0] - b[0])) flatFixed.push(r, c);
  return { what, n, piece, blocked: flatBlocked, fixed: flatFixed };
}

function setRunning(on: boolean): void {
  ui.place.disabled = on;
  ui.count.disabled = on;
  ui.cancel.disabled = !on;
}

async function run(what: "place" | "count"): Promise<void> {
  if (running) return;
  const request = problem(what);
  showError(null);
  failure = null;
  conflict = null;
  ui.result.textContent = "";
  ui.status.textContent = what === "place" ? "Placing…" : "Counting…";
  setRunning(true);
  // rooks are counted as a permanent, with no search: their progress is the work's own share
  const rooks = what === "count" && piece === "rook";
  estimate = what === "count" && !rooks ? estimateNodes({ n, piece, blocked, fixed }) : null;
  if (estimate !== null) ui.status.textContent = `Counting about ${approximately(estimate)} nodes…`;
  const job = client.run(request, (p) => (ui.status.textContent = what === "place"
    ? `Placing: ${p.stage}, ${group(p.done)} · ${milliseconds(p.elapsedMs)}`
    : rooks ? `Counting rooks${p.total > 0 ? `: ${Math.floor((100 * p.done) / p.total)}% of the work` : ""} · ${milliseconds(p.elapsedMs)}`
    : countProgress(p.done, p.elapsedMs)));
  running = job;
  const plural = `${request.piece}s`;
  try {
    const reply = await job.result;
    lastRun = reply.what;
    if (reply.what === "place") {
      answer = reply.rows;
      ui.status.textContent = `Placed ${n} ${plural} in ${milliseconds(reply.ms)} (${reply.method}, ${group(reply.work)} work).`;
      ui.result.textContent = reply.verified ? "✓ verified: none attacks another, none on a blocked square, the fixed ones kept" : "";
      ui.result.className = "verified";
    } else {
      counted = reply.count;
      ui.status.textContent = rooks
        ? `Counted in ${milliseconds(reply.ms)} (the permanent of the allowed squares: no search).`
        : `Counted in ${milliseconds(reply.ms)} (${group(reply.nodes)} nodes; estimated ${approximately(estimate ?? 0)}).`;
      ui.result.textContent = `${BigInt(reply.count).toLocaleString("en-US")} placements of ${n} ${plural} on this board`;
      ui.result.className = "result";
    }
  } catch (error) {
    const fail = error as WorkerFailure;
    if (fail.kind === "cancelled") ui.status.textContent = "Cancelled.";
    else {
      answer = null;
      // the search names the first pair it meets; the page names them all
      conflict = fail.squares?.length === 4 ? attackingPairs() : null;
      failure = conflict ? attackSentence(conflict) : fail.message;
      ui.status.textContent = fail.kind === "noanswer" ? "No placement." : conflict ? `No placement: ${conflict.length === 1 ? "two fixed pieces attack" : `${conflict.length} pairs of fixed pieces attack`} each other.` : "Failed.";
      showError(failure);
    }
  } finally {
    running = null;
    setRunning(false);
    render();
    context.updateUrl();
  }
}

function attackSentence(pairs: number[][]): string {
  const named = pairs.map(([r1, c1, r2, c2]) => `${squareName(r1, c1)} and ${squareName(r2, c2)}`);
  if (named.length === 1) return `The fixed ${piece}s on ${named[0]} attack each other: move or free one of them.`;
  return `These fixed ${piece}s attack each other: ${named.join("; ")}. Move or free one of each pair.`;
}

const pairs = (text: string | null): [number, number][] =>
  (text ?? "").split("_").filter(Boolean).map((pair) => pair.split(".").map(Number) as [number, number])
    .filter(([r, c]) => Number.isInteger(r) && Number.isInteger(c) && r >= 0 && c >= 0 && r < n && c < n);

export const editTab: Tab = {
  id: "edit",
  label: "Edit",
  mount,
  restore(params) {
    const size = Number(params.get("n"));
    if (Number.isInteger(size) && size >= 1 && size <= MAX_N) n = size;
    ui.n.value = String(n);
    const p = params.get("piece");
    if (p === "queen" || p === "rook" || p === "knight") piece = ui.piece.value = p;
    for (const [r, c] of pairs(params.get("blocked"))) blocked.add(r * n + c);
    for (const [r, c] of pairs(params.get("fixed"))) if (!blocked.has(r * n + c)) fixed.set(c, r);
    render();
    // a shared link shows what it was shared with: the placement (the same, seed 1) or the count
    const then = params.get("run");
    if (then === "place" || then === "count") void run(then);
  },
  params(): Record<string, string> {
    const params: Record<string, string> = { n: String(n) };
    if (piece !== "queen") params.piece = piece;
    const { blocked: b, fixed: f } = problem("place");
    const join = (flat: number[]): string => flat.reduce<string[]>((out, v, i) => (i % 2 ? (out[out.length - 1] += `.${v}`, out) : [...out, String(v)]), []).join("_");
    if (b.length) params.blocked = join(b);
    if (f.length) params.fixed = join(f);
    if (lastRun) params.run = lastRun;
    return params;
  },
  state() {
    const { blocked: b, fixed: f } = problem("place");
    return { n, piece, blocked: b, fixed: f, running: running !== null, answer, count: counted, error: failure, conflict, estimate };
  },
};
