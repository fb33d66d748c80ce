import { readFile, stat } from "node:fs/promises";
import { dirname, extname } from "node:path";
import { UsageError } from "../../errors/errors.js";
import { BENCH_ALGOS, BENCH_ENGINES, CELL_STATUSES, DEFAULT_REPS, MAX_ALGO_N, type BenchAlgo, type BenchOptions, type BenchResults, type Variant } from "../../bench/types.js";
import { isSeedStats, seedCompareTable, seedCsv, seedHeader, seedLegend, seedLine, seedMarkdown, seedRow } from "../../bench/seeds.js";
import { defined, labOptionsOf } from "../lab-flags.js";
import { checkLabOptions } from "../../api/lab.js";
import type { SolveAlgo } from "../../api/solve.js";
import { parseVariants } from "../../bench/variants.js";
import { chartHtml, chartSpec, type ChartSpec } from "../../bench/chart.js";
import { seedChartsHtml, seedChartsSvg } from "../../bench/seed-charts.js";
import { machineLine } from "../../bench/summary.js";
import { COLUMNS, cellRow, compareTable, csv, markdownTable, pivotTable, referenceTable, textLine } from "../../bench/table.js";
import { wholeNumber } from "../args.js";
import { defineCommand, readInput } from "../command.js";
import { isStdio, print, writeOutput } from "../output.js";
import { progressBar } from "../progress.js";
import { plan, runBench } from "../bench-runner.js";
import { PACKAGE_ROOT } from "../../package-root.js";
import { machine } from "../../bench/machine-node.js";
import { loadavg } from "node:os";

/** The time limit of every run when --timeout is not given. */
const DEFAULT_TIMEOUT_SEC = 30;

const help = `Times the algorithms on both engines over a range of n. Every rep runs in a fresh worker
thread: its first run is the cold time (Wasm compile, untuned JIT), the run after the
warm-ups the warm time. Every answer is checked (placements by the verifier, counts
against OEIS A000170) and a wrong one stops the bench. A run past --timeout is recorded
as a timeout and larger n of that algorithm and engine are skipped. The table is printed
as the cells finish (on stderr when one of the files goes to stdout).

With --seeds K, every seeded algorithm (minconflicts, hillclimb, anneal, genetic) runs
with seeds 1..K in one worker per cell after an untimed warm-up run (the cold run is left
out), and the table gives the success rate, the quartiles of time and steps, and the mean
steps of the runs that solved and of those that gave up, with a legend of the columns
(the CSV: least, quartiles, mean and greatest); the other algorithms run --reps times.

Options:
  --algos LIST       of minconflicts, construct, backtrack (first placement, n <= 32),
                     count (all placements: the fast count, symmetric, bitboards),
                     textbook (all placements by textbook backtracking, every partial
                     placement visited; both n <= 32, one thread), hillclimb, anneal,
                     genetic; default: all. An algorithm may carry options, as solve's
                     flags without --, after colons: hillclimb:sideways=0:restarts=0,
                     minconflicts:move=column, anneal:schedule=linear:max-steps=50000
  --seeds K          seeds per cell (see above); without it, cold and warm reps
  --engines LIST     of wasm, ts (default: both)
  --from N --to N    the sizes from N to N (4 <= N), by
    --step K         every K-th (default 1), or
    --log            1, 2, 5 per decade (and N and N themselves)
  --sizes A,B,C      these sizes instead (default: --from 4 --to 100000 --log)
  --reps R           fresh workers per cell, each giving a cold and a warm time (default ${DEFAULT_REPS})
  --warmup W         untimed runs between the cold and the warm run (default 1)
  --timeout SEC      time limit of every run (default ${DEFAULT_TIMEOUT_SEC})
  --out FILE         results as JSON: machine, options, every cell's times (- is stdout)
  --csv FILE         one line per cell
  --markdown FILE    the table and the published times, for a README
  --chart FILE       time against n on log axes, .html (self-contained page) or .svg;
                     may be given twice; with --seeds, success rate, steps and time
                     against n, each a median with its quartiles and range
  --label TEXT       names the run in the files and the chart
  --compare A B      ratios of B's medians to A's, for every cell both measured; of two
                     --seeds files (or the page's): success rates, their difference
                     with its noise, and median steps and time
  -h, --help         this text

Sizes 10000 and up may be written 1e4. Exit codes: 0 done (timeouts included); 1 a wrong
answer or a failed run; 2 usage error (a result file that cannot be read or compared, an
output named twice or that cannot be written); 130 interrupted.`;

