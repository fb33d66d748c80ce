// A count's units of work and the results that prove themselves: the split of a count into units,
// the same on every machine and named by a fingerprint, and each unit's result with a check value,
// so that shards, checkpoints and merges can tell a unit's result from another split's, another
// build's, or an altered one. Platform- and engine-neutral.
import { addTally, zeroTally, type Counter, type QuarterTask } from "./count-engine.js";
import { boardCounts, prefixOf, quarterConfigs, quarterEastParts, quarterKeyRun, quarterParts, quarterTaskShare, subSplit, subtree, taskList, type BoardCounts, type SubSplit, type TaskList } from "./count-tasks.js";

/** The two searches a count can run; each splits its work its own way. */
export type SplitAlgo = "quarter" | "backtrack";

/** The revision of the split: the split is a pure function of (n, algorithm, SPLIT_REVISION), the
 *  code of this file and count-tasks.ts at that revision (its tunables and measured costs included).
 *  Bump it with any change to what a unit of either split counts (a re-tuned cost, another part
 *  count, the order the core joins sets of rows in, the tree's bounds): the fingerprint covers it,
 *  so shard lines and checkpoints of the old split are refused by name, never merged with the
 *  new one's. Records say which revision made them (count-records.ts). 1: every split before
 *  revisions were recorded; 2: the fingerprint one rule for every n, and the check value over n
 *  and the algorithm. */
export const SPLIT_REVISION = 2;

/** The units of a count of n: units 0..tasks-1 are the search's tasks (the quarter join's, or
 *  the backtracking subtrees' parts), unit `tasks` (the *board unit*) what belongs to the board as
 *  a whole: the placements the turns fix (quarter join), the queens placed while splitting the
 *  tree (backtracking), n = 1's one queen. Unit u belongs to shard u mod K. A split is described
 *  compactly (a configuration's parts; the subtrees and their sub-split), never unit by unit:
 *  from n = 24 on there are millions of units. */
export interface UnitSplit {
  n: number;
  algo: SplitAlgo;
  tasks: number;
  /** tasks + 1 */
  units: number;
  /** SPLIT_REVISION: the rule that made this split. */
  revision: number;
  /** A digest of everything that defines the units: algorithm, n, SPLIT_REVISION, the compact description. */
  fingerprint: string;
  /** Units of one kind cost alike (a configuration; the subtrees below one first row): [first
   *  unit, end) of each, in order, covering the tasks. */
  kinds: ReadonlyArray<readonly [number, number]>;
  /** The quarter join: each configuration's parts, and each part's east parts (quarterEastParts):
   *  its parts x east parts units consecutive, a set of rows' east parts next to each other. */
  parts?: readonly number[];
  eastParts?: number;
  /** Backtracking: the subtrees, each `sub.parts` consecutive units. */
  list?: TaskList;
  sub?: SubSplit;
}

/** One unit's counts: additive over units, with the milliseconds it took (not checked: machines
 *  differ) and, as count() gives them, their check value (checkValue; count({ done }) needs it).
 *  @example const { units } = await count(12); units[0].solutions; // a bigint: the solutions of unit 0 */
export interface UnitResult extends BoardCounts {
  unit: number;
  ms: number;
  check?: string;
}

/** FNV-1a over the UTF-16 code units of text (32 bits), from `seed`. */
function fnv1a(text: string, seed: number): number {
  let h = seed >>> 0;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return h;
}

const FNV_OFFSET = 0x811c9dc5;
/** A second, independent start, so a digest is 64 bits: two FNV-1a runs. */
const FNV_OFFSET_2 = 0x050c5d1f;
const hex = (h: number): string => h.toString(16).padStart(8, "0");
const digest = (text: string): string => hex(fnv1a(text, FNV_OFFSET)) + hex(fnv1a(text, FNV_OFFSET_2));

const splits = new Map<string, UnitSplit>();

