// What both entries (src/index.ts, src/browser.ts) export besides the API's functions: what an app
// needs, and nothing the package's own CLI and page use by path (test/layers.ts lists what each
// may import). A name taken out of this list is a breaking change: CHANGELOG.md says so.
export { locate, type Locations, type CoreSource } from "../wasm/locate.js";
export { verify, type Verdict, type VerifyOptions } from "../verify/queens.js";
export { verifyPlacement, type Piece, type Board, type Squares } from "../verify/pieces.js";
export { UsageError, NoAnswerError, TimeoutError, GaveUpError, FixedAttackError, InvalidAnswerError, WasmLoadError, EngineUnavailableError, CancelledError } from "../errors/errors.js";
export type { RowsReader } from "./rows-in-core.js";
export type { Answered, RowsFormat, SteppedCheck } from "./answer.js";
export type { ParsedRows } from "../format/parse-rows.js";
export type { NQueensApi, RowsBatch } from "./create-api.js";
export type { Engine } from "../engine/engine.js";
export type { SolveOptions, SolveResult, SolveStats, SolveProgress, SolveAlgo } from "./solve.js";
export type { UnitResult } from "../engine/count-units.js";
export type { CountAlgo, CountOptions, CountResult, CountProgress, SolutionsOptions, Shard, ShardCountResult } from "./count.js";
export type { CrossItem, CrossOptions, CrossProgress, CrossCount, CrossResult } from "./cross.js";
export type { PlaceProblem, PlaceBoard, PlaceOptions, PlacementsOptions, PlaceResult, PlaceStats, PlaceCountResult, PlaceProgress, PlaceMethod } from "./place.js";
export { LAB_DEFAULTS, conflicts, type LabOptions, type Move, type Start, type Schedule, type Watcher, type WatchEvent } from "./lab.js";
