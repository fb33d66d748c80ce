// What the host needs from an exhaustive-search engine, the Wasm adapter, the split of the
// mirror-halved tree into tasks, and the sums that turn tallies into counts. Platform-neutral:
// the same tasks run in-process, in worker_threads and (later) in Web Workers.

/** Largest n: rows, columns and diagonals are u32 bit masks. */
export const MAX_COUNT_N = 32;
/** Solutions an engine writes per enumNext call (assembly/count.ts OUT_CAP). */
export const OUT_CAP = 1024;
/** The split goes one column deeper until there are at least this many tasks (or the board is full). */
export const MIN_TASKS = 2048;

/** Tallies of the mirror-halved tree: solutions, those a 180° or a 90° turn fixes, queens placed. */
export interface Tally {
  solutions: bigint;
  sym180: bigint;
  sym90: bigint;
  nodes: bigint;
}

export const zeroTally = (): Tally => ({ solutions: 0n, sym180: 0n, sym90: 0n, nodes: 0n });

export function addTally(into: Tally, more: Tally): Tally {
  into.solutions += more.solutions;
  into.sym180 += more.sym180;
  into.sym90 += more.sym90;
  into.nodes += more.nodes;
  return into;
}

export interface Counter {
  /** Sizes the engine for n (1..32) and zeroes its tallies. */
  setup(n: number): void;
  /** Adds every solution below the prefix (rows of the first columns) to the tallies. */
  task(prefix: ArrayLike<number>): void;
  /** The tallies since the last take(), then zero. */
  take(): Tally;
  /** Lexicographic enumeration of the whole board (nodes go to the tallies). */
  enumStart(): void;
  /** Up to maxSolutions (<= OUT_CAP) written to solutionsOut(), n bytes each; stops after about maxNodes. */
  enumNext(maxSolutions: number, maxNodes: number): number;
  readonly enumDone: boolean;
  /** View of the written solutions: valid until the next enumNext. */
  solutionsOut(): Uint8Array;
}

export interface CountExports {
  memory: WebAssembly.Memory;
  countBytes(n: number): number;
  countSetup(n: number, base: number): void;
  countReset(): void;
  countedLo(which: number): number;
  countedHi(which: number): number;
  prefixPtr(): number;
  outPtr(): number;
  countTask(k: number): void;
  enumStart(): void;
  enumNext(maxSolutions: number, maxNodes: number): number;
  enumDone(): number;
}

const PAGE = 65536;

/** The AssemblyScript core behind Counter. Give it an instance of its own: its state goes
 *  above whatever memory the instance has, where a later solve() could lay out its arrays. */
export class WasmCounter implements Counter {
  private n = 0;
  constructor(private readonly core: CountExports) {}

  setup(n: number): void {
    const memory = this.core.memory;
    const base = Math.ceil(memory.buffer.byteLength / 64) * 64;
    const need = base + this.core.countBytes(n);
    if (need > memory.buffer.byteLength) memory.grow(Math.ceil((need - memory.buffer.byteLength) / PAGE));
    this.core.countSetup(n, base);
    this.n = n;
  }

  task(prefix: ArrayLike<number>): void {
    const at = new Uint32Array(this.core.memory.buffer, this.core.prefixPtr() >>> 0, prefix.length);
    for (let c = 0; c < prefix.length; c++) at[c] = prefix[c];
    this.core.countTask(prefix.length);
  }

  private read(which: number): bigint {
    return (BigInt(this.core.countedHi(which) >>> 0) << 32n) | BigInt(this.core.countedLo(which) >>> 0);
  }

  take(): Tally {
    const tally = { solutions: this.read(0), sym180: this.read(1), sym90: this.read(2), nodes: this.read(3) };
    this.core.countReset();
    return tally;
  }

  enumStart(): void {
    this.core.enumStart();
  }

  enumNext(maxSolutions: number, maxNodes: number): number {
    return this.core.enumNext(maxSolutions, maxNodes);
  }

  get enumDone(): boolean {
    return this.core.enumDone() === 1;
  }

