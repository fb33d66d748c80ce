// Rows as decimal text, written as bytes over linear memory: the answer of n = 10^8 is about
// 900 MB of digits, which the host writes out chunk by chunk from a view over OUT.
// A table of the 10000 four-digit groups turns each number into at most three 4-byte stores
// (unaligned stores are allowed in Wasm); the leading group is shifted right to drop its
// leading zeros, and the zero bytes it leaves past the number are overwritten by what follows.
import { DEBUG, inMemory } from "./debug";

const GROUP: u32 = 10000;
const GROUP2: u32 = 100000000;
/** Four ASCII digits of g (0000 .. 9999) per u32, first digit in the low byte. */
const GROUPS: usize = memory.data(<i32>GROUP << 2, 4);
let groupsReady = false;

function fillGroups(): void {
  for (let g: u32 = 0; g < GROUP; g++) {
    const d0 = 48 + g / 1000;
    const d1 = 48 + (g / 100) % 10;
    const d2 = 48 + (g / 10) % 10;
    const d3 = 48 + g % 10;
    store<u32>(GROUPS + (<usize>g << 2), d0 | (d1 << 8) | (d2 << 16) | (d3 << 24));
  }
  groupsReady = true;
}

// @ts-ignore: decorator
@inline function group(g: u32): u32 {
  return load<u32>(GROUPS + (<usize>g << 2));
}

/** Digits of v < 10000 without leading zeros; the store spills zero bytes past them. */
// @ts-ignore: decorator
@inline function leading(at: usize, v: u32): usize {
  const k: u32 = v < 10 ? 1 : v < 100 ? 2 : v < 1000 ? 3 : 4;
  store<u32>(at, group(v) >>> ((4 - k) << 3));
  return at + k;
}

/** Most bytes one number and its separator take: 10 digits (2^32 - 1) and one byte. */
export const MAX_NUMBER_BYTES: u32 = 11;
/** Bytes written past the last number: a group's four-byte store spills up to three. */
export const SPARE_BYTES: u32 = 3;

/** Writes rows[c] + offset in decimal for from <= c < to, each but the first of the whole list
 *  (c = 0) preceded by `separator`, at out; called by the host chunk by chunk, with room for
 *  MAX_NUMBER_BYTES per number plus SPARE_BYTES. Returns the bytes written. */
export function encodeRows(rowsPtr: usize, from: u32, to: u32, offset: u32, separator: u32, out: usize): u32 {
  if (!groupsReady) fillGroups();
  if (DEBUG) assert(from <= to && inMemory(rowsPtr + (<usize>from << 2), <u64>(to - from) << 2) && inMemory(out, <u64>(to - from) * MAX_NUMBER_BYTES + SPARE_BYTES));
  let at = out;
  for (let c = from; c < to; c++) {
    if (c != 0) {
      store<u8>(at, separator);
      at++;
    }
    const v = load<u32>(rowsPtr + (<usize>c << 2)) + offset;
    if (v < GROUP) {
      at = leading(at, v);
    } else if (v < GROUP2) {
      const high = v / GROUP;
      at = leading(at, high);
      store<u32>(at, group(v - high * GROUP));
      at += 4;
    } else {
      const top = v / GROUP2;
      const rest = v - top * GROUP2;
      const high = rest / GROUP;
      at = leading(at, top);
      store<u32>(at, group(high));
      store<u32>(at, group(rest - high * GROUP), 4);
      at += 8;
    }
  }
  if (DEBUG) assert(at - out <= <usize>(to - from) * MAX_NUMBER_BYTES);
  return <u32>(at - out);
}
