// Every export of the core (assembly/index.ts), typed once: each adapter takes the part it drives.
// A new export of assembly/index.ts gets its line here.
import type { WasmGlobal, WasmMemory } from "./wasm-types.js";

/** The solver's exports (assembly/index.ts, solve.ts, construct.ts). */
export interface SolveExports {
  /** randomStart 1: the layout of a start from a random permutation (omitted: 0, the greedy start). */
  bytesFor(n: number, randomStart?: number): number;
  rowsPtr(): number;
  start(n: number, lo: number, hi: number, maxSteps: number, maxRestarts: number, greedy: number): void;
  run(budget: number): number;
  constructRange(n: number, from: number, to: number): void;
  phase: WasmGlobal;
  cursor: WasmGlobal;
  listLen: WasmGlobal;
  totalSteps: WasmGlobal;
  restarts: WasmGlobal;
  fullScans: WasmGlobal;
  initConflicts: WasmGlobal;
  movedI: WasmGlobal;
  movedJ: WasmGlobal;
  movedDelta: WasmGlobal;
}

/** The counter's exports (assembly/count.ts, count-quarter.ts, count-symmetric.ts, count-textbook.ts). */
export interface CountExports {
  countBytes(n: number): number;
  countSetup(n: number, base: number): void;
  countReset(): void;
  countedLo(which: number): number;
  countedHi(which: number): number;
  prefixPtr(): number;
  outPtr(): number;
  countBegin(k: number): void;
  countStep(budget: number): number;
  enumStart(): void;
  enumNext(maxSolutions: number, maxNodes: number): number;
  enumDone(): number;
  quarterSetup(n: number, base: number, byRows: number, eastBlock: number, minBucket: number, westBatch: number, chunkBits: number): number;
  quarterMostCuts(): number;
  quarterCutDigest(): number;
  quarterBegin(config: number, modulus: number, residue: number, run: number, eastParts: number, eastPart: number): void;
  quarterStep(budget: number): number;
  quarterKeys(): number;
  quarterKeysDone(): number;
  quarterTaskKey(j: number): number;
  quarterLo(which: number): number;
  quarterHi(which: number): number;
  symCounts(n: number): void;
  symmetricLo(which: number): number;
  symmetricHi(which: number): number;
  textbookStart(n: number): void;
  textbookStep(budget: number): number;
  textbookLevelsPtr(): number;
}

/** The cross-check's exports (assembly/count-cross.ts). */
export interface CrossExports {
  crossBytes(): number;
  crossSetup(n: number, base: number): void;
  crossFix(row: number, col: number): void;
  crossBegin(east: number): void;
  crossStep(budget: number): number;
  crossLo(which: number): number;
  crossHi(which: number): number;
}

/** The placer's exports (assembly/place*.ts). */
export interface PlaceExports {
  placeBytes(n: number, blocks: number): number;
  placeSetup(n: number, blocks: number, base: number, fresh: number): void;
  placeRowsPtr(): number;
  placeFixPtr(): number;
  placeBStartPtr(): number;
  placeBRowsPtr(): number;
  placeVisCPtr(): number;
  placeVisRPtr(): number;
  placeOutPtr(): number;
  smallStart(piece: number): void;
  smallRun(maxOut: number, maxNodes: number): number;
  smallDone(): number;
  smallFoundLo(): number;
  smallFoundHi(): number;
  smallNodes(): number;
  matchStart(): void;
  matchGreedy(budget: number): number;
  matchPhase(single: number): number;
  matchFree(): number;
  matchStamp(): number;
  matchWork(): number;
  queensStart(lo: number, hi: number, maxSteps: number, maxRestarts: number): void;
  queensRun(budget: number): number;
  queensResume(): void;
  queensColumns(): number;
  queensSteps(): number;
  queensRestarts(): number;
  knightsStart(): void;
  knightsRun(budget: number): number;
  knightsNodes(): number;
}

/** The lab's exports (assembly/lab*.ts): the textbook's local searches. */
export interface LabExports {
  labBytes(n: number, population: number): number;
  labRowsPtr(): number;
  labRun(budget: number): number;
  labPlaced(): number;
  labRecount(): void;
  columnStart(n: number, lo: number, hi: number, greedy: number, maxSteps: number, maxRestarts: number): void;
  hillStart(n: number, lo: number, hi: number, sideways: number, maxRestarts: number): void;
  annealStart(n: number, lo: number, hi: number, schedule: number, t0: number, cooling: number, maxSteps: number, maxRestarts: number): void;
  geneticStart(n: number, lo: number, hi: number, population: number, crossover: number, mutation: number, generations: number): void;
  backtrackStart(n: number): void;
  pairs: WasmGlobal;
  labSteps: WasmGlobal;
  labRestarts: WasmGlobal;
  evKind: WasmGlobal;
  evCol: WasmGlobal;
  evFrom: WasmGlobal;
  evTo: WasmGlobal;
  evHBefore: WasmGlobal;
  evHood: WasmGlobal;
  evBest: WasmGlobal;
  evSideways: WasmGlobal;
  evTemp: WasmGlobal;
  evDelta: WasmGlobal;
  evAccept: WasmGlobal;
  bestFitness: WasmGlobal;
  meanFitness: WasmGlobal;
  bredA: WasmGlobal;
  bredB: WasmGlobal;
  bredCut: WasmGlobal;
  bredCol: WasmGlobal;
  bredRow: WasmGlobal;
  backtracks: WasmGlobal;
}

/** The exports that read, write and check rows (assembly/verify.ts, digits.ts, parse.ts). */
export interface RowsExports {
  freePtr(): number;
  verifyScratchBytes(n: number): number;
  verifyRows(rowsPtr: number, n: number, scratch: number, from: number, to: number): number;
  verifiedColumn: WasmGlobal;
  verifiedOther: WasmGlobal;
  encodeRows(rowsPtr: number, from: number, to: number, offset: number, separator: number, out: number): number;
  parseBegin(subtract: number): void;
  parseRows(input: number, length: number, rows: number, capacity: number): number;
  parseState: WasmGlobal;
  parseJson: WasmGlobal;
  parseCount: WasmGlobal;
  parsedTo: WasmGlobal;
  hugeColumn: WasmGlobal;
  hugeValue: WasmGlobal;
  hugeNegative: WasmGlobal;
}

export interface CoreExports extends SolveExports, CountExports, CrossExports, PlaceExports, LabExports, RowsExports {
  memory: WasmMemory;
}