/** The units of a count of n by `algo`: a function of n, algo and SPLIT_REVISION alone. */
export function unitSplit(n: number, algo: SplitAlgo): UnitSplit {
  const key = `${algo}:${n}`;
  const hit = splits.get(key);
  if (hit) return hit;
  const prefix = `${key}:r${SPLIT_REVISION}:`;
  let split: UnitSplit;
  if (algo === "quarter") {
    const parts = Array.from({ length: quarterConfigs(n) }, (_, config) => quarterParts(n, config));
    const eastParts = quarterEastParts(n);
    const kinds = ranges(parts.map((p) => p * eastParts));
    const text = `parts ${parts.join(",")} run ${quarterKeyRun(n)} east ${eastParts}`;
    const tasks = kinds.at(-1)![1];
    split = { n, algo, revision: SPLIT_REVISION, tasks, units: tasks + 1, fingerprint: digest(prefix + text), kinds, parts, eastParts };
  } else {
    const list = taskList(n);
    const sub = subSplit(list);
    // a subtree's first row: runs of subtrees, each sub.parts units
    const firsts: number[] = [];
    for (let t = 0; t < list.count; t++) {
      if (t === 0 || list.rows[t * list.depth] !== list.rows[(t - 1) * list.depth]) firsts.push(1);
      else firsts[firsts.length - 1]++;
    }
    const kinds = ranges(firsts.map((subtrees) => subtrees * sub.parts));
    const text = `${list.depth}:${list.count} sub ${sub.depth}:${sub.parts}`;
    const tasks = list.count * sub.parts;
    split = { n, algo, revision: SPLIT_REVISION, tasks, units: tasks + 1, fingerprint: digest(prefix + text), kinds, list, sub };
  }
  splits.set(key, split);
  return split;
}

/** Consecutive ranges of these sizes from 0: [first, end) each. */
function ranges(sizes: readonly number[]): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  let first = 0;
  for (const size of sizes) {
    out.push([first, first + size]);
    first += size;
  }
  if (out.length === 0) out.push([0, 0]);
  return out;
}

