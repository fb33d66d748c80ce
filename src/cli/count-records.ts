// The lines a count leaves behind: a shard's result (`count --shard I/K`) and a checkpoint's
// records (`count --checkpoint FILE`, one per unit). This file is the one home of their format
// (docs/distributed.md shows it): any engine that counts units writes them with checkpointLine /
// shardLine. Both carry n, the algorithm, the build's version, the split's fingerprint and
// revision, and each unit as [unit, solutions, rot180, rot90, nodes, check, ms], where check is
// checkValue (src/engine/count-units.ts: a digest of n, the algorithm, the fingerprint, the unit
// and its counts). A reader recomputes the split from (n, algorithm) and refuses a line whose
// fingerprint, units or check values do not fit it, so an edited n or algorithm is caught even
// where OEIS has no count to compare.
import { NoAnswerError, UsageError } from "../errors/errors.js";
import { COUNT_ALGOS, COUNT_ENGINES, checkAlgo, type CountEngine, type Shard, type ShardCountResult } from "../api/count.js";
import { MAX_COUNT_N } from "../engine/count-engine.js";
import { MAX_THREADS } from "../api/defaults.js";
import { checkValue, unitSplit, type SplitAlgo, type UnitResult, type UnitSplit } from "../engine/count-units.js";
import { clipped, wholeNumber } from "./args.js";
import { VERSION } from "./version.js";


/** A count as JSON: a number while exact in a double, else a decimal string. */
export const jsonCount = (value: bigint): number | string => (value <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(value) : value.toString());

