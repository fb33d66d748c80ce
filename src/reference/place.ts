// The TS twin of assembly/place*.ts, split as the core is: this file is assembly/place.ts (the
// exact bitmask backtracking for n <= 32, and the PlaceCore the driver sees); the matching, the
// min-conflicts queens and the knights search are place-match.ts, place-queens.ts and
// place-knights.ts over one PlaceBoard (place-layout.ts). Same answers, same node counts as the
// core for the same seed. Comments on the algorithms are in the assembly files.
import { PIECE_CODE, PLACE_OUT_CAP, type PlaceStatus, type PlaceCore } from "../engine/place-engine.js";
import { PlaceBoard } from "./place-layout.js";
import { Matching } from "./place-match.js";
import { QueensCompletion } from "./place-queens.js";
import { Knights } from "./place-knights.js";

const QUEEN = PIECE_CODE.queen;
const KNIGHT = PIECE_CODE.knight;
const OUT_ROWS = PLACE_OUT_CAP;

export class ReferencePlace implements PlaceCore {
  private readonly b = new PlaceBoard();
  private readonly matching = new Matching(this.b);
  private readonly queens = new QueensCompletion(this.b);
  private readonly knights = new Knights(this.b);

  setup(n: number, fix: Int32Array, bstart: Uint32Array, brows: Uint32Array): void {
    this.b.setup(n, fix, bstart, brows);
  }

  rows(): Int32Array {
    return this.b.row;
  }

  memoryBytes(): number {
    return this.b.memoryBytes();
  }

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
    const n = this.b.n;
    this.piece = piece;
    this.mask = n === 32 ? 0xffffffff : (1 << n) - 1;
    for (let c = 0; c < n; c++) {
      let allowed = this.mask;
      for (let k = this.b.bstart[c]; k < this.b.bstart[c + 1]; k++) allowed &= ~(1 << this.b.brows[k]);
      const f = this.b.fix[c];
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
    const n = this.b.n;
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

  matchStart(): void { this.matching.matchStart(); }
  matchGreedy(budget: number): number { return this.matching.matchGreedy(budget); }
  matchPhase(single: number): number { return this.matching.matchPhase(single); }
  get matchFree(): number { return this.matching.matchFree; }
  matchWork(): number { return this.matching.matchWork(); }
  reached(): { columns: number[]; rows: number[] } { return this.matching.reached(); }

  queensStart(lo: number, hi: number, maxSteps: number, maxRestarts: number): void { this.queens.queensStart(lo, hi, maxSteps, maxRestarts); }
  queensRun(budget: number): PlaceStatus { return this.queens.queensRun(budget); }
  queensResume(): void { this.queens.queensResume(); }
  queensColumns(): number { return this.queens.queensColumns(); }
  queensSteps(): number { return this.queens.queensSteps(); }
  queensRestarts(): number { return this.queens.queensRestarts(); }

  knightsStart(): void { this.knights.knightsStart(); }
  knightsRun(budget: number): PlaceStatus { return this.knights.knightsRun(budget); }
  knightsNodes(): number { return this.knights.knightsNodes(); }
}
