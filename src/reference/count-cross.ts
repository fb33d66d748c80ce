// The pure-TS twin of assembly/count-cross.ts: the cross-check's backtracking over one set of rows,
// node for node (see that file's header), with each 64-bit diagonal mask as two 32-bit words (a
// shift by at most n - 1 < 32 reads n bits of them) and the stack as typed arrays.
import type { CrossCounter, CrossTally } from "../engine/count-cross.js";
import { popcount } from "./bits.js";

/** Bits s.. of the 64-bit word (lo, hi), 0 <= s < 32. */
const shifted = (lo: number, hi: number, s: number): number => (s === 0 ? lo : (lo >>> s) | (hi << (32 - s)));

export class ReferenceCrossCounter implements CrossCounter {
  private n = 0;
  private westCols = 0;
  private eastCols = 0;
  private fixedRows = 0;
  private fixedCols = 0;
  private fixedAnti = [0, 0];
  private fixedMain = [0, 0];
  // per level (row searched): its allowed columns, its row, the columns left to try, the queen's bit
  private allowed = new Uint32Array(32);
  private row = new Uint32Array(32);
  private free = new Uint32Array(32);
  private bit = new Uint32Array(32);
  private levels = 0;
  private depth = 0;
  private cols = 0;
  // the diagonal masks' low and high words: bit r + c per queen (anti), bit c + n - 1 - r (main)
  private antiLo = 0;
  private antiHi = 0;
  private mainLo = 0;
  private mainHi = 0;
  private running = false;
  private byLongs: [number, number, number] = [0, 0, 0];
  private nodes = 0;

  setup(n: number): void {
    const half = n >> 1;
    Object.assign(this, { n, westCols: (1 << half) - 1, eastCols: (((1 << half) - 1) << (n - half)) >>> 0 });
    Object.assign(this, { fixedRows: 0, fixedCols: 0, fixedAnti: [0, 0], fixedMain: [0, 0], running: false });
  }

  fix(row: number, col: number): void {
    this.fixedRows |= 1 << row;
    this.fixedCols |= 1 << col;
    const set = (words: number[], at: number): void => void (words[at >>> 5] |= 1 << (at & 31));
    set(this.fixedAnti, row + col);
    set(this.fixedMain, col + this.n - 1 - row);
  }

  // the columns level d's row may take, given the queens placed
  private freeAt(d: number): number {
    const r = this.row[d];
    const attacked = this.cols | shifted(this.antiLo, this.antiHi, r) | shifted(this.mainLo, this.mainHi, this.n - 1 - r);
    return (this.allowed[d] & ~attacked) >>> 0;
  }

  // toggles the diagonals of a queen (its column's bit) in row r
  private toggle(bit: number, r: number): void {
    const s = this.n - 1 - r;
    this.antiLo ^= bit << r;
    if (r > 0) this.antiHi ^= bit >>> (32 - r);
    this.mainLo ^= bit << s;
    if (s > 0) this.mainHi ^= bit >>> (32 - s);
  }

  begin(east: number): void {
    const { n } = this;
    this.levels = 0;
    for (let r = 0; r < n; r++) {
      if ((this.fixedRows >>> r) & 1) continue;
      let allowed = this.westCols;
      if ((east >>> r) & 1) {
        allowed = this.eastCols;
        if (n % 2 === 0) allowed &= ~((1 << r) | (1 << (n - 1 - r)));
      }
      this.allowed[this.levels] = allowed;
      this.row[this.levels] = r;
      this.levels++;
    }
    const [antiLo, antiHi] = this.fixedAnti;
    const [mainLo, mainHi] = this.fixedMain;
    Object.assign(this, { cols: this.fixedCols, antiLo, antiHi, mainLo, mainHi, depth: 0, nodes: 0, running: true });
    this.byLongs = [0, 0, 0];
    if (this.levels === 0) {
      this.byLongs[0] = 1;
      this.running = false;
      return;
    }
    this.free[0] = this.freeAt(0);
  }

  step(budget: number): boolean {
    if (!this.running) return true;
    const { n } = this;
    const top = n - 1;
    const last = this.levels - 1;
    let d = this.depth;
    let nodes = 0;
    while (nodes < budget) {
      const free = this.free[d];
      if (free === 0) {
        if (d === 0) {
          this.running = false;
          break;
        }
        d--;
        const r = this.row[d];
        const bit = this.bit[d];
        this.cols ^= bit;
        this.toggle(bit, r);
        continue;
      }
      const r = this.row[d];
      if (d === last) {
        const count = popcount(free);
        const onLong = ((free >>> r) & 1) + ((free >>> (top - r)) & 1);
        const held = ((this.antiLo >>> top) & 1) + ((this.mainLo >>> top) & 1);
        this.byLongs[held] += count - onLong;
        if (onLong > 0) this.byLongs[held + 1] += onLong;
        nodes += count;
        this.free[d] = 0;
        continue;
      }
      const bit = (free & -free) >>> 0;
      this.free[d] = free ^ bit;
      this.bit[d] = bit;
      nodes++;
      this.cols |= bit;
      this.toggle(bit, r);
      d++;
      this.free[d] = this.freeAt(d);
    }
    this.depth = d;
    this.nodes += nodes;
    return !this.running;
  }

  take(): CrossTally {
    const [t0, t1, t2] = this.byLongs;
    return { byLongs: [BigInt(t0), BigInt(t1), BigInt(t2)], nodes: BigInt(this.nodes) };
  }
}
