// Watch: a search on a small board, one step at a time, with one set of controls (Start, Back,
// Play, Step, speed) and one board for either algorithm. Each algorithm is a Run
// (web/tabs/watch-runs.ts) that the tab steps; each step's Frame is kept, so Back and Play replay
// the last HISTORY_MAX of them, and the frame after the shown one tells what the next step will do
// (the numbers on the moving queen's column). The narration (web/tabs/watch-narration.ts) says what
// each step did, counted from the boards. Fast-forward steps the Run without frames as fast as the
// page allows (drawing once a frame) to the solution or k steps on; Back from there replays the run.
import { BoardView, type Hover, type Marks } from "../view/board.js";
import { attackedQueens, attackersOf, attackingPairs, moveCosts, swapChanges } from "../view/attacks.js";
import { group, h, plural, wholeNumber } from "../view/dom.js";
import { LivePlot } from "../view/plot.js";
import type { Tab, TabContext } from "./tab.js";
import { Follower } from "./watch-compare.js";
import { counterLine, narrate } from "./watch-narration.js";
import { apiOptions, makeWatchRun, WATCH_ALGOS, type Frame, type LabAlgo, type Run, type WatchAlgo } from "./watch-runs.js";
import { BigWatch, FORWARD_SLICE_MS } from "./watch-big.js";
import { WINDOW } from "./watch-stream.js";
import { LAB_DEFAULTS, verify, watch, type LabOptions } from "../../src/browser.js";
import { randomSeed } from "../../src/api/defaults.js";

/** Up to this n Watch keeps a frame (the board) per event; above it, the large board's stream (web/tabs/watch-big.ts). */
export const SMALL_N = 64;
/** The largest n Watch runs each algorithm at, and why: what a step costs, measured with the CLI's
 *  `solve --stats` (loaded 2-core Xeon): min-conflicts' swaps place 10^6 queens in about a million
 *  events; the column move counts a whole column a move (10^4: 0.7 s, 10^5: over 100 s); hill
 *  climbing's n = 200 took 0.1 s and grows as n^3; annealing and the genetic search gave up at
 *  n = 1,000 and 30 with their defaults; backtracking's steps grow exponentially. */
const WATCH_MAX_N: Record<WatchAlgo, { max: number; why: string }> = {
  minconflicts: { max: 1_000_000, why: "a swap weighs a few partners of one queen, so a step costs about the same at any n" },
  column: { max: 20_000, why: "each move counts the conflicts of every row of a column, n per step and about n steps, so n² in all (10,000 takes about a second)" },
  hillclimb: { max: 1_000, why: "each step judges every move of every queen, n(n − 1) of them: n² per step, n³ to a solution" },
  anneal: { max: 1_000, why: "a proposal costs little, but with the default cooling the temperature is gone long before a large board is solved" },
  genetic: { max: 256, why: "a generation scores every board of the population, n per board, and large boards are rarely solved at all" },
  backtrack: { max: SMALL_N, why: "its steps grow exponentially with n (471,099,113 to the first placement at n = 35)" },
};
/** While playing a large board, the slider's top speed in events a second (the small board's: SMALL_TOP_RATE). */
const LARGE_TOP_RATE = 5_000_000;
const SMALL_TOP_RATE = 500;
/** While fast-forwarding: steps between two looks at the clock (FORWARD_SLICE_MS: milliseconds of stepping between two frames). */
const FORWARD_BATCH = 1024;
/** Frames kept for Back; further back, Back replays the run from its start: at once up to
 *  REPLAY_MAX steps (a pause of a fraction of a second), past it as a fast-forward in view
 *  (stoppable) that keeps the last HISTORY_MAX / 2 frames before its target for the next Backs. */
const HISTORY_MAX = 20_000;
const REPLAY_MAX = 100_000;
const DEFAULT_SPEED = 40;
/** What each algorithm needs, so the page can say what is practical (steps: Step presses). The
 *  backtracking figures are the search's own steps to its first placement (placements + backtracks);
 *  the min-conflicts shares were measured over seeds 0..999 of this very twin. */
const PRACTICAL: Record<WatchAlgo, string> = {
  minconflicts: "Min-conflicts: most seeds end within a few dozen steps, but a small board often stalls in a local minimum and restarts "
    + "after 1,000 + 20·⌈√n⌉ swaps: about a quarter of the seeds at n = 8 do (seeds 7, 8 and 10 need over 1,000 steps "
    + "and a restart), most at n = 6, almost none from n = 32 up. Fast-forward ends any of them in well under a second.",
  column: "Min-conflicts moving one queen within its column, from a random start: a few dozen to a few hundred steps "
    + "up to n = 64; after 100 + 20n steps without a solution it restarts.",
  hillclimb: "Hill climbing from a random board: a few steps, then it either solves or gets stuck; with sideways moves "
    + "it escapes most plateaus. Each stuck board is a restart (up to 100).",
  anneal: "Simulated annealing: thousands of steps (most are rejected draws), as the temperature falls; fast-forward ends it.",
  genetic: "The genetic algorithm: a step is a generation of 100 boards; at n = 8 it often needs hundreds of generations, "
    + "and rarely solves large boards at all.",
  backtrack: "Backtracking's first placement takes 399,250 events at n = 20 (each a placement or a backtrack), and the count grows "
    + "steeply and unevenly with n; fast-forward shows how many events a second this machine steps.",
};
const EXPLAIN: Record<WatchAlgo, string> = {
  minconflicts: "Min-conflicts (Minton et al., 1992) starts from a greedy placement, one queen per row and column, each column "
    + "taking a row free of attack if one is left. Then, step after step, it picks an attacked queen at random and swaps "
    + "its row with the queen whose swap leaves the fewest attacking pairs (ties at random), even when every swap makes "
    + "things worse. A step looks only at the lines through two queens, so it costs little at any n, and on a large board "
    + "nearly every attacked queen has a swap that helps: that is why it places millions of queens in a few steps per "
    + "queen. On a small board it can circle on a plateau or sit in a local minimum; after 1,000 + 20·⌈√n⌉ swaps it "
    + "starts again from a derived seed.",
  column: "The textbook's min-conflicts (Russell & Norvig, MIN-CONFLICTS): from a random board with one queen per column, "
    + "pick an attacked queen at random and move it, within its column, to a row attacked by the fewest queens (ties at "
    + "random). The numbers on the moving queen's column are those conflicts. Each move needs only that column's counts, "
    + "which is why it scales to millions of queens; here it restarts after 100 + 20n moves.",
  hillclimb: "Steepest-ascent hill climbing on the complete-state board: every move of one queen within its column is a "
    + "successor, and it takes the one leaving the fewest attacking pairs (the numbers on the moving queen's column: the "
    + "pairs each of its moves would leave). When no move helps it is stuck in a local minimum, or on a plateau where "
    + "sideways moves (equal cost) may walk off it; after the allowed sideways moves it restarts from a random board. "
    + "At n = 8 it solves about 14% of boards without sideways moves, about 94% with 100 (Russell & Norvig).",
  anneal: "Simulated annealing: draw a random move; take it if it does not make things worse, else take it only with "
    + "probability e^(−Δ/T). The temperature T falls with each step (exp: T = t0 · cooling^step), so early on it wanders "
    + "out of local minima and late it only descends.",
  genetic: "The genetic algorithm: a population of boards, each scored by its non-attacking pairs; parents are drawn in "
    + "proportion to that fitness, cut at a random column and joined (crossover), and a child sometimes has one queen "
    + "moved at random (mutation). The board shown is the fittest of each generation.",
  backtrack: "Backtracking places queens column by column, each on the lowest row no earlier queen attacks. When a column "
    + "has no such row, it takes the previous queen back and moves it to its next free row (a backtrack). It is exact: it "
    + "finds the first placement in lexicographic order, or proves there is none. But the tree it searches grows "
    + "exponentially with n, so it needs hundreds of thousands of steps at n = 20 and hundreds of millions past n = 30.",
};
/** What the plot shows: h as each event reports it (backtracking, whose h stays 0: queens placed). */
const PLOTTED: Record<WatchAlgo, string> = {
  minconflicts: "attacking pairs (h)", column: "attacking pairs (h)", hillclimb: "attacking pairs (h)", anneal: "attacking pairs (h)",
  genetic: "fitness (pairs not attacking) of the fittest", backtrack: "queens placed",
};
const ALGO_NAMES: Record<WatchAlgo, string> = {
  minconflicts: "min-conflicts (swaps, greedy start)", column: "min-conflicts (column moves, the textbook's)", hillclimb: "hill climbing",
  anneal: "simulated annealing", genetic: "genetic algorithm", backtrack: "backtracking (first placement)",
};
/** A lab algorithm's option as the API names it (watch(), src/api/lab.ts), with its default from
 *  LAB_DEFAULTS; a field left at its default is not passed, so the address names only the others. */
