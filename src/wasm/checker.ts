// The Wasm twin of the independent checker (assembly/verify.ts) seen from the host: rows that
// live in the core's memory are checked where they lie, with scratch laid out past them.
import type { Conflict } from "../engine/solve-engine.js";
import type { CoreExports } from "./exports.js";
import { align64, ensureMemory } from "./memory.js";

/** verifyRows() results after VALID (0), in the core's order: OUTSIDE, SAME_ROW, SAME_DIAGONAL
 *  (test/core-constants.test.ts holds the order). */
export const KINDS: Conflict["kind"][] = ["outside", "row", "diagonal"];
/** Columns a call checks: V8 runs a call to its end in the code it began in, and a new call soon
 *  starts in the optimized code it compiled meanwhile. */
const CHECK_SLICE = 1 << 18;

/** A check of the n >= 1 rows at rowsPtr (i32 per column, 0-based), run in slices. Its scratch
 *  past the rows overwrites whatever lay there (a solver's state, dead once its answer is
 *  found); memory grows if needed when it is made, which detaches earlier views over it. */
export class CoreCheck {
  /** Where the scratch ends: the next free byte past the rows and the scratch. */
  readonly end: number;
  private readonly scratch: number;
  private from = 0;
  private result = 0;

  constructor(private readonly core: CoreExports, private readonly rowsPtr: number, private readonly n: number) {
    this.scratch = align64(rowsPtr + 4 * n);
    this.end = checkEnd(core, rowsPtr, n);
    ensureMemory(core, this.end);
  }

  /** Checks up to `columns` more columns, a slice per call; true when the check is over (every
   *  column, or a conflict). */
  step(columns = CHECK_SLICE): boolean {
    const { n } = this;
    const end = Math.min(n, this.from + columns);
    while (this.from < end && this.result === 0) {
      const to = Math.min(end, this.from + CHECK_SLICE);
      this.result = this.core.verifyRows(this.rowsPtr, n, this.scratch, this.from, to);
      this.from = to;
    }
    return this.from >= n || this.result !== 0;
  }

  /** Runs the check to its end: the first conflict, or undefined. */
  finish(): Conflict | undefined {
    while (!this.step());
    if (this.result === 0) return undefined;
    const column = this.core.verifiedColumn.value as number;
    const row = new Int32Array(this.core.memory.buffer, this.rowsPtr, this.n)[column];
    return { kind: KINDS[this.result - 1], column, other: this.core.verifiedOther.value as number, row };
  }
}

/** Where a check of the n rows at rowsPtr ends its scratch. */
export const checkEnd = (core: CoreExports, rowsPtr: number, n: number): number => align64(align64(rowsPtr + 4 * n) + core.verifyScratchBytes(n));

/** Checks the n >= 1 rows at rowsPtr at once (see CoreCheck): the first conflict, or undefined. */
export const checkInCore = (core: CoreExports, rowsPtr: number, n: number): Conflict | undefined => new CoreCheck(core, rowsPtr, n).finish();
