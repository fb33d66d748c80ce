// Errors the CLI turns into one line and an exit code (docs/cli.md: "Exit codes and outputs").

/** The exit codes of the nqueens command, by meaning. */
export const EXIT = { ok: 0, failed: 1, usage: 2, interrupted: 130 } as const;

/** Bad input: exit 2. */
export class UsageError extends Error {
  readonly exitCode = EXIT.usage;
}

/** No answer: no solution exists, none found within the limits, or an invalid placement. Exit 1. */
export class NoAnswerError extends Error {
  readonly exitCode = EXIT.failed;
}

/** Cancelled by a signal (Ctrl-C) or an AbortSignal: exit 130. */
export class CancelledError extends Error {
  readonly exitCode = EXIT.interrupted;
}

/** Why a signal stopped work: the error its abort() was given (Ctrl-C's CancelledError, a time
 *  limit's NoAnswerError), or a plain cancellation. */
export const cancellation = (signal?: AbortSignal): Error =>
  signal?.reason instanceof CancelledError || signal?.reason instanceof NoAnswerError ? signal.reason : new CancelledError("cancelled");

/** An engine's answer that the independent checker refused: a bug, never bad input. */
export const invalidAnswer = (engine: string, reason: string): Error =>
  new Error(`internal error: the ${engine} engine returned an invalid placement (${reason})`);
