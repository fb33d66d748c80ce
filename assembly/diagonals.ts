// How many queens stand on each diagonal, in about 4 bits per queen: a bitset says
// "at least one", and a small open-addressing table holds the extra queens of the
// few diagonals that have more. Near a solution almost every lookup ends at the bit.
import { DIAG_S, DIAG_D, HASH, hashCap } from "./layout";
import { DEBUG } from "./debug";

export const SUM: u32 = 0;  // diagonal index r + c
export const DIFF: u32 = 1; // diagonal index r - c + n - 1

let hashUsed: u32 = 0;
let hashShift: u32 = 32; // 32 - log2(hashCap): home slots come from the product's high bits
/** Set when the extra-queen table is half full: the attempt is abandoned and restarted. */
export let tableFull = false;

export function clearDiagonals(bytesPerBitset: u64): void {
  memory.fill(DIAG_S, 0, <usize>bytesPerBitset);
  memory.fill(DIAG_D, 0, <usize>bytesPerBitset);
  memory.fill(HASH, 0, <usize>hashCap << 3);
  hashUsed = 0;
  hashShift = clz(hashCap) + 1;
  tableFull = false;
}

// @ts-ignore: decorator
@inline function wordAddr(family: u32, d: u32): usize {
  return (family == SUM ? DIAG_S : DIAG_D) + (<usize>(d >>> 5) << 2);
}

// @ts-ignore: decorator
@inline export function occupied(family: u32, d: u32): bool {
  return ((load<u32>(wordAddr(family, d)) >>> (d & 31)) & 1) != 0;
}

/** Occupancy of diagonals x .. x + 31 of the family, bit k for diagonal x + k. */
// @ts-ignore: decorator
@inline export function occupiedWindow(family: u32, x: u32): u32 {
  return <u32>(load<u64>(wordAddr(family, x)) >>> (x & 31));
}

/** Puts the first queen on diagonal d, known to hold none. */
// @ts-ignore: decorator
@inline export function occupyEmpty(family: u32, d: u32): void {
  if (DEBUG) assert(!occupied(family, d));
  const addr = wordAddr(family, d);
  store<u32>(addr, load<u32>(addr) | (<u32>1 << (d & 31)));
}

// @ts-ignore: decorator
@inline function keyOf(family: u32, d: u32): u32 {
  return ((d << 1) | family) + 1; // 0 marks an empty slot
}

// @ts-ignore: decorator
@inline function home(key: u32): u32 {
  return (key * 0x9e3779b1) >>> hashShift; // Fibonacci hashing: high bits mix every key bit
}

// @ts-ignore: decorator
@inline function slotAddr(slot: u32): usize {
  return HASH + (<usize>slot << 3);
}

/** Slot holding key, or the empty slot where it would go. */
function findSlot(key: u32): u32 {
  let slot = home(key);
  while (true) {
    const k = load<u32>(slotAddr(slot));
    if (k == key || k == 0) return slot;
    slot = (slot + 1) & (hashCap - 1);
  }
}

/** Number of queens on diagonal d of the family. */
export function queensOn(family: u32, d: u32): u32 {
  if (!occupied(family, d)) return 0;
  if (hashUsed == 0) return 1;
  return 1 + load<u32>(slotAddr(findSlot(keyOf(family, d))), 4);
}

export function addQueen(family: u32, d: u32): void {
  const addr = wordAddr(family, d);
  const bit: u32 = 1 << (d & 31);
  const word = load<u32>(addr);
  if ((word & bit) == 0) {
    store<u32>(addr, word | bit);
    return;
  }
  const key = keyOf(family, d);
  const slot = findSlot(key);
  const at = slotAddr(slot);
  if (load<u32>(at) == key) {
    store<u32>(at, load<u32>(at, 4) + 1, 4);
  } else if ((hashUsed + 1) << 1 > hashCap) {
    tableFull = true;
  } else {
    store<u32>(at, key);
    store<u32>(at, 1, 4);
    hashUsed++;
  }
}

export function removeQueen(family: u32, d: u32): void {
  if (hashUsed != 0) {
    const slot = findSlot(keyOf(family, d));
    const at = slotAddr(slot);
    if (load<u32>(at) != 0) {
      const extra = load<u32>(at, 4) - 1;
      if (extra != 0) store<u32>(at, extra, 4);
      else deleteSlot(slot);
      return;
    }
  }
  const addr = wordAddr(family, d);
  if (DEBUG) assert(occupied(family, d)); // the queen removed stood there
  store<u32>(addr, load<u32>(addr) & ~(<u32>1 << (d & 31)));
}

// Linear probing without tombstones: shift later entries of the cluster back
// into the hole unless their home lies cyclically after it.
// see: Knuth, TAOCP vol. 3, 6.4 Algorithm R
function deleteSlot(hole: u32): void {
  if (DEBUG) assert(hashUsed > 0);
  const mask = hashCap - 1;
  let j = hole;
  while (true) {
    j = (j + 1) & mask;
    const key = load<u32>(slotAddr(j));
    if (key == 0) break;
    const h = home(key);
    const stays = hole <= j ? (hole < h && h <= j) : (hole < h || h <= j);
    if (stays) continue;
    store<u64>(slotAddr(hole), load<u64>(slotAddr(j)));
    hole = j;
  }
  store<u64>(slotAddr(hole), 0);
  hashUsed--;
}
