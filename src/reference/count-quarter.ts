// The pure-TS twin of assembly/count-quarter.ts: the same quarter-board join, task for task and
// node for node (see that file's header for the algorithm). A newcomer reads this one first: one
// class with named fields, where the core splits the same stages into files and raw memory for
// speed (assembly/count-quarter-pieces.ts, -halves.ts, -cuts.ts, -match.ts, -map.ts). Here, four
// 32-bit words per bitset of 128 halves, patterns as two 32-bit halves (lo, hi) and typed arrays
// for linear memory. The pieces come by set of rows: every set's built by the first steps, a set of
// rows at a time (the core's whole table, which holds only the lesser of a set and its mirror
// image), or each built as a set of rows first needs them and only the last few kept (by rows).
// East halves are tabled and west halves matched all at once (the core's blocks and batches bound
// its memory and its calls, and change neither counts nor nodes).
import type { QuarterLayout } from "../engine/count-engine.js";
import { popcount } from "./bits.js";

/** The pattern cut into 5 chunks, or 6 where 5 would be wider than the layout's chunkBits. */
const MAX_CHUNKS = 6;
const GROUP = 128;
const MAX_CUTS = 6;
/** Cuts chosen by both sides' frequencies from this many (the core's WEST_MIN_CUTS). */
const WEST_MIN_CUTS = 5;
/** By rows: the piece tables kept (the four quadrants' of a set of rows, and the next's). */
const ROWS_KEPT = 8;
/** Units of work a piece built costs (as the core's PIECE_WORK). */
const PIECE_WORK = 64;

/** The pieces on one set of rows: where those on each set of columns start (2^h + 1), their
 *  anti- and main diagonals. */
interface Pieces {
  idx: Uint32Array;
  pa: Uint32Array;
  pd: Uint32Array;
}

const EVEN = 0;
const CENTRE = 1;
const FIXED = 2;

const ctz = (x: number): number => 31 - Math.clz32(x & -x);

export class ReferenceQuarter {
  private n = 0;
  private h = 0;
  private o = 0;
  private L = 0;
  private hmask = 0;
  private full = 0;
  private byRows = false;
  private minBucket = 0;
  /** The whole table's next set of rows to build (2^h: built, or by rows). */
  private tableRows = 0;
  /** The most cuts a set of rows' east halves took since setup. */
  mostCuts = 0;
  /** A hash of every cut bit chosen since setup, in order (the core's quarterCutDigest). */
  cutDigest = 0;
  private readonly pieces = new Map<number, Pieces>();
  // the task
  private kind = EVEN;
  private modulus = 1;
  private residue = 0;
  private run = 1;
  private eastParts = 1;
  private eastPart = 0;
  private key = 0;
  private lastKey = 0;
  private keyBits = 0;
  private ordinal = 0;
  private weight = 1;
  private running = false;
  /** Sets of rows the task joins, and has joined. */
  keys = 0;
  keysDone = 0;
  /** The sets of rows (2h bits, north rows low) the task joins, in order. */
  taskKeys: number[] = [];
  /** The task's solutions and nodes so far. */
  solutions = 0;
  nodes = 0;
  // the configuration
  private freeN = 0;
  private freeS = 0;
  private colsW = 0;
  private colsE = 0;
  private readonly blockA = new Uint32Array(4); // per quadrant: 0 NW, 1 NE, 2 SW, 3 SE
  private readonly blockM = new Uint32Array(4);
  private subsetsE: number[][] = [];
  private subsetsW: number[][] = [];
  // one set of rows
  private innerA = new Uint32Array(0);
  private innerD = new Uint32Array(0);
  private innerLo = new Uint32Array(0);
  private innerHi = new Uint32Array(0);
  private innerLong = new Uint8Array(0);
  private eLo = new Uint32Array(0);
  private eHi = new Uint32Array(0);
  private cuts = 0;
  private readonly cutAt = new Uint32Array(MAX_CUTS);
  private readonly bucketGroup = new Uint32Array((1 << MAX_CUTS) + 1);
  private chunks = 0;
  private readonly chunkAt = new Uint32Array(MAX_CHUNKS + 1); // the first pattern bit of each chunk, then 2L
  private readonly chunkRow = new Uint32Array(MAX_CHUNKS + 1); // the first table row of each chunk, then the rows
  private tables = new Uint32Array(0); // [group][chunk][value][4 words]
  private work = 0;

