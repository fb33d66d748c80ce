// The bench chart: time against n on log axes, one line per algorithm and engine (warm solid,
// cold dashed), with the times other programs published as labelled diamonds. A Vega-Lite
// spec, rendered by Vega: to SVG in Node (chart-svg.ts), in a page (chart-view.ts), and by
// the web page's Bench tab. Platform-neutral: no node: imports.
import type { BenchResults } from "./types.js";

// Vega-Lite's TopLevelSpec is a deep union; the spec is checked by compile() when rendered.
export type ChartSpec = Record<string, unknown>;

export interface ChartPoint {
  n: number;
  ms: number;
  minMs: number;
  maxMs: number;
  line: string;
  series: "warm" | "cold";
}

export function chartPoints(results: BenchResults): ChartPoint[] {
  const points: ChartPoint[] = [];
  for (const cell of results.cells) {
    if (cell.status !== "ok") continue;
    for (const series of ["warm", "cold"] as const) {
      const s = cell[series];
      if (s) points.push({ n: cell.n, ms: s.medianMs, minMs: s.minMs, maxMs: s.maxMs, line: `${cell.algo} · ${cell.engine}`, series });
    }
  }
  return points;
}

export interface ChartOptions {
  width?: number;
  height?: number;
  /** The whole chart (axes, title and legends too) fits width × height: for a box in a page. */
  fit?: boolean;
  /** Where the legends go; "bottom" leaves the plot the full width of a narrow box. */
  legend?: "right" | "bottom";
}

/** Legend symbols drawn as short lines, so warm (solid) and cold (dashed) read as the lines do. */
const LINE_SYMBOL = { symbolType: "stroke", symbolSize: 500, symbolStrokeWidth: 2 };

export function chartSpec(results: BenchResults, options: ChartOptions = {}): ChartSpec {
  // below the plot the two legends stand side by side, each a column
  const legend = { ...LINE_SYMBOL, orient: options.legend ?? "right", direction: "vertical" };
  const points = chartPoints(results);
  const ns = points.map((p) => p.n);
  const lo = Math.min(...ns);
  const hi = Math.max(...ns);
  const references = results.references
    .filter((r) => r.n >= lo && r.n <= hi)
    // labels read away from the nearer edge of the x axis
    .map((r) => ({ n: r.n, ms: r.ms, label: `${r.label}: ${r.source}`, left: Math.log(r.n / lo) < Math.log(hi / r.n) }));
  const x = { field: "n", type: "quantitative", scale: { type: "log", nice: false }, title: "n (queens)", axis: { format: "~s" } };
  const y = { field: "ms", type: "quantitative", scale: { type: "log" }, title: "wall time, ms (median)", axis: { format: "~g" } };
  const timeouts = results.cells.filter((c) => c.status === "timeout").map((c) => `${c.algo} · ${c.engine} at n = ${c.n}`);
  const subtitle = [`${results.label ? results.label + " · " : ""}${results.machine.cpu}, Node ${results.machine.node}`];
  if (timeouts.length) subtitle.push(`past the ${results.options.timeoutSec} s limit: ${timeouts.join("; ")}`);
  return {
    $schema: "https://vega.github.io/schema/vega-lite/v6.json",
    title: { text: "N-Queens: time against n (warm solid, cold dashed)", subtitle },
    width: options.width ?? 720,
    height: options.height ?? 440,
    ...(options.fit ? { autosize: { type: "fit", contains: "padding" } } : {}),
    layer: [
      {
        data: { values: points },
        mark: { type: "line", point: true, tooltip: true },
        encoding: {
          x, y,
          color: { field: "line", type: "nominal", title: "algorithm · engine", legend },
          strokeDash: {
            field: "series", type: "nominal", title: "series", sort: ["warm", "cold"],
            // Vega-Lite strokes this legend's symbols transparent (no colour is encoded): draw them black
            legend: { ...legend, encode: { symbols: { update: { stroke: { value: "black" } } } } },
          },
          tooltip: [
            { field: "line", title: "algorithm · engine" }, { field: "series" }, { field: "n", format: "," },
            { field: "ms", title: "median ms", format: ".4~g" }, { field: "minMs", title: "min ms", format: ".4~g" },
            { field: "maxMs", title: "max ms", format: ".4~g" },
          ],
        },
      },
      ...(references.length === 0 ? [] : [
        {
          data: { values: references },
          mark: { type: "point", shape: "diamond", filled: true, size: 90, color: "black", tooltip: true },
          encoding: { x, y, tooltip: [{ field: "label", title: "published" }] },
        },
        ...[true, false].map((left) => ({
          data: { values: references.filter((r) => r.left === left) },
          mark: { type: "text", align: left ? "left" : "right", dx: left ? 8 : -8, fontSize: 10 },
          encoding: { x, y, text: { field: "label" } },
        })),
      ]),
    ],
  };
}

const escapeHtml = (text: string): string => text.replace(/[<>&"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** A page that needs nothing else: the spec as JSON and the page script (Vega bundled) inline. */
export function chartHtml(results: BenchResults, spec: ChartSpec, pageScript: string): string {
  const json = JSON.stringify(spec).replace(/</g, "\\u003c");
  const script = pageScript.replace(/<\/(script)/gi, "<\\/$1");
  const title = escapeHtml(`nqueens bench${results.label ? `: ${results.label}` : ""}`);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<style>body { font: 14px system-ui, sans-serif; margin: 1.5rem; } #chart { min-height: 480px; }</style>
</head>
<body>
<div id="chart"></div>
<script type="application/json" id="bench-spec">${json}</script>
<script type="module">${script}</script>
</body>
</html>
`;
}
