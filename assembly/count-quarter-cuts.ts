// The quarter join's third stage: the east halves' cuts and bitset tables (count-quarter.ts is
// the overview; read the twin, src/reference/count-quarter.ts, first). This file owns, per block
// of east halves (count-quarter-halves.ts):
//  - the cuts: c <= MAX_CUTS pattern bits (as many as keep minBucket halves a bucket on average),
//    those the most pairs of an east and a west half would both hold: by the product of the
//    bit's frequencies on the two sides from WEST_MIN_CUTS cuts on, else by the east's alone;
//  - a counting sort of the halves into 2^c buckets by the cut bits they hold;
//  - per bucket and per 128 halves of it (a group), a table of bitsets: the pattern cut into 5 or
//    6 chunks, per chunk and chunk value v the halves of the group holding none of v's bits
//    (built from a 64 x 64 bit transposition of the group's patterns). The tables are laid out
//    row by row (chunk value), the groups side by side, so that a west half reads its 5 or 6
//    rows straight on (count-quarter-match.ts).
// Worked example, n = 8 (reach = 7, 14 pattern bits, 5 chunks of bits 0-1, 2-4, 5-7, 8-10, 11-13):
// 300 east halves with minBucket 64 take 2 cuts (300 >> 2 = 75 >= 64, 300 >> 3 < 64), say bits
// 3 and 9; a half holding bit 9 but not 3 goes to bucket 0b10, and a west half holding bit 3
// later visits only the buckets 0b00 and 0b10. Bucket 0b10 of 140 halves makes two groups;
// chunk 1 (bits 2-4) has 8 values, and its row for v = 0b101 holds the halves of a group with
// neither bit 2 nor bit 4.
import { align64 } from "./memory";
import { Board, get, Limits, MAX_CHUNKS, MAX_CUTS, put, quadrant, Region, roomFor, Work } from "./count-quarter-map";
import { packPieces, pairedSlots, Rows, sizeStart, Slot } from "./count-quarter-halves";
import { piecesOn } from "./count-quarter-pieces";

// ---- tunables ----
export const GROUP: u32 = 128;  // half-boards per bitset (one v128)
const WEST_MIN_CUTS: u32 = 5;   // cuts chosen by both sides' frequencies from this many: fewer sieve
                                // too little to pay for a pass over the west pieces
                                // (docs/count.md, "Choices measured")
const WEST_TALLY: u32 = 4096;   // westFrequency counts the bits of this many packed pieces or slots
                                // at a time: a few hundred KiB, in cache

/** The cuts and tables of the block in hand, and what the tests read since quarterSetup. */
export class Cuts {
  static count: u32 = 0;       // cuts of the block's east halves
  static chunks: u32 = 0;      // chunks a pattern is cut into (5 or 6), per n
  static tableGroups: u32 = 0; // groups of the block's tables
  static most: u32 = 0;        // the most cuts a set of rows' east halves took
  static digest: u32 = 0;      // a hash of every cut bit chosen, in order
}

/** The chunks a pattern is cut into (Region.chunkAt, Region.chunkRow), per n. */
export function layOutChunks(): void {
  const bits: u32 = 2 * Board.reach;
  const chunks = Cuts.chunks = select<u32>(MAX_CHUNKS, MAX_CHUNKS - 1, bits > (MAX_CHUNKS - 1) * Limits.chunkBits);
  let row: u32 = 0;
  for (let k: u32 = 0; k <= chunks; k++) {
    const at = bits * k / chunks;
    put(Region.chunkAt, k, at);
    put(Region.chunkRow, k, row);
    if (k < chunks) row += <u32>1 << (bits * (k + 1) / chunks - at);
  }
}

/** Cut j's pattern bit (0 past the cuts). */
export function cutBit(j: u32): u64 {
  return j < Cuts.count ? <u64>1 << <u64>get(Region.cutAt, j) : 0;
}

/** The cut bits of pattern p (bit j: p holds cut j, whose pattern bit is kj), without a branch. */
// @ts-ignore: decorator
@inline export function cutKey(p: u64, k0: u64, k1: u64, k2: u64, k3: u64, k4: u64, k5: u64): u32 {
  return select<u32>(1, 0, (p & k0) != 0) | select<u32>(2, 0, (p & k1) != 0) | select<u32>(4, 0, (p & k2) != 0) |
    select<u32>(8, 0, (p & k3) != 0) | select<u32>(16, 0, (p & k4) != 0) | select<u32>(32, 0, (p & k5) != 0);
}

/** Where the bucket of halves with cut bits s goes: (01, 00, 10, 11) for two cuts, so that the
 *  buckets each cut bits visits make one run of groups (no order does that for three cuts). */