  /** Sets n, how the pieces are kept, the smallest buckets and the chunks. */
  setup(n: number, { byRows, minBucket, chunkBits }: QuarterLayout): void {
    const h = n >> 1;
    Object.assign(this, { n, h, o: n - h, L: 2 * h - 1, hmask: (1 << h) - 1, full: 2 ** (2 * h) - 1, byRows, minBucket, mostCuts: 0, cutDigest: 0 });
    // the chunks: about equal widths, each with its 2^width table rows
    const chunks = 2 * this.L > (MAX_CHUNKS - 1) * chunkBits ? MAX_CHUNKS : MAX_CHUNKS - 1;
    this.chunks = chunks;
    let row = 0;
    for (let k = 0; k <= chunks; k++) {
      const at = Math.floor((2 * this.L * k) / chunks);
      this.chunkAt[k] = at;
      this.chunkRow[k] = row;
      if (k < chunks) row += 1 << (Math.floor((2 * this.L * (k + 1)) / chunks) - at);
    }
    this.pieces.clear();
    this.tableRows = byRows ? 1 << h : 0;
    this.running = false;
  }

  /** Whether the steps are still building the whole table of pieces (before the task's first set of rows). */
  get building(): boolean {
    return this.tableRows <= this.hmask;
  }

  // the placements on the h x h square with a queen in each of `rows` and none elsewhere, by columns
  private piecesOn(rows: number): Pieces {
    const hit = this.pieces.get(rows);
    if (hit) return hit;
    const { h } = this;
    const found: number[] = []; // columns, anti-diagonals, main diagonals
    const walk = (i: number, cols: number, a: number, d: number): void => {
      if (i === h) {
        found.push(cols, a, d);
        return;
      }
      if (!((rows >>> i) & 1)) return walk(i + 1, cols, a, d);
      for (let j = 0; j < h; j++) {
        const ab = 1 << (i + j);
        const db = 1 << (i + h - 1 - j);
        if ((cols >>> j) & 1 || a & ab || d & db) continue;
        walk(i + 1, cols | (1 << j), a | ab, d | db);
      }
    };
    walk(0, 0, 0, 0);
    const idx = new Uint32Array((1 << h) + 1);
    for (let f = 0; f < found.length; f += 3) idx[found[f] + 1]++;
    for (let c = 0; c < 1 << h; c++) idx[c + 1] += idx[c];
    const cursor = idx.slice(0, 1 << h);
    const pa = new Uint32Array(found.length / 3);
    const pd = new Uint32Array(found.length / 3);
    for (let f = 0; f < found.length; f += 3) {
      const at = cursor[found[f]]++;
      pa[at] = found[f + 1];
      pd[at] = found[f + 2];
    }
    let largest = 0;
    for (let c = 0; c < 1 << h; c++) largest = Math.max(largest, idx[c + 1] - idx[c]);
    if (this.innerA.length < largest) {
      this.innerA = new Uint32Array(largest);
      this.innerD = new Uint32Array(largest);
      this.innerLo = new Uint32Array(largest);
      this.innerHi = new Uint32Array(largest);
      this.innerLong = new Uint8Array(largest);
    }
    if (this.byRows && this.pieces.size >= ROWS_KEPT) this.pieces.delete(this.pieces.keys().next().value!);
    const pieces = { idx, pa, pd };
    this.pieces.set(rows, pieces);
    return pieces;
  }

  private reverseRows(k: number): number {
    let out = 0;
    for (let i = 0; i < 2 * this.h; i++) if ((k >>> i) & 1) out |= 1 << (2 * this.h - 1 - i);
    return out >>> 0;
  }

  // the diagonals a quadrant at rows r0.., columns c0.. keeps off, in its pieces' coordinates
  private blocks(anti: bigint, main: bigint, eastAnti: bigint, eastMain: bigint): void {
    const { o, n, h } = this;
    const m2 = (1n << BigInt(2 * h - 1)) - 1n;
    const corners = [[0, 0], [0, o], [o, 0], [o, o]];
    corners.forEach(([r0, c0], q) => {
      const east = c0 > 0;
      const a = east ? anti | eastAnti : anti;
      const m = east ? main | eastMain : main;
      this.blockA[q] = Number((a >> BigInt(r0 + c0)) & m2);
      this.blockM[q] = Number((m >> BigInt(r0 + n - h - c0)) & m2);
    });
  }

