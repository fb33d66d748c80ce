// Watch: a search on a small board, one event at a time, with one set of controls (Play, Step,
// speed) and one board for either algorithm. Min-conflicts: the greedy start column by column, then
// each repair swap, attacked queens in red and the two just swapped outlined. Backtracking: the
// lexicographic depth-first search, each placement and each backtrack, the current column's
// attacked rows shaded. Each algorithm is a Run (below): the tab only steps it and draws what it says.
// Fast-forward steps as fast as the page allows (drawing once a frame) to the solution or k steps on.
import { BacktrackStepper, type BacktrackEvent } from "./backtrack-stepper.js";
import { BoardView, type Marks } from "../view/board.js";
import { group, h, typingInto, wholeNumber } from "../view/dom.js";
import { randomSeed } from "../../src/api/solve.js";
import { verify } from "../../src/verify/queens.js";
import type { Tab, TabContext } from "./tab.js";
import { WatchStepper, type Event } from "./watch-stepper.js";

export const MAX_WATCH_N = 64;
/** While fast-forwarding: milliseconds of stepping between two frames, and steps between two looks at the clock. */
const FORWARD_SLICE_MS = 25;
const FORWARD_BATCH = 1024;
/** What each algorithm needs, so the page can say what is practical (steps: Step presses). The
 *  backtracking figures are the search's own steps to its first placement (placements + backtracks). */
const PRACTICAL: Record<WatchAlgo, string> = {
  minconflicts: "Min-conflicts needs at most a few hundred steps for any n up to 64: fast-forward ends it at once.",
  backtrack: "Backtracking's first placement takes 399,250 steps at n = 20, 26,372,469 at n = 31, 112,859,208 at n = 30 "
    + "and 471,099,113 at n = 35: at the few million steps a second of fast-forward, seconds up to n = 29, "
    + "a minute or more from n = 30 up, and longer as n grows.",
};

type WatchAlgo = "minconflicts" | "backtrack";

/** What the tab needs from an algorithm being watched. */
interface Run {
  readonly n: number;
  readonly finished: boolean;
  readonly solved: boolean;
  /** One unit of work (a repair step, a placement, a backtrack). */
  step(): void;
  rows: ArrayLike<number>;
  marks(): Marks;
  /** The counter line and the sentence saying what just happened. */
  counter(): string;
  event(): string;
  phase(): string;
  ticks: number;
  /** Besides n: what the URL needs to reproduce this run. */
  params(): Record<string, string>;
  state(): Record<string, unknown>;
}

let context: TabContext;
let board: BoardView;
let stepper: Run | null = null;
let playing = false;
let frame = 0;
let lastTime = 0;
let owed = 0;
/** The fast-forward under way: run until `target` ticks (or the end). */
let forwarding: { target: number; fromTicks: number; started: number } | null = null;
let forwardFrame = 0;
const ui = {} as {
  n: HTMLInputElement; algo: HTMLSelectElement; seed: HTMLInputElement; seedField: HTMLElement; legend: HTMLElement; restart: HTMLButtonElement; play: HTMLButtonElement; step: HTMLButtonElement;
  speed: HTMLInputElement; speedLabel: HTMLElement; counter: HTMLElement; event: HTMLElement; error: HTMLElement; canvas: HTMLCanvasElement;
  toEnd: HTMLButtonElement; skip: HTMLButtonElement; skipCount: HTMLInputElement; forwardStatus: HTMLElement; practical: HTMLElement;
};

/** Slider 0..100 to steps per second, 1 .. 500 on a log scale. */
const stepsPerSecond = (): number => Math.round(500 ** (Number(ui.speed.value) / 100));

