// The exit codes of the nqueens command by meaning (docs/cli.md, "Exit codes and outputs"), and
// which error ends the command with which: the library's errors carry a code, not an exit code.
import { NoAnswerError, UsageError } from "../errors/errors.js";

export const EXIT = { ok: 0, failed: 1, usage: 2, interrupted: 130 } as const;

/** The exit code of a command that failed with `error` (an abort is handled before: 130 or 143). */
export const exitCodeOf = (error: unknown): number => (error instanceof UsageError ? EXIT.usage : EXIT.failed);

/** Whether `error` is one the CLI reports as its message alone (bad input, no answer). */
export const isExpected = (error: unknown): boolean => error instanceof UsageError || error instanceof NoAnswerError;
