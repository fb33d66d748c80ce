// The error classes of the library, all here: each has its own `name` and a stable `code` a caller
// can branch on, and keeps the `cause` it is given. An abort is not among them: a call stopped by
// its signal rejects with the signal's reason, as fetch() does (an AbortError DOMException by
// default, a TimeoutError DOMException for AbortSignal.timeout()). The CLI maps each class to its
// exit code (src/cli/exit.ts). They sit below every layer that throws them, the verifiers included.

type ErrorClass = new (message?: string, options?: { cause?: unknown }) => Error & { readonly code: string };

/** An Error class with its own name and code, so that each error below is one line. */
function coded(name: string, code: string): ErrorClass {
  return class extends Error {
    readonly code: string = code;
    override name = name;
  };
}

/** Bad input: a value out of range, an unknown name or option, a board that cannot be. Code "USAGE".
 *  @example `await solve(-1).catch((e) => e.code)` is "USAGE". */
export class UsageError extends coded("UsageError", "USAGE") {}

/** No answer: no placement exists, or none was found within the limits. Code "NO_ANSWER".
 *  @example `await solve(3).catch((e) => e instanceof NoAnswerError)` is true: 3 queens have no placement. */
export class NoAnswerError extends coded("NoAnswerError", "NO_ANSWER") {}

/** Stopped at the call's time limit (`timeoutMs`, in milliseconds) before an answer: a NoAnswerError. Code "TIMEOUT".
 *  @example `await solve(1e7, { timeoutMs: 1 }).catch((e) => e.name)` is "TimeoutError". */
export class TimeoutError extends NoAnswerError {
  override readonly code: string = "TIMEOUT";
  override name = "TimeoutError";
}

/** A local search that gave up within its step and restart limits, with the work it did (a bench
 *  counts the steps of failures too): a NoAnswerError. Code "GAVE_UP".
 *  @example `(await solve(8, { algo: "hillclimb", maxRestarts: 0, seed: 3 }).catch((e) => e)).steps` */
export class GaveUpError extends NoAnswerError {
  override readonly code: string = "GAVE_UP";
  override name = "GaveUpError";
  constructor(message: string, readonly steps: number, readonly restarts: number, options?: { cause?: unknown }) {
    super(message, options);
  }
}

/** Two fixed pieces of a place() problem that attack each other, a UsageError naming them:
 *  `squares` is [row1, column1, row2, column2], zero-based. Code "FIXED_ATTACK".
 *  @example `await place(8, { fixed: [[0, 0], [1, 1]] }).catch((e) => e.squares)` is [0, 0, 1, 1]. */
export class FixedAttackError extends UsageError {
  override readonly code: string = "FIXED_ATTACK";
  override name = "FixedAttackError";
  constructor(message: string, readonly piece: string, readonly squares: [number, number, number, number]) {
    super(message);
  }
}

/** An engine this machine cannot run: the GPU engine without the optional package `webgpu`, or
 *  with no adapter. Code "ENGINE_UNAVAILABLE".
 *  @example await count(16, { engine: "gpu" }).catch((e) => e.code); // "ENGINE_UNAVAILABLE" where there is no WebGPU adapter */
export class EngineUnavailableError extends coded("EngineUnavailableError", "ENGINE_UNAVAILABLE") {}

/** An engine's answer that the independent verifier refused: a bug, never bad input. Code "INVALID_ANSWER".
 *  @example await solve(8).catch((e) => e instanceof InvalidAnswerError && console.error("please report:", e.message)); */
export class InvalidAnswerError extends coded("InvalidAnswerError", "INVALID_ANSWER") {}

/** The Wasm core could not be fetched, read or compiled (a missing file, an HTTP error, a bad
 *  `locate()`); `cause` holds the platform's error. Code "WASM_LOAD".
 *  @example await solve(8).catch((e) => e.code === "WASM_LOAD" && console.error("serve release.wasm:", e.cause)); */
export class WasmLoadError extends coded("WasmLoadError", "WASM_LOAD") {}

/** The CLI's own abort reason for Ctrl-C and SIGTERM, and the page's for its Stop button: a
 *  library call aborted with it rejects with it, as with any reason. Code "CANCELLED".
 *  @example const stop = new AbortController(); stop.abort(new CancelledError("stopped by the user")); await solve(8, { signal: stop.signal }).catch((e) => e.code); // "CANCELLED" */
export class CancelledError extends coded("CancelledError", "CANCELLED") {}

/** A value as an error message shows it: any value, an object without a
 *  prototype and a BigInt included (String() and JSON.stringify() throw on one or the other). */
export function shown(value: unknown): string {
  if (typeof value === "string") return JSON.stringify(value);
  if (typeof value === "object" && value !== null && !Array.isArray(value)) return Object.prototype.toString.call(value);
  return Array.isArray(value) ? `[${value.map(shown).join(",")}]` : String(value);
}

/** An engine's answer that the independent checker refused. */
export const invalidAnswer = (engine: string, reason: string): InvalidAnswerError =>
  new InvalidAnswerError(`internal error: the ${engine} engine returned an invalid placement (${reason})`);

/** What a call stopped by `signal` rejects with: the signal's reason, as fetch() does (abort()
 *  with no argument gives an AbortError DOMException; platforms older than reason get one). */
export const cancellation = (signal?: AbortSignal): unknown =>
  signal?.reason ?? new DOMException("This operation was aborted", "AbortError");
