// The twin of assembly/lab-hillclimb.ts: steepest-ascent hill climbing with sideways moves and
// random restarts, move for move and random number for random number.
import { Status } from "../engine/solve-engine.js";
import { StepKind } from "../engine/lab-engine.js";
import type { LabBoard } from "./lab-board.js";

export class HillClimb {
  private sidewaysLimit = 0;
  private sidewaysRun = 0;
  constructor(private readonly b: LabBoard) {}

  private attempt(): void {
    this.b.seedAttempt();
    this.b.randomFill();
    this.sidewaysRun = 0;
    if (this.b.pairs === 0) this.b.result = Status.Solved;
  }

  start(n: number, lo: number, hi: number, sideways: number, restarts: number): void {
    this.b.begin(n, lo, hi, restarts);
    this.sidewaysLimit = sideways;
    this.attempt();
  }

  step(): number {
    const { b } = this;
    const { n, rng } = b;
    let bestDelta = Infinity;
    let bestC = 0;
    let bestR = 0;
    let ties = 0;
    for (let c = 0; c < n; c++) {
      const r0 = b.rows[c];
      const now = b.lines(r0, c) - 3;
      for (let r = 0; r < n; r++) {
        if (r === r0) continue;
        const delta = b.lines(r, c) - now;
        if (delta < bestDelta) {
          bestDelta = delta;
          bestC = c;
          bestR = r;
          ties = 1;
        } else if (delta === bestDelta) {
          ties++;
          if (rng.below(ties) === 0) {
            bestC = c;
            bestR = r;
          }
        }
      }
    }
    if (bestDelta < 0) {
      b.move(bestC, bestR, StepKind.Better);
      this.sidewaysRun = 0;
      b.counted();
    } else if (bestDelta === 0 && this.sidewaysRun < this.sidewaysLimit) {
      b.move(bestC, bestR, StepKind.Sideways);
      this.sidewaysRun++;
      b.counted();
    } else if (b.restartLeft()) {
      this.attempt();
    }
    return n * n;
  }
}
