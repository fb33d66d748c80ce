// Watch's engine: the pure-TS twin itself (src/reference/solve.ts), driven one unit at a time
// (run(1) places one column of the greedy start or takes one repair step), so the animation is
// the real search with the real random stream: it ends on the board Solve gives for the same seed.
// Only read here: rows, phase, cursor and counters; nothing in the twin is changed.
import { ReferenceSolver, Phase, Status, defaultMaxSteps } from "../../src/browser.js";
import { tally, type Tally } from "../view/attacks.js";

/** As src/api/solve.ts: restarts before giving up. */
const MAX_RESTARTS = 1000;

export type Event =
  | { kind: "start" }
  | { kind: "place"; col: number; attacked: boolean }
  | { kind: "swap"; cols: [number, number] }
  | { kind: "drop" }
  | { kind: "scan" }
  /** `before`: the board the restart gave up, after `steps` repair swaps. */
  | { kind: "restart"; restarts: number; before: Tally; steps: number }
  | { kind: "solved" }
  | { kind: "gave-up" };

export class WatchStepper {
  private readonly solver = new ReferenceSolver();
  private status = Status.Running;
  /** run(1) calls so far. */
  ticks = 0;
  last: Event = { kind: "start" };
  /** The repair swaps made before this attempt began. */
  private attemptFrom = 0;

  constructor(readonly n: number, readonly seed: number) {
    this.solver.start(n, seed % 2 ** 32, Math.floor(seed / 2 ** 32), defaultMaxSteps(n), MAX_RESTARTS);
  }

  get rows(): Int32Array {
    return this.solver.rows();
  }

  /** Columns that hold a queen: during the greedy start only those left of the cursor. */
  get placed(): number {
    return this.solver.phase === Phase.Pool || this.solver.phase === Phase.Window ? this.solver.cursor : this.n;
  }

  get steps(): number {
    return this.solver.steps;
  }

  get restarts(): number {
    return this.solver.restarts;
  }

  get finished(): boolean {
    return this.status !== Status.Running;
  }

  get solved(): boolean {
    return this.status === Status.Solved;
  }

  get phase(): "start" | "repair" | "done" {
    const phase = this.solver.phase;
    if (phase === Phase.Window || phase === Phase.Pool) return "start";
    return phase === Phase.Repair || phase === Phase.Scan ? "repair" : "done";
  }

  /** Repair swaps an attempt takes before it restarts. */
  get maxSteps(): number {
    return defaultMaxSteps(this.n);
  }

  /** One unit of work; returns what happened, found by comparing the state before and after. */
  step(): Event {
    if (this.finished) return this.last;
    const solver = this.solver;
    const before = { phase: solver.phase, cursor: solver.cursor, steps: solver.steps, restarts: solver.restarts, rows: solver.rows().slice(), placed: this.placed };
    this.status = solver.run(1);
    this.ticks++;
    const rows = solver.rows();
    if (this.status === Status.Solved) this.last = { kind: "solved" };
    else if (this.status === Status.GaveUp) this.last = { kind: "gave-up" };
    else if (solver.restarts !== before.restarts) {
      this.last = { kind: "restart", restarts: solver.restarts, before: tally(before.rows, before.placed), steps: solver.steps - this.attemptFrom };
      this.attemptFrom = solver.steps;
    }
    else if (before.phase === Phase.Pool || before.phase === Phase.Window) this.last = { kind: "place", col: before.cursor, attacked: this.conflicted()[before.cursor] === 1 };
    else if (before.phase === Phase.Scan) this.last = { kind: "scan" };
    else if (solver.steps !== before.steps) {
      const cols = [...rows.keys()].filter((c) => rows[c] !== before.rows[c]);
      this.last = { kind: "swap", cols: [cols[0] ?? 0, cols[1] ?? cols[0] ?? 0] };
    } else {
      this.last = { kind: "drop" };
    }
    return this.last;
  }

  /** 1 for each placed queen that shares a row or a diagonal with another placed queen. */
  conflicted(): Uint8Array {
    const { n } = this;
    const rows = this.rows;
    const placed = this.placed;
    const byRow = new Uint16Array(n);
    const sums = new Uint16Array(2 * n);
    const diffs = new Uint16Array(2 * n);
    for (let c = 0; c < placed; c++) {
      byRow[rows[c]]++;
      sums[rows[c] + c]++;
      diffs[rows[c] - c + n]++;
    }
    const out = new Uint8Array(n);
    for (let c = 0; c < placed; c++) {
      const r = rows[c];
      out[c] = byRow[r] > 1 || sums[r + c] > 1 || diffs[r - c + n] > 1 ? 1 : 0;
    }
    return out;
  }
}
