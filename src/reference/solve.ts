// The pure-TS twin of assembly/solve.ts: the same min-conflicts search, step for step and
// random number for random number, over typed arrays. Read the core for the why of each
// step; this file only mirrors it. test/solve-twins.test.ts holds the two to one answer.
import { Rng, scale } from "./rng.js";
import { constructRange } from "./construct.js";
import { Diagonals, SUM, DIFF } from "./diagonals.js";
import { Phase, Status, type SolveCore } from "../engine/solve-engine.js";
import { MinConflicts, type RepairBoard } from "./min-conflicts.js";

const WINDOW_MIN_N = 4096;
const POOL_SHIFT = 7;
const WINDOW_PROBES = 4096;
const REGION_FAILS = 2;
const REGIONS_MIN_N = 1 << 22;
const ACTIVE_REGIONS = 4;
const POOL_PROBES = 1024;

/** Conflict list capacity (the core's auxCapacity); the extra-queen table holds twice as many. */
export function auxCapacity(n: number, randomStart: boolean): number {
  let cap = 256;
  if (randomStart) {
    while (cap < n && cap < 1 << 22) cap *= 2;
    return cap;
  }
  const want = n >>> 10;
  while (cap < want && cap < 1 << 16) cap *= 2;
  return cap;
}

/** Bits 0 .. count-1 of a bitset set, the rest clear. */
function setFirstBits(bits: Uint32Array, count: number): void {
  bits.fill(0);
  bits.fill(0xffffffff, 0, count >>> 5);
  if (count & 31) bits[count >>> 5] = (2 ** (count & 31) - 1) >>> 0;
}

/** The core's (ctz(rotr(x, spin)) + spin): the first set bit at or after bit `spin`, cyclically. */
function lowestSetFrom(x: number, spin: number): number {
  const rotated = ((x >>> spin) | (x << (32 - spin))) >>> 0;
  return 31 - Math.clz32(rotated & -rotated) + spin;
}

/** The min-conflicts twin in TypeScript: the Wasm solver's moves for the same seed, steppable
 *  one call at a time (start(), then run(budget) until its Status is no longer Running). */
export class ReferenceSolver implements SolveCore, RepairBoard {
  n = 0;
  private rowsArr = new Int32Array(0);
  private unused = new Uint32Array(0);
  private nonEmpty = new Uint32Array(0);
  /** (region, failed probes) pairs, as the core's ACTIVE. */
  private readonly active = new Uint32Array(2 * ACTIVE_REGIONS);
  private diags = new Diagonals(1, 2);
  private readonly rng = new Rng();
  private readonly mc = new MinConflicts(this.rng, this);
  private sizedFor = -1;
  private greedy = true;
  initConflicts = 0;

  get phase(): Phase { return this.mc.phase; }
  get cursor(): number { return this.mc.cursor; }
  get listLen(): number { return this.mc.listLen; }
  get steps(): number { return this.mc.steps; }
  get restarts(): number { return this.mc.restarts; }
  get fullScans(): number { return this.mc.fullScans; }

  lastSwap(): { i: number; j: number; delta: number } {
    return { i: this.mc.movedI, j: this.mc.movedJ, delta: this.mc.movedDelta };
  }

  memoryBytes(): number {
    return this.rowsArr.byteLength + this.unused.byteLength + this.nonEmpty.byteLength + this.mc.listBytes()
      + this.diags.sum.byteLength + this.diags.diff.byteLength;
  }

  rows(): Int32Array {
    return this.rowsArr;
  }

  start(n: number, seedLo: number, seedHi: number, maxSteps: number, maxRestarts: number, greedy = true): void {
    this.n = n;
    this.greedy = greedy;
    const cap = auxCapacity(n, !greedy);
    if (this.sizedFor !== n || this.mc.listCap !== cap) {
      this.sizedFor = n;
      this.rowsArr = new Int32Array(n);
      this.unused = new Uint32Array(((n + 31) >>> 5) + 1);
      this.nonEmpty = new Uint32Array(((((n + 31) >>> 5) + 31) >>> 5) + 1);
      this.diags = new Diagonals(n, cap * 2);
    }
    this.mc.beginSearch(seedLo, seedHi, maxSteps, maxRestarts, cap);
    this.beginAttempt();
  }

  construct(n: number, from: number, to: number): void {
    if (from === 0 && this.rowsArr.length !== n) {
      this.sizedFor = -1;
      this.rowsArr = new Int32Array(n);
    }
    constructRange(this.rowsArr, n, from, to);
  }

  beginAttempt(): void {
    const { n } = this;
    this.mc.resetAttempt();
    this.diags.clear();
    this.initConflicts = 0;
    if (this.greedy && n >= WINDOW_MIN_N) {
      const words = (n + 31) >>> 5;
      setFirstBits(this.unused, n);
      setFirstBits(this.nonEmpty, words);
      const regions = (words + 31) >>> 5;
      for (let k = 0; k < ACTIVE_REGIONS; k++) {
        this.active[2 * k] = this.rng.below(regions);
        this.active[2 * k + 1] = 0;
      }
      this.mc.phase = Phase.Window;
    } else {
      for (let c = 0; c < n; c++) this.rowsArr[c] = c;
      this.mc.phase = Phase.Pool;
    }
  }

  private diff(r: number, c: number): number {
    return r + this.n - 1 - c;
  }