/** --algos' variants, their options checked now as solve checks them: an option the algorithm
 *  does not take is refused here, not measured as "unsupported" cells. */
export function variantsFrom(text: string | undefined): Variant[] {
  const variants = parseVariants(text);
  for (const { name, algo, options } of variants) {
    const checked = defined(labOptionsOf(options, `--algos ${algo}: `));
    try {
      checkLabOptions({ algo: algo as SolveAlgo, ...checked });
    } catch (error) {
      throw error instanceof UsageError ? new UsageError(`--algos ${name}: ${error.message}`) : error;
    }
  }
  return variants;
}

const list = <T extends string>(text: string | undefined, what: string, choices: readonly T[]): string[] => {
  if (text === undefined) return [...choices];
  const items = text.split(",").map((s) => s.trim()).filter(Boolean);
  if (items.length === 0) throw new UsageError(`${what} is empty`);
  for (const item of items) {
    if (!(choices as readonly string[]).includes(item)) throw new UsageError(`${what}: '${item}' is not one of ${choices.join(", ")}`);
  }
  return [...new Set(items)];
};

const MAX_N = 2 ** 30;
const MAX_SIZES = 10_000;

/** 1, 2, 5 per decade between from and to, with both ends. */
export function logSizes(from: number, to: number): number[] {
  const sizes = new Set([from]);
  for (let decade = 1; decade <= to; decade *= 10) {
    for (const m of [1, 2, 5]) if (m * decade > from && m * decade < to) sizes.add(m * decade);
  }
  sizes.add(to);
  return [...sizes].sort((a, b) => a - b);
}

interface SizeFlags { from?: string; to?: string; step?: string; log?: boolean; sizes?: string }

export function sizesFrom(values: SizeFlags): number[] {
  const size = (text: string | undefined, what: string): number => wholeNumber(text, what, 4, MAX_N);
  if (values.sizes !== undefined) {
    if (values.from !== undefined || values.to !== undefined || values.step !== undefined || values.log) {
      throw new UsageError("--sizes cannot be combined with --from, --to, --step or --log");
    }
    const sizes = values.sizes.split(",").map((s) => size(s.trim(), "a size in --sizes"));
    return [...new Set(sizes)].sort((a, b) => a - b);
  }
  if (values.step !== undefined && values.log) throw new UsageError("--step and --log cannot be combined");
  if ((values.from === undefined) !== (values.to === undefined)) throw new UsageError("--from and --to go together");
  if (values.from === undefined) {
    if (values.step !== undefined || values.log) throw new UsageError("--step and --log need --from and --to");
    return logSizes(4, 100_000);
  }
  const from = size(values.from, "--from");
  const to = size(values.to, "--to");
  if (from > to) throw new UsageError(`--from ${from} is above --to ${to}`);
  if (values.log) return logSizes(from, to);
  const step = values.step === undefined ? 1 : wholeNumber(values.step, "--step", 1, MAX_N);
  if ((to - from) / step + 1 > MAX_SIZES) throw new UsageError(`--from ${from} --to ${to} --step ${step} makes more than ${MAX_SIZES} sizes`);
  const sizes: number[] = [];
  for (let n = from; n <= to; n += step) sizes.push(n);
  return sizes;
}

/** Fails now, not after the run, when an output cannot be written. */
async function checkWritable(path: string | undefined, what: string): Promise<void> {
  if (isStdio(path)) return;
  const folder = await stat(dirname(path)).catch(() => undefined);
  if (!folder?.isDirectory()) throw new UsageError(`${what} ${path}: no folder ${dirname(path)}`);
}

/** Whether `value` is an object whose `field` holds a time a run can take: finite and above 0
 *  (a ratio to a median of 0 or below would be Infinity or negative). */
const hasTime = (value: unknown, field: string): boolean => {
  const time = typeof value === "object" && value !== null ? (value as Record<string, unknown>)[field] : undefined;
  return typeof time === "number" && Number.isFinite(time) && time > 0;
};

