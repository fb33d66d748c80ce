// Every memory region of the place core (assembly/place*.ts), laid out once at a base address the
// host chooses: freePtr() of an instance of its own (src/wasm/placer.ts), so nothing here meets
// the solve core's layout.ts, which would start there too. The host writes FIX, BSTART
// and BROWS through views, then calls the verbs of place.ts, place-match.ts, place-queens.ts or
// place-knights.ts in slices.

import { DEBUG, inMemory } from "./debug";
import { align64 } from "./memory";

export const QUEEN: u32 = 0;
export const ROOK: u32 = 1;
export const KNIGHT: u32 = 2;

export const CANDIDATES: u32 = 9; // knights: rows kept per column (see place-knights.ts)
export const SMALL_MAX: u32 = 32; // bitmask backtracking: rows are u32 masks
export const OUT_ROWS: u32 = 1024; // placements the backtracking writes per call
/** Bytes of SMALL's six u32[32] tables (ALLOWED, BITS, FREE, L, D, R), before its output rows. */
export const SMALL_TABLES: u32 = 6 * 128;

export let n: u32 = 0;
export let blocks: u32 = 0;
export let listCap: u32 = 0;

export let ROW: usize = 0;    // i32[n]: row of the piece in column c, -1 for none
export let RCOL: usize = 0;   // i32[n]: column matched to row r, -1 for none (matching, queens)
export let FIX: usize = 0;    // i32[n]: fixed row of column c, -1 if free (written by the host)
export let BSTART: usize = 0; // u32[n + 1]: column c's blocked rows are BROWS[BSTART[c] .. BSTART[c + 1])
export let BROWS: usize = 0;  // u32[blocks]: blocked rows, ascending within a column (written by the host)
export let STAMP: usize = 0;  // u32[n]: STAMP[r] == s marks row r blocked in the column being scanned
export let PEND: usize = 0;   // u32[n]: rows not yet reached (matching) / unused rows (queens init)
export let QUEUE: usize = 0;  // u32[n]: columns in breadth-first order (matching)
export let ROOT: usize = 0;   // u32[n]: the free column whose search tree reached column c
export let PAR: usize = 0;    // u32[n]: the column from which row r was reached
export let VISC: usize = 0;   // u32[n]: == phase stamp when column c was reached
export let VISR: usize = 0;   // u32[n]: == phase stamp when row r was reached
export let DONE: usize = 0;   // u32[n]: == phase stamp when the tree rooted at c augmented
export let SUMC: usize = 0;   // u32[2n]: queens on diagonal r + c
export let DIFC: usize = 0;   // u32[2n]: queens on diagonal r - c + n - 1
export let LIST: usize = 0;   // u32[listCap]: columns of attacked queens
export let CAND: usize = 0;   // u32[9n]: knights' candidate rows per column
export let CCNT: usize = 0;   // u32[n]: candidates of column c
export let KIDX: usize = 0;   // u32[n]: candidate being tried in column c
export let FAIL: usize = 0;   // u32[3n]: 81 bits per column: (k of c-1) * 9 + (k of c-2) known to fail
export let SMALL: usize = 0;  // backtracking: ALLOWED, BITS, FREE, L, D, R (u32[32] each), OUT u8[1024 * n]
export let END: u64 = 0;

