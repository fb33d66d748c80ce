// The split of the search tree into tasks, and the sums that turn tallies into counts.
// Platform- and engine-neutral: the same tasks run on any Counter, in-process or on workers.
// Every tunable and measured cost below (MIN_TASKS, QUARTER_TASKS, the n = 23 and 24 costs,
// WORK_GROWTH, UNIT_TARGET, KEY_RUN, EAST_PARTS, ...) is part of the split's revision
// (SPLIT_REVISION in count-units.ts): the split is a pure function of (n, algorithm, revision),
// so changing any of them is a new revision, and shard lines and checkpoints of the old one are
// refused by name rather than merged with the new one's units.
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
/** A configuration's cost at n = 23 (CPU s), measured at 1/1024 of it on one thread: the centre's,
 *  and the mean of the 33 others sampled (1.0-4.2). */
const FINE_CENTRE_COST = 16.2 * 1024;
const FINE_FIXED_COST = 2.5 * 1024;
/** n = 24's one configuration (CPU s), measured at 1/32256 of it (unit 1 of the model's first
 *  split, which took n = 22's 18.9 CPU s for 1/2048 as its anchor: 120 s expected) on one thread. */
const EVEN_COST_24 = 343.8 * 32256;
/** Parts of a configuration at n = 23: the centre's and the others' (tasks of about 2 CPU-minutes
 *  for the centre and 0.7-3 for the others). */
const FINE_CENTRE_PARTS = 128;
const FINE_FIXED_PARTS = 24;

/** From this n on, where nothing could be measured whole, a unit's size comes from a model of
 *  the cost: the last measured n of the same kind (the quarter join's n = 23 and 24, the
 *  backtracking subtrees' n = 21) times WORK_GROWTH per n; docs/count.md "Units" has the samples
 *  that check it. */
export const MODEL_N = 24;
/** The work's growth per n past the measured sizes: Q(n + 1) / Q(n) is 8.6-10.5 from n = 21 to
 *  27, and the backtracking search's nodes per solution grew about 5 % per n from 16 to 18. */
const WORK_GROWTH = 10;
/** The CPU seconds a unit is cut to from MODEL_N on: n = 23's units, about 2 minutes. */
const UNIT_TARGET = 120;
/** Sets of rows a quarter task takes at a time, consecutive in its configuration's order (they
 *  often share their south rows, and with them the inner quadrants' filtered pieces): the finest
 *  part of a task. KEY_RUN until FINEST_RUN_N, where a set of rows alone is minutes of CPU and a
 *  unit must be able to be one. */
const KEY_RUN = 8;
export const FINEST_RUN_N = 26;
export const quarterKeyRun = (n: number): number => (n < FINEST_RUN_N ? KEY_RUN : 1);
/** Parts each set of rows splits its east halves into (by their NE piece, assembly/count-quarter.ts
 *  eastPartOf), each part a unit of its own: one until FINEST_RUN_N, where a set of rows alone is up
 *  to about 10 CPU-minutes (n = 26's middle one 561 s; 72 s a part of 8). */
const EAST_PARTS = 8;
export const quarterEastParts = (n: number): number => (n < FINEST_RUN_N ? 1 : EAST_PARTS);

/** CPU seconds of configuration `config` of n on one thread, from FINE_QUARTER_N on: measured at
 *  n = 23 and 24, grown by WORK_GROWTH per n past them. */
export function quarterConfigCost(n: number, config: number): number {
  if (n % 2 === 0) return EVEN_COST_24 * WORK_GROWTH ** (n - 24);
  return (config === 0 ? FINE_CENTRE_COST : FINE_FIXED_COST) * WORK_GROWTH ** (n - FINE_QUARTER_N);
}

/** Runs of quarterKeyRun(n) sets of rows configuration `config` of n has, about: the sets of `rows` of
 *  its 2h (or 2h - 1) free rows, over the symmetries that keep one of each (the core's keyWeight). */
function quarterRuns(n: number, config: number): number {
  const h = n >> 1;
  const [free, rows, images] = n % 2 === 0 ? [2 * h, h, 2] : config === 0 ? [2 * h, h, 4] : [2 * h - 1, h - 1, 1];
  let sets = 1;
  for (let i = 1; i <= rows; i++) sets = (sets * (free - rows + i)) / i;
  return Math.floor(sets / images / quarterKeyRun(n));
}

/** Tasks configuration `config` of n splits into (a function of n alone, so a shard, a thread
 *  count or an engine never changes what a task counts or its nodes); the task of residue r joins
 *  the runs of the configuration's sets of rows whose ordinal is r mod its parts. */
export function quarterParts(n: number, config: number): number {
  if (n < FINE_QUARTER_N) return Math.ceil(QUARTER_TASKS / quarterConfigs(n));
  if (n === FINE_QUARTER_N) return config === 0 ? FINE_CENTRE_PARTS : FINE_FIXED_PARTS;
  return Math.min(quarterRuns(n, config), Math.ceil(quarterConfigCost(n, config) / UNIT_TARGET));
}

