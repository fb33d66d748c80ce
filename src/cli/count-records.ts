// The lines a count leaves behind: a shard's result (`count --shard I/K`) and a checkpoint's
// records (`count --checkpoint FILE`, one per unit). Both carry the build's version, the
// fingerprint of the split and each unit's counts with its check value, so `merge` and a resumed
// count can take any of them, check each unit on its own and tell another split or build apart.
import { NoAnswerError, UsageError } from "../api/errors.js";
import { COUNT_ENGINES, type CountAlgo, type CountEngine, type CountResult, type Shard } from "../api/count.js";
import { MAX_COUNT_N, checkValue, type UnitResult } from "../index.js";
import { clipped, wholeNumber } from "./args.js";
import { VERSION } from "./version.js";

/** Most worker threads a result line may say it used (and --threads takes). */
export const MAX_THREADS = 1024;
/** The --algo choices (and what a result line may say it was counted by). */
export const COUNT_ALGOS = ["quarter", "backtrack"] as const satisfies readonly CountAlgo[];

/** A count as JSON: a number while exact in a double, else a decimal string. */
export const jsonCount = (value: bigint): number | string => (value <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(value) : value.toString());

/** What identifies the count a line belongs to: lines merge or resume together only if all agree. */
export interface CountIdentity {
  n: number;
  algo: CountAlgo;
  version: string;
  /** The fingerprint of the split into units (src/engine/count-units.ts). */
  split: string;
  totalUnits: number;
}

/** One line read back: its count, its units, and for a shard's line what the shard says of itself. */
export interface CountRecord extends CountIdentity {
  units: UnitResult[];
  engine: CountEngine;
  ms: number;
  threads: number;
  where: string;
  shard?: Shard & { solutions: bigint; rot180: bigint; rot90: bigint; nodes: bigint };
}

/** A unit in a line: [unit, solutions, rot180, rot90, nodes, check, ms]. */
const unitEntry = (split: string, r: UnitResult): unknown[] =>
  [r.unit, jsonCount(r.solutions), jsonCount(r.rot180), jsonCount(r.rot90), jsonCount(r.nodes), checkValue(split, r), Math.round(r.ms)];

const identityJson = (id: CountIdentity) => ({ n: id.n, algo: id.algo, version: id.version, split: id.split, totalUnits: id.totalUnits });

/** A checkpoint's record of one unit, as a line. */
export function checkpointLine(id: CountIdentity, engine: string, r: UnitResult): string {
  return JSON.stringify({ ...identityJson(id), engine, units: [unitEntry(id.split, r)] });
}

/** A shard's result, as a line: its sums and every unit. */
export function shardLine(result: CountResult & { shard: Shard }): string {
  const id: CountIdentity = { n: result.n, algo: result.algo, version: VERSION, split: result.split, totalUnits: result.totalUnits };
  return JSON.stringify({
    ...identityJson(id),
    shard: `${result.shard.index}/${result.shard.of}`,
    solutions: jsonCount(result.solutions),
    rot180: jsonCount(result.rot180),
    rot90: jsonCount(result.rot90),
    nodes: jsonCount(result.nodes),
    ms: Math.round(result.ms * 1000) / 1000,
    threads: result.threads,
    engine: result.engine,
    units: result.units.map((r) => unitEntry(id.split, r)),
  });
}

/** "I/K": shard I of K, 0 <= I < K <= MAX_SHARDS; `what` names where the text came from. */
export function parseShard(text: string, what = "--shard"): Shard {
  const match = /^(\d+)\/(\d+)$/.exec(text);
  if (!match) throw new UsageError(`${what} must be I/K, e.g. 0/4, got '${clipped(text)}'`);
  const of = wholeNumber(match[2], `K in ${what} I/K`, 1, MAX_SHARDS);
  const index = wholeNumber(match[1], `I in ${what} I/K`, 0, of - 1);
  return { index, of };
}

/** Most shards a count is split into: past the most units of any split (n = 26: 41,602,401;
 *  n = 27: 144,179,617), which bound K again once n is known. */
export const MAX_SHARDS = 2 ** 32;