function lay(size: u32, count: u32, base: u64): void {
  n = size;
  blocks = count;
  listCap = 1024;
  while (listCap < (size >>> 4) && listCap < (1 << 20)) listCap <<= 1;
  const w = <u64>size << 2;
  let at = align64(base);
  ROW = <usize>at; at = align64(at + w);
  RCOL = <usize>at; at = align64(at + w);
  FIX = <usize>at; at = align64(at + w);
  BSTART = <usize>at; at = align64(at + w + 4);
  BROWS = <usize>at; at = align64(at + (<u64>count << 2));
  STAMP = <usize>at; at = align64(at + w);
  PEND = <usize>at; at = align64(at + w);
  QUEUE = <usize>at; at = align64(at + w);
  ROOT = <usize>at; at = align64(at + w);
  PAR = <usize>at; at = align64(at + w);
  VISC = <usize>at; at = align64(at + w);
  VISR = <usize>at; at = align64(at + w);
  DONE = <usize>at; at = align64(at + w);
  SUMC = <usize>at; at = align64(at + 2 * w);
  DIFC = <usize>at; at = align64(at + 2 * w);
  LIST = <usize>at; at = align64(at + (<u64>listCap << 2));
  CAND = <usize>at; at = align64(at + w * CANDIDATES);
  CCNT = <usize>at; at = align64(at + w);
  KIDX = <usize>at; at = align64(at + w);
  FAIL = <usize>at; at = align64(at + 3 * w);
  SMALL = <usize>at; at = align64(at + SMALL_TABLES + <u64>OUT_ROWS * (size < SMALL_MAX ? size : SMALL_MAX));
  END = at;
}

/** Bytes from base to the end of the place state for n columns and `count` blocked squares. */
export function placeBytes(size: u32, count: u32): f64 {
  lay(size, count, 0);
  return <f64>END;
}

/** Lays the state out at base (64-aligned, memory already grown) and clears the stamps. Called by
 *  the host once a call, before it writes FIX/BSTART/BROWS. Memory from `fresh` on was grown for
 *  this call and is zero already (Wasm's new pages are): only what lies below it is cleared, so a
 *  large board's first call does not fault in 16n bytes that a knights' search never reads (0:
 *  clear it all). */
export function placeSetup(size: u32, count: u32, base: u32, fresh: u32): void {
  lay(size, count, <u64>base);
  if (DEBUG) assert(inMemory(<usize>base, END - <u64>base)); // the host grew memory to base + placeBytes
  const w = <usize>size << 2;
  clearBelow(STAMP, w, fresh);
  clearBelow(VISC, w, fresh);
  clearBelow(VISR, w, fresh);
  clearBelow(DONE, w, fresh);
}

/** Zeroes the part of [region, region + bytes) that lies below `fresh`. */
function clearBelow(region: usize, bytes: usize, fresh: usize): void {
  if (region < fresh) memory.fill(region, 0, min(bytes, fresh - region));
}

/** Byte offsets of the regions the host reads or writes. */
export function placeRowsPtr(): usize { return ROW; }
export function placeFixPtr(): usize { return FIX; }
export function placeBStartPtr(): usize { return BSTART; }
export function placeBRowsPtr(): usize { return BROWS; }
export function placeVisCPtr(): usize { return VISC; }
export function placeVisRPtr(): usize { return VISR; }
export function placeOutPtr(): usize { return SMALL + SMALL_TABLES; }

// @ts-ignore: decorator
@inline export function u32At(region: usize, i: u32): u32 {
  return load<u32>(region + (<usize>i << 2));
}

// @ts-ignore: decorator
@inline export function setU32(region: usize, i: u32, v: u32): void {
  store<u32>(region + (<usize>i << 2), v);
}

// @ts-ignore: decorator
@inline export function i32At(region: usize, i: u32): i32 {
  return load<i32>(region + (<usize>i << 2));
}

// @ts-ignore: decorator
@inline export function setI32(region: usize, i: u32, v: i32): void {
  store<i32>(region + (<usize>i << 2), v);
}

/** Whether square (r, c) is blocked: a binary search of column c's sorted list (a column may
 *  hold n - 1 blocked rows, and a repair step asks about every column). */
export function isBlocked(c: u32, r: u32): bool {
  let lo = u32At(BSTART, c);
  let hi = u32At(BSTART, c + 1);
  while (lo < hi) {
    const mid = lo + ((hi - lo) >> 1);
    const b = u32At(BROWS, mid);
    if (b == r) return true;
    if (b < r) lo = mid + 1;
    else hi = mid;
  }
  return false;
}

/** Sets STAMP[r] = s for every row r blocked in column c. */
export function stampBlocked(c: u32, s: u32): void {
  const to = u32At(BSTART, c + 1);
  for (let k = u32At(BSTART, c); k < to; k++) setU32(STAMP, u32At(BROWS, k), s);
}
