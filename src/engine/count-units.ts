// A count's units of work and the results that prove themselves: the split of a count into units,
// the same on every machine and named by a fingerprint, and each unit's result with a check value,
// so that shards, checkpoints and merges can tell a unit's result from another split's, another
// build's, or an altered one. Platform- and engine-neutral.
import type { Counter, QuarterTask } from "./count-engine.js";
import { boardCounts, prefixOf, quarterTasks, taskList, type BoardCounts, type TaskList } from "./count-tasks.js";

/** The two searches a count can run; each splits its work its own way. */
export type SplitAlgo = "quarter" | "backtrack";

/** Bumped whenever a unit of either split comes to count different work under the same
 *  description (the order the core joins sets of rows in, the tree's bounds), so the fingerprint
 *  changes with it. */
export const SPLIT_REVISION = 1;

/** The units of a count of n: units 0..tasks-1 are the search's tasks (the quarter join's or the
 *  backtracking subtrees), unit `tasks` (the *board unit*) what belongs to the board as a whole:
 *  the placements the turns fix (quarter join), the queens placed while splitting the tree
 *  (backtracking), n = 1's one queen. Unit u belongs to shard u mod K. */
export interface UnitSplit {
  n: number;
  algo: SplitAlgo;
  tasks: number;
  /** tasks + 1 */
  units: number;
  /** A digest of everything that defines the units: algorithm, n, revision, each unit's description. */
  fingerprint: string;
  /** The backtracking subtrees, or the quarter join's tasks. */
  list?: TaskList;
  joins?: QuarterTask[];
}

