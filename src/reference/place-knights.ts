// The twin of assembly/place-knights.ts: knights by search over 9 candidate rows per column,
// failed pairs of the two columns before remembered, node for node as the core.
import { PlaceStatus } from "../engine/place-engine.js";
import { CANDIDATES, type PlaceBoard } from "./place-layout.js";

export class Knights {
  constructor(private readonly b: PlaceBoard) {}

  private kdepth = 0;
  private knodes = 0;

  /** Columns whose candidates are filled: 0 .. filled - 1 (as the core, column by column). */
  private filled = 0;

  knightsStart(): void {
    this.b.fail.fill(0, 0, 3);
    this.b.kidx[0] = 0;
    this.kdepth = 0;
    this.filled = 0;
    this.knodes = 0;
  }

  private fillColumn(c: number): void {
    const n = this.b.n;
    if (c + 1 < n) this.b.fail.fill(0, (c + 1) * 3, (c + 2) * 3);
    const base = c * CANDIDATES;
    const f = this.b.fix[c];
    if (f >= 0) {
      this.b.cand[base] = f;
      this.b.ccnt[c] = 1;
      return;
    }
    let k = this.b.bstart[c];
    const to = this.b.bstart[c + 1];
    let count = 0;
    for (let r = 0; r < n && count < CANDIDATES; r++) {
      while (k < to && this.b.brows[k] < r) k++;
      if (k < to && this.b.brows[k] === r) continue;
      this.b.cand[base + count++] = r;
    }
    this.b.ccnt[c] = count;
  }

  private fits(c: number, r: number): boolean {
    const n = this.b.n;
    const row = this.b.row;
    const fix = this.b.fix;
    if (c >= 1 && Math.abs(r - row[c - 1]) === 2) return false;
    if (c >= 2 && Math.abs(r - row[c - 2]) === 1) return false;
    if (c + 1 < n && fix[c + 1] >= 0 && Math.abs(r - fix[c + 1]) === 2) return false;
    if (c + 2 < n && fix[c + 2] >= 0 && Math.abs(r - fix[c + 2]) === 1) return false;
    return true;
  }

  private failed(c: number, k1: number, k2: number): boolean {
    const bit = k1 * CANDIDATES + k2;
    return ((this.b.fail[c * 3 + (bit >>> 5)] >>> (bit & 31)) & 1) !== 0;
  }

  knightsRun(budget: number): PlaceStatus {
    const n = this.b.n;
    const kidx = this.b.kidx;
    for (let b = budget; b > 0 && this.kdepth >= 0 && this.kdepth < n; b--) {
      const c = this.kdepth;
      if (c === this.filled) this.fillColumn(this.filled++);
      const k = kidx[c];
      const k1 = c >= 1 ? kidx[c - 1] : 0;
      const k2 = c >= 2 ? kidx[c - 2] : 0;
      if (k >= this.b.ccnt[c]) {
        const bit = k1 * CANDIDATES + k2;
        this.b.fail[c * 3 + (bit >>> 5)] |= 1 << (bit & 31);
        this.kdepth--;
        if (this.kdepth >= 0) kidx[this.kdepth]++;
        continue;
      }
      const r = this.b.cand[c * CANDIDATES + k];
      this.knodes++;
      if (!this.fits(c, r) || (c + 1 < n && this.failed(c + 1, k, k1))) {
        kidx[c] = k + 1;
        continue;
      }
      this.b.row[c] = r;
      this.kdepth++;
      if (this.kdepth < n) kidx[this.kdepth] = 0;
    }
    return this.kdepth < 0 ? PlaceStatus.Failed : this.kdepth >= n ? PlaceStatus.Solved : PlaceStatus.Running;
  }

  knightsNodes(): number { return this.knodes; }
}
