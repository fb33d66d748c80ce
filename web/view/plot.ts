// A live line plot on a canvas: one value against the event, as Watch runs (h, the attacking pairs,
// for local search; queens placed for backtracking), and a second run's beside it, dashed. Points are kept thinned to at most MAX_POINTS:
// when full, every other one goes and only every 2nd, 4th, ... step is kept from then on, so a
// run of millions of steps plots in constant memory. A marker shows the step on the board, dashed
// lines the restarts. With log axes allowed (Watch on a large board), an axis whose values span
// decades is drawn on a log scale of 1 + value, so that 0 keeps its place at the origin.

import { Redraw, fitBitmap } from "./canvas.js";

const MAX_POINTS = 4096;
const INK = "#1d1d1f";
const LINE = "#0a66c2";
const SECOND = "#8e44ad";
const MEAN = "#1a7f37";
const MARK = "#c62828";
const GRID = "#d8d8dc";
/** An axis goes logarithmic (when allowed) once its largest value is this many times its unit. */
const LOG_FROM = 100;

/** Where v lies from 0 to max along an axis, 0 to 1: linear, or log(1 + v). */
const along = (v: number, max: number, log: boolean): number => (log ? Math.log1p(v) / Math.log1p(max) : v / max);
/** A log axis's ticks: 0 and the powers of ten up to max. */
const decades = (max: number): number[] => [0, ...Array.from({ length: Math.floor(Math.log10(max)) + 1 }, (_, k) => 10 ** k)];

/** One line of the plot, thinned as it grows. */
class Series {
  xs: number[] = [];
  ys: number[] = [];
  private stride = 1;

  /** Only every stride-th step is kept (and the ones added `always`). */
  get every(): number {
    return this.stride;
  }

  /** See LivePlot.add; whether the point was kept. */
  add(x: number, y: number, always: boolean): boolean {
    const last = this.xs.length ? this.xs[this.xs.length - 1] : -1;
    if (x <= last || (x % this.stride !== 0 && !always)) return false;
    this.xs.push(x);
    this.ys.push(y);
    if (this.xs.length >= MAX_POINTS) {
      this.stride *= 2;
      const keep = this.xs.map((x0) => x0 % this.stride === 0);
      this.ys = this.ys.filter((_, k) => keep[k]);
      this.xs = this.xs.filter((_, k) => keep[k]);
    }
    return true;
  }
}

export class LivePlot {
  private readonly ctx: CanvasRenderingContext2D;
  private main = new Series();
  /** A second run beside the first (Watch's second board), drawn dashed. */
  private second: Series | null = null;
  /** A mean beside the first line's value (the genetic search's mean fitness), drawn dotted. */
  private mean = new Series();
  private marker = -1;
  /** Events at which the first run restarted, marked with a dashed line. */
  private restarts: number[] = [];
  private readonly redraw = new Redraw(() => this.draw());
  /** Whether an axis that spans decades may be drawn on a log scale. */
  private logAllowed = false;

  constructor(readonly canvas: HTMLCanvasElement, private readonly yLabel: () => string) {
    this.ctx = canvas.getContext("2d")!;
    new ResizeObserver(() => this.invalidate()).observe(canvas);
  }

  clear(): void {
    this.main = new Series();
    this.second = null;
    this.mean = new Series();
    this.marker = -1;
    this.restarts = [];
    this.invalidate();
  }

  /** Lets (or stops) an axis that spans decades be drawn on a log scale. */
  allowLog(on: boolean): void {
    this.logAllowed = on;
    this.invalidate();
  }

  /** The last point of the first line (null: none). */
  get last(): { x: number; y: number } | null {
    const { xs, ys } = this.main;
    return xs.length === 0 ? null : { x: xs[xs.length - 1], y: ys[ys.length - 1] };
  }

  /** The first run restarted at event x (ignored when already marked). */
  markRestart(x: number): void {
    if (this.restarts.length > 0 && this.restarts[this.restarts.length - 1] >= x) return;
    this.restarts.push(x);
    this.invalidate();
  }

  /** The value at step x; steps must come in increasing order (earlier ones are ignored). `always`:
   *  kept even off the thinned steps (the last step of a run). */
  add(x: number, y: number, always = false): void {
    if (this.main.add(x, y, always)) this.invalidate();
  }

  /** Starts the second line afresh (false: none). */
  setSecond(shown: boolean): void {
    this.second = shown ? new Series() : null;
    this.invalidate();
  }

  /** A value of the second line, as add() takes the first's. */
  addSecond(x: number, y: number, always = false): void {
    if (this.second?.add(x, y, always)) this.invalidate();
  }

  /** A value of the mean line, as add() takes the first's. */
  addMean(x: number, y: number, always = false): void {
    if (this.mean.add(x, y, always)) this.invalidate();
  }

  /** The step shown on the board. */
  mark(x: number): void {
    this.marker = x;
    this.invalidate();
  }

  get points(): number {
    return this.main.xs.length;
  }

  /** The first line keeps only every `every`-th step from now on: a caller may skip those between. */
  get every(): number {
    return this.main.every;
  }

  invalidate(): void {
    this.redraw.request();
  }

