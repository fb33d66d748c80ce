// The chart as an SVG document, rendered by Vega without a browser (in the charts' bundle,
// src/bench/charts.ts, loaded by `nqueens bench --chart FILE.svg` only, so the CLI starts without
// Vega).
import { View, parse } from "vega";
import { compile } from "vega-lite";
import type { ChartSpec } from "./chart.js";

export async function renderSvg(spec: ChartSpec): Promise<string> {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const view = new View(parse(compile(spec as any).spec), { renderer: "none" });
  const svg = await view.toSVG();
  view.finalize();
  return svg;
}
