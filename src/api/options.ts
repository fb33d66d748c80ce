// Options from code checked as strictly as the command line checks its flags: an unknown name, a
// number out of range or of the wrong kind is a UsageError that names the option, never the
// default run in its place.
import { shown, UsageError } from "../errors/errors.js";

export { optionsOf, checkKeys } from "../errors/option-names.js";

/** The names of every option of T, as a list the compiler holds to the interface: a key missing
 *  here, or one that T lacks, fails the build. */
export const keysOf = <T>(keys: Record<keyof Required<T>, true>): readonly string[] => Object.keys(keys);

/** A copy of the caller's options with the checked values over them (Object.assign, as V8's
 *  object spread of a caller's object costs a small call several times more). */
export function checkedOptions<T extends object, C extends object>(options: T, checked: C): T & C {
  return Object.assign({}, options, checked);
}

/** A name from `allowed`, or `fallback` when absent. */
export function nameOf<T extends string>(value: unknown, option: string, allowed: readonly T[], fallback: T): T {
  if (value === undefined) return fallback;
  if (!allowed.includes(value as T)) throw new UsageError(`${option} must be ${allowed.join(" or ")}, got ${shown(value)}`);
  return value as T;
}

/** A whole number from min to max, or `fallback` when absent. */
export function wholeOf(value: unknown, option: string, min: number, max: number, fallback: number): number {
  if (value === undefined) return fallback;
  if (typeof value !== "number" || !Number.isInteger(value) || value < min || value > max) {
    throw new UsageError(`${option} must be a whole number from ${min} to ${max}, got ${shown(value)}`);
  }
  return value;
}

/** A count of items to stop after: a whole number >= 0 or Infinity (the default: no limit). */
export function limitOf(value: unknown): number {
  if (value === undefined || value === Infinity) return Infinity;
  return wholeOf(value, "limit", 0, Number.MAX_SAFE_INTEGER, Infinity);
}

export function flagOf(value: unknown, option: string, fallback: boolean): boolean {
  if (value === undefined) return fallback;
  if (typeof value !== "boolean") throw new UsageError(`${option} must be true or false, got ${shown(value)}`);
  return value;
}

/** What every driver takes to stop and to report: a time limit, a signal, callbacks. */
export interface Limits {
  timeoutMs?: number;
  signal?: AbortSignal;
}

/** Checks timeoutMs (milliseconds >= 0; Infinity is none), signal and the callbacks named. */
export function checkLimits(options: Limits & Record<string, unknown>, callbacks: readonly string[] = []): void {
  const { timeoutMs, signal } = options;
  if (timeoutMs !== undefined && (typeof timeoutMs !== "number" || Number.isNaN(timeoutMs) || timeoutMs < 0)) {
    throw new UsageError(`timeoutMs must be a number of milliseconds >= 0, got ${shown(timeoutMs)}`);
  }
  if (signal !== undefined && (typeof signal !== "object" || signal === null || typeof (signal as AbortSignal).addEventListener !== "function" || typeof (signal as AbortSignal).aborted !== "boolean")) {
    throw new UsageError(`signal must be an AbortSignal, got ${shown(signal)}`);
  }
  for (const name of callbacks) {
    if (options[name] !== undefined && typeof options[name] !== "function") throw new UsageError(`${name} must be a function, got ${shown(options[name])}`);
  }
}
