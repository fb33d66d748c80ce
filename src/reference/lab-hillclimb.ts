// The twin of assembly/lab-hillclimb.ts: steepest-ascent hill climbing with sideways moves and
// random restarts, move for move and random number for random number.
import { Status } from "../engine/solve-engine.js";
import { EventKind, Neighbourhood } from "../engine/lab-engine.js";
import type { LabBoard } from "./lab-board.js";

export class HillClimb {
  private sidewaysLimit = 0;
  constructor(private readonly b: LabBoard) {}

  private attempt(): void {
    this.b.seedAttempt();
    this.b.randomFill();
    this.b.evSideways = 0;
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
    if (b.ending) {
      if (b.restartLeft()) this.attempt();
      return n;
    }
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
    b.judged(Neighbourhood.AllMoves, b.pairs + bestDelta, bestC, b.rows[bestC], bestR);
    if (bestDelta < 0) {
      b.happened(EventKind.Improving);
      b.evSideways = 0;
      b.counted();
    } else if (bestDelta === 0 && b.evSideways < this.sidewaysLimit) {
      b.happened(EventKind.Sideways);
      b.evSideways++;
      b.counted();
    } else {
      b.happened(bestDelta === 0 ? EventKind.Plateau : EventKind.LocalMinimum);
      b.ending = true;
    }
    return n * n;
  }
}
