// The bench's tables: the terminal table printed while it runs, Markdown for the README, CSV,
// and the before/after ratios of --compare. Platform-neutral.
import { cellKey, cellWhat, type BenchResults, type Cell, type Reference } from "./types.js";

/** 0.0123 ms → "0.012", 1234.5 → "1235": three significant digits below 100, whole above. */
export function ms(value: number | null | undefined): string {
  if (value === null || value === undefined) return "-";
  if (value >= 100) return value.toFixed(0);
  return String(Number(value.toPrecision(3)));
}

export function bytes(value: number | null | undefined): string {
  if (value === null || value === undefined) return "-";
  if (value < 1024) return `${value} B`;
  if (value < 1024 ** 2) return `${(value / 1024).toFixed(0)} KiB`;
  if (value < 1024 ** 3) return `${(value / 1024 ** 2).toFixed(1)} MiB`;
  return `${(value / 1024 ** 3).toFixed(2)} GiB`;
}

/** 1000000 → "1e6"; other sizes as written. */
export const size = (n: number): string => (n >= 1e4 && /^10*$/.test(String(n)) ? `1e${String(n).length - 1}` : String(n));

const ratio = (value: number | null | undefined): string => (value === null || value === undefined ? "" : value.toFixed(2));

export const COLUMNS = ["algo", "engine", "n", "cold ms", "warm ms", "min", "max", "work", "memory", "wasm/ts", "check", "what"] as const;
const RIGHT = new Set(["n", "cold ms", "warm ms", "min", "max", "work", "memory", "wasm/ts"]);

/** One cell as the table's columns; a cell without times says why. */
export function cellRow(cell: Cell): string[] {
  const head = [cell.algo, cell.engine, size(cell.n)];
  if (cell.status !== "ok") return [...head, cell.status, "", "", "", "", "", "", cell.note ?? "", cellWhat({ algo: cell.algo })];
  return [
    ...head,
    ms(cell.cold?.medianMs), ms(cell.warm?.medianMs), ms(cell.warm?.minMs), ms(cell.warm?.maxMs),
    cell.work === undefined ? "-" : `${cell.work} ${cell.workUnit}`,
    bytes(cell.stateBytes ?? cell.heapBytes),
    ratio(cell.wasmOverTs?.warm),
    cell.check ?? "",
    cellWhat(cell),
  ];
}

export const WIDTHS = [12, 6, 6, 9, 9, 9, 9, 20, 10, 7, 9, 0];

/** A fixed-width line for the terminal, so rows can be printed as the cells finish. */
export function textLine(columns: readonly string[]): string {
  return columns.map((text, i) => (RIGHT.has(COLUMNS[i]) ? text.padStart(WIDTHS[i]) : text.padEnd(WIDTHS[i]))).join(" ").trimEnd();
}

function markdown(header: readonly string[], rows: string[][], right: (column: string) => boolean): string {
  const line = (cols: readonly string[]): string => `| ${cols.join(" | ")} |`;
  return [line(header), line(header.map((h) => (right(h) ? "---:" : "---"))), ...rows.map(line)].join("\n") + "\n";
}

export function markdownTable(cells: Cell[]): string {
  return markdown(COLUMNS, cells.map(cellRow), (h) => RIGHT.has(h));
}

/** Warm medians, one row per n and one column per algorithm · engine: the table for a README. */
export function pivotTable(results: BenchResults): string {
  const { algos, engines } = results.options;
  const pairs = algos.flatMap((algo) => engines.map((engine) => ({ algo, engine })));
  const sizes = [...new Set(results.cells.map((c) => c.n))].sort((a, b) => a - b);
  const at = new Map(results.cells.map((c) => [cellKey(c), c]));
  const rows = sizes.map((n) => [size(n), ...pairs.map(({ algo, engine }) => {
    const cell = at.get(cellKey({ algo, engine, n }));
    if (!cell) return "";
    return cell.status === "ok" ? ms(cell.warm?.medianMs) : cell.status;
  })]);
  return markdown(["n", ...pairs.map(({ algo, engine }) => `${algo} ${engine}`)], rows, () => true);
}

const human = (value: number): string => {
  if (value >= 3_600_000) return `${(value / 3_600_000).toFixed(1)} h`;
  if (value >= 60_000) return `${(value / 60_000).toFixed(value >= 600_000 ? 0 : 1)} min`;
  if (value >= 1000) return `${(value / 1000).toFixed(value >= 100_000 ? 0 : 1)} s`;
  return `${ms(value)} ms`;
};

