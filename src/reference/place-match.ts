// The twin of assembly/place-match.ts: rows matched to columns (rooks, and queens' columns that
// the greedy start left without an allowed row), phase by phase, work counted as the core does.
import type { PlaceBoard } from "./place-layout.js";

export class Matching {
  constructor(private readonly b: PlaceBoard) {}

  private cursor = 0;
  private pendLen = 0;
  private blockStamp = 0;
  private phaseStamp = 0;
  private freeColumns = 0;
  private work = 0;

  private nextBlockStamp(): number {
    this.blockStamp = (this.blockStamp + 1) >>> 0;
    if (this.blockStamp === 0) {
      this.b.stamp.fill(0);
      this.blockStamp = 1;
    }
    return this.blockStamp;
  }

  matchStart(): void {
    const n = this.b.n;
    this.b.row.fill(-1);
    this.b.rcol.fill(-1);
    for (let c = 0; c < n; c++) {
      const f = this.b.fix[c];
      if (f >= 0) {
        this.b.row[c] = f;
        this.b.rcol[f] = c;
      }
    }
    this.pendLen = 0;
    for (let r = 0; r < n; r++) if (this.b.rcol[r] < 0) this.b.pend[this.pendLen++] = r;
    this.cursor = 0;
    this.freeColumns = 0;
    this.work = 0;
  }

  matchGreedy(budget: number): number {
    const n = this.b.n;
    const end = n - this.cursor > budget ? this.cursor + budget : n;
    for (let c = this.cursor; c < end; c++) {
      if (this.b.row[c] >= 0) continue;
      const s = this.nextBlockStamp();
      this.b.stampBlocked(c, s);
      let i = 0;
      while (i < this.pendLen && this.b.stamp[this.b.pend[i]] === s) i++;
      this.work += i + 1;
      if (i === this.pendLen) {
        this.freeColumns++;
        continue;
      }
      const r = this.b.pend[i];
      this.b.pend[i] = this.b.pend[--this.pendLen];
      this.b.row[c] = r;
      this.b.rcol[r] = c;
    }
    this.cursor = end;
    return end;
  }

  private augment(r: number): void {
    let row = r;
    for (;;) {
      const c = this.b.par[row];
      const previous = this.b.row[c];
      this.b.row[c] = row;
      this.b.rcol[row] = c;
      if (previous < 0) break;
      row = previous;
    }
  }

  matchPhase(single: number): number {
    const n = this.b.n;
    const stamp = ++this.phaseStamp;
    let len = 0;
    for (let r = 0; r < n; r++) {
      const c = this.b.rcol[r];
      if (c < 0 || this.b.fix[c] < 0) this.b.pend[len++] = r;
    }
    let tail = 0;
    if (single >= 0) {
      this.b.queue[tail++] = single;
    } else {
      for (let c = 0; c < n; c++) if (this.b.row[c] < 0) this.b.queue[tail++] = c;
      this.freeColumns = tail;
    }
    for (let k = 0; k < tail; k++) {
      const c = this.b.queue[k];
      this.b.root[c] = c;
      this.b.visc[c] = stamp;
    }
    let flipped = 0;
    for (let head = 0; head < tail; head++) {
      const c = this.b.queue[head];
      const root = this.b.root[c];
      if (this.b.done[root] === stamp) continue;
      const s = this.nextBlockStamp();
      this.b.stampBlocked(c, s);
      let i = 0;
      while (i < len) {
        const r = this.b.pend[i];
        this.work++;
        if (this.b.stamp[r] === s) {
          i++;
          continue;
        }
        this.b.pend[i] = this.b.pend[--len];
        this.b.par[r] = c;
        this.b.visr[r] = stamp;
        const m = this.b.rcol[r];
        if (m < 0) {
          this.augment(r);
          this.b.done[root] = stamp;
          flipped++;
          break;
        }
        this.b.root[m] = root;
        this.b.visc[m] = stamp;
        this.b.queue[tail++] = m;
      }
    }
    if (single < 0) this.freeColumns -= flipped;
    return flipped;
  }

  get matchFree(): number { return this.freeColumns; }
  matchWork(): number { return this.work; }

  reached(): { columns: number[]; rows: number[] } {
    const columns: number[] = [];
    const rows: number[] = [];
    for (let i = 0; i < this.b.n; i++) {
      if (this.b.visc[i] === this.phaseStamp) columns.push(i);
      if (this.b.visr[i] === this.phaseStamp) rows.push(i);
    }
    return { columns, rows };
  }
}