function mount(panel: HTMLElement, ctx: TabContext): void {
  context = ctx;
  ui.n = h("input", { id: "watch-n", type: "number", min: 4, max: MAX_WATCH_N, value: 8, inputmode: "numeric" });
  ui.algo = h("select", { id: "watch-algo", name: "algo" }, h("option", { value: "minconflicts" }, "min-conflicts"), h("option", { value: "backtrack" }, "backtracking (first placement)"));
  ui.seed = h("input", { id: "watch-seed", inputmode: "numeric", autocomplete: "off", placeholder: "random" });
  ui.seedField = h("label", { class: "field" }, h("span", {}, "seed"), ui.seed, h("small", {}, "the same seed ends on the board Solve gives"));
  ui.legend = h("p", { class: "legend" });
  ui.restart = h("button", { type: "submit", id: "watch-restart", class: "primary" }, "Start");
  ui.play = h("button", { type: "button", id: "watch-play", "aria-keyshortcuts": "Space" }, "Play");
  ui.step = h("button", { type: "button", id: "watch-step", "aria-keyshortcuts": "S" }, "Step");
  ui.speed = h("input", { id: "watch-speed", type: "range", min: 0, max: 100, value: 40, "aria-label": "speed" });
  ui.speedLabel = h("output", { for: "watch-speed" });
  ui.toEnd = h("button", { type: "button", id: "watch-to-end", title: "run to the solution as fast as the page allows (E)", "aria-keyshortcuts": "E" }, "To the solution");
  ui.skipCount = h("input", { id: "watch-skip-k", class: "count", inputmode: "numeric", autocomplete: "off", value: "1000", "aria-label": "steps to skip", size: 8 });
  ui.skip = h("button", { type: "button", id: "watch-skip", title: "run on this many steps (Step presses)" }, "Skip");
  ui.forwardStatus = h("p", { id: "watch-forward-status", class: "hint", "aria-live": "polite" });
  ui.practical = h("p", { id: "watch-practical", class: "hint" });
  ui.counter = h("p", { id: "watch-counter", class: "status", role: "status" });
  ui.event = h("p", { id: "watch-event", class: "event" });
  ui.error = h("p", { id: "watch-error", class: "error", role: "alert", hidden: true });
  const form = h("form", { class: "controls", novalidate: true },
    h("label", { class: "field" }, h("span", {}, `n queens (4 to ${MAX_WATCH_N})`), ui.n),
    h("label", { class: "field" }, h("span", {}, "algorithm"), ui.algo),
    ui.seedField,
    h("div", { class: "buttons" }, ui.restart, ui.play, ui.step),
    h("label", { class: "field" }, h("span", {}, "speed"), ui.speed, ui.speedLabel),
    h("div", { class: "field" }, h("span", {}, "fast-forward: to the solution, or skip k steps"),
      h("div", { class: "buttons inline" }, ui.toEnd, ui.skip, ui.skipCount), ui.forwardStatus, ui.practical));
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    begin();
  });
  ui.play.addEventListener("click", togglePlay);
  ui.toEnd.addEventListener("click", () => fastForward(Infinity));
  ui.skip.addEventListener("click", skip);
  ui.skipCount.addEventListener("keydown", (event) => {
    if (event.key === "Enter") {
      event.preventDefault();
      skip();
    }
  });
  ui.step.addEventListener("click", () => {
    setPlaying(false);
    advance(1);
  });
  ui.algo.addEventListener("change", () => {
    showAlgo();
    begin();
  });
  ui.speed.addEventListener("input", showSpeed);
  showSpeed();
  showAlgo();
  ui.canvas = h("canvas", { id: "watch-board", class: "board", "aria-label": "the board being repaired" });
  panel.append(
    h("div", { class: "side" }, form, ui.error, ui.counter, ui.event,
      ui.legend,
      h("p", { class: "hint" }, "Keys: Space plays or pauses (or stops a fast-forward), S steps, E runs to the solution, R starts again.")),
    h("div", { class: "view" }, h("div", { class: "canvas-wrap" }, ui.canvas)));
  board = new BoardView(ui.canvas);
  document.addEventListener("keydown", (event) => {
    if (!panel.hidden) onKey(event);
  });
}

function onKey(event: KeyboardEvent): void {
  if (typingInto(event) || event.ctrlKey || event.metaKey || event.altKey) return;
  const key = event.key.toLowerCase();
  if (key === " ") togglePlay();
  else if (key === "e") fastForward(Infinity);
  else if (key === "s") {
    setPlaying(false);
    advance(1);
  } else if (key === "r") begin();
  else return;
  event.preventDefault();
}

function showSpeed(): void {
  const rate = stepsPerSecond();
  ui.speedLabel.textContent = `${rate} ${rate === 1 ? "step" : "steps"} a second`;
}

/** The seed only matters to min-conflicts; the legend follows the algorithm. */
function showAlgo(): void {
  const backtrack = ui.algo.value === "backtrack";
  ui.seedField.hidden = backtrack;
  ui.practical.textContent = PRACTICAL[ui.algo.value as WatchAlgo];
  ui.legend.replaceChildren(...(backtrack
    ? [h("span", { class: "swatch attacked-row" }), " attacked row ", h("span", { class: "swatch tried" }), " tried ", h("span", { class: "swatch moved" }), " last placed"]
    : [h("span", { class: "swatch attacked" }), " attacked ", h("span", { class: "swatch moved" }), " last move"]));
}

