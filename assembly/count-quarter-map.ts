// The quarter join's board sizes and memory map (count-quarter.ts is the overview; read the twin,
// src/reference/count-quarter.ts, first). This file owns: the board's sizes (Board), the host's
// limits (Limits), where every region of the join lies (Region, set by quarterSetup and, for the
// scratch of a set of rows, by the stage that fills it), and growing memory to reach them.
//
// The join lays out at the byte `base` the host gives (64-aligned), growing memory itself:
//
//  base
//   v  the head (small arrays, u32 each unless said): 2,660 + 8 (2^h + h + 2) bytes to a cache line, + 112
//   [bucketCount | bucketStart | bucketGroup (2^MAX_CUTS + 1 each) | cutAt | westRuns (u32 x 2)
//    | visits (u32 x 2) | frequency (u32 [64]) | frequencyW (u64 [64]) | chunkAt | chunkRow
//    | subsetsE | subsetsW (2^h + h + 2 each) ] [quadrants (Quadrant x 4)]
//   [keys (u32 [C(2h, h)]) ] [sideE | sideW (Side: 16 bytes + 16 a set of columns, 2^h)]
//   piecesAt:
//    the whole table:  [table (u32 [4^h + 1]) | tablePA | tablePD (u32 a piece)] [slotsE | slotsW] scratch...
//    by rows (n >= 24): [SE pieces | SW pieces] [slotsE | slotsW] northAt: [NE pieces | NW pieces] scratch...
//   scratch, per block of east halves of a set of rows (count-quarter-halves.ts, -cuts.ts):
//    [neKept | east (u64 a half) | cutKey (u8 a half) | bucketed (u64 a half) | bits (v128 [64])
//     | tables (v128 [table rows][groups]) | halves (the west batch, count-quarter-match.ts) | nwKept]
//    (westFrequency's counts and packed pieces sit past `east` while the cuts are chosen)
//
// Every region but the head's small arrays (and sideW, right after sideE) starts on a cache line.
// Worked example, n = 8: h = 4, so the head is 2,660 + 176 = 2,836 bytes, to 2,880, + 112 for the
// quadrants; keys C(8, 4) = 70 entries (280 bytes) from base + 3,008; each side 16 + 16 x 16 = 272
// bytes; the whole table u32 [257], then PA and PD, 4 bytes each a piece of its 2^4 sets of rows
// (each quadrant reads its own corner of it). At n = 18 the head is 6.8 KiB, at n = 27 67 KiB.
import { align64 } from "./memory";

// ---- tunables (fixed for the join; the host's are in Limits) ----
export const MAX_CHUNKS: u32 = 6; // table lookups per match: the pattern cut into 5 chunks of about
                                  // equal width (6 to 8 bits at n = 16..21), or 6 where 5 would be
                                  // wider than chunkBits (n >= 22): a load more each match, but
                                  // tables a third the size, which stay in cache (docs/count.md,
                                  // "Choices measured")
export const MAX_CUTS: u32 = 6;   // buckets: at most 64 (docs/count.md, "Choices measured")
const PAGE: usize = 65536;

/** The board, set once per n by quarterSetup. The board without its middle row and column (odd
 *  n) splits into four half x half quadrants. */
export class Board {
  static n: u32 = 0;
  /** The quadrants' side, n >> 1. */
  static half: u32 = 0;
  /** The first row (column) of the south (east) quadrants, n - half. */
  static south: u32 = 0;
  /** Diagonals per direction both halves can reach: a half's pattern has 2 reach bits. */
  static reach: u32 = 0;
  /** half bits: every row or column of a quadrant. */
  static quadrantMask: u32 = 0;
  /** 2 half bits: every row of a set of rows, north quadrant rows low, south high. */
  static allRows: u32 = 0;
}

