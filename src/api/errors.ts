// The errors of the API (src/errors/errors.ts), and how a driver makes them.
import { InvalidAnswerError } from "../errors/errors.js";

export { EXIT, UsageError, NoAnswerError, TimeoutError, CancelledError, InvalidAnswerError, EngineUnavailableError, cancellation } from "../errors/errors.js";

/** An engine's answer that the independent checker refused. */
export const invalidAnswer = (engine: string, reason: string): InvalidAnswerError =>
  new InvalidAnswerError(`internal error: the ${engine} engine returned an invalid placement (${reason})`);
