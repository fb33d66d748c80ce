// The limits and defaults that solve(), place(), watch() and the lab share, with the CLI and the
// page: each defined once here, below every driver, so that no driver imports another for them.
import { UsageError, shown } from "../errors/errors.js";
import { wholeOf } from "./options.js";

/** The largest value the cores count in 32 bits (steps, restarts, generations, sideways moves). */
export const MAX_U32 = 2 ** 32 - 1;

/** Attempts of solve() and watch() before NoAnswerError. */
export const DEFAULT_MAX_RESTARTS = 1000;

/** Attempts of place()'s min-conflicts before NoAnswerError: fewer than solve()'s, as a board with
 *  blocked squares may have no placement at all, which more restarts cannot tell. */
export const DEFAULT_PLACE_RESTARTS = 100;

/** Default repair steps per attempt: about 20 per conflict the init leaves, with room for small boards. */
export function defaultMaxSteps(n: number): number {
  return 1000 + 20 * Math.ceil(Math.sqrt(n));
}

/** A seed as solve() draws one when none is given: 32 random bits. */
export function randomSeed(): number {
  return crypto.getRandomValues(new Uint32Array(1))[0];
}

/** A seed checked: a whole number from 0 to 2^53 - 1 (the cores take it as two 32-bit halves). */
export function checkSeed(seed: unknown): void {
  if (seed !== undefined && !(Number.isSafeInteger(seed) && (seed as number) >= 0)) {
    throw new UsageError(`seed must be a whole number from 0 to 2^53 - 1, got ${shown(seed)}`);
  }
}

/** maxSteps and maxRestarts checked (solve(), place() and watch() take them alike). */
export function checkAttempts(options: { maxSteps?: number; maxRestarts?: number }): void {
  wholeOf(options.maxSteps, "maxSteps", 1, MAX_U32, 1);
  wholeOf(options.maxRestarts, "maxRestarts", 0, MAX_U32, 0);
}

/** The message of a search stopped at its time limit before an answer. */
export const timedOutMessage = (timeoutMs: number | undefined): string => `no placement found within the time limit of ${timeoutMs} ms`;

/** Up to this n a count runs in the calling thread whatever `threads` says: starting workers
 *  costs more than they save (docs/count.md, "Choices measured"). */
export const ONE_THREAD_MAX_N = 15;

/** Most worker threads a count takes (count()'s threads, the CLI's --threads and its records). */
export const MAX_THREADS = 1024;

/** Largest n whose state fits, by bisection on the core's own layout. */
export function largestFitting(bytesFor: (n: number) => number, limit: number): number {
  let lo = 1;
  let hi = 2 ** 31;
  while (lo < hi) {
    const mid = Math.floor((lo + hi + 1) / 2);
    if (bytesFor(mid) <= limit) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}
