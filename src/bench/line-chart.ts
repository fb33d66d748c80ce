// A line chart as SVG text, for the bench over many seeds (the page's Bench tab and `nqueens bench
// --seeds --chart`): one line per series, a dot at each median with its spread as bars (quartiles
// thick, min to max thin), axes that turn logarithmic where the values span a decade or more,
// ticks at every decade (and 2, 5 between where there are few), values of 0 on a log axis drawn
// at a floor with a hollow marker the legend explains, and one size still drawn (the series side
// by side). Platform-neutral text: shown in a page, saved as .svg, drawn onto a canvas for .png.
// The marks carry data-* attributes (scale, value, floored), so tests read the chart, not pixels.

/** A point: x, its median y, and optionally its spread over the runs. */
export interface ChartPoint {
  x: number;
  y: number;
  q1?: number;
  q3?: number;
  min?: number;
  max?: number;
}

export interface LineSeries {
  name: string;
  points: (ChartPoint | [number, number])[];
}

export type Scale = "linear" | "log" | "auto";

export interface LineChart {
  title: string;
  xLabel: string;
  yLabel: string;
  /** "auto" (the default): log where the values span LOG_SPAN or more, else linear (y from 0). */
  xScale?: Scale;
  yScale?: Scale;
  /** Where a log axis draws values below it (0 included: a time under the clock's resolution, no
   *  steps), with a hollow marker, and what the legend calls it ("the clock's resolution, 0.1 ms"). */
  floor?: { value: number; label: string };
  /** A dot on each point (default); off for long traces. */
  dots?: boolean;
  /** Lines under the legend: what the reader must know (the cold run left out). */
  notes?: string[];
  series: LineSeries[];
}

/** Values whose greatest is this many times their least go on a log axis. */
export const LOG_SPAN = 10;
const WIDTH = 480;
const PLOT_HEIGHT = 300;
const PAD = { left: 62, right: 14, top: 30, bottom: 44 };
const LEGEND_LINE = 15;
const COLOURS = ["#0a66c2", "#c62828", "#1a7f37", "#8e44ad", "#e67e22", "#16a085", "#5f6368", "#b8860b"];
/** Pixels between the series' marks when every point has one x (one size). */
const DODGE_PX = 9;

const escape = (text: string): string => text.replace(/[<>&"]/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", '"': "&quot;" })[c]!);
const label = (value: number): string => (Math.abs(value) >= 1e5 ? value.toExponential(0).replace("e+", "e") : String(Number(value.toPrecision(3))));
const fixed = (value: number): string => value.toFixed(1);

const pointOf = (p: ChartPoint | [number, number]): ChartPoint => (Array.isArray(p) ? { x: p[0], y: p[1] } : p);

interface Axis {
  log: boolean;
  lo: number;
  hi: number;
  ticks: number[];
}

/** 1, 2 or 5 times a power of ten, about (hi - lo) / 5 apart. */
function linearTicks(lo: number, hi: number): number[] {
  const raw = (hi - lo) / 5 || 1;
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 5, 10].map((m) => m * power).find((s) => s >= raw)!;
  const ticks: number[] = [];
  for (let t = Math.ceil(lo / step) * step; t <= hi + step * 1e-9; t += step) ticks.push(Number(t.toPrecision(12)));
  return ticks;
}

/** The axis over `values` (positive where log): decades as ticks, with 2 and 5 between when few. */
function axisOf(values: number[], scale: Scale, fromZero: boolean): Axis {
  const positive = values.filter((v) => v > 0);
  const [least, most] = [Math.min(...positive), Math.max(...positive)];
  const log = scale === "log" || (scale === "auto" && positive.length > 0 && most / least >= LOG_SPAN);
  if (log) {
    const lo = 10 ** Math.floor(Math.log10(least));
    const hi = 10 ** Math.ceil(Math.log10(most) + 1e-9);
    const decades: number[] = [];
    for (let d = lo; d <= hi * 1.0001; d *= 10) decades.push(Number(d.toPrecision(12)));
    const ticks = decades.length > 3 ? decades : decades.flatMap((d) => [d, 2 * d, 5 * d]).filter((t) => t <= hi * 1.0001);
    return { log, lo, hi, ticks };
  }
  const lo = fromZero ? Math.min(0, ...values) : Math.min(...values);
  const hi = Math.max(...values, lo + (fromZero ? 1 : 0));
  if (lo === hi) return { log, lo: lo - 1, hi: hi + 1, ticks: [lo] }; // one value (one size): it in the middle
  const ticks = linearTicks(lo, hi);
  return { log, lo: Math.min(lo, ticks[0]), hi: Math.max(hi, ticks[ticks.length - 1]), ticks };
}