/** Our fastest warm median next to each time another program published, where we ran that case. */
export function referenceTable(results: BenchResults): string {
  const rows: string[][] = [];
  const { algos, sizes } = results.options;
  for (const ref of results.references.filter((r) => algos.includes(r.algo) && sizes.includes(r.n))) {
    const ours = results.cells
      .filter((c) => c.algo === ref.algo && c.n === ref.n && c.status === "ok")
      .map((c) => ({ c, t: ref.compare === "init" ? c.initMs : c.warm?.medianMs }))
      .filter((x): x is { c: Cell; t: number } => x.t !== undefined)
      .sort((a, b) => a.t - b.t);
    const what = ref.compare === "init" ? `${ref.algo} (greedy init only)` : ref.algo;
    if (ours.length === 0) {
      rows.push([ref.label, size(ref.n), ref.source, `${what}: not measured`, ""]);
      continue;
    }
    const best = ours[0];
    rows.push([ref.label, size(ref.n), ref.source, `${what}, ${best.c.engine}: ${human(best.t)}`, `${Math.round(ref.ms / best.t).toLocaleString("en-US")}x`]);
  }
  return markdown(["published", "n", "their time", "ours (warm median)", "ours faster by"], rows, (h) => h === "n" || h === "ours faster by");
}

const CSV_HEADER = [
  "label", "algo", "engine", "n", "status", "note", "cold_median_ms", "cold_min_ms", "cold_max_ms", "warm_median_ms", "warm_min_ms",
  "warm_max_ms", "reps", "work", "work_unit", "init_ms", "state_bytes", "heap_bytes", "wasm_over_ts_cold", "wasm_over_ts_warm", "check", "solutions",
];

const csvField = (value: unknown): string => {
  if (value === null || value === undefined) return "";
  const text = String(value);
  return /[",\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};

export function csv(results: BenchResults): string {
  const lines = [CSV_HEADER.join(",")];
  for (const c of results.cells) {
    lines.push([
      results.label, c.algo, c.engine, c.n, c.status, c.note,
      c.cold?.medianMs, c.cold?.minMs, c.cold?.maxMs, c.warm?.medianMs, c.warm?.minMs, c.warm?.maxMs, c.warm?.runsMs.length,
      c.work, c.workUnit, c.initMs, c.stateBytes, c.heapBytes, c.wasmOverTs?.cold, c.wasmOverTs?.warm, c.check, c.solutions,
    ].map(csvField).join(","));
  }
  return lines.join("\n") + "\n";
}

/** --compare a b: b's medians over a's for the cells both measured (below 1: b is faster). */
export function compareTable(a: BenchResults, b: BenchResults): { text: string; matched: number } {
  const before = new Map(a.cells.map((c) => [cellKey(c), c]));
  const header = ["algo", "engine", "n", "a warm", "b warm", "b/a warm", "a cold", "b cold", "b/a cold"];
  const widths = [12, 6, 6, 10, 10, 8, 10, 10, 8];
  const line = (cols: string[]): string => cols.map((t, i) => (i < 2 ? t.padEnd(widths[i]) : t.padStart(widths[i]))).join(" ").trimEnd();
  const lines = [`a: ${a.label} (${a.date}, ${a.machine.cpu})`, `b: ${b.label} (${b.date}, ${b.machine.cpu})`, "", line(header)];
  let matched = 0;
  for (const after of b.cells) {
    const was = before.get(cellKey(after));
    if (!was) continue;
    const cols = [after.algo, after.engine, size(after.n)];
    if (was.status !== "ok" || after.status !== "ok") {
      lines.push(line([...cols, was.status === "ok" ? ms(was.warm?.medianMs) : was.status, after.status === "ok" ? ms(after.warm?.medianMs) : after.status, "", "", "", ""]));
      continue;
    }
    matched++;
    const r = (x?: Cell["warm"], y?: Cell["warm"]): string => (x && y ? (y.medianMs / x.medianMs).toFixed(2) : "");
    lines.push(line([...cols, ms(was.warm?.medianMs), ms(after.warm?.medianMs), r(was.warm, after.warm), ms(was.cold?.medianMs), ms(after.cold?.medianMs), r(was.cold, after.cold)]));
  }
  return { text: lines.join("\n") + "\n", matched };
}
