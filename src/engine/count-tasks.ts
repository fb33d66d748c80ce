// The split of the search tree into tasks, and the sums that turn tallies into counts.
// Platform- and engine-neutral: the same tasks run on any Counter, in-process or on workers.
import { canonicalRows } from "./count-bounds.js";
import type { QuarterTask, Tally } from "./count-engine.js";

/** The split goes one column deeper until there are at least this many tasks (or the board is full). */
export const MIN_TASKS = 2048;

/** The quarter join's configurations for n: the centre queen and the h(h-1)/2 pairs of queens
 *  in the middle row and column for odd n (h = n >> 1), the empty board for even n. */
export const quarterConfigs = (n: number): number => (n % 2 === 1 ? 1 + ((n >> 1) * ((n >> 1) - 1)) / 2 : 1);

/** Tasks of a quarter join, about: fine enough to keep every core busy, the same on every machine. */
export const QUARTER_TASKS = 256;

/** From this n on, the quarter join's tasks are sized by their configuration's cost (below), so
 *  that each is a few CPU-minutes (issue 20): 5 parts each made tasks of 3-14 CPU-minutes at n = 23
 *  and the centre's of 55. */
export const FINE_QUARTER_N = 23;
/** A configuration's cost from FINE_QUARTER_N on, measured at 1/1024 of it at n = 23 (CPU s, one
 *  thread): the centre's, and the mean of the 33 others sampled (1.0-4.2). */
const FINE_CENTRE_COST = 16.2;
const FINE_FIXED_COST = 2.5;
/** Parts of a configuration from FINE_QUARTER_N on: the centre's and the others' (n = 23: tasks
 *  of about 2 CPU-minutes for the centre and 0.7-3 for the others). */
const FINE_CENTRE_PARTS = 128;
const FINE_FIXED_PARTS = 24;

/** The quarter join's tasks for a count of n, a function of n alone (so a shard, a thread count
 *  or an engine never changes what a task counts or its nodes): each configuration split into
 *  its parts by the ordinal of its sets of rows. */
export function quarterTasks(n: number): QuarterTask[] {
  const tasks: QuarterTask[] = [];
  for (let config = 0; config < quarterConfigs(n); config++) {
    const parts = quarterParts(n, config);
    for (let residue = 0; residue < parts; residue++) tasks.push({ config, modulus: parts, residue });
  }
  return tasks;
}

/** Tasks configuration `config` of n splits into. */
export function quarterParts(n: number, config: number): number {
  if (n < FINE_QUARTER_N) return Math.ceil(QUARTER_TASKS / quarterConfigs(n));
  return n % 2 === 1 && config > 0 ? FINE_FIXED_PARTS : FINE_CENTRE_PARTS;
}

/** About the share of the whole count's work a task of n's quarter join does: from FINE_QUARTER_N
 *  on, its configuration's cost over the costs of all of them, over its parts; below, where the
 *  costs were not measured, one task's (1 / tasks). For a sample unit's extrapolation. */
export function quarterTaskShare(n: number, task: QuarterTask): number {
  const configs = quarterConfigs(n);
  if (n < FINE_QUARTER_N) return 1 / (configs * quarterParts(n, 0));
  const cost = (config: number): number => (n % 2 === 1 && config > 0 ? FINE_FIXED_COST : FINE_CENTRE_COST);
  let total = 0;
  for (let config = 0; config < configs; config++) total += cost(config);
  return cost(task.config) / task.modulus / total;
}

/** The tasks of a count of n: every prefix of `depth` columns of the search tree
 *  (assembly/count.ts), in lexicographic order, so task i is the same on every machine (for --shard). */
export interface TaskList {
  n: number;
  depth: number;
  count: number;
  /** count * depth rows. */
  rows: Uint8Array;
  /** Partial placements shorter than depth: queens placed while splitting, counted once. */
  splitNodes: bigint;
}

/** The free rows of column y below a prefix, with the canonical-form bounds (count-bounds.ts). */
export function freeRows(n: number, prefix: ArrayLike<number>, y: number): number {
  const mask = n === 32 ? 0xffffffff : (1 << n) - 1;
  let left = 0;
  let down = 0;
  let right = 0;
  for (let c = 0; c < y; c++) {
    const bit = (1 << prefix[c]) >>> 0;
    left = ((left | bit) << 1) >>> 0;
    down = (down | bit) >>> 0;
    right = (right | bit) >>> 1;
  }
  return canonicalRows(n, prefix, y, (mask & ~(left | down | right)) >>> 0, down);
}

const cache = new Map<number, TaskList>();

export function taskList(n: number): TaskList {
  const hit = cache.get(n);
  if (hit) return hit;
  let rows = new Uint8Array(0);
  let count = n >= 4 ? 1 : 0; // the empty prefix; n < 4 has no tasks (n = 1 is counted apart)
  let depth = 0;
  let splitNodes = 0n;
  while (count > 0 && depth < n - 2 && (depth < 2 || count < MIN_TASKS)) {
    splitNodes += depth === 0 ? 0n : BigInt(count);
    const next: number[] = [];
    for (let t = 0; t < count; t++) {
      const prefix = rows.subarray(t * depth, (t + 1) * depth);
      for (let free = freeRows(n, prefix, depth); free !== 0; free = (free & (free - 1)) >>> 0) {
        next.push(...prefix, 31 - Math.clz32(free & -free));
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

/** Counts of the whole board, additive over shards: solutions, and those a 180° and a 90° turn fix. */
export interface BoardCounts {
  solutions: bigint;
  rot180: bigint;
  rot90: bigint;
  nodes: bigint;
}

/** From a task's tallies to its share of the whole board: a class of k solutions has k members, of
 *  which those in classes of 2 are fixed by a 90° turn and those in classes of 2 or 4 by 180°;
 *  the quarter join counts solutions one by one (the turns' fixed ones come from a search of their own). */
export function boardCounts(tally: Tally): BoardCounts {
  return {
    solutions: 2n * tally.c2 + 4n * tally.c4 + 8n * tally.c8 + tally.joined,
    rot180: 2n * tally.c2 + 4n * tally.c4,
    rot90: 2n * tally.c2,
    nodes: tally.nodes,
  };
}

/** Fundamental solutions (OEIS A002562) by Burnside's lemma over the 8 symmetries of the square:
 *  the mean number of solutions each one fixes. For n > 1 no reflection fixes a solution (a
 *  reflection in a side's axis would need two queens on one row; in a diagonal, two on one
 *  anti-diagonal), and a 90° turn fixes what a 270° turn fixes. */
export function fundamental(n: number, counts: BoardCounts): bigint {
  if (n === 1) return counts.solutions;
  return (counts.solutions + counts.rot180 + 2n * counts.rot90) / 8n;
}
