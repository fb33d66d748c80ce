import { NoAnswerError, UsageError } from "../../errors/errors.js";
import { sumCounts } from "../../api/count.js";
import { fundamental } from "../../engine/count-tasks.js";
import { sameCounts, type UnitResult } from "../../engine/count-units.js";
import { defineCommand } from "../command.js";
import { readLines } from "../read-rows.js";
import { print } from "../output.js";
import { LineReader, isTornRecord, mismatch, type CountIdentity, type CountRecord } from "../count-records.js";
import { checkKnown, countJson, countLine, type CountSummary } from "./count.js";

/** Lists at most ten of the numbers, then "...". */
const some = (items: number[], show: (i: number) => string): string =>
  items.slice(0, 10).map(show).join(", ") + (items.length > 10 ? ", ..." : "");

/** The longest line merge reads: a shard's result of about a million units (more units a shard:
 *  use more shards). */
const MAX_LINE_BYTES = 64 << 20;
/** Lines cut short that merge takes: more is not a few kills or full disks. */
const MAX_TORN_LINES = 1000;

/** Per unit, 13 bytes (never its result whole: n = 26 has 41.6 million units, n = 27 144 million):
 *  whether it was given, its check value (a digest of its counts: two results of a unit with one
 *  check value have the same counts), and where it was first given. */
class UnitsSeen {
  readonly given: Uint8Array;
  readonly checkHigh: Uint32Array;
  readonly checkLow: Uint32Array;
  readonly place: Uint32Array;
  count = 0;
  constructor(units: number) {
    this.given = new Uint8Array(units);
    this.checkHigh = new Uint32Array(units);
    this.checkLow = new Uint32Array(units);
    this.place = new Uint32Array(units);
  }
}

/** Adds up shards' results and checkpoints' records one line at a time, in memory bounded by the
 *  count's units (UnitsSeen), never by the inputs: every unit once, a unit given twice compared
 *  (confirmed, or a conflict), every unit there, the total checked against OEIS. */
export class Merger {
  private first?: CountRecord;
  private seen?: UnitsSeen;
  private sums = zeroCounts();
  private ms = 0;
  private threads = 0;
  private engines = new Set<string>();
  private shardOf?: number;
  private confirmed = 0;
  /** The inputs, each with the first place number of its lines (UnitsSeen.place: a line's is its
   *  input's plus its line number), in order. */
  private inputs: { name: string; start: number; lines: boolean }[] = [];
  private nextPlace = 0;

  /** The count the lines given so far are of. */
  get identity(): CountIdentity | undefined {
    return this.first;
  }

  /** Adds a line: `file` and `line` say where it came from (else record.where, a place of its own). */
  add(record: CountRecord, file = record.where, line?: number): void {
    const first = (this.first ??= record);
    const why = mismatch(first, record);
    if (why) throw new UsageError(`merge: ${first.where} and ${record.where} are results of ${why}`);
    if (record.shard) {
      const { index, of } = record.shard;
      const bad = record.units.find((r) => r.unit % of !== index);
      if (bad || record.units.length !== Math.ceil((first.totalUnits - index) / of)) {
        throw new UsageError(`merge: ${record.where}: shard ${index}/${of} does not list exactly its units${bad ? ` (unit ${bad.unit} is not one)` : ""}`);
      }
      if (!sameCounts(record.shard, sumCounts(record.units))) throw new NoAnswerError(`merge: ${record.where}: the shard's sums differ from its units' (the line was altered)`);
      this.shardOf ??= of;
      this.threads += record.threads;
    }
    this.engines.add(record.engine);
    const seen = (this.seen ??= new UnitsSeen(first.totalUnits));
    const place = this.placeOf(file, line);
    for (const r of record.units) {
      const high = parseInt(r.check!.slice(0, 8), 16);
      const low = parseInt(r.check!.slice(8), 16);
      if (!seen.given[r.unit]) {
        seen.given[r.unit] = 1;
        seen.checkHigh[r.unit] = high;
        seen.checkLow[r.unit] = low;
        seen.place[r.unit] = place;
        seen.count++;
        this.sums = sumCounts([this.sums, r]);
        this.ms += r.ms;
      } else if (seen.checkHigh[r.unit] === high && seen.checkLow[r.unit] === low) this.confirmed++;
      else {
        throw new NoAnswerError(`merge: unit ${r.unit} was counted twice with different results (${this.whereOf(seen.place[r.unit])} and ${record.where}: `
          + `${r.solutions} solutions, ${r.nodes} nodes there)`);
      }
    }
  }

  private placeOf(file: string, line: number | undefined): number {
    let input = this.inputs.at(-1);
    if (!input || input.name !== file || line === undefined) this.inputs.push((input = { name: file, start: this.nextPlace, lines: line !== undefined }));
    const place = input.start + (line ?? 0);
    this.nextPlace = Math.max(this.nextPlace, place + 1);
    return place;
  }

