// The pure-TS twin of assembly/count.ts: the same bitmask backtracking over an explicit stack,
// the same bounds (src/engine/count-bounds.ts, which the task split uses too) and canonical-form
// test, the same node counting, so both engines report identical counts. See assembly/count.ts's
// header for the algorithm.
// see: Richards 1997, "Backtracking algorithms in MCPL using bit patterns and recursion";
//      Takaken (Kenji Takahashi), "N-Queens problem: fast solution" (classes of 2, 4 and 8).
import { type Bounds, boundsOf, bounded } from "../engine/count-bounds.js";
import { type Counter, type QuarterLayout, type QuarterTask, type Tally, OUT_CAP, quarterLayout } from "../engine/count-engine.js";
import { ReferenceQuarter } from "./count-quarter.js";
import { symmetricCounts } from "./count-symmetric.js";
import { TextbookCount } from "./count-textbook.js";

const LEVEL = 4; // stack entry: free rows left, then the masks (as assembly/count.ts STACK)

export class ReferenceCounter implements Counter {
  private n = 0;
  private mask = 0;
  private readonly bits = new Uint32Array(32);
  private readonly stack = new Uint32Array(32 * LEVEL);
  private out = new Uint8Array(0);
  private c2 = 0n;
  private c4 = 0n;
  private c8 = 0n;
  private nodes = 0n;
  private topBit = 0;
  private endBit = 0;
  private enumDepth = -1;

  setup(n: number): void {
    this.n = n;
    this.mask = n === 32 ? 0xffffffff : (1 << n) - 1 >>> 0;
    this.out = new Uint8Array(OUT_CAP * n);
    this.take();
    this.enumDepth = -1;
  }

  take(): Tally {
    const tally = { c2: this.c2, c4: this.c4, c8: this.c8, joined: this.joined, nodes: this.nodes + this.joinNodes };
    this.c2 = this.c4 = this.c8 = this.nodes = this.joined = this.joinNodes = 0n;
    return tally;
  }

  // the quarter-board join: src/reference/count-quarter.ts, set up once per n
  private readonly quarter = new ReferenceQuarter();
  quarterLayout?: QuarterLayout;
  private quarterN = 0;
  private joined = 0n;
  private joinNodes = 0n;

  quarterBegin({ config, modulus, residue, run, eastParts, eastPart }: QuarterTask): void {
    if (this.quarterN !== this.n) {
      this.quarter.setup(this.n, this.quarterLayout ?? quarterLayout(this.n));
      this.quarterN = this.n;
    }
    this.quarter.begin(config, modulus, residue, run, eastParts, eastPart);
  }

  quarterStep(budget: number): boolean {
    if (!this.quarter.step(budget)) return false;
    this.joined += BigInt(this.quarter.solutions);
    this.joinNodes += BigInt(this.quarter.nodes);
    return true;
  }

  get quarterMostCuts(): number {
    return this.quarter.mostCuts;
  }

  get quarterCutDigest(): number {
    return this.quarter.cutDigest;
  }

  get quarterBuilding(): boolean {
    return this.quarter.building;
  }

  get quarterProgress(): number {
    return this.quarter.keys === 0 ? 0 : this.quarter.keysDone / this.quarter.keys;
  }

  quarterTaskKeys(): number[] {
    return this.quarter.taskKeys.slice();
  }

  symmetric(n: number): { rot180: bigint; rot90: bigint } {
    return symmetricCounts(n);
  }

  // A candidate solution (column 0 off the corner) sits in bits. 0 when a turn by 90°, 180° or
  // 270° is smaller (not canonical), else its class size: 2 (fixed by 90°), 4 (by 180°) or 8.
  private check(): number {
    const { n, bits, topBit, endBit } = this;
    const { b1, b2 } = this.bounds;
    const top = n - 1;
    // 90°
    if (bits[b2] === 1) {
      let own = 1;
      for (let ptn = 2; own <= top; own++, ptn *= 2) {
        let bit = 1;
        const mine = bits[own];
        for (let you = top; bits[you] !== ptn && mine >= bit; you--) bit *= 2;
        if (mine > bit) return 0; // the turn is smaller: not canonical
        if (mine < bit) break;    // this one is smaller: go on to 180°
      }
      if (own > top) return 2; // equal to its quarter turn
    }
    // 180°
    if (bits[top] === endBit) {
      let own = 1;
      for (let you = top - 1; own <= top; own++, you--) {
        let bit = 1;
        const mine = bits[own];
        for (let ptn = topBit; ptn !== bits[you] && mine >= bit; ptn = ptn >>> 1) bit *= 2;
        if (mine > bit) return 0; // the half turn is smaller
        if (mine < bit) break;
      }
      if (own > top) return 4; // equal to its half turn
    }
    // 270°
    if (bits[b1] === topBit) {
      let ptn = topBit >>> 1;
      for (let own = 1; own <= top; own++, ptn = ptn >>> 1) {
        let bit = 1;
        const mine = bits[own];
        for (let you = 0; bits[you] !== ptn && mine >= bit; you++) bit *= 2;
        if (mine > bit) return 0; // the three-quarter turn is smaller
        if (mine < bit) break;
      }
    }
    return 8;
  }