interface OptionField {
  name: keyof WatchOptions; label: string; fallback: string; hint: string; choices?: readonly (readonly [string, string])[];
  /** A default that depends on n: the field is left empty and shows it, at the board's n, as its placeholder. */
  perN?: (n: number) => number;
}
type WatchOptions = LabOptions & { maxSteps?: number; maxRestarts?: number; from?: number[] };
const D = LAB_DEFAULTS;
const maxSteps = (formula: string, perN: (n: number) => number): OptionField =>
  ({ name: "maxSteps", label: "steps per attempt", fallback: "", hint: `steps before it restarts: ${formula}`, perN });
const restarts = (fallback: number): OptionField =>
  ({ name: "maxRestarts", label: "restarts", fallback: String(fallback), hint: "fresh random boards before it gives up" });
const LAB_FIELDS: Record<LabAlgo, readonly OptionField[]> = {
  column: [
    { name: "start", label: "start", fallback: "random", hint: "the board the moves start from", choices: [["random", "random (the textbook's)"], ["greedy", "greedy"]] },
    maxSteps("100 + 20n", D.columnMaxSteps),
    restarts(D.columnRestarts),
  ],
  hillclimb: [
    { name: "sideways", label: "sideways moves", fallback: String(D.sideways), hint: "consecutive moves of equal cost allowed on a plateau (0: none)" },
    restarts(D.hillclimbRestarts),
  ],
  anneal: [
    { name: "schedule", label: "schedule", fallback: D.schedule, hint: "how the temperature falls",
      choices: [["exp", "exp: T = t0 · cooling^step"], ["linear", "linear: T from t0 to 0"]] },
    { name: "t0", label: "t0", fallback: String(D.t0), hint: "the starting temperature, > 0" },
    { name: "cooling", label: "cooling", fallback: String(D.cooling), hint: "exp: the factor per step, 0 < cooling < 1" },
    maxSteps("100,000 + 1000n", D.annealMaxSteps),
    restarts(D.annealRestarts),
  ],
  genetic: [
    { name: "population", label: "population", fallback: String(D.population), hint: "boards per generation" },
    { name: "crossover", label: "crossover", fallback: String(D.crossover), hint: "the chance a child is its parents cut and joined, 0 to 1" },
    { name: "mutation", label: "mutation", fallback: String(D.mutation), hint: "the chance a child gets one queen moved at random, 0 to 1" },
    { name: "generations", label: "generations", fallback: String(D.generations), hint: "generations before it gives up" },
  ],
};

/** `compareOptions`: the second board's (its algorithm's own fields, `compare.` before their names in the address). */
interface RunSpec { algo: WatchAlgo; n: number; seed: number; options: WatchOptions; compareOptions: WatchOptions; rows: number[] | null }
/** The algorithms that may start from a board of the lecturer's choosing (watch()'s `from`). */
const FROM_ALGOS: readonly WatchAlgo[] = ["column", "hillclimb", "anneal"];
/** An option's field: for the first board's algorithm, or (`second`) for the one beside it. */
interface OptionControl { algo: LabAlgo; spec: OptionField; second: boolean; key: string; field: HTMLElement; control: HTMLInputElement | HTMLSelectElement }

let context: TabContext;
let board: BoardView;
let plot: LivePlot;
let spec: RunSpec | null = null;
let run: Run | null = null;
/** Frames of consecutive ticks; frames[shown] is on the board; the Run has reached the last one. */
let frames: Frame[] = [];
let shown = 0;
let playing = false;
let frame = 0;
let lastTime = 0;
let owed = 0;
/** The fast-forward under way: run until the Run's `target` ticks (or its end). */
/** A fast-forward under way; `kept`: a replay's frames from step keepFrom on (see HISTORY_MAX). */
let forwarding: { target: number; fromTick: number; started: number; kept?: Frame[]; keepFrom?: number } | null = null;
let forwardFrame = 0;
/** From the address: a choice it names that its select does not offer (a select cannot hold it),
 *  so that the first Start says so instead of running the default: an option's goes to watch(),
 *  whose one-line message names it. */
