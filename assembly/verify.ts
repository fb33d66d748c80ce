// The independent checker over linear memory, twin of the host's src/verify/queens.ts: O(n) time,
// 5 bits a queen of scratch (rows, sums r + c, differences r - c + n - 1), sharing no code
// with the solvers, so a bug there cannot hide itself here. It scans columns left to right and
// names the first conflict it meets: the column, and the earlier column it conflicts with.
// The host chooses where the rows and the scratch lie (both its own, or a solver's rows and
// the solver's state past them, dead once the answer is found).
import { DEBUG, inMemory } from "./debug";

/** verifyRows() results; the host's KINDS (src/wasm/checker.ts) names them. */
const VALID: i32 = 0;
const OUTSIDE: i32 = 1; // rows[column] is not in 0 .. n-1
const SAME_ROW: i32 = 2; // rows[other] == rows[column]
const SAME_DIAGONAL: i32 = 3; // other and column share r + c or r - c

/** The column of the first conflict, and the earlier column it meets (-1 for OUTSIDE). */
export let verifiedColumn: i32 = -1;
export let verifiedOther: i32 = -1;

// @ts-ignore: decorator
@inline function words(bits: u64): u64 {
  return (bits + 31) >>> 5;
}

/** Bytes of scratch verifyRows needs for n queens; the host reserves them. */
export function verifyScratchBytes(n: u32): f64 {
  return <f64>((words(n) + 2 * words(<u64>2 * n)) << 2);
}

/** Sets bit i of the bitset at base; returns whether it was set before. */
// @ts-ignore: decorator
@inline function testAndSet(base: usize, i: u32): bool {
  const at = base + (<usize>(i >>> 5) << 2);
  const word = load<u32>(at);
  const mask: u32 = 1 << (i & 31);
  store<u32>(at, word | mask);
  return (word & mask) != 0;
}

/** Checks columns from <= c < to of the rows (i32 per column at rowsPtr) of n queens, using
 *  verifyScratchBytes(n) bytes at scratch, cleared when from = 0; called in slices by the host
 *  (V8 runs a long call in its baseline code to the end). Returns VALID so far, or the kind of
 *  the first conflict (see verifiedColumn, verifiedOther). */
export function verifyRows(rowsPtr: usize, n: u32, scratch: usize, from: u32, to: u32): i32 {
  if (DEBUG) assert(to <= n && inMemory(rowsPtr, <u64>n << 2) && inMemory(scratch, <u64>verifyScratchBytes(n)));
  const usedRows = scratch;
  const sums = usedRows + (<usize>words(n) << 2);
  const diffs = sums + (<usize>words(<u64>2 * n) << 2);
  if (from == 0) memory.fill(scratch, 0, <usize>verifyScratchBytes(n));
  verifiedOther = -1;
  for (let c = from; c < to; c++) {
    const r = load<u32>(rowsPtr + (<usize>c << 2)); // a negative row reads as >= n
    verifiedColumn = c;
    if (r >= n) return OUTSIDE;
    if (testAndSet(usedRows, r)) {
      verifiedOther = earlier(rowsPtr, c, r, false);
      return SAME_ROW;
    }
    if (testAndSet(sums, r + c) || testAndSet(diffs, r - c + n - 1)) {
      verifiedOther = earlier(rowsPtr, c, r, true);
      return SAME_DIAGONAL;
    }
  }
  verifiedColumn = -1;
  return VALID;
}

/** The first column k < c whose queen shares row r (or a diagonal) with the queen in column c. */
function earlier(rowsPtr: usize, c: u32, r: u32, diagonal: bool): i32 {
  for (let k: u32 = 0; k < c; k++) {
    const rk = load<u32>(rowsPtr + (<usize>k << 2));
    if (diagonal ? rk + k == r + c || rk - k == r - c : rk == r) return <i32>k;
  }
  return -1;
}