/** Field checks of a line: each throws one usage error naming the line and the field. */
function fields(o: Record<string, unknown>, where: string) {
  const bad = (field: string, what: string, value: unknown = o[field]): never => {
    // 1e400 parses as Infinity, which JSON.stringify would show as null
    const shown = typeof value === "number" ? String(value) : JSON.stringify(value) ?? "nothing";
    throw new UsageError(`${where}: "${field}" must be ${what}, got ${clipped(shown)}`);
  };
  const count = (value: unknown, field: string): bigint => {
    if (typeof value === "number" && Number.isSafeInteger(value) && value >= 0) return BigInt(value);
    if (typeof value === "string" && /^\d+$/.test(value)) return BigInt(value);
    return bad(field, "a count (a whole number >= 0, or its decimal string)", value);
  };
  const whole = (field: string, min: number, max: number, value: unknown = o[field]): number =>
    typeof value === "number" && Number.isSafeInteger(value) && value >= min && value <= max ? value : bad(field, `a whole number from ${min} to ${max}`, value);
  return {
    bad, count, whole,
    milliseconds(field: string): number {
      const value = o[field];
      return typeof value === "number" && Number.isFinite(value) && value >= 0 ? value : bad(field, "a time in ms (a number >= 0)");
    },
    text(field: string, pattern: RegExp, what: string): string {
      const value = o[field];
      return typeof value === "string" && pattern.test(value) ? value : bad(field, what);
    },
    oneOf<T extends string>(field: string, choices: readonly T[]): T {
      const value = o[field];
      return (choices as readonly unknown[]).includes(value) ? (value as T) : bad(field, `one of ${choices.join(", ")}`);
    },
  };
}

/** One line of a shard's result or a checkpoint, every field checked, and each unit's check
 *  value (exit 1 when a unit's counts do not fit it: altered or damaged). */
export function parseRecord(line: string, where: string): CountRecord {
  let o: unknown;
  try {
    o = JSON.parse(line);
  } catch {
    throw new UsageError(`${where}: not JSON`);
  }
  if (typeof o !== "object" || o === null || Array.isArray(o) || !Array.isArray((o as { units?: unknown }).units)) {
    throw new UsageError(`${where}: not a count's result (no "units"; made by nqueens count <n> --shard I/K or --checkpoint FILE of this version)`);
  }
  const record = o as Record<string, unknown>;
  const field = fields(record, where);
  const id: CountIdentity = {
    n: field.whole("n", 1, MAX_COUNT_N),
    algo: field.oneOf("algo", COUNT_ALGOS),
    version: field.text("version", /^[\w.+-]{1,64}$/, "a version"),
    split: field.text("split", /^[0-9a-f]{16}$/, "a split's fingerprint (16 hex digits)"),
    totalUnits: field.whole("totalUnits", 1, Number.MAX_SAFE_INTEGER),
  };
  const units = (record.units as unknown[]).map((entry): UnitResult => {
    if (!Array.isArray(entry) || entry.length !== 7) return field.bad("units", "a list of [unit, solutions, rot180, rot90, nodes, check, ms]", entry);
    const r: UnitResult = {
      unit: field.whole("units", 0, id.totalUnits - 1, entry[0]),
      solutions: field.count(entry[1], "units"), rot180: field.count(entry[2], "units"), rot90: field.count(entry[3], "units"), nodes: field.count(entry[4], "units"),
      ms: typeof entry[6] === "number" && Number.isFinite(entry[6]) && entry[6] >= 0 ? entry[6] : field.bad("units", "a time in ms", entry[6]),
    };
    if (entry[5] !== checkValue(id.split, r)) {
      throw new NoAnswerError(`${where}: unit ${r.unit}'s check value does not fit its counts (the line was altered or damaged)`);
    }
    return r;
  });
  const parsed: CountRecord = {
    ...id, units, where,
    engine: field.oneOf("engine", COUNT_ENGINES),
    ms: record.ms === undefined ? units.reduce((t, r) => t + r.ms, 0) : field.milliseconds("ms"),
    threads: record.threads === undefined ? 1 : field.whole("threads", 1, MAX_THREADS),
  };
  if (record.shard !== undefined) {
    let shard: Shard;
    try {
      shard = parseShard(String(record.shard), '"shard"');
    } catch (error) {
      throw new UsageError(`${where}: ${(error as Error).message}`);
    }
    parsed.shard = { ...shard, solutions: field.count(record.solutions, "solutions"), rot180: field.count(record.rot180, "rot180"), rot90: field.count(record.rot90, "rot90"), nodes: field.count(record.nodes, "nodes") };
  }
  return parsed;
}

/** The first identity field in which two lines differ, said as why they cannot go together. */
export function mismatch(a: CountIdentity, b: CountIdentity): string | undefined {
  if (a.n !== b.n) return `different n (${a.n} and ${b.n})`;
  if (a.algo !== b.algo) return `different algorithms (${a.algo} and ${b.algo}: each splits its work its own way)`;
  if (a.version !== b.version) return `different builds (nqueens ${a.version} and ${b.version})`;
  if (a.split !== b.split || a.totalUnits !== b.totalUnits) return `different splits into units (${a.split}, ${a.totalUnits} units, and ${b.split}, ${b.totalUnits} units)`;
  return undefined;
}