let unknownChoice: { name: string; value: string; allowed: readonly string[]; option: "first" | "second" | null } | null = null;
/** From the address: the step to show, once the run exists. */
let pending: { step: number } | null = null;
let urlTimer = 0;
let hover: Hover | null = null;
/** Runs being made (a lab algorithm's is made asynchronously): only the latest may start. */
let generation = 0;
/** The second board (another algorithm from the same start), when one is asked for. */
let follower: Follower | null = null;
/** The numbers drawn on the board now (what the next step judges), for state(). */
let shownNumbers: Marks["numbers"];
/** Events the second board is shown past the first board's end: each board runs to its own end. */
let beyond = 0;
let compareBoard: BoardView;
/** The run on a large board (n above SMALL_N), in place of the frames; null on a small board. */
let big: BigWatch | null = null;
const ui = {} as {
  n: HTMLInputElement; algo: HTMLSelectElement; seed: HTMLInputElement; seedField: HTMLElement; rows: HTMLInputElement; rowsField: HTMLElement; legend: HTMLElement; restart: HTMLButtonElement;
  play: HTMLButtonElement; step: HTMLButtonElement; back: HTMLButtonElement; fit: HTMLButtonElement;
  speed: HTMLInputElement; speedLabel: HTMLElement; counter: HTMLElement; event: HTMLElement; next: HTMLElement; error: HTMLElement; canvas: HTMLCanvasElement;
  nLimit: HTMLElement; toEnd: HTMLButtonElement; skip: HTMLButtonElement; skipCount: HTMLInputElement; forwardStatus: HTMLElement; practical: HTMLElement;
  explain: HTMLElement; explainTitle: HTMLElement; hover: HTMLElement; link: HTMLInputElement; copy: HTMLButtonElement; copyStatus: HTMLElement;
  plot: HTMLCanvasElement; compare: HTMLSelectElement; compareBox: HTMLElement; compareCounter: HTMLElement; compareEvent: HTMLElement; compareTitle: HTMLElement;
  options: OptionControl[];
};

/** Slider 0..100 to steps per second, 1 .. 500 on a log scale (a large board: 1 .. 5,000,000). */
const stepsPerSecond = (): number => Math.round((Number(ui.n.value) > SMALL_N ? LARGE_TOP_RATE : SMALL_TOP_RATE) ** (Number(ui.speed.value) / 100));
const current = (): Frame | null => frames[shown] ?? null;