  // the current task's search between taskStep calls (as assembly/count.ts keeps it between countStep calls)
  private search = { k: 0, d: 0, free: 0, left: 0, down: 0, right: 0 };
  private bounds: Bounds = { corner: false, b1: 0, b2: 0, side: 0, lastMask: 0, limit: 0 }; // the task's, from taskBegin

  taskBegin(prefix: ArrayLike<number>): void {
    const { n, mask, bits } = this;
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
    const topBit = (this.topBit = 2 ** top);
    const bounds = (this.bounds = boundsOf(n, prefix));
    if (!bounds.corner) this.endBit = topBit / 2 ** bounds.b1;
    const free = bounded(bounds, k, (mask & ~(left | down | right)) >>> 0, down);
    this.search = { k, d: k, free, left, down, right };
  }

  taskStep(budget: number): boolean {
    const { n, mask, bits, stack, bounds } = this;
    const { corner, lastMask } = bounds;
    const { k } = this.search;
    let { d, free, left, down, right } = this.search;
    const top = n - 1;
    let done = false;
    let c2 = 0;
    let c4 = 0;
    let c8 = 0;
    let nodes = 0;
    const lastInner = top - 1;
    for (;;) {
      if (free !== 0) {
        if (nodes >= budget) break; // the budget spent: the state goes back to this.search below
        const bit = (free & -free) >>> 0;
        free = (free ^ bit) >>> 0;
        nodes++;
        const nl = ((left | bit) << 1) >>> 0;
        const nd = (down | bit) >>> 0;
        const nr = (right | bit) >>> 1;
        let next = (mask & ~(nl | nd | nr)) >>> 0;
        if (d === lastInner) {
          // only when the task starts at column n-2: the last column has at most one free row
          if (next !== 0) {
            nodes++;
            if (corner) {
              c8++; // column 0 in the corner: canonical, a class of 8
            } else if ((next & lastMask) === 0) {
              bits[d] = bit;
              bits[top] = next;
              const s = this.check();
              if (s === 8) c8++;
              else if (s === 4) c4++;
              else if (s === 2) c2++;
            }
          }
          continue;
        }
        const y = d + 1;
        next = bounded(bounds, y, next, nd);
        if (y === lastInner) {
          // column n-2 inline, without the stack: most nodes are down here
          while (next !== 0) {
            const bit2 = (next & -next) >>> 0;
            next = (next ^ bit2) >>> 0;
            nodes++;
            const last = (mask & ~((((nl | bit2) << 1) >>> 0) | nd | bit2 | ((nr | bit2) >>> 1))) >>> 0;
            if (last === 0) continue; // the last column has no free row
            nodes++;
            if (corner) {
              c8++; // column 0 in the corner: canonical, a class of 8
            } else if ((last & lastMask) === 0) {
              bits[d] = bit;
              bits[y] = bit2;
              bits[top] = last;
              const s = this.check();
              if (s === 8) c8++;
              else if (s === 4) c4++;
              else if (s === 2) c2++;
            }
          }
          continue;
        }
        // no free row in column y, or none in column y+1 whatever y takes: a dead end, not entered
        if (next === 0 || (mask & ~(nd | ((nl << 1) >>> 0) | (nr >>> 1))) === 0) continue;
        // descend: save this column's free rows and diagonals, and its bit (for check() and down)
        const at = d * LEVEL;
        stack[at] = free;
        stack[at + 1] = left;
        stack[at + 2] = right;
        bits[d] = bit;
        left = nl; down = nd; right = nr; free = next;
        d = y;
      } else {
        // no free row left in this column: back to the previous one, or the task is done
        if (d === k) {
          done = true;
          break;
        }
        d--;
        const at = d * LEVEL;
        free = stack[at];
        left = stack[at + 1];
        right = stack[at + 2];
        down = (down ^ bits[d]) >>> 0; // the rows taken, less this column's
      }
    }
    this.search = { k, d, free, left, down, right };
    this.c2 += BigInt(c2);
    this.c4 += BigInt(c4);
    this.c8 += BigInt(c8);
    this.nodes += BigInt(nodes);
    return done;
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

  private readonly textbook = new TextbookCount();
  private textbookN = 0;

  textbookStart(n: number): void {
    this.textbookN = n;
    this.textbook.start(n);
  }

  textbookStep(budget: number): boolean {
    return this.textbook.step(budget);
  }

  textbookLevels(): bigint[] {
    return Array.from(this.textbook.levels.subarray(0, this.textbookN + 1), BigInt);
  }
}