/** A result file of `bench --out`, checked as far as --compare reads it. */
async function readResults(path: string): Promise<BenchResults> {
  let data: BenchResults;
  try {
    data = JSON.parse(await readInput(path)) as BenchResults;
  } catch (error) {
    if (error instanceof UsageError) throw error;
    throw new UsageError(`${path} is not JSON: ${(error as Error).message.split("\n")[0]}`);
  }
  const notOurs = (why: string): never => {
    throw new UsageError(`${path} is not a result file of nqueens bench --out (${why})`);
  };
  if (typeof data !== "object" || data === null || data.format !== "nqueens-bench/1") notOurs("no \"format\": \"nqueens-bench/1\"");
  if (typeof data.label !== "string" || typeof data.date !== "string" || typeof data.machine?.cpu !== "string") notOurs("no label, date or machine");
  if (!Array.isArray(data.cells) || data.cells.length === 0) notOurs("no cells"); // a run measures at least one cell
  data.cells.forEach((cell, i) => {
    const ok = typeof cell === "object" && cell !== null
      && BENCH_ALGOS.includes(cell.algo) && BENCH_ENGINES.includes(cell.engine)
      && Number.isSafeInteger(cell.n) && cell.n > 0 && CELL_STATUSES.includes(cell.status)
      && (cell.status !== "ok" || (hasTime(cell.warm, "medianMs") && hasTime(cell.cold, "medianMs")) || isSeedStats(cell.seeds));
    if (!ok) notOurs(`cell ${i + 1} is not a measured cell: ${JSON.stringify(cell)?.slice(0, 80)}`);
  });
  return data;
}

/** The charts' bundle with Vega (src/bench/charts.ts), the page's own: loaded only when a chart is
 *  asked for, so the CLI starts without Vega. */
const CHARTS = new URL("dist/web/bench-chart.js", PACKAGE_ROOT);

async function svgChart(spec: ChartSpec): Promise<string> {
  const { renderSvg } = (await import(CHARTS.href)) as typeof import("../../bench/charts.js");
  return renderSvg(spec);
}

/** The page inlines the bundle, which draws the spec it finds there. */
async function htmlChart(results: BenchResults, spec: ChartSpec): Promise<string> {
  return chartHtml(results, spec, await readFile(CHARTS, "utf8"));
}

/** Whether the sweep ran a case another program published a time for. */
const referenced = (results: BenchResults): boolean =>
  results.references.some((r) => results.options.algos.includes(r.algo) && results.options.sizes.includes(r.n));

export function markdownReport(results: BenchResults): string {
  const m = results.machine;
  const o = results.options;
  const lines = [
    `Machine: ${machineLine(m)}.`,
    `${results.date}${results.label ? `, ${results.label}` : ""}: ${o.reps} reps per cell, ${o.warmup} warm-up, ${o.timeoutSec} s limit per run; ${results.elapsedSec.toFixed(0)} s in all.`,
    "",
    "Times in ms: cold = the first run in a fresh worker, warm = after the warm-ups (median, min, max over the reps);",
    "work = repair steps (minconflicts), columns (construct) or queens placed (backtrack, count, textbook); memory = the engine's state,",
    "or the worker's heap where the engine does not report it; wasm/ts = the Wasm engine's warm median over the TS twin's.",
    "",
    "Warm median, ms (blank: beyond the algorithm's largest n, 32 for the exhaustive searches):",
    "",
    pivotTable(results),
    "Every cell:",
    "",
    markdownTable(results.cells),
  ];
  if (referenced(results)) {
    lines.push("Next to the times other programs published:", "", referenceTable(results));
  }
  return lines.join("\n");
}