  row(c: number): number {
    return this.rowsArr[c];
  }

  onDiagonals(r: number, c: number): number {
    return this.diags.queensOn(SUM, r + c) + this.diags.queensOn(DIFF, this.diff(r, c));
  }

  attacked(c: number): boolean {
    const r = this.rowsArr[c];
    return this.diags.queensOn(SUM, r + c) > 1 || this.diags.queensOn(DIFF, this.diff(r, c)) > 1;
  }

  movable(): boolean {
    return true;
  }

  swappable(i: number, _ri: number, j: number): boolean {
    return j !== i;
  }

  abandoned(): boolean {
    return this.diags.tableFull;
  }

  private windowColumn(c: number): boolean {
    const { rng, diags, unused, nonEmpty, active } = this;
    const words = (this.n + 31) >>> 5;
    const regions = (words + 31) >>> 5;
    const local = this.n >= REGIONS_MIN_N;
    for (let p = 0; p < WINDOW_PROBES; p++) {
      const x = rng.nextU32();
      const slot = 2 * (x & (ACTIVE_REGIONS - 1));
      let w: number;
      if (local) {
        const region = active[slot];
        if (nonEmpty[region] === 0 || active[slot + 1] >= REGION_FAILS) {
          active[slot] = scale(x, regions);
          active[slot + 1] = 0;
          continue;
        }
        w = region * 32 + (lowestSetFrom(nonEmpty[region], (x >>> 10) & 31) & 31);
      } else {
        w = scale(x, words);
      }
      const r0 = w << 5;
      const free = unused[w] & ~diags.occupiedWindow(SUM, r0 + c) & ~diags.occupiedWindow(DIFF, this.diff(r0, c));
      if (free === 0) {
        if (local) active[slot + 1]++;
        continue;
      }
      const b = lowestSetFrom(free, (x >>> 16) & 31) & 31;
      unused[w] &= ~(1 << b);
      if (unused[w] === 0) nonEmpty[w >>> 5] &= ~(1 << (w & 31));
      if (local) active[slot + 1] = 0;
      this.rowsArr[c] = r0 + b;
      diags.addQueen(SUM, r0 + b + c);
      diags.addQueen(DIFF, this.diff(r0 + b, c));
      return true;
    }
    return false;
  }

  private unusedToPool(c: number): void {
    const words = (this.n + 31) >>> 5;
    let at = c;
    for (let w = 0; w < words; w++) {
      let bits = this.unused[w];
      while (bits !== 0) {
        this.rowsArr[at++] = (w << 5) + 31 - Math.clz32(bits & -bits);
        bits = (bits & (bits - 1)) >>> 0;
      }
    }
  }

  private poolColumn(c: number): void {
    const { n, rng, diags } = this;
    const rows = this.rowsArr;
    const pool = n - c;
    let best = c;
    let bestScore = Infinity;
    const probes = this.greedy ? POOL_PROBES : 1;
    for (let p = 0; p < probes; p++) {
      const j = c + rng.below(pool);
      const r = rows[j];
      if (!diags.occupied(SUM, r + c) && !diags.occupied(DIFF, this.diff(r, c))) {
        this.placeFromPool(c, j);
        return;
      }
      const score = diags.queensOn(SUM, r + c) + diags.queensOn(DIFF, this.diff(r, c));
      if (score < bestScore) {
        bestScore = score;
        best = j;
      }
    }
    this.placeFromPool(c, best);
    this.mc.listConflicted(c);
    this.initConflicts++;
  }

  private placeFromPool(c: number, j: number): void {
    const rows = this.rowsArr;
    const r = rows[j];
    rows[j] = rows[c];
    rows[c] = r;
    this.diags.addQueen(SUM, r + c);
    this.diags.addQueen(DIFF, this.diff(r, c));
  }

  swap(i: number, j: number): void {
    const { diags } = this;
    const rows = this.rowsArr;
    const ri = rows[i];
    const rj = rows[j];
    diags.removeQueen(SUM, ri + i);
    diags.removeQueen(DIFF, this.diff(ri, i));
    diags.removeQueen(SUM, rj + j);
    diags.removeQueen(DIFF, this.diff(rj, j));
    rows[i] = rj;
    rows[j] = ri;
    diags.addQueen(SUM, rj + i);
    diags.addQueen(DIFF, this.diff(rj, i));
    diags.addQueen(SUM, ri + j);
    diags.addQueen(DIFF, this.diff(ri, j));
  }

  run(budget: number): Status {
    const { n, mc } = this;
    if (mc.phase === Phase.Window) {
      const end = Math.min(n, mc.cursor + budget);
      const poolFrom = n - (n >>> POOL_SHIFT);
      let c = mc.cursor;
      while (c < end && c < poolFrom && this.windowColumn(c)) c++;
      mc.cursor = c;
      if (c < end) {
        this.unusedToPool(c);
        mc.phase = Phase.Pool;
      }
    } else if (mc.phase === Phase.Pool) {
      const end = Math.min(n, mc.cursor + budget);
      for (let c = mc.cursor; c < end; c++) this.poolColumn(c);
      mc.cursor = end;
      if (this.diags.tableFull) mc.restart();
      else if (mc.cursor === n) mc.phase = Phase.Repair;
    } else {
      mc.repairRun(budget);
    }
    return mc.status();
  }
}
