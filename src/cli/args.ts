// Option values as numbers and choices, each refused with a one-line usage error.
import { UsageError } from "../errors/errors.js";
import { ENGINES } from "../engine/engine.js";

/** An argument as error messages show it: a long one cut short. */
export const clipped = (text: string): string => (text.length > 40 ? `${text.slice(0, 40)}...` : text);

/** A whole number written plainly (1000000), with underscores (1_000_000) or as 1e6. */
export function wholeNumber(text: string | undefined, what: string, min: number, max: number): number {
  if (text === undefined) throw new UsageError(`${what} is missing`);
  const plain = text.replaceAll("_", "");
  const whole = /^\d+(e\d+)?$/i.test(plain);
  const value = whole ? Number(plain) : NaN;
  const range = max !== Number.MAX_SAFE_INTEGER ? `from ${min} to ${max}` : value < min ? `at least ${min}` : "at most 2^53 - 1";
  if (!whole) throw new UsageError(`${what} must be a whole number, got '${clipped(text)}'`);
  if (!Number.isSafeInteger(value) || value < min || value > max) throw new UsageError(`${what} must be ${range}, got ${clipped(text)}`);
  return value;
}

/** Seconds as a positive decimal (any length: timers past 2^31-1 ms are chained), in milliseconds. */
export function seconds(text: string | undefined, what: string): number | undefined {
  if (text === undefined) return undefined;
  const value = /^\d+(\.\d+)?$/.test(text) ? Number(text) : NaN;
  if (!(value > 0) || !Number.isFinite(value)) throw new UsageError(`${what} must be a positive number of seconds, got '${clipped(text)}'`);
  return Number((value * 1000).toPrecision(15)); // 0.0000001 s is 0.0001 ms, not 0.00009999999999999999
}

export function oneOf<T extends string>(text: string | undefined, what: string, choices: readonly T[], fallback: T): T {
  if (text === undefined) return fallback;
  if (!(choices as readonly string[]).includes(text)) throw new UsageError(`${what} must be one of ${choices.join(", ")}, got '${clipped(text)}'`);
  return text as T;
}

/** --seed: 0 .. 2^53-1, or undefined to draw one. */
export function seedOf(text: string | undefined): number | undefined {
  return text === undefined ? undefined : wholeNumber(text, "--seed", 0, Number.MAX_SAFE_INTEGER);
}

/** --engine: the Wasm core (default) or the pure-TS twin. */
export function engineOf(text: string | undefined): "wasm" | "ts" {
  return oneOf(text, "--engine", ENGINES, "wasm");
}