  private subsetsBySize(cols: number): number[][] {
    const bySize: number[][] = Array.from({ length: this.h + 1 }, () => []);
    for (let c = 0; c <= this.hmask; c++) if ((c & ~cols) === 0) bySize[popcount(c)].push(c);
    return bySize;
  }

  private keyWeight(k: number): number {
    if ((k & ~this.keyBits) !== 0) return 0;
    if (this.kind === EVEN) {
      const flip = this.reverseRows(k);
      return k < flip ? 2 : k === flip ? 1 : 0;
    }
    if (this.kind === CENTRE) {
      const mirror = this.full - k;
      const flip = this.reverseRows(k);
      const both = this.full - flip;
      if (!(mirror > k && flip >= k && both >= k)) return 0;
      return flip === k || both === k ? 2 : 4;
    }
    return 1;
  }

  private static nextKey(k: number): number {
    const t = (k | (k - 1)) >>> 0;
    return ((t + 1) | (((~t & (t + 1)) - 1) >>> (ctz(k) + 1))) >>> 0;
  }

  /** Task (configuration `config`, its sets of rows whose ordinal / `run` mod `modulus` is
   *  `residue`, of each the east halves whose NE piece is in part `eastPart` of `eastParts`). */
  begin(config: number, modulus: number, residue: number, run: number, eastParts: number, eastPart: number): void {
    const { n, h } = this;
    Object.assign(this, { modulus, residue, run, eastParts, eastPart, freeN: this.hmask, freeS: this.hmask, colsW: this.hmask, colsE: this.hmask });
    let eastRows = h;
    const long = 1n << BigInt(n - 1);
    if (n % 2 === 0) {
      this.kind = EVEN;
      this.weight = 1;
      this.blocks(0n, 0n, long, long);
    } else if (config === 0) {
      this.kind = CENTRE;
      this.weight = 1;
      this.blocks(1n << BigInt(2 * h), long, 0n, 0n);
    } else {
      this.kind = FIXED;
      this.weight = 8;
      let x = 2;
      let y = 1;
      for (let c = 1; c < config; c++) {
        y++;
        if (y === x) {
          x++;
          y = 1;
        }
      }
      const a = h + x;
      const b = h + y;
      this.freeS = this.hmask & ~(1 << (x - 1));
      this.colsE = this.hmask & ~(1 << (y - 1));
      eastRows = h - 1;
      this.blocks((1n << BigInt(a + h)) | (1n << BigInt(h + b)), (1n << BigInt(a - h + n - 1)) | (1n << BigInt(h - b + n - 1)), 0n, 0n);
    }
    this.keyBits = (this.freeN | (this.freeS << h)) >>> 0;
    this.subsetsE = this.subsetsBySize(this.colsE);
    this.subsetsW = this.subsetsBySize(this.colsW);
    this.key = (1 << eastRows) - 1;
    this.lastKey = this.key * 2 ** (2 * h - eastRows);
    this.taskKeys = [];
    let ordinal = 0;
    for (let k = this.key; ; k = ReferenceQuarter.nextKey(k)) {
      if (this.keyWeight(k) !== 0) {
        if (this.takes(ordinal)) this.taskKeys.push(k);
        ordinal++;
      }
      if (k === this.lastKey) break;
    }
    this.keys = this.taskKeys.length;
    Object.assign(this, { ordinal: 0, keysDone: 0, solutions: 0, nodes: 0, running: true });
  }

  // the pattern of a half from its anti and main parts (L bits each): lo and hi words
  private lo(anti: number, main: number): number {
    return (anti | (main << this.L)) >>> 0;
  }
  private hi(main: number): number {
    return main >>> (32 - this.L);
  }

