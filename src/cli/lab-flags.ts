// The lab's options on the command line, shared by `solve` (--sideways 0) and `bench`, whose
// --algos names variants the same way (hillclimb:sideways=0:restarts=0).
import { UsageError } from "../errors/errors.js";
import { LAB_DEFAULTS, MAX_POPULATION, MOVES, SCHEDULE_NAMES, STARTS, type LabOptions } from "../api/lab.js";
import { clipped, oneOf, wholeNumber } from "./args.js";
import { VARIANT_OPTIONS, type VariantOption } from "../bench/variants.js";
import { MAX_U32 } from "../api/defaults.js";

export const labFlags = Object.fromEntries(VARIANT_OPTIONS.map((name) => [name, { type: "string" }])) as Record<VariantOption, { type: "string" }>;

export type LabFlagValues = Partial<Record<keyof typeof labFlags, string>>;

const d = LAB_DEFAULTS;
/** The options' lines of --help, defaults quoted from LAB_DEFAULTS. */
export const LAB_HELP = `Options of the algorithms (each applies to the algorithm named):
  --move M           minconflicts: swap (default: two queens trade rows, rows stay a
                     permutation) or column (the textbook's: one attacked queen moves
                     within its column to a row of fewest conflicts)
  --start S          minconflicts: greedy (default for swap) or random (default for column)
  --sideways K       hillclimb: sideways moves allowed in a row (default ${d.sideways})
  --restarts R       restarts from a random state before giving up (default: minconflicts
                     1000, column ${d.columnRestarts}, hillclimb ${d.hillclimbRestarts}, anneal ${d.annealRestarts})
  --max-steps K      steps per attempt (default: minconflicts 1000 + 20 sqrt(n), from a
                     random start 1000 + n; column 100 + 20 n; anneal 100000 + 1000 n)
  --schedule S       anneal: exp (default, T = t0 * cooling^step) or linear (T falls from
                     t0 to 0 over --max-steps)
  --t0 T             anneal: the starting temperature (default ${d.t0})
  --cooling F        anneal, exp: the factor per step, 0 < F < 1 (default ${d.cooling})
  --population P     genetic: individuals per generation, 2 to ${MAX_POPULATION} (default ${d.population})
  --crossover P      genetic: the chance a child is its parents cut and joined (default ${d.crossover})
  --mutation P       genetic: the chance a child gets one queen moved at random (default ${d.mutation})
  --generations G    genetic: generations before giving up (default ${d.generations})`;

/** A decimal number in [min, max]. */
function decimal(text: string | undefined, what: string, min: number, max: number): number | undefined {
  if (text === undefined) return undefined;
  const value = /^\d+(\.\d+)?(e-?\d+)?$/i.test(text) ? Number(text) : NaN;
  if (!(value >= min && value <= max)) throw new UsageError(`${what} must be a number from ${min} to ${max}, got '${clipped(text)}'`);
  return value;
}

const whole = (text: string | undefined, what: string, min: number, max = MAX_U32): number | undefined =>
  text === undefined ? undefined : wholeNumber(text, what, min, max);

/** The flags as solve()'s options; `prefix` names them in errors ("--" on the command line). */
export function labOptionsOf(values: LabFlagValues, prefix = "--"): LabOptions & { maxSteps?: number; maxRestarts?: number } {
  const name = (flag: string): string => `${prefix}${flag}`;
  return {
    move: values.move === undefined ? undefined : oneOf(values.move, name("move"), MOVES, "swap"),
    start: values.start === undefined ? undefined : oneOf(values.start, name("start"), STARTS, "greedy"),
    sideways: whole(values.sideways, name("sideways"), 0),
    maxRestarts: whole(values.restarts, name("restarts"), 0),
    maxSteps: whole(values["max-steps"], name("max-steps"), 1),
    schedule: values.schedule === undefined ? undefined : oneOf(values.schedule, name("schedule"), SCHEDULE_NAMES, "exp"),
    t0: decimal(values.t0, name("t0"), Number.MIN_VALUE, 1e9),
    cooling: decimal(values.cooling, name("cooling"), Number.MIN_VALUE, 1 - Number.EPSILON),
    population: whole(values.population, name("population"), 2, MAX_POPULATION),
    crossover: decimal(values.crossover, name("crossover"), 0, 1),
    mutation: decimal(values.mutation, name("mutation"), 0, 1),
    generations: whole(values.generations, name("generations"), 1),
  };
}

/** Drops the options left undefined, so that a spread keeps defaults. */
export const defined = <T extends object>(options: T): Partial<T> =>
  Object.fromEntries(Object.entries(options).filter(([, v]) => v !== undefined)) as Partial<T>;
