// The bench's statistics over many seeds (nqueens bench --seeds K) and their table, CSV and
// header legend: success rate, quartiles of time and steps, mean steps of successes and of
// failures; and --compare of two such files. Platform-neutral, so the page's Bench tab can show the same table.
import { cellKey, cellWhat, type BenchResults, type Cell, type Spread, type SeedRun, type SeedStats } from "./types.js";
import { machineLine } from "./summary.js";

/** The value at fraction p of the sorted values, linearly between neighbours (p = 0.5: the median). */
function quantile(sorted: number[], p: number): number {
  const at = (sorted.length - 1) * p;
  const lo = Math.floor(at);
  const hi = Math.ceil(at);
  return sorted[lo] + (sorted[hi] - sorted[lo]) * (at - lo);
}

const mean = (values: number[]): number | null => (values.length ? values.reduce((a, b) => a + b, 0) / values.length : null);

/** The spread of at least one value. */
export function spread(values: number[]): Spread {
  const sorted = [...values].sort((a, b) => a - b);
  return {
    min: sorted[0], q1: quantile(sorted, 0.25), median: quantile(sorted, 0.5), q3: quantile(sorted, 0.75), max: sorted[sorted.length - 1], mean: mean(sorted)!,
  };
}

export function seedStats(runs: SeedRun[]): SeedStats {
  const solved = runs.filter((r) => r.solved);
  const failed = runs.filter((r) => !r.solved);
  return {
    runs: runs.length,
    solved: solved.length,
    successRate: runs.length ? solved.length / runs.length : 0,
    timeMs: spread(runs.map((r) => r.ms)),
    steps: spread(runs.map((r) => r.steps)),
    meanStepsSolved: mean(solved.map((r) => r.steps)),
    meanStepsFailed: mean(failed.map((r) => r.steps)),
    meanRestarts: mean(runs.map((r) => r.restarts)) ?? 0,
  };
}

/** The columns of the seeds table, each with its unit and what it means (printed as a legend). */
export const SEED_COLUMNS: { name: string; means: string }[] = [
  { name: "algo", means: "the algorithm, with the options --algos gave it" },
  { name: "engine", means: "wasm: the AssemblyScript core; ts: its pure-TypeScript twin (same seed, same run)" },
  { name: "n", means: "queens" },
  { name: "runs", means: "runs in the cell: one per seed 1..K (--seeds), or --reps for an algorithm that takes no seed" },
  { name: "solved %", means: "runs that found a placement (checked by the verifier), in percent" },
  { name: "time ms q1/med/q3", means: "wall time of a run in a warm worker, milliseconds: lower quartile, median, upper quartile over all runs" },
  { name: "steps q1/med/q3", means: "steps of a run over all its restarts (moves; annealing: proposals; genetic: generations; backtrack, count and textbook: queens placed): quartiles over all runs" },
  { name: "steps solved", means: "mean steps of the runs that solved" },
  { name: "steps failed", means: "mean steps of the runs that gave up (stuck with no restart left, or out of steps)" },
  { name: "restarts", means: "mean restarts per run" },
  { name: "what", means: "what the algorithm is (of the two counts: which tree it searches) and a count's solutions" },
];

const num = (value: number | null, digits = 1): string => (value === null ? "-" : Number.isInteger(value) ? String(value) : value.toFixed(digits));
const ms = (value: number): string => (value >= 100 ? value.toFixed(0) : String(Number(value.toPrecision(3))));

/** One cell as the seeds table's columns; a cell without runs says why. */
export function seedRow(cell: Cell): string[] {
  const head = [cell.variant ?? cell.algo, cell.engine, String(cell.n)];
  const s = cell.seeds;
  if (!s) return [...head, cell.status, "", "", "", "", "", cell.note ?? "", cellWhat({ algo: cell.algo })];
  return [
    ...head, String(s.runs), num(100 * s.successRate), `${ms(s.timeMs.q1)} / ${ms(s.timeMs.median)} / ${ms(s.timeMs.q3)}`,
    `${num(s.steps.q1)} / ${num(s.steps.median)} / ${num(s.steps.q3)}`, num(s.meanStepsSolved), num(s.meanStepsFailed), num(s.meanRestarts, 2),
    cellWhat(cell),
  ];
}

const WIDTHS = [34, 6, 7, 6, 9, 22, 24, 12, 12, 8, 0];

export function seedLine(columns: readonly string[]): string {
  return columns.map((text, i) => (i < 2 ? text.padEnd(WIDTHS[i]) : text.padStart(WIDTHS[i]))).join(" ").trimEnd();
}

export const seedHeader = (): string => seedLine(SEED_COLUMNS.map((c) => c.name));

/** What each column means, one line each. */
export const seedLegend = (): string => SEED_COLUMNS.map((c) => `  ${c.name}: ${c.means}`).join("\n");

export function seedMarkdown(results: BenchResults): string {
  const line = (cols: readonly string[]): string => `| ${cols.join(" | ")} |`;
  return [
    `Machine: ${machineLine(results.machine)}; ${results.date}${results.label ? `, ${results.label}` : ""}.`,
    "",
    line(SEED_COLUMNS.map((c) => c.name)),
    line(SEED_COLUMNS.map((_, i) => (i < 2 ? "---" : "---:"))),
    ...results.cells.map((c) => line(seedRow(c))),
    "",
    "Columns:",
    "",
    ...SEED_COLUMNS.map((c) => `- ${c.name}: ${c.means}`),
  ].join("\n") + "\n";
}