// @ts-ignore: decorator
@inline export function bucketAt(s: u32): u32 {
  return Cuts.count == 2 && s < 2 ? s ^ 1 : s;
}

// the bits of the `count` patterns at `at`, added to the u32 [2 reach] counts at `into`: bit b in
// nibble b >> 2 of counter b & 3, without a branch per bit; the counters emptied every 15
// patterns, before a nibble can overflow
function countBits(at: usize, count: u32, stride: usize, into: usize): void {
  const bits: u32 = 2 * Board.reach;
  const patterns: u64 = (<u64>1 << <u64>bits) - 1;
  const NIBBLES: u64 = 0x1111111111111111;
  for (let i0: u32 = 0; i0 < count; i0 += 15) {
    let c0: u64 = 0;
    let c1: u64 = 0;
    let c2: u64 = 0;
    let c3: u64 = 0;
    const i1 = min(i0 + 15, count);
    for (let i = i0; i < i1; i++) {
      const p = load<u64>(at + <usize>i * stride) & patterns;
      c0 += p & NIBBLES;
      c1 += (p >>> 1) & NIBBLES;
      c2 += (p >>> 2) & NIBBLES;
      c3 += (p >>> 3) & NIBBLES;
    }
    for (let b: u32 = 0; b < bits; b += 4) {
      const s = <u64>b;
      put(into, b, get(into, b) + <u32>((c0 >>> s) & 15));
      put(into, b + 1, get(into, b + 1) + <u32>((c1 >>> s) & 15));
      put(into, b + 2, get(into, b + 2) + <u32>((c2 >>> s) & 15));
      put(into, b + 3, get(into, b + 3) + <u32>((c3 >>> s) & 15));
    }
  }
}

// the pieces and slots westFrequency has counted
class WestTally {
  static pieces: u64 = 0;
  static slots: u64 = 0;
}
// the bits of the pieces packed at nw0..nw and of the slots' patterns at sw0..sw, added to the
// u32 [2 reach] counts at `north` and at north + 256
function tally(nw0: usize, nw: usize, sw0: usize, sw: usize, north: usize): void {
  const pieces = <u32>((nw - nw0) / offsetof<Slot>());
  const slots = <u32>((sw - sw0) >>> 3);
  countBits(nw0 + offsetof<Slot>("pattern"), pieces, offsetof<Slot>(), north);
  countBits(sw0, slots, 8, north + 256);
  WestTally.pieces += pieces;
  WestTally.slots += slots;
}

// the set of rows' west halves' bits into frequencyW (u64), estimated as if each NW piece made
// a west half with each SW slot of a set of columns it pairs with: the pieces' bits times the
// slots plus the slots' bits times the pieces (a pass over the pieces and slots, not their pairs;
// it picks cuts as well as the west halves' own bits do). At `at`: room for the pieces (packed,
// as packPieces does) and the slots' patterns, counted every WEST_TALLY of them; false if
// memory is short
function westFrequency(at: usize): bool {
  const bits: u32 = 2 * Board.reach;
  const north = at;
  const south = north + 256;
  const nw0 = align64(south + 256);
  const sw0 = align64(nw0 + <usize>(WEST_TALLY + quadrant(0).largest) * offsetof<Slot>());
  if (!roomFor(sw0 + (<usize>(WEST_TALLY + quadrant(2).largest) << 3))) return false;
  memory.fill(north, 0, 512);
  const list = Region.subsetsW;
  const last = sizeStart(list, popcnt(Rows.westNorth) + 1);
  WestTally.pieces = 0;
  WestTally.slots = 0;
  let nw = nw0;
  let sw = sw0;
  for (let x = sizeStart(list, popcnt(Rows.westNorth)); x < last; x++) {
    const c = get(list, x);
    const range = pairedSlots(false, c);
    if (range == null) continue;
    const innerEnd = <usize>range.end;
    for (let slot = <usize>range.start; slot < innerEnd; slot += offsetof<Slot>()) {
      store<u64>(sw, changetype<Slot>(slot).pattern);
      sw += 8;
    }
    const on = piecesOn(0, c);
    nw = packPieces(0, load<u32>(on), load<u32>(on, 4), nw);
    if (nw - nw0 >= <usize>WEST_TALLY * offsetof<Slot>() || sw - sw0 >= <usize>WEST_TALLY << 3) {
      tally(nw0, nw, sw0, sw, north);
      nw = nw0;
      sw = sw0;
    }
  }
  tally(nw0, nw, sw0, sw, north);
  for (let b: u32 = 0; b < bits; b++) {
    store<u64>(Region.frequencyW + (<usize>b << 3), <u64>get(north, b) * WestTally.slots + WestTally.pieces * get(south, b));
  }
  Work.done += <u32>(WestTally.pieces + WestTally.slots);
  return true;
}

