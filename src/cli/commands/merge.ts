import { UsageError } from "../../api/errors.js";
import type { Shard } from "../../api/count.js";
import { MAX_COUNT_N } from "../../engine/count-engine.js";
import { fundamental } from "../../engine/count-tasks.js";
import { defineCommand, readInput } from "../command.js";
import { print } from "../output.js";
import { COUNT_ALGOS, MAX_THREADS, countJson, countLine, parseShard, type CountSummary } from "./count.js";

interface ShardRecord {
  n: number;
  index: number;
  of: number;
  totalTasks: number;
  solutions: bigint;
  rot180: bigint;
  rot90: bigint;
  nodes: bigint;
  /** The shards of one count must come from the same algorithm: each splits its work its own way. */
  algo: string;
  ms: number;
  threads: number;
  engine: "wasm" | "ts";
}

/** Field checks of a shard line: each throws one usage error naming the line and the field. */
function fields(o: Record<string, unknown>, where: string) {
  const bad = (field: string, what: string): never => {
    const value = o[field];
    // 1e400 parses as Infinity, which JSON.stringify would show as null
    const shown = typeof value === "number" ? String(value) : JSON.stringify(value) ?? "nothing";
    throw new UsageError(`${where}: "${field}" must be ${what}, got ${shown}`);
  };
  return {
    count(field: string): bigint {
      const value = o[field];
      if (typeof value === "number" && Number.isSafeInteger(value) && value >= 0) return BigInt(value);
      if (typeof value === "string" && /^\d+$/.test(value)) return BigInt(value);
      return bad(field, "a count (a whole number >= 0, or its decimal string)");
    },
    whole(field: string, min: number, max: number): number {
      const value = o[field];
      return typeof value === "number" && Number.isSafeInteger(value) && value >= min && value <= max ? value : bad(field, `a whole number from ${min} to ${max}`);
    },
    milliseconds(field: string): number {
      const value = o[field];
      return typeof value === "number" && Number.isFinite(value) && value >= 0 ? value : bad(field, "a time in ms (a number >= 0)");
    },
    oneOf<T extends string>(field: string, choices: readonly T[]): T {
      const value = o[field];
      return (choices as readonly unknown[]).includes(value) ? (value as T) : bad(field, `one of ${choices.join(", ")}`);
    },
  };
}

/** One line of `nqueens count <n> --shard I/K`, every field checked. */
export function parseRecord(line: string, where: string): ShardRecord {
  let o: unknown;
  try {
    o = JSON.parse(line);
  } catch {
    throw new UsageError(`${where}: not JSON`);
  }
  if (typeof o !== "object" || o === null || Array.isArray(o) || typeof (o as { shard?: unknown }).shard !== "string") {
    throw new UsageError(`${where}: not a shard result (no "shard": "I/K"; made by nqueens count <n> --shard I/K)`);
  }
  const record = o as Record<string, unknown>;
  const field = fields(record, where);
  let shard: Shard;
  try {
    shard = parseShard(record.shard as string, '"shard"');
  } catch (error) {
    throw new UsageError(`${where}: ${(error as Error).message}`);
  }
  const { index, of } = shard;
  return {
    n: field.whole("n", 1, MAX_COUNT_N),
    index, of,
    totalTasks: field.whole("totalTasks", 1, Number.MAX_SAFE_INTEGER),
    solutions: field.count("solutions"), rot180: field.count("rot180"), rot90: field.count("rot90"), nodes: field.count("nodes"),
    ms: field.milliseconds("ms"),
    threads: field.whole("threads", 1, MAX_THREADS),
    engine: field.oneOf("engine", ["wasm", "ts"] as const),
    algo: record.algo === undefined ? "backtrack" : field.oneOf("algo", COUNT_ALGOS),
  };
}

