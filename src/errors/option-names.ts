// Option names checked as the command line checks its flags: anything but an object is refused,
// and so is an unknown name, with the nearest known one suggested. Below every layer, so that the
// verifiers check their options as the drivers do.
import { shown, UsageError } from "./errors.js";

/** An options argument: undefined is none; anything but an object is refused (null included),
 *  and so is a name `known` does not list. */
export function optionsOf<T extends object>(options: T | undefined, what: string, known: readonly string[]): T {
  if (options === undefined) return {} as T;
  if (typeof options !== "object" || options === null || Array.isArray(options)) throw new UsageError(`${what}'s options must be an object, got ${shown(options)}`);
  checkKeys(options, known, what);
  return options;
}

/** Edits (insertions, deletions, substitutions, swaps of neighbours) from `a` to `b`. */
function distance(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
    }
  }
  return d[a.length][b.length];
}

/** The known name nearest `name` (case aside), if one is near enough to be what was meant: at
 *  most a third of its letters apart, and at least one edit allowed. */
export function nearestName(name: string, known: readonly string[]): string | undefined {
  let best: string | undefined;
  let bestDistance = Math.max(1, Math.floor(name.length / 3)) + 1;
  for (const candidate of known) {
    const d = distance(name.toLowerCase(), candidate.toLowerCase());
    if (d < bestDistance) [best, bestDistance] = [candidate, d];
  }
  return best;
}

/** Refuses an option `known` does not name, with the nearest known name suggested. */
export function checkKeys(options: object, known: readonly string[], what: string): void {
  for (const key of Object.keys(options)) {
    if (known.includes(key)) continue;
    const near = nearestName(key, known);
    throw new UsageError(`${what} has no option '${key}'${near === undefined ? "" : `; did you mean '${near}'?`} (its options: ${known.join(", ")})`);
  }
}