/** The host's limits, set once per n by quarterSetup (src/engine/count-engine.ts says why each). */
export class Limits {
  /** The pieces of each set of rows built as needed, not the whole table. */
  static byRows: bool = false;
  /** East halves tabled at a time, at most (plus one NE piece's). */
  static eastBlock: u32 = 0;
  /** West halves matched at a time, at most (plus one NW piece's). */
  static westBatch: u32 = 0;
  /** A cut is made only if the buckets keep this many halves on average. */
  static minBucket: u32 = 0;
  /** Patterns in 6 chunks where 5 would have more bits than this. */
  static chunkBits: u32 = 0;
}

/** Where each region lies (byte addresses; see the map above). */
export class Region {
  // the head: set by layOutHead
  static bucketCount: usize = 0; // u32 [2^MAX_CUTS + 1]: halves per bucket (east), per cut bits (west)
  static bucketStart: usize = 0; // u32 [2^MAX_CUTS + 1]: first half of each bucket
  static bucketGroup: usize = 0; // u32 [2^MAX_CUTS + 1]: first group of each bucket
  static cutAt: usize = 0;       // u32 [MAX_CUTS]: the pattern bit of each cut
  static westRuns: usize = 0;    // u32 [2^MAX_CUTS + 1] x 2: per cut bits, a sorted batch's run of west halves
  static visits: usize = 0;      // u32 [2^MAX_CUTS] x 2: the runs of groups one cut bits visits (byte offsets)
  static frequency: usize = 0;   // u32 [64]: east halves holding each pattern bit
  static frequencyW: usize = 0;  // u64 [64]: the set of rows' west halves holding each pattern bit (estimated)
  static chunkAt: usize = 0;     // u32 [chunks + 1]: the first pattern bit of each chunk, then 2 reach
  static chunkRow: usize = 0;    // u32 [chunks + 1]: the first table row of each chunk, then the rows
  static subsetsE: usize = 0;    // u32 [2^h]: the subsets of the east columns by size, then
  static subsetsW: usize = 0;    // u32 [2^h]: the west's; each followed by [h + 2] offsets per size
  static quadrants: usize = 0;   // Quadrant x 4 (0 NW, 1 NE, 2 SW, 3 SE)
  static keys: usize = 0;        // u32 per set of rows a configuration joins (count-quarter.ts)
  static sideE: usize = 0;       // Side: the SE slots' bookkeeping (count-quarter-halves.ts)
  static sideW: usize = 0;       // Side: the SW slots'
  static piecesAt: usize = 0;    // past sideW: the whole table, or the south quadrants' pieces
  // the pieces: set by count-quarter-pieces.ts
  static table: usize = 0;       // the whole table: u32 [4^h + 1] by rows << h | columns
  static tablePA: usize = 0;     // its pieces' anti-diagonals (u32 each)
  static tablePD: usize = 0;     // and main diagonals
  static northAt: usize = 0;     // by rows: the north quadrants' pieces
  static slotsE: usize = 0;      // Slot per SE piece of the set of rows' east south rows
  static slotsW: usize = 0;      // Slot per SW piece of its west south rows
  static scratch: usize = 0;     // the first byte past the pieces and slots
  // a block of a set of rows: set by count-quarter-halves.ts and count-quarter-cuts.ts
  static neKept: usize = 0;      // Slot per NE piece of one set of columns the east halves take
  static east: usize = 0;        // u64 per east half: its pattern
  static cutKey: usize = 0;      // u8 per east half: its bucket
  static bucketed: usize = 0;    // u64 per east half, by bucket
  static bits: usize = 0;        // v128 [64]: per pattern bit, the halves of a group with it
  static tables: usize = 0;      // v128 [table row][group] (count-quarter-cuts.ts)
  static halves: usize = 0;      // a batch of west halves and their sorted copies (count-quarter-match.ts)
  static nwKept: usize = 0;      // Slot per NW piece of one set of columns the west halves take
}

