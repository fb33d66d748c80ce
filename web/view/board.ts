// The board on a canvas: real squares and queens when a square is several pixels wide, one
// pixel-sized mark per queen in between, and a density picture when many squares share a pixel.
// Queens are the darkest and largest mark at every zoom: a solid square mark up to SQUARES_FROM,
// then a disc on muted squares, then a disc carrying the queen's glyph from GLYPH_FROM.
// Only the visible part is drawn (columns outside the view are never read), at most one frame per
// animation frame. Column c runs left to right, row 0 is at the top, as in `--format board`.
import { Redraw, fitBitmap } from "./canvas.js";

/** A cell under the pointer, 0-based, and whether a queen stands there. */
export interface Hover {
  col: number;
  row: number;
  queen: boolean;
  /** Squares per screen pixel side at this zoom: above 1 the cell is approximate. */
  cellsPerPixel: number;
}

export interface Marks {
  /** Only columns below this have queens (Watch's greedy start); default all. */
  placed?: number;
  /** 1 where the queen of that column is attacked. */
  conflicted?: Uint8Array;
  /** Columns to outline (the last move). */
  moved?: readonly number[];
  /** The column being filled (Watch's backtracking): its attacked rows shaded red, rows already tried grey. */
  current?: { col: number; attacked: Uint8Array; tried: number };
  /** Pairs of columns whose queens attack each other: a line joins them. */
  lines?: readonly (readonly [number, number])[];
  /** A number on each square of one column, by row (NaN: none), one row ringed (the move to come);
   *  `signed`: changes, written +2, 0, -1. */
  /** `all`: every column's numbers (by column, then row; NaN: none), as AIMA's figure 4.3 shows h on every square. */
  numbers?: { col: number; values: ArrayLike<number>; chosen?: number; signed?: boolean; all?: readonly ArrayLike<number>[] };
}

export interface BoardOptions {
  /** A small canvas showing the whole board and where the view is, when zoomed in. */
  minimap?: HTMLCanvasElement;
  /** Row and column numbers in a band along the top and left edges (small boards). */
  labels?: boolean;
}

/** From this many device pixels per square the checkerboard and round queens are drawn. */
const SQUARES_FROM = 6;
/** From this many device pixels per square a queen's disc carries the ♛ glyph and the squares
 *  take their full colours (below, muted, so the queens stand out). */
const GLYPH_FROM = 28;
/** From this many device pixels per square a column's numbers (Marks.numbers) are drawn. */
const NUMBERS_FROM = 20;
/** Device pixels per square that lookAt() zooms to when the view is further out. */
export const LOOK_SCALE = 40;
/** Columns nearestQueen() reads on either side of the view's centre at most. */
const NEAREST_SPAN = 1 << 21;
/** Most columns read for one density frame: beyond this, columns are sampled evenly. */
const DENSITY_SAMPLES = 1 << 22;
const MAX_SCALE = 96;
/** The minimap shows from this n up, once the view is this many times closer than the fit. */
const MINIMAP_FROM_N = 1000;
const MINIMAP_FROM_ZOOM = 2;
const LIGHT = "#f0d9b5";
const DARK = "#b58863";
const MUTED_LIGHT = "#f6ecdc";
const MUTED_DARK = "#e2cfb3";
const GLYPH_INK = "#fff";
const QUEEN = "#1d1d1f";
const ATTACKED = "#d0021b";
const MOVED = "#0a66c2";
const SHADE_ATTACKED = "rgba(208, 2, 27, 0.45)";
const SHADE_TRIED = "rgba(95, 99, 104, 0.45)";
const LINE = "rgba(208, 2, 27, 0.7)";
const HATCH = "rgba(208, 2, 27, 0.55)";
const NUMBER_INK = "#1d1d1f";
const LABEL_INK = "#5f6368";
/** The label band's width in CSS pixels, and the narrowest square that gets a number in it. */
const LABEL_BAND_PX = 22;
const LABEL_MIN_SQUARE_PX = 9;

/** The least of 1, 2, 5, 10, 20, 50, ... at or above k (1 for k <= 1). */
function roundUp(k: number): number {
  if (!(k > 1)) return 1;
  const p = 10 ** Math.floor(Math.log10(k));
  return [1, 2, 5, 10].map((m) => m * p).find((x) => x >= k) ?? 10 * p;
}