function begin(): void {
  let n: number;
  let seed = 0;
  const algo = ui.algo.value as WatchAlgo;
  try {
    n = wholeNumber(ui.n.value, "n", 4, MAX_WATCH_N);
    if (algo === "minconflicts") seed = ui.seed.value.trim() === "" ? randomSeed() : wholeNumber(ui.seed.value, "seed", 0, Number.MAX_SAFE_INTEGER);
  } catch (error) {
    ui.error.hidden = false;
    ui.error.textContent = (error as Error).message;
    return;
  }
  ui.error.hidden = true;
  stopForward();
  ui.forwardStatus.textContent = "";
  if (algo === "minconflicts") ui.seed.value = String(seed);
  stepper = algo === "backtrack" ? backtrackRun(n) : minConflictsRun(n, seed);
  render();
  context.updateUrl();
  playing = false; // a new run starts its play afresh, owing no steps from the last one
  setPlaying(true);
}

/** Play / Pause; during a fast-forward the same button (and Space) stops it. */
function togglePlay(): void {
  if (forwarding) stopForward();
  else setPlaying(!playing);
}

/** Play or pause; either ends a fast-forward. */
function setPlaying(on: boolean): void {
  stopForward();
  const was = playing;
  playing = on && stepper !== null && !stepper.finished;
  ui.play.textContent = playing ? "Pause" : "Play";
  ui.play.setAttribute("aria-pressed", String(playing));
  // a fresh start of play owes nothing, even when the last pause's frame has not fired yet
  if (playing && !was) {
    lastTime = performance.now();
    owed = 0;
  }
  if (playing && frame === 0) frame = requestAnimationFrame(tick);
}

function tick(time: number): void {
  frame = 0;
  if (!playing) return;
  // a frame's time can precede the performance.now() that started the play: never owe less than nothing
  owed += (Math.max(0, time - lastTime) / 1000) * stepsPerSecond();
  lastTime = Math.max(lastTime, time);
  const due = Math.floor(owed);
  owed -= due;
  if (due > 0) advance(due);
  if (playing) frame = requestAnimationFrame(tick);
}

function skip(): void {
  try {
    fastForward(wholeNumber(ui.skipCount.value, "steps to skip", 1, Number.MAX_SAFE_INTEGER));
  } catch (error) {
    ui.forwardStatus.textContent = (error as Error).message;
  }
}

/** Runs `steps` more steps (Infinity: to the end) as fast as the page allows, drawing once a frame. */
function fastForward(steps: number): void {
  if (stepper === null) begin();
  if (stepper === null || stepper.finished) return;
  setPlaying(false);
  forwarding = { target: stepper.ticks + steps, fromTicks: stepper.ticks, started: performance.now() };
  ui.play.textContent = "Stop";
  ui.play.setAttribute("aria-pressed", "true");
  ui.canvas.dataset.forwarding = "true";
  if (forwardFrame === 0) forwardFrame = requestAnimationFrame(forwardTick);
}

function stopForward(): void {
  if (forwarding === null) return;
  forwarding = null;
  cancelAnimationFrame(forwardFrame);
  forwardFrame = 0;
  ui.canvas.dataset.forwarding = "false";
  ui.play.textContent = "Play";
  ui.play.setAttribute("aria-pressed", "false");
}

const rate = (perSecond: number): string =>
  perSecond >= 1e6 ? `${(perSecond / 1e6).toFixed(1)} million` : group(Math.round(perSecond));

function forwardTick(): void {
  forwardFrame = 0;
  const run = stepper;
  const job = forwarding;
  if (run === null || job === null) return;
  const until = performance.now() + FORWARD_SLICE_MS;
  while (!run.finished && run.ticks < job.target) {
    const batch = Math.min(FORWARD_BATCH, job.target - run.ticks);
    for (let k = 0; k < batch && !run.finished; k++) run.step();
    if (performance.now() >= until) break;
  }
  render();
  const done = run.ticks - job.fromTicks;
  const seconds = (performance.now() - job.started) / 1000;
  const speed = `${rate(done / Math.max(seconds, 1e-3))} a second`;
  if (run.finished || run.ticks >= job.target) {
    stopForward();
    ui.forwardStatus.textContent = `Fast-forwarded ${group(done)} steps in ${seconds.toFixed(2)} s (${speed}).`;
  } else {
    ui.forwardStatus.textContent = `Fast-forwarding: ${group(done)} steps so far, ${speed}… (Stop or Space ends it)`;
    forwardFrame = requestAnimationFrame(forwardTick);
  }
}

function advance(count: number): void {
  if (stepper === null) begin();
  if (stepper === null) return;
  for (let k = 0; k < count && !stepper.finished; k++) stepper.step();
  render();
  if (stepper.finished) setPlaying(false);
}

