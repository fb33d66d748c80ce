// The pure-TS twin of assembly/count-join.ts: the same half-board join, task for task and node
// for node (see that file's header for the algorithm), with 32-bit words for the bitsets, a
// placement's rows as hw bytes rather than 5-bit fields, and typed arrays for linear memory.

export class ReferenceJoin {
  private n = 0;
  private hw = 0;
  private e0 = 0;
  private mask = 0;
  private keyMask = 0;
  private low = 0;
  private middleDown = 0;
  private readonly blk = new Uint32Array(32);
  private need = new Uint8Array(0);
  private cnt = new Uint32Array(0);
  private start = new Uint32Array(0);
  private reps: number[] = [];
  private repsDone = 0;
  private leaves = new Uint8Array(0); // hw rows per placement, nearest column to the middle first
  private solutions = 0n;
  private nodes = 0;
  private phase: "listing" | "joining" | "done" = "done";
  // the pass's placements of needed keys, in its order: keys, and hw rows each (grown by doubling)
  private listKeys = new Uint32Array(0);
  private listRows = new Uint8Array(0);
  private listed = 0;
  // the traversal: per east column, free rows left and the masks above it, and the rows so far
  private readonly free = new Uint32Array(8);
  private readonly left = new Uint32Array(8);
  private readonly down = new Uint32Array(8);
  private readonly right = new Uint32Array(8);
  private readonly path = new Uint8Array(8); // the rows of the placement being walked
  private level = 0;

  /** Task (group m, keys whose orbit-ordinal mod `modulus` is `residue`) for n queens. */
  begin(n: number, m: number, modulus: number, residue: number): void {
    const hw = n >> 1;
    const odd = (n & 1) === 1;
    Object.assign(this, { n, hw, e0: n - hw, mask: (1 << n) - 1, keyMask: (1 << (2 * hw)) - 1 });
    this.low = odd ? (1 << m) - 1 : 0xffffffff;
    this.middleDown = odd ? 1 << m : 0;
    const keys = 1 << (2 * hw);
    this.need = new Uint8Array(keys);
    this.cnt = new Uint32Array(keys);
    this.start = new Uint32Array(keys + 1);
    for (let c = this.e0; c < n; c++) {
      let blocked = 0;
      if (odd) {
        const dc = c - hw;
        if (m >= dc) blocked |= 1 << (m - dc);
        if (m + dc < n) blocked |= 1 << (m + dc);
      }
      this.blk[c] = blocked >>> 0;
    }
    const rowFlip = !odd || m === hw;
    const groupTwice = odd && m !== hw ? 2 : 1;
    this.reps = [];
    this.repsDone = 0;
    let ordinal = 0;
    const firstKey = (1 << hw) - 1;
    const lastKey = this.keyMask ^ firstKey;
    for (let k = firstKey; ; ) {
      const mirror = this.keyMask ^ k;
      let least = mirror > k;
      let orbit = 2;
      if (least && rowFlip) {
        const flip = this.reverseKey(k);
        const both = this.keyMask ^ flip;
        least = flip >= k && both >= k;
        orbit = flip === k || both === k ? 2 : 4;
      }
      if (least) {
        if (ordinal % modulus === residue) {
          this.reps.push(k | ((orbit * groupTwice) << 16));
          this.need[k] |= 1;
          this.need[mirror] |= 2;
        }
        ordinal++;
      }
      if (k === lastKey) break;
      const t = k | (k - 1);
      k = (t + 1) | (((~t & (t + 1)) - 1) >>> (ctz(k) + 1));
    }
    this.phase = "listing";
    this.listKeys = new Uint32Array(1 << 16);
    this.listRows = new Uint8Array(this.hw << 16);
    this.listed = 0;
    this.traversalStart();
  }

  private reverseKey(k: number): number {
    const bits = 2 * this.hw;
    let out = 0;
    for (let i = 0; i < bits; i++) if ((k >>> i) & 1) out |= 1 << (bits - 1 - i);
    return out;
  }

  private traversalStart(): void {
    this.free[0] = (this.mask & ~(this.middleDown | this.blk[this.e0])) >>> 0;
    this.left[0] = 0;
    this.down[0] = this.middleDown;
    this.right[0] = 0;
    this.level = 0;
  }