function mount(panel: HTMLElement, ctx: TabContext): void {
  context = ctx;
  ui.n = h("input", { id: "watch-n", type: "number", min: 4, value: 8, inputmode: "numeric" });
  ui.nLimit = h("small", { id: "watch-n-limit" });
  ui.algo = h("select", { id: "watch-algo", name: "algo" }, ...WATCH_ALGOS.map((algo) => h("option", { value: algo }, ALGO_NAMES[algo])));
  ui.options = [false, true].flatMap((second) => (Object.entries(LAB_FIELDS) as [LabAlgo, readonly OptionField[]][]).flatMap(([algo, fields]) => fields.map((spec): OptionControl => {
    const own = spec.name === "maxRestarts" ? `watch-${algo}-restarts` : spec.name === "maxSteps" ? `watch-${algo}-maxsteps` : `watch-${spec.name}`;
    const id = second ? `watch-compare-${algo}-${spec.name.toLowerCase()}` : own;
    const control = spec.choices === undefined
      ? h("input", { id, autocomplete: "off", value: spec.fallback })
      : h("select", { id }, ...spec.choices.map(([value, text]) => h("option", { value }, text)));
    control.value = spec.fallback;
    const field = h("label", { class: "field", hidden: true }, h("span", {}, second ? `beside: ${spec.label}` : spec.label), control,
      h("small", {}, spec.perN === undefined ? `${spec.hint} (default ${spec.fallback})` : `${spec.hint} (the default)`));
    return { algo, spec, second, key: second ? `compare.${spec.name}` : spec.name, field, control };
  })));
  ui.seed = h("input", { id: "watch-seed", inputmode: "numeric", autocomplete: "off", placeholder: "random" });
  ui.seedField = h("label", { class: "field" }, h("span", {}, "seed"), ui.seed, h("small", {}, "the same seed ends on the board Solve gives"));
  ui.rows = h("input", { id: "watch-rows", autocomplete: "off", placeholder: "random" });
  ui.rowsField = h("label", { class: "field" }, h("span", {}, "start board"), ui.rows,
    h("small", {}, "each column's row from 0, e.g. 4,5,6,3,4,5,6,5 (AIMA's figure 4.3, h = 17); restarts are random"));
  ui.rows.addEventListener("change", () => begin());
  ui.legend = h("p", { id: "watch-legend", class: "legend" });
  ui.restart = h("button", { type: "submit", id: "watch-restart", class: "primary", form: "watch-form", "aria-keyshortcuts": "R" }, "Start");
  ui.back = h("button", { type: "button", id: "watch-back", title: "one step back (B)", "aria-keyshortcuts": "B" }, "Back");
  ui.play = h("button", { type: "button", id: "watch-play", "aria-keyshortcuts": "Space" }, "Play");
  ui.step = h("button", { type: "button", id: "watch-step", title: "one step on (S)", "aria-keyshortcuts": "S" }, "Step");
  ui.speed = h("input", { id: "watch-speed", type: "range", min: 0, max: 100, value: DEFAULT_SPEED, "aria-label": "speed" });
  ui.speedLabel = h("output", { for: "watch-speed" });
  ui.toEnd = h("button", { type: "button", id: "watch-to-end", title: "run to the solution as fast as the page allows (E)", "aria-keyshortcuts": "E" }, "To the solution");
  ui.skipCount = h("input", { id: "watch-skip-k", class: "count", inputmode: "numeric", autocomplete: "off", value: "1000", "aria-label": "steps to skip", size: 8 });
  ui.skip = h("button", { type: "button", id: "watch-skip", title: "run on this many steps (Step presses)" }, "Skip");
  ui.forwardStatus = h("p", { id: "watch-forward-status", class: "hint", "aria-live": "polite" });
  ui.practical = h("p", { id: "watch-practical", class: "hint" });
  ui.counter = h("p", { id: "watch-counter", class: "status", role: "status" });
  ui.event = h("p", { id: "watch-event", class: "event", "aria-live": "polite" });
  ui.next = h("p", { id: "watch-next", class: "hint" });
  ui.error = h("p", { id: "watch-error", class: "error", role: "alert", hidden: true });
  ui.explainTitle = h("summary", {});
  ui.explain = h("p", { id: "watch-explain" });
  ui.hover = h("span", { id: "watch-hover", class: "hover", "aria-live": "off" });
  ui.fit = h("button", { type: "button", id: "watch-fit", class: "small fit", title: "show the whole board (0 or F on the board)", hidden: true }, "Fit");
  ui.link = h("input", { id: "watch-link", readonly: true, "aria-label": "a link to this demo", class: "link" });
  ui.copy = h("button", { type: "button", id: "watch-copy", class: "small" }, "Copy link");
  ui.copyStatus = h("span", { id: "watch-copy-status", class: "hint", "aria-live": "polite" });
  ui.plot = h("canvas", { id: "watch-plot", class: "plot", role: "img", "aria-label": "attacking pairs (h) against events" });
  const enlarge = h("button", { type: "button", id: "watch-plot-enlarge", class: "small", "aria-pressed": "false" }, "Enlarge");
  const setLarge = (large: boolean): void => {
    ui.plot.classList.toggle("large", large); // for a projector: most of the window
    enlarge.textContent = large ? "Shrink" : "Enlarge";
    enlarge.setAttribute("aria-pressed", String(large));
    ui.plot.title = large ? "click to shrink" : "";
  };
  enlarge.addEventListener("click", () => setLarge(!ui.plot.classList.contains("large")));
  ui.plot.addEventListener("click", () => setLarge(false)); // the enlarged plot may cover the button
  const form = h("form", { id: "watch-form", class: "controls", novalidate: true },
    h("label", { class: "field" }, h("span", {}, "n queens"), ui.n, ui.nLimit),
    h("label", { class: "field" }, h("span", {}, "algorithm"), ui.algo),
    ui.seedField, ui.rowsField, ...ui.options.filter((o) => !o.second).map((o) => o.field),
    h("label", { class: "field" }, h("span", {}, "beside it, from the same start"), ui.compare = h("select", { id: "watch-compare" },
      h("option", { value: "" }, "nothing"), ...WATCH_ALGOS.filter((a) => a !== "backtrack").map((a) => h("option", { value: a }, ALGO_NAMES[a]))),
      h("small", {}, "a second board, the same n and seed, step for step (column min-conflicts, hill climbing and annealing share their random start)")),
    ...ui.options.filter((o) => o.second).map((o) => o.field),
    h("label", { class: "field" }, h("span", {}, "speed"), ui.speed, ui.speedLabel),
    h("div", { class: "field" }, h("span", {}, "fast-forward: to the solution, or skip k steps"),
      h("div", { class: "buttons inline" }, ui.toEnd, ui.skip, ui.skipCount), ui.forwardStatus, ui.practical));
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    begin(true);
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
  ui.back.addEventListener("click", stepBack);
  ui.algo.addEventListener("change", () => {
    showAlgo();
    begin();
  });
  for (const { control } of ui.options) control.addEventListener("change", () => begin());
  ui.n.addEventListener("input", () => {
    showDefaults();
    showSpeed();
  });
  ui.speed.addEventListener("input", () => {
    showSpeed();
    scheduleUrl();
  });
  ui.copy.addEventListener("click", () => void copyLink());
  ui.fit.addEventListener("click", () => board.fit());
  showSpeed();
  const minimap = h("canvas", { id: "watch-minimap", class: "minimap", hidden: true, "aria-label": "where the view is on the whole board; click to move there" });
  ui.canvas = h("canvas", { id: "watch-board", class: "board", "aria-label": "the board: wheel or + and - zoom, drag or arrow keys pan, 0 or F fits" });
  panel.append(
    h("div", { class: "side" }, form,
      h("details", { class: "explain" }, ui.explainTitle, ui.explain),
      ui.legend,
      h("div", { class: "field" }, h("span", {}, "link to this demo (algorithm, n, seed, speed, step)"),
        h("div", { class: "buttons inline" }, ui.link, ui.copy), ui.copyStatus),
      h("p", { id: "watch-keys", class: "hint" }, "Keys: Space plays or pauses (or stops a fast-forward), S steps, B steps back, E runs to the solution, R starts again; "
        + "not while a field has the focus (Esc leaves it).")),
    h("div", { class: "view watch-view" },
      // the error first, where the eye is (the sidebar's foot is below the fold at 1280x720)
      h("div", { class: "watch-status" }, ui.error, ui.counter, ui.event),
      h("div", { class: "boards" }, h("div", { class: "canvas-wrap" }, ui.canvas, minimap, ui.fit),
        ui.compareBox = h("div", { class: "compare", hidden: true },
          ui.compareTitle = h("p", { class: "status" }), ui.compareCounter = h("p", { id: "watch-compare-counter", class: "hint" }),
          h("div", { class: "canvas-wrap" }, h("canvas", { id: "watch-compare-board", class: "board", "aria-label": "the second algorithm's board" })),
          ui.compareEvent = h("p", { id: "watch-compare-event", class: "hint" })),
        // beside the board, in sight while it runs
        h("div", { class: "field plot-box" }, h("span", {}, "the run so far (dashed: restarts)"), ui.plot, h("div", { class: "buttons inline" }, enlarge))),
      h("div", { class: "toolbar transport" }, ui.restart, ui.back, ui.play, ui.step, ui.hover),
      ui.next));
  board = new BoardView(ui.canvas, { labels: true, minimap });
  compareBoard = new BoardView(ui.compareBox.querySelector("canvas")!, { labels: true });
  ui.compare.addEventListener("change", () => {
    showAlgo();
    begin();
  });
  board.onDraw = () => (ui.fit.hidden = board.isFitted);
  board.onHover = (cell) => {
    hover = cell;
    showHover();
  };
  plot = new LivePlot(ui.plot, () => PLOTTED[spec?.algo ?? "minconflicts"]);
  showAlgo();
  document.addEventListener("keydown", (event) => {
    if (!panel.hidden) onKey(event);
  });
  // Space on a focused button would click it (Start would start again): Watch's Space is play/pause
  document.addEventListener("keyup", (event) => {
    if (!panel.hidden && event.key === " " && event.target instanceof HTMLButtonElement && panel.contains(event.target)) event.preventDefault();
  });
}

/** Keys typed into a field are the field's; Space on a button is Watch's play/pause, not a click. */
function onKey(event: KeyboardEvent): void {
  const target = event.target;
  if (target instanceof HTMLInputElement || target instanceof HTMLSelectElement || target instanceof HTMLTextAreaElement) {
    if (event.key === "Escape") target.blur(); // so that the keys are Watch's again
    return;
  }
  if (event.ctrlKey || event.metaKey || event.altKey) return;
  const key = event.key.toLowerCase();
  if (target instanceof HTMLButtonElement && key === "enter") return;
  if (key === " ") togglePlay();
  else if (key === "e") fastForward(Infinity);
  else if (key === "s") {
    setPlaying(false);
    advance(1);
  } else if (key === "b") stepBack();
  else if (key === "r") begin(true);
  else return;
  event.preventDefault();
}

function showSpeed(): void {
  const rate = stepsPerSecond();
  ui.speedLabel.textContent = `${plural(rate, "event")} a second`;
  ui.speed.setAttribute("aria-valuetext", ui.speedLabel.textContent); // a screen reader says the rate, not the slider's 0 to 100
}

