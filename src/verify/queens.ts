// The independent checker: O(n) time, about 5 bits per queen, sharing no code with the
// solvers. It names the first conflict it meets, scanning columns left to right. Its twin in
// Wasm (assembly/verify.ts, through src/wasm/checker.ts) gives the same verdicts at memory speed.
import { UsageError, shown } from "../errors/errors.js";
import { optionsOf } from "../errors/option-names.js";

/** A verifier's answer: ok, or not ok with the first conflict it met (for example "columns 3 and 17 share a diagonal").
 *  @example verify([0, 2, 0]); // { ok: false, n: 3, reason: "columns 0 and 2 share row 0", conflict: "row", column: 2, other: 0 } */
export type Verdict =
  | { ok: true; n: number }
  /** The queens' checkers say where: column, where the scan stopped; other, the earlier column
   *  it conflicts with, or -1. */
  | { ok: false; n: number; reason: string; conflict?: Conflict["kind"] | "empty"; column?: number; other?: number };

/** The first conflict a scan of columns left to right meets: rows[column] (= row) is off the
 *  board, or shares a row or a diagonal with rows[other], the first such earlier column. */
export interface Conflict {
  kind: "outside" | "row" | "diagonal";
  column: number;
  other: number;
  row: number;
}

/** The verdict on n rows whose first conflict is `found` (none: valid), in words; `base` = 1
 *  names columns and rows 1-based; `rowAsWritten` names the row as the input spelled it. */
export function verdictOf(n: number, found: Conflict | undefined, base: 0 | 1 = 0, rowAsWritten?: string): Verdict {
  if (n === 0) return { ok: false, n, reason: "no queens", conflict: "empty", column: -1, other: -1 };
  if (found === undefined) return { ok: true, n };
  const { kind, column, other } = found;
  const row = rowAsWritten ?? String(found.row + base);
  const reason = kind === "outside" ? `column ${column + base} has row ${row}, outside ${base}..${n - 1 + base}`
    : kind === "row" ? `columns ${other + base} and ${column + base} share row ${row}`
    : `columns ${other + base} and ${column + base} share a diagonal`;
  return { ok: false, n, reason, conflict: kind, column, other };
}

function firstEarlier(rows: ArrayLike<number>, c: number, same: (r: number, k: number) => boolean): number {
  for (let k = 0; k < c; k++) if (same(rows[k], k)) return k;
  return -1;
}

/** How verify() words its verdict.
 *  @example verify([0, 2, 0], { oneBased: true }).reason; // "columns 1 and 3 share row 1" */
export interface VerifyOptions {
  /** Name columns and rows from 1 in the reason, as a user who numbers them so wrote them (the
   *  rows themselves are 0-based, as every answer's are). Default: false. */
  oneBased?: boolean;
}

/** Checks that rows places n non-attacking queens, in O(n) time and about 5 bits a queen:
 *  rows[c] is the row (0-based) of the queen in column c, n = rows.length. It shares no code with
 *  the solvers, and names the first conflict a scan of the columns from the left meets.
 *  @example
 *  verify([1, 3, 0, 2]); // { ok: true, n: 4 }
 *  verify([0, 2, 0], { oneBased: true }).reason; // "columns 1 and 3 share row 1" */
export function verify(rows: ArrayLike<number>, options?: VerifyOptions): Verdict {
  if (typeof rows !== "object" || rows === null || !Number.isSafeInteger(rows.length)) {
    throw new UsageError(`verify takes the rows as an array of numbers, got ${shown(rows)}`);
  }
  const base = baseOf(options);
  const n = rows.length;
  if (n === 0) return verdictOf(n, undefined, base);
  const usedRows = new Uint32Array((n + 31) >>> 5);
  const sums = new Uint32Array((2 * n + 31) >>> 5);
  const diffs = new Uint32Array((2 * n + 31) >>> 5);
  const testAndSet = (bits: Uint32Array, i: number): boolean => {
    const mask = 1 << (i & 31);
    const seen = (bits[i >>> 5] & mask) !== 0;
    bits[i >>> 5] |= mask;
    return seen;
  };
  for (let c = 0; c < n; c++) {
    const r = rows[c];
    if (!Number.isInteger(r) || r < 0 || r >= n) {
      if (typeof r !== "number") throw new UsageError(`verify takes the rows as numbers: column ${c + base} holds ${shown(r)}`);
      return verdictOf(n, { kind: "outside", column: c, other: -1, row: r }, base);
    }
    if (testAndSet(usedRows, r)) {
      return verdictOf(n, { kind: "row", column: c, other: firstEarlier(rows, c, (rk) => rk === r), row: r }, base);
    }
    if (testAndSet(sums, r + c) || testAndSet(diffs, r - c + n - 1)) {
      const other = firstEarlier(rows, c, (rk, kk) => rk + kk === r + c || rk - kk === r - c);
      return verdictOf(n, { kind: "diagonal", column: c, other, row: r }, base);
    }
  }
  return { ok: true, n };
}

const VERIFY_KEYS = ["oneBased"] as const satisfies readonly (keyof VerifyOptions)[];

/** The numbering verify's options ask for; the numeric base of the releases before 1.0 is refused
 *  with the form that replaced it. */
function baseOf(options: VerifyOptions | undefined): 0 | 1 {
  if (typeof options === "number") throw new UsageError(`verify takes an options object since 1.0, not a number base: verify(rows, { oneBased: true }) names columns and rows from 1, got ${shown(options)}`);
  const { oneBased } = optionsOf(options, "verify", VERIFY_KEYS);
  if (oneBased !== undefined && typeof oneBased !== "boolean") throw new UsageError(`oneBased must be true or false, got ${shown(oneBased)}`);
  return oneBased === true ? 1 : 0;
}
