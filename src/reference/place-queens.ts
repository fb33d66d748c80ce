// The twin of assembly/place-queens.ts: queens on a board with blocked squares and fixed queens,
// a greedy start over allowed rows, then min-conflicts.ts's repair step with fixed queens never
// moved and every swap kept on allowed squares.
import { MinConflicts, type RepairBoard } from "./min-conflicts.js";
import { Phase } from "../engine/solve-engine.js";
import { PlaceStatus } from "../engine/place-engine.js";
import type { PlaceBoard } from "./place-layout.js";

const POOL_PROBES = 256;
// the phases besides min-conflicts.ts's SCAN, REPAIR, DONE, FAILED (assembly/place-queens.ts)
const INIT = 0;
const MATCH = 6;

export class QueensCompletion implements RepairBoard {
  private readonly mc: MinConflicts;
  private poolLen = 0;

  constructor(private readonly b: PlaceBoard) {
    this.mc = new MinConflicts(b.rng, this);
  }

  get n(): number { return this.b.n; }

  private occupy(r: number, c: number, by: number): void {
    this.b.sumc[r + c] += by;
    this.b.difc[r + this.b.n - 1 - c] += by;
  }

  row(c: number): number {
    return this.b.row[c];
  }

  onDiagonals(r: number, c: number): number {
    return this.b.sumc[r + c] + this.b.difc[r + this.b.n - 1 - c];
  }

  attacked(c: number): boolean {
    const r = this.b.row[c];
    return this.b.sumc[r + c] > 1 || this.b.difc[r + this.b.n - 1 - c] > 1;
  }

  movable(c: number): boolean {
    return this.b.fix[c] < 0;
  }

  swappable(i: number, ri: number, j: number): boolean {
    if (j === i || this.b.fix[j] >= 0) return false;
    return !this.b.isBlocked(i, this.b.row[j]) && !this.b.isBlocked(j, ri);
  }

  swap(i: number, j: number): void {
    const { row, rcol } = this.b;
    const ri = row[i];
    const rj = row[j];
    this.occupy(ri, i, -1);
    this.occupy(rj, j, -1);
    row[i] = rj;
    row[j] = ri;
    rcol[rj] = i;
    rcol[ri] = j;
    this.occupy(rj, i, 1);
    this.occupy(ri, j, 1);
  }

  abandoned(): boolean {
    return false;
  }

  beginAttempt(): void {
    const { n, fix, row, rcol, pend } = this.b;
    this.mc.resetAttempt();
    this.b.sumc.fill(0);
    this.b.difc.fill(0);
    rcol.fill(-1);
    for (let c = 0; c < n; c++) {
      const f = fix[c];
      row[c] = f;
      if (f >= 0) {
        rcol[f] = c;
        this.occupy(f, c, 1);
      }
    }
    this.poolLen = 0;
    for (let r = 0; r < n; r++) if (rcol[r] < 0) pend[this.poolLen++] = r;
    this.mc.phase = INIT;
  }

  queensStart(lo: number, hi: number, maxSteps: number, maxRestarts: number): void {
    this.mc.beginSearch(lo, hi, maxSteps, maxRestarts, this.b.listCap);
    this.beginAttempt();
  }

  private take(c: number, j: number): void {
    const { pend, row, rcol } = this.b;
    const r = pend[j];
    pend[j] = pend[--this.poolLen];
    row[c] = r;
    rcol[r] = c;
    this.occupy(r, c, 1);
  }

  private initColumn(c: number): void {
    const { pend, rng } = this.b;
    let best = -1;
    let bestScore = Infinity;
    for (let p = 0; p < POOL_PROBES && this.poolLen > 0; p++) {
      const j = rng.below(this.poolLen);
      const r = pend[j];
      if (this.b.isBlocked(c, r)) continue;
      const score = this.onDiagonals(r, c);
      if (score === 0) {
        this.take(c, j);
        return;
      }
      if (score < bestScore) {
        bestScore = score;
        best = j;
      }
    }
    if (best < 0) {
      for (let j = 0; j < this.poolLen; j++) {
        if (!this.b.isBlocked(c, pend[j])) {
          best = j;
          break;
        }
      }
      if (best < 0) return;
    }
    this.take(c, best);
    this.mc.listConflicted(c);
  }

  queensResume(): void {
    this.b.sumc.fill(0);
    this.b.difc.fill(0);
    for (let c = 0; c < this.b.n; c++) this.occupy(this.b.row[c], c, 1);
    this.mc.rescan();
  }

  queensRun(budget: number): PlaceStatus {
    const { mc } = this;
    const { n, fix } = this.b;
    if (mc.phase === INIT) {
      const end = n - mc.cursor > budget ? mc.cursor + budget : n;
      for (let c = mc.cursor; c < end; c++) if (fix[c] < 0) this.initColumn(c);
      mc.cursor = end;
      if (end === n) mc.phase = this.b.row.includes(-1) ? MATCH : Phase.Repair;
    } else {
      mc.repairRun(budget);
    }
    return mc.phase === MATCH ? PlaceStatus.NeedsMatch : (mc.status() as number as PlaceStatus);
  }

  queensColumns(): number { return this.mc.phase === INIT ? this.mc.cursor : this.b.n; }
  queensSteps(): number { return this.mc.steps; }
  queensRestarts(): number { return this.mc.restarts; }
}