  // the pieces of (rows, cols) in the inner quadrant (SE or SW) that keep off its blocked
  // diagonals, into the inner arrays; their number
  private inner(rows: number, cols: number, q: number, east: boolean): number {
    const { o, L, h } = this;
    const m = (1 << L) - 1;
    const { idx, pa, pd } = this.piecesOn(rows);
    let kept = 0;
    for (let j = idx[cols]; j < idx[cols + 1]; j++) {
      const qa = pa[j];
      const qd = pd[j];
      if ((qa & this.blockA[q]) | (qd & this.blockM[q])) continue;
      this.innerA[kept] = qa << o;
      this.innerD[kept] = qd << o;
      // SE: anti part (qa << o), main part qd; SW: anti part qa, main part (qd << o)
      const anti = east ? (qa << o) & m : qa;
      const main = east ? qd : (qd << o) & m;
      this.innerLo[kept] = this.lo(anti, main);
      this.innerHi[kept] = this.hi(main);
      this.innerLong[kept] = east ? 0 : (qa >>> (h - 1)) & 1; // SW: r + c = n - 1 (EVEN)
      kept++;
    }
    return kept;
  }

  // the part of a set of rows' east halves an NE piece's go to: a hash of its diagonals
  private eastPartOf(anti: number, main: number): number {
    return (Math.imul(Math.imul(anti, 0x9e3779b1) ^ main, 0x85ebca6b) >>> 16) % this.eastParts;
  }

  private eastHalves(rEN: number, rES: number): number {
    const { o, h } = this;
    const subsets = this.subsetsE[popcount(rEN)];
    const north = this.piecesOn(rEN);
    const south = this.piecesOn(rES);
    let most = 0;
    for (const c of subsets) {
      const b = this.colsE ^ c;
      most += (north.idx[c + 1] - north.idx[c]) * (south.idx[b + 1] - south.idx[b]);
    }
    if (this.eLo.length < most) {
      this.eLo = new Uint32Array(most * 2);
      this.eHi = new Uint32Array(most * 2);
    }
    let ne = 0;
    for (const c of subsets) {
      const a1 = north.idx[c + 1];
      let a0 = north.idx[c];
      if (a0 === a1) continue;
      const kept = this.inner(rES, this.colsE ^ c, 3, true);
      this.work += (a1 - a0) * kept + kept;
      for (; a0 < a1; a0++) {
        const pa = north.pa[a0];
        const pd = north.pd[a0];
        if ((pa & this.blockA[1]) | (pd & this.blockM[1]) || this.eastPartOf(pa, pd) !== this.eastPart) continue;
        // NE: anti part pa, main part pd >> o
        const ulo = this.lo(pa, pd >>> o);
        const uhi = this.hi(pd >>> o);
        for (let j = 0; j < kept; j++) {
          if ((pa & this.innerA[j]) | (pd & this.innerD[j])) continue;
          this.eLo[ne] = (ulo | this.innerLo[j]) >>> 0;
          this.eHi[ne] = uhi | this.innerHi[j];
          ne++;
        }
      }
    }
    return ne;
  }

  private bit(lo: number, hi: number, b: number): number {
    return b < 32 ? (lo >>> b) & 1 : (hi >>> (b - 32)) & 1;
  }

  private chunk(lo: number, hi: number, c: number): number {
    const at = this.chunkAt[c];
    const width = this.chunkAt[c + 1] - at;
    const bits = at >= 32 ? hi >>> (at - 32) : at + width <= 32 ? lo >>> at : (lo >>> at) | (hi << (32 - at));
    return bits & ((1 << width) - 1);
  }

  private cutKey(lo: number, hi: number): number {
    let s = 0;
    for (let j = 0; j < this.cuts; j++) s |= this.bit(lo, hi, this.cutAt[j]) << j;
    return s;
  }

