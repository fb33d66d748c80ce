// What both entries (src/index.ts, src/browser.ts) export besides the API's functions: the
// verifiers, the errors and every type a caller passes or receives.
export { locate, type Locations, type CoreSource } from "../wasm/locate.js";
export { verify, type Verdict } from "../verify/queens.js";
export { verifyPlacement, type Piece, type Board, type Squares } from "../verify/pieces.js";
export { EXIT, UsageError, NoAnswerError, TimeoutError, CancelledError, InvalidAnswerError, EngineUnavailableError } from "../errors/errors.js";
export { FixedAttackError } from "./place.js";
export { answerBytes, checkedAnswerBytes, RowsReader, type SteppedCheck } from "./rows-in-core.js";
export type { ParsedRows } from "../format/parse-rows.js";
export type { NQueensApi, RowsBatch } from "./create-api.js";
export type { Engine } from "../engine/engine.js";
export type { SolveOptions, SolveResult, SolveStats, SolveProgress, SolveAlgo } from "./solve.js";
export { randomSeed, defaultMaxSteps } from "./solve.js";
// the min-conflicts twin to step call by call, for a page that narrates its greedy start and its repair
export { ReferenceSolver } from "../reference/solve.js";
export { Phase, Status } from "../engine/solve-engine.js";
// counting in units over processes and machines: the split, a unit's check value, the fundamental count
export { unitSplit, sameCounts, checkValue, type UnitResult, type UnitSplit } from "../engine/count-units.js";
export { fundamental } from "../engine/count-tasks.js";
export { MAX_COUNT_N } from "../engine/count-engine.js";
export { ONE_THREAD_MAX_N } from "./count.js";
export type { CountAlgo, CountOptions, CountResult, CountProgress, SolutionsOptions, Shard } from "./count.js";
export type { CrossItem, CrossOptions, CrossProgress, CrossCount, CrossResult } from "./cross.js";
export type { PlaceProblem, PlaceBoard, PlaceOptions, PlacementsOptions, PlaceResult, PlaceStats, PlaceCountResult, PlaceProgress, PlaceMethod } from "./place.js";
export { LAB_DEFAULTS, GaveUpError, conflicts, type LabOptions, type Move, type Start, type Schedule, type Watcher, type WatchEvent } from "./lab.js";