export class BoardView {
  private readonly ctx: CanvasRenderingContext2D;
  private rows: ArrayLike<number> | null = null;
  private marks: Marks = {};
  /** Board coordinates (in squares) at the canvas's top-left, and device pixels per square. */
  private x0 = 0;
  private y0 = 0;
  private scale = 1;
  private fitted = true;
  private readonly redraw = new Redraw(() => this.draw());
  private readonly pointers = new Map<number, { x: number; y: number }>();
  private pinchDistance = 0;
  private density: { width: number; height: number; counts: Float32Array; image: ImageData } | null = null;
  /** The minimap's picture of the whole board, made once per placement. */
  private overview: ImageData | null = null;
  private resizeObserver: ResizeObserver;
  /** Called after every drawn frame, with the view (for tests and the URL). */
  onDraw?: (view: { x: number; y: number; scale: number }) => void;
  onHover?: (hover: Hover | null) => void;
  private readonly minimap?: HTMLCanvasElement;
  private readonly labels: boolean;

  constructor(readonly canvas: HTMLCanvasElement, options: BoardOptions = {}) {
    this.minimap = options.minimap;
    this.labels = options.labels ?? false;
    const minimap = this.minimap;
    const context = canvas.getContext("2d", { alpha: false });
    if (!context) throw new Error("this browser has no 2D canvas");
    this.ctx = context;
    canvas.tabIndex = 0;
    canvas.style.touchAction = "none";
    canvas.addEventListener("wheel", (event) => this.onWheel(event), { passive: false });
    canvas.addEventListener("pointerdown", (event) => this.onPointerDown(event));
    canvas.addEventListener("pointermove", (event) => this.onPointerMove(event));
    canvas.addEventListener("pointerup", (event) => this.onPointerUp(event));
    canvas.addEventListener("pointercancel", (event) => this.onPointerUp(event));
    canvas.addEventListener("pointerleave", () => this.onHover?.(null));
    canvas.addEventListener("keydown", (event) => this.onKey(event));
    this.resizeObserver = new ResizeObserver(() => this.resize());
    this.resizeObserver.observe(canvas);
    minimap?.addEventListener("click", (event) => this.onMinimapClick(event));
    this.resize();
  }

  get n(): number {
    return this.rows?.length ?? 0;
  }

  /** True while the whole board is shown as fit() placed it (no zoom or pan since). */
  get isFitted(): boolean {
    return this.fitted;
  }

  /** Device pixels of the label band (0 without labels). */
  private get band(): number {
    return this.labels ? Math.round(LABEL_BAND_PX * (window.devicePixelRatio || 1)) : 0;
  }

  get view(): { x: number; y: number; scale: number } {
    return { x: this.x0, y: this.y0, scale: this.scale };
  }

  /** Shows a placement (rows[c] = row of column c); keeps the view when n is unchanged. */
  setRows(rows: ArrayLike<number> | null, marks: Marks = {}): void {
    const sameSize = rows !== null && this.rows !== null && rows.length === this.rows.length;
    this.overview = null; // new rows, or the same rows changed in place (Watch on a large board)
    this.rows = rows;
    this.marks = marks;
    if (!sameSize || this.fitted) this.fit();
    else this.invalidate();
  }

  /** The whole board, centred. */
  fit(): void {
    const { width, height } = this.canvas;
    const band = this.band;
    const n = Math.max(1, this.n);
    this.scale = Math.max(1e-9, Math.min(width - band, height - band)) / n;
    this.x0 = -band / this.scale - ((width - band) / this.scale - n) / 2;
    this.y0 = -band / this.scale - ((height - band) / this.scale - n) / 2;
    this.fitted = true;
    this.invalidate();
  }

  /** Multiplies the zoom by `factor`, keeping the board point under device pixel (px, py) still. */
  zoomAt(factor: number, px = this.canvas.width / 2, py = this.canvas.height / 2): void {
    const fitScale = Math.min(this.canvas.width, this.canvas.height) / Math.max(1, this.n);
    const scale = Math.min(Math.max(this.scale * factor, fitScale / 2), Math.max(MAX_SCALE, fitScale));
    const bx = this.x0 + px / this.scale;
    const by = this.y0 + py / this.scale;
    this.scale = scale;
    this.x0 = bx - px / scale;
    this.y0 = by - py / scale;
    this.fitted = false;
    this.clampPan();
    this.invalidate();
  }

