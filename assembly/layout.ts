// Every memory region of the solve core, laid out once over linear memory
// above the static data. The host grows memory to bytesFor(n) before start().
// AssemblyScript's heap caps one allocation at 1 GiB, so nothing here uses it.
import { align64 } from "./memory";

/** Conflict list and extra-queen table sizes: the greedy init leaves tens of conflicts, and
 *  running out costs only a rescan (list) or a restart (table), never a wrong answer. A random
 *  start leaves a constant share of the queens attacked: room for n. */
export function auxCapacity(n: u32, randomStart: bool): u32 {
  let cap: u32 = 256;
  if (randomStart) {
    while (cap < n && cap < (1 << 22)) cap <<= 1;
    return cap;
  }
  const want = n >>> 10;
  while (cap < want && cap < (1 << 16)) cap <<= 1;
  return cap;
}

/** Bytes of a bitset of `bits` bits plus one spare zero word, so a 32-bit window may start at any bit. */
// @ts-ignore: decorator
@inline export function bitsetBytes(bits: u64): u64 {
  return (((bits + 31) >>> 5) + 1) << 2;
}

export let ROWS: usize = 0;    // i32[n]: rows[c] is the queen's row in column c
export let DIAG_S: usize = 0;  // bitset over r + c: diagonal holds at least one queen
export let DIAG_D: usize = 0;  // bitset over r - c + n - 1
export let UNUSED: usize = 0;  // bitset over rows not yet taken by the greedy init
export let NONEMPTY: usize = 0; // bitset over UNUSED's words: the word still has an unused row
export let ACTIVE: usize = 0;  // (region, failed probes) u32 pairs: where the greedy init takes rows
export const ACTIVE_REGIONS: u32 = 4;
export let LIST: usize = 0;    // u32[listCap]: columns of conflicted queens
export let HASH: usize = 0;    // (key u32, extra u32)[hashCap]: queens beyond the first on a diagonal
export let listCap: u32 = 0;
export let hashCap: u32 = 0;
export let END: u64 = 0;

/** Sets every region's offset for n queens (from a random start or the greedy one); END is the first byte past them. */
export function layOut(n: u32, randomStart: bool): void {
  listCap = auxCapacity(n, randomStart);
  hashCap = listCap << 1;
  let at = align64(<u64>__heap_base);
  ROWS = <usize>at; at = align64(at + (<u64>n << 2));
  DIAG_S = <usize>at; at = align64(at + bitsetBytes(<u64>2 * n - 1));
  DIAG_D = <usize>at; at = align64(at + bitsetBytes(<u64>2 * n - 1));
  UNUSED = <usize>at; at = align64(at + bitsetBytes(n));
  NONEMPTY = <usize>at; at = align64(at + bitsetBytes((<u64>n + 31) >>> 5));
  ACTIVE = <usize>at; at = align64(at + (ACTIVE_REGIONS << 3));
  LIST = <usize>at; at = align64(at + (<u64>listCap << 2));
  HASH = <usize>at; at = align64(at + (<u64>hashCap << 3));
  END = at;
}