/** The whole board's count from its shards, or one usage error saying why they do not fit together. */
export function mergeShards(records: ShardRecord[]): CountSummary {
  if (records.length === 0) throw new UsageError("merge: no shard results given");
  const [first] = records;
  for (const r of records) {
    if (r.n !== first.n) throw new UsageError(`merge: shards of different n (${first.n} and ${r.n})`);
    if (r.of !== first.of) throw new UsageError(`merge: shards of different K (${first.of} and ${r.of})`);
    if (r.algo !== first.algo) throw new UsageError(`merge: shards of different algorithms (${first.algo} and ${r.algo})`);
    if (r.totalTasks !== first.totalTasks) throw new UsageError(`merge: shards split differently (${first.totalTasks} and ${r.totalTasks} tasks): made by different versions`);
  }
  const seen = new Set<number>();
  for (const r of records) {
    if (seen.has(r.index)) throw new UsageError(`merge: shard ${r.index}/${r.of} given twice`);
    seen.add(r.index);
  }
  if (seen.size < first.of) {
    const missing: string[] = [];
    for (let i = 0; i < first.of && missing.length <= 10; i++) if (!seen.has(i)) missing.push(`${i}/${first.of}`);
    const more = first.of - seen.size > 10 ? ", ..." : "";
    throw new UsageError(`merge: missing shard${first.of - seen.size > 1 ? "s" : ""} ${missing.slice(0, 10).join(", ")}${more}`);
  }
  const sum = (pick: (r: ShardRecord) => bigint): bigint => records.reduce((total, r) => total + pick(r), 0n);
  const board = { solutions: sum((r) => r.solutions), rot180: sum((r) => r.rot180), rot90: sum((r) => r.rot90), nodes: sum((r) => r.nodes) };
  // Burnside: the classes are (all + rot180 + 2 rot90) / 8; anything else means altered shards
  if (first.n > 1 && (board.solutions + board.rot180 + 2n * board.rot90) % 8n !== 0n) {
    throw new UsageError(`merge: the shards' counts do not fit together (solutions + rot180 + 2 rot90 is not a multiple of 8)`);
  }
  const engines = new Set(records.map((r) => r.engine));
  return {
    n: first.n,
    solutions: board.solutions,
    unique: fundamental(first.n, board),
    nodes: board.nodes,
    ms: records.reduce((t, r) => t + r.ms, 0),
    threads: records.reduce((t, r) => t + r.threads, 0),
    engine: engines.size === 1 ? first.engine : "mixed",
  };
}

export const command = defineCommand({
  name: "merge",
  usage: "nqueens merge [FILE...|-] [options]",
  help: `Adds up the results of \`nqueens count <n> --shard I/K\` (JSON objects, one per line or
per file; stdin when no FILE or -) into the count of the whole board. Every field of
every line is checked; shards of different n, K or algorithm, and any shard that is
missing or given twice, are refused.

Options:
  --unique           also print the fundamental count (OEIS A002562)
  --json             one JSON object {n, solutions, unique, ms, nodes, threads, engine}
                     (ms and threads summed over the shards)
  -h, --help         this text

Exit codes: 0 merged; 2 usage error (a file that cannot be read, a line that is not a
shard result, shards that do not make one whole count); 130 interrupted.`,
  examples: [
    "for i in 0 1 2 3; do nqueens count 14 --shard $i/4; done | nqueens merge --unique",
    "nqueens merge part0.json part1.json part2.json part3.json --json",
  ],
  options: { unique: { type: "boolean" }, json: { type: "boolean" } },
  maxArgs: Infinity,
  async run({ values, args: files }) {
    const records: ShardRecord[] = [];
    for (const file of files.length === 0 ? ["-"] : files) {
      const name = file === "-" ? "stdin" : file;
      (await readInput(file)).split(/\r?\n/).forEach((line, i) => {
        if (line.trim() !== "") records.push(parseRecord(line, `${name}:${i + 1}`));
      });
    }
    const result = mergeShards(records);
    await print((values.json ? countJson(result) : countLine(result, values.unique === true)) + "\n");
    return 0;
  },
});