// how much a cut at pattern bit b sieves: the pairs of an east and a west half both holding it,
// were the bits independent (`west`; a double, as in the twin, so that it cannot wrap), else the
// east halves holding it
// @ts-ignore: decorator
@inline function score(b: u32, west: bool): f64 {
  const east = <f64>get(Region.frequency, b);
  return west ? east * <f64>load<u64>(Region.frequencyW + (<usize>b << 3)) : east;
}

// the cuts (the bits with the highest score, the lowest first among equals) and a counting sort
// of the ne halves at Region.east by them into Region.bucketed; the groups of 128 halves the
// buckets make, or -1 if memory is short
function bucket(ne: u32): i32 {
  const bits: u32 = 2 * Board.reach;
  const cuts = Cuts.count;
  const east = Region.east;
  const count = Region.bucketCount;
  const start = Region.bucketStart;
  for (let b: u32 = 0; b < bits; b++) put(Region.frequency, b, 0);
  countBits(east, ne, 8, Region.frequency);
  const west = cuts >= WEST_MIN_CUTS;
  if (west && !Rows.westKnown) {
    if (!westFrequency(align64(east + (<usize>ne << 3)))) return -1;
    Rows.westKnown = true;
  }
  let taken: u64 = 0;
  for (let j: u32 = 0; j < cuts; j++) {
    let best: u32 = bits;
    for (let b: u32 = 0; b < bits; b++) {
      if ((taken >>> <u64>b) & 1) continue;
      if (best == bits || score(b, west) > score(best, west)) best = b;
    }
    put(Region.cutAt, j, best);
    taken |= <u64>1 << <u64>best;
    Cuts.digest = (Cuts.digest * 0x01000193) ^ (best + 1); // as the twin hashes them
  }
  const buckets: u32 = 1 << cuts;
  for (let s: u32 = 0; s < buckets; s++) put(count, s, 0);
  const cutKeys = Region.cutKey = east + (<usize>ne << 3);
  const bucketed = Region.bucketed = align64(cutKeys + <usize>ne);
  if (!roomFor(bucketed + (<usize>ne << 3))) return -1;
  const k0 = cutBit(0); const k1 = cutBit(1); const k2 = cutBit(2); const k3 = cutBit(3); const k4 = cutBit(4); const k5 = cutBit(5);
  for (let i: u32 = 0; i < ne; i++) {
    const s = bucketAt(cutKey(load<u64>(east + (<usize>i << 3)), k0, k1, k2, k3, k4, k5));
    store<u8>(cutKeys + <usize>i, <u8>s);
    put(count, s, get(count, s) + 1);
  }
  let at: u32 = 0;
  let groups: u32 = 0;
  for (let s: u32 = 0; s < buckets; s++) {
    put(start, s, at);
    put(Region.bucketGroup, s, groups);
    const c = get(count, s);
    at += c;
    groups += (c + GROUP - 1) / GROUP;
    put(count, s, 0);
  }
  put(start, buckets, at);
  put(Region.bucketGroup, buckets, groups);
  for (let i: u32 = 0; i < ne; i++) {
    const s = <u32>load<u8>(cutKeys + <usize>i);
    const slot = get(start, s) + get(count, s);
    store<u64>(bucketed + (<usize>slot << 3), load<u64>(east + (<usize>i << 3)));
    put(count, s, get(count, s) + 1);
  }
  return <i32>groups;
}

// transposes the two 64 x 64 bit matrices in the lanes of the 64 v128 rows at `at`: bit b of
// row i goes to bit i of row b (swapping ever smaller off-diagonal blocks)
// see: Warren, "Hacker's Delight" (2nd ed. 2013), 7-3 "Transposing a Bit Matrix"
function transpose64(at: usize): void {
  let mask: u64 = 0x00000000ffffffff;
  for (let j: u32 = 32; j != 0; j >>= 1, mask ^= mask << <u64>j) {
    const m = i64x2.splat(<i64>mask);
    for (let k0: u32 = 0; k0 < 64; k0 += j << 1) {
      for (let k = k0; k < k0 + j; k++) {
        const pa = at + (<usize>k << 4);
        const pb = at + (<usize>(k + j) << 4);
        const a = v128.load(pa);
        const b = v128.load(pb);
        const t = v128.and(v128.xor(i64x2.shr_u(a, j), b), m);
        v128.store(pb, v128.xor(b, t));
        v128.store(pa, v128.xor(a, i64x2.shl(t, j)));
      }
    }
  }
}