/** The seed only matters to min-conflicts; the legend, the notes and the plot follow the algorithm. */
function showAlgo(): void {
  const algo = ui.algo.value as WatchAlgo;
  const backtrack = algo === "backtrack";
  ui.seedField.hidden = backtrack;
  ui.rowsField.hidden = !FROM_ALGOS.includes(algo);
  for (const option of ui.options) option.field.hidden = option.algo !== (option.second ? ui.compare.value : algo);
  showDefaults();
  ui.practical.textContent = PRACTICAL[algo];
  ui.n.max = String(WATCH_MAX_N[algo].max);
  showLimit(algo);
  ui.explainTitle.textContent = `How ${ALGO_NAMES[algo]} works`;
  ui.explain.textContent = EXPLAIN[algo];
  ui.plot.setAttribute("aria-label", `${PLOTTED[algo]} against events`);
  ui.legend.replaceChildren(...(backtrack
    ? [h("span", { class: "swatch attacked-row" }), " attacked row ", h("span", { class: "swatch tried" }), " tried ", h("span", { class: "swatch moved" }), " last placed"]
    : [h("span", { class: "swatch attacked" }), " attacked queen (red, striped square) ", h("span", { class: "swatch line" }), " attack line ",
      h("span", { class: "swatch moved" }), " last move ", h("span", { class: "swatch next" }), " next move"]));
}

/** Under the n field: the algorithm's largest n and why, or (`refused`) the n refused for it, in one line. */
function showLimit(algo: WatchAlgo, refused?: number): void {
  const { max, why } = WATCH_MAX_N[algo];
  ui.nLimit.classList.toggle("error", refused !== undefined);
  ui.nLimit.setAttribute("role", refused === undefined ? "note" : "alert");
  ui.nLimit.textContent = refused !== undefined
    ? `n = ${group(refused)} is too large for ${ALGO_NAMES[algo]}: Watch takes it up to ${group(max)}, as ${why}.`
    : `4 to ${group(max)} for ${ALGO_NAMES[algo]}: ${why}`
      + (max > SMALL_N ? `; above ${SMALL_N}, each frame sums its events and Back keeps the last ${group(WINDOW)}` : "") + ".";
}

/** An n-dependent default, at the n in the form, is its empty field's placeholder. */
function showDefaults(): void {
  const n = Number(ui.n.value);
  for (const { spec, control } of ui.options) {
    if (spec.perN !== undefined) control.setAttribute("placeholder", Number.isSafeInteger(n) && n > 0 ? spec.perN(n).toLocaleString("en") : "");
  }
}

/** A run is made by the API's watch() (a promise). */
function makeRun({ algo, n, seed, options, rows }: RunSpec): Promise<Run> {
  return makeWatchRun(n, seed, algo, rows !== null && FROM_ALGOS.includes(algo) ? { ...options, from: rows } : options);
}

/** The shown algorithm's options that differ from their defaults, as the API takes them: the API
 *  checks them (watch() rejects a bad one with its one-line message); text that is no number is
 *  passed as it is, so that the message quotes it. */
function readOptions(algo: WatchAlgo | "", second: boolean): WatchOptions {
  const options: Record<string, unknown> = {};
  for (const { algo: of, spec, control, second: side } of ui.options) {
    const text = control.value.trim();
    if (of !== algo || side !== second || text === "" || text === spec.fallback) continue;
    options[spec.name] = spec.choices !== undefined || !Number.isFinite(Number(text)) ? text : Number(text);
  }
  return options as WatchOptions;
}

/** The board shown stops: what the form now asks for is not it. */
function stopBoard(): void {
  setPlaying(false);
  if (big?.forwarding) big.stop("Stopped");
  big?.setPlaying(false);
}

/** Says what is wrong, and stops the board shown. */
function showError(message: string): void {
  stopBoard();
  ui.error.hidden = false;
  ui.error.textContent = message;
}

/** Reads the form and starts a fresh run: paused at its start (a page opening, a changed option:
 *  the lecturer speaks first and presses Play), or `play`ing (Start, R). */
function begin(play = false): void {
  let n: number;
  let seed = 0;
  let options: WatchOptions;
  let compareOptions: WatchOptions;
  const algo = ui.algo.value as WatchAlgo;
  const compare = ui.compare.value as WatchAlgo | "";
  try {
    const unknown = unknownChoice;
    unknownChoice = null;
    if (unknown !== null && unknown.option === null) throw new Error(`${unknown.name} must be one of ${unknown.allowed.join(", ")}, got ${unknown.value}`);
    n = wholeNumber(ui.n.value, "n", -Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER);
    if (n < 4) throw new Error(`n must be from 4 to ${group(WATCH_MAX_N[algo].max)}, got ${group(n)}`);
    if (algo !== "backtrack") seed = ui.seed.value.trim() === "" ? randomSeed() : wholeNumber(ui.seed.value, "seed", 0, Number.MAX_SAFE_INTEGER);
    options = readOptions(algo, false);
    compareOptions = readOptions(compare, true);
    if (unknown?.option === "first") options = { ...options, [unknown.name]: unknown.value };
    if (unknown?.option === "second") compareOptions = { ...compareOptions, [unknown.name.slice("compare.".length)]: unknown.value };
  } catch (error) {
    showError((error as Error).message);
    return;
  }
  ui.error.hidden = true;
  if (n > WATCH_MAX_N[algo].max) { // said under the n field, where the eye is, and the board shown stops
    stopBoard();
    showLimit(algo, n);
    return;
  }
  showLimit(algo);
  stopForward(null);
  big?.dispose();
  big = null;
  ui.forwardStatus.textContent = "";
  if (algo !== "backtrack") ui.seed.value = String(seed);
  const rowsText = ui.rows.value.trim();
  const rows = rowsText === "" || !FROM_ALGOS.includes(algo) ? null : rowsText.split(/[\s,]+/).map(Number);
  const asked: RunSpec = { algo, n, seed, options, compareOptions, rows };
  const mine = ++generation;
  if (n > SMALL_N) {
    beginLarge(asked, mine);
    return;
  }
  plot.allowLog(false);
  const made = makeRun(asked);
  // the second board's options are checked (by watch()) before either board starts
  const checked = compare !== "" && Object.keys(compareOptions).length > 0 ? makeRun({ ...asked, algo: compare, options: compareOptions }) : null;
  if (made instanceof Promise || checked !== null) {
    setPlaying(false);
    Promise.all([made, checked]).then(([r]) => {
      if (mine === generation) start(asked, r, play);
    }, (error: Error) => showError(error.message));
  } else start(asked, made, play);
}

/** A large board: the stream of watch()'s events (web/tabs/watch-big.ts), paused at the start (or
 *  fast-forwarded to the event a link names); nothing beside it. */