const SPREAD = ["min", "q1", "median", "mean", "q3", "max"] as const;

const SEED_CSV_HEADER = [
  "label", "algo", "variant", "engine", "n", "status", "note", "runs", "solved", "success_rate",
  ...SPREAD.map((k) => `time_${k}_ms`), ...SPREAD.map((k) => `steps_${k}`), "mean_steps_solved", "mean_steps_failed", "mean_restarts",
  "solutions", "what", "cold_run", "clock_ms",
];

/** The CSV's cold_run column: how the first run of a cell was treated. */
export const COLD_RUN = "excluded: one untimed warm-up run first";

/** The smallest step of performance.now() seen here, ms: a run shorter than it times as 0 (0.1 ms
 *  in a page that is not cross-origin isolated; microseconds or less in Node). */
export function clockStepMs(): number {
  let least = Infinity;
  for (let i = 0; i < 16; i++) {
    const a = performance.now();
    let b = performance.now();
    while (b === a) b = performance.now();
    least = Math.min(least, b - a);
  }
  return Number(least.toPrecision(2));
}

const field = (value: unknown): string => {
  if (value === null || value === undefined) return "";
  const text = typeof value === "number" && !Number.isInteger(value) ? String(Number(value.toPrecision(6))) : String(value);
  return /[",\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};

export function seedCsv(results: BenchResults): string {
  const lines = [SEED_CSV_HEADER.join(",")];
  for (const c of results.cells) {
    const s = c.seeds;
    lines.push([
      results.label, c.algo, c.variant ?? c.algo, c.engine, c.n, c.status, c.note, s?.runs, s?.solved, s?.successRate,
      ...SPREAD.map((k) => s?.timeMs[k]), ...SPREAD.map((k) => s?.steps[k]), s?.meanStepsSolved, s?.meanStepsFailed, s?.meanRestarts,
      c.solutions, cellWhat({ algo: c.algo, search: c.search }), s ? COLD_RUN : undefined, results.clockMs,
    ].map(field).join(","));
  }
  return lines.join("\n") + "\n";
}

/** Whether a cell's --seeds statistics are whole enough for --compare to read. */
export function isSeedStats(value: unknown): value is SeedStats {
  const s = value as SeedStats;
  const finite = (x: unknown): boolean => typeof x === "number" && Number.isFinite(x) && x >= 0;
  return typeof value === "object" && value !== null && Number.isSafeInteger(s.runs) && s.runs > 0
    && finite(s.successRate) && s.successRate <= 1 && finite(s.steps?.median) && finite(s.timeMs?.median);
}

const COMPARE_COLUMNS = ["algo", "engine", "n", "a solved %", "b solved %", "b-a points", "a steps", "b steps", "b/a", "a ms", "b ms", "b/a"];
const COMPARE_WIDTHS = [34, 6, 7, 10, 10, 14, 9, 9, 6, 8, 8, 6];

/** --compare a b of two --seeds files, for the cells both measured: the success rates and their
 *  difference with twice its standard error (a difference within it is a seed's noise), and the
 *  medians of steps and of time with b's over a's (below 1: b needs fewer). */
export function seedCompareTable(a: BenchResults, b: BenchResults): { text: string; matched: number } {
  const before = new Map(a.cells.map((c) => [cellKey(c), c]));
  const line = (cols: readonly string[]): string => cols.map((t, i) => (i < 2 ? t.padEnd(COMPARE_WIDTHS[i]) : t.padStart(COMPARE_WIDTHS[i]))).join(" ").trimEnd();
  const ratio = (x: number, y: number): string => (x > 0 ? (y / x).toFixed(2) : "-");
  const lines = [`a: ${a.label} (${a.date}, ${a.machine.cpu})`, `b: ${b.label} (${b.date}, ${b.machine.cpu})`, "", line(COMPARE_COLUMNS)];
  let matched = 0;
  for (const after of b.cells) {
    const was = before.get(cellKey(after))?.seeds;
    const is = after.seeds;
    if (!was || !is) continue;
    matched++;
    const [p, q] = [was.successRate, is.successRate];
    const noise = 2 * Math.sqrt((p * (1 - p)) / was.runs + (q * (1 - q)) / is.runs);
    const difference = `${q >= p ? "+" : "-"}${num(100 * Math.abs(q - p))} ± ${num(100 * noise)}`;
    lines.push(line([
      after.variant ?? after.algo, after.engine, String(after.n), num(100 * p), num(100 * q), difference,
      num(was.steps.median), num(is.steps.median), ratio(was.steps.median, is.steps.median),
      ms(was.timeMs.median), ms(is.timeMs.median), ratio(was.timeMs.median, is.timeMs.median),
    ]));
  }
  lines.push("", "Solved %: runs that found a placement; b-a points: b's rate minus a's, ± twice the standard error of",
    "that difference (within it, the seeds' noise); steps and ms: medians over all runs; b/a: b's median over a's.");
  return { text: lines.join("\n") + "\n", matched };
}