  /** Moves the view by (dx, dy) device pixels. */
  panBy(dx: number, dy: number): void {
    this.x0 -= dx / this.scale;
    this.y0 -= dy / this.scale;
    this.fitted = false;
    this.clampPan();
    this.invalidate();
  }

  /** The square at the centre of the view. */
  get centre(): { col: number; row: number } {
    return {
      col: Math.floor(this.x0 + this.canvas.width / this.scale / 2),
      row: Math.floor(this.y0 + this.canvas.height / this.scale / 2),
    };
  }

  /** Centres the view on square (col, row), zoomed in to at least LOOK_SCALE pixels a square. */
  lookAt(col: number, row: number): void {
    const n = this.n;
    col = Math.min(Math.max(0, Math.floor(col)), n - 1);
    row = Math.min(Math.max(0, Math.floor(row)), n - 1);
    this.scale = Math.max(this.scale, LOOK_SCALE * (window.devicePixelRatio || 1));
    this.x0 = col + 0.5 - this.canvas.width / this.scale / 2;
    this.y0 = row + 0.5 - this.canvas.height / this.scale / 2;
    this.fitted = false;
    this.invalidate();
  }

  /** The column whose queen lies nearest the view's centre (searching NEAREST_SPAN columns on
   *  either side at most), or -1 without a board. */
  nearestQueen(): number {
    const rows = this.rows;
    if (rows === null) return -1;
    const placed = this.marks.placed ?? this.n;
    const cx = this.x0 + this.canvas.width / this.scale / 2;
    const cy = this.y0 + this.canvas.height / this.scale / 2;
    const from = Math.max(0, Math.floor(cx) - NEAREST_SPAN);
    const to = Math.min(placed, Math.floor(cx) + NEAREST_SPAN + 1);
    let best = -1;
    let bestDistance = Infinity;
    for (let c = from; c < to; c++) {
      const dx = c + 0.5 - cx;
      const dy = rows[c] + 0.5 - cy;
      const distance = dx * dx + dy * dy;
      if (distance < bestDistance) {
        bestDistance = distance;
        best = c;
      }
    }
    return best;
  }

  /** The row of the queen in column `col`, or -1 when it has none (yet). */
  rowAt(col: number): number {
    return this.rows !== null && col >= 0 && col < (this.marks.placed ?? this.n) ? this.rows[col] : -1;
  }

  /** The column of the queen on `row`, or -1 (a scan: a permutation has no index by row). */
  columnOfRow(row: number): number {
    const rows = this.rows;
    if (rows === null) return -1;
    const placed = this.marks.placed ?? this.n;
    for (let c = 0; c < placed; c++) if (rows[c] === row) return c;
    return -1;
  }

  /** Keeps some of the board on screen: the view's centre stays on the board. */
  private clampPan(): void {
    const n = this.n;
    const halfW = this.canvas.width / this.scale / 2;
    const halfH = this.canvas.height / this.scale / 2;
    this.x0 = Math.min(Math.max(this.x0, -halfW), n - halfW);
    this.y0 = Math.min(Math.max(this.y0, -halfH), n - halfH);
  }

  private resize(): void {
    if (!fitBitmap(this.canvas)) return;
    if (this.fitted) this.fit();
    else this.invalidate();
  }

  invalidate(): void {
    this.redraw.request();
  }

  private draw(): void {
    const { ctx } = this;
    const { width, height } = this.canvas;
    ctx.fillStyle = "#fff";
    ctx.fillRect(0, 0, width, height);
    if (this.rows !== null && this.n > 0) {
      if (this.scale >= 1) this.drawSquares();
      else this.drawDensity();
      if (this.labels) this.drawLabels();
    }
    this.canvas.dataset.view = `${this.x0.toFixed(3)},${this.y0.toFixed(3)},${this.scale.toPrecision(6)}`;
    this.drawMinimap();
    this.onDraw?.(this.view);
  }

  /** Visible columns (or rows) [from, to) for an origin in squares and a length in device pixels. */
  private visible(origin: number, pixels: number): [number, number] {
    return [Math.max(0, Math.floor(origin)), Math.min(this.n, Math.ceil(origin + pixels / this.scale))];
  }