/** Buckets by cut bits and bitset tables of the ne east halves at Region.east, with the west
 *  batch's room laid out past them; false if memory is short. */
export function tables(ne: u32): bool {
  let cuts: u32 = 0;
  while (cuts < MAX_CUTS && (ne >>> (cuts + 1)) >= Limits.minBucket) cuts++;
  Cuts.count = cuts;
  Cuts.most = max(Cuts.most, cuts);
  let groups: u32 = 0;
  if (cuts == 0) {
    // one bucket: the halves as they are
    Region.bucketed = Region.east;
    put(Region.bucketStart, 0, 0);
    put(Region.bucketCount, 0, ne);
    put(Region.bucketStart, 1, ne);
    put(Region.bucketGroup, 0, 0);
    groups = (ne + GROUP - 1) / GROUP;
    put(Region.bucketGroup, 1, groups);
  } else {
    const made = bucket(ne);
    if (made < 0) return false;
    groups = <u32>made;
  }
  const buckets: u32 = 1 << cuts;
  const bucketed = Region.bucketed;
  const base = Region.bits = align64(bucketed + (<usize>ne << 3));
  const bits: u32 = 2 * Board.reach;
  const chunks = Cuts.chunks;
  const chunkAt = Region.chunkAt;
  const chunkRow = Region.chunkRow;
  const rows = get(chunkRow, chunks);
  const table = Region.tables = align64(base + (64 << 4));
  Cuts.tableGroups = groups;
  const stride = <usize>groups << 4;
  Region.halves = align64(table + <usize>rows * stride);
  Region.nwKept = align64(Region.halves + halvesBytes());
  if (!roomFor(Region.nwKept + <usize>quadrant(0).largest * offsetof<Slot>())) return false;
  // per group of up to 128 halves of one bucket: per bit, the halves with it (a transposition);
  // then per chunk and chunk value, the halves with none of its bits
  const patterns: u64 = (<u64>1 << <u64>bits) - 1;
  for (let s: u32 = 0; s < buckets; s++) {
    const first = get(Region.bucketStart, s);
    const count = get(Region.bucketCount, s);
    const g0 = get(Region.bucketGroup, s);
    const g1 = get(Region.bucketGroup, s + 1);
    for (let g = g0; g < g1; g++) {
      const from = first + (g - g0) * GROUP;
      const inGroup = min(GROUP, first + count - from);
      // row i: the patterns of halves i and 64 + i (all bits for a missing half, so that it
      // matches nothing and bit 63, outside every pattern, marks the missing ones)
      for (let i: u32 = 0; i < 64; i++) {
        const lo = i < inGroup ? load<u64>(bucketed + (<usize>(from + i) << 3)) & patterns : ~(<u64>0);
        const hi = i + 64 < inGroup ? load<u64>(bucketed + (<usize>(from + i + 64) << 3)) & patterns : ~(<u64>0);
        v128.store(base + (<usize>i << 4), i64x2.replace_lane(i64x2.splat(<i64>lo), 1, <i64>hi));
      }
      transpose64(base);
      const valid = v128.not(v128.load(base + (63 << 4)));
      const t = table + (<usize>g << 4);
      for (let c: u32 = 0; c < chunks; c++) {
        const row = t + <usize>get(chunkRow, c) * stride;
        const size = get(chunkRow, c + 1) - get(chunkRow, c);
        const bit0 = base + (<usize>get(chunkAt, c) << 4);
        v128.store(row, valid);
        for (let v: u32 = 1; v < size; v++) {
          const bit = bit0 + (<usize>ctz(v) << 4);
          v128.store(row + <usize>v * stride, v128.andnot(v128.load(row + <usize>(v & (v - 1)) * stride), v128.load(bit)));
        }
      }
    }
  }
  Work.done += ne * 8 + groups * rows;
  return true;
}

/** The most west halves a batch holds: westBatch, plus one NW piece's (SW's most on a set of
 *  columns). */
// @ts-ignore: decorator
@inline export function batchRoom(): usize {
  return <usize>(Limits.westBatch + quadrant(2).largest);
}
/** Bytes of Region.halves, 40 a west half of a batch: its pattern (8), then its sorted copies
 *  (count-quarter-match.ts): one in each of four lanes (32) up to two cuts, else a WestRecord
 *  (28) and its cut bits (1). */
// @ts-ignore: decorator
@inline function halvesBytes(): usize {
  return batchRoom() * 40;
}