  // the west halves' bits on rows (north rWN, south rWS), estimated from the bits of the NW
  // pieces and of the SW slots that can pair (the core's westFrequency)
  private westFrequency(rWN: number, rWS: number): Float64Array {
    const { o } = this;
    const bits = 2 * this.L;
    const north = new Float64Array(bits);
    const south = new Float64Array(bits);
    let pieces = 0;
    let slots = 0;
    const table = this.piecesOn(rWN);
    for (const c of this.subsetsW[popcount(rWN)]) {
      if (table.idx[c] === table.idx[c + 1]) continue;
      const kept = this.inner(rWS, this.colsW ^ c, 2, false);
      if (kept === 0) continue;
      for (let j = 0; j < kept; j++) for (let b = 0; b < bits; b++) south[b] += this.bit(this.innerLo[j], this.innerHi[j], b);
      slots += kept;
      for (let a = table.idx[c]; a < table.idx[c + 1]; a++) {
        const pa = table.pa[a];
        const pd = table.pd[a];
        if ((pa & this.blockA[0]) | (pd & this.blockM[0])) continue;
        for (let b = 0; b < bits; b++) north[b] += this.bit(this.lo(pa >>> o, pd), this.hi(pd), b);
        pieces++;
      }
    }
    return north.map((x, b) => x * slots + pieces * south[b]);
  }

  private buildTables(ne: number, rWN: number, rWS: number): void {
    const { L, chunkAt, chunkRow } = this;
    let cuts = 0;
    while (cuts < MAX_CUTS && Math.floor(ne / 2 ** (cuts + 1)) >= this.minBucket) cuts++;
    this.cuts = cuts;
    this.mostCuts = Math.max(this.mostCuts, cuts);
    const bits = 2 * L;
    const frequency = new Uint32Array(bits);
    for (let i = 0; i < ne; i++) for (let b = 0; b < bits; b++) frequency[b] += this.bit(this.eLo[i], this.eHi[i], b);
    const west = cuts >= WEST_MIN_CUTS ? this.westFrequency(rWN, rWS) : undefined;
    const score = (b: number): number => frequency[b] * (west ? west[b] : 1);
    const taken = new Uint8Array(bits);
    for (let j = 0; j < cuts; j++) {
      let best = bits;
      for (let b = 0; b < bits; b++) if (!taken[b] && (best === bits || score(b) > score(best))) best = b;
      this.cutAt[j] = best;
      taken[best] = 1;
      this.cutDigest = (Math.imul(this.cutDigest, 0x01000193) ^ (best + 1)) >>> 0;
    }
    const buckets = 1 << cuts;
    const members: number[][] = Array.from({ length: buckets }, () => []);
    for (let i = 0; i < ne; i++) members[this.cutKey(this.eLo[i], this.eHi[i])].push(i);
    let groups = 0;
    for (let s = 0; s < buckets; s++) {
      this.bucketGroup[s] = groups;
      groups += Math.ceil(members[s].length / GROUP);
    }
    this.bucketGroup[buckets] = groups;
    const rows = chunkRow[this.chunks];
    const stride = rows * 4;
    if (this.tables.length < groups * stride) this.tables = new Uint32Array(groups * stride * 2);
    const t = this.tables;
    const base = new Uint32Array(bits * 4);
    for (let s = 0; s < buckets; s++) {
      const list = members[s];
      for (let g = this.bucketGroup[s]; g < this.bucketGroup[s + 1]; g++) {
        const from = (g - this.bucketGroup[s]) * GROUP;
        const inGroup = Math.min(GROUP, list.length - from);
        const valid = [0, 1, 2, 3].map((w) => (inGroup >= 32 * (w + 1) ? 0xffffffff : inGroup <= 32 * w ? 0 : (1 << (inGroup - 32 * w)) - 1) >>> 0);
        for (let b = 0; b < bits; b++) base.set(valid, b * 4);
        for (let i = 0; i < inGroup; i++) {
          const e = list[from + i];
          for (let b = 0; b < bits; b++) if (this.bit(this.eLo[e], this.eHi[e], b)) base[b * 4 + (i >>> 5)] &= ~(1 << (i & 31));
        }
        const at = g * stride;
        for (let c = 0; c < this.chunks; c++) {
          const row = at + chunkRow[c] * 4;
          t.set(valid, row);
          for (let v = 1; v < chunkRow[c + 1] - chunkRow[c]; v++) {
            const prev = row + (v & (v - 1)) * 4;
            const bit = (chunkAt[c] + ctz(v)) * 4;
            for (let w = 0; w < 4; w++) t[row + v * 4 + w] = t[prev + w] & base[bit + w];
          }
        }
      }
    }
    this.work += ne * 8 + groups * rows;
  }