/** What identifies the count a line belongs to: lines merge or resume together only if all agree. */
export interface CountIdentity {
  n: number;
  algo: SplitAlgo;
  version: string;
  /** The fingerprint of the split into units (src/engine/count-units.ts). */
  split: string;
  /** The revision of the split that made the line (SPLIT_REVISION; 1 for lines that do not say). */
  revision: number;
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

/** The identity of this build's count of n by algo. */
export function countIdentity(split: UnitSplit): CountIdentity {
  return { n: split.n, algo: split.algo, version: VERSION, split: split.fingerprint, revision: split.revision, totalUnits: split.units };
}

const checked = (id: CountIdentity) => ({ n: id.n, algo: id.algo, fingerprint: id.split });

/** A unit in a line: [unit, solutions, rot180, rot90, nodes, check, ms]. A time that is not a
 *  finite number >= 0 (a clock gone wrong) is written as 0, never as JSON's null. */
const unitEntry = (id: CountIdentity, r: UnitResult): unknown[] =>
  [r.unit, jsonCount(r.solutions), jsonCount(r.rot180), jsonCount(r.rot90), jsonCount(r.nodes), checkValue(checked(id), r), finiteMs(r.ms)];

const finiteMs = (ms: number): number => (Number.isFinite(ms) && ms >= 0 ? Math.round(ms) : 0);

const identityJson = (id: CountIdentity) => ({ n: id.n, algo: id.algo, version: id.version, split: id.split, revision: id.revision, totalUnits: id.totalUnits });

/** A checkpoint's record of one unit, as a line. */
export function checkpointLine(id: CountIdentity, engine: string, r: UnitResult): string {
  return recordHead(id, engine) + JSON.stringify(unitEntry(id, r)) + "]}";
}

/** What every checkpoint record of the count `id` by `engine` starts with, up to its unit. */
export const recordHead = (id: CountIdentity, engine: string): string => JSON.stringify({ ...identityJson(id), engine, units: [] }).slice(0, -2);

/** Whether `line` is a record of the count `id` cut short by a kill or a full disk: a strict
 *  prefix of one (its head, then a unit's entry without its closing brackets). */
export function isTornRecord(line: string, id: CountIdentity): boolean {
  if (line === "") return false;
  return ["wasm", "ts"].some((engine) => {
    const head = recordHead(id, engine);
    if (line.length <= head.length) return head.startsWith(line);
    return line.startsWith(head) && /^(\[[0-9a-f",]*\]?\]?)?$/.test(line.slice(head.length));
  });
}

/** A shard's result, as a line: its sums and every unit. */
export function shardLine(result: ShardCountResult): string {
  // a shard is a split count's: never the textbook search, which count() refuses to shard
  const id = countIdentity(unitSplit(result.n, result.algo as SplitAlgo));
  return JSON.stringify({
    ...identityJson(id),
    shard: `${result.shard.index}/${result.shard.of}`,
    solutions: jsonCount(result.solutions),
    rot180: jsonCount(result.rot180),
    rot90: jsonCount(result.rot90),
    nodes: jsonCount(result.nodes),
    ms: Number.isFinite(result.ms) ? Math.round(result.ms * 1000) / 1000 : 0,
    threads: result.threads,
    engine: result.engine,
    units: result.units.map((r) => unitEntry(id, r)),
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

/** The longest time a line may give (ms): about 31,700 years, so that sums over 144 million units
 *  stay finite numbers (no "Infinity s", no "ms":null). */
const MAX_MS = 1e15;

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
      return typeof value === "number" && value >= 0 && value <= MAX_MS ? value : bad(field, `a time in ms (0 to ${MAX_MS})`);
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

/** The longest line a kill or a full disk can have cut a record to: a record is a few hundred bytes. */
const MAX_TORN_BYTES = 4096;

/** A line as a count's lines are read (merge, a resumed checkpoint): a record; or, for a line that
 *  is not JSON, what a kill or a full disk leaves: `torn`, a part that may be a record cut short
 *  (the caller, who knows the count, judges it with isTornRecord), followed on the same line by
 *  the next record when a write came after it (then `record` too). Anything else: "not JSON". */
export function parseLine(line: string, where: string): { record?: CountRecord; torn?: string } {
  let o: unknown;
  try {
    o = JSON.parse(line);
  } catch {
    const at = line.lastIndexOf('{"n":');
    if (at > 0) {
      let record: CountRecord | undefined;
      try {
        record = recordOf(JSON.parse(line.slice(at)), where);
      } catch {
        // not a record after all
      }
      if (record && isTornRecord(line.slice(0, at), record)) return { record, torn: line.slice(0, at) };
    }
    if (line.length <= MAX_TORN_BYTES && line.startsWith("{")) return { torn: line };
    throw new UsageError(`${where}: not JSON`);
  }
  return { record: recordOf(o, where) };
}

/** One line of a shard's result or a checkpoint, every field checked, the split recomputed from
 *  its n and algorithm, and each unit's check value (exit 1 when a unit's counts do not fit it:
 *  altered or damaged). */
export function parseRecord(line: string, where: string): CountRecord {
  let o: unknown;
  try {
    o = JSON.parse(line);
  } catch {
    throw new UsageError(`${where}: not JSON`);
  }
  return recordOf(o, where);
}

function recordOf(o: unknown, where: string): CountRecord {
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
    revision: record.revision === undefined ? 1 : field.whole("revision", 1, Number.MAX_SAFE_INTEGER),
    totalUnits: field.whole("totalUnits", 1, Number.MAX_SAFE_INTEGER),
  };
  const split = splitOf(id, where);
  const units = (record.units as unknown[]).map((entry) => unitOf(entry, split, field, where));
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

/** A unit's entry [unit, solutions, rot180, rot90, nodes, check, ms], every field checked, and
 *  its check value (exit 1 when its counts do not fit it: altered or damaged). */
function unitOf(entry: unknown, split: UnitSplit, field: ReturnType<typeof fields>, where: string): UnitResult {
  if (!Array.isArray(entry) || entry.length !== 7) return field.bad("units", "a list of [unit, solutions, rot180, rot90, nodes, check, ms]", entry);
  const r: UnitResult = {
    unit: field.whole("units", 0, split.units - 1, entry[0]),
    solutions: field.count(entry[1], "units"), rot180: field.count(entry[2], "units"), rot90: field.count(entry[3], "units"), nodes: field.count(entry[4], "units"),
    ms: typeof entry[6] === "number" && entry[6] >= 0 && entry[6] <= MAX_MS ? entry[6] : field.bad("units", `a time in ms (0 to ${MAX_MS})`, entry[6]),
    check: typeof entry[5] === "string" ? entry[5] : field.bad("units", "a check value (16 hex digits)", entry[5]),
  };
  if (r.check !== checkValue(split, r)) {
    throw new NoAnswerError(`${where}: unit ${r.unit}'s check value does not fit its counts (the line was altered or damaged)`);
  }
  return r;
}

/** Checkpoint heads a LineReader remembers: one a count and engine; a file of mixed counts reads at the plain pace. */
const MAX_HEADS = 8;

/** Reads a count's lines as parseLine does, with a shortcut for the line that makes a checkpoint
 *  of millions of records (n = 26: 41.6 million): a record whose head (recordHead: every field but
 *  its unit's entry) is that of a record read whole before. Only its entry is parsed and checked,
 *  which gives the same record, or the same refusal, for a fraction of the work. */
export class LineReader {
  private readonly heads: { head: string; split: UnitSplit; record: CountRecord }[] = [];

  read(line: string, where: string): { record?: CountRecord; torn?: string } {
    for (const known of this.heads) {
      if (!line.startsWith(known.head) || !line.endsWith("]]}")) continue;
      let entry: unknown;
      try {
        entry = JSON.parse(line.slice(known.head.length, -2));
      } catch {
        break; // not one entry: read whole below
      }
      const r = unitOf(entry, known.split, fields({}, where), where);
      return { record: { ...known.record, units: [r], where, ms: r.ms } };
    }
    const parsed = parseLine(line, where);
    const record = parsed.record;
    if (record && parsed.torn === undefined && !record.shard && this.heads.length < MAX_HEADS) {
      const head = recordHead(record, record.engine);
      // the head, then entries and nothing after them: no other field to carry over
      if (line.startsWith(head) && line.endsWith("]]}") && !this.heads.some((known) => known.head === head)) this.heads.push({ head, split: unitSplit(record.n, record.algo), record });
    }
    return parsed;
  }
}

/** The split a line says it is of, recomputed from its n and algorithm: a line of another
 *  revision is refused by name (exit 2), one whose fingerprint or units are not those of its n and
 *  algorithm (an edited n or algo) as altered (exit 1). */
function splitOf(id: CountIdentity, where: string): UnitSplit {
  try {
    checkAlgo(id.n, id.algo);
  } catch (error) {
    throw new NoAnswerError(`${where}: ${(error as Error).message} (the line was altered)`);
  }
  const split = unitSplit(id.n, id.algo);
  if (id.revision !== split.revision) {
    throw new UsageError(`${where}: made by split revision ${id.revision} (nqueens ${id.version}); this build splits counts by revision ${split.revision}: `
      + `finish or merge it with a build of revision ${id.revision} (nqueens ${id.version})`);
  }
  if (split.fingerprint !== id.split || split.units !== id.totalUnits) {
    throw new NoAnswerError(`${where}: its split (${id.split}, ${id.totalUnits} units) is not the split of n=${id.n} by ${id.algo} (${split.fingerprint}, ${split.units} units): the line was altered`);
  }
  return split;
}

/** The first identity field in which two lines differ, said as why they cannot go together. */
export function mismatch(a: CountIdentity, b: CountIdentity): string | undefined {
  if (a.n !== b.n) return `different n (${a.n} and ${b.n})`;
  if (a.algo !== b.algo) return `different algorithms (${a.algo} and ${b.algo}: each splits its work its own way)`;
  if (a.version !== b.version) return `different builds (nqueens ${a.version} and ${b.version})`;
  if (a.revision !== b.revision) return `different split revisions (${a.revision} and ${b.revision})`;
  if (a.split !== b.split || a.totalUnits !== b.totalUnits) return `different splits into units (${a.split}, ${a.totalUnits} units, and ${b.split}, ${b.totalUnits} units)`;
  return undefined;
}
