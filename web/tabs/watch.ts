// Watch: min-conflicts on a small board, one step at a time: the greedy start column by column,
// then each repair swap, attacked queens in red and the two just swapped outlined.
import { BoardView } from "../board.js";
import { group, h, typingInto, wholeNumber } from "../dom.js";
import { randomSeed } from "../../src/solve.js";
import { verify } from "../../src/verify.js";
import type { Tab, TabContext } from "../tabs.js";
import { WatchStepper, type Event } from "../watch-stepper.js";

export const MAX_WATCH_N = 64;

let context: TabContext;
let board: BoardView;
let stepper: WatchStepper | null = null;
let playing = false;
let frame = 0;
let lastTime = 0;
let owed = 0;
const ui = {} as {
  n: HTMLInputElement; seed: HTMLInputElement; restart: HTMLButtonElement; play: HTMLButtonElement; step: HTMLButtonElement;
  speed: HTMLInputElement; speedLabel: HTMLElement; counter: HTMLElement; event: HTMLElement; error: HTMLElement; canvas: HTMLCanvasElement;
};

/** Slider 0..100 to steps per second, 1 .. 500 on a log scale. */
const stepsPerSecond = (): number => Math.round(500 ** (Number(ui.speed.value) / 100));

function mount(panel: HTMLElement, ctx: TabContext): void {
  context = ctx;
  ui.n = h("input", { id: "watch-n", type: "number", min: 4, max: MAX_WATCH_N, value: 8, inputmode: "numeric" });
  ui.seed = h("input", { id: "watch-seed", inputmode: "numeric", autocomplete: "off", placeholder: "random" });
  ui.restart = h("button", { type: "submit", id: "watch-restart", class: "primary" }, "Start");
  ui.play = h("button", { type: "button", id: "watch-play", "aria-keyshortcuts": "Space" }, "Play");
  ui.step = h("button", { type: "button", id: "watch-step", "aria-keyshortcuts": "S" }, "Step");
  ui.speed = h("input", { id: "watch-speed", type: "range", min: 0, max: 100, value: 40, "aria-label": "speed" });
  ui.speedLabel = h("output", { for: "watch-speed" });
  ui.counter = h("p", { id: "watch-counter", class: "status", role: "status" });
  ui.event = h("p", { id: "watch-event", class: "event" });
  ui.error = h("p", { id: "watch-error", class: "error", role: "alert", hidden: true });
  const form = h("form", { class: "controls", novalidate: true },
    h("label", { class: "field" }, h("span", {}, `n queens (4 to ${MAX_WATCH_N})`), ui.n),
    h("label", { class: "field" }, h("span", {}, "seed"), ui.seed, h("small", {}, "the same seed ends on the board Solve gives")),
    h("div", { class: "buttons" }, ui.restart, ui.play, ui.step),
    h("label", { class: "field" }, h("span", {}, "speed"), ui.speed, ui.speedLabel));
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    begin();
  });
  ui.play.addEventListener("click", () => setPlaying(!playing));
  ui.step.addEventListener("click", () => {
    setPlaying(false);
    advance(1);
  });
  ui.speed.addEventListener("input", showSpeed);
  showSpeed();
  ui.canvas = h("canvas", { id: "watch-board", class: "board", "aria-label": "the board being repaired" });
  panel.append(
    h("div", { class: "side" }, form, ui.error, ui.counter, ui.event,
      h("p", { class: "legend" }, h("span", { class: "swatch attacked" }), " attacked ", h("span", { class: "swatch moved" }), " last move"),
      h("p", { class: "hint" }, "Keys: Space plays or pauses, S steps, R starts again.")),
    h("div", { class: "view" }, h("div", { class: "canvas-wrap" }, ui.canvas)));
  board = new BoardView(ui.canvas);
  document.addEventListener("keydown", (event) => {
    if (!panel.hidden) onKey(event);
  });
}

function onKey(event: KeyboardEvent): void {
  if (typingInto(event) || event.ctrlKey || event.metaKey || event.altKey) return;
  const key = event.key.toLowerCase();
  if (key === " ") setPlaying(!playing);
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

function begin(): void {
  let n: number;
  let seed: number;
  try {
    n = wholeNumber(ui.n.value, "n", 4, MAX_WATCH_N);
    seed = ui.seed.value.trim() === "" ? randomSeed() : wholeNumber(ui.seed.value, "seed", 0, Number.MAX_SAFE_INTEGER);
  } catch (error) {
    ui.error.hidden = false;
    ui.error.textContent = (error as Error).message;
    return;
  }
  ui.error.hidden = true;
  ui.seed.value = String(seed);
  stepper = new WatchStepper(n, seed);
  render();
  context.updateUrl();
  setPlaying(true);
}

function setPlaying(on: boolean): void {
  playing = on && stepper !== null && !stepper.finished;
  ui.play.textContent = playing ? "Pause" : "Play";
  ui.play.setAttribute("aria-pressed", String(playing));
  if (playing && frame === 0) {
    lastTime = performance.now();
    owed = 0;
    frame = requestAnimationFrame(tick);
  }
}

function tick(time: number): void {
  frame = 0;
  if (!playing) return;
  owed += ((time - lastTime) / 1000) * stepsPerSecond();
  lastTime = time;
  const due = Math.floor(owed);
  owed -= due;
  if (due > 0) advance(due);
  if (playing) frame = requestAnimationFrame(tick);
}

function advance(count: number): void {
  if (stepper === null) begin();
  if (stepper === null) return;
  for (let k = 0; k < count && !stepper.finished; k++) stepper.step();
  render();
  if (stepper.finished) setPlaying(false);
}

function describe(event: Event): string {
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

function render(): void {
  if (stepper === null) return;
  const conflicted = stepper.conflicted();
  const attacked = conflicted.reduce((sum, x) => sum + x, 0);
  const last = stepper.last;
  board.setRows(stepper.rows, { placed: stepper.placed, conflicted, moved: last.kind === "swap" ? last.cols : last.kind === "place" ? [last.col] : [] });
  ui.counter.textContent = `step ${group(stepper.steps)} · ${attacked} attacked · ${stepper.placed} of ${stepper.n} placed`
    + (stepper.restarts > 0 ? ` · ${stepper.restarts} restarts` : "");
  let text = describe(last);
  if (stepper.solved) text += verify(stepper.rows).ok ? " ✓ verified" : " (the verifier disagrees!)";
  ui.event.textContent = text;
  ui.canvas.dataset.phase = stepper.phase;
  ui.canvas.dataset.steps = String(stepper.steps);
  ui.canvas.dataset.solved = String(stepper.solved);
}

export const watchTab: Tab = {
  id: "watch",
  label: "Watch",
  mount,
  restore(params) {
    if (params.has("n")) ui.n.value = params.get("n")!;
    if (params.has("seed")) ui.seed.value = params.get("seed")!;
  },
  params(): Record<string, string> {
    return stepper ? { n: String(stepper.n), seed: String(stepper.seed) } : {};
  },
  shown() {
    if (stepper === null) begin();
    else board.invalidate();
  },
  hidden() {
    setPlaying(false);
  },
  state() {
    return stepper && { n: stepper.n, seed: stepper.seed, steps: stepper.steps, ticks: stepper.ticks, solved: stepper.solved, rows: stepper.rows.slice(), playing };
  },
};