  private leaf(down: number): void {
    const key = ((down & this.low) | ((down >>> 1) & ~this.low)) >>> 0;
    if (this.need[key] === 0) return;
    if (this.listed === this.listKeys.length) {
      const keys = new Uint32Array(2 * this.listed);
      keys.set(this.listKeys);
      const rows = new Uint8Array(2 * this.listRows.length);
      rows.set(this.listRows);
      this.listKeys = keys;
      this.listRows = rows;
    }
    this.listKeys[this.listed] = key;
    const at = this.listed * this.hw;
    for (let j = 0; j < this.hw; j++) this.listRows[at + j] = this.path[j];
    this.listed++;
  }

  // the depth-first pass over the east half, about `budget` nodes; true when done
  private traverse(budget: number): boolean {
    const { hw, e0, mask, blk } = this;
    const last = hw - 1;
    const lastBlk = blk[e0 + last];
    let j = this.level;
    let nodes = 0;
    while (nodes < budget) {
      const free = this.free[j];
      if (free === 0) {
        if (j === 0) {
          this.nodes += nodes;
          return true;
        }
        j--;
        continue;
      }
      const bit = free & -free;
      this.free[j] = free ^ bit;
      nodes++;
      const l = ((this.left[j] | bit) << 1) >>> 0;
      const d = (this.down[j] | bit) >>> 0;
      const r = (this.right[j] | bit) >>> 1;
      this.path[j] = ctz(bit);
      if (j + 1 === last) {
        let leaves = (mask & ~(l | d | r | lastBlk)) >>> 0;
        while (leaves !== 0) {
          const b = leaves & -leaves;
          leaves = (leaves ^ b) >>> 0;
          nodes++;
          this.path[last] = ctz(b);
          this.leaf((d | b) >>> 0);
        }
        continue;
      }
      const next = (mask & ~(l | d | r | blk[e0 + j + 1])) >>> 0;
      if (next === 0) continue;
      j++;
      this.free[j] = next;
      this.left[j] = l;
      this.down[j] = d;
      this.right[j] = r;
    }
    this.level = j;
    this.nodes += nodes;
    return false;
  }

  // a counting sort of the list into buckets by key, each in the pass's order
  private bucket(): void {
    const { hw, cnt, start, listed } = this;
    const listKeys = this.listKeys.subarray(0, listed);
    for (const key of listKeys) cnt[key]++;
    let total = 0;
    let most = 0;
    for (let k = 0; k < cnt.length; k++) {
      start[k] = total;
      total += cnt[k];
      if (this.need[k] & 1) most = Math.max(most, cnt[k]);
      cnt[k] = 0;
    }
    start[cnt.length] = total;
    this.leaves = new Uint8Array(total * hw);
    const { leaves, listRows } = this;
    for (let i = 0; i < listed; i++) {
      const key = listKeys[i];
      const to = (start[key] + cnt[key]++) * hw;
      for (let j = 0; j < hw; j++) leaves[to + j] = listRows[i * hw + j];
    }
    this.listKeys = new Uint32Array(0);
    this.listRows = new Uint8Array(0);
    // the core's v128 rounding: padding past a list's end counts as ruled out, so "all ruled out" agrees
    this.words = Math.max(4, ((most + 127) >>> 7) * 4);
    this.has = new Uint32Array(2 * (2 * this.n - 1) * this.words);
    this.acc = new Uint32Array((hw + 1) * this.words);
  }

  private words = 0;
  private has = new Uint32Array(0);
  private acc = new Uint32Array(0);

  // pairs of west halves on ~k and east halves on k with no diagonal in common; `work` as the core's
  private work = 0;
  private joinKey(k: number): number {
    const { n, hw, e0, leaves, has, acc, words } = this;
    const kw = this.keyMask ^ k;
    const ne = this.cnt[k];
    const nw = this.cnt[kw];
    if (ne === 0 || nw === 0) return 0;
    const east = this.start[k] * hw;
    const west = this.start[kw] * hw;
    const used = ((ne + 127) >>> 7) * 4;
    const diagonals = 2 * n - 1;
    for (let i = 0; i < ne; i++) {
      const word = i >>> 5;
      const bit = 1 << (i & 31);
      for (let j = 0; j < hw; j++) {
        const r = leaves[east + i * hw + j];
        const c = e0 + j;
        has[(r + c) * words + word] |= bit;
        has[(diagonals + r + n - 1 - c) * words + word] |= bit;
      }
    }
    acc.fill(0, 0, used);
    for (let i = ne; i < used * 32; i++) acc[i >>> 5] |= 1 << (i & 31);
    let pairs = 0;
    let prev = west;
    let dead = hw + 1;
    let steps = 0;
    for (let i = 0; i < nw; i++) {
      const at = west + i * hw;
      let j0 = 0;
      if (i > 0) while (leaves[at + j0] === leaves[prev + j0]) j0++; // first column that differs
      if (j0 >= dead) continue;
      dead = hw + 1;
      prev = at;
      let j = j0;
      for (; j < hw; j++) {
        const r = leaves[at + j];
        const c = hw - 1 - j;
        const from = j * words;
        const anti = (r + c) * words;
        const main = (diagonals + r + n - 1 - c) * words;
        let all = -1;
        for (let w = 0; w < used; w++) {
          const v = acc[from + w] | has[anti + w] | has[main + w];
          acc[from + words + w] = v;
          all &= v;
        }
        steps++;
        if (all === -1) {
          dead = j + 1;
          break;
        }
      }
      if (j === hw) for (let w = 0; w < used; w++) pairs += popcount(~acc[hw * words + w]);
    }
    for (let id = 0; id < 2 * diagonals; id++) has.fill(0, id * words, id * words + used);
    this.work = steps + ne * hw;
    this.nodes += steps;
    return pairs;
  }

