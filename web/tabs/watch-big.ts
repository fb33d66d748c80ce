// Watch on a large board (n above SMALL_N): the board as Solve draws it (zoom, minimap), the h curve
// live on log axes where it spans decades, restarts marked, and, while the search runs at speed,
// one line a frame summing that frame's events ("This frame: 12,400 events ..."). Step and Back
// still narrate single events, as on a small board, within the last WINDOW events. Per event the
// page does O(1) work: the event's moves on the shown board (web/tabs/watch-stream.ts), its h on
// the plot; the board is drawn and the line written once a frame.
import type { BoardView } from "../view/board.js";
import { group, plural } from "../view/dom.js";
import type { LivePlot } from "../view/plot.js";
import { verify, type Watcher } from "../../src/browser.js";
import { counterLine, narrate, STEP_UNITS } from "./watch-narration.js";
import type { Frame, WatchAlgo } from "./watch-runs.js";
import { EventWindow, FrameTally, summaryLine, WINDOW, type FrameSummary } from "./watch-stream.js";

/** Milliseconds of events a frame takes at most, so that the page keeps drawing (a small board's fast-forward too). */
export const FORWARD_SLICE_MS = 25;
/** While it runs, the board is drawn at most this often: at n = 10^6 a drawing reads every column,
 *  which under load took longer than the events of a frame (a million events: 13 s drawn every
 *  frame, at load 25). The text, the counter and the plot follow every frame. */
const BOARD_EVERY_MS = 250;
/** Frame summaries kept for state() (the tests compare them with watch()'s events). */
const SUMMARIES_KEPT = 64;

export interface BigViews {
  board: BoardView;
  plot: LivePlot;
  canvas: HTMLCanvasElement;
  counter: HTMLElement;
  event: HTMLElement;
  next: HTMLElement;
  status: HTMLElement;
  back: HTMLButtonElement;
  /** Called when it comes to rest at an event (the address follows). */
  paused: () => void;
  /** Shows whether it plays (or fast-forwards): the Play button's text. */
  showPlaying: (on: boolean, forwarding: boolean) => void;
}

export class BigWatch {
  private readonly stream: EventWindow;
  private playing = false;
  /** Events owed to the speed while playing; target of a fast-forward (Infinity: the end). */
  private owed = 0;
  private lastTime = 0;
  private target: number | null = null;
  private started = 0;
  private fromTick = 0;
  private frameId = 0;
  private summaries: FrameSummary[] = [];
  private said = "";
  private boardDrawn = 0;
  /** The fast-forward under way ends on the event's narration (a link's step), not the frame's sum. */
  private narrateEnd = false;

  constructor(readonly algo: WatchAlgo, readonly n: number, watcher: Watcher, private readonly views: BigViews, private readonly rate: () => number) {
    this.stream = new EventWindow(watcher);
    views.plot.allowLog(true);
    views.plot.add(0, this.stream.event.hAfter);
    views.board.fit();
    this.show(true);
  }

  get forwarding(): boolean { return this.target !== null; }
  get isPlaying(): boolean { return this.playing; }
  /** The number of the event shown. */
  get tick(): number { return this.stream.tick; }

  /** Play at the speed's rate, or pause; either ends a fast-forward. */
  setPlaying(on: boolean): void {
    if (this.target !== null) this.stop("Stopped");
    this.playing = on && !this.stream.finished;
    this.owed = 0;
    this.lastTime = performance.now();
    this.views.showPlaying(this.playing, false);
    if (this.playing) this.schedule();
    else this.show(true);
  }

  /** One event on, narrated. */
  step(): void {
    this.setPlaying(false);
    const e = this.stream.forward();
    if (e !== null) this.plotted(e.hAfter, e.kind === "restart");
    this.show(true);
  }

  /** One event back, within the window. */
  back(): void {
    this.setPlaying(false);
    this.stream.back();
    this.show(true);
  }

  /** `events` more events (Infinity: to the end) as fast as the page allows, drawing once a frame;
   *  `narrate`: then say what the last event did, as Step would. */
  fastForward(events: number, narrate = false): void {
    this.setPlaying(false);
    if (this.stream.finished) return;
    this.target = this.stream.tick + events;
    this.narrateEnd = narrate;
    this.started = performance.now();
    this.fromTick = this.stream.tick;
    this.views.canvas.dataset.forwarding = "true";
    this.views.showPlaying(false, true);
    this.schedule();
  }

  /** Ends a fast-forward where it is, and says how far and how fast it went. */
  stop(verb: "Stopped" | "Fast-forwarded"): void {
    if (this.target === null) return;
    this.target = null;
    this.views.canvas.dataset.forwarding = "false";
    this.views.showPlaying(false, false);
    const done = this.stream.tick - this.fromTick;
    const seconds = (performance.now() - this.started) / 1000;
    this.views.status.textContent = `${verb === "Stopped" ? "Stopped after fast-forwarding" : "Fast-forwarded"} ${plural(done, "event")} in ${seconds.toFixed(2)} s `
      + `(${group(Math.round(done / Math.max(seconds, 1e-3)))} a second), now at event ${group(this.stream.tick)}.`;
    this.show(this.narrateEnd);
  }

