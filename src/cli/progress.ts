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
      // a decimal below 10%, so that a long run's first minutes show movement
      const percent = fraction === undefined ? "" : ` ${(fraction * 100).toFixed(fraction < 0.1 ? 1 : 0).padStart(3)}%`;
      // the time so far before the label, which may end in a time of its own ("about 1.5s left")
      const text = `${percent} ${((t - started) / 1000).toFixed(1)}s ${label}`;
      // within the terminal's width, less its last column (a line that fills it wraps on some
      // terminals): the bar narrows first, then the line is cut
      const room = stream.columns > 0 ? stream.columns - 1 : Infinity;
      const width = Math.max(0, Math.min(WIDTH, room - 2 - text.length));
      const bar = fraction === undefined ? "-".repeat(width) : "#".repeat(Math.round(fraction * width)).padEnd(width, ".");
      const line = (width > 0 ? `[${bar}]${text}` : text.trimStart()).slice(0, room);
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
    else if (p.stage === "search") bar.update(p.total > 0 ? 1 : undefined, `search: ${p.done} queens placed`); // nodes, of a total known at the end
    else bar.update(p.done / p.total, `${p.stage}: ${p.done} of ${p.total} columns`);
  };
}

/** Feeds a count's progress to a bar: while a checkpoint is read, the units taken from it; while
 *  the quarter join builds its tables, that phase; then
 *  the share of its units done (with the parts of running ones the workers report) and the time
 *  left, from the measured costs of finished units (before one has finished, extrapolated from the
 *  share; units differ in size, hence "about"). */
export function countProgress(bar: ProgressBar): (p: CountProgress) => void {
  return ({ done, total, resumed, elapsedMs, leftMs, phase }) => {
    if (phase === "resuming") return bar.update(undefined, `resuming: ${resumed} units done before`);
    if (phase === "tables") return bar.update(undefined, "building tables");
    const share = total === 0 ? 1 : Math.min(1, done / total);
    const left = leftMs ?? (share > 0 ? (elapsedMs * (1 - share)) / share : undefined);
    bar.update(share, `counting${left !== undefined && share < 1 ? `, about ${(left / 1000).toFixed(1)}s left` : ""}`);
  };
}

/** When the first progress line goes to a log: long work shows progress within its first second
 *  (count() reports at least every 250 ms), work shorter than this none. */
const FIRST_LOG_MS = 500;

/** How often a log gets a progress line after the first, unless the command is told otherwise. */
export const LOG_EVERY_MS = 10_000;

/** A count's progress for a log (stderr not a terminal): one JSON line within the first second and
 *  every `everyMs` after: {"progress": {n, phase, done, total, resumed, fraction, unitsPerSecond,
 *  elapsedSeconds, leftSeconds}}, phase "resuming" (a checkpoint being read), "tables" (the
 *  quarter join building its tables) or "counting", done and total in units (done without the
 *  running ones' shares, total without the resumed ones), leftSeconds null until a unit has
 *  finished. */
export function countLog(n: number, everyMs: number, stream: NodeJS.WritableStream = process.stderr): (p: CountProgress) => void {
  let next = FIRST_LOG_MS;
  return ({ done, total, resumed, elapsedMs, leftMs, phase }) => {
    if (elapsedMs < next) return;
    next = elapsedMs + everyMs;
    const whole = Math.floor(done);
    const round = (x: number, digits: number): number => Number(x.toFixed(digits));
    stream.write(JSON.stringify({
      progress: {
        n, phase, done: whole, total, resumed,
        fraction: round(total === 0 ? 1 : done / total, 4),
        unitsPerSecond: round(whole / (elapsedMs / 1000), 3),
        elapsedSeconds: round(elapsedMs / 1000, 1),
        leftSeconds: leftMs === undefined ? null : round(leftMs / 1000, 1),
      },
    }) + "\n");
  };
}

/** place --count's progress for a log (stderr not a terminal), timed as countLog's: one JSON line
 *  within the first second and one every LOG_EVERY_MS after: {"progress": {n, piece, stage, done,
 *  total, fraction, elapsedSeconds}}, done and total in the stage's units (total 0: not known). */
export function placeCountLog(n: number, piece: string, stream: NodeJS.WritableStream = process.stderr): (p: { stage: string; done: number; total: number }) => void {
  const started = performance.now();
  let next = FIRST_LOG_MS;
  return ({ stage, done, total }) => {
    const elapsedMs = performance.now() - started;
    if (elapsedMs < next) return;
    next = elapsedMs + LOG_EVERY_MS;
    const fraction = total > 0 ? Number((done / total).toFixed(4)) : null;
    stream.write(JSON.stringify({ progress: { n, piece, stage, done, total, fraction, elapsedSeconds: Number((elapsedMs / 1000).toFixed(1)) } }) + "\n");
  };
}
