// The errors every layer throws, each with a stable `code` a caller can branch on and the exit
// code the CLI turns it into (docs/cli.md: "Exit codes and outputs"). They sit below every layer that throws
// them, the verifiers included.

/** The exit codes of the nqueens command, by meaning. */
export const EXIT = { ok: 0, failed: 1, usage: 2, interrupted: 130 } as const;

/** What an error of ours adds to Error: a stable code to branch on, and the CLI's exit code. */
interface Coded {
  readonly code: string;
  readonly exitCode: number;
}

/** An Error class with its own name, code and exit code, so that each error below is one line. */
function coded(name: string, code: string, exitCode: number): new (message?: string, options?: { cause?: unknown }) => Error & Coded {
  return class extends Error {
    readonly code: string = code;
    readonly exitCode: number = exitCode;
    override name = name;
  };
}

/** Bad input: a value out of range, an unknown name, a board that cannot be. Exit 2. */
export class UsageError extends coded("UsageError", "USAGE", EXIT.usage) {}

/** No answer: no placement exists, or none was found within the limits. Exit 1. */
export class NoAnswerError extends coded("NoAnswerError", "NO_ANSWER", EXIT.failed) {}

/** Stopped at a time limit (timeoutMs, --timeout) before an answer: a NoAnswerError. */
export class TimeoutError extends NoAnswerError {
  override readonly code: string = "TIMEOUT";
  override name = "TimeoutError";
}

/** Cancelled by an AbortSignal or Ctrl-C: exit 130. A signal's reason that is not an error of
 *  ours is kept as `cause`. */
export class CancelledError extends coded("CancelledError", "CANCELLED", EXIT.interrupted) {}

/** An engine's answer that the independent verifier refused: a bug, never bad input. Exit 1. */
export class InvalidAnswerError extends coded("InvalidAnswerError", "INVALID_ANSWER", EXIT.failed) {}

/** An engine this machine cannot run: the GPU engine without the optional package `webgpu`, or
 *  with no adapter. Exit 1. */
export class EngineUnavailableError extends coded("EngineUnavailableError", "ENGINE_UNAVAILABLE", EXIT.failed) {}

/** Why a signal stopped work: the error its abort() was given when it is one of ours (Ctrl-C's
 *  CancelledError, a time limit's NoAnswerError), else a CancelledError with the reason as cause. */
export const cancellation = (signal?: AbortSignal): Error =>
  signal?.reason instanceof CancelledError || signal?.reason instanceof NoAnswerError
    ? signal.reason
    : new CancelledError("cancelled", { cause: signal?.reason });
