// What the place driver (src/api/place.ts) needs from an engine: the Wasm placer
// (src/wasm/placer.ts) and the pure-TS twin (src/reference/place.ts) both provide it.

/** The cores' piece codes (assembly/place-layout.ts QUEEN, ROOK, KNIGHT). */
export const PIECE_CODE = { queen: 0, rook: 1, knight: 2 } as const;

/** Placements smallRun writes per call at most (assembly/place-layout.ts OUT_ROWS). */
export const PLACE_OUT_CAP = 1024;

/** queensRun and knightsRun results (assembly/place-queens.ts, assembly/place-knights.ts). */
export enum PlaceStatus {
  Running = 0,
  Solved = 1,
  /** Queens: gave up after the last restart. Knights: the search is exhausted, none exists. */
  Failed = 2,
  /** Queens: a column has no unused row it may stand on; the host's matching completes the rows. */
  NeedsMatch = 3,
}

export interface PlaceCore {
  /** Sizes the engine for n columns and loads the fixed rows (-1: free) and the blocked squares
   *  (column c's rows in brows[bstart[c] .. bstart[c + 1]), ascending). */
  setup(n: number, fix: Int32Array, bstart: Uint32Array, brows: Uint32Array): void;
  /** rows[c] after a solved run; for Wasm a view, valid until the next setup. */
  rows(): Int32Array;
  memoryBytes(): number;
  /** Exact bitmask backtracking, n <= 32 (piece: a PIECE_CODE). */
  smallStart(piece: number): void;
  /** About maxNodes pieces placed; up to maxOut placements written to smallOut() (0: count only). */
  smallRun(maxOut: number, maxNodes: number): number;
  readonly smallDone: boolean;
  smallFound(): bigint;
  smallNodes(): number;
  /** View of the placements the last smallRun wrote, n bytes each. */
  smallOut(): Uint8Array;
  /** Matching of columns to rows (rooks): start, greedy pass in slices, then phases. */
  matchStart(): void;
  matchGreedy(budget: number): number;
  matchPhase(single: number): number;
  readonly matchFree: number;
  matchWork(): number;
  /** Columns and rows the last phase reached (after matchPhase(c): the Hall set of column c). */
  reached(): { columns: number[]; rows: number[] };
  /** Min-conflicts queens over allowed rows, fixed queens kept. */
  queensStart(seedLo: number, seedHi: number, maxSteps: number, maxRestarts: number): void;
  queensRun(budget: number): PlaceStatus;
  queensResume(): void;
  /** Columns the start of this attempt has placed: n once it is over. */
  queensColumns(): number;
  queensSteps(): number;
  queensRestarts(): number;
  /** Knights by search over 9 candidate rows per column. */
  knightsStart(): void;
  knightsRun(budget: number): PlaceStatus;
  knightsNodes(): number;
}