  solutionsOut(): Uint8Array {
    return new Uint8Array(this.core.memory.buffer, this.core.outPtr() >>> 0, OUT_CAP * this.n);
  }
}

/** The tasks of a count of n: every prefix of `depth` columns of the mirror-halved tree, in
 *  lexicographic order, so task i is the same on every machine (for --shard). */
export interface TaskList {
  n: number;
  depth: number;
  count: number;
  /** count * depth rows. */
  rows: Uint8Array;
  /** Partial placements shorter than depth: queens placed while splitting, counted once. */
  splitNodes: bigint;
}

const attacks = (rows: ArrayLike<number>, from: number, c: number, r: number): boolean => {
  for (let k = 0; k < c; k++) {
    const rk = rows[from + k];
    if (rk === r || rk - r === c - k || r - rk === c - k) return true;
  }
  return false;
};

// Mirror halving: a reflection top to bottom maps each solution to another (never itself
// for n > 1), so the search keeps column 0's queen in the upper half; for odd n a queen on
// the middle row keeps column 1's queen in the upper half instead.
function allowed(n: number, c: number, r: number, first: number): boolean {
  const mid = n >> 1;
  if (c === 0) return r < mid || (n % 2 === 1 && r === mid);
  if (c === 1 && n % 2 === 1 && first === mid) return r < mid;
  return true;
}

const cache = new Map<number, TaskList>();

export function taskList(n: number): TaskList {
  const hit = cache.get(n);
  if (hit) return hit;
  let rows = new Uint8Array(0);
  let count = 1; // the empty prefix
  let depth = 0;
  let splitNodes = 0n;
  while (depth < n && (depth < 2 || count < MIN_TASKS)) {
    splitNodes += depth === 0 ? 0n : BigInt(count);
    const next: number[] = [];
    for (let t = 0; t < count; t++) {
      const from = t * depth;
      for (let r = 0; r < n; r++) {
        if (!allowed(n, depth, r, rows[from]) || attacks(rows, from, depth, r)) continue;
        for (let c = 0; c < depth; c++) next.push(rows[from + c]);
        next.push(r);
      }
    }
    depth++;
    rows = Uint8Array.from(next);
    count = rows.length / depth;
  }
  const list = { n, depth, count, rows, splitNodes };
  cache.set(n, list);
  return list;
}

export function prefixOf(list: TaskList, index: number): Uint8Array {
  return list.rows.subarray(index * list.depth, (index + 1) * list.depth);
}

/** Runs the tasks `indices` on a counter set up for list.n: the tallies, with one node per task's own last queen. */
export function runTasks(counter: Counter, list: TaskList, indices: ArrayLike<number>): Tally {
  for (let i = 0; i < indices.length; i++) counter.task(prefixOf(list, indices[i]));
  const tally = counter.take();
  tally.nodes += BigInt(indices.length);
  return tally;
}

/** Counts of the whole board, additive over shards: solutions, and those a 180° and a 90° turn fix. */
export interface BoardCounts {
  solutions: bigint;
  rot180: bigint;
  rot90: bigint;
  nodes: bigint;
}

/** From the halved tree to the whole board: each solution stands for itself and its mirror image. */
export function boardCounts(n: number, tally: Tally): BoardCounts {
  const mirror = n === 1 ? 1n : 2n; // n = 1: the one queen is its own mirror image
  return { solutions: mirror * tally.solutions, rot180: mirror * tally.sym180, rot90: mirror * tally.sym90, nodes: tally.nodes };
}

/** Fundamental solutions (OEIS A002562) by Burnside's lemma over the 8 symmetries of the square:
 *  the mean number of solutions each one fixes. For n > 1 no reflection fixes a solution (a
 *  reflection in a side's axis would need two queens on one row; in a diagonal, two on one
 *  anti-diagonal), and a 90° turn fixes what a 270° turn fixes. */
export function fundamental(n: number, counts: BoardCounts): bigint {
  if (n === 1) return 1n;
  return (counts.solutions + counts.rot180 + 2n * counts.rot90) / 8n;
}