  private draw(): void {
    const { canvas, ctx } = this;
    fitBitmap(canvas);
    const ratio = window.devicePixelRatio || 1;
    ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
    const w = canvas.width / ratio;
    const h = canvas.height / ratio;
    ctx.fillStyle = "#fff";
    ctx.fillRect(0, 0, w, h);
    // the text grows with the plot, so that an enlarged plot reads on a projector
    const font = Math.max(11, Math.round(h / 22));
    const left = font * 3.2;
    const bottom = h - font * 1.7;
    // the keys of the other lines, each on a line of its own under the label
    const keys = [...(this.second ? [{ text: "dashed: the board beside", colour: SECOND }] : []), ...(this.mean.xs.length > 0 ? [{ text: "dotted: the mean", colour: MEAN }] : [])];
    const top = font * 1.4 + keys.length * (font + 2);
    const right = w - 8;
    const lines = [{ series: this.main, colour: LINE, dash: [] as number[] }];
    if (this.second) lines.push({ series: this.second, colour: SECOND, dash: [4, 3] });
    if (this.mean.xs.length > 0) lines.push({ series: this.mean, colour: MEAN, dash: [1.5, 2.5] });
    const xMax = Math.max(1, this.marker, ...lines.map(({ series: { xs } }) => (xs.length ? xs[xs.length - 1] : 1)));
    const yMax = Math.max(1, ...lines.flatMap(({ series }) => series.ys));
    const logX = this.logAllowed && xMax >= LOG_FROM;
    const logY = this.logAllowed && yMax >= LOG_FROM;
    const px = (x: number): number => left + along(x, xMax, logX) * (right - left);
    const py = (y: number): number => bottom - along(y, yMax, logY) * (bottom - top);
    ctx.strokeStyle = GRID;
    ctx.lineWidth = 1;
    ctx.beginPath();
    ctx.moveTo(left, top);
    ctx.lineTo(left, bottom);
    ctx.lineTo(right, bottom);
    ctx.stroke();
    ctx.fillStyle = INK;
    ctx.font = `${font}px system-ui, sans-serif`;
    ctx.textBaseline = "middle";
    ctx.textAlign = "right";
    // ticks at 0, the top and whole steps between (at most 4 of them; a log axis: the powers of ten), with faint grid lines
    const yStep = Math.max(1, Math.ceil(yMax / 4));
    const yTicks = logY ? decades(yMax) : Array.from({ length: Math.floor(yMax / yStep) + 1 }, (_, k) => k * yStep);
    for (const y of yTicks) {
      ctx.fillText(y.toLocaleString("en-US"), left - 4, py(y));
      if (y > 0) {
        ctx.strokeStyle = GRID;
        ctx.beginPath();
        ctx.moveTo(left, py(y));
        ctx.lineTo(right, py(y));
        ctx.stroke();
      }
    }
    if (yTicks[yTicks.length - 1] !== yMax) ctx.fillText(yMax.toLocaleString("en-US"), left - 4, top);
    ctx.textAlign = "left";
    ctx.textBaseline = "top";
    ctx.fillText(this.yLabel(), left + 4, 0);
    ctx.textAlign = "right";
    ctx.fillText(`event ${xMax.toLocaleString("en-US")}${logX ? " (log scale)" : ""}`, right, bottom + 3);
    ctx.textAlign = "left";
    ctx.fillText("0", left, bottom + 3);
    if (logX) { // the decades between, where they leave room for the labels at the ends
      ctx.textAlign = "center";
      for (const x of decades(xMax).slice(2)) if (px(x) - left > font * 3 && right - px(x) > font * 8) ctx.fillText(x.toLocaleString("en-US"), px(x), bottom + 3);
    }
    for (const { series: { xs, ys }, colour, dash } of lines) {
      if (xs.length === 0) continue;
      ctx.strokeStyle = colour;
      ctx.setLineDash(dash);
      ctx.lineWidth = 1.5;
      ctx.beginPath();
      // a step plot: the value holds until the next point
      ctx.moveTo(px(xs[0]), py(ys[0]));
      for (let k = 1; k < xs.length; k++) {
        ctx.lineTo(px(xs[k]), py(ys[k - 1]));
        ctx.lineTo(px(xs[k]), py(ys[k]));
      }
      ctx.stroke();
    }
    ctx.setLineDash([3, 3]);
    ctx.strokeStyle = INK;
    ctx.lineWidth = 1;
    for (const x of this.restarts) {
      ctx.beginPath();
      ctx.moveTo(px(x), top);
      ctx.lineTo(px(x), bottom);
      ctx.stroke();
    }
    ctx.setLineDash([]);
    ctx.textAlign = "right";
    ctx.textBaseline = "top";
    keys.forEach(({ text, colour }, k) => {
      ctx.fillStyle = colour;
      ctx.fillText(text, right, (k + 1) * (font + 2));
    });
    if (this.marker >= 0) {
      ctx.strokeStyle = MARK;
      ctx.lineWidth = 1;
      ctx.beginPath();
      ctx.moveTo(px(this.marker), top);
      ctx.lineTo(px(this.marker), bottom);
      ctx.stroke();
    }
    canvas.dataset.points = String(this.main.xs.length);
    canvas.dataset.secondPoints = String(this.second?.xs.length ?? 0);
    canvas.dataset.meanPoints = String(this.mean.xs.length);
    // the last values drawn, for tests: the line's and the mean's
    canvas.dataset.last = String(this.main.ys.at(-1) ?? "");
    canvas.dataset.lastMean = String(this.mean.ys.at(-1) ?? "");
    canvas.dataset.restarts = String(this.restarts.length);
    canvas.dataset.scale = `${logX ? "log" : "linear"} ${logY ? "log" : "linear"}`;
  }
}
