// Watch's second board: another algorithm on the same n and seed, shown at the same event as the
// first; each runs to its own end (past the first's end, Step and Play go on with this one), and its
// counter says how it ended. Min-conflicts moving within a column, hill climbing and annealing start from the same
// random board for the same seed, so the two show what each method does from one start. It keeps
// its own frames and follows the first board's step: forward by stepping, back from its frames (or,
// past them, by running again from the start).
import { BoardView } from "../view/board.js";
import { attackedQueens, attackingPairs } from "../view/attacks.js";
import { counterLine, narrate } from "./watch-narration.js";
import type { Frame, Run } from "./watch-runs.js";

const KEEP = 20_000;

export class Follower {
  private frames: Frame[] = [];
  private run: Run | null = null;
  /** The step to show, and whether a show is under way (a run made anew is awaited: one at a time). */
  private target = 0;
  private busy = false;
  private stopped = false;

  /** `plot` takes each step's measure (attacked queens), for the live plot's second line. */
  constructor(private readonly board: BoardView, private readonly counter: HTMLElement, private readonly event: HTMLElement,
    private readonly make: () => Run | Promise<Run>, private readonly plot: (step: number, value: number, last: boolean) => void) {}

  /** The frame on the board. */
  shown: Frame | null = null;

  /** Its run has ended and its last frame is on the board. */
  get ended(): boolean {
    return this.run !== null && this.run.finished && this.shown === this.frames[this.frames.length - 1];
  }

  /** Shows step t (its last step, once it has finished earlier); calls made while one is under way
   *  leave only their step to show. */
  async show(t: number): Promise<void> {
    this.target = t;
    if (this.busy) return;
    this.busy = true;
    try {
      while (!this.stopped && (this.shown === null || this.shown.tick !== Math.min(this.target, this.lastTick()))) await this.showTarget();
    } finally {
      this.busy = false;
    }
  }

  /** Draws no more (a new run has its own follower). */
  stop(): void {
    this.stopped = true;
  }

  private lastTick(): number {
    return this.run?.finished ? this.frames[this.frames.length - 1].tick : Infinity;
  }

  private async showTarget(): Promise<void> {
    const t = this.target;
    if (this.run === null || t < this.frames[0].tick) {
      this.run = await this.make();
      this.frames = [this.run.frame()];
      if (this.stopped) return;
      this.plot(0, this.run.measure(), false);
    }
    const run = this.run;
    while (this.frames[this.frames.length - 1].tick < t && !run.finished) {
      run.step();
      this.frames.push(run.frame());
      this.plot(run.ticks, run.measure(), run.finished);
      if (this.frames.length > KEEP) this.frames.splice(0, KEEP / 2);
    }
    const f = this.frames[Math.min(this.frames.length - 1, t - this.frames[0].tick)];
    this.shown = f;
    this.board.setRows(f.rows, { placed: f.placed, conflicted: attackedQueens(f.rows, f.placed), lines: attackingPairs(f.rows, f.placed) });
    this.counter.textContent = counterLine(f) + (f.finished ? ` · ended: ${f.solved ? "solved" : "gave up"}` : "");
    this.event.textContent = narrate(f).text;
    this.board.canvas.dataset.steps = String(f.tick);
    this.board.canvas.dataset.solved = String(f.solved);
  }
}
