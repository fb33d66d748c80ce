import { availableParallelism } from "node:os";
import { count, type CountResult } from "../../index.js";
import { unitSplit } from "../../engine/count-units.js";
import { NoAnswerError, UsageError } from "../../errors/errors.js";
import { COUNT_ALGOS, COUNT_ENGINES, checkAlgo, defaultAlgo } from "../../api/count.js";
import { knownFundamental, knownSolutions } from "../../data/known-counts.js";
import { oneOf, seconds, wholeNumber } from "../args.js";
import { openCheckpoint } from "../checkpoint.js";
import { countIdentity, jsonCount, parseShard, shardLine } from "../count-records.js";
import { MAX_THREADS } from "../../api/defaults.js";
import { defineCommand } from "../command.js";
import { countLog, countProgress, LOG_EVERY_MS, progressBar } from "../progress.js";
import { print } from "../output.js";
import { after } from "../../api/long-timer.js";
import { parseCrossItems, parseGpuCrossItems, runCross, runGpuCross } from "../cross.js";

const help = `Counts every placement of n queens (1 <= n <= 32) and the fundamental ones (distinct
up to rotation and reflection). For n = 10..27 it joins quarter boards: for each set of
rows the east half uses, the east halves are built from pairs of quarter-board pieces and
tabled as bitsets over their diagonals, and each west half is matched against them; the
symmetries of the square cut the work about eightfold, and the solutions that turns fix
come from a small search of their own (Burnside). Other n, or --algo backtrack: one
bitmask backtracking search that visits only the candidates for each symmetry class's
canonical form. The work is split into units that worker threads take as they free up.
Counts are exact at any size (BigInt).

Options:
  --unique           also print the fundamental count (OEIS A002562)
  --algo A           quarter (default for n = 10..27; n = 4..27) or backtrack (the default
                     elsewhere)
  --threads T        worker threads (default: the available cores)
  --engine E         wasm (default), ts, the pure-TypeScript twin, or gpu, a WGSL counter on
                     WebGPU (backtracking; needs the optional package webgpu); same counts,
                     same nodes
  --json             one JSON object {n, solutions, unique, ms, nodes, threads, engine}
                     (counts above 2^53 as decimal strings)
  --shard I/K        count only the units whose index mod K is I (0 <= I < K, K at most
                     the count's units) and print JSON for \`nqueens merge\`: the build's
                     version, the split's fingerprint and each unit's counts and check
                     value (see docs/distributed.md)
  --checkpoint FILE  append each unit's result to FILE as it is counted (synced to the
                     disk first); run again with the same FILE, the count takes the units
                     done from it (read as a stream, in memory of a few bytes a unit of
                     the count) and counts only the others. FILE must be a regular file
                     or a new path; one that is not this count's records is refused as it
                     is, a record cut short by a kill or a full disk is dropped
  --progress SEC     where stderr is not a terminal, one JSON line of progress on it
                     within the first second and every SEC seconds after (default 10):
                     the phase (resuming while a checkpoint is read; tables while the
                     quarter join builds its table of pieces, below n = 24; then
                     counting), units done and in all (less the resumed ones), resumed,
                     fraction, rate, elapsed and left (from measured unit costs) in seconds
  --cross ITEMS      instead of the count, a cross-check: each item counted by the quarter
                     join and again by backtracking over the same sets of rows, a line
                     each (--json: an object each) with both counts and confirmed or
                     CONFLICT, in this thread; an item is U (the join's unit U, as
                     --shard numbers them, but the last) or U:S (the S-th run of a few
                     sets of rows of unit U, 0 first: a sample, where backtracking a whole
                     unit takes hours), comma-separated; from n = 26, where a unit is one
                     east part of a set of rows, the join counts all its parts; with
                     --engine gpu, each item U a unit of the backtracking split, counted
                     on the GPU and again on the Wasm engine (all four counts compared)
  --timeout SEC      give up after SEC seconds (exit 1)
  -h, --help         this text

Exit codes: 0 counted; 1 not done within --timeout, or a whole count that differs from
OEIS (both numbers said), or a checkpoint whose records do not fit their check values,
or a --cross item whose two counts differ; 2 usage error (n outside 1..32, a checkpoint
of another count, or one that cannot be written); 130 interrupted.`;

/** What countLine and countJson print: a count's result, or the sum of its shards. */
export type CountSummary = Pick<CountResult, "n" | "solutions" | "unique" | "ms" | "threads" | "nodes"> & { engine: CountResult["engine"] | "mixed" };

/** The human line: n=12: 14200 solutions, 1787 fundamental, 0.21 s, 2 threads, 856189 nodes. */
export function countLine(result: CountSummary, unique: boolean): string {
  const parts = [`${result.solutions} solutions`];
  if (unique && result.unique !== undefined) parts.push(`${result.unique} fundamental`);
  parts.push(`${(result.ms / 1000).toFixed(2)} s`, `${result.threads} thread${result.threads === 1 ? "" : "s"}`, `${result.nodes} nodes`);
  return `n=${result.n}: ${parts.join(", ")}`;
}

