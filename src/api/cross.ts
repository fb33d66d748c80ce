// The cross-check of the quarter join (issue 20): units of its split, or samples of them, counted
// by the join and again by another algorithm on the same partition (a backtracking search over
// the same sets of rows, src/engine/count-cross.ts), side by side. Platform-neutral; in the
// calling thread, in slices.
import { UsageError, shown } from "../errors/errors.js";
import { Slicer } from "./slicer.js";
import { checkLimits, keysOf, nameOf, optionsOf, wholeOf } from "./options.js";
import { checkAlgo, checkCountSize, type CountPlatform } from "./count.js";
import { ENGINES, type Engine } from "../engine/engine.js";
import { quarterLayout, type Counter, type QuarterTask } from "../engine/count-engine.js";
import { crossSteps, type CrossCounter } from "../engine/count-cross.js";
import { quarterTaskOf, unitSplit } from "../engine/count-units.js";

export interface CrossPlatform extends CountPlatform {
  /** A cross-check search of its own for one run (a fresh Wasm instance, or a new twin). */
  crossCounter(engine: Engine): Promise<CrossCounter>;
}

/** What to cross-check: unit `unit` of the quarter join's split of n (one of its tasks), whole,
 *  or only its `sample`-th run of sets of rows (the join's task of the same configuration with
 *  the run's residue and a modulus past all the runs: a few sets of rows, for a unit too long to
 *  backtrack whole). Where the split cuts a set of rows into east parts (n >= 26), the join counts
 *  all the parts of the unit's sets of rows, as the backtracking does.
 *  @example await crossCheck(15, [{ unit: 0 }, { unit: 30, sample: 2 }]); // unit 0 whole, and samples of unit 30 */
export interface CrossItem {
  unit: number;
  sample?: number;
}

/** How crossCheck() runs; every field is optional.
 *  @example await crossCheck(15, [{ unit: 0 }], { engine: "ts", signal: AbortSignal.timeout(60_000) }); */
export interface CrossOptions {
  /** "wasm" (the default) or "ts": both algorithms on that engine. */
  engine?: Engine;
  /** Aborting it rejects with the signal's reason (an AbortError DOMException by default). */
  signal?: AbortSignal;
  /** Called as each item's join and re-count go. */
  onProgress?: (progress: CrossProgress) => void;
}

/** What crossCheck's onProgress gets as it goes.
 *  @example await crossCheck(15, [{ unit: 0 }], { onProgress: ({ item, items, phase, done }) => console.log(item + 1, "of", items, phase, done) }); */
export interface CrossProgress {
  /** The item being counted (index into the items), and how many there are. */
  item: number;
  items: number;
  /** "join": the quarter join; "cross": the re-count. */
  phase: "join" | "cross";
  /** Share of the phase done. */
  done: number;
}

/** One algorithm's count of an item.
 *  @example const [item] = await crossCheck(15, [{ unit: 0 }]); item.join.solutions === item.cross.solutions; // true: bigints */
export interface CrossCount {
  solutions: bigint;
  /** Each algorithm's own: the join's half-boards, the backtracking's queens placed. */
  nodes: bigint;
  ms: number;
}

/** One item's two counts, by the join and by backtracking, side by side.
 *  @example const [item] = await crossCheck(15, [{ unit: 0 }]); item.confirmed; // true */
export interface CrossResult extends CrossItem {
  /** The join's task counted: the unit's, or the sample's. */
  task: QuarterTask;
  /** Sets of rows it joins. */
  keys: number;
  join: CrossCount;
  cross: CrossCount;
  /** Whether the two counts agree. */
  confirmed: boolean;
}

const now = (): number => performance.now();

export async function crossCheckWith(platform: CrossPlatform, n: number, items: readonly CrossItem[], given?: CrossOptions): Promise<CrossResult[]> {
  const options = optionsOf(given, "crossCheck", keysOf<CrossOptions>({ engine: true, signal: true, onProgress: true }));
  checkLimits(options as CrossOptions & Record<string, unknown>, ["onProgress"]);
  checkCountSize(n);
  checkAlgo(n, "quarter");
  const engine = nameOf(options.engine, "engine", ENGINES, "wasm");
  const split = unitSplit(n, "quarter");
  if (!Array.isArray(items) || items.length === 0) throw new UsageError("crossCheck needs a list of items { unit, sample? }");
  for (const item of items) {
    if (typeof item !== "object" || item === null) throw new UsageError(`crossCheck's items must be objects { unit, sample? }, got ${shown(item)}`);
    // the last unit is the board's (the turns' fixed solutions): it joins no sets of rows
    wholeOf(item.unit, "unit", 0, split.tasks - 1, 0);
    wholeOf(item.sample, "sample", 0, Number.MAX_SAFE_INTEGER, 0);
  }
  const { signal, onProgress } = options;
  // a sample's join builds the pieces of its few sets of rows (by rows), not the whole table (CPU
  // seconds from n = 20); a whole unit joins faster with it
  const joins = new Map<boolean, Counter>();
  const joinFor = async (sample: boolean): Promise<Counter> => {
    let join = joins.get(sample);
    if (!join) {
      join = await platform.counter(engine);
      if (sample) join.quarterLayout = { ...quarterLayout(n), byRows: true };
      join.setup(n);
      joins.set(sample, join);
    }
    return join;
  };
  const cross = await platform.crossCounter(engine);
  // one slicer each: a call's budget is the join's work units or the search's nodes
  const joinSlicer = new Slicer({ signal });
  const crossSlicer = new Slicer({ signal });
  const results: CrossResult[] = [];
  for (let i = 0; i < items.length; i++) {
    const { unit, sample } = items[i];
    const progress = (phase: CrossProgress["phase"], done: number) => onProgress?.({ item: i, items: items.length, phase, done });
    progress("join", 0);
    const join = await joinFor(sample !== undefined);
    let task = quarterTaskOf(split, unit);
    join.quarterBegin(task);
    let keys = join.quarterTaskKeys();
    if (sample !== undefined) {
      // the unit's runs are the configuration's runs residue, residue + modulus, ...: fewer than its sets of rows
      const none = new UsageError(`unit ${unit} of n=${n} has no sample ${sample}: its ${keys.length} sets of rows make fewer runs`);
      if (sample >= keys.length) throw none;
      task = { ...task, modulus: task.modulus * keys.length, residue: task.residue + sample * task.modulus };
      join.quarterBegin(task);
      keys = join.quarterTaskKeys();
      if (keys.length === 0) throw none;
    }
    // every east part of the sets of rows, which the backtracking counts whole
    const joinStarted = now();
    for (let eastPart = 0; eastPart < task.eastParts; eastPart++) {
      join.quarterBegin({ ...task, eastPart });
      while (!joinSlicer.call((budget) => join.quarterStep(budget))) await joinSlicer.breathe(() => progress("join", (eastPart + join.quarterProgress) / task.eastParts));
    }
    const joined = join.take();
    const joinCount = { solutions: joined.joined, nodes: joined.nodes, ms: now() - joinStarted };
    progress("cross", 0);
    const crossStarted = now();
    const steps = crossSteps(cross, n, task.config, keys, () => crossSlicer.budget);
    let step = crossSlicer.call(() => steps.next());
    for (; !step.done; step = crossSlicer.call(() => steps.next())) {
      const done = step.value;
      await crossSlicer.breathe(() => progress("cross", done));
    }
    const crossCount = { ...step.value, ms: now() - crossStarted };
    results.push({ unit, sample, task, keys: keys.length, join: joinCount, cross: crossCount, confirmed: joinCount.solutions === crossCount.solutions });
  }
  return results;
}