  private drawSquares(): void {
    const { ctx, scale: s, x0, y0 } = this;
    const rows = this.rows!;
    const [c0, c1] = this.visible(x0, this.canvas.width);
    const [r0, r1] = this.visible(y0, this.canvas.height);
    const px = (c: number): number => Math.round((c - x0) * s);
    const py = (r: number): number => Math.round((r - y0) * s);
    const placed = this.marks.placed ?? this.n;
    const conflicted = this.marks.conflicted;
    const squares = s >= SQUARES_FROM;
    const glyphs = s >= GLYPH_FROM;
    // the board: light squares, then the dark ones (when squares are big enough to see)
    ctx.fillStyle = !squares ? "#f7f3ea" : glyphs ? LIGHT : MUTED_LIGHT;
    ctx.fillRect(px(c0), py(r0), px(c1) - px(c0), py(r1) - py(r0));
    if (squares) {
      ctx.fillStyle = glyphs ? DARK : MUTED_DARK;
      for (let r = r0; r < r1; r++) {
        for (let c = c0 + ((c0 + r + 1) & 1); c < c1; c += 2) ctx.fillRect(px(c), py(r), px(c + 1) - px(c), py(r + 1) - py(r));
      }
    }
    const current = this.marks.current;
    if (current !== undefined && current.col >= c0 && current.col < c1) {
      for (let r = r0; r < r1; r++) {
        const shade = current.attacked[r] ? SHADE_ATTACKED : r < current.tried ? SHADE_TRIED : null;
        if (shade === null) continue;
        ctx.fillStyle = shade;
        ctx.fillRect(px(current.col), py(r), px(current.col + 1) - px(current.col), py(r + 1) - py(r));
      }
    }
    if (glyphs) {
      ctx.font = `${Math.floor(s * 0.56)}px "DejaVu Sans", "Segoe UI Symbol", "Apple Symbols", sans-serif`;
      ctx.textAlign = "center";
      ctx.textBaseline = "middle";
    }
    for (let c = c0; c < Math.min(c1, placed); c++) {
      const r = rows[c];
      if (r < r0 || r >= r1) continue;
      const x = (c + 0.5 - x0) * s;
      const y = (r + 0.5 - y0) * s;
      // an attacked queen's square is hatched, so it is told apart without its colour
      if (conflicted?.[c] && squares) this.hatch(px(c), py(r), px(c + 1) - px(c));
      ctx.fillStyle = conflicted?.[c] ? ATTACKED : QUEEN;
      if (squares) {
        ctx.beginPath();
        ctx.arc(x, y, s * 0.43, 0, 2 * Math.PI);
        ctx.fill();
        if (glyphs) {
          ctx.fillStyle = GLYPH_INK;
          ctx.fillText("\u265B", x, y + s * 0.03);
        }
      } else {
        // at least 3 pixels, so a lone queen in a wide view is still seen
        const size = Math.max(3, s);
        ctx.fillRect(Math.round(x - size / 2), Math.round(y - size / 2), size, size);
      }
    }
    this.drawLines(px, py);
    if (s >= NUMBERS_FROM) this.drawNumbers(px, py);
    for (const c of this.marks.moved ?? []) {
      if (c < c0 || c >= c1 || c >= placed) continue;
      const r = rows[c];
      ctx.strokeStyle = MOVED;
      ctx.lineWidth = Math.max(2, s / 12);
      ctx.strokeRect(px(c) + ctx.lineWidth / 2, py(r) + ctx.lineWidth / 2, s - ctx.lineWidth, s - ctx.lineWidth);
    }
  }

  /** Diagonal stripes over a square of `size` device pixels at (x, y). */
  private hatch(x: number, y: number, size: number): void {
    const { ctx } = this;
    ctx.save();
    ctx.beginPath();
    ctx.rect(x, y, size, size);
    ctx.clip();
    ctx.strokeStyle = HATCH;
    ctx.lineWidth = Math.max(1.5, size / 14);
    ctx.beginPath();
    for (let k = -size; k < size; k += size / 5) {
      ctx.moveTo(x + k, y + size);
      ctx.lineTo(x + k + size, y);
    }
    ctx.stroke();
    ctx.restore();
  }

  /** A line between the centres of each pair of attacking queens. */
  private drawLines(px: (c: number) => number, py: (r: number) => number): void {
    const lines = this.marks.lines;
    if (!lines?.length) return;
    const { ctx, scale: s } = this;
    const rows = this.rows!;
    ctx.strokeStyle = LINE;
    ctx.lineWidth = Math.max(1.5, s / 16);
    ctx.beginPath();
    for (const [a, b] of lines) {
      ctx.moveTo(px(a) + s / 2, py(rows[a]) + s / 2);
      ctx.lineTo(px(b) + s / 2, py(rows[b]) + s / 2);
    }
    ctx.stroke();
  }