function describeMinConflicts(event: Event): string {
  switch (event.kind) {
    case "start": return "Greedy start: each column takes a row free of attacks if it finds one.";
    case "place": return `Placed column ${event.col}${event.attacked ? ": no free row found, it is attacked" : ""}.`;
    case "swap": return `Swapped the rows of columns ${event.cols[0]} and ${event.cols[1]}: the swap that most reduces attacks.`;
    case "drop": return "A queen on the attacked list is no longer attacked: taken off the list.";
    case "scan": return "Rescanning every column for attacked queens.";
    case "restart": return `Too many steps: restart ${event.restarts} from a derived seed.`;
    case "solved": return "Solved: no two queens attack each other.";
    case "gave-up": return "Gave up after the restart limit.";
  }
}

/** Min-conflicts on the TS twin (web/tabs/watch-stepper.ts). */
function minConflictsRun(n: number, seed: number): Run {
  const s = new WatchStepper(n, seed);
  return {
    n,
    get finished() { return s.finished; },
    get solved() { return s.solved; },
    get rows() { return s.rows; },
    get ticks() { return s.ticks; },
    step() {
      s.step();
    },
    marks() {
      const last = s.last;
      return { placed: s.placed, conflicted: s.conflicted(), moved: last.kind === "swap" ? last.cols : last.kind === "place" ? [last.col] : [] };
    },
    counter() {
      const attacked = s.conflicted().reduce((sum, x) => sum + x, 0);
      return `step ${group(s.steps)} · ${attacked} attacked · ${s.placed} of ${n} placed` + (s.restarts > 0 ? ` · ${s.restarts} restarts` : "");
    },
    event: () => describeMinConflicts(s.last),
    phase: () => s.phase,
    params: () => ({ seed: String(seed) }),
    state: () => ({ algo: "minconflicts", n, seed, steps: s.steps, ticks: s.ticks, solved: s.solved, rows: s.rows.slice() }),
  };
}

const plural = (count: number, noun: string): string => `${group(count)} ${noun}${count === 1 ? "" : "s"}`;

function describeBacktrack(event: BacktrackEvent): string {
  switch (event.kind) {
    case "start": return "Depth-first search, column by column, each queen on the lowest row free of attack.";
    case "place": return `Placed column ${event.col} on row ${event.row}, the lowest free row.`;
    case "backtrack": return `Column ${event.col + 1} has no free row: backtrack, column ${event.col} leaves row ${event.row} for its next free row.`;
    case "solved": return "Solved: the first placement in lexicographic order.";
    case "exhausted": return "Every branch tried: no placement exists.";
  }
}

/** Backtracking for the first placement (web/tabs/backtrack-stepper.ts). */
function backtrackRun(n: number): Run {
  const s = new BacktrackStepper(n);
  let ticks = 0;
  return {
    n,
    get finished() { return s.finished; },
    get solved() { return s.solved; },
    rows: s.rows,
    get ticks() { return ticks; },
    step() {
      s.step();
      ticks++;
    },
    marks() {
      const last = s.last;
      const moved = last.kind === "place" ? [last.col] : last.kind === "solved" ? [n - 1] : [];
      return { placed: s.placed, moved, current: s.placed < n ? { col: s.placed, attacked: s.attackedRows(), tried: s.tried } : undefined };
    },
    counter: () => `${plural(s.placements, "placement")} · ${plural(s.backtracks, "backtrack")} · ${s.placed} of ${n} placed`,
    event: () => describeBacktrack(s.last),
    phase: () => (s.finished ? "done" : "search"),
    params: () => ({ algo: "backtrack" }),
    state: () => ({ algo: "backtrack", n, placements: s.placements, backtracks: s.backtracks, placed: s.placed, ticks, solved: s.solved, rows: s.rows.slice() }),
  };
}

function render(): void {
  if (stepper === null) return;
  board.setRows(stepper.rows, stepper.marks());
  ui.counter.textContent = stepper.counter();
  let text = stepper.event();
  if (stepper.solved) text += verify(stepper.rows).ok ? " ✓ verified" : " (the verifier disagrees!)";
  ui.event.textContent = text;
  ui.canvas.dataset.phase = stepper.phase();
  ui.canvas.dataset.steps = String(stepper.ticks);
  ui.canvas.dataset.solved = String(stepper.solved);
}

export const watchTab: Tab = {
  id: "watch",
  label: "Watch",
  mount,
  restore(params) {
    if (params.has("n")) ui.n.value = params.get("n")!;
    if (params.has("seed")) ui.seed.value = params.get("seed")!;
    const algo = params.get("algo");
    if (algo === "minconflicts" || algo === "backtrack") ui.algo.value = algo;
    showAlgo();
  },
  params(): Record<string, string> {
    return stepper ? { n: String(stepper.n), ...stepper.params() } : {};
  },
  shown() {
    if (stepper === null) begin();
    else board.invalidate();
  },
  hidden() {
    setPlaying(false);
    stopForward();
  },
  state() {
    return stepper && { ...stepper.state(), playing, forwarding: forwarding !== null };
  },
};
