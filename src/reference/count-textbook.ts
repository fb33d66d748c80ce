// The twin of assembly/count-textbook.ts: backtracking for every solution as a textbook writes
// it (column by column, rows from the top, flags for rows and diagonals, no symmetry), in slices
// of about `budget` rows tried, the same nodes at every depth.
// see: Wirth 1976, "Algorithms + Data Structures = Programs", 3.5.

const MAX_N = 32;

export class TextbookCount {
  private n = 0;
  /** The column being filled; -1 once the search is over. */
  private col = -1;
  private readonly queen = new Int32Array(MAX_N);
  private readonly next = new Int32Array(MAX_N);
  private readonly rowUsed = new Uint8Array(MAX_N);
  private readonly diagUsed = new Uint8Array(2 * MAX_N);
  private readonly antiUsed = new Uint8Array(2 * MAX_N);
  /** Partial placements of k queens visited, k = 0..n (exact below 2^53, years of search). */
  readonly levels = new Float64Array(MAX_N + 1);

  start(n: number): void {
    this.n = Math.min(n, MAX_N);
    this.rowUsed.fill(0);
    this.diagUsed.fill(0);
    this.antiUsed.fill(0);
    this.levels.fill(0);
    this.levels[0] = 1; // the root: the empty board
    this.col = 0;
    this.next[0] = 0;
  }

  private mark(c: number, r: number, flag: number): void {
    this.rowUsed[r] = flag;
    this.diagUsed[r + c] = flag;
    this.antiUsed[r - c + this.n - 1] = flag;
  }

  private free(c: number, r: number): boolean {
    return (this.rowUsed[r] | this.diagUsed[r + c] | this.antiUsed[r - c + this.n - 1]) === 0;
  }

  /** About `budget` rows tried; true when the search is over. */
  step(budget: number): boolean {
    const { n, next, levels } = this;
    let tried = 0;
    while (this.col >= 0 && tried < budget) {
      const c = this.col;
      let r = next[c];
      while (r < n && !this.free(c, r)) r++;
      tried += r - next[c] + 1;
      if (r < n) { // a free row: place the queen there, counting the node at depth c + 1
        levels[c + 1]++;
        next[c] = r + 1;
        if (c === n - 1) continue; // a solution: this column tries its next row
        this.queen[c] = r;
        this.mark(c, r, 1);
        this.col = c + 1;
        next[c + 1] = 0;
      } else { // no free row left: backtrack, lifting the previous column's queen
        this.col = c - 1;
        if (this.col >= 0) this.mark(this.col, this.queen[this.col], 0);
      }
    }
    return this.col < 0;
  }
}
