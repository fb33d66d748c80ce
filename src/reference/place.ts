// The TS twin of assembly/place*.ts: the same backtracking, matching, min-conflicts and knights
// search over typed arrays, step for step, so both engines give the same rows for the same seed
// (and the same node counts). Comments on the algorithms are in the assembly files.
import { Rng } from "./rng.js";
import { EXACT_BELOW, MOVE_PROBES, PartnerChoice } from "./min-conflicts.js";
import { Phase } from "../engine/solve-engine.js";
import { PIECE_CODE, PLACE_OUT_CAP, PlaceStatus, type PlaceCore } from "../engine/place-engine.js";

const QUEEN = PIECE_CODE.queen;
const KNIGHT = PIECE_CODE.knight;
const CANDIDATES = 9;
const OUT_ROWS = PLACE_OUT_CAP;
const POOL_PROBES = 256;
// queens phases and statuses (assembly/place-queens.ts)
const INIT = 0, SCAN = Phase.Scan, REPAIR = Phase.Repair, DONE = Phase.Done, FAILED = Phase.Failed, MATCH = 6;

export class ReferencePlace implements PlaceCore {
  private n = 0;
  private listCap = 0;
  private row = new Int32Array(0);
  private rcol = new Int32Array(0);
  private fix = new Int32Array(0);
  private bstart = new Uint32Array(1);
  private brows = new Uint32Array(0);
  private stamp = new Uint32Array(0);
  private pend = new Uint32Array(0);
  private queue = new Uint32Array(0);
  private root = new Uint32Array(0);
  private par = new Uint32Array(0);
  private visc = new Uint32Array(0);
  private visr = new Uint32Array(0);
  private done = new Uint32Array(0);
  private sumc = new Uint32Array(0);
  private difc = new Uint32Array(0);
  private list = new Uint32Array(0);
  private cand = new Uint32Array(0);
  private ccnt = new Uint32Array(0);
  private kidx = new Uint32Array(0);
  private fail = new Uint32Array(0);
  private rng = new Rng();
  private readonly choice = new PartnerChoice(this.rng);

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
    this.list = new Uint32Array(cap);
    this.cand = new Uint32Array(CANDIDATES * n);
    this.fail = new Uint32Array(3 * n);
  }

  rows(): Int32Array {
    return this.row;
  }

  memoryBytes(): number {
    return 4 * (28 * this.n + this.brows.length + this.listCap);
  }

  private isBlocked(c: number, r: number): boolean {
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

  private stampBlocked(c: number, s: number): void {
    const to = this.bstart[c + 1];
    for (let k = this.bstart[c]; k < to; k++) this.stamp[this.brows[k]] = s;
  }

  // ---- small boards: assembly/place.ts ----
  private piece: number = QUEEN;
  private mask = 0;
  private depth = -1;
  private found = 0n;
  private nodes = 0;
  private allowed = new Uint32Array(32);
  private bits = new Uint32Array(32);
  private free = new Uint32Array(32);
  private l = new Uint32Array(32);
  private d = new Uint32Array(32);
  private r = new Uint32Array(32);
  private out = new Uint8Array(0);

  private enter(c: number): void {
    let attacked = 0;
    if (this.piece === KNIGHT) {
      const p1 = c >= 1 ? this.bits[c - 1] : 0;
      const p2 = c >= 2 ? this.bits[c - 2] : 0;
      attacked = (p1 << 2) | (p1 >>> 2) | (p2 << 1) | (p2 >>> 1);
    } else if (c > 0) {
      const b = this.bits[c - 1];
      const d = (this.d[c - 1] | b) >>> 0;
      this.d[c] = d;
      attacked = d;
      if (this.piece === QUEEN) {
        const l = ((this.l[c - 1] | b) << 1) >>> 0;
        const r = (this.r[c - 1] | b) >>> 1;
        this.l[c] = l;
        this.r[c] = r;
        attacked |= l | r;
      }
    } else {
      this.l[0] = this.d[0] = this.r[0] = 0;
    }
    this.free[c] = (this.allowed[c] & ~attacked & this.mask) >>> 0;
  }

  smallStart(piece: number): void {
    const n = this.n;
    this.piece = piece;
    this.mask = n === 32 ? 0xffffffff : (1 << n) - 1;
    for (let c = 0; c < n; c++) {
      let allowed = this.mask;
      for (let k = this.bstart[c]; k < this.bstart[c + 1]; k++) allowed &= ~(1 << this.brows[k]);
      const f = this.fix[c];
      if (f >= 0) allowed &= 1 << f;
      this.allowed[c] = allowed >>> 0;
    }
    this.out = new Uint8Array(OUT_ROWS * n);
    this.found = 0n;
    this.nodes = 0;
    this.depth = 0;
    this.enter(0);
  }

  smallRun(maxOut: number, maxNodes: number): number {
    let written = 0;
    const n = this.n;
    const last = n - 1;
    let found = 0;
    for (let budget = maxNodes; budget > 0 && this.depth >= 0; budget--) {
      const depth = this.depth;
      const free = this.free[depth];
      if (free === 0) {
        this.depth--;
        continue;
      }
      const b = (free & -free) >>> 0;
      this.free[depth] = (free ^ b) >>> 0;
      this.bits[depth] = b;
      this.nodes++;
      if (depth < last) {
        this.depth++;
        this.enter(this.depth);
        continue;
      }
      found++;
      if (maxOut === 0) continue;
      const at = written * n;
      for (let c = 0; c <= last; c++) this.out[at + c] = 31 - Math.clz32(this.bits[c]);
      written++;
      if (written === maxOut || written === OUT_ROWS) break;
    }
    this.found += BigInt(found);
    return written;
  }

  get smallDone(): boolean { return this.depth < 0; }
  smallFound(): bigint { return this.found; }
  smallNodes(): number { return this.nodes; }
  smallOut(): Uint8Array { return this.out; }

  // ---- matching: assembly/place-match.ts ----
  private cursor = 0;
  private pendLen = 0;
  private blockStamp = 0;
  private phaseStamp = 0;
  private freeColumns = 0;
  private work = 0;

  private nextBlockStamp(): number {
    this.blockStamp = (this.blockStamp + 1) >>> 0;
    if (this.blockStamp === 0) {
      this.stamp.fill(0);
      this.blockStamp = 1;
    }
    return this.blockStamp;
  }

  matchStart(): void {
    const n = this.n;
    this.row.fill(-1);
    this.rcol.fill(-1);
    for (let c = 0; c < n; c++) {
      const f = this.fix[c];
      if (f >= 0) {
        this.row[c] = f;
        this.rcol[f] = c;
      }
    }
    this.pendLen = 0;
    for (let r = 0; r < n; r++) if (this.rcol[r] < 0) this.pend[this.pendLen++] = r;
    this.cursor = 0;
    this.freeColumns = 0;
    this.work = 0;
  }

  matchGreedy(budget: number): number {
    const n = this.n;
    const end = n - this.cursor > budget ? this.cursor + budget : n;
    for (let c = this.cursor; c < end; c++) {
      if (this.row[c] >= 0) continue;
      const s = this.nextBlockStamp();
      this.stampBlocked(c, s);
      let i = 0;
      while (i < this.pendLen && this.stamp[this.pend[i]] === s) i++;
      this.work += i + 1;
      if (i === this.pendLen) {
        this.freeColumns++;
        continue;
      }
      const r = this.pend[i];
      this.pend[i] = this.pend[--this.pendLen];
      this.row[c] = r;
      this.rcol[r] = c;
    }
    this.cursor = end;
    return end;
  }

  private augment(r: number): void {
    let row = r;
    for (;;) {
      const c = this.par[row];
      const previous = this.row[c];
      this.row[c] = row;
      this.rcol[row] = c;
      if (previous < 0) break;
      row = previous;
    }
  }

  matchPhase(single: number): number {
    const n = this.n;
    const stamp = ++this.phaseStamp;
    let len = 0;
    for (let r = 0; r < n; r++) {
      const c = this.rcol[r];
      if (c < 0 || this.fix[c] < 0) this.pend[len++] = r;
    }
    let tail = 0;
    if (single >= 0) {
      this.queue[tail++] = single;
    } else {
      for (let c = 0; c < n; c++) if (this.row[c] < 0) this.queue[tail++] = c;
      this.freeColumns = tail;
    }
    for (let k = 0; k < tail; k++) {
      const c = this.queue[k];
      this.root[c] = c;
      this.visc[c] = stamp;
    }
    let flipped = 0;
    for (let head = 0; head < tail; head++) {
      const c = this.queue[head];
      const root = this.root[c];
      if (this.done[root] === stamp) continue;
      const s = this.nextBlockStamp();
      this.stampBlocked(c, s);
      let i = 0;
      while (i < len) {
        const r = this.pend[i];
        this.work++;
        if (this.stamp[r] === s) {
          i++;
          continue;
        }
        this.pend[i] = this.pend[--len];
        this.par[r] = c;
        this.visr[r] = stamp;
        const m = this.rcol[r];
        if (m < 0) {
          this.augment(r);
          this.done[root] = stamp;
          flipped++;
          break;
        }
        this.root[m] = root;
        this.visc[m] = stamp;
        this.queue[tail++] = m;
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
    for (let i = 0; i < this.n; i++) {
      if (this.visc[i] === this.phaseStamp) columns.push(i);
      if (this.visr[i] === this.phaseStamp) rows.push(i);
    }
    return { columns, rows };
  }

  // ---- queens: assembly/place-queens.ts ----
  private seedLo = 0;
  private seedHi = 0;
  private maxSteps = 0;
  private maxRestarts = 0;
  private phase: number = DONE;
  private poolLen = 0;
  private listLen = 0;
  private overflowed = false;
  private attemptSteps = 0;
  private totalSteps = 0;
  private restarts = 0;
  private probeScore = 0;
  /** Partners choosePartner weighed for the current step: the step's cost in budget units. */
  private weighed = 0;

  private occupy(r: number, c: number, by: number): void {
    this.sumc[r + c] += by;
    this.difc[r + this.n - 1 - c] += by;
  }

  private onDiagonals(r: number, c: number): number {
    return this.sumc[r + c] + this.difc[r + this.n - 1 - c];
  }

  private attacked(c: number): boolean {
    const r = this.row[c];
    return this.sumc[r + c] > 1 || this.difc[r + this.n - 1 - c] > 1;
  }

  private listConflicted(c: number): void {
    if (this.listLen < this.listCap) this.list[this.listLen++] = c;
    else this.overflowed = true;
  }

  private beginAttempt(): void {
    const n = this.n;
    this.rng.seed(this.seedLo, this.seedHi, this.restarts);
    this.sumc.fill(0);
    this.difc.fill(0);
    this.rcol.fill(-1);
    for (let c = 0; c < n; c++) {
      const f = this.fix[c];
      this.row[c] = f;
      if (f >= 0) {
        this.rcol[f] = c;
        this.occupy(f, c, 1);
      }
    }
    this.poolLen = 0;
    for (let r = 0; r < n; r++) if (this.rcol[r] < 0) this.pend[this.poolLen++] = r;
    this.cursor = 0;
    this.listLen = 0;
    this.overflowed = false;
    this.attemptSteps = 0;
    this.phase = INIT;
  }

  private restart(): void {
    if (this.restarts >= this.maxRestarts) {
      this.phase = FAILED;
      return;
    }
    this.restarts++;
    this.beginAttempt();
  }

  queensStart(lo: number, hi: number, maxSteps: number, maxRestarts: number): void {
    this.seedLo = lo;
    this.seedHi = hi;
    this.maxSteps = maxSteps;
    this.maxRestarts = maxRestarts;
    this.restarts = 0;
    this.totalSteps = 0;
    this.beginAttempt();
  }

  private take(c: number, j: number): void {
    const r = this.pend[j];
    this.pend[j] = this.pend[--this.poolLen];
    this.row[c] = r;
    this.rcol[r] = c;
    this.occupy(r, c, 1);
  }

  private initColumn(c: number): void {
    let best = -1;
    let bestScore = Infinity;
    for (let p = 0; p < POOL_PROBES && this.poolLen > 0; p++) {
      const j = this.rng.below(this.poolLen);
      const r = this.pend[j];
      if (this.isBlocked(c, r)) continue;
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
        if (!this.isBlocked(c, this.pend[j])) {
          best = j;
          break;
        }
      }
      if (best < 0) return;
    }
    this.take(c, best);
    this.listConflicted(c);
  }

  private swapDelta(i: number, ri: number, attackersOfI: number, j: number): number {
    const rj = this.row[j];
    const m = (ri + i === rj + j ? 1 : 0) + (ri + j === rj + i ? 1 : 0);
    const after = this.onDiagonals(rj, i) + this.onDiagonals(ri, j) + m;
    this.probeScore = after;
    return after - (attackersOfI + (this.onDiagonals(rj, j) - 2) - m);
  }

  private swappable(i: number, ri: number, j: number): boolean {
    if (j === i || this.fix[j] >= 0) return false;
    return !this.isBlocked(i, this.row[j]) && !this.isBlocked(j, ri);
  }

  private choosePartner(i: number): number {
    const { n, choice } = this;
    const ri = this.row[i];
    const attackersOfI = this.onDiagonals(ri, i) - 2;
    choice.chooseFor(i);
    if (n >= EXACT_BELOW) {
      for (let p = 0; p < MOVE_PROBES; p++) {
        this.weighed++;
        const j = this.rng.below(n);
        if (!this.swappable(i, ri, j)) continue;
        const delta = this.swapDelta(i, ri, attackersOfI, j);
        if (this.probeScore === 0) return j;
        choice.consider(j, delta);
      }
      if (choice.delta <= 0) return choice.partner;
      choice.chooseFor(i);
    }
    this.weighed += n;
    for (let j = 0; j < n; j++) {
      if (!this.swappable(i, ri, j)) continue;
      choice.consider(j, this.swapDelta(i, ri, attackersOfI, j));
    }
    return choice.partner;
  }

  private swapQueens(i: number, j: number): void {
    const ri = this.row[i];
    const rj = this.row[j];
    this.occupy(ri, i, -1);
    this.occupy(rj, j, -1);
    this.row[i] = rj;
    this.row[j] = ri;
    this.rcol[rj] = i;
    this.rcol[ri] = j;
    this.occupy(rj, i, 1);
    this.occupy(ri, j, 1);
  }

  private repairStep(): void {
    if (this.listLen === 0) {
      if (this.overflowed) {
        this.overflowed = false;
        this.phase = SCAN;
        this.cursor = 0;
      } else {
        this.phase = DONE;
      }
      return;
    }
    const idx = this.rng.below(this.listLen);
    const i = this.list[idx];
    if (!this.attacked(i)) {
      this.list[idx] = this.list[--this.listLen];
      return;
    }
    const j = this.choosePartner(i);
    this.attemptSteps++;
    if (j === i) return;
    this.swapQueens(i, j);
    this.totalSteps++;
    if (!this.attacked(i)) this.list[idx] = this.list[--this.listLen];
    if (this.attacked(j)) this.listConflicted(j);
  }

  queensResume(): void {
    this.sumc.fill(0);
    this.difc.fill(0);
    for (let c = 0; c < this.n; c++) this.occupy(this.row[c], c, 1);
    this.listLen = 0;
    this.overflowed = false;
    this.cursor = 0;
    this.phase = SCAN;
  }

  queensRun(budget: number): PlaceStatus {
    const n = this.n;
    if (this.phase === INIT) {
      const end = n - this.cursor > budget ? this.cursor + budget : n;
      for (let c = this.cursor; c < end; c++) if (this.fix[c] < 0) this.initColumn(c);
      this.cursor = end;
      if (end === n) this.phase = this.row.includes(-1) ? MATCH : REPAIR;
    } else if (this.phase === SCAN) {
      const end = n - this.cursor > budget ? this.cursor + budget : n;
      for (let c = this.cursor; c < end; c++) if (this.fix[c] < 0 && this.attacked(c)) this.listConflicted(c);
      this.cursor = end;
      if (end === n) this.phase = this.listLen === 0 && !this.overflowed ? DONE : REPAIR;
    } else if (this.phase === REPAIR) {
      for (let k = 0; k < budget && this.phase === REPAIR; ) {
        this.weighed = 1;
        this.repairStep();
        k += this.weighed;
        if (this.phase === REPAIR && this.attemptSteps >= this.maxSteps) this.restart();
      }
    }
    return this.phase === DONE ? PlaceStatus.Solved : this.phase === FAILED ? PlaceStatus.Failed : this.phase === MATCH ? PlaceStatus.NeedsMatch : PlaceStatus.Running;
  }

  queensSteps(): number { return this.totalSteps; }
  queensRestarts(): number { return this.restarts; }

  // ---- knights: assembly/place-knights.ts ----
  private kdepth = 0;
  private knodes = 0;

  knightsStart(): void {
    const n = this.n;
    for (let c = 0; c < n; c++) {
      const base = c * CANDIDATES;
      const f = this.fix[c];
      if (f >= 0) {
        this.cand[base] = f;
        this.ccnt[c] = 1;
        continue;
      }
      let k = this.bstart[c];
      const to = this.bstart[c + 1];
      let count = 0;
      for (let r = 0; r < n && count < CANDIDATES; r++) {
        while (k < to && this.brows[k] < r) k++;
        if (k < to && this.brows[k] === r) continue;
        this.cand[base + count++] = r;
      }
      this.ccnt[c] = count;
    }
    this.fail.fill(0);
    this.kidx[0] = 0;
    this.kdepth = 0;
    this.knodes = 0;
  }

  private fits(c: number, r: number): boolean {
    const n = this.n;
    const row = this.row;
    const fix = this.fix;
    if (c >= 1 && Math.abs(r - row[c - 1]) === 2) return false;
    if (c >= 2 && Math.abs(r - row[c - 2]) === 1) return false;
    if (c + 1 < n && fix[c + 1] >= 0 && Math.abs(r - fix[c + 1]) === 2) return false;
    if (c + 2 < n && fix[c + 2] >= 0 && Math.abs(r - fix[c + 2]) === 1) return false;
    return true;
  }

  private failed(c: number, k1: number, k2: number): boolean {
    const bit = k1 * CANDIDATES + k2;
    return ((this.fail[c * 3 + (bit >>> 5)] >>> (bit & 31)) & 1) !== 0;
  }

  knightsRun(budget: number): PlaceStatus {
    const n = this.n;
    const kidx = this.kidx;
    for (let b = budget; b > 0 && this.kdepth >= 0 && this.kdepth < n; b--) {
      const c = this.kdepth;
      const k = kidx[c];
      const k1 = c >= 1 ? kidx[c - 1] : 0;
      const k2 = c >= 2 ? kidx[c - 2] : 0;
      if (k >= this.ccnt[c]) {
        const bit = k1 * CANDIDATES + k2;
        this.fail[c * 3 + (bit >>> 5)] |= 1 << (bit & 31);
        this.kdepth--;
        if (this.kdepth >= 0) kidx[this.kdepth]++;
        continue;
      }
      const r = this.cand[c * CANDIDATES + k];
      this.knodes++;
      if (!this.fits(c, r) || (c + 1 < n && this.failed(c + 1, k, k1))) {
        kidx[c] = k + 1;
        continue;
      }
      this.row[c] = r;
      this.kdepth++;
      if (this.kdepth < n) kidx[this.kdepth] = 0;
    }
    return this.kdepth < 0 ? PlaceStatus.Failed : this.kdepth >= n ? PlaceStatus.Solved : PlaceStatus.Running;
  }

  knightsNodes(): number { return this.knodes; }
}