export const command = defineCommand({
  name: "bench",
  usage: ["nqueens bench [options]", "nqueens bench --compare A.json B.json"],
  help,
  examples: [
    "nqueens bench --algos minconflicts,construct --from 1000 --to 1e6 --log --chart chart.html",
    "nqueens bench --sizes 8,12 --algos count --engines wasm --out a.json",
    "nqueens bench --compare a.json b.json",
  ],
  maxArgs: 2,
  files: (values, args) => ({ reads: values.compare ? args : [], writes: [values.out, values.csv, values.markdown, ...(values.chart ?? [])] }),
  options: {
    algos: { type: "string" },
    seeds: { type: "string" },
    engines: { type: "string" },
    from: { type: "string" },
    to: { type: "string" },
    step: { type: "string" },
    log: { type: "boolean" },
    sizes: { type: "string" },
    reps: { type: "string" },
    warmup: { type: "string" },
    timeout: { type: "string" },
    out: { type: "string" },
    csv: { type: "string" },
    markdown: { type: "string" },
    chart: { type: "string", multiple: true },
    label: { type: "string" },
    compare: { type: "boolean" },
  },
  async run({ values, args, signal, timeoutMs }) {
    if (values.compare) {
      if (args.length !== 2) throw new UsageError("--compare takes two result files (usage: nqueens bench --compare A.json B.json)");
      const [a, b] = await Promise.all(args.map(readResults));
      const [seededA, seededB] = [a, b].map((r) => r.cells.some((c) => c.seeds !== undefined));
      if (seededA !== seededB) throw new UsageError(`${args[seededA ? 0 : 1]} is a result of --seeds and ${args[seededA ? 1 : 0]} is not: compare two of a kind`);
      const { text, matched } = (seededA ? seedCompareTable : compareTable)(a, b);
      await print(text + (matched === 0 ? "no cell was measured in both files\n" : ""));
      return 0;
    }
    if (args.length > 0) throw new UsageError(`unexpected argument '${args[0]}' (usage: nqueens bench [options])`);
    const variants = variantsFrom(values.algos);
    const seeds = values.seeds === undefined ? undefined : wholeNumber(values.seeds, "--seeds", 1, 1_000_000);
    const options: BenchOptions = {
      algos: [...new Set(variants.map((v) => v.algo))],
      ...(variants.some((v) => v.name !== v.algo) && { variants }),
      ...(seeds !== undefined && { seeds }),
      engines: list(values.engines, "--engines", BENCH_ENGINES) as BenchOptions["engines"],
      sizes: sizesFrom(values),
      reps: values.reps === undefined ? DEFAULT_REPS : wholeNumber(values.reps, "--reps", 1, 1000),
      warmup: values.warmup === undefined ? 1 : wholeNumber(values.warmup, "--warmup", 0, 1000),
      timeoutSec: timeoutMs === undefined ? DEFAULT_TIMEOUT_SEC : timeoutMs / 1000,
      label: values.label ?? "",
    };
    if (plan(options).length === 0) {
      const sizes = options.algos.map((algo) => `${algo} takes n <= ${MAX_ALGO_N[algo]}`).join(", ");
      throw new UsageError(`no cell to measure: every size is beyond its algorithm (${sizes})`);
    }
    const charts = values.chart ?? [];
    for (const chart of charts) {
      if (![".html", ".svg"].includes(extname(chart).toLowerCase())) throw new UsageError(`--chart ${chart}: the name must end in .html or .svg`);
    }
    for (const [path, what] of [[values.out, "--out"], [values.csv, "--csv"], [values.markdown, "--markdown"], ...charts.map((c) => [c, "--chart"])]) {
      await checkWritable(path, what!);
    }

    // the live table goes to stderr when stdout carries one of the files
    const table = [values.out, values.csv, values.markdown, ...charts].includes("-") ? process.stderr : process.stdout;
    const bar = progressBar();
    const show = (line: string): void => {
      bar.done(); // clears the bar's line, which the next update draws again
      table.write(line + "\n");
    };
    if (seeds !== undefined) show(`machine: ${machineLine(machine())}, load ${loadavg().map((l) => l.toFixed(1)).join(" ")}; ${new Date().toISOString()}`);
    show(seeds === undefined ? textLine(COLUMNS) : seedHeader());
    const results = await runBench(options, {
      signal,
      onRun: (what, done, total) => bar.update(done / total, what),
      onCell: (cell) => show(seeds === undefined ? textLine(cellRow(cell)) : seedLine(seedRow(cell))),
    }).finally(() => bar.done());
    if (seeds !== undefined) show("\nColumns:\n" + seedLegend());
    else if (referenced(results)) show("\n" + referenceTable(results).replace(/\n$/, ""));

    if (values.out) await writeOutput([JSON.stringify(results, null, 1) + "\n"], values.out, signal);
    if (values.csv) await writeOutput([seeds === undefined ? csv(results) : seedCsv(results)], values.csv, signal);
    if (values.markdown) await writeOutput([seeds === undefined ? markdownReport(results) : seedMarkdown(results)], values.markdown, signal);
    if (charts.length) {
      const spec = chartSpec(results);
      for (const chart of charts) {
        const svg = extname(chart).toLowerCase() === ".svg";
        const text = seeds !== undefined ? (svg ? seedChartsSvg(results) : seedChartsHtml(results)) : svg ? await svgChart(spec) : await htmlChart(results, spec);
        await writeOutput([text], chart, signal);
      }
    }
    return 0;
  },
});