/** Every task of n's quarter join, configuration by configuration: for small n (a count reads
 *  them by arithmetic, src/engine/count-units.ts, since n = 27 has millions). */
export function quarterTasks(n: number): QuarterTask[] {
  const tasks: QuarterTask[] = [];
  const eastParts = quarterEastParts(n);
  for (let config = 0; config < quarterConfigs(n); config++) {
    const parts = quarterParts(n, config);
    for (let residue = 0; residue < parts; residue++) {
      for (let eastPart = 0; eastPart < eastParts; eastPart++) tasks.push({ config, modulus: parts, residue, run: quarterKeyRun(n), eastParts, eastPart });
    }
  }
  return tasks;
}

/** About the share of the whole count's work a task of n's quarter join does: from FINE_QUARTER_N
 *  on, its configuration's cost over the costs of all of them, over its parts and east parts;
 *  below, where the costs were not measured, one task's (1 / tasks). For a sample unit's
 *  extrapolation. */
export function quarterTaskShare(n: number, task: Pick<QuarterTask, "config" | "modulus" | "eastParts">): number {
  const configs = quarterConfigs(n);
  if (n < FINE_QUARTER_N) return 1 / (configs * quarterParts(n, 0));
  let total = 0;
  for (let config = 0; config < configs; config++) total += quarterConfigCost(n, config);
  return quarterConfigCost(n, task.config) / task.modulus / task.eastParts / total;
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

/** The backtracking search's mean subtree (task) at n = 21, CPU s on one thread: 2.69 billion
 *  nodes (the mean of tasks 0, 576, 1152, 1728: 1.2-4.2 billion) at the core's 92 million nodes
 *  per CPU s (n = 18 whole on one thread). */
const BACKTRACK_TASK_COST_21 = 29;
/** The last n the model sizes units for (Q(27), the record): past it a unit grows WORK_GROWTH
 *  per n, rather than the split listing ever more prefixes for each unit. */
const MODEL_MAX_N = 27;
/** A subtree's units take every SUBS_PER_PART-th of its deeper prefixes at least, so the
 *  prefixes' uneven subtrees even out within a unit. */
const SUBS_PER_PART = 8;

/** How the backtracking search's subtrees split into units from MODEL_N on: each subtree's
 *  prefixes `depth` columns deeper, in lexicographic order, dealt to `parts` units by their
 *  ordinal mod parts. Below MODEL_N a subtree is one unit (parts 1, depth 0). */
export interface SubSplit {
  depth: number;
  parts: number;
}

/** The deepest prefixes a sub-split takes: from about n / 2 on, the core counts nodes below a
 *  prefix that the host's bounds (count-bounds.ts) would not have made (the solutions agree;
 *  measured at n = 12..20: nodes differ from n / 2 - 1 columns on). */
export const subDepthMax = (n: number): number => (n >> 1) - 2;

/** The sub-split of n's subtrees: parts by the model's mean subtree cost over UNIT_TARGET, depth
 *  the least giving the first subtree SUBS_PER_PART prefixes a part. */
export function subSplit(list: TaskList): SubSplit {
  const { n } = list;
  if (n < MODEL_N || list.count === 0) return { depth: 0, parts: 1 };
  const model = Math.min(n, MODEL_MAX_N);
  const whole = BACKTRACK_TASK_COST_21 * taskList(21).count * WORK_GROWTH ** (model - 21);
  const parts = Math.ceil(whole / taskList(model).count / UNIT_TARGET);
  let depth = 1;
  while (list.depth + depth < subDepthMax(n) && subtree(n, prefixOf(list, 0), depth, () => {}).leaves < SUBS_PER_PART * parts) depth++;
  return { depth, parts };
}

/** Walks the tree below `prefix` down to `depth` more columns (with the canonical-form bounds),
 *  calling `leaf` with each prefix that deep (a view, valid during the call), in lexicographic
 *  order; the placements between (not the prefix's own, nor the leaves) are `inner`. */
export function subtree(n: number, prefix: ArrayLike<number>, depth: number, leaf: (rows: Uint8Array) => void): { leaves: number; inner: number } {
  const top = prefix.length;
  const rows = new Uint8Array(top + depth);
  rows.set(Array.from(prefix));
  const free = new Uint32Array(depth + 1);
  let leaves = 0;
  let inner = 0;
  let level = 0; // columns placed below the prefix
  free[0] = depth > 0 ? freeRows(n, rows, top) : 0;
  for (;;) {
    if (free[level] === 0) {
      if (level === 0) return { leaves, inner };
      level--;
      continue;
    }
    const bit = free[level] & -free[level];
    free[level] = (free[level] ^ bit) >>> 0;
    rows[top + level] = 31 - Math.clz32(bit);
    if (level + 1 === depth) {
      leaves++;
      leaf(rows);
    } else {
      inner++;
      level++;
      free[level] = freeRows(n, rows, top + level);
    }
  }
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