  private westHalves(rWN: number, rWS: number, none: number): number {
    const { o, h } = this;
    const subsets = this.subsetsW[popcount(rWN)];
    const cmask = (1 << this.cuts) - 1;
    const stride = this.chunkRow[this.chunks] * 4;
    const t = this.tables;
    const even = this.kind === EVEN;
    let total = 0;
    let halves = 0;
    let visits = 0;
    const north = this.piecesOn(rWN);
    for (const c of subsets) {
      const a1 = north.idx[c + 1];
      let a0 = north.idx[c];
      if (a0 === a1) continue;
      const kept = this.inner(rWS, this.colsW ^ c, 2, false);
      this.work += (a1 - a0) * kept + kept;
      for (; a0 < a1; a0++) {
        const pa = north.pa[a0];
        const pd = north.pd[a0];
        if ((pa & this.blockA[0]) | (pd & this.blockM[0])) continue;
        // NW: anti part pa >> o, main part pd
        const ulo = this.lo(pa >>> o, pd);
        const uhi = this.hi(pd);
        const longs = (pd >>> (h - 1)) & 1; // NW: r = c (EVEN)
        for (let j = 0; j < kept; j++) {
          if ((pa & this.innerA[j]) | (pd & this.innerD[j])) continue;
          const lo = (ulo | this.innerLo[j]) >>> 0;
          const hi = uhi | this.innerHi[j];
          halves++;
          const allowed = cmask & ~this.cutKey(lo, hi);
          let matches = 0;
          for (let s = allowed; ; s = (s - 1) & allowed) {
            for (let g = this.bucketGroup[s]; g < this.bucketGroup[s + 1]; g++) {
              let w0 = 0xffffffff, w1 = 0xffffffff, w2 = 0xffffffff, w3 = 0xffffffff;
              for (let k = 0; k < this.chunks; k++) {
                const at = g * stride + (this.chunkRow[k] + this.chunk(lo, hi, k)) * 4;
                w0 &= t[at];
                w1 &= t[at + 1];
                w2 &= t[at + 2];
                w3 &= t[at + 3];
              }
              matches += popcount(w0) + popcount(w1) + popcount(w2) + popcount(w3);
              visits++;
            }
            if (s === 0) break;
          }
          if (even) {
            const l = longs + this.innerLong[j];
            matches *= l !== 0 ? 1 << l : none;
          }
          total += matches;
        }
      }
    }
    this.nodes += halves;
    this.work += halves + visits * this.chunks;
    return total;
  }

  private joinKey(k: number, w: number): void {
    const { h, hmask, full } = this;
    const rEN = k & hmask;
    const rES = k >>> h;
    const ne = this.eastHalves(rEN, rES);
    this.nodes += ne;
    if (ne === 0) return;
    const rWN = this.freeN & ~rEN;
    const rWS = this.freeS & ~rES;
    this.buildTables(ne, rWN, rWS);
    let none = 1;
    if (this.kind === EVEN) {
      const same = ~(k ^ this.reverseRows(k)) & full;
      none = same === 0 ? 1 : k & same & -same ? 2 : 0;
    }
    this.solutions += w * this.weight * this.westHalves(rWN, rWS, none);
  }

  // whether the task joins the configuration's set of rows of this ordinal (runs of `run`)
  private takes(ordinal: number): boolean {
    return Math.floor(ordinal / this.run) % this.modulus === this.residue;
  }

  /** Advances the task by about `budget` units of work (the whole table's build first); true when it is done. */
  step(budget: number): boolean {
    if (!this.running) return true;
    this.work = 0;
    for (; this.building; this.tableRows++) {
      if (this.work >= budget) return false;
      this.work += this.piecesOn(this.tableRows).pa.length * PIECE_WORK + (1 << this.h);
    }
    while (this.work < budget) {
      const w = this.keyWeight(this.key);
      if (w !== 0) {
        if (this.takes(this.ordinal)) {
          this.joinKey(this.key, w);
          this.keysDone++;
        }
        this.ordinal++;
      }
      this.work++;
      if (this.key === this.lastKey) {
        this.running = false;
        return true;
      }
      this.key = ReferenceQuarter.nextKey(this.key);
    }
    return false;
  }
}
