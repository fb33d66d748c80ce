// The pure-TS twin of assembly/count.ts: the same bitmask backtracking over an explicit stack,
// the same symmetry test and the same node counting, so both engines report identical counts.
// see: Richards 1997, "Backtracking algorithms in MCPL using bit patterns and recursion".
import { type Counter, type Tally, OUT_CAP } from "../count-core.js";

const LEVEL = 4; // stack entry: free rows left, then the three masks

export class ReferenceCounter implements Counter {
  private n = 0;
  private mask = 0;
  private readonly bits = new Uint32Array(32);
  private readonly stack = new Uint32Array(32 * LEVEL);
  private out = new Uint8Array(0);
  private solutions = 0n;
  private sym180 = 0n;
  private sym90 = 0n;
  private nodes = 0n;
  private enumDepth = -1;

  setup(n: number): void {
    this.n = n;
    this.mask = n === 32 ? 0xffffffff : (1 << n) - 1 >>> 0;
    this.out = new Uint8Array(OUT_CAP * n);
    this.take();
    this.enumDepth = -1;
  }

  take(): Tally {
    const tally = { solutions: this.solutions, sym180: this.sym180, sym90: this.sym90, nodes: this.nodes };
    this.solutions = this.sym180 = this.sym90 = this.nodes = 0n;
    return tally;
  }

  // A solution sits in bits; the last column already matched the 180° test of column 0.
  // 2: a 90° turn fixes it (so does 180°); 1: 180° only; 0: neither.
  private symmetry(): number {
    const { n, bits } = this;
    const top = n - 1;
    // 180°: the queen (c, r) has a partner at (n-1-c, n-1-r)
    for (let c = 1; c < n >>> 1; c++) {
      if (bits[top - c] !== (1 << (top - (31 - Math.clz32(bits[c])))) >>> 0) return 0;
    }
    // 90°: the queen (c, r) has a partner at (r, n-1-c)
    const row = (c: number): number => 31 - Math.clz32(bits[c]);
    for (let c = 0; c < n; c++) {
      if (row(row(c)) !== top - c) return 1;
    }
    return 2;
  }

  task(prefix: ArrayLike<number>): void {
    const { n, mask, bits, stack } = this;
    const k = prefix.length;
    let left = 0;
    let down = 0;
    let right = 0;
    for (let c = 0; c < k; c++) {
      const bit = (1 << prefix[c]) >>> 0;
      bits[c] = bit;
      left = ((left | bit) << 1) >>> 0;
      down = (down | bit) >>> 0;
      right = (right | bit) >>> 1;
    }
    const top = n - 1;
    const want180 = (1 << (top - prefix[0])) >>> 0;
    let solutions = 0;
    let sym180 = 0;
    let sym90 = 0;
    let nodes = 0;
    let free = (mask & ~(left | down | right)) >>> 0;
    if (k >= top) {
      // the prefix is the whole board, or all but the last column
      const last = k === n ? bits[top] : free;
      if (k < n && last !== 0) { nodes++; bits[top] = last; }
      if (last !== 0) {
        solutions++;
        if (last === want180) {
          const s = this.symmetry();
          if (s > 0) sym180++;
          if (s > 1) sym90++;
        }
      }
    } else {
      let d = k;
      const lastInner = top - 1;
      for (;;) {
        if (free !== 0) {
          const bit = (free & -free) >>> 0;
          free = (free ^ bit) >>> 0;
          nodes++;
          const nl = ((left | bit) << 1) >>> 0;
          const nd = (down | bit) >>> 0;
          const nr = (right | bit) >>> 1;
          const next = (mask & ~(nl | nd | nr)) >>> 0;
          if (d === lastInner) {
            // the last column has at most one free row: a solution if it has one
            if (next !== 0) {
              nodes++;
              solutions++;
              if (next === want180) {
                bits[d] = bit;
                bits[top] = next;
                const s = this.symmetry();
                if (s > 0) sym180++;
                if (s > 1) sym90++;
              }
            }
            continue;
          }
          // descend: save this column's state, the bit for the symmetry test
          const at = d * LEVEL;
          stack[at] = free;
          stack[at + 1] = left;
          stack[at + 2] = down;
          stack[at + 3] = right;
          bits[d] = bit;
          left = nl; down = nd; right = nr; free = next;
          d++;
        } else {
          // no free row left in this column: back to the previous one, or the task is done
          if (d === k) break;
          d--;
          const at = d * LEVEL;
          free = stack[at];
          left = stack[at + 1];
          down = stack[at + 2];
          right = stack[at + 3];
        }
      }
    }
    this.solutions += BigInt(solutions);
    this.sym180 += BigInt(sym180);
    this.sym90 += BigInt(sym90);
    this.nodes += BigInt(nodes);
  }

  enumStart(): void {
    this.enumDepth = 0;
    this.stack.fill(0, 0, LEVEL);
    this.stack[0] = this.mask;
  }

  enumNext(maxSolutions: number, maxNodes: number): number {
    const { n, mask, bits, stack, out } = this;
    maxSolutions = Math.min(maxSolutions, OUT_CAP);
    let written = 0;
    let nodes = 0;
    let d = this.enumDepth;
    const top = n - 1;
    while (d >= 0 && written < maxSolutions && nodes < maxNodes) {
      const at = d * LEVEL;
      const free = stack[at];
      if (free === 0) {
        // no free row left in this column: back to the previous one
        d--;
        continue;
      }
      // lowest free row first, so solutions come in lexicographic order
      const bit = (free & -free) >>> 0;
      stack[at] = (free ^ bit) >>> 0;
      bits[d] = bit;
      nodes++;
      if (d === top) {
        // the board is full: copy the rows out
        const o = written * n;
        for (let c = 0; c < n; c++) out[o + c] = 31 - Math.clz32(bits[c]);
        written++;
        continue;
      }
      // descend into the next column
      const left = ((stack[at + 1] | bit) << 1) >>> 0;
      const down = (stack[at + 2] | bit) >>> 0;
      const right = (stack[at + 3] | bit) >>> 1;
      stack[at + LEVEL] = (mask & ~(left | down | right)) >>> 0;
      stack[at + LEVEL + 1] = left;
      stack[at + LEVEL + 2] = down;
      stack[at + LEVEL + 3] = right;
      d++;
    }
    this.enumDepth = d;
    this.nodes += BigInt(nodes);
    return written;
  }

  get enumDone(): boolean {
    return this.enumDepth < 0;
  }

  solutionsOut(): Uint8Array {
    return this.out;
  }
}
