import { NoAnswerError, UsageError } from "../../api/errors.js";
import { sumCounts } from "../../api/count.js";
import { fundamental, sameCounts, type UnitResult } from "../../index.js";
import { defineCommand, readInput } from "../command.js";
import { print } from "../output.js";
import { mismatch, parseRecord, type CountRecord } from "../count-records.js";
import { checkKnown, countJson, countLine, type CountSummary } from "./count.js";

/** Lists at most ten of the numbers, then "...". */
const some = (items: number[], show: (i: number) => string): string =>
  items.slice(0, 10).map(show).join(", ") + (items.length > 10 ? ", ..." : "");

/** The whole board's count from shards' results and checkpoints' records: every unit once, a
 *  unit given twice compared (confirmed, or a conflict), the total checked against OEIS. */
export function mergeRecords(records: CountRecord[]): CountSummary & { confirmed: number } {
  if (records.length === 0) throw new UsageError("merge: no results given");
  const [first] = records;
  const units = new Map<number, UnitResult & { where: string }>();
  let confirmed = 0;
  for (const record of records) {
    const why = mismatch(first, record);
    if (why) throw new UsageError(`merge: ${record.where} and ${first.where} are results of ${why}`);
    if (record.shard) {
      const { index, of } = record.shard;
      const bad = record.units.find((r) => r.unit % of !== index);
      if (bad || record.units.length !== Math.ceil((first.totalUnits - index) / of)) {
        throw new UsageError(`merge: ${record.where}: shard ${index}/${of} does not list exactly its units${bad ? ` (unit ${bad.unit} is not one)` : ""}`);
      }
      if (!sameCounts(record.shard, sumCounts(record.units))) throw new NoAnswerError(`merge: ${record.where}: the shard's sums differ from its units' (the line was altered)`);
    }
    for (const r of record.units) {
      const before = units.get(r.unit);
      if (!before) units.set(r.unit, { ...r, where: record.where });
      else if (sameCounts(before, r)) confirmed++;
      else {
        throw new NoAnswerError(`merge: unit ${r.unit} was counted twice with different results: ${before.solutions} solutions, ${before.nodes} nodes `
          + `(${before.where}) and ${r.solutions} solutions, ${r.nodes} nodes (${record.where})`);
      }
    }
  }
  if (units.size < first.totalUnits) {
    const missing: number[] = [];
    for (let u = 0; u < first.totalUnits && missing.length <= 10; u++) if (!units.has(u)) missing.push(u);
    const left = first.totalUnits - units.size;
    const of = records.find((r) => r.shard)?.shard?.of;
    const shards = of === undefined ? "" : `: shard${left > 1 ? "s" : ""} ${some([...new Set(missing.map((u) => u % of))], (i) => `${i}/${of}`)}`;
    throw new UsageError(`merge: ${left} of ${first.totalUnits} units missing (unit${left > 1 ? "s" : ""} ${some(missing, String)})${shards}`);
  }
  const board = sumCounts(units.values());
  // Burnside: the classes are (all + rot180 + 2 rot90) / 8; anything else means altered counts
  if (first.n > 1 && (board.solutions + board.rot180 + 2n * board.rot90) % 8n !== 0n) {
    throw new NoAnswerError(`merge: the units' counts do not fit together (solutions + rot180 + 2 rot90 is not a multiple of 8)`);
  }
  const unique = fundamental(first.n, board);
  checkKnown(first.n, board.solutions, unique);
  const engines = new Set(records.map((r) => r.engine));
  return {
    n: first.n,
    solutions: board.solutions,
    unique,
    nodes: board.nodes,
    ms: [...units.values()].reduce((t, r) => t + r.ms, 0),
    threads: records.reduce((t, r) => t + (r.shard ? r.threads : 0), 0) || 1,
    engine: engines.size === 1 ? first.engine : "mixed",
    confirmed,
  };
}

export const command = defineCommand({
  name: "merge",
  usage: "nqueens merge [FILE...|-] [options]",
  help: `Adds up the results of \`nqueens count <n> --shard I/K\` and the records of
\`--checkpoint FILE\` (JSON objects, one per line or per file; stdin when no FILE or -)
into the count of the whole board. Every field of every line and every unit's check value
are checked; results of different n, algorithms, builds or splits into units are refused;
a unit given twice is compared (confirmed, or a conflict); every unit must be there; the
total is checked against OEIS where it is known.

Options:
  --unique           also print the fundamental count (OEIS A002562)
  --json             one JSON object {n, solutions, unique, ms, nodes, threads, engine}
                     (ms summed over the units, threads over the shards)
  -h, --help         this text

Exit codes: 0 merged; 1 results that do not prove themselves (a check value that does not
fit, a unit counted twice with different results, a total other than OEIS's: both numbers
said); 2 usage error (a file that cannot be read, a line that is not a count's result,
results that do not make one whole count); 130 interrupted.`,
  examples: [
    "for i in 0 1 2 3; do nqueens count 14 --shard $i/4; done | nqueens merge --unique",
    "nqueens merge part0.json part1.json part2.json part3.json --json",
  ],
  options: { unique: { type: "boolean" }, json: { type: "boolean" } },
  maxArgs: Infinity,
  async run({ values, args: files }) {
    const records: CountRecord[] = [];
    for (const file of files.length === 0 ? ["-"] : files) {
      const name = file === "-" ? "stdin" : file;
      (await readInput(file)).split(/\r?\n/).forEach((line, i) => {
        if (line.trim() !== "") records.push(parseRecord(line, `${name}:${i + 1}`));
      });
    }
    const result = mergeRecords(records);
    if (result.confirmed > 0) process.stderr.write(`merge: ${result.confirmed} unit${result.confirmed > 1 ? "s" : ""} counted twice, with the same result\n`);
    await print((values.json ? countJson(result) : countLine(result, values.unique === true)) + "\n");
    return 0;
  },
});
