// The twin of assembly/lab-column.ts: min-conflicts as the textbook states it (a random attacked
// queen moved within its column to a row of fewest conflicts), step for step.
import { Status } from "../engine/solve-engine.js";
import { EventKind, Neighbourhood } from "../engine/lab-engine.js";
import type { LabBoard } from "./lab-board.js";

export class ColumnMinConflicts {
  private greedy = false;
  private maxSteps = 0;
  placed = 0;
  private fewestV = 0;
  private fewestTies = 0;
  constructor(private readonly b: LabBoard) {}

  private fewest(c: number, own: number): number {
    const { b } = this;
    let bestR = 0;
    let bestV = Infinity;
    let ties = 0;
    for (let r = 0; r < b.n; r++) {
      const v = r === own ? b.lines(r, c) - 3 : b.lines(r, c);
      if (v < bestV) {
        bestV = v;
        bestR = r;
        ties = 1;
      } else if (v === bestV) {
        ties++;
        if (b.rng.below(ties) === 0) bestR = r;
      }
    }
    this.fewestV = bestV;
    this.fewestTies = ties;
    return bestR;
  }

  private attempt(): void {
    const { b } = this;
    b.seedAttempt();
    if (this.greedy) {
      b.clear();
      this.placed = 0;
    } else {
      b.randomFill();
      this.placed = b.n;
      if (b.pairs === 0) b.result = Status.Solved;
    }
  }

  start(n: number, lo: number, hi: number, greedy: boolean, maxSteps: number, restarts: number): void {
    this.b.begin(n, lo, hi, restarts);
    this.greedy = greedy;
    this.maxSteps = maxSteps;
    this.attempt();
  }

  step(): number {
    const { b } = this;
    const { n } = b;
    if (b.ending) {
      if (b.restartLeft()) this.attempt();
      return n;
    }
    if (this.placed < n) {
      const r = this.fewest(this.placed, -1);
      b.judged(Neighbourhood.QueenRows, b.pairs + this.fewestV, this.placed, -1, r);
      b.happened(EventKind.Place);
      b.put(this.placed, r);
      this.placed++;
      if (this.placed === n && b.pairs === 0) b.result = Status.Solved;
      return n;
    }
    let attacked = 0;
    for (let c = 0; c < n; c++) if (b.attackedAt(c)) attacked++;
    let k = b.rng.below(attacked);
    let c = 0;
    for (; ; c++) {
      if (b.attackedAt(c)) {
        if (k === 0) break;
        k--;
      }
    }
    const r0 = b.rows[c];
    const before = b.lines(r0, c) - 3;
    const r = this.fewest(c, r0);
    const best = b.pairs - before + this.fewestV;
    b.judged(Neighbourhood.QueenRows, best, c, r0, r);
    b.happened(r !== r0 ? (best < b.pairs ? EventKind.Improving : EventKind.Sideways) : this.fewestTies > 1 ? EventKind.Plateau : EventKind.LocalMinimum);
    b.counted();
    b.spentAfter(this.maxSteps);
    return 3 * n;
  }
}
