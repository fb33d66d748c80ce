// The charts of a bench over many seeds (`nqueens bench --seeds K --chart`, the page's Bench tab):
// success rate, steps and time against n, each point a cell's median with its quartiles and its
// least and greatest run; times of 0 (under the clock's resolution) drawn at that resolution.
import { lineChartSvg, chartsSvg, type LineChart } from "./line-chart.js";
import type { BenchResults, Cell, Spread } from "./types.js";

/** What the charts say of the runs they show: the cold one is not among them. */
export const COLD_RUN_NOTE = "the cold run left out: each cell starts with an untimed warm-up";

/** The cells' variants in order, each with its measured cells. */
function variantsOf(results: BenchResults): { name: string; cells: Cell[] }[] {
  const names = [...new Set(results.cells.map((c) => c.variant ?? c.algo))];
  return names.map((name) => ({ name, cells: results.cells.filter((c) => (c.variant ?? c.algo) === name && c.seeds) }));
}

const spreadPoint = (n: number, s: Spread) => ({ x: n, y: s.median, q1: s.q1, q3: s.q3, min: s.min, max: s.max });

/** The charts by name: "success", "steps", "time". */
export function seedCharts(results: BenchResults): { name: string; chart: LineChart }[] {
  const variants = variantsOf(results);
  const series = (point: (c: Cell) => LineChart["series"][number]["points"][number]): LineChart["series"] =>
    variants.map(({ name, cells }) => ({ name, points: cells.map(point) }));
  const seeds = results.options.seeds;
  const runs = `seeds 1 to ${seeds}; an algorithm without a seed: ${results.options.reps} runs`;
  const clock = results.clockMs;
  return [
    { name: "success", chart: {
      title: "success rate against n", xLabel: "n (queens)", yLabel: "solved, %", yScale: "linear", notes: [runs],
      series: series((c) => [c.n, 100 * c.seeds!.successRate]),
    } },
    { name: "steps", chart: {
      title: "steps against n", xLabel: "n (queens)", yLabel: "steps", notes: [runs, COLD_RUN_NOTE],
      // a run that took no step (solved by its start) sits under the log axis's 1
      floor: { value: 1, label: "1 step" },
      series: series((c) => spreadPoint(c.n, c.seeds!.steps)),
    } },
    { name: "time", chart: {
      title: "time against n", xLabel: "n (queens)", yLabel: "ms", notes: [runs, COLD_RUN_NOTE],
      ...(clock !== undefined && { floor: { value: clock, label: `the clock's resolution, ${clock} ms` } }),
      series: series((c) => spreadPoint(c.n, c.seeds!.timeMs)),
    } },
  ];
}

/** The charts as one SVG, for a file. */
export const seedChartsSvg = (results: BenchResults, more: LineChart[] = []): string =>
  chartsSvg([...seedCharts(results).map(({ chart }) => chart), ...more].map(lineChartSvg));

/** A page with nothing to fetch: the SVG inline. */
export function seedChartsHtml(results: BenchResults): string {
  const title = `nqueens bench --seeds${results.label ? `: ${results.label}` : ""}`.replace(/[<>&"]/g, (c) => `&#${c.charCodeAt(0)};`);
  return `<!doctype html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n<title>${title}</title>\n`
    + `<style>body { font: 14px system-ui, sans-serif; margin: 1.5rem; } svg { max-width: 100%; height: auto; }</style>\n</head>\n<body>\n`
    + `${seedChartsSvg(results)}\n</body>\n</html>\n`;
}