  /** The numbers of one column (Watch: what each move of the queen about to move brings), or of every column. */
  private drawNumbers(px: (c: number) => number, py: (r: number) => number): void {
    const numbers = this.marks.numbers;
    if (numbers === undefined) return;
    const { ctx, scale: s } = this;
    const { col, values, chosen, signed } = numbers;
    ctx.font = `600 ${Math.floor(s * 0.3)}px system-ui, sans-serif`;
    ctx.textAlign = "right";
    ctx.textBaseline = "top";
    const columns = numbers.all ?? [];
    for (let c = 0; c < this.n; c++) {
      const of = c === col ? values : columns[c];
      if (of === undefined) continue;
      for (let r = 0; r < this.n; r++) {
        const value = of[r];
        if (Number.isNaN(value)) continue;
        const x = px(c);
        const y = py(r);
        const text = signed && value > 0 ? `+${value}` : String(value);
        ctx.fillStyle = "rgba(255, 255, 255, 0.85)";
        const w = ctx.measureText(text).width + s * 0.1;
        ctx.fillRect(x + s - w - s * 0.04, y + s * 0.04, w, s * 0.36);
        ctx.fillStyle = NUMBER_INK;
        ctx.fillText(text, x + s - s * 0.08, y + s * 0.07);
      }
    }
    if (chosen !== undefined) {
      ctx.strokeStyle = MOVED;
      ctx.setLineDash([Math.max(3, s / 8), Math.max(2, s / 12)]);
      ctx.lineWidth = Math.max(2, s / 14);
      ctx.strokeRect(px(col) + ctx.lineWidth, py(chosen) + ctx.lineWidth, s - 2 * ctx.lineWidth, s - 2 * ctx.lineWidth);
      ctx.setLineDash([]);
    }
  }

  /** Row numbers beside the board's left edge and column numbers above its top (pinned to the
   *  canvas's edges when the board reaches them), for the rows and columns in view. */
  private drawLabels(): void {
    const { ctx, scale: s, x0, y0 } = this;
    const { width, height } = this.canvas;
    const band = this.band;
    // the centre of the band: right beside the board, or at the canvas's edge once zoomed past it
    const left = Math.max(band / 2, -x0 * s - band / 2);
    const top = Math.max(band / 2, -y0 * s - band / 2);
    ctx.fillStyle = "#fff";
    ctx.fillRect(0, top - band / 2, width, band);
    ctx.fillRect(left - band / 2, 0, band, height);
    const ratio = window.devicePixelRatio || 1;
    ctx.fillStyle = LABEL_INK;
    ctx.font = `${Math.round(11 * ratio)}px system-ui, sans-serif`;
    ctx.textAlign = "center";
    ctx.textBaseline = "middle";
    // every label when squares are wide enough, else every k-th, k a round number (1, 2 or 5 times
    // a power of ten) that leaves the widest column label room; only the labelled lines are visited
    const room = Math.max(LABEL_MIN_SQUARE_PX * ratio * 2, ctx.measureText(String(Math.max(0, this.n - 1))).width + 6 * ratio);
    const every = roundUp(Math.ceil(room / s));
    const [c0, c1] = this.visible(x0, width);
    for (let c = Math.ceil(c0 / every) * every; c < c1; c += every) {
      const x = (c + 0.5 - x0) * s;
      if (x > left + band / 2) ctx.fillText(String(c), x, top);
    }
    const rowEvery = roundUp(Math.ceil((LABEL_MIN_SQUARE_PX * ratio * 2) / s));
    const [r0, r1] = this.visible(y0, height);
    for (let r = Math.ceil(r0 / rowEvery) * rowEvery; r < r1; r += rowEvery) {
      const y = (r + 0.5 - y0) * s;
      if (y > top + band / 2) ctx.fillText(String(r), left, y);
    }
  }

