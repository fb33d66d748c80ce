// What the place driver (src/api/place.ts) needs from an engine: the Wasm placer
// (src/wasm/placer.ts) and the pure-TS twin (src/reference/place.ts) both provide it.

export interface PlaceCore {
  /** Sizes the engine for n columns and loads the fixed rows (-1: free) and the blocked squares
   *  (column c's rows in brows[bstart[c] .. bstart[c + 1]), ascending). */
  setup(n: number, fix: Int32Array, bstart: Uint32Array, brows: Uint32Array): void;
  /** rows[c] after a solved run; for Wasm a view, valid until the next setup. */
  rows(): Int32Array;
  memoryBytes(): number;
  /** Exact bitmask backtracking, n <= 32 (piece: 0 queen, 1 rook, 2 knight). */
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
  /** Min-conflicts queens over allowed rows, fixed queens kept: 0 running, 1 solved, 2 gave up, 3 needs matching. */
  queensStart(seedLo: number, seedHi: number, maxSteps: number, maxRestarts: number): void;
  queensRun(budget: number): number;
  queensResume(): void;
  queensSteps(): number;
  queensRestarts(): number;
  /** Knights by search over 9 candidate rows per column: 0 running, 1 solved, 2 none exists. */
  knightsStart(): void;
  knightsRun(budget: number): number;
  knightsNodes(): number;
}