  private whereOf(place: number): string {
    let lo = 0;
    let hi = this.inputs.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (this.inputs[mid].start <= place) lo = mid;
      else hi = mid - 1;
    }
    const input = this.inputs[lo];
    return input.lines ? `${input.name}:${place - input.start}` : input.name;
  }

  finish(): CountSummary & { confirmed: number } {
    const { first, seen } = this;
    if (!first || !seen) throw new UsageError("merge: no results given");
    if (seen.count < first.totalUnits) {
      const missing: number[] = [];
      for (let u = 0; u < first.totalUnits && missing.length <= 10; u++) if (!seen.given[u]) missing.push(u);
      const left = first.totalUnits - seen.count;
      const of = this.shardOf;
      const shards = of === undefined ? "" : `: shard${left > 1 ? "s" : ""} ${some([...new Set(missing.map((u) => u % of))], (i) => `${i}/${of}`)}`;
      throw new UsageError(`merge: ${left} of ${first.totalUnits} units missing (unit${left > 1 ? "s" : ""} ${some(missing, String)})${shards}`);
    }
    const board = this.sums;
    // Burnside: the classes are (all + rot180 + 2 rot90) / 8; anything else means altered counts
    if (first.n > 1 && (board.solutions + board.rot180 + 2n * board.rot90) % 8n !== 0n) {
      throw new NoAnswerError(`merge: the units' counts do not fit together (solutions + rot180 + 2 rot90 is not a multiple of 8)`);
    }
    const unique = fundamental(first.n, board);
    checkKnown(first.n, board.solutions, unique);
    return {
      n: first.n,
      solutions: board.solutions,
      unique,
      nodes: board.nodes,
      ms: this.ms,
      threads: this.threads || 1,
      engine: this.engines.size === 1 ? first.engine : "mixed",
      confirmed: this.confirmed,
    };
  }
}

const zeroCounts = () => ({ solutions: 0n, rot180: 0n, rot90: 0n, nodes: 0n });

/** The whole board's count from shards' results and checkpoints' records (Merger). */
export function mergeRecords(records: Iterable<CountRecord>): CountSummary & { confirmed: number } {
  const merger = new Merger();
  for (const record of records) merger.add(record);
  return merger.finish();
}

export const command = defineCommand({
  name: "merge",
  usage: "nqueens merge [FILE...|-] [options]",
  help: `Adds up the results of \`nqueens count <n> --shard I/K\` and the records of
\`--checkpoint FILE\` (JSON objects, one per line or per file; stdin when no FILE or -)
into the count of the whole board, read line by line. Every field of every line and every
unit's check value are checked, and each line's split recomputed from its n and algorithm;
results of different n, algorithms, builds or splits into units are refused; a unit given
twice is compared (confirmed, or a conflict); every unit must be there; the total is
checked against OEIS where it is known. A checkpoint's record cut short by a kill or a
full disk is dropped, and said.

Options:
  --unique           also print the fundamental count (OEIS A002562)
  --json             one JSON object {n, solutions, unique, ms, nodes, threads, engine}
                     (ms summed over the units, threads over the shards)
  -h, --help         this text

Exit codes: 0 merged; 1 results that do not prove themselves (a check value that does not
fit, an n or algorithm whose split is not the line's, a unit counted twice with different
results, a total other than OEIS's: both numbers said); 2 usage error (a file that cannot
be read, a line that is not a count's result or is of another split revision, results
that do not make one whole count); 130 interrupted.`,
  examples: [
    "for i in 0 1 2 3; do nqueens count 14 --shard $i/4; done | nqueens merge --unique",
    "nqueens merge part0.json part1.json part2.json part3.json --json",
  ],
  options: { unique: { type: "boolean" }, json: { type: "boolean" } },
  maxArgs: Infinity,
  async run({ values, args: files }) {
    const merger = new Merger();
    // lines cut short: judged once the count is known, said only if the merge succeeds (a refusal is one line)
    const torn: { line: string; where: string }[] = [];
    const dropped: string[] = [];
    const reader = new LineReader();
    for (const file of files.length === 0 ? ["-"] : files) {
      const name = file === "-" ? "stdin" : file;
      await readLines(file, MAX_LINE_BYTES, "a count's result or record", (line, number) => {
        if (line.trim() === "") return;
        const where = `${name}:${number}`;
        const parsed = reader.read(line, where);
        if (parsed.torn !== undefined && torn.length + dropped.length >= MAX_TORN_LINES) throw new UsageError(`${where}: not JSON`);
        if (parsed.torn !== undefined && parsed.record) dropped.push(`${where}: a record cut short before this line's record is dropped`);
        else if (parsed.torn !== undefined) torn.push({ line: parsed.torn, where });
        if (parsed.record) merger.add(parsed.record, name, number);
      });
    }
    for (const { line, where } of torn) {
      if (!merger.identity || !isTornRecord(line, merger.identity)) throw new UsageError(`${where}: not JSON`);
      dropped.push(`${where}: a record cut short (by a kill or a full disk) is dropped`);
    }
    const result = merger.finish();
    for (const line of dropped) process.stderr.write(`nqueens: ${line}\n`);
    if (result.confirmed > 0) process.stderr.write(`merge: ${result.confirmed} unit${result.confirmed > 1 ? "s" : ""} counted twice, with the same result\n`);
    await print((values.json ? countJson(result) : countLine(result, values.unique === true)) + "\n");
    return 0;
  },
});
