// A small line chart as SVG text: one line per series (against n, or steps), a linear or log y axis, a legend.
// For the Bench tab's plots over many seeds; the same text is shown, downloaded as .svg, and drawn
// onto a canvas for the .png.

export interface LineSeries {
  name: string;
  points: [number, number][];
}

export interface LineChart {
  title: string;
  xLabel: string;
  yLabel: string;
  log?: boolean;
  /** A dot on each point (default); off for long traces. */
  dots?: boolean;
  series: LineSeries[];
}

const WIDTH = 420;
const HEIGHT = 260;
const PAD = { left: 56, right: 12, top: 28, bottom: 40 };
const COLOURS = ["#0a66c2", "#c62828", "#1a7f37", "#8e44ad", "#e67e22", "#16a085", "#5f6368"];

const escape = (text: string): string => text.replace(/[<>&"]/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", '"': "&quot;" })[c]!);
const tick = (value: number): string => (Math.abs(value) >= 1e4 ? value.toExponential(0) : String(Number(value.toPrecision(3))));

/** The legend's line height, below the plot. */
const LEGEND_LINE = 14;

export function lineChartSvg(chart: LineChart): string {
  const total = HEIGHT + LEGEND_LINE * chart.series.length;
  const points = chart.series.flatMap((s) => s.points).filter(([, y]) => Number.isFinite(y) && (!chart.log || y > 0));
  const xs = points.map(([x]) => x);
  const ys = points.map(([, y]) => y);
  const [x0, x1] = [Math.min(...xs, Infinity), Math.max(...xs, -Infinity)];
  const f = (y: number): number => (chart.log ? Math.log10(y) : y);
  const [y0, y1] = chart.log ? [Math.min(...ys.map(f)), Math.max(...ys.map(f))] : [0, Math.max(...ys, 1)];
  const px = (x: number): number => PAD.left + ((x - x0) / Math.max(1e-9, x1 - x0)) * (WIDTH - PAD.left - PAD.right);
  const py = (y: number): number => HEIGHT - PAD.bottom - ((f(y) - y0) / Math.max(1e-9, y1 - y0)) * (HEIGHT - PAD.top - PAD.bottom);
  const parts = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${total}" viewBox="0 0 ${WIDTH} ${total}" font-family="system-ui, sans-serif" font-size="11">`,
    `<rect width="${WIDTH}" height="${total}" fill="#fff"/>`,
    `<text x="${WIDTH / 2}" y="16" text-anchor="middle" font-weight="600" font-size="12">${escape(chart.title)}</text>`,
    `<path d="M${PAD.left},${PAD.top}V${HEIGHT - PAD.bottom}H${WIDTH - PAD.right}" fill="none" stroke="#999"/>`,
    `<text x="${(PAD.left + WIDTH - PAD.right) / 2}" y="${HEIGHT - 6}" text-anchor="middle">${escape(chart.xLabel)}</text>`,
    `<text transform="translate(12,${(PAD.top + HEIGHT - PAD.bottom) / 2}) rotate(-90)" text-anchor="middle">${escape(chart.yLabel)}${chart.log ? " (log)" : ""}</text>`,
  ];
  if (points.length > 0) {
    const yTop = chart.log ? 10 ** y1 : y1;
    const yBottom = chart.log ? 10 ** y0 : 0;
    parts.push(`<text x="${PAD.left - 4}" y="${PAD.top + 4}" text-anchor="end">${tick(yTop)}</text>`,
      `<text x="${PAD.left - 4}" y="${HEIGHT - PAD.bottom}" text-anchor="end">${tick(yBottom)}</text>`,
      `<text x="${PAD.left}" y="${HEIGHT - PAD.bottom + 14}" text-anchor="middle">${tick(x0)}</text>`,
      `<text x="${WIDTH - PAD.right}" y="${HEIGHT - PAD.bottom + 14}" text-anchor="end">${tick(x1)}</text>`);
  }
  chart.series.forEach((series, k) => {
    const colour = COLOURS[k % COLOURS.length];
    const kept = series.points.filter(([, y]) => Number.isFinite(y) && (!chart.log || y > 0));
    if (kept.length > 0) {
      parts.push(`<path d="${kept.map(([x, y], i) => `${i ? "L" : "M"}${px(x).toFixed(1)},${py(y).toFixed(1)}`).join("")}" fill="none" stroke="${colour}" stroke-width="2"/>`);
      if (chart.dots !== false) for (const [x, y] of kept) parts.push(`<circle cx="${px(x).toFixed(1)}" cy="${py(y).toFixed(1)}" r="2.5" fill="${colour}"/>`);
    }
    const y = HEIGHT + LEGEND_LINE * k + 4;
    parts.push(`<path d="M${PAD.left},${y}h18" stroke="${colour}" stroke-width="2"/>`,
      `<text x="${PAD.left + 24}" y="${y + 4}">${escape(series.name)}</text>`);
  });
  parts.push("</svg>");
  return parts.join("");
}

/** The SVG text drawn onto a canvas at `scale`, as PNG bytes. */
export async function svgToPng(svg: string, scale = 2): Promise<Blob> {
  const image = new Image();
  const url = URL.createObjectURL(new Blob([svg], { type: "image/svg+xml" }));
  try {
    image.src = url;
    await image.decode();
    const canvas = document.createElement("canvas");
    canvas.width = image.width * scale;
    canvas.height = image.height * scale;
    const ctx = canvas.getContext("2d")!;
    ctx.scale(scale, scale);
    ctx.drawImage(image, 0, 0);
    return await new Promise<Blob>((resolve, reject) => canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error("no PNG"))), "image/png"));
  } finally {
    URL.revokeObjectURL(url);
  }
}
