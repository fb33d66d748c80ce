// The one reply protocol of every worker: the count pool's (src/pool/worker-pool.ts, answerer)
// and the page's solve, place and bench workers (web/workers/worker-client.ts, serveJobs). A
// worker answers a message with progress any number of times, then one done or one error; the
// error says what kind of failure it was, so the receiving side can rebuild the right error (the
// page shows the kind and the squares; the pool rejects with the message).
import { CancelledError, NoAnswerError, UsageError } from "../errors/errors.js";

/** usage: bad input; noanswer: none exists or none found; memory: it does not fit here. */
export type FailureKind = "usage" | "noanswer" | "cancelled" | "memory" | "internal";

/** A failure as it crosses to the other thread. `squares`: the squares it is about (row, column
 *  pairs), when the error names them. */
export interface Failure {
  kind: FailureKind;
  message: string;
  squares?: number[];
}

/** What a worker posts for one message: progress (by default items done, fractions allowed), then
 *  its result or its failure. */
export type Reply<Result, Progress = number> =
  | { type: "progress"; progress: Progress }
  | { type: "done"; result: Result }
  | ({ type: "error" } & Failure);

/** How a worker's job ended with `error`, as the other side is told. */
export function failureOf(error: unknown): Failure {
  const message = error instanceof Error ? error.message : String(error);
  // a place failure about fixed pieces names them (the API's FixedAttackError)
  const squares = (error as { squares?: unknown } | null)?.squares;
  const kind: FailureKind = error instanceof UsageError ? "usage"
    : error instanceof NoAnswerError ? "noanswer"
    : error instanceof CancelledError ? "cancelled"
    // WebAssembly.Memory.grow or a typed array the browser will not allocate
    : error instanceof RangeError ? "memory" : "internal";
  return { kind, message, squares: Array.isArray(squares) ? [...squares] : undefined };
}
