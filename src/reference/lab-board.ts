// The twin of assembly/lab-board.ts: the complete-state board the textbook's local searches
// share (one queen per column, any row; cost = attacking pairs), their attempt and restart
// bookkeeping and the record of the last step (its event). Read the core for the why.
import { Rng } from "./rng.js";
import { Status } from "../engine/solve-engine.js";
import { EventKind, Neighbourhood } from "../engine/lab-engine.js";

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
  /** The stuck or spent attempt's next step restarts or gives up. */
  ending = false;
  // the last step's record: assembly/lab-board.ts's ev*
  evKind = EventKind.Start;
  evCol = -1;
  evFrom = -1;
  evTo = -1;
  evHBefore = 0;
  evHood = Neighbourhood.None;
  evBest = -1;
  evSideways = 0;
  evTemp = 0;
  evDelta = 0;
  evAccept = 0;
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
    this.ending = false;
    this.evSideways = 0;
    this.evTemp = 0;
    this.evAccept = 0;
    this.beginEvent();
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

  lift(c: number): void {
    const from = this.rows[c];
    this.rowq[from]--;
    this.sumq[from + c]--;
    this.difq[from + this.n - 1 - c]--;
    this.pairs -= this.lines(from, c);
  }

  move(c: number, r: number): void {
    this.lift(c);
    this.put(c, r);
  }

  beginEvent(): void {
    this.evKind = EventKind.Start;
    this.evCol = -1;
    this.evFrom = -1;
    this.evTo = -1;
    this.evHBefore = this.pairs;
    this.evHood = Neighbourhood.None;
    this.evBest = -1;
    this.evDelta = 0;
  }

  judged(hood: Neighbourhood, best: number, c: number, from: number, to: number): void {
    this.evHood = hood;
    this.evBest = best;
    this.evCol = c;
    this.evFrom = from;
    this.evTo = to;
  }

  happened(kind: EventKind): void {
    this.evKind = kind;
    if (kind === EventKind.Improving || kind === EventKind.Sideways || kind === EventKind.AcceptedWorse) this.move(this.evCol, this.evTo);
  }

  attackedAt(c: number): boolean {
    const r = this.rows[c];
    return this.rowq[r] > 1 || this.sumq[r + c] > 1 || this.difq[r + this.n - 1 - c] > 1;
  }

  seedAttempt(): void {
    this.rng.seed(this.seedLo, this.seedHi, this.restarts);
    this.attemptSteps = 0;
  }

  recount(): void {
    this.clear();
    for (let c = 0; c < this.n; c++) this.put(c, this.rows[c]);
    this.evHBefore = this.pairs;
    if (this.pairs === 0) this.result = Status.Solved;
  }

  randomFill(): void {
    this.clear();
    for (let c = 0; c < this.n; c++) this.put(c, this.rng.below(this.n));
  }

  countStep(): void {
    this.attemptSteps++;
    this.steps++;
  }

  counted(): void {
    this.countStep();
    if (this.pairs === 0) this.result = Status.Solved;
  }

  restartLeft(): boolean {
    this.ending = false;
    if (this.restarts >= this.maxRestarts) {
      this.evKind = EventKind.GiveUp;
      this.result = Status.GaveUp;
      return false;
    }
    this.restarts++;
    this.evKind = EventKind.Restart;
    return true;
  }

  spentAfter(limit: number): void {
    if (this.result === Status.Running && this.attemptSteps >= limit) this.ending = true;
  }
}
