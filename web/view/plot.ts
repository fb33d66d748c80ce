// A live line plot on a canvas: one value against the step, as Watch runs (attacked queens for
// local search, queens placed for backtracking). Points are kept thinned to at most MAX_POINTS:
// when full, every other one goes and only every 2nd, 4th, ... step is kept from then on, so a
// run of millions of steps plots in constant memory. A marker shows the step on the board.

import { Redraw, fitBitmap } from "./canvas.js";

const MAX_POINTS = 4096;
const INK = "#1d1d1f";
const LINE = "#0a66c2";
const MARK = "#c62828";
const GRID = "#d8d8dc";

export class LivePlot {
  private readonly ctx: CanvasRenderingContext2D;
  private xs: number[] = [];
  private ys: number[] = [];
  private stride = 1;
  private marker = -1;
  private readonly redraw = new Redraw(() => this.draw());

  constructor(readonly canvas: HTMLCanvasElement, private readonly yLabel: () => string) {
    this.ctx = canvas.getContext("2d")!;
    new ResizeObserver(() => this.invalidate()).observe(canvas);
  }

  clear(): void {
    this.xs = [];
    this.ys = [];
    this.stride = 1;
    this.marker = -1;
    this.invalidate();
  }

  /** The value at step x; steps must come in increasing order (earlier ones are ignored). `always`:
   *  kept even off the thinned steps (the last step of a run). */
  add(x: number, y: number, always = false): void {
    const last = this.xs.length ? this.xs[this.xs.length - 1] : -1;
    if (x <= last || (x % this.stride !== 0 && !always)) return;
    this.xs.push(x);
    this.ys.push(y);
    if (this.xs.length >= MAX_POINTS) {
      this.stride *= 2;
      const keep = this.xs.map((x0) => x0 % this.stride === 0);
      this.ys = this.ys.filter((_, k) => keep[k]);
      this.xs = this.xs.filter((_, k) => keep[k]);
    }
    this.invalidate();
  }

  /** The step shown on the board. */
  mark(x: number): void {
    this.marker = x;
    this.invalidate();
  }

  get points(): number {
    return this.xs.length;
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
    const left = 34;
    const bottom = h - 18;
    const top = 14;
    const right = w - 8;
    const xMax = Math.max(1, this.xs.length ? this.xs[this.xs.length - 1] : 1, this.marker);
    const yMax = Math.max(1, ...this.ys);
    const px = (x: number): number => left + (x / xMax) * (right - left);
    const py = (y: number): number => bottom - (y / yMax) * (bottom - top);
    ctx.strokeStyle = GRID;
    ctx.lineWidth = 1;
    ctx.beginPath();
    ctx.moveTo(left, top);
    ctx.lineTo(left, bottom);
    ctx.lineTo(right, bottom);
    ctx.stroke();
    ctx.fillStyle = INK;
    ctx.font = "11px system-ui, sans-serif";
    ctx.textBaseline = "middle";
    ctx.textAlign = "right";
    ctx.fillText(String(yMax), left - 4, top);
    ctx.fillText("0", left - 4, bottom);
    ctx.textAlign = "left";
    ctx.textBaseline = "top";
    ctx.fillText(this.yLabel(), left + 4, 0);
    ctx.textAlign = "right";
    ctx.fillText(`step ${xMax.toLocaleString("en-US")}`, right, bottom + 3);
    ctx.textAlign = "left";
    ctx.fillText("0", left, bottom + 3);
    if (this.xs.length > 0) {
      ctx.strokeStyle = LINE;
      ctx.lineWidth = 1.5;
      ctx.beginPath();
      // a step plot: the value holds until the next point
      ctx.moveTo(px(this.xs[0]), py(this.ys[0]));
      for (let k = 1; k < this.xs.length; k++) {
        ctx.lineTo(px(this.xs[k]), py(this.ys[k - 1]));
        ctx.lineTo(px(this.xs[k]), py(this.ys[k]));
      }
      ctx.stroke();
    }
    if (this.marker >= 0) {
      ctx.strokeStyle = MARK;
      ctx.lineWidth = 1;
      ctx.beginPath();
      ctx.moveTo(px(this.marker), top);
      ctx.lineTo(px(this.marker), bottom);
      ctx.stroke();
    }
    canvas.dataset.points = String(this.xs.length);
  }
}
