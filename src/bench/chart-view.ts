// Draws a bench chart spec into an element with Vega (browser; the Bench tab can call it too).
import { View, parse } from "vega";
import { compile } from "vega-lite";
import type { ChartSpec } from "./chart.js";

export async function renderChart(element: HTMLElement, spec: ChartSpec): Promise<View> {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const view = new View(parse(compile(spec as any).spec), { renderer: "svg", container: element, hover: true });
  await view.runAsync();
  return view;
}