export function countJson(result: CountSummary): string {
  return JSON.stringify({
    n: result.n,
    solutions: jsonCount(result.solutions),
    unique: result.unique === undefined ? null : jsonCount(result.unique),
    ms: Math.round(result.ms * 1000) / 1000,
    nodes: jsonCount(result.nodes),
    threads: result.threads,
    engine: result.engine,
  });
}

/** How often a count's progress goes to a log by default (stderr not a terminal). */

/** Exits 1 with both numbers when a whole count differs from the known one (OEIS). */
export function checkKnown(n: number, solutions: bigint, unique: bigint | undefined): void {
  const known = knownSolutions(n);
  if (known !== undefined && solutions !== known) {
    throw new NoAnswerError(`n=${n}: counted ${solutions} solutions, but OEIS A000170 has ${known}: this count is wrong`);
  }
  const knownUnique = knownFundamental(n);
  if (knownUnique !== undefined && unique !== undefined && unique !== knownUnique) {
    throw new NoAnswerError(`n=${n}: counted ${unique} fundamental solutions, but OEIS A002562 has ${knownUnique}: this count is wrong`);
  }
}

export const command = defineCommand({
  name: "count",
  usage: "nqueens count <n> [options]",
  help,
  examples: [
    "nqueens count 16 --unique",
    "nqueens count 12 --json --threads 1",
    "nqueens count 18 --shard 0/4 > part0.json",
  ],
  options: {
    unique: { type: "boolean" },
    threads: { type: "string" },
    engine: { type: "string" },
    json: { type: "boolean" },
    shard: { type: "string" },
    algo: { type: "string" },
    checkpoint: { type: "string" },
    progress: { type: "string" },
    timeout: { type: "string" },
    cross: { type: "string" },
  },
  async run({ values, args: [sizeText], signal, timeoutMs }) {
    const n = wholeNumber(sizeText, "n", 1, 32);
    const threads = values.threads === undefined ? availableParallelism() : wholeNumber(values.threads, "--threads", 1, MAX_THREADS);
    const engine = oneOf(values.engine, "--engine", COUNT_ENGINES, "wasm");
    const shard = values.shard === undefined ? undefined : parseShard(values.shard);
    const algo = oneOf(values.algo, "--algo", COUNT_ALGOS, engine === "gpu" ? "backtrack" : defaultAlgo(n));
    const stop = new AbortController();
    signal.addEventListener("abort", () => stop.abort(signal.reason), { once: true });
    const cancelTimer = timeoutMs === undefined ? undefined
      : after(timeoutMs, () => stop.abort(new NoAnswerError(`the count of n=${n} did not finish within ${timeoutMs / 1000} s`)));
    // in a finally: an argument refused below must not leave the armed timer holding the process
    try {
      if (values.cross !== undefined) {
        if (values.algo !== undefined || shard || values.checkpoint !== undefined) throw new UsageError("--cross cross-checks the quarter join's units: it takes no --algo, --shard or --checkpoint");
        if (engine === "gpu") return await runGpuCross(n, parseGpuCrossItems(values.cross, n), { json: values.json === true, signal: stop.signal });
        checkAlgo(n, "quarter");
        const items = parseCrossItems(values.cross, n);
        const logEveryMs = process.stderr.isTTY ? undefined : seconds(values.progress, "--progress") ?? LOG_EVERY_MS;
        return await runCross(n, items, { engine, json: values.json === true, signal: stop.signal, bar: progressBar(), logEveryMs });
      }
      checkAlgo(n, algo);
      const split = unitSplit(n, algo);
      const id = countIdentity(split);
      const checkpoint = values.checkpoint === undefined ? undefined : openCheckpoint(values.checkpoint, id, engine);
      const bar = progressBar();
      const report = process.stderr.isTTY ? countProgress(bar) : countLog(n, seconds(values.progress, "--progress") ?? LOG_EVERY_MS);
      // once stopped, nothing more: a log's last line is the one that says why the count ended
      const onProgress: typeof report = (p) => {
        if (!stop.signal.aborted) report(p);
      };
      const result = await count(n, {
        engine, threads, shard, signal: stop.signal, algo,
        done: checkpoint?.done, onUnit: checkpoint?.write, onProgress,
      }).catch((error: unknown) => {
        throw checkpoint ? checkpoint.blame(error) : error;
      }).finally(() => {
        bar.done();
        checkpoint?.close();
      });
      if (!shard || shard.of === 1) checkKnown(n, result.solutions, result.unique);
      // a shard's result lists its units
      const line = shard ? shardLine({ ...result, shard, units: result.units! }) : values.json ? countJson(result) : countLine(result, values.unique === true);
      await print(line + "\n");
      return 0;
    } finally {
      cancelTimer?.();
    }
  },
});
