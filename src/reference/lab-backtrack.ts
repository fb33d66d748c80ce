// The twin of assembly/lab-backtrack.ts: backtracking for the first placement, one placement or
// backtrack a step, on the lab's board.
import { Status } from "../engine/solve-engine.js";
import { EventKind, Neighbourhood } from "../engine/lab-engine.js";
import type { LabBoard } from "./lab-board.js";

export class Backtrack {
  placed = 0;
  backtracks = 0;
  private from = 0;
  constructor(private readonly b: LabBoard) {}

  start(n: number): void {
    this.b.begin(n, 0, 0, 0);
    this.b.clear();
    this.placed = 0;
    this.from = 0;
    this.backtracks = 0;
  }

  step(): number {
    const { b } = this;
    const { n } = b;
    const c = this.placed;
    let r = this.from;
    while (r < n && b.lines(r, c) !== 0) r++;
    if (r < n) {
      b.judged(Neighbourhood.FreeRows, 0, c, -1, r);
      b.happened(EventKind.Place);
      b.put(c, r);
      this.placed++;
      this.from = 0;
      b.countStep();
      if (this.placed === n) b.result = Status.Solved;
    } else if (c === 0) {
      b.judged(Neighbourhood.FreeRows, -1, c, -1, -1);
      b.happened(EventKind.GiveUp);
      b.result = Status.GaveUp;
    } else {
      const back = c - 1;
      const old = b.rows[back];
      b.judged(Neighbourhood.FreeRows, -1, back, old, -1);
      b.happened(EventKind.Backtrack);
      b.lift(back);
      this.placed = back;
      this.from = old + 1;
      this.backtracks++;
    }
    return n;
  }
}
