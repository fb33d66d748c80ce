// The twin of assembly/lab-board.ts: the complete-state board the textbook's local searches
// share (one queen per column, any row; cost = attacking pairs), their attempt and restart
// bookkeeping and the record of the last step. Read the core for the why.
import { Rng } from "./rng.js";
import { Status } from "../engine/solve-engine.js";
import { StepKind } from "../engine/lab-engine.js";

export class LabBoard {
  n = 0;
  rows = new Int32Array(0);
  private rowq = new Uint32Array(0);
  private sumq = new Uint32Array(0);
  private difq = new Uint32Array(0);
  readonly rng = new Rng();
  pairs = 0;
  steps = 0;
  restarts = 0;
  attemptSteps = 0;
  result: Status = Status.Running;
  stepCol = -1;
  stepFrom = 0;
  stepTo = 0;
  stepKind: StepKind = StepKind.None;
  private seedLo = 0;
  private seedHi = 0;
  private maxRestarts = 0;

  begin(n: number, seedLo: number, seedHi: number, maxRestarts: number): void {
    if (this.n !== n || this.rows.length !== n) {
      this.rows = new Int32Array(n);
      this.rowq = new Uint32Array(n);
      this.sumq = new Uint32Array(2 * n);
      this.difq = new Uint32Array(2 * n);
    }
    this.n = n;
    this.seedLo = seedLo;
    this.seedHi = seedHi;
    this.maxRestarts = maxRestarts;
    this.restarts = 0;
    this.steps = 0;
    this.stepCol = -1;
    this.stepKind = StepKind.None;
    this.result = Status.Running;
  }

  memoryBytes(): number {
    return this.rows.byteLength + this.rowq.byteLength + this.sumq.byteLength + this.difq.byteLength;
  }

  lines(r: number, c: number): number {
    return this.rowq[r] + this.sumq[r + c] + this.difq[r + this.n - 1 - c];
  }

  clear(): void {
    this.rowq.fill(0);
    this.sumq.fill(0);
    this.difq.fill(0);
    this.pairs = 0;
  }

  put(c: number, r: number): void {
    this.pairs += this.lines(r, c);
    this.rows[c] = r;
    this.rowq[r]++;
    this.sumq[r + c]++;
    this.difq[r + this.n - 1 - c]++;
  }

  move(c: number, r: number, kind: StepKind): void {
    const from = this.rows[c];
    this.rowq[from]--;
    this.sumq[from + c]--;
    this.difq[from + this.n - 1 - c]--;
    this.pairs -= this.lines(from, c);
    this.put(c, r);
    this.stepCol = c;
    this.stepFrom = from;
    this.stepTo = r;
    this.stepKind = kind;
  }

  stayed(kind: StepKind): void {
    this.stepCol = -1;
    this.stepKind = kind;
  }

  attackedAt(c: number): boolean {
    const r = this.rows[c];
    return this.rowq[r] > 1 || this.sumq[r + c] > 1 || this.difq[r + this.n - 1 - c] > 1;
  }

  seedAttempt(): void {
    this.rng.seed(this.seedLo, this.seedHi, this.restarts);
    this.attemptSteps = 0;
  }

  randomFill(): void {
    this.clear();
    for (let c = 0; c < this.n; c++) this.put(c, this.rng.below(this.n));
  }

  counted(): void {
    this.attemptSteps++;
    this.steps++;
    if (this.pairs === 0) this.result = Status.Solved;
  }

  restartLeft(): boolean {
    if (this.restarts >= this.maxRestarts) {
      this.result = Status.GaveUp;
      return false;
    }
    this.restarts++;
    this.stayed(StepKind.Restart);
    return true;
  }
}
