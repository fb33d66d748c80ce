import { availableParallelism } from "node:os";
import { count, type CountResult } from "../../index.js";
import { NoAnswerError, UsageError } from "../../api/errors.js";
import { defaultAlgo, type CountAlgo, type Shard } from "../../api/count.js";
import { clipped, engineOf, oneOf, wholeNumber } from "../args.js";
import { defineCommand } from "../command.js";
import { countProgress, progressBar } from "../progress.js";
import { print } from "../output.js";
import { after } from "../timer.js";

const help = `Counts every placement of n queens (1 <= n <= 32) and the fundamental ones (distinct
up to rotation and reflection). For n = 10..23 it joins quarter boards: for each set of
rows the east half uses, the east halves are built from pairs of quarter-board pieces and
tabled as bitsets over their diagonals, and each west half is matched against them; the
symmetries of the square cut the work about eightfold, and the solutions that turns fix
come from a small search of their own (Burnside). Other n, or --algo backtrack: one
bitmask backtracking search that visits only the candidates for each symmetry class's
canonical form. The work is split into tasks that worker threads take as they free up.
Counts are exact at any size (BigInt).

Options:
  --unique           also print the fundamental count (OEIS A002562)
  --algo A           quarter (default for n = 10..23; n = 4..23) or backtrack (the default
                     elsewhere)
  --threads T        worker threads (default: the available cores)
  --engine E         wasm (default) or ts, the pure-TypeScript twin; same counts, same nodes
  --json             one JSON object {n, solutions, unique, ms, nodes, threads, engine}
                     (counts above 2^53 as decimal strings)
  --shard I/K        count only the tasks whose index mod K is I (0 <= I < K) and
                     print JSON for \`nqueens merge\` (see docs/distributed.md)
  --timeout SEC      give up after SEC seconds (exit 1)
  -h, --help         this text

Exit codes: 0 counted; 1 not done within --timeout; 2 usage error (n outside 1..32);
130 interrupted.`;

/** A count as JSON: a number while exact in a double, else a decimal string. */
export const jsonCount = (value: bigint): number | string => (value <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(value) : value.toString());

/** Most shards a count is split into (merge lists the missing ones by index). */
export const MAX_SHARDS = 1_000_000;
/** The --algo choices (and what a shard line may say it was counted by). */
export const COUNT_ALGOS = ["quarter", "backtrack"] as const satisfies readonly CountAlgo[];
/** Most worker threads --threads takes. */
export const MAX_THREADS = 1024;

/** "I/K": shard I of K, 0 <= I < K <= MAX_SHARDS; `what` names where the text came from. */
export function parseShard(text: string, what = "--shard"): Shard {
  const match = /^(\d+)\/(\d+)$/.exec(text);
  if (!match) throw new UsageError(`${what} must be I/K, e.g. 0/4, got '${clipped(text)}'`);
  const of = wholeNumber(match[2], `K in ${what} I/K`, 1, MAX_SHARDS);
  const index = wholeNumber(match[1], `I in ${what} I/K`, 0, of - 1);
  return { index, of };
}

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

/** A shard's result: everything merge needs to add shards up and check they fit together. */
export function shardJson(result: CountResult): string {
  return JSON.stringify({
    n: result.n,
    shard: `${result.shard!.index}/${result.shard!.of}`,
    solutions: jsonCount(result.solutions),
    rot180: jsonCount(result.rot180),
    rot90: jsonCount(result.rot90),
    nodes: jsonCount(result.nodes),
    tasks: result.tasks,
    totalTasks: result.totalTasks,
    ms: Math.round(result.ms * 1000) / 1000,
    threads: result.threads,
    engine: result.engine,
    algo: result.algo,
  });
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
    timeout: { type: "string" },
  },
  async run({ values, args: [sizeText], signal, timeoutMs }) {
    const n = wholeNumber(sizeText, "n", 1, 32);
    const threads = values.threads === undefined ? availableParallelism() : wholeNumber(values.threads, "--threads", 1, MAX_THREADS);
    const engine = engineOf(values.engine);
    const shard = values.shard === undefined ? undefined : parseShard(values.shard);
    const algo = oneOf(values.algo, "--algo", COUNT_ALGOS, defaultAlgo(n));
    const stop = new AbortController();
    signal.addEventListener("abort", () => stop.abort(signal.reason), { once: true });
    const cancelTimer = timeoutMs === undefined ? undefined
      : after(timeoutMs, () => stop.abort(new NoAnswerError(`the count of n=${n} did not finish within ${timeoutMs / 1000} s`)));
    const bar = progressBar();
    const result = await count(n, {
      engine, threads, shard, signal: stop.signal, algo,
      onProgress: countProgress(bar),
    }).finally(() => {
      cancelTimer?.();
      bar.done();
    });
    const line = shard ? shardJson(result) : values.json ? countJson(result) : countLine(result, values.unique === true);
    await print(line + "\n");
    return 0;
  },
});
