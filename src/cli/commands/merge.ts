import { readFile } from "node:fs/promises";
import { text } from "node:stream/consumers";
import { UsageError } from "../api/errors.js";
import { fundamental } from "../engine/count-tasks.js";
import { parse } from "./args.js";
import { countJson, countLine } from "./count.js";
import { print } from "./output.js";
import type { Command } from "./context.js";

export const help = `Usage: nqueens merge [FILE...|-] [options]

Adds up the results of \`nqueens count <n> --shard I/K\` (JSON objects, one per line or
per file; stdin when no FILE or -) into the count of the whole board. Refuses shards of
different n, K or algorithm, and any shard that is missing or given twice.

Options:
  --unique           also print the fundamental count (OEIS A002562)
  --json             one JSON object {n, solutions, unique, ms, nodes, threads, engine}
                     (ms and threads summed over the shards)
  -h, --help         this text

Exit codes: 0 merged; 2 usage error or shards that do not make one whole count.`;

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
  engine: string;
}

const big = (value: unknown, what: string, where: string): bigint => {
  if ((typeof value === "number" && Number.isSafeInteger(value) && value >= 0) || (typeof value === "string" && /^\d+$/.test(value))) return BigInt(value);
  throw new UsageError(`${where}: ${what} is not a count`);
};

function parseRecord(line: string, where: string): ShardRecord {
  let o: Record<string, unknown>;
  try {
    o = JSON.parse(line) as Record<string, unknown>;
  } catch {
    throw new UsageError(`${where}: not JSON`);
  }
  const shard = typeof o.shard === "string" ? /^(\d+)\/(\d+)$/.exec(o.shard) : null;
  if (!shard) throw new UsageError(`${where}: not a shard result (no "shard": "I/K"; made by nqueens count <n> --shard I/K)`);
  if (typeof o.n !== "number" || typeof o.totalTasks !== "number") throw new UsageError(`${where}: n or totalTasks missing`);
  return {
    n: o.n, index: Number(shard[1]), of: Number(shard[2]), totalTasks: o.totalTasks,
    solutions: big(o.solutions, "solutions", where), rot180: big(o.rot180, "rot180", where),
    rot90: big(o.rot90, "rot90", where), nodes: big(o.nodes, "nodes", where),
    ms: Number(o.ms) || 0, threads: Number(o.threads) || 0, engine: String(o.engine), algo: String(o.algo ?? "backtrack"),
  };
}

export const command: Command = {
  help,
  async run({ argv }) {
    const { values, positionals: files } = parse(argv, { unique: { type: "boolean" }, json: { type: "boolean" } }, "merge");
    if (values.help) {
      await print(help + "\n");
      return 0;
    }
    const sources = files.length === 0 ? ["-"] : files;
    const records: ShardRecord[] = [];
    for (const file of sources) {
      const name = file === "-" ? "stdin" : file;
      const content = file === "-" ? await text(process.stdin) : await readFile(file, "utf8").catch((error: NodeJS.ErrnoException) => {
        throw new UsageError(`cannot read ${file}: ${error.code ?? error.message}`);
      });
      content.split(/\r?\n/).forEach((line, i) => {
        if (line.trim() !== "") records.push(parseRecord(line, `${name}:${i + 1}`));
      });
    }
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
    const missing = Array.from({ length: first.of }, (_, i) => i).filter((i) => !seen.has(i));
    if (missing.length > 0) throw new UsageError(`merge: missing shard${missing.length > 1 ? "s" : ""} ${missing.slice(0, 10).map((i) => `${i}/${first.of}`).join(", ")}${missing.length > 10 ? ", ..." : ""}`);
    const sum = (pick: (r: ShardRecord) => bigint): bigint => records.reduce((total, r) => total + pick(r), 0n);
    const board = { solutions: sum((r) => r.solutions), rot180: sum((r) => r.rot180), rot90: sum((r) => r.rot90), nodes: sum((r) => r.nodes) };
    const engines = new Set(records.map((r) => r.engine));
    const result = {
      n: first.n,
      solutions: board.solutions,
      unique: fundamental(first.n, board),
      nodes: board.nodes,
      ms: records.reduce((t, r) => t + r.ms, 0),
      threads: records.reduce((t, r) => t + r.threads, 0),
      engine: engines.size === 1 ? first.engine : "mixed",
    };
    await print((values.json ? countJson(result) : countLine(result, values.unique === true)) + "\n");
    return 0;
  },
};