/** One unit's counts: additive over units, with the milliseconds it took (not checked: machines differ). */
export interface UnitResult extends BoardCounts {
  unit: number;
  ms: number;
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

/** The units of a count of n by `algo`, a function of n and algo alone. */
export function unitSplit(n: number, algo: SplitAlgo): UnitSplit {
  const key = `${algo}:${n}`;
  const hit = splits.get(key);
  if (hit) return hit;
  let split: UnitSplit;
  if (algo === "quarter") {
    const joins = quarterTasks(n);
    const text = joins.map((t) => `${t.config}.${t.residue}/${t.modulus}`).join(",");
    split = { n, algo, tasks: joins.length, units: joins.length + 1, fingerprint: digest(`${key}:r${SPLIT_REVISION}:${text}`), joins };
  } else {
    const list = taskList(n);
    const text = `${list.depth}:${Array.from(list.rows).join(",")}`;
    split = { n, algo, tasks: list.count, units: list.count + 1, fingerprint: digest(`${key}:r${SPLIT_REVISION}:${text}`), list };
  }
  splits.set(key, split);
  return split;
}

/** The units of the split that shard I of K counts (all of them without a shard). */
export function shardUnits(split: UnitSplit, shard?: { index: number; of: number }): number[] {
  const units: number[] = [];
  for (let u = shard ? shard.index : 0; u < split.units; u += shard ? shard.of : 1) units.push(u);
  return units;
}

/** The check value of a unit's result: a digest of the split's fingerprint, the unit and its
 *  counts, so an altered count, a result moved to another unit or another split no longer fits it. */
export function checkValue(fingerprint: string, r: Pick<UnitResult, "unit" | keyof BoardCounts>): string {
  return digest(`${fingerprint}|${r.unit}|${r.solutions}|${r.rot180}|${r.rot90}|${r.nodes}`);
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
  const { n, joins, list } = split;
  if (unit === split.tasks) return boardUnit(counter, split);
  if (joins) {
    counter.quarterBegin(joins[unit]);
    while (!counter.quarterStep(budget?.() ?? QUARTER_BUDGET)) yield counter.quarterProgress;
    return boardCounts(counter.take());
  }
  counter.taskBegin(prefixOf(list!, unit));
  while (!counter.taskStep(budget?.() ?? BACKTRACK_BUDGET)) yield 0; // how much of a subtree is left cannot be told
  const counts = boardCounts(counter.take());
  counts.nodes += 1n; // the prefix's last queen (the shorter prefixes are the board unit's)
  return counts;
}

/** What belongs to the board as a whole (see UnitSplit). */
function boardUnit(counter: Counter, split: UnitSplit): BoardCounts {
  if (split.joins) {
    // the quarter join counts solutions, not classes: the ones the turns fix come from a search of their own
    const { rot180, rot90 } = counter.symmetric(split.n);
    return { solutions: 0n, rot180, rot90, nodes: 0n };
  }
  // n = 1: the one queen, fixed by every symmetry, and no tasks
  if (split.n === 1) return { solutions: 1n, rot180: 1n, rot90: 1n, nodes: 1n };
  return { solutions: 0n, rot180: 0n, rot90: 0n, nodes: split.list!.splitNodes };
}

/** Units of a kind cost alike: the quarter join's units of one configuration, the backtracking
 *  subtrees below one first row; the board unit is a kind of its own. */
function kindOf(split: UnitSplit, unit: number): number {
  if (unit === split.tasks) return -1;
  return split.joins ? split.joins[unit].config : split.list!.rows[unit * split.list!.depth];
}

/** The order to count units in: one of each kind in turn, so that early on every kind has
 *  costs measured (the estimate needs them) and the last units are not all of the costliest kind;
 *  the board unit, a moment's work, last. */
export function interleaved(split: UnitSplit, units: readonly number[]): number[] {
  const kinds = new Map<number, number[]>();
  for (const u of units) {
    if (u === split.tasks) continue;
    const k = kindOf(split, u);
    const list = kinds.get(k);
    if (list) list.push(u);
    else kinds.set(k, [u]);
  }
  const lists = [...kinds.values()];
  const order: number[] = [];
  const tasks = units.length - (units.includes(split.tasks) ? 1 : 0);
  for (let i = 0; order.length < tasks; i++) for (const list of lists) if (i < list.length) order.push(list[i]);
  if (tasks < units.length) order.push(split.tasks);
  return order;
}

/** The time a count has left, from what its finished units cost: each unit left costs the mean
 *  of the finished units of its kind (of all finished ones while none of its kind is), shared by
 *  the threads. The first unit each thread counts carries the thread's warm-up (V8 tiering the
 *  core up, the memory of the tables grown and touched): its time is used only while no other
 *  unit has finished. */
export class Estimate {
  private readonly kinds = new Map<number, { left: number; done: number; ms: number }>();
  private done = 0;
  private ms = 0;
  private coldLeft: number;
  private coldDone = 0;
  private coldMs = 0;

  constructor(private readonly split: UnitSplit, todo: readonly number[], private readonly threads: number) {
    for (const u of todo) this.kind(u).left++;
    this.coldLeft = threads;
  }

  private kind(unit: number) {
    const k = kindOf(this.split, unit);
    let entry = this.kinds.get(k);
    if (!entry) this.kinds.set(k, (entry = { left: 0, done: 0, ms: 0 }));
    return entry;
  }

  /** A unit finished in `ms`; `counted` false for one a checkpoint had (a measure, not work left). */
  finished(unit: number, ms: number, counted = true): void {
    const kind = this.kind(unit);
    if (counted) {
      kind.left--;
      if (this.coldLeft > 0) {
        this.coldLeft--;
        this.coldDone++;
        this.coldMs += ms;
        return;
      }
    }
    kind.done++;
    kind.ms += ms;
    this.done++;
    this.ms += ms;
  }

  /** Milliseconds left, or undefined before any unit has finished. */
  get leftMs(): number | undefined {
    if (this.done + this.coldDone === 0) return undefined;
    const mean = this.done > 0 ? this.ms / this.done : this.coldMs / this.coldDone;
    let left = 0;
    let units = 0;
    for (const kind of this.kinds.values()) {
      left += kind.left * (kind.done > 0 ? kind.ms / kind.done : mean);
      units += kind.left;
    }
    return left / Math.max(1, Math.min(this.threads, units));
  }
}
