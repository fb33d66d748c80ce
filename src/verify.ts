// The verifiers alone (the package's "./verify" export), for an app that only checks answers: the
// same functions as the main entries export, and nothing that loads the core or a worker.
export { verify, type Verdict, type VerifyOptions } from "./verify/queens.js";
export { verifyPlacement, type Piece, type Board, type Squares } from "./verify/pieces.js";
export { UsageError } from "./errors/errors.js";