export function lineChartSvg(chart: LineChart): string {
  const series = chart.series.map((s) => ({ name: s.name, points: s.points.map(pointOf).filter((p) => Number.isFinite(p.y)) }));
  const all = series.flatMap((s) => s.points);
  const xs = all.map((p) => p.x);
  const oneX = xs.length > 0 && xs.every((x) => x === xs[0]);
  const x = axisOf(xs, oneX ? "linear" : chart.xScale ?? "auto", false);
  const yValues = all.flatMap((p) => [p.y, p.q1, p.q3, p.min, p.max]).filter((v): v is number => v !== undefined && Number.isFinite(v));
  const floor = chart.floor?.value;
  // 0 cannot sit on a log axis, nor is a time under the clock's step measured: such values count
  // as the floor where there is one
  const y = axisOf(floor === undefined ? yValues : yValues.map((v) => Math.max(v, floor)), chart.yScale ?? "auto", true);
  const floored = (v: number): boolean => y.log && floor !== undefined && v < floor;
  const at = (v: number): number => (floored(v) ? floor! : y.log && v <= 0 ? y.lo : v);
  const f = (axis: Axis, v: number): number => (axis.log ? Math.log10(v) : v);
  const right = WIDTH - PAD.right;
  const bottom = PLOT_HEIGHT - PAD.bottom;
  const px = (v: number): number => PAD.left + ((f(x, v) - f(x, x.lo)) / (f(x, x.hi) - f(x, x.lo))) * (right - PAD.left);
  const py = (v: number): number => bottom - ((f(y, at(v)) - f(y, y.lo)) / (f(y, y.hi) - f(y, y.lo))) * (bottom - PAD.top);
  const spread = all.some((p) => p.q1 !== undefined || p.min !== undefined);
  const anyFloored = all.some((p) => floored(p.y));
  const keys = [...(spread ? ["spread"] : []), ...(anyFloored ? ["floor"] : [])];
  const notes = chart.notes ?? [];
  const total = PLOT_HEIGHT + LEGEND_LINE * (series.length + keys.length + notes.length) + 6;
  const parts = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${total}" viewBox="0 0 ${WIDTH} ${total}" font-family="system-ui, sans-serif" font-size="11"`
      + ` data-x-scale="${x.log ? "log" : "linear"}" data-y-scale="${y.log ? "log" : "linear"}">`,
    `<rect width="${WIDTH}" height="${total}" fill="#fff"/>`,
    `<text x="${WIDTH / 2}" y="17" text-anchor="middle" font-weight="600" font-size="12">${escape(chart.title)}</text>`,
  ];
  if (all.length > 0) {
    for (const t of y.ticks) {
      parts.push(`<path d="M${PAD.left},${fixed(py(t))}H${right}" stroke="#e3e3e3"/>`,
        `<text class="tick-y" data-value="${t}" x="${PAD.left - 5}" y="${fixed(py(t) + 4)}" text-anchor="end">${label(t)}</text>`);
    }
    for (const t of x.ticks) {
      parts.push(`<path d="M${fixed(px(t))},${bottom}v4" stroke="#999"/>`,
        `<text class="tick-x" data-value="${t}" x="${fixed(px(t))}" y="${bottom + 16}" text-anchor="middle">${label(t)}</text>`);
    }
  }
  parts.push(
    `<path d="M${PAD.left},${PAD.top}V${bottom}H${right}" fill="none" stroke="#888"/>`,
    `<text x="${(PAD.left + right) / 2}" y="${PLOT_HEIGHT - 8}" text-anchor="middle">${escape(chart.xLabel)}${x.log ? " (log)" : ""}</text>`,
    `<text transform="translate(13,${(PAD.top + bottom) / 2}) rotate(-90)" text-anchor="middle">${escape(chart.yLabel)}${y.log ? " (log)" : ""}</text>`,
  );
  series.forEach(({ name, points }, k) => {
    const colour = COLOURS[k % COLOURS.length];
    const dodge = oneX ? (k - (series.length - 1) / 2) * DODGE_PX : 0;
    const cx = (p: ChartPoint): string => fixed(px(p.x) + dodge);
    parts.push(`<g class="series" data-series="${escape(name)}" stroke="${colour}" fill="${colour}">`);
    if (points.length > 1) parts.push(`<path d="${points.map((p, i) => `${i ? "L" : "M"}${cx(p)},${fixed(py(p.y))}`).join("")}" fill="none" stroke-width="2"/>`);
    for (const p of points) {
      if (p.min !== undefined && p.max !== undefined) {
        parts.push(`<path class="range" data-min="${p.min}" data-max="${p.max}" d="M${cx(p)},${fixed(py(p.min))}V${fixed(py(p.max))}" stroke-width="1"/>`);
      }
      if (p.q1 !== undefined && p.q3 !== undefined) {
        parts.push(`<path class="quartiles" data-q1="${p.q1}" data-q3="${p.q3}" d="M${cx(p)},${fixed(py(p.q1))}V${fixed(py(p.q3))}" stroke-width="5" stroke-opacity="0.45"/>`);
      }
      if (chart.dots === false && !oneX) continue;
      const data = `data-x="${p.x}" data-y="${p.y}"`;
      if (floored(p.y)) {
        const [cxv, cyv] = [px(p.x) + dodge, py(p.y)];
        parts.push(`<path class="point floored" ${data} d="M${fixed(cxv - 4)},${fixed(cyv - 6)}h8l-4,7z" fill="#fff" stroke-width="1.5"/>`);
      } else parts.push(`<circle class="point" ${data} cx="${cx(p)}" cy="${fixed(py(p.y))}" r="3"/>`);
    }
    parts.push("</g>");
  });
  let line = PLOT_HEIGHT + 4;
  series.forEach(({ name }, k) => {
    parts.push(`<path d="M${PAD.left},${line}h18" stroke="${COLOURS[k % COLOURS.length]}" stroke-width="2"/>`,
      `<text x="${PAD.left + 24}" y="${line + 4}">${escape(name)}</text>`);
    line += LEGEND_LINE;
  });
  if (spread) {
    parts.push(`<path d="M${PAD.left + 9},${line - 5}v10" stroke="#555" stroke-width="5" stroke-opacity="0.45"/>`,
      `<text class="key" x="${PAD.left + 24}" y="${line + 4}">dot: median; thick bar: quartiles (q1 to q3); thin line: least to greatest</text>`);
    line += LEGEND_LINE;
  }
  if (anyFloored) {
    parts.push(`<path d="M${PAD.left + 5},${line - 3}h8l-4,7z" fill="#fff" stroke="#555" stroke-width="1.5"/>`,
      `<text class="key" x="${PAD.left + 24}" y="${line + 4}">${escape(`below ${chart.floor!.label} (0 included): drawn there`)}</text>`);
    line += LEGEND_LINE;
  }
  for (const note of notes) {
    parts.push(`<text class="note" x="${PAD.left}" y="${line + 4}">${escape(note)}</text>`);
    line += LEGEND_LINE;
  }
  parts.push("</svg>");
  return parts.join("");
}

/** Charts side by side in one SVG (two to a row), for one file of a run's charts. */
export function chartsSvg(svgs: string[]): string {
  const sizes = svgs.map((svg) => /width="(\d+)" height="(\d+)"/.exec(svg)!.slice(1).map(Number));
  const rows: number[] = [];
  for (let i = 0; i < svgs.length; i += 2) rows.push(Math.max(sizes[i][1], sizes[i + 1]?.[1] ?? 0));
  const width = 2 * WIDTH;
  const height = rows.reduce((a, b) => a + b, 0);
  const placed = svgs.map((svg, i) => svg.replace("<svg ", `<svg x="${(i % 2) * WIDTH}" y="${rows.slice(0, i >> 1).reduce((a, b) => a + b, 0)}" `));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`
    + `<rect width="${width}" height="${height}" fill="#fff"/>${placed.join("")}</svg>`;
}
