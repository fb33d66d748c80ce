// Watch's backtracking: the lexicographic depth-first search for the first placement (the one
// `nqueens solve n --algo backtrack` prints), one event at a time. A step either places a queen in
// the next column at the lowest row free of attack, or, when that column has no free row left,
// takes the previous column's queen off so that column tries its next row (a backtrack).
// Plain arrays (rows, diagonals in use), so any n up to Watch's 64 works; ~30 is practical to watch.

export type BacktrackEvent =
  | { kind: "start" }
  | { kind: "place"; col: number; row: number }
  | { kind: "backtrack"; col: number; row: number }
  | { kind: "solved" }
  | { kind: "exhausted" };

export class BacktrackStepper {
  /** rows[c] for c < placed; -1 beyond. */
  readonly rows: Int32Array;
  /** Columns 0 .. placed-1 hold a queen; column `placed` is the one being filled. */
  placed = 0;
  placements = 0;
  backtracks = 0;
  last: BacktrackEvent = { kind: "start" };
  /** The current column tries rows from here up (after a backtrack: one below its old queen). */
  private from = 0;
  private readonly rowUsed: Uint8Array;
  private readonly sumUsed: Uint8Array;
  private readonly diffUsed: Uint8Array;

  constructor(readonly n: number) {
    this.rows = new Int32Array(n).fill(-1);
    this.rowUsed = new Uint8Array(n);
    this.sumUsed = new Uint8Array(2 * n);
    this.diffUsed = new Uint8Array(2 * n);
  }

  get finished(): boolean {
    return this.last.kind === "solved" || this.last.kind === "exhausted";
  }

  get solved(): boolean {
    return this.last.kind === "solved";
  }

  /** Rows at which the current column is attacked by the queens placed so far (empty when none is current). */
  attackedRows(): Uint8Array {
    const out = new Uint8Array(this.n);
    const c = this.placed;
    if (c >= this.n) return out;
    for (let r = 0; r < this.n; r++) out[r] = this.free(c, r) ? 0 : 1;
    return out;
  }

  /** The rows below which the current column has already been tried (0 on a first visit). */
  get tried(): number {
    return this.placed < this.n ? this.from : 0;
  }

  private free(c: number, r: number): boolean {
    return this.rowUsed[r] === 0 && this.sumUsed[r + c] === 0 && this.diffUsed[r - c + this.n] === 0;
  }

  private mark(c: number, r: number, on: 0 | 1): void {
    this.rowUsed[r] = on;
    this.sumUsed[r + c] = on;
    this.diffUsed[r - c + this.n] = on;
  }

  /** One event: a placement or a backtrack (or the end). */
  step(): BacktrackEvent {
    if (this.finished) return this.last;
    const { n } = this;
    const c = this.placed;
    let r = this.from;
    while (r < n && !this.free(c, r)) r++;
    if (r < n) {
      // a free row: place the queen there and go on to the next column
      this.rows[c] = r;
      this.mark(c, r, 1);
      this.placed = c + 1;
      this.from = 0;
      this.placements++;
      this.last = this.placed === n ? { kind: "solved" } : { kind: "place", col: c, row: r };
    } else if (c === 0) {
      // no free row in the first column: the whole tree is searched, no placement exists
      this.last = { kind: "exhausted" };
    } else {
      // no free row: backtrack, the previous column will try its next row
      const back = c - 1;
      const old = this.rows[back];
      this.mark(back, old, 0);
      this.rows[back] = -1;
      this.placed = back;
      this.from = old + 1;
      this.backtracks++;
      this.last = { kind: "backtrack", col: back, row: old };
    }
    return this.last;
  }
}