  /** Many squares per pixel: counts queens per device pixel, shaded against the mean density. */
  private drawDensity(): void {
    const { width, height } = this.canvas;
    const { scale: s, x0, y0 } = this;
    const rows = this.rows!;
    if (this.density?.width !== width || this.density.height !== height) {
      this.density = { width, height, counts: new Float32Array(width * height), image: this.ctx.createImageData(width, height) };
    }
    const { counts, image } = this.density;
    counts.fill(0);
    const [c0, c1] = this.visible(x0, width);
    const stride = Math.max(1, Math.ceil((c1 - c0) / DENSITY_SAMPLES));
    for (let c = c0; c < c1; c += stride) {
      const x = Math.floor((c - x0) * s);
      const y = Math.floor((rows[c] - y0) * s);
      if (x >= 0 && y >= 0 && y < height) counts[y * width + x] += stride;
    }
    // a permutation puts 1/n queens on each square on average, so 1/(n s^2) per pixel; pixels
    // are pooled into bins of b x b holding about 8 queens, so the shade shows density, not noise
    const perPixel = 1 / (this.n * s * s);
    const b = Math.min(8, Math.max(1, Math.ceil(Math.sqrt(8 / perPixel))));
    const mean = perPixel * b * b;
    const pixels = new Uint32Array(image.data.buffer);
    pixels.fill(0xffffffff);
    const bx0 = Math.max(0, Math.floor(-x0 * s));
    const bx1 = Math.min(width, Math.ceil((this.n - x0) * s));
    const by0 = Math.max(0, Math.floor(-y0 * s));
    const by1 = Math.min(height, Math.ceil((this.n - y0) * s));
    for (let y = by0; y < by1; y += b) {
      for (let x = bx0; x < bx1; x += b) {
        const yEnd = Math.min(by1, y + b);
        const xEnd = Math.min(bx1, x + b);
        let sum = 0;
        for (let yy = y; yy < yEnd; yy++) for (let xx = x; xx < xEnd; xx++) sum += counts[yy * width + xx];
        // no queens: board paper; twice the mean or more: full ink (pixels are little-endian ABGR)
        const t = Math.min(1, sum / (2 * mean * ((yEnd - y) * (xEnd - x)) / (b * b)));
        const r = Math.round(247 - t * (247 - 29));
        const g = Math.round(243 - t * (243 - 29));
        const bl = Math.round(234 - t * (234 - 31));
        const colour = ((0xff << 24) | (bl << 16) | (g << 8) | r) >>> 0;
        for (let yy = y; yy < yEnd; yy++) pixels.fill(colour, yy * width + x, yy * width + xEnd);
      }
    }
    this.ctx.putImageData(image, 0, 0);
  }

  /** The whole board in the minimap (one queen in every sampled column, shaded by density) and
   *  the view as a rectangle; hidden for small boards and when the whole board is in view. */
  private drawMinimap(): void {
    const map = this.minimap;
    if (map === undefined) return;
    const fitScale = Math.min(this.canvas.width, this.canvas.height) / Math.max(1, this.n);
    map.hidden = this.rows === null || this.n < MINIMAP_FROM_N || this.scale < fitScale * MINIMAP_FROM_ZOOM;
    if (map.hidden) return;
    const ratio = window.devicePixelRatio || 1;
    const size = Math.max(1, Math.round(map.clientWidth * ratio));
    if (map.width !== size || map.height !== size) {
      map.width = map.height = size;
      this.overview = null;
    }
    const ctx = map.getContext("2d")!;
    const n = this.n;
    if (this.overview === null) {
      const rows = this.rows!;
      const counts = new Float32Array(size * size);
      const stride = Math.max(1, Math.ceil(n / DENSITY_SAMPLES));
      for (let c = 0; c < n; c += stride) counts[Math.floor((rows[c] * size) / n) * size + Math.floor((c * size) / n)] += stride;
      const mean = n / (size * size);
      const image = ctx.createImageData(size, size);
      const pixels = new Uint32Array(image.data.buffer);
      for (let i = 0; i < counts.length; i++) {
        const t = Math.min(1, counts[i] / (2 * mean));
        const grey = Math.round(247 - t * (247 - 29));
        pixels[i] = ((0xff << 24) | (grey << 16) | (grey << 8) | grey) >>> 0;
      }
      this.overview = image;
    }
    ctx.putImageData(this.overview, 0, 0);
    const k = size / n;
    const w = Math.max(2, (this.canvas.width / this.scale) * k);
    const h = Math.max(2, (this.canvas.height / this.scale) * k);
    ctx.strokeStyle = MOVED;
    ctx.lineWidth = Math.max(1.5, ratio * 1.5);
    ctx.strokeRect(this.x0 * k, this.y0 * k, w, h);
  }

