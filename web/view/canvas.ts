// What the canvas views (board.ts, plot.ts) share: a draw once a frame, however many changes ask
// for one before it, and a bitmap sized to the canvas in device pixels.

/** Calls `draw` at the next animation frame, once however often request() is called before then. */
export class Redraw {
  private frame = 0;
  constructor(private readonly draw: () => void) {}

  request(): void {
    if (this.frame !== 0) return;
    this.frame = requestAnimationFrame(() => {
      this.frame = 0;
      this.draw();
    });
  }
}

/** Sizes the canvas's bitmap to its box in device pixels (at least 1 by 1); whether the size changed. */
export function fitBitmap(canvas: HTMLCanvasElement): boolean {
  const ratio = window.devicePixelRatio || 1;
  const width = Math.max(1, Math.round(canvas.clientWidth * ratio));
  const height = Math.max(1, Math.round(canvas.clientHeight * ratio));
  if (width === canvas.width && height === canvas.height) return false;
  canvas.width = width;
  canvas.height = height;
  return true;
}
