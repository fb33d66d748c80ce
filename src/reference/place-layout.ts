// The twin of assembly/place-layout.ts: the arrays every place engine shares, sized once per
// problem by setup(). The engines (place.ts, place-match.ts, place-queens.ts, place-knights.ts)
// each hold this board and keep their own state beside it, as the core's modules do.
import { Rng } from "./rng.js";

export const CANDIDATES = 9;

export class PlaceBoard {
  n = 0;
  listCap = 0;
  row = new Int32Array(0);
  rcol = new Int32Array(0);
  fix = new Int32Array(0);
  bstart = new Uint32Array(1);
  brows = new Uint32Array(0);
  stamp = new Uint32Array(0);
  pend = new Uint32Array(0);
  queue = new Uint32Array(0);
  root = new Uint32Array(0);
  par = new Uint32Array(0);
  visc = new Uint32Array(0);
  visr = new Uint32Array(0);
  done = new Uint32Array(0);
  sumc = new Uint32Array(0);
  difc = new Uint32Array(0);
  cand = new Uint32Array(0);
  ccnt = new Uint32Array(0);
  kidx = new Uint32Array(0);
  fail = new Uint32Array(0);
  readonly rng = new Rng();

  setup(n: number, fix: Int32Array, bstart: Uint32Array, brows: Uint32Array): void {
    this.n = n;
    let cap = 1024;
    while (cap < n >>> 4 && cap < 1 << 20) cap *= 2;
    this.listCap = cap;
    this.row = new Int32Array(n);
    this.rcol = new Int32Array(n);
    this.fix = Int32Array.from(fix);
    this.bstart = Uint32Array.from(bstart);
    this.brows = Uint32Array.from(brows);
    for (const name of ["stamp", "pend", "queue", "root", "par", "visc", "visr", "done", "ccnt", "kidx"] as const) this[name] = new Uint32Array(n);
    this.sumc = new Uint32Array(2 * n);
    this.difc = new Uint32Array(2 * n);
    this.cand = new Uint32Array(CANDIDATES * n);
    this.fail = new Uint32Array(3 * n);
  }

  memoryBytes(): number {
    return 4 * (28 * this.n + this.brows.length + this.listCap);
  }

  isBlocked(c: number, r: number): boolean {
    let lo = this.bstart[c];
    let hi = this.bstart[c + 1];
    while (lo < hi) {
      const mid = lo + ((hi - lo) >> 1);
      const b = this.brows[mid];
      if (b === r) return true;
      if (b < r) lo = mid + 1;
      else hi = mid;
    }
    return false;
  }

  stampBlocked(c: number, s: number): void {
    const to = this.bstart[c + 1];
    for (let k = this.bstart[c]; k < to; k++) this.stamp[this.brows[k]] = s;
  }
}