function beginLarge(asked: RunSpec, mine: number): void {
  setPlaying(false);
  follower?.stop();
  follower = null;
  ui.compareBox.hidden = true;
  frames = [];
  shown = 0;
  plot.clear();
  const { algo, n, seed, options, rows } = asked;
  watch(n, apiOptions(algo, seed, rows !== null && FROM_ALGOS.includes(algo) ? { ...options, from: rows } : options)).then((watcher) => {
    if (mine !== generation) return;
    spec = asked;
    big = new BigWatch(algo, n, watcher, {
      board, plot, canvas: ui.canvas, counter: ui.counter, event: ui.event, next: ui.next, status: ui.forwardStatus, back: ui.back,
      paused: scheduleUrl,
      showPlaying: (on, forwarding) => {
        ui.play.textContent = forwarding ? "Stop" : on ? "Pause" : "Play";
        ui.play.setAttribute("aria-pressed", String(on || forwarding));
      },
    }, stepsPerSecond);
    ui.canvas.dataset.run = String(generation);
    const step = pending?.step;
    pending = null;
    if (step !== undefined && step > 0) big.fastForward(step, true);
  }, (error: Error) => showError(error.message));
}

/** Shows a fresh run at its start (or the step a link names), and plays it if asked. */
function start(asked: RunSpec, made: Run, play: boolean): void {
  spec = asked;
  beyond = 0;
  run = made;
  frames = [run.frame()];
  shown = 0;
  plot.clear();
  plot.add(0, run.measure());
  board.fit();
  ensureAhead();
  render();
  playing = false; // a new run starts its play afresh, owing no steps from the last one
  if (pending !== null) seek(pending.step);
  pending = null;
  setPlaying(play);
  ui.canvas.dataset.run = String(generation);
  startFollower(asked);
}

/** The second board: the algorithm asked for, on the first one's n and seed, at its step. */
function startFollower(asked: RunSpec): void {
  const algo = ui.compare.value as WatchAlgo | "";
  ui.compareBox.hidden = algo === "";
  follower?.stop();
  follower = null;
  if (algo === "") return;
  ui.compareTitle.textContent = ALGO_NAMES[algo];
  plot.setSecond(true);
  follower = new Follower(compareBoard, ui.compareCounter, ui.compareEvent, () => makeRun({ ...asked, algo, options: asked.compareOptions }),
    (step, value, last) => plot.addSecond(step, value, last));
  void follower.show(current()?.tick ?? 0);
}

/** The Run's last event on the plot: its h (backtracking: queens placed; the genetic search: best
 *  and mean fitness), and a restart marked. */
function plotEvent(r: Run, always = false): void {
  plot.add(r.ticks, r.measure(), always);
  const mean = r.event.state.meanFitness;
  if (mean !== undefined) plot.addMean(r.ticks, mean, always);
  if (r.event.kind === "restart") plot.markRestart(r.ticks);
}

/** Takes one more frame from the Run. */
function produce(): void {
  const r = run!;
  r.step();
  const f = r.frame();
  frames.push(f);
  plotEvent(r, f.finished);
  if (frames.length > HISTORY_MAX) {
    const drop = frames.length - HISTORY_MAX / 2;
    frames = frames.slice(drop);
    shown -= drop;
  }
}

/** The frame after the shown one exists while the run goes on: it says what the next step does. */
function ensureAhead(): void {
  if (run !== null && shown === frames.length - 1 && !run.finished) produce();
}

/** Play / Pause; during a fast-forward the same button (and Space) stops it. */
function togglePlay(): void {
  if (big !== null) {
    if (big.forwarding) big.stop("Stopped");
    else big.setPlaying(!big.isPlaying);
  } else if (forwarding) stopForward("Stopped");
  else setPlaying(!playing);
}