  /** Advances the task by about `budget` nodes; true when it is done. */
  step(budget: number): boolean {
    if (this.phase === "listing") {
      if (this.traverse(budget)) {
        this.bucket();
        this.phase = "joining";
      }
    } else if (this.phase === "joining") {
      let spent = 0;
      while (this.repsDone < this.reps.length && spent < budget) {
        const rep = this.reps[this.repsDone];
        this.solutions += BigInt(rep >>> 16) * BigInt(this.joinKey(rep & 0xffff));
        spent += this.work + 1;
        this.repsDone++;
      }
      if (this.repsDone === this.reps.length) this.phase = "done";
    }
    return this.phase === "done";
  }

  /** Share of the task's keys joined so far (0 until the passes are done). */
  get progress(): number {
    return this.reps.length === 0 ? 1 : this.repsDone / this.reps.length;
  }

  /** Solutions and nodes since the last take. */
  take(): { solutions: bigint; nodes: bigint } {
    const out = { solutions: this.solutions, nodes: BigInt(this.nodes) };
    this.solutions = 0n;
    this.nodes = 0;
    return out;
  }
}

const ctz = (x: number): number => 31 - Math.clz32(x & -x);

function popcount(x: number): number {
  x = x - ((x >>> 1) & 0x55555555);
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return (((x + (x >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

/** Solutions of n (>= 2) queens that a 180° and a 90° turn map to themselves (assembly's symCounts). */
export function symmetricCounts(n: number): { rot180: bigint; rot90: bigint } {
  let rows = 0;
  let cols = 0;
  const anti = new Uint8Array(2 * n);
  const main = new Uint8Array(2 * n);
  const top = n - 1;
  const put = (c: number, r: number): boolean => {
    if ((rows >>> r) & 1 || (cols >>> c) & 1 || anti[r + c] || main[r + top - c]) return false;
    rows |= 1 << r;
    cols |= 1 << c;
    anti[r + c] = main[r + top - c] = 1;
    return true;
  };
  const lift = (c: number, r: number): void => {
    rows &= ~(1 << r);
    cols &= ~(1 << c);
    anti[r + c] = main[r + top - c] = 0;
  };
  const halfTurn = (c: number): number => {
    if (c >= top - c) return 1;
    let found = 0;
    for (let r = 0; r < n; r++) {
      if (!put(c, r)) continue;
      if (put(top - c, top - r)) {
        found += halfTurn(c + 1);
        lift(top - c, top - r);
      }
      lift(c, r);
    }
    return found;
  };
  const quarterTurn = (c: number): number => {
    while (c < n && (cols >>> c) & 1) c++;
    if (c >= n) return 1;
    let found = 0;
    for (let r = 0; r < n; r++) {
      const orbit: Array<[number, number]> = [[c, r], [r, top - c], [top - c, top - r], [top - r, c]];
      let placed = 0;
      while (placed < 4 && put(...orbit[placed])) placed++;
      if (placed === 4) found += quarterTurn(c + 1);
      while (placed > 0) lift(...orbit[--placed]);
    }
    return found;
  };
  if (n % 2 === 1) put(n >> 1, n >> 1);
  const rot180 = halfTurn(0);
  const rot90 = n % 4 > 1 ? 0 : quarterTurn(0);
  return { rot180: BigInt(rot180), rot90: BigInt(rot90) };
}
