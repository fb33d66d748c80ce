// A progress bar on stderr, only when stderr is a terminal and the work outlasts a moment.
import type { SolveProgress } from "../api/solve.js";
import type { CountProgress } from "../api/count.js";

const SHOW_AFTER_MS = 300;
const REDRAW_MS = 100;
const WIDTH = 30;

export interface ProgressBar {
  update(fraction: number | undefined, label: string): void;
  done(): void;
}

export function progressBar(stream: NodeJS.WriteStream = process.stderr): ProgressBar {
  if (!stream.isTTY) return { update() {}, done() {} };
  // a dumb terminal has no "erase to the end of the line": the rest of the last line is blanked
  const dumb = process.env.TERM === "dumb";
  let drawnLength = 0;
  const erase = (length: number): string => (dumb ? " ".repeat(Math.max(0, drawnLength - length)) : "\x1b[K");
  const started = performance.now();
  let lastDraw = 0;
  return {
    update(fraction, label) {
      const t = performance.now();
      if (t - started < SHOW_AFTER_MS || t - lastDraw < REDRAW_MS) return;
      lastDraw = t;
      const bar = fraction === undefined
        ? "-".repeat(WIDTH)
        : "#".repeat(Math.round(fraction * WIDTH)).padEnd(WIDTH, ".");
      // a decimal below 10%, so that a long run's first minutes show movement
      const percent = fraction === undefined ? "" : ` ${(fraction * 100).toFixed(fraction < 0.1 ? 1 : 0).padStart(3)}%`;
      const line = `[${bar}]${percent} ${label} ${((t - started) / 1000).toFixed(1)}s`;
      stream.write(`\r${line}${erase(line.length)}`);
      drawnLength = line.length;
    },
    done() {
      if (drawnLength > 0) stream.write(`\r${erase(0)}${dumb ? "\r" : ""}`);
      drawnLength = 0;
    },
  };
}

/** Feeds a solve's progress to a bar. */
export function solveProgress(bar: ProgressBar): (p: SolveProgress) => void {
  return (p) => {
    if (p.stage === "repair") bar.update(undefined, `repair: step ${p.done}, ${p.conflicts} queens attacked`);
    else bar.update(p.done / p.total, `${p.stage}: ${p.done} of ${p.total} columns`);
  };
}

/** Feeds a count's progress to a bar: the share of its tasks done (with the parts of running ones
 *  the workers report) and the time left, extrapolated (tasks differ in size, hence "about"). */
export function countProgress(bar: ProgressBar): (p: CountProgress) => void {
  return ({ done, total, elapsedMs }) => {
    const share = total === 0 ? 1 : Math.min(1, done / total);
    const left = share > 0 && share < 1 ? `, about ${((elapsedMs * (1 - share)) / share / 1000).toFixed(1)}s left` : "";
    bar.update(share, `counting${left}`);
  };
}