/** The kind of a task (its index in split.kinds), by bisection. */
function kindOf(split: UnitSplit, unit: number): number {
  let lo = 0;
  let hi = split.kinds.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (split.kinds[mid][0] <= unit) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/** The quarter join's task of unit `unit` (< split.tasks). */
export function quarterTaskOf(split: UnitSplit, unit: number): QuarterTask {
  const config = kindOf(split, unit);
  const eastParts = split.eastParts!;
  const at = unit - split.kinds[config][0];
  return { config, modulus: split.parts![config], residue: Math.floor(at / eastParts), run: quarterKeyRun(split.n), eastParts, eastPart: at % eastParts };
}

/** One part of a shard: the units of a count's shard, by arithmetic, never listed. */
export interface ShardUnits {
  split: UnitSplit;
  /** Units index, index + of, ... below split.units. */
  index: number;
  of: number;
  count: number;
}

/** The units of the split that shard I of K counts (all of them without a shard). */
export function shardUnits(split: UnitSplit, shard?: { index: number; of: number }): ShardUnits {
  const index = shard?.index ?? 0;
  const of = shard?.of ?? 1;
  return { split, index, of, count: unitsIn(index, of, 0, split.units) };
}

/** Units u with u mod of = index in [first, end). */
function unitsIn(index: number, of: number, first: number, end: number): number {
  const from = first + ((index - (first % of) + of) % of);
  return from >= end ? 0 : Math.floor((end - 1 - from) / of) + 1;
}

/** Whether the shard holds unit u. */
export const inShard = (shard: ShardUnits, unit: number): boolean => unit >= 0 && unit < shard.split.units && unit % shard.of === shard.index;

/** What a check value is bound to: the count (n, algorithm) and its split's fingerprint. */
export type CheckedSplit = Pick<UnitSplit, "n" | "algo" | "fingerprint">;

/** The check value of a unit's result: a digest of n, the algorithm, the split's fingerprint, the
 *  unit and its counts, so an altered count or n, a result moved to another unit, another count or
 *  another split no longer fits it (the record format: src/cli/count-records.ts). */
export function checkValue(split: CheckedSplit, r: Pick<UnitResult, "unit" | keyof BoardCounts>): string {
  return digest(`${split.n}|${split.algo}|${split.fingerprint}|${r.unit}|${r.solutions}|${r.rot180}|${r.rot90}|${r.nodes}`);
}

/** Whether `r` is a result of a unit of `split` whose counts fit its check value: why not, or
 *  undefined (count({ done }) and the CLI's records apply it alike). */
export function unitRejection(split: UnitSplit, r: UnitResult & { check?: unknown }): string | undefined {
  if (typeof r !== "object" || r === null) return `${r === null ? "null" : typeof r} is not a unit's result`;
  if (!Number.isSafeInteger(r.unit) || r.unit < 0 || r.unit >= split.units) return `unit ${r.unit} is not one of the ${split.units} units of n=${split.n} by ${split.algo}`;
  for (const key of ["solutions", "rot180", "rot90", "nodes"] as const) if (typeof r[key] !== "bigint" || r[key] < 0n) return `unit ${r.unit}'s ${key} is not a count (a bigint >= 0)`;
  if (r.check !== checkValue(split, r)) return `unit ${r.unit}'s check value does not fit its counts (altered, or of another count or split)`;
  return undefined;
}

/** Whether two results of one unit agree on every count. */
export const sameCounts = (a: BoardCounts, b: BoardCounts): boolean =>
  a.solutions === b.solutions && a.rot180 === b.rot180 && a.rot90 === b.rot90 && a.nodes === b.nodes;

/** Work units per call into the quarter join's core, and nodes per call into the backtracking
 *  search's: a few milliseconds each. */
const QUARTER_BUDGET = 1 << 22;
const BACKTRACK_BUDGET = 1 << 22;

/** Runs unit `unit` of the split on a counter set up for split.n, in short calls (so V8 tiers the
 *  core up and the caller can cancel between them): yields the share of the unit done after
 *  each call, and returns its counts. `budget()`, if given, is the work of the next call (the
 *  API's calling thread tunes it to its time slice), else the budgets above. */
export function* unitSteps(counter: Counter, split: UnitSplit, unit: number, budget?: () => number): Generator<number, BoardCounts> {
  if (unit === split.tasks) return boardUnit(counter, split);
  if (split.parts) {
    counter.quarterBegin(quarterTaskOf(split, unit));
    while (!counter.quarterStep(budget?.() ?? QUARTER_BUDGET)) yield counter.quarterProgress;
    return boardCounts(counter.take());
  }
  const { prefixes, nodes } = unitPrefixes(split, unit);
  const tally = zeroTally();
  for (let i = 0; i < prefixes.length; i++) {
    counter.taskBegin(prefixes[i]);
    while (!counter.taskStep(budget?.() ?? BACKTRACK_BUDGET)) yield i / prefixes.length; // how much of a subtree is left cannot be told
    addTally(tally, counter.take());
  }
  const counts = boardCounts(tally);
  counts.nodes += nodes;
  return counts;
}

/** The prefixes whose subtrees a task of the backtracking split counts, with the nodes the unit
 *  holds besides theirs: the subtree whole, or its deeper prefixes of this residue (the first
 *  unit of a subtree then also holds the queens between). */
export function unitPrefixes(split: UnitSplit, unit: number): { prefixes: Uint8Array[]; nodes: bigint } {
  const { list, sub } = split as Required<UnitSplit>;
  const top = prefixOf(list, Math.floor(unit / sub.parts));
  if (sub.parts === 1) return { prefixes: [top], nodes: 1n }; // each prefix's last queen (the shorter prefixes are the board unit's)
  const residue = unit % sub.parts;
  let ordinal = 0;
  const prefixes: Uint8Array[] = [];
  const { inner } = subtree(split.n, top, sub.depth, (rows) => {
    if (ordinal++ % sub.parts === residue) prefixes.push(rows.slice());
  });
  return { prefixes, nodes: BigInt(prefixes.length) + (residue === 0 ? 1n + BigInt(inner) : 0n) };
}

/** What belongs to the board as a whole (see UnitSplit); a counter is needed for the quarter join's only. */
export function boardUnit(counter: Counter | undefined, split: UnitSplit): BoardCounts {
  if (split.parts) {
    // the quarter join counts solutions, not classes: the ones the turns fix come from a search of their own
    const { rot180, rot90 } = counter!.symmetric(split.n);
    return { solutions: 0n, rot180, rot90, nodes: 0n };
  }
  // n = 1: the one queen, fixed by every symmetry, and no tasks
  if (split.n === 1) return { solutions: 1n, rot180: 1n, rot90: 1n, nodes: 1n };
  return { solutions: 0n, rot180: 0n, rot90: 0n, nodes: split.list!.splitNodes };
}

/** The order to count a shard's units in, but those `skip` holds (a checkpoint's): one of each
 *  kind in turn, so that early on every kind has costs measured (the estimate needs them) and the
 *  last units are not all of the costliest kind; the board unit, a moment's work, last. Read as
 *  counted: nothing is listed. */
export function* interleaved(shard: ShardUnits, skip: (unit: number) => boolean = () => false): Generator<number> {
  const { split, index, of } = shard;
  const next = split.kinds.map(([first, end]) => ({ unit: first + ((index - (first % of) + of) % of), end }));
  for (let active = true; active; ) {
    active = false;
    for (const kind of next) {
      while (kind.unit < kind.end && skip(kind.unit)) kind.unit += of;
      if (kind.unit >= kind.end) continue;
      active = true;
      yield kind.unit;
      kind.unit += of;
    }
  }
  if (inShard(shard, split.tasks) && !skip(split.tasks)) yield split.tasks;
}

/** The time a count has left, from what its finished units cost: each unit left costs the mean
 *  of the finished units of its kind; while none of its kind has finished, the milliseconds per
 *  share of the work of all finished ones times its share (the quarter join's configurations
 *  differ in cost from n = 23 on; else units weigh alike). Shared by the threads. The first unit
 *  each thread counts carries the thread's warm-up (V8 tiering the core up, the quarter join's
 *  tables built): its time is used only while no other unit has finished. */
export class Estimate {
  /** Per kind (the board unit's last): units left, finished, their milliseconds, a unit's weight. */
  private readonly kinds: { left: number; done: number; ms: number; weight: number }[];
  private done = 0;
  private coldLeft: number;
  private cold = { weight: 0, ms: 0 };
  private warm = { weight: 0, ms: 0 };

  /** `todo`: the shard's units to count, `skip` those among them already counted. */
  constructor(private readonly split: UnitSplit, todo: ShardUnits, skip: Iterable<number>, private readonly threads: number) {
    const { index, of } = todo;
    const ranges = [...split.kinds, [split.tasks, split.units] as const];
    this.kinds = ranges.map(([first, end], k) => ({ left: unitsIn(index, of, first, end), done: 0, ms: 0, weight: k < split.kinds.length ? unitWeight(split, k) : 1 }));
    for (const u of skip) if (inShard(todo, u)) this.kind(u).left--;
    this.coldLeft = threads;
  }

  /** A unit of `todo` a checkpoint had done, in `ms`: no work left there, and a measure. */
  resumed(unit: number, ms: number): void {
    this.kind(unit).left--;
    this.finished(unit, ms, false);
  }

  private kind(unit: number) {
    return this.kinds[unit === this.split.tasks ? this.kinds.length - 1 : kindOf(this.split, unit)];
  }
  /** A unit finished in `ms`; `counted` false for one a checkpoint had (a measure, not work left). */
  finished(unit: number, ms: number, counted = true): void {
    const kind = this.kind(unit);
    if (counted) {
      kind.left--;
      if (this.coldLeft > 0) {
        this.coldLeft--;
        this.cold.weight += kind.weight;
        this.cold.ms += ms;
        return;
      }
    }
    kind.done++;
    kind.ms += ms;
    this.done++;
    this.warm.weight += kind.weight;
    this.warm.ms += ms;
  }

  /** Milliseconds left, or undefined before any unit has finished. */
  get leftMs(): number | undefined {
    const measured = this.done > 0 ? this.warm : this.cold;
    if (measured.weight === 0) return undefined;
    const perWeight = measured.ms / measured.weight;
    let left = 0;
    let units = 0;
    for (const kind of this.kinds) {
      left += kind.left * (kind.done > 0 ? kind.ms / kind.done : perWeight * kind.weight);
      units += kind.left;
    }
    return left / Math.max(1, Math.min(this.threads, units));
  }
}

/** A task of kind k's cost relative to the mean task's, where the split knows it: the quarter
 *  join's configuration's share of the work over its parts (quarterTaskShare); else 1. */
function unitWeight(split: UnitSplit, k: number): number {
  if (!split.parts) return 1;
  return quarterTaskShare(split.n, { config: k, modulus: split.parts[k], eastParts: split.eastParts! }) * split.tasks;
}
