// The Wasm twin of the independent checker (assembly/verify.ts) seen from the host: rows that
// live in the core's memory are checked where they lie, with scratch laid out past them.
import type { Conflict } from "../engine/solve-engine.js";
import type { CoreExports } from "./exports.js";
import { align64, ensureMemory } from "./memory.js";

/** verifyRows() results after VALID (0), in the core's order: OUTSIDE, SAME_ROW, SAME_DIAGONAL. */
const KINDS: Conflict["kind"][] = ["outside", "row", "diagonal"];
/** Columns a call checks: V8 runs a call to its end in the code it began in, and a new call soon
 *  starts in the optimized code it compiled meanwhile. */
const CHECK_SLICE = 1 << 18;

/** Checks the n >= 1 rows at rowsPtr (i32 per column, 0-based): the first conflict, or undefined.
 *  The scratch past the rows overwrites whatever lay there (a solver's state, dead once its
 *  answer is found); memory grows if needed, which detaches earlier views over it. */
export function checkInCore(core: CoreExports, rowsPtr: number, n: number): Conflict | undefined {
  const scratch = align64(rowsPtr + 4 * n);
  ensureMemory(core, scratch + core.verifyScratchBytes(n));
  let result = 0;
  for (let from = 0; from < n && result === 0; from += CHECK_SLICE) result = core.verifyRows(rowsPtr, n, scratch, from, Math.min(n, from + CHECK_SLICE));
  if (result === 0) return undefined;
  const column = core.verifiedColumn.value as number;
  const row = new Int32Array(core.memory.buffer, rowsPtr, n)[column];
  return { kind: KINDS[result - 1], column, other: core.verifiedOther.value as number, row };
}