  /** Stops drawing (a new run, or the tab hidden). */
  dispose(): void {
    this.playing = false;
    this.target = null;
    cancelAnimationFrame(this.frameId);
    this.frameId = 0;
  }

  private schedule(): void {
    if (this.frameId === 0) this.frameId = requestAnimationFrame((time) => this.frame(time));
  }

  /** One animation frame: the events the speed owes (or a fast-forward's slice), summed, then drawn once. */
  private frame(time: number): void {
    this.frameId = 0;
    if (!this.playing && this.target === null) return;
    let budget: number;
    if (this.target !== null) budget = this.target - this.stream.tick;
    else {
      this.owed += (Math.max(0, time - this.lastTime) / 1000) * this.rate();
      this.lastTime = Math.max(this.lastTime, time);
      budget = Math.floor(this.owed);
      this.owed -= budget;
    }
    const tally = new FrameTally(this.stream.tick, this.stream.event.steps);
    const until = performance.now() + FORWARD_SLICE_MS;
    while (tally.events < budget) {
      const e = this.stream.forward();
      if (e === null) break;
      tally.add(e);
      this.plotted(e.hAfter, e.kind === "restart");
      if ((tally.events & 15) === 0 && performance.now() >= until) break; // a hill-climbing step at n = 1,000 takes milliseconds
    }
    if (this.target === null) this.owed = Math.min(this.owed, 1); // what a slow frame could not take is not owed later
    if (tally.events > 0) {
      this.summaries.push(tally.result);
      if (this.summaries.length > SUMMARIES_KEPT) this.summaries.shift();
      this.said = summaryLine(tally.result, STEP_UNITS[this.algo]);
    }
    const ended = this.stream.finished || (this.target !== null && this.stream.tick >= this.target);
    if (ended && this.target !== null) this.stop("Fast-forwarded");
    else if (ended) {
      this.playing = false;
      this.views.showPlaying(false, false);
      this.show(false);
    } else {
      this.show(false);
      this.schedule();
    }
  }

  /** The event's h on the plot (the last event always kept), a restart marked. */
  private plotted(h: number, restart: boolean): void {
    const tick = this.stream.tick;
    this.views.plot.add(tick, h, this.stream.finished);
    if (restart) this.views.plot.markRestart(tick);
  }

  private get shown(): Frame {
    const e = this.stream.event;
    return { algo: this.algo, tick: this.stream.tick, n: this.n, rows: this.stream.rows, placed: e.placed, finished: this.stream.finished, solved: e.status === "solved", event: e };
  }

  /** Draws the shown board and says what happened: the event in words (`single`), else the frame's summary. */
  private show(single: boolean): void {
    const f = this.shown;
    const { board, canvas, counter, event, next, back, plot } = this.views;
    const now = performance.now();
    if (single || f.finished || this.target === null && !this.playing || now - this.boardDrawn >= BOARD_EVERY_MS) {
      board.setRows(f.rows, { placed: f.placed, moved: f.event.moves.filter((m) => m.to >= 0).map((m) => m.column) });
      this.boardDrawn = now;
    }
    counter.textContent = counterLine(f);
    const story = narrate(f);
    let text = single || this.said === "" ? story.text : this.said;
    if (!single && f.finished) text += ` ${story.text}`;
    if (f.solved) text += verify(f.rows).ok ? " ✓ verified" : " (the verifier disagrees!)";
    event.textContent = text;
    event.dataset.verdict = single ? story.verdict ?? "" : "";
    next.textContent = `A board this large is drawn as Solve draws it (wheel or +/- zoom, drag pans, the minimap shows where); Back steps through the last `
      + `${group(WINDOW)} to ${group(2 * WINDOW)} events kept, not past a restart (${plural(this.stream.behind, "event")} back from here).`;
    back.disabled = !this.stream.canBack;
    canvas.dataset.phase = f.finished ? "done" : f.placed < f.n ? "start" : "repair";
    canvas.dataset.steps = String(f.tick);
    canvas.dataset.solved = String(f.solved);
    plot.mark(f.tick);
    if (!this.playing && this.target === null) this.views.paused();
  }

  state(): Record<string, unknown> {
    const f = this.shown;
    return {
      algo: f.algo, n: f.n, tick: f.tick, ticks: f.tick, solved: f.solved, finished: f.finished, placed: f.placed, playing: this.playing, forwarding: this.forwarding,
      large: true, event: f.event, steps: f.event.steps, restarts: f.event.restarts, counter: this.views.counter.textContent,
      narration: { text: this.views.event.textContent, verdict: null }, summaries: this.summaries, plotLast: this.views.plot.last, behind: this.stream.behind,
      // the board only on request: a million rows through state() would cost the page more than the run
      rows: f.n <= 100_000 ? f.rows : null,
    };
  }
}
