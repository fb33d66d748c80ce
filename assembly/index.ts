// The exports of the core: number-in, number-out verbs. The host (src/wasm/solver.ts) grows
// memory, then calls them in slices and reads rows through a view at rowsPtr().
import { layOut, END, ROWS } from "./layout";
import { align64 } from "./memory";

export { start, run, initConflicts } from "./solve";
export { phase, cursor, listLen, totalSteps, restarts, fullScans, movedI, movedJ, movedDelta } from "./min-conflicts";
export { constructRange } from "./construct";
export { quarterSetup, quarterBegin, quarterStep, quarterKeys, quarterKeysDone, quarterTaskKey, quarterLo, quarterHi, quarterMostCuts, quarterCutDigest } from "./count-quarter";
export { symCounts, symmetricLo, symmetricHi } from "./count-symmetric";
export { textbookStart, textbookStep, textbookLevelsPtr } from "./count-textbook";
export { crossBytes, crossSetup, crossFix, crossBegin, crossStep, crossLo, crossHi } from "./count-cross";
export { countBytes, countSetup, countReset, countedLo, countedHi, prefixPtr, outPtr, countBegin, countStep, enumStart, enumNext, enumDone } from "./count";
export { verifyRows, verifyScratchBytes, verifiedColumn, verifiedOther } from "./verify";
export { encodeRows } from "./digits";
export { parseBegin, parseRows, parseState, parseJson, parseCount, parsedTo, hugeColumn, hugeValue, hugeNegative } from "./parse";
export {
  labBytes, labRowsPtr, labRun, labPlaced, labRecount, columnStart, hillStart, annealStart, geneticStart, backtrackStart, pairs, labSteps, labRestarts,
  evKind, evCol, evFrom, evTo, evHBefore, evHood, evBest, evSideways, evTemp, evDelta, evAccept,
  bestFitness, meanFitness, bredA, bredB, bredCut, bredCol, bredRow, backtracks,
} from "./lab";
export { placeBytes, placeSetup, placeRowsPtr, placeFixPtr, placeBStartPtr, placeBRowsPtr, placeVisCPtr, placeVisRPtr, placeOutPtr, smallStart, smallRun, smallDone, smallFoundLo, smallFoundHi, smallNodes, matchStart, matchGreedy, matchPhase, matchFree, matchStamp, matchWork, queensStart, queensRun, queensResume, queensColumns, queensSteps, queensRestarts, knightsStart, knightsRun, knightsNodes } from "./place";

/** Bytes of linear memory the solve state needs for n queens (randomStart 1: from a random
 *  permutation, whose conflicts need a larger table); the host grows memory to it. */
export function bytesFor(n: u32, randomStart: bool): f64 {
  layOut(n, randomStart);
  return <f64>END;
}

/** Byte offset of rows[0] (i32 per column) for the current n; valid after bytesFor/start. */
export function rowsPtr(): usize {
  return ROWS;
}

/** First free byte past the static data, 64-byte aligned: where the host lays out regions of its
 *  own when no solve state is in use (the rows `verify` reads, the checker's scratch). */
export function freePtr(): usize {
  return align64(__heap_base);
}
