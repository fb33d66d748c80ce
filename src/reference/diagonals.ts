// The TS twin of assembly/diagonals.ts: a bitset per diagonal family says "at least one
// queen", a Map holds the extra queens of crowded diagonals. The table's capacity rule is
// the core's (full at half of hashCap), so both engines restart at the same moment.

export const SUM = 0;
export const DIFF = 1;

export class Diagonals {
  readonly sum: Uint32Array;
  readonly diff: Uint32Array;
  private readonly extra = new Map<number, number>();
  tableFull = false;

  constructor(n: number, private readonly hashCap: number) {
    // one spare word so that a 32-bit window may start at any bit, as in the core
    const words = ((2 * n - 1 + 31) >>> 5) + 1;
    this.sum = new Uint32Array(words);
    this.diff = new Uint32Array(words);
  }

  clear(): void {
    this.sum.fill(0);
    this.diff.fill(0);
    this.extra.clear();
    this.tableFull = false;
  }

  private bits(family: number): Uint32Array {
    return family === SUM ? this.sum : this.diff;
  }

  occupied(family: number, d: number): boolean {
    return ((this.bits(family)[d >>> 5] >>> (d & 31)) & 1) !== 0;
  }

  /** Occupancy of diagonals x .. x + 31, bit k for diagonal x + k. */
  occupiedWindow(family: number, x: number): number {
    const bits = this.bits(family);
    const w = x >>> 5;
    const s = x & 31;
    return s === 0 ? bits[w] : ((bits[w] >>> s) | (bits[w + 1] << (32 - s))) >>> 0;
  }

  queensOn(family: number, d: number): number {
    if (!this.occupied(family, d)) return 0;
    return 1 + (this.extra.get(d * 2 + family) ?? 0);
  }

  addQueen(family: number, d: number): void {
    const bits = this.bits(family);
    const bit = 1 << (d & 31);
    if ((bits[d >>> 5] & bit) === 0) {
      bits[d >>> 5] |= bit;
      return;
    }
    const key = d * 2 + family;
    const extra = this.extra.get(key);
    if (extra !== undefined) this.extra.set(key, extra + 1);
    else if ((this.extra.size + 1) * 2 > this.hashCap) this.tableFull = true;
    else this.extra.set(key, 1);
  }

  removeQueen(family: number, d: number): void {
    const key = d * 2 + family;
    const extra = this.extra.get(key);
    if (extra !== undefined) {
      if (extra > 1) this.extra.set(key, extra - 1);
      else this.extra.delete(key);
      return;
    }
    this.bits(family)[d >>> 5] &= ~(1 << (d & 31));
  }
}