/** Lays out the head at `base` (64-aligned) for the board set in Board; where it ends. */
export function layOutHead(base: usize): usize {
  const h = Board.half;
  const buckets = <usize>((1 << MAX_CUTS) + 1) << 2;
  const subsets = <usize>((1 << h) + h + 2) << 2;
  Region.bucketCount = base;
  Region.bucketStart = Region.bucketCount + buckets;
  Region.bucketGroup = Region.bucketStart + buckets;
  Region.cutAt = Region.bucketGroup + buckets;
  Region.westRuns = Region.cutAt + (<usize>MAX_CUTS << 2);
  Region.visits = Region.westRuns + (buckets << 1);
  Region.frequency = Region.visits + (<usize>(1 << MAX_CUTS) << 3);
  Region.frequencyW = Region.frequency + 256;
  Region.chunkAt = Region.frequencyW + 512;
  Region.chunkRow = Region.chunkAt + ((MAX_CHUNKS + 1) << 2);
  Region.subsetsE = Region.chunkRow + ((MAX_CHUNKS + 1) << 2);
  Region.subsetsW = Region.subsetsE + subsets;
  Region.quadrants = align64(Region.subsetsW + subsets);
  return Region.quadrants + 4 * offsetof<Quadrant>();
}

/** What a quadrant reads its pieces from (Region.quadrants, 0 NW, 1 NE, 2 SW, 3 SE). */
@unmanaged export class Quadrant {
  /** The rows its pieces hold (NO_ROWS: none yet). */
  rows!: u32;
  /** u32 [2^h + 1]: where its pieces on each set of columns start. */
  idx!: u32;
  /** Its pieces' anti-diagonals and main diagonals (u32 each; swapped if `mirror`). */
  pa!: u32;
  pd!: u32;
  /** How many, and the most on one set of columns. */
  pieces!: u32;
  largest!: u32;
  /** Read upside down, from the mirror image's pieces: their main diagonals are then the
   *  anti-diagonals reversed and the other way round. */
  mirror!: u32;
}
/** Quadrant.rows and Side.rows before any set of rows is read. */
export const NO_ROWS: u32 = 0xffffffff;

// @ts-ignore: decorator
@inline export function quadrant(q: u32): Quadrant {
  return changetype<Quadrant>(Region.quadrants + <usize>q * offsetof<Quadrant>());
}

/** Memory up to `top`, grown by at least an eighth; false if it cannot grow. */
export function roomFor(top: usize): bool {
  const have = <usize>memory.size() * PAGE;
  if (top <= have) return true;
  const want = max(top - have, have >>> 3);
  return memory.grow(<i32>((want + PAGE - 1) / PAGE)) >= 0;
}

// u32 arrays in memory
// @ts-ignore: decorator
@inline export function get(array: usize, i: u32): u32 {
  return load<u32>(array + (<usize>i << 2));
}
// @ts-ignore: decorator
@inline export function put(array: usize, i: u32, value: u32): void {
  store<u32>(array + (<usize>i << 2), value);
}

/** The low `bits` bits of x in reverse order. */
// @ts-ignore: decorator
@inline export function reverseBits(x: u32, bits: u32): u32 {
  x = ((x >>> 1) & 0x55555555) | ((x & 0x55555555) << 1);
  x = ((x >>> 2) & 0x33333333) | ((x & 0x33333333) << 2);
  x = ((x >>> 4) & 0x0f0f0f0f) | ((x & 0x0f0f0f0f) << 4);
  return bswap<u32>(x) >>> (32 - bits);
}

/** Units of work done since quarterStep began: every stage adds what it did, so that a call's
 *  budget lasts alike whatever the stage. */
export class Work {
  static done: u32 = 0;
}

/** The task's result so far: the solutions it counted, and its nodes (half-boards assembled,
 *  east and west; a west half once per set of rows and east part, whatever its blocks). */
export class Tally {
  static solutions: u64 = 0;
  static nodes: u64 = 0;
}
