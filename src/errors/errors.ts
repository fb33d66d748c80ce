// The errors every layer throws, each with a stable `code` a caller can branch on and the exit
// code the CLI turns it into (docs/cli.md: "Exit codes and outputs"). They sit below every layer that throws
// them, the verifiers included.

/** The exit codes of the nqueens command, by meaning. */
export const EXIT = { ok: 0, failed: 1, usage: 2, interrupted: 130 } as const;

/** Bad input: a value out of range, an unknown name, a board that cannot be. Exit 2. */
export class UsageError extends Error {
  readonly exitCode: number = EXIT.usage;
  readonly code: string = "USAGE";
  override name = "UsageError";
}

/** No answer: no placement exists, or none was found within the limits. Exit 1. */
export class NoAnswerError extends Error {
  readonly exitCode: number = EXIT.failed;
  readonly code: string = "NO_ANSWER";
  override name = "NoAnswerError";
}

/** Stopped at a time limit (timeoutMs, --timeout) before an answer: a NoAnswerError. */
export class TimeoutError extends NoAnswerError {
  override readonly code: string = "TIMEOUT";
  override name = "TimeoutError";
}

/** Cancelled by an AbortSignal or Ctrl-C: exit 130. A signal's reason that is not an error of
 *  ours is kept as `cause`. */
export class CancelledError extends Error {
  readonly exitCode: number = EXIT.interrupted;
  readonly code: string = "CANCELLED";
  override name = "CancelledError";
}

/** An engine's answer that the independent verifier refused: a bug, never bad input. Exit 1. */
export class InvalidAnswerError extends Error {
  readonly exitCode: number = EXIT.failed;
  readonly code: string = "INVALID_ANSWER";
  override name = "InvalidAnswerError";
}

/** Why a signal stopped work: the error its abort() was given when it is one of ours (Ctrl-C's
 *  CancelledError, a time limit's NoAnswerError), else a CancelledError with the reason as cause. */
export const cancellation = (signal?: AbortSignal): Error =>
  signal?.reason instanceof CancelledError || signal?.reason instanceof NoAnswerError
    ? signal.reason
    : new CancelledError("cancelled", { cause: signal?.reason });