/** Play or pause; either ends a fast-forward. */
function setPlaying(on: boolean): void {
  stopForward("Stopped");
  const was = playing;
  playing = on && current() !== null && (!current()!.finished || (follower !== null && !follower.ended));
  ui.play.textContent = playing ? "Pause" : "Play";
  ui.play.setAttribute("aria-pressed", String(playing));
  // a fresh start of play owes nothing, even when the last pause's frame has not fired yet
  if (playing && !was) {
    lastTime = performance.now();
    owed = 0;
  }
  if (playing && frame === 0) frame = requestAnimationFrame(tick);
  if (was !== playing) scheduleUrl();
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

/** `count` steps on: through the kept frames first (a replay), then new ones. */
function advance(count: number): void {
  if (big !== null) {
    big.step();
    return;
  }
  if (run === null) begin();
  if (run === null) return;
  let k = 0;
  for (; k < count && shown + 1 < frames.length; k++) {
    shown++;
    ensureAhead();
  }
  if (atEnd() && follower !== null && !follower.ended) beyond += count - k; // the second board goes on to its own end
  render();
  if (current()!.finished && (follower === null || follower.ended)) setPlaying(false);
  if (!playing) scheduleUrl();
}

/** The first board shows its last frame, its run ended. */
const atEnd = (): boolean => shown === frames.length - 1 && current()?.finished === true;

function stepBack(): void {
  if (big !== null) big.back();
  if (current() === null) return; // (a large board has no frames)
  setPlaying(false);
  if (beyond > 0) { // the second board steps back first, to where the first ended
    beyond--;
    render();
    scheduleUrl();
    return;
  }
  if (shown > 0) shown--;
  else if (frames[0].tick > 0) seek(frames[0].tick - 1);
  render();
  scheduleUrl();
}

/** Shows step `t` of the run: from the kept frames, or by running it again from the start. */
function seek(t: number): void {
  if (spec === null) return;
  beyond = 0;
  const index = t - (frames[0]?.tick ?? 0);
  if (index >= 0 && index < frames.length) {
    shown = index;
  } else {
    const made = makeRun(spec);
    const mine = generation;
    void Promise.resolve(made).then((r) => {
      if (mine !== generation) return;
      if (t <= REPLAY_MAX) replay(r, t);
      else replayForward(r, t);
    });
    return;
  }
  render();
}

/** Runs a fresh copy of the run to step t as a fast-forward, keeping the frames before t. */
function replayForward(fresh: Run, t: number): void {
  setPlaying(false);
  run = fresh;
  frames = [fresh.frame()];
  shown = 0;
  startForward({ target: t, fromTick: 0, started: performance.now(), kept: [], keepFrom: t - HISTORY_MAX / 2 });
}

/** Runs a fresh copy of the run to step t and shows it. */
function replay(fresh: Run, t: number): void {
  run = fresh;
  while (!run.finished && run.ticks < t) {
    run.step();
    plotEvent(run);
  }
  frames = [run.frame()];
  shown = 0;
  ensureAhead();
  render();
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
  if (big !== null) {
    big.fastForward(steps);
    return;
  }
  if (run === null) begin();
  const from = current();
  if (run === null || from === null || from.finished) return;
  setPlaying(false);
  const target = from.tick + steps;
  if (target - frames[0].tick < frames.length) {
    // already taken (the one step ahead): no need to run
    seek(target);
    ui.forwardStatus.textContent = `Fast-forwarded ${plural(steps, "event")}: now at event ${group(target)}.`;
    return;
  }
  startForward({ target, fromTick: from.tick, started: performance.now() });
}

function startForward(job: NonNullable<typeof forwarding>): void {
  forwarding = job;
  ui.play.textContent = "Stop";
  ui.play.setAttribute("aria-pressed", "true");
  ui.canvas.dataset.forwarding = "true";
  if (forwardFrame === 0) forwardFrame = requestAnimationFrame(forwardTick);
}

/** Ends a fast-forward where the Run is: that becomes the shown frame, and the status says so
 *  (`verb` null: a new run, the status is cleared). */
function stopForward(verb: "Stopped" | "Fast-forwarded" | null): void {
  const job = forwarding;
  if (job === null) return;
  forwarding = null;
  cancelAnimationFrame(forwardFrame);
  forwardFrame = 0;
  ui.canvas.dataset.forwarding = "false";
  ui.play.textContent = "Play";
  ui.play.setAttribute("aria-pressed", "false");
  if (verb === null || run === null) return;
  frames = job.kept?.length ? job.kept : [run.frame()];
  shown = frames.length - 1;
  const at = frames[shown].tick;
  plotEvent(run, true);
  ensureAhead();
  render();
  const done = at - job.fromTick;
  const seconds = (performance.now() - job.started) / 1000;
  const lead = verb === "Stopped" ? `Stopped after ${job.kept ? "replaying from the start" : "fast-forwarding"}` : job.kept ? "Replayed from the start" : "Fast-forwarded";
  ui.forwardStatus.textContent = `${lead} ${plural(done, "event")} `
    + `in ${seconds.toFixed(2)} s (${rate(done / Math.max(seconds, 1e-3))} a second), now at event ${group(at)}.`;
  scheduleUrl();
}

const rate = (perSecond: number): string =>
  perSecond >= 1e6 ? `${(perSecond / 1e6).toFixed(1)} million` : group(Math.round(perSecond));

function forwardTick(): void {
  forwardFrame = 0;
  const r = run;
  const job = forwarding;
  if (r === null || job === null) return;
  const until = performance.now() + FORWARD_SLICE_MS;
  while (!r.finished && r.ticks < job.target) {
    if (job.kept && r.ticks + 1 >= job.keepFrom!) { // a replay's last steps: each one's frame kept
      r.step();
      plotEvent(r);
      job.kept.push(r.frame());
    } else {
      // to the next step the plot keeps (or the target, or a replay's first kept step), the events
      // between not built; the run stops early at a restart, which plotEvent marks where it is
      const every = plot.every;
      r.skip(Math.min(FORWARD_BATCH, job.target - r.ticks, every - (r.ticks % every), job.kept ? job.keepFrom! - 1 - r.ticks : Infinity));
      plotEvent(r);
    }
    if (performance.now() >= until) break;
  }
  if (r.finished || r.ticks >= job.target) {
    stopForward("Fast-forwarded");
    return;
  }
  const f = r.frame();
  board.setRows(f.rows, { placed: f.placed });
  ui.counter.textContent = counterLine(f);
  const done = r.ticks - job.fromTick;
  const seconds = (performance.now() - job.started) / 1000;
  ui.forwardStatus.textContent = `${job.kept ? `Replaying from the start to event ${group(job.target)} (Back past the kept steps)` : "Fast-forwarding"}: ${plural(done, "event")} so far, ${rate(done / Math.max(seconds, 1e-3))} a second… (Stop or Space ends it)`;
  forwardFrame = requestAnimationFrame(forwardTick);
}

/** The columns the shown step moved (outlined), as its event names them. */
function movedColumns(f: Frame): readonly number[] {
  return f.event.moves.filter((m) => m.to >= 0).map((m) => m.column);
}

/** Backtracking's column being filled: its attacked rows, and the rows above `tried` it has tried
 *  (after a backtrack, those down to the lifted queen's row, as the event says). */
function currentColumn(f: Frame): Marks["current"] {
  if (f.algo !== "backtrack" || f.finished || f.placed >= f.n) return undefined;
  const col = f.placed;
  const attacked = Uint8Array.from({ length: f.n }, (_, r) => (attackersOf(f.rows, f.placed, r, col) > 0 ? 1 : 0));
  const tried = f.event.kind === "backtrack" && f.event.candidate !== null ? f.event.candidate.from + 1 : 0;
  return { col, attacked, tried };
}

/** The next step's move on the shown board: the numbers on the column of the queen the next event
 *  moves, proposes or judges, as that event names it. */
function preview(f: Frame, next: Frame | undefined): { numbers?: Marks["numbers"]; text: string } {
  const e = next?.event;
  if (e === undefined || e.candidate === null || ["restart", "give-up", "generation", "backtrack"].includes(e.kind)) return { text: "" };
  const c = e.candidate;
  if (f.algo === "backtrack" || (e.kind === "place" && f.algo === "column")) {
    const values = Array.from({ length: f.n }, (_, r) => attackersOf(f.rows, f.placed, r, c.column));
    return {
      numbers: { col: c.column, values, chosen: c.to },
      text: `Next: column ${c.column}. The number on each square is how many placed queens attack it; `
        + (f.algo === "backtrack" ? `backtracking takes the first untried row with 0 (dashed: row ${c.to}).` : `the start takes a row with the fewest (dashed: row ${c.to}).`),
    };
  }
  if (f.placed < f.n) return { text: "" };
  if (f.algo === "minconflicts") {
    const i = e.neighbourhood.queen;
    const j = e.moves.find((m) => m.column !== i);
    if (j === undefined) return { text: "" };
    return {
      numbers: { col: i, values: swapChanges(f.rows, i), chosen: f.rows[j.column], signed: true },
      text: `Next: min-conflicts picks the attacked queen of column ${i}. The number on each square of its column is the change in h `
        + `if it swaps rows with the queen on that row; it takes the lowest (ties at random): dashed, row ${f.rows[j.column]}.`,
    };
  }
  if (f.algo === "column") {
    const values = Array.from({ length: f.n }, (_, r) => attackersOf(f.rows, f.n, r, c.column));
    return {
      numbers: { col: c.column, values, chosen: c.to },
      text: `Next: min-conflicts picks the attacked queen of column ${c.column}. The number on each square of its column is how many queens attack `
        + `that square; it moves to a square with the fewest (ties at random, its own row among them): dashed, row ${c.to}.`,
    };
  }
  // hill climbing judges every column's moves: h on every square, as AIMA's figure 4.3 draws it
  const all = f.algo === "hillclimb" ? Array.from({ length: f.n }, (_, col) => moveCosts(f.rows, col).map((v, r) => (r === f.rows[col] ? NaN : v))) : undefined;
  return {
    numbers: { col: c.column, values: moveCosts(f.rows, c.column), chosen: c.to, all },
    text: f.algo === "hillclimb"
      ? `Next: hill climbing judges every move of every queen within its column and picks a lowest: column ${c.column}, row ${c.to} (dashed). `
        + `The numbers: h with that column's queen moved to that square (AIMA's figure 4.3).`
      : `Next: annealing draws column ${c.column}'s queen to row ${c.to} (dashed). The numbers: h with that queen on each square of its column; `
        + `${e.kind === "rejected" ? "this draw will be rejected" : "this draw will be taken"}.`,
  };
}

function render(): void {
  const f = current();
  if (f === null) return;
  const next = frames[shown + 1];
  const attacked = attackedQueens(f.rows, f.placed);
  const { numbers, text } = preview(f, next);
  shownNumbers = numbers;
  const moved = movedColumns(f);
  board.setRows(f.rows, {
    placed: f.placed, conflicted: attacked, moved, numbers, lines: attackingPairs(f.rows, f.placed),
    current: currentColumn(f),
  });
  ui.counter.textContent = counterLine(f);
  const story = narrate(f);
  let said = story.text;
  if (f.solved) said += verify(f.rows).ok ? " ✓ verified" : " (the verifier disagrees!)";
  ui.event.textContent = said;
  ui.event.dataset.verdict = story.verdict ?? "";
  ui.next.textContent = text;
  ui.back.disabled = shown === 0 && frames[0].tick === 0;
  ui.canvas.dataset.phase = f.finished ? "done" : f.placed < f.n ? "start" : "repair";
  ui.canvas.dataset.steps = String(f.tick);
  ui.canvas.dataset.solved = String(f.solved);
  plot.mark(f.tick);
  void follower?.show(f.tick + (atEnd() ? beyond : 0));
  if (atEnd() && follower !== null && !follower.ended) {
    ui.next.textContent = `This board has ended (${f.solved ? "solved" : "gave up"} at event ${group(f.tick)}); Step and Play run the board beside it on to its own end.`;
  }
  showHover();
}

function showHover(): void {
  const f = current();
  if (hover === null || f === null) {
    ui.hover.textContent = "";
    return;
  }
  const { col, row } = hover;
  const attackers = attackersOf(f.rows, f.placed, row, col);
  const queen = col < f.placed && f.rows[col] === row;
  ui.hover.textContent = `column ${col}, row ${row}: ${queen ? "queen, " : ""}${attackers === 0 ? "no queen attacks it" : `${plural(attackers, "queen")} ${attackers === 1 ? "attacks" : "attack"} it`}`;
}

/** The address follows the demo, at most a few times a second (browsers throttle history updates). */
function scheduleUrl(): void {
  if (urlTimer !== 0) return;
  urlTimer = window.setTimeout(() => {
    urlTimer = 0;
    context.updateUrl();
    ui.link.value = location.href;
  }, 250);
}

async function copyLink(): Promise<void> {
  context.updateUrl();
  ui.link.value = location.href;
  try {
    await navigator.clipboard.writeText(ui.link.value);
    ui.copyStatus.textContent = "Copied.";
  } catch {
    ui.link.select();
    ui.copyStatus.textContent = "Selected: copy it with Ctrl+C.";
  }
}

function params(): Record<string, string> {
  if (spec === null) return {};
  const out: Record<string, string> = { n: String(spec.n) };
  if (spec.algo !== "minconflicts") out.algo = spec.algo;
  if (spec.algo !== "backtrack") out.seed = String(spec.seed);
  if (spec.rows !== null) out.rows = spec.rows.join(",");
  for (const [name, value] of Object.entries(spec.options)) out[name] = String(value);
  if (Number(ui.speed.value) !== DEFAULT_SPEED) out.speed = ui.speed.value;
  if (ui.compare.value !== "") out.compare = ui.compare.value;
  for (const [name, value] of Object.entries(spec.compareOptions)) out[`compare.${name}`] = String(value);
  const f = current();
  const at = big === null ? f?.tick : big.isPlaying || big.forwarding ? undefined : big.tick;
  if (!playing && forwarding === null && at !== undefined) out.step = String(at);
  return out;
}

export const watchTab: Tab = {
  id: "watch",
  label: "Watch",
  mount,
  restore(query) {
    if (query.has("n")) ui.n.value = query.get("n")!;
    if (query.has("seed")) ui.seed.value = query.get("seed")!;
    ui.rows.value = query.get("rows") ?? "";
    unknownChoice = null;
    const choose = (name: string, control: HTMLSelectElement, fallback: string, option: "first" | "second" | null = null): void => {
      const value = query.get(name) ?? fallback;
      const allowed = Array.from(control.options, (o) => o.value).filter((v) => v !== "");
      if (allowed.includes(value) || value === "") control.value = value;
      else {
        control.value = fallback;
        unknownChoice ??= { name, value, allowed, option };
      }
    };
    choose("algo", ui.algo, "minconflicts");
    const algo = ui.algo.value as WatchAlgo;
    if (query.has("speed")) ui.speed.value = query.get("speed")!;
    choose("compare", ui.compare, "");
    for (const { algo: of, spec, second, key, control } of ui.options) {
      if (of !== (second ? ui.compare.value : algo)) continue;
      if (control instanceof HTMLSelectElement) choose(key, control, spec.fallback, second ? "second" : "first");
      else control.value = query.get(key) ?? spec.fallback;
    }
    showSpeed();
    const step = Number(query.get("step"));
    pending = Number.isSafeInteger(step) && step >= 0 && query.has("step") ? { step } : null;
    showAlgo();
  },
  params,
  shown() {
    if (run === null && big === null) begin(); // and, when the address names one, goes to its step
    else board.invalidate();
    ui.link.value = location.href;
  },
  hidden() {
    setPlaying(false);
    if (big?.forwarding) big.stop("Stopped");
    big?.setPlaying(false);
    stopForward("Stopped");
  },
  state() {
    if (big !== null) return big.state();
    const f = current();
    if (f === null) return null;
    const story = narrate(f);
    // while fast-forwarding, the run is ahead of the shown frame
    const ticks = forwarding !== null && run !== null ? run.ticks : f.tick;
    const common = { algo: f.algo, n: f.n, tick: ticks, ticks, solved: f.solved, finished: f.finished, rows: f.rows, placed: f.placed, playing, forwarding: forwarding !== null,
      narration: { text: story.text, verdict: story.verdict ?? null }, counter: ui.counter.textContent, kept: frames.length, shown,
      numbers: shownNumbers === undefined ? null : { col: shownNumbers.col, values: Array.from(shownNumbers.values), all: shownNumbers.all?.map((v) => Array.from(v)) ?? null },
      compare: follower?.shown ? { algo: follower.shown.algo, tick: follower.shown.tick, rows: Array.from(follower.shown.rows), options: spec!.compareOptions } : null };
    return { ...common, seed: spec!.seed, options: spec!.options, event: f.event, steps: f.event.steps, restarts: f.event.restarts,
      ...(f.algo === "backtrack" && { placements: f.event.steps, backtracks: f.event.state.backtracks ?? 0 }) };
  },
};