  private onMinimapClick(event: MouseEvent): void {
    const map = this.minimap!;
    const rect = map.getBoundingClientRect();
    const col = ((event.clientX - rect.left) / rect.width) * this.n;
    const row = ((event.clientY - rect.top) / rect.height) * this.n;
    this.x0 = col - this.canvas.width / this.scale / 2;
    this.y0 = row - this.canvas.height / this.scale / 2;
    this.fitted = false;
    this.clampPan();
    this.invalidate();
  }

  private cellAt(event: { clientX: number; clientY: number }): Hover | null {
    if (this.rows === null) return null;
    const rect = this.canvas.getBoundingClientRect();
    const ratio = this.canvas.width / Math.max(1, rect.width);
    const col = Math.floor(this.x0 + ((event.clientX - rect.left) * ratio) / this.scale);
    const row = Math.floor(this.y0 + ((event.clientY - rect.top) * ratio) / this.scale);
    if (col < 0 || row < 0 || col >= this.n || row >= this.n) return null;
    const placed = this.marks.placed ?? this.n;
    return { col, row, queen: col < placed && this.rows[col] === row, cellsPerPixel: 1 / this.scale };
  }

  private devicePoint(event: { clientX: number; clientY: number }): { x: number; y: number } {
    const rect = this.canvas.getBoundingClientRect();
    const ratio = this.canvas.width / Math.max(1, rect.width);
    return { x: (event.clientX - rect.left) * ratio, y: (event.clientY - rect.top) * ratio };
  }

  private onWheel(event: WheelEvent): void {
    event.preventDefault();
    const { x, y } = this.devicePoint(event);
    const lines = event.deltaMode === WheelEvent.DOM_DELTA_LINE ? 33 : event.deltaMode === WheelEvent.DOM_DELTA_PAGE ? 400 : 1;
    this.zoomAt(Math.exp((-event.deltaY * lines) / 500), x, y);
    this.onHover?.(this.cellAt(event));
  }

  private onPointerDown(event: PointerEvent): void {
    this.canvas.setPointerCapture(event.pointerId);
    this.pointers.set(event.pointerId, this.devicePoint(event));
    if (this.pointers.size === 2) this.pinchDistance = this.spread();
  }

  private spread(): number {
    const [a, b] = [...this.pointers.values()];
    return Math.hypot(a.x - b.x, a.y - b.y);
  }

  private onPointerMove(event: PointerEvent): void {
    this.onHover?.(this.cellAt(event));
    const last = this.pointers.get(event.pointerId);
    if (last === undefined) return;
    const point = this.devicePoint(event);
    if (this.pointers.size === 1) {
      this.panBy(point.x - last.x, point.y - last.y);
      this.pointers.set(event.pointerId, point);
    } else if (this.pointers.size === 2) {
      // pinch: zoom by the change in finger spread about their midpoint, and follow the midpoint
      const [a, b] = [...this.pointers.values()];
      const before = { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
      this.pointers.set(event.pointerId, point);
      const [a2, b2] = [...this.pointers.values()];
      const after = { x: (a2.x + b2.x) / 2, y: (a2.y + b2.y) / 2 };
      const distance = this.spread();
      if (this.pinchDistance > 0 && distance > 0) this.zoomAt(distance / this.pinchDistance, after.x, after.y);
      this.pinchDistance = distance;
      this.panBy(after.x - before.x, after.y - before.y);
    }
  }

  private onPointerUp(event: PointerEvent): void {
    this.pointers.delete(event.pointerId);
    this.pinchDistance = this.pointers.size === 2 ? this.spread() : 0;
  }

  /** Arrow keys pan, + and - zoom, 0 or f fits. */
  private onKey(event: KeyboardEvent): void {
    const step = Math.max(this.canvas.width, this.canvas.height) / 8;
    const actions: Record<string, () => void> = {
      ArrowLeft: () => this.panBy(step, 0),
      ArrowRight: () => this.panBy(-step, 0),
      ArrowUp: () => this.panBy(0, step),
      ArrowDown: () => this.panBy(0, -step),
      "+": () => this.zoomAt(1.5),
      "=": () => this.zoomAt(1.5),
      "-": () => this.zoomAt(1 / 1.5),
      "0": () => this.fit(),
      f: () => this.fit(),
    };
    const action = actions[event.key];
    if (action === undefined || event.ctrlKey || event.metaKey || event.altKey) return;
    event.preventDefault();
    action();
  }
}
