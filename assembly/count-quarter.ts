// Exhaustive count by joining quarter boards, for n = QUARTER_MIN_N..QUARTER_MAX_N (the host's
// constants, src/engine/count-engine.ts). Memory: the quarter pieces (one table of them all, or
// only those of the sets of rows in hand) and the half-boards of one set of rows at a time, in
// blocks of a bounded number of east halves.
//
// The board (without its middle row and column for odd n) splits into four h x h quadrants,
// h = n >> 1: NW and NE (rows 0..h-1), SW and SE (rows o..n-1, o = n - h), west columns 0..h-1,
// east columns o..n-1. A solution puts the queens of some set R of rows in the east half and the
// others in the west, so it is an east half-board on R (NE and SE pieces on complementary
// columns) and a west half-board on the other rows, with no diagonal in common. So:
//  1. the placements of non-attacking queens on an h x h square (a piece: its rows, its columns,
//     its two diagonal sets), bucketed by columns: each quadrant reads them in its own corner.
//     Either every piece once per n (a table by rows and columns, of which only the lesser of a set
//     of rows and its mirror image is kept: the other reads it upside down; built a set of rows at
//     a time by the first steps, before any set of rows is joined), or, where that would not
//     fit, the pieces on each set of rows a quadrant needs, built when it first needs them (the
//     south quadrants' kept while the sets of rows of a task keep their south rows);
//  2. per set of rows R, in blocks of at most about `eastBlock`: the east halves on R (each as
//     the diagonals the west half can also reach, 2L bits), a counting sort of them into 2^c
//     buckets by c <= MAX_CUTS bits (the cuts, as many as keep minBucket halves a bucket: the
//     bits the most pairs of an east and a west half would both hold, by the product of the
//     bit's frequencies on the two sides), then per bucket and per 128 of them (a group) a table
//     of bitsets: the pattern cut into 5 or 6 chunks, per chunk and chunk value the halves of the
//     group holding none of the value's bits (built from a 64 x 64 bit transposition of the
//     group's patterns);
//  3. each west half on the other rows visits only the buckets its cut bits allow (runs of
//     groups; one run up to two cuts, by the buckets' order), skips itself where its weight is 0, ANDs the chunks'
//     bitsets its chunks select in each group and counts the bits left. The tables are laid out
//     row by row (chunk value), the groups side by side, so a west half reads 5 or 6 rows straight on.
//     West halves are matched in batches sorted by their cut bits, so that the group loop runs
//     the same turns half after half (its end is then predicted); past two cuts run by run.
// Configurations: even n has one (no queen fixed). Odd n has the centre queen (config 0) and, for
// configs 1.., queens at (h + x, h) in the middle column and (h, h + y) in the middle row with
// h >= x > y >= 1: every solution without the centre queen has exactly one image under the eight
// symmetries of the square with that shape (|x| != |y|, or those two queens would attack), so
// those configs count eight times.
// Symmetry inside a configuration, over the sets of rows R:
//  - even n: flipping the rows maps R to its reverse: only R <= reverse(R) is joined, twice if
//    unequal. The east halves keep off both long diagonals (their NE and SE parts); a west half
//    counts 2 for each long diagonal it holds (the two reflections in the long diagonals move
//    those queens to the west side), and one holding neither counts 0, 1 or 2 by the mirror of
//    the columns, which maps R to its complement: 2 for the one of {R, ~R} holding the lowest row
//    r with [r in R] = [n-1-r in R], 1 if there is no such row (then ~R is R's reverse).
//  - the centre config: the flip and the mirror, the least R of each orbit times its size.
//  - the other configs: none (their eight images are already counted).
// The solutions a 90° or 180° turn fixes (for Burnside's fundamental count) come from
// count-symmetric.ts, a small search of its own.
// Work runs in slices (quarterStep with a budget, which also pauses between west batches inside
// a set of rows, and between sets of rows of the whole table's build) so the host can cancel and
// V8 can tier up.
// A task can take one east part of each of its sets of rows (the east halves whose NE piece
// eastPartOf gives that part), where one set of rows alone is too much for a unit (n >= 26).
// Nodes: half-boards assembled (east and west; a west half once per set of rows and east part,
// whatever its blocks of east halves).
// see: Kluev, "N-Queens-Count-Sol" (2022): quarter boards joined into half boards per set of
//      rows, half boards matched through transposed bitsets and a sieve of cut bits.
// src/reference/count-quarter.ts is the same algorithm in plain TS: same counts, same node counts.
import { DEBUG } from "./debug";

const PAGE: usize = 65536;
const MAX_CHUNKS: u32 = 6;        // table lookups per match: the pattern cut into 5 chunks of about
                                  // equal width (6 to 8 bits at n = 16..21), or 6 where 5 would be
                                  // wider than chunkBits (n >= 22): a load more each match, but
                                  // tables a third the size, which stay in cache (docs/count.md,
                                  // "Choices measured")
const GROUP: u32 = 128;           // half-boards per bitset (one v128)
const MAX_CUTS: u32 = 6;          // buckets: at most 64 (docs/count.md, "Choices measured")
const WEST_MIN_CUTS: u32 = 5;     // cuts chosen by both sides' frequencies from this many: fewer sieve
                                  // too little to pay for a pass over the west pieces
                                  // (docs/count.md, "Choices measured")

// quarterStep's results (src/wasm/counter.ts reads them)
const RUNNING: u32 = 1;
const BUILDING: u32 = 2;  // still building the whole table of pieces, before the task's first set of rows
const DONE: u32 = 3;
const NO_MEMORY: u32 = 4;

// configuration kinds
const EVEN: u32 = 0;
const CENTRE: u32 = 1;
const FIXED: u32 = 2;

let n: u32 = 0;
let h: u32 = 0;        // quadrant side
let o: u32 = 0;        // first row (column) of the south (east) quadrants
let L: u32 = 0;        // diagonals per direction both halves reach
let hmask: u32 = 0;
let full: u32 = 0;     // 2h bits: a set of rows, north quadrant rows low, south high

// small arrays at the base (u32 each), then the pieces
let BUCKET_COUNT: usize = 0; // [2^MAX_CUTS + 1]: halves per bucket (east), per cut bits (west)
let BUCKET_START: usize = 0; // [2^MAX_CUTS + 1]: first half of each bucket
let BUCKET_GROUP: usize = 0; // [2^MAX_CUTS + 1]: first group of each bucket
let CUT_AT: usize = 0;       // [MAX_CUTS]: the pattern bit of each cut
let WEST_RUNS: usize = 0;    // [2^MAX_CUTS + 1] x 2: per cut bits, a sorted batch's run of west halves
let VISITS: usize = 0;       // [2^MAX_CUTS] x 2: the runs of groups one cut bits visits (byte offsets)
let FREQUENCY: usize = 0;    // [64]: halves holding each pattern bit
let FREQUENCY_W: usize = 0;  // u64 [64]: the set of rows' west halves holding each pattern bit
let CHUNK_AT: usize = 0;     // [chunks + 1]: the first pattern bit of each chunk, then 2L
let CHUNK_ROW: usize = 0;    // [chunks + 1]: the first table row of each chunk, then the rows
let SUBSETS_E: usize = 0;    // [2^h]: the subsets of the east columns by size, then
let SUBSETS_W: usize = 0;    // [2^h]: the west's; each followed by [h + 2] offsets per size
let QUADRANTS: usize = 0;    // [4] x QUADRANT_BYTES: the pieces each quadrant reads (0 NW, 1 NE, 2 SW, 3 SE)
const WEIGHT_SHIFT: u32 = 28;     // in a KEYS entry: above the 2h <= 26 bits of rows
const NO_CONFIG: u32 = 0xffffffff;
// A table of pieces: u32 [2^h + 1] where the pieces on each set of columns start (the whole table:
// u32 [4^h + 1], by rows << h | columns, only the lesser of each set of rows and its mirror
// image holding pieces), then per piece its anti-diagonals i + j (u32, at PA) and its main
// diagonals i - j + h - 1 (u32, at PD). A quadrant's record: the rows its pieces hold
// (NO_CONFIG: none yet), the u32 [2^h + 1] of them, PA, PD, its pieces, the most on one set of
// columns, and whether they are read upside down (from the mirror image's, whose main diagonals
// are then the anti-diagonals reversed and the other way round: PA and PD swapped)
const Q_ROWS: usize = 0;
const Q_IDX: usize = 4;
const Q_PA: usize = 8;
const Q_PD: usize = 12;
const Q_PIECES: usize = 16;
const Q_LARGEST: usize = 20;
const Q_MIRROR: usize = 24;
const QUADRANT_BYTES: usize = 32;
let byRows = false;    // the pieces of each set of rows as needed, not the whole table
let IDX: usize = 0;    // the whole table: u32 [4^h + 1], then PA and PD
let PA: usize = 0;
let PD: usize = 0;
let KEYS: usize = 0;    // u32 per set of rows a configuration joins (weight << WEIGHT_SHIFT | rows), in
                        // order: a task takes runs of them (keyRun) (C(2h, h) entries at most)
let keysOf: u32 = NO_CONFIG; // the configuration KEYS holds
let keyCount: u32 = 0;
// the inner quadrants' pieces on one set of rows (SE: the east's south rows, SW: the west's) that
// keep off their blocked diagonals, per set of columns: their diagonals shifted to the outer
// quadrant's coordinates (u32, u32) and their pattern (u64). Consecutive sets of rows of a task
// often share their south rows, so these are kept until the rows change, each set of columns
// made on first use (a run's generation tells which are made)
let SLOTS_E: usize = 0;  // [pieces on the set of rows] x 16 bytes
let SLOTS_W: usize = 0;
let SIDE_E: usize = 0;   // u32 x 4: the rows the slots hold (NO_CONFIG: none yet in this task), the
let SIDE_W: usize = 0;   // run's generation, where the next slots go; then per set of columns
                         // (2^h) u32 x 4: where its slots start and end, the generation that made them
const SIDE_ROWS: usize = 0;
const SIDE_GENERATION: usize = 4;
const SIDE_TOP: usize = 8;
const SIDE_RANGES: usize = 16;
let PIECES_AT: usize = 0; // past SIDE_W: the whole table (IDX), else the south quadrants' pieces,
let NORTH_AT: usize = 0;  // SLOTS_E, SLOTS_W, then NORTH_AT: the north quadrants' pieces, then SCRATCH
let SCRATCH: usize = 0; // per block of a set of rows: NE_KEPT, E, BUCKETED, BASE, TABLES, HALVES, NW_KEPT
let eastBlock: u32 = 0; // east halves tabled at a time, at most (plus one NE piece's)
let westBatch: u32 = 0; // west halves matched at a time, at most (plus one NW piece's)
let chunkBits: u32 = 0; // 6 chunks where 5 would have more bits than this
let minBucket: u32 = 0; // a cut is made only if the buckets keep this many halves on average
let mostCuts: u32 = 0;  // the most cuts a set of rows' east halves took since quarterSetup
let cutDigest: u32 = 0; // a hash of every cut bit chosen since quarterSetup, in order

// the task
let kind: u32 = EVEN;
let modulus: u32 = 1;
let residue: u32 = 0;
let keyBits: u32 = 0;   // free rows (2h bits)
let cursor: u32 = 0;    // the task's next entry in KEYS
let keyRun: u32 = 1;    // a task takes the configuration's sets of rows in runs of this many
let eastParts: u32 = 1; // and of each set of rows the east halves of one of this many parts of its NE pieces
let eastPart: u32 = 0;
                        // consecutive ones, every mod-th run: consecutive ones often share their
                        // south rows, and with them the inner quadrants' filtered pieces
let taskKeys: u32 = 0;
let keysDone: u32 = 0;
let weight: u32 = 0;    // FIXED and CENTRE: the config's factor
let phase: u32 = DONE;
let tSolutions: u64 = 0;
let tNodes: u64 = 0;

// the configuration's free rows and columns (local to the quadrants) and its blocked diagonals
let freeN: u32 = 0;
let freeS: u32 = 0;
let colsW: u32 = 0;
let colsE: u32 = 0;
// per quadrant (0 NW, 1 NE, 2 SW, 3 SE): diagonals a piece must keep off, in the piece's coordinates
let blockA0: u32 = 0; let blockM0: u32 = 0;
let blockA1: u32 = 0; let blockM1: u32 = 0;
let blockA2: u32 = 0; let blockM2: u32 = 0;
let blockA3: u32 = 0; let blockM3: u32 = 0;

// @ts-ignore: decorator
@inline function align64(at: usize): usize {
  return (at + 63) & ~(<usize>63);
}

// memory up to `top`, grown by at least an eighth; false if it cannot grow
function roomFor(top: usize): bool {
  const have = <usize>memory.size() * PAGE;
  if (top <= have) return true;
  const want = max(top - have, have >>> 3);
  return memory.grow(<i32>((want + PAGE - 1) / PAGE)) >= 0;
}

// @ts-ignore: decorator
@inline function get(array: usize, i: u32): u32 {
  return load<u32>(array + (<usize>i << 2));
}
// @ts-ignore: decorator
@inline function put(array: usize, i: u32, value: u32): void {
  store<u32>(array + (<usize>i << 2), value);
}

// the low `bits` bits of x in reverse order
// @ts-ignore: decorator
@inline function reverseBits(x: u32, bits: u32): u32 {
  x = ((x >>> 1) & 0x55555555) | ((x & 0x55555555) << 1);
  x = ((x >>> 2) & 0x33333333) | ((x & 0x33333333) << 2);
  x = ((x >>> 4) & 0x0f0f0f0f) | ((x & 0x0f0f0f0f) << 4);
  return bswap<u32>(x) >>> (32 - bits);
}

// ---- the pieces ----

let want: u32 = 0;        // the rows every piece placed holds
let placeIdx: usize = 0;  // per set of columns: its count (from placeIdx + 4), or its cursor
let placePA: usize = 0;
let placePD: usize = 0;
let filling = false;
// every placement on the h x h square with a queen in each row of `want` from local row i on:
// counted per set of columns, or written at its set of columns' cursor
function place(i: u32, cols: u32, a: u32, d: u32): void {
  if (i == h) {
    // a piece inside its quadrant: h columns, 2h - 1 diagonals of each direction
    if (DEBUG) assert(cols <= hmask && a < (<u32>1 << (2 * h - 1)) && d < (<u32>1 << (2 * h - 1)));
    const at = placeIdx + (<usize>cols << 2);
    if (filling) {
      const slot = <usize>load<u32>(at) << 2;
      store<u32>(placePA + slot, a);
      store<u32>(placePD + slot, d);
      store<u32>(at, load<u32>(at) + 1);
    } else {
      store<u32>(at + 4, load<u32>(at + 4) + 1);
    }
    return;
  }
  if (((want >>> i) & 1) == 0) {
    place(i + 1, cols, a, d); // row i empty
    return;
  }
  for (let j: u32 = 0; j < h; j++) {
    const ab = <u32>1 << (i + j);
    const db = <u32>1 << (i + h - 1 - j);
    if ((cols >>> j) & 1 || (a & ab) != 0 || (d & db) != 0) continue;
    place(i + 1, cols | (<u32>1 << j), a | ab, d | db);
  }
}

// u32 [2^h + 1] at idx, per set of columns of a set of rows: idx[0] where its pieces start, then
// the counts of each (idx[c + 1] for columns c) made where each one's pieces end
function countsToEnds(idx: usize): void {
  for (let c: usize = 1; c <= <usize>hmask + 1; c++) {
    const to = idx + (c << 2);
    store<u32>(to, load<u32>(to) + load<u32>(to - 4));
  }
}

// the pieces on `rows` counted per set of columns into u32 [2^h + 1] at idx (zero but idx[0]):
// where each set of columns' pieces start, from idx[0]
function countPieces(rows: u32, idx: usize): void {
  want = rows;
  placeIdx = idx;
  filling = false;
  place(0, 0, 0, 0);
  countsToEnds(idx);
}

// the pieces on `rows` written to placePA and placePD where u32 [2^h + 1] at idx says
function writePieces(rows: u32, idx: usize): void {
  const first = load<u32>(idx);
  want = rows;
  placeIdx = idx;
  filling = true;
  place(0, 0, 0, 0);
  // the cursors stopped at their set of columns' end, the next one's start: shift them back
  const last = <usize>hmask;
  if (DEBUG) assert(load<u32>(idx + (last << 2)) == load<u32>(idx + ((last + 1) << 2))); // both passes found the same pieces
  for (let c = last; c > 0; c--) store<u32>(idx + (c << 2), load<u32>(idx + ((c - 1) << 2)));
  store<u32>(idx, first);
}

// the pieces on `rows` as a table at `at` (placeIdx, placePA, placePD): its end, or 0 if memory is short
function buildPieces(rows: u32, at: usize): usize {
  const bytes = (<usize>hmask + 2) << 2;
  if (!roomFor(at + bytes)) return 0;
  memory.fill(at, 0, bytes);
  countPieces(rows, at);
  const pieces = <usize>load<u32>(at + ((<usize>hmask + 1) << 2));
  placePA = align64(at + bytes);
  placePD = align64(placePA + (pieces << 2));
  const end = align64(placePD + (pieces << 2));
  if (!roomFor(end)) return 0;
  writePieces(rows, at);
  return end;
}

// a piece's diagonals as quadrant q reads them (reversed if it reads them upside down)
// @ts-ignore: decorator
@inline function diagonals(x: u32, mirror: bool): u32 {
  return mirror ? reverseBits(x, 2 * h - 1) : x;
}

// quadrant q's record, and its pieces on `cols`: where they start (u32) and end (u32 after it)
// @ts-ignore: decorator
@inline function quadrant(q: u32): usize {
  return QUADRANTS + (<usize>q * QUADRANT_BYTES);
}
// @ts-ignore: decorator
@inline function piecesOn(q: u32, cols: u32): usize {
  return <usize>load<u32>(quadrant(q) + Q_IDX) + (<usize>cols << 2);
}

// quadrant q reads the pieces of `rows` from u32 [2^h + 1] at idx, PA and PD, upside down if `mirror`
function readPieces(q: u32, rows: u32, idx: usize, pa: usize, pd: usize, mirror: bool): void {
  const r = quadrant(q);
  store<u32>(r + Q_ROWS, rows);
  store<u32>(r + Q_IDX, <u32>idx);
  store<u32>(r + Q_PA, <u32>(mirror ? pd : pa));
  store<u32>(r + Q_PD, <u32>(mirror ? pa : pd));
  store<u32>(r + Q_MIRROR, <u32>mirror);
  store<u32>(r + Q_PIECES, get(idx, 1 << h) - get(idx, 0));
  let most: u32 = 0;
  for (let c: u32 = 0; c <= hmask; c++) most = max(most, get(idx, c + 1) - get(idx, c));
  store<u32>(r + Q_LARGEST, most);
}

// quadrant q's pieces on `rows`: from the whole table, or built at `at` (by rows); the end of what
// was built, or 0 if memory is short
function piecesFor(q: u32, rows: u32, at: usize): usize {
  if (!byRows) {
    const mirror = reverseBits(rows, h);
    if (load<u32>(quadrant(q) + Q_ROWS) != rows) readPieces(q, rows, IDX + (<usize>(min(rows, mirror) << h) << 2), PA, PD, rows > mirror);
    return at;
  }
  const end = buildPieces(rows, at);
  if (end != 0) readPieces(q, rows, at, placePA, placePD, false);
  return end;
}

// the whole table, built by the first quarterSteps within their budgets, so that the host can stop
// it between calls: the pieces of each set of rows (the lesser of it and its mirror image)
// counted, then written, a set of rows at a time
const COUNTING: u32 = 0;
const WRITING: u32 = 1;
const BUILT: u32 = 2;
let tablePass: u32 = BUILT;
let tableRows: u32 = 0; // the pass's next set of rows (2^h: the pass is done)
// units of work a piece counted or written costs: its walk takes about as long as 64 of the
// join's units, so a call's budget lasts alike in both
const PIECE_WORK: u32 = 64;

// PA and PD laid out past the table's u32 [4^h + 1] at IDX for the pieces it counts; the table's end
function layOutTable(): usize {
  const entries = <usize>1 << (2 * h);
  const pieces = <usize>get(IDX, <u32>entries);
  PA = align64(IDX + ((entries + 1) << 2));
  PD = align64(PA + (pieces << 2));
  return align64(PD + (pieces << 2));
}

// builds the whole table for about `budget` units of work, a set of rows at a time; BUILDING if
// there is more, NO_MEMORY if it does not fit, else RUNNING with what lies past it laid out
function buildTable(budget: u32): u32 {
  const sets: u32 = hmask + 1;
  while (work < budget) {
    if (tableRows == sets) {
      const end = layOutTable();
      if (tablePass == COUNTING) {
        if (!roomFor(end)) return NO_MEMORY;
        tablePass = WRITING;
        tableRows = 0;
        continue;
      }
      // the most pieces on one set of rows (any columns): the slots' room
      let onRows: u32 = 0;
      for (let r: u32 = 0; r < sets; r++) onRows = max(onRows, get(IDX, (r + 1) << h) - get(IDX, r << h));
      SLOTS_E = end;
      SLOTS_W = align64(SLOTS_E + (<usize>onRows << 4));
      SCRATCH = align64(SLOTS_W + (<usize>onRows << 4));
      if (!roomFor(SCRATCH)) return NO_MEMORY;
      tablePass = BUILT;
      return RUNNING;
    }
    const rows = tableRows;
    const idx = IDX + (<usize>(rows << h) << 2);
    const kept = rows <= reverseBits(rows, h);
    if (tablePass == COUNTING) {
      // u32 [2^h + 1] at idx: idx[0] the pieces before (set by the set of rows before), then the counts
      if (rows == 0) store<u32>(IDX, 0);
      memory.fill(idx + 4, 0, <usize>sets << 2);
      if (kept) countPieces(rows, idx);
      else countsToEnds(idx);
    } else if (kept) {
      placePA = PA;
      placePD = PD;
      writePieces(rows, idx);
    }
    work += (get(idx, sets) - get(idx, 0)) * PIECE_WORK + sets;
    tableRows++;
  }
  return BUILDING;
}

/** Sets n and lays out the join at byte address `base` (64-aligned), growing memory itself:
 *  with the whole table of pieces (built by the first quarterSteps), or (`rows` 1) building the
 *  pieces of each set of rows as it needs them; `block`: most east halves tabled at a time (past
 *  it, the set of rows is joined block by block); `bucket`: halves a bucket a cut must keep on
 *  average; `batch`: most west halves matched at a time; `bits`: patterns in 6 chunks where 5
 *  would be wider. Called once per instance and n. Returns 0, or NO_MEMORY. */
export function quarterSetup(size: u32, base: u32, rows: u32, block: u32, bucket: u32, batch: u32, bits: u32): u32 {
  n = size;
  h = size >> 1;
  o = size - h;
  L = size + h - 1 - o;
  hmask = (<u32>1 << h) - 1;
  full = (<u32>1 << (2 * h)) - 1;
  byRows = rows != 0;
  eastBlock = block;
  minBucket = bucket;
  westBatch = batch;
  chunkBits = bits;
  mostCuts = 0;
  cutDigest = 0;
  BUCKET_COUNT = <usize>base;
  BUCKET_START = BUCKET_COUNT + (<usize>((1 << MAX_CUTS) + 1) << 2);
  BUCKET_GROUP = BUCKET_START + (<usize>((1 << MAX_CUTS) + 1) << 2);
  CUT_AT = BUCKET_GROUP + (<usize>((1 << MAX_CUTS) + 1) << 2);
  WEST_RUNS = CUT_AT + (<usize>MAX_CUTS << 2);
  VISITS = WEST_RUNS + (<usize>((1 << MAX_CUTS) + 1) << 3);
  FREQUENCY = VISITS + (<usize>(1 << MAX_CUTS) << 3);
  FREQUENCY_W = FREQUENCY + 256;
  CHUNK_AT = FREQUENCY_W + 512;
  CHUNK_ROW = CHUNK_AT + ((MAX_CHUNKS + 1) << 2);
  SUBSETS_E = CHUNK_ROW + ((MAX_CHUNKS + 1) << 2);
  SUBSETS_W = SUBSETS_E + (<usize>((1 << h) + h + 2) << 2);
  QUADRANTS = align64(SUBSETS_W + (<usize>((1 << h) + h + 2) << 2));
  // C(2h, h): the most sets of rows of one size
  let most: usize = 1;
  for (let i: u32 = 1; i <= h; i++) most = most * (h + i) / i;
  KEYS = align64(QUADRANTS + 4 * QUADRANT_BYTES);
  keysOf = NO_CONFIG;
  const sideBytes = SIDE_RANGES + (<usize>(1 << h) << 4);
  SIDE_E = align64(KEYS + (most << 2));
  SIDE_W = SIDE_E + sideBytes;
  PIECES_AT = align64(SIDE_W + sideBytes);
  // the whole table's u32 [4^h + 1] (then its PA and PD, once counted)
  IDX = PIECES_AT;
  if (!roomFor(byRows ? PIECES_AT : IDX + (((<usize>1 << (2 * h)) + 1) << 2))) return NO_MEMORY;
  chunks = select<u32>(MAX_CHUNKS, MAX_CHUNKS - 1, L * 2 > (MAX_CHUNKS - 1) * chunkBits);
  let row: u32 = 0;
  for (let k: u32 = 0; k <= chunks; k++) {
    const at = 2 * L * k / chunks;
    put(CHUNK_AT, k, at);
    put(CHUNK_ROW, k, row);
    if (k < chunks) row += <u32>1 << (2 * L * (k + 1) / chunks - at);
  }
  for (let q: u32 = 0; q < 4; q++) store<u32>(quadrant(q) + Q_ROWS, NO_CONFIG);
  memory.fill(SIDE_E, 0, sideBytes << 1); // generation 0: no set of columns made
  tablePass = byRows ? BUILT : COUNTING;
  tableRows = 0;
  phase = DONE;
  return 0;
}

// ---- the configuration and its sets of rows ----

// the 2h-bit set of rows upside down
// @ts-ignore: decorator
@inline function reverseRows(k: u32): u32 {
  return reverseBits(k, 2 * h);
}

// the diagonals (global bits: anti r + c, main r - c + n - 1) a quadrant's pieces keep off, in
// the pieces' own coordinates (quadrant at rows r0.., columns c0..)
function blockFor(r0: u32, c0: u32, anti: u64, main: u64, isAnti: bool): u32 {
  const m2: u64 = (<u64>1 << (2 * h - 1)) - 1;
  return isAnti ? <u32>((anti >>> <u64>(r0 + c0)) & m2) : <u32>((main >>> <u64>(r0 + n - h - c0)) & m2);
}

function setBlocks(anti: u64, main: u64, eastAnti: u64, eastMain: u64): void {
  blockA0 = blockFor(0, 0, anti, main, true); blockM0 = blockFor(0, 0, anti, main, false);
  blockA2 = blockFor(o, 0, anti, main, true); blockM2 = blockFor(o, 0, anti, main, false);
  const ea = anti | eastAnti;
  const em = main | eastMain;
  blockA1 = blockFor(0, o, ea, em, true); blockM1 = blockFor(0, o, ea, em, false);
  blockA3 = blockFor(o, o, ea, em, true); blockM3 = blockFor(o, o, ea, em, false);
}

// next set of rows with as many bits (Gosper's hack)
// @ts-ignore: decorator
@inline function nextKey(k: u32): u32 {
  const t = k | (k - 1);
  return (t + 1) | (((~t & (t + 1)) - 1) >>> (ctz(k) + 1));
}

// the subsets of `cols` ordered by size at `list`, then where each size starts
function subsetsBySize(cols: u32, list: usize): void {
  const offsets = list + (<usize>(1 << h) << 2);
  let at: u32 = 0;
  for (let k: u32 = 0; k <= h; k++) {
    put(offsets, k, at);
    for (let c: u32 = 0; c <= hmask; c++) if ((c & ~cols) == 0 && popcnt(c) == k) put(list, at++, c);
  }
  put(offsets, h + 1, at);
}

// the weight of set of rows k in this config (0: another set of its orbit is joined instead)
function keyWeight(k: u32): u32 {
  if ((k & ~keyBits) != 0) return 0;
  if (kind == EVEN) {
    const flip = reverseRows(k);
    return k < flip ? 2 : k == flip ? 1 : 0;
  }
  if (kind == CENTRE) {
    const mirror = full ^ k;
    const flip = reverseRows(k);
    const both = full ^ flip;
    if (!(mirror > k && flip >= k && both >= k)) return 0;
    return flip == k || both == k ? 2 : 4;
  }
  return 1;
}

/** Starts task (configuration `config`, its sets of rows whose ordinal / `run` mod `mod` is `res`,
 *  of each the east halves whose NE piece is in part `part` of `parts`: eastPartOf) after
 *  quarterSetup(n). Config 0 is the empty board (even n) or the centre queen (odd n);
 *  odd n's configs 1..h(h-1)/2 fix (h + x, h) and (h, h + y), x = 2..h, y = 1..x-1 in order. */
export function quarterBegin(config: u32, mod: u32, res: u32, run: u32, parts: u32, part: u32): void {
  modulus = mod;
  residue = res;
  keyRun = run;
  eastParts = parts;
  eastPart = part;
  freeN = freeS = colsW = colsE = hmask;
  let eastRows = h;
  if ((n & 1) == 0) {
    kind = EVEN;
    weight = 1;
    // east halves keep off both long diagonals: r + c = n - 1 (NE) and r = c (SE)
    setBlocks(0, 0, <u64>1 << (n - 1), <u64>1 << (n - 1));
  } else if (config == 0) {
    kind = CENTRE;
    weight = 1;
    setBlocks(<u64>1 << (2 * h), <u64>1 << (n - 1), 0, 0);
  } else {
    kind = FIXED;
    weight = 8;
    let x: u32 = 2;
    let y: u32 = 1;
    for (let c: u32 = 1; c < config; c++) {
      y++;
      if (y == x) { x++; y = 1; }
    }
    const a = h + x; // the middle column's queen: row a
    const b = h + y; // the middle row's queen: column b
    freeS = hmask & ~(<u32>1 << (x - 1));
    colsE = hmask & ~(<u32>1 << (y - 1));
    eastRows = h - 1;
    setBlocks((<u64>1 << (a + h)) | (<u64>1 << (h + b)), (<u64>1 << (a - h + n - 1)) | (<u64>1 << (h - b + n - 1)), 0, 0);
  }
  keyBits = freeN | (freeS << h);
  subsetsBySize(colsE, SUBSETS_E);
  subsetsBySize(colsW, SUBSETS_W);
  if (keysOf != config) {
    // the configuration's sets of rows that join (weight not 0), once for all its tasks
    keyCount = 0;
    const first = (<u32>1 << eastRows) - 1;
    const last = first << (2 * h - eastRows);
    for (let k = first; ; k = nextKey(k)) {
      const w = keyWeight(k);
      if (w != 0) put(KEYS, keyCount++, (w << WEIGHT_SHIFT) | k);
      if (k == last) break;
    }
    keysOf = config;
  }
  cursor = res * run;
  const cycle = run * mod;
  taskKeys = keyCount / cycle * run + min(run, (keyCount % cycle) - min(keyCount % cycle, cursor));
  keysDone = 0;
  store<u32>(SIDE_E + SIDE_ROWS, NO_CONFIG);
  store<u32>(SIDE_W + SIDE_ROWS, NO_CONFIG);
  tSolutions = 0;
  tNodes = 0;
  stage = NEXT_KEY;
  phase = RUNNING;
}

// ---- one set of rows ----

// where the set of rows in hand stands
const NEXT_KEY: u32 = 0; // none in hand
const EAST: u32 = 1;     // its next block of east halves to table
const WEST: u32 = 2;     // the block's west halves being matched
let stage: u32 = NEXT_KEY;
let rEN: u32 = 0;        // its rows (local to the quadrants): east north and south, west likewise
let rES: u32 = 0;
let rWN: u32 = 0;
let rWS: u32 = 0;
let keyFactor: u32 = 0;  // its orbit weight times the configuration's
let noneWeight: u32 = 1; // EVEN: the weight of its west halves on neither long diagonal
let eastSubset: u32 = 0; // the next block's first NE piece: an entry of SUBSETS_E, a piece of its columns
let eastPiece: u32 = 0;
let westSubset: u32 = 0; // the west halves' next NW piece likewise (SUBSETS_W)
let westPiece: u32 = 0;
let firstBlock = true;   // the block is the set of rows' first
let westKnown = false;   // FREQUENCY_W holds the set of rows' west halves' bits

let NE_KEPT: usize = 0;  // per NE piece of one set of columns the east halves take (packPieces): its
                         // diagonals (u32, u32) and its pattern (u64)
let E: usize = 0;        // u64 per east half: its pattern
let BUCKETED: usize = 0; // u64 per east half, by bucket
let CUTKEY: usize = 0;   // u8 per east half: its bucket
let BASE: usize = 0;     // v128 [64]: per pattern bit, the halves of a group with it
let TABLES: usize = 0;   // v128 [table row][group]: row CHUNK_ROW[k] + v holds the halves of a group
                         // compatible with the chunk-k value v (none of v's bits): a match reads
                         // the same `chunks` rows for every group
let HALVES: usize = 0;   // u64 per west half of a batch (westBatch + the SW quadrant's most pieces on
                         // one set of columns), then as many records sorted by cut bits (WEST_RECORD),
                         // then a u8 each: its cut bits (four times the batch in all, at most)
let NW_KEPT: usize = 0;  // per NW piece of one set of columns the west halves take: as NE_KEPT
let tableGroups: u32 = 0;
let chunks: u32 = 0;
let cuts: u32 = 0;
let work: u32 = 0;

// pattern of a half with these global diagonals: the L anti-diagonals from o, then the L main ones from o
// @ts-ignore: decorator
@inline function patternOf(anti: u64, main: u64): u64 {
  const m: u64 = (<u64>1 << L) - 1;
  return ((anti >>> <u64>o) & m) | (((main >>> <u64>o) & m) << <u64>L);
}

const LONG_FLAG: u64 = <u64>1 << 63; // in a slot's pattern (EVEN): the piece holds the anti long diagonal
const NW_LONG_FLAG: u64 = <u64>1 << 62; // in a west half (EVEN): its NW piece holds the main long diagonal
const WEST_RECORD: usize = 4 + 4 * MAX_CHUNKS; // a west half as matchWest sorts it past two cuts: weight, its
                                               // rows (a row fewer for 5 chunks)

// cut j's pattern bit (0 past the cuts)
function cutBit(j: u32): u64 {
  return j < cuts ? <u64>1 << <u64>get(CUT_AT, j) : 0;
}

// the cut bits of pattern p (bit j: p holds cut j, whose pattern bit is kj), without a branch
// @ts-ignore: decorator
@inline function cutKey(p: u64, k0: u64, k1: u64, k2: u64, k3: u64, k4: u64, k5: u64): u32 {
  return select<u32>(1, 0, (p & k0) != 0) | select<u32>(2, 0, (p & k1) != 0) | select<u32>(4, 0, (p & k2) != 0) |
    select<u32>(8, 0, (p & k3) != 0) | select<u32>(16, 0, (p & k4) != 0) | select<u32>(32, 0, (p & k5) != 0);
}

// the pieces on `cols` of inner quadrant q (3 SE for the east, 2 SW for the west, at rows o..
// below the outer one) that keep off its blocked diagonals, as slots from `slot` on; their end
function innerSlots(q: u32, cols: u32, blockA: u32, blockM: u32, slot: usize): usize {
  const at = piecesOn(q, cols);
  const end = load<u32>(at, 4);
  const pa = <usize>load<u32>(quadrant(q) + Q_PA);
  const pd = <usize>load<u32>(quadrant(q) + Q_PD);
  const mirror = load<u32>(quadrant(q) + Q_MIRROR) != 0;
  // SE sits at rows and columns o..; SW at rows o.., columns 0..
  const east = q == 3;
  const shiftA = <u64>(east ? o << 1 : o);
  const shiftM = <u64>(east ? o : o << 1);
  const longDiag: u64 = <u64>1 << (n - 1);
  for (let j = load<u32>(at); j < end; j++) {
    const qa = diagonals(get(pa, j), mirror);
    const qd = diagonals(get(pd, j), mirror);
    store<u32>(slot, qa << o);
    store<u32>(slot, qd << o, 4);
    const anti: u64 = <u64>qa << shiftA;
    const p = patternOf(anti, <u64>qd << shiftM);
    store<u64>(slot, p | select<u64>(LONG_FLAG, 0, (anti & longDiag) != 0), 8);
    // kept without a branch (whether a piece is blocked is unpredictable)
    slot += select<usize>(16, 0, ((qa & blockA) | (qd & blockM)) == 0);
  }
  work += end - load<u32>(at);
  return slot;
}

// a side's slots (SIDE_E with SLOTS_E, or SIDE_W with SLOTS_W) for the inner rows of the next set
// of rows: kept if they are the same rows, else a new run (a new generation, none made yet)
function sideRows(side: usize, slots: usize, rows: u32): void {
  if (load<u32>(side + SIDE_ROWS) == rows) return;
  store<u32>(side + SIDE_ROWS, rows);
  store<u32>(side + SIDE_GENERATION, load<u32>(side + SIDE_GENERATION) + 1);
  store<u32>(side + SIDE_TOP, <u32>slots);
}

// the range (start, end) of a side's slots on its rows and `cols`, made if this run has not yet
function sideRange(side: usize, cols: u32, blockA: u32, blockM: u32, q: u32): usize {
  const range = side + SIDE_RANGES + (<usize>cols << 4);
  const generation = load<u32>(side + SIDE_GENERATION);
  if (load<u32>(range, 8) != generation) {
    const top = load<u32>(side + SIDE_TOP);
    const end = <u32>innerSlots(q, cols, blockA, blockM, top);
    store<u32>(range, top);
    store<u32>(range, end, 4);
    store<u32>(range, generation, 8);
    store<u32>(side + SIDE_TOP, end);
  }
  return range;
}

// the part of a set of rows' east halves an NE piece's go to: a hash of its diagonals (in its own
// coordinates), so that the parts are alike in size and do not depend on the order the pieces
// were built in (the whole table reads a set of rows upside down from its mirror image's)
// @ts-ignore: decorator
@inline function eastPartOf(anti: u32, main: u32): u32 {
  return (((anti * 0x9e3779b1) ^ main) * 0x85ebca6b >>> 16) % eastParts;
}

// the pieces of outer quadrant q (0 NW, 1 NE) at a0..a1 that keep off its blocked diagonals (NE:
// of the task's east part), packed at `to` without a branch (nearly half are blocked at odd n,
// unpredictably): their diagonals (u32, u32) and their pattern (u64, NW: with its cut bits and
// long diagonal above, ORed into a west half's like the SW piece's); their end
// @ts-ignore: decorator
@inline function packPieces(q: u32, a0: u32, a1: u32, to: usize): usize {
  const pa = <usize>load<u32>(quadrant(q) + Q_PA);
  const pd = <usize>load<u32>(quadrant(q) + Q_PD);
  const mirror = load<u32>(quadrant(q) + Q_MIRROR) != 0;
  const longDiag: u64 = <u64>1 << (n - 1);
  const east = q == 1;
  const blockA = east ? blockA1 : blockA0;
  const blockM = east ? blockM1 : blockM0;
  for (let j = a0; j < a1; j++) {
    const pa0 = diagonals(get(pa, j), mirror);
    const pd0 = diagonals(get(pd, j), mirror);
    store<u32>(to, pa0);
    store<u32>(to, pd0, 4);
    // NE sits at rows 0.., columns o..; NW at rows and columns 0..
    const main: u64 = <u64>pd0 << <u64>o;
    store<u64>(to, east ? patternOf(<u64>pa0 << <u64>o, <u64>pd0) : patternOf(<u64>pa0, main) | select<u64>(NW_LONG_FLAG, 0, (main & longDiag) != 0), 8);
    const part = east && eastParts > 1 ? eastPartOf(pa0, pd0) : eastPart;
    to += select<usize>(16, 0, ((pa0 & blockA) | (pd0 & blockM)) == 0 && part == eastPart);
  }
  return to;
}

// the halves of a packed piece (diagonals pa0, pd0; pattern p) and each inner slot at
// innerAt..innerEnd it is compatible with, written at `out` without a branch (about half are
// not, unpredictably); their end
// @ts-ignore: decorator
@inline function pairSlots(pa0: u32, pd0: u32, p: u64, innerAt: usize, innerEnd: usize, out: usize): usize {
  for (let slot = innerAt; slot < innerEnd; slot += 16) {
    store<u64>(out, p | load<u64>(slot, 8));
    out += select<usize>(8, 0, ((pa0 & load<u32>(slot)) | (pd0 & load<u32>(slot, 4))) == 0);
  }
  return out;
}

// the inner slots the halves on outer columns c are made with (east: NE columns c and the SE
// slots on the others, else NW and SW): the range sideRange keeps, or 0 where there is no such
// half (no outer piece on c, or no inner one fits)
function pairedSlots(east: bool, c: u32): usize {
  const at = piecesOn(east ? 1 : 0, c);
  if (load<u32>(at) == load<u32>(at, 4)) return 0;
  const range = east ? sideRange(SIDE_E, colsE ^ c, blockA3, blockM3, 3) : sideRange(SIDE_W, colsW ^ c, blockA2, blockM2, 2);
  return load<u32>(range) == load<u32>(range, 4) ? 0 : range;
}

// the next block of the set of rows' east halves (from the NE piece eastPiece of subset eastSubset
// on, those of the task's part) into E: about eastBlock of them, then the rest of the last NE
// piece's; their number, or -1 if memory is short
function eastHalves(): i32 {
  const offsets = SUBSETS_E + (<usize>(1 << h) << 2);
  const last = get(offsets, popcnt(rEN) + 1);
  // room for every pair the loops can keep
  let most: usize = 0;
  for (let x = eastSubset; x < last; x++) {
    const c = get(SUBSETS_E, x);
    const at = piecesOn(1, c);
    const bt = piecesOn(3, colsE ^ c);
    most += <usize>(load<u32>(at, 4) - load<u32>(at)) * (load<u32>(bt, 4) - load<u32>(bt));
  }
  most = min(most, <usize>eastBlock + load<u32>(quadrant(3) + Q_LARGEST));
  NE_KEPT = SCRATCH;
  E = align64(NE_KEPT + (<usize>load<u32>(quadrant(1) + Q_LARGEST) << 4));
  if (!roomFor(E + (most << 3))) return -1;
  let ne: u32 = 0;
  for (; eastSubset < last; eastSubset++, eastPiece = 0) {
    const c = get(SUBSETS_E, eastSubset);
    const range = pairedSlots(true, c);
    if (range == 0) continue;
    const at = piecesOn(1, c);
    const a1 = load<u32>(at, 4);
    const a0 = load<u32>(at);
    const innerAt = <usize>load<u32>(range);
    const innerEnd = <usize>load<u32>(range, 4);
    // eastPiece counts the packed NE pieces
    const keptEnd = packPieces(1, a0, a1, NE_KEPT);
    work += (a1 - a0 - eastPiece) * <u32>((innerEnd - innerAt) >>> 4);
    for (let kept = NE_KEPT + (<usize>eastPiece << 4); kept < keptEnd; kept += 16) {
      const out = pairSlots(load<u32>(kept), load<u32>(kept, 4), load<u64>(kept, 8), innerAt, innerEnd, E + (<usize>ne << 3));
      ne = <u32>((out - E) >>> 3);
      if (ne >= eastBlock) {
        eastPiece = <u32>((kept + 16 - NE_KEPT) >>> 4);
        return <i32>ne;
      }
    }
  }
  return <i32>ne;
}

// the bits of the `count` patterns at `at`, added to the u32 [2L] counts at `into`: bit b in
// nibble b >> 2 of counter b & 3, without a branch per bit; the counters emptied every 15
// patterns, before a nibble can overflow
function countBits(at: usize, count: u32, stride: usize, into: usize): void {
  const bits: u32 = 2 * L;
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

// the set of rows' west halves' bits into FREQUENCY_W (u64), estimated as if each NW piece
// made a west half with each SW slot of a set of columns it pairs with: the pieces' bits times
// the slots plus the slots' bits times the pieces (a pass over the pieces and slots, not their
// pairs; it picks cuts as well as the west halves' own bits do). At `at`: room for the pieces
// (packed, as packPieces does) and the slots' patterns, counted every WEST_TALLY of them
const WEST_TALLY: u32 = 4096;
let westPieces: u64 = 0;
let westSlots: u64 = 0;
// the bits of the pieces packed at nw0..nw and of the slots' patterns at sw0..sw, added to the
// u32 [2L] counts at `north` and at north + 256
function tally(nw0: usize, nw: usize, sw0: usize, sw: usize, north: usize): void {
  const pieces = <u32>((nw - nw0) >>> 4);
  const slots = <u32>((sw - sw0) >>> 3);
  countBits(nw0 + 8, pieces, 16, north);
  countBits(sw0, slots, 8, north + 256);
  westPieces += pieces;
  westSlots += slots;
}
function westFrequency(at: usize): bool {
  const bits: u32 = 2 * L;
  const north = at;
  const south = north + 256;
  const nw0 = align64(south + 256);
  const sw0 = align64(nw0 + (<usize>(WEST_TALLY + load<u32>(quadrant(0) + Q_LARGEST)) << 4));
  if (!roomFor(sw0 + (<usize>(WEST_TALLY + load<u32>(quadrant(2) + Q_LARGEST)) << 3))) return false;
  memory.fill(north, 0, 512);
  const offsets = SUBSETS_W + (<usize>(1 << h) << 2);
  const last = get(offsets, popcnt(rWN) + 1);
  westPieces = 0;
  westSlots = 0;
  let nw = nw0;
  let sw = sw0;
  for (let x = get(offsets, popcnt(rWN)); x < last; x++) {
    const c = get(SUBSETS_W, x);
    const range = pairedSlots(false, c);
    if (range == 0) continue;
    const innerEnd = <usize>load<u32>(range, 4);
    for (let slot = <usize>load<u32>(range); slot < innerEnd; slot += 16) {
      store<u64>(sw, load<u64>(slot, 8));
      sw += 8;
    }
    const on = piecesOn(0, c);
    nw = packPieces(0, load<u32>(on), load<u32>(on, 4), nw);
    if (nw - nw0 >= <usize>WEST_TALLY << 4 || sw - sw0 >= <usize>WEST_TALLY << 3) {
      tally(nw0, nw, sw0, sw, north);
      nw = nw0;
      sw = sw0;
    }
  }
  tally(nw0, nw, sw0, sw, north);
  for (let b: u32 = 0; b < bits; b++) {
    store<u64>(FREQUENCY_W + (<usize>b << 3), <u64>get(north, b) * westSlots + westPieces * get(south, b));
  }
  work += <u32>(westPieces + westSlots);
  return true;
}

// how much a cut at pattern bit b sieves: the pairs of an east and a west half both holding it,
// were the bits independent (`west`; a double, as in the twin, so that it cannot wrap), else the
// east halves holding it
// @ts-ignore: decorator
@inline function score(b: u32, west: bool): f64 {
  const east = <f64>get(FREQUENCY, b);
  return west ? east * <f64>load<u64>(FREQUENCY_W + (<usize>b << 3)) : east;
}

// the cuts (the bits with the highest score, the lowest first among equals) and a counting sort
// of E by them into BUCKETED; the groups of 128 halves the buckets make, or NO_ROOM if memory is short
const NO_ROOM: u32 = 0xffffffff;
function bucket(ne: u32): u32 {
  const bits: u32 = 2 * L;
  for (let b: u32 = 0; b < bits; b++) put(FREQUENCY, b, 0);
  countBits(E, ne, 8, FREQUENCY);
  const west = cuts >= WEST_MIN_CUTS;
  if (west && !westKnown) {
    if (!westFrequency(align64(E + (<usize>ne << 3)))) return NO_ROOM;
    westKnown = true;
  }
  let taken: u64 = 0;
  for (let j: u32 = 0; j < cuts; j++) {
    let best: u32 = bits;
    for (let b: u32 = 0; b < bits; b++) {
      if ((taken >>> <u64>b) & 1) continue;
      if (best == bits || score(b, west) > score(best, west)) best = b;
    }
    put(CUT_AT, j, best);
    taken |= <u64>1 << <u64>best;
    cutDigest = (cutDigest * 0x01000193) ^ (best + 1); // as the twin hashes them
  }
  const buckets: u32 = 1 << cuts;
  for (let s: u32 = 0; s < buckets; s++) put(BUCKET_COUNT, s, 0);
  CUTKEY = E + (<usize>ne << 3);
  BUCKETED = align64(CUTKEY + <usize>ne);
  if (!roomFor(BUCKETED + (<usize>ne << 3))) return NO_ROOM;
  const k0 = cutBit(0); const k1 = cutBit(1); const k2 = cutBit(2); const k3 = cutBit(3); const k4 = cutBit(4); const k5 = cutBit(5);
  for (let i: u32 = 0; i < ne; i++) {
    const s = bucketAt(cutKey(load<u64>(E + (<usize>i << 3)), k0, k1, k2, k3, k4, k5));
    store<u8>(CUTKEY + <usize>i, <u8>s);
    put(BUCKET_COUNT, s, get(BUCKET_COUNT, s) + 1);
  }
  let at: u32 = 0;
  let groups: u32 = 0;
  for (let s: u32 = 0; s < buckets; s++) {
    put(BUCKET_START, s, at);
    put(BUCKET_GROUP, s, groups);
    const c = get(BUCKET_COUNT, s);
    at += c;
    groups += (c + GROUP - 1) / GROUP;
    put(BUCKET_COUNT, s, 0);
  }
  put(BUCKET_START, buckets, at);
  put(BUCKET_GROUP, buckets, groups);
  for (let i: u32 = 0; i < ne; i++) {
    const s = <u32>load<u8>(CUTKEY + <usize>i);
    const slot = get(BUCKET_START, s) + get(BUCKET_COUNT, s);
    store<u64>(BUCKETED + (<usize>slot << 3), load<u64>(E + (<usize>i << 3)));
    put(BUCKET_COUNT, s, get(BUCKET_COUNT, s) + 1);
  }
  return groups;
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

// where the bucket of halves with cut bits s goes: (01, 00, 10, 11) for two cuts, so that the
// buckets each cut bits visits make one run of groups (no order does that for three cuts)
// @ts-ignore: decorator
@inline function bucketAt(s: u32): u32 {
  return cuts == 2 && s < 2 ? s ^ 1 : s;
}

// buckets by cut bits and bitset tables of the ne halves in E; false if memory is short
function tables(ne: u32): bool {
  cuts = 0;
  while (cuts < MAX_CUTS && (ne >>> (cuts + 1)) >= minBucket) cuts++;
  mostCuts = max(mostCuts, cuts);
  let groups: u32 = 0;
  if (cuts == 0) {
    // one bucket: E as it is
    BUCKETED = E;
    put(BUCKET_START, 0, 0);
    put(BUCKET_COUNT, 0, ne);
    put(BUCKET_START, 1, ne);
    put(BUCKET_GROUP, 0, 0);
    groups = (ne + GROUP - 1) / GROUP;
    put(BUCKET_GROUP, 1, groups);
  } else {
    groups = bucket(ne);
    if (groups == NO_ROOM) return false;
  }
  const buckets: u32 = 1 << cuts;
  BASE = align64(BUCKETED + (<usize>ne << 3));
  const bits: u32 = 2 * L;
  const rows = get(CHUNK_ROW, chunks);
  TABLES = align64(BASE + (64 << 4));
  tableGroups = groups;
  const stride = <usize>groups << 4;
  HALVES = align64(TABLES + <usize>rows * stride);
  NW_KEPT = align64(HALVES + <usize>(westBatch + load<u32>(quadrant(2) + Q_LARGEST)) * 40);
  if (!roomFor(NW_KEPT + (<usize>load<u32>(quadrant(0) + Q_LARGEST) << 4))) return false;
  // per group of up to 128 halves of one bucket: per bit, the halves with it (a transposition);
  // then per chunk and chunk value, the halves with none of its bits
  const patterns: u64 = (<u64>1 << <u64>bits) - 1;
  for (let s: u32 = 0; s < buckets; s++) {
    const first = get(BUCKET_START, s);
    const count = get(BUCKET_COUNT, s);
    const g0 = get(BUCKET_GROUP, s);
    const g1 = get(BUCKET_GROUP, s + 1);
    for (let g = g0; g < g1; g++) {
      const from = first + (g - g0) * GROUP;
      const inGroup = min(GROUP, first + count - from);
      // row i: the patterns of halves i and 64 + i (all bits for a missing half, so that it
      // matches nothing and bit 63, outside every pattern, marks the missing ones)
      for (let i: u32 = 0; i < 64; i++) {
        const lo = i < inGroup ? load<u64>(BUCKETED + (<usize>(from + i) << 3)) & patterns : ~(<u64>0);
        const hi = i + 64 < inGroup ? load<u64>(BUCKETED + (<usize>(from + i + 64) << 3)) & patterns : ~(<u64>0);
        v128.store(BASE + (<usize>i << 4), i64x2.replace_lane(i64x2.splat(<i64>lo), 1, <i64>hi));
      }
      transpose64(BASE);
      const valid = v128.not(v128.load(BASE + (63 << 4)));
      const t = TABLES + (<usize>g << 4);
      for (let c: u32 = 0; c < chunks; c++) {
        const row = t + <usize>get(CHUNK_ROW, c) * stride;
        const size = get(CHUNK_ROW, c + 1) - get(CHUNK_ROW, c);
        const bit0 = BASE + (<usize>get(CHUNK_AT, c) << 4);
        v128.store(row, valid);
        for (let v: u32 = 1; v < size; v++) {
          const bit = bit0 + (<usize>ctz(v) << 4);
          v128.store(row + <usize>v * stride, v128.andnot(v128.load(row + <usize>(v & (v - 1)) * stride), v128.load(bit)));
        }
      }
    }
  }
  work += ne * 8 + groups * rows;
  return true;
}

// chunk k's values, and the first bitset of its first table row
function chunkMask(k: u32): u32 {
  return (<u32>1 << (get(CHUNK_AT, k + 1) - get(CHUNK_AT, k))) - 1;
}
function rowBase(k: u32, stride: usize): usize {
  return TABLES + <usize>get(CHUNK_ROW, k) * stride;
}

// the halves of one group compatible with a pattern: the AND of its chunks' bitsets (at
// r0..r5 + offset; r5 only if `six`, a constant where inlined), counted
// @ts-ignore: decorator
@inline function groupMatches(r0: usize, r1: usize, r2: usize, r3: usize, r4: usize, r5: usize, six: bool, offset: usize): u64 {
  let acc = v128.and(
    v128.and(v128.and(v128.load(r0 + offset), v128.load(r1 + offset)), v128.load(r2 + offset)),
    v128.and(v128.load(r3 + offset), v128.load(r4 + offset)),
  );
  if (six) acc = v128.and(acc, v128.load(r5 + offset));
  return popcnt(i64x2.extract_lane(acc, 0)) + popcnt(i64x2.extract_lane(acc, 1));
}

// the halves of groups from..to (byte offsets in a table row) compatible with a pattern whose
// chunks' rows are r0..r5 (5 chunks unless `six`)
// @ts-ignore: decorator
@inline function runMatches(r0: usize, r1: usize, r2: usize, r3: usize, r4: usize, r5: usize, six: bool, from: usize, to: usize): u64 {
  let matches: u64 = 0;
  let g = from;
  // two groups a turn (the loop's bookkeeping, spilled registers included, costs as much as a
  // group's loads; four a turn spill more registers: docs/count.md, "Choices measured")
  for (; g + 16 < to; g += 32) {
    matches += groupMatches(r0 + g, r1 + g, r2 + g, r3 + g, r4 + g, r5 + g, six, 0) +
      groupMatches(r0 + g, r1 + g, r2 + g, r3 + g, r4 + g, r5 + g, six, 16);
  }
  if (g < to) matches += groupMatches(r0 + g, r1 + g, r2 + g, r3 + g, r4 + g, r5 + g, six, 0);
  return matches;
}

// a west half's weight: EVEN, 2 per long diagonal it holds, else `none`; 1 in the other configurations
// @ts-ignore: decorator
@inline function westWeight(p: u64, even: bool, none: u32): u32 {
  const l = <u32>(p >>> 62);
  const longs = (l & 1) + (l >>> 1);
  return even ? select<u32>(1 << longs, none, longs != 0) : 1;
}

// the compatible pairs of the west halves on rows (north rWN, south rWS) with the tabled east
// halves, each west half weighted (EVEN: by its long diagonals, `none` if it holds neither), times
// the set of rows' factor, into tSolutions: from the NW piece westPiece of subset westSubset on,
// pausing after a batch once the work passes `budget`; true when all are matched
function westHalves(budget: u32): bool {
  const offsets = SUBSETS_W + (<usize>(1 << h) << 2);
  const last = get(offsets, popcnt(rWN) + 1);
  const halvesAt = HALVES;
  const batchEnd = halvesAt + (<usize>westBatch << 3);
  const factor = <u64>keyFactor;
  let halves: u64 = 0;
  // a batch gathers the halves of several sets of columns: most have only a few
  let out = halvesAt;
  for (; westSubset < last; westSubset++, westPiece = 0) {
    const c = get(SUBSETS_W, westSubset);
    const range = pairedSlots(false, c);
    if (range == 0) continue;
    const at = piecesOn(0, c);
    const a1 = load<u32>(at, 4);
    const a0 = load<u32>(at);
    const innerAt = <usize>load<u32>(range);
    const innerEnd = <usize>load<u32>(range, 4);
    // westPiece counts the packed NW pieces
    const keptEnd = packPieces(0, a0, a1, NW_KEPT);
    work += (a1 - a0 - westPiece) * <u32>((innerEnd - innerAt) >>> 4);
    for (let kept = NW_KEPT + (<usize>westPiece << 4); kept < keptEnd; kept += 16) {
      out = pairSlots(load<u32>(kept), load<u32>(kept, 4), load<u64>(kept, 8), innerAt, innerEnd, out);
      if (out >= batchEnd) {
        tSolutions += factor * matchWest(out);
        halves += <u64>((out - halvesAt) >>> 3);
        out = halvesAt;
        if (work >= budget) {
          westPiece = <u32>((kept + 16 - NW_KEPT) >>> 4);
          westDone(halves);
          return false;
        }
      }
    }
    if (work >= budget && westSubset + 1 < last) {
      tSolutions += factor * matchWest(out);
      halves += <u64>((out - halvesAt) >>> 3);
      westSubset++;
      westPiece = 0;
      westDone(halves);
      return false;
    }
  }
  tSolutions += factor * matchWest(out);
  halves += <u64>((out - halvesAt) >>> 3);
  westDone(halves);
  return true;
}

// the west halves assembled: nodes in the first block of east halves only (the others match the
// same ones again)
function westDone(halves: u64): void {
  if (firstBlock) tNodes += halves;
  work += <u32>min(halves, <u64>0xffffffff);
}

// the weighted partners of the west halves at HALVES..end, sorted by their cut bits so that the
// group loop runs the same number of turns half after half, and predictably
function matchWest(end: usize): u64 {
  return chunks == MAX_CHUNKS ? matchSix(end) : matchFive(end);
}
// a function each: inlined side by side in one, the optimizer merges their common code into one
// loop that tests `six` every turn
function matchFive(end: usize): u64 {
  return matchChunks(end, false);
}
function matchSix(end: usize): u64 {
  return matchChunks(end, true);
}

// matchWest for patterns in 6 chunks or 5, `six` a constant where inlined (the 6th is not read)
// @ts-ignore: decorator
@inline function matchChunks(end: usize, six: bool): u64 {
  const halvesAt = HALVES;
  const count = <u32>((end - halvesAt) >>> 3);
  const cap = <usize>(westBatch + load<u32>(quadrant(2) + Q_LARGEST));
  const sortedAt = halvesAt + (cap << 3);
  const recordBytes = six ? WEST_RECORD : WEST_RECORD - 4; // no sixth row
  const keysAt = sortedAt + cap * recordBytes;
  const stride = <usize>tableGroups << 4;
  // EVEN: a west half on neither long diagonal weighs `none`; where that is 0 it is dropped (its
  // cut bits `buckets`, after all others)
  const none = noneWeight;
  const drop = kind == EVEN && none == 0;
  const even = kind == EVEN;
  const buckets: u32 = 1 << cuts;
  // per chunk k: where it starts in a pattern (s), its mask (m), its first table row (b)
  // (the sixth's only if `six`)
  const s1 = <u64>get(CHUNK_AT, 1); const s2 = <u64>get(CHUNK_AT, 2); const s3 = <u64>get(CHUNK_AT, 3);
  const s4 = <u64>get(CHUNK_AT, 4); const s5 = six ? <u64>get(CHUNK_AT, 5) : 0;
  const m0 = chunkMask(0); const m1 = chunkMask(1); const m2 = chunkMask(2);
  const m3 = chunkMask(3); const m4 = chunkMask(4); const m5 = six ? chunkMask(5) : 0;
  const b0 = rowBase(0, stride); const b1 = rowBase(1, stride); const b2 = rowBase(2, stride);
  const b3 = rowBase(3, stride); const b4 = rowBase(4, stride); const b5 = six ? rowBase(5, stride) : 0;
  let total: u64 = 0;
  let visits: u32 = 0;
  const k0 = cutBit(0); const k1 = cutBit(1); const k2 = cutBit(2); const k3 = cutBit(3); const k4 = cutBit(4); const k5 = cutBit(5);
  if (buckets <= 4) {
    // in one pass without a branch: each half written at the end of all four runs, the cursor of
    // its own cut bits moving on (w = 4: dropped)
    const room = end - halvesAt;
    let o0 = sortedAt;
    let o1 = o0 + room;
    let o2 = o1 + room;
    let o3 = o2 + room;
    for (let at = halvesAt; at < end; at += 8) {
      const p = load<u64>(at);
      const w = select<u32>(4, cutKey(p, k0, k1, 0, 0, 0, 0), drop && (p >>> 62) == 0);
      store<u64>(o0, p);
      store<u64>(o1, p);
      store<u64>(o2, p);
      store<u64>(o3, p);
      o0 += select<usize>(8, 0, w == 0);
      o1 += select<usize>(8, 0, w == 1);
      o2 += select<usize>(8, 0, w == 2);
      o3 += select<usize>(8, 0, w == 3);
    }
    for (let w: u32 = 0; w < 4; w++) put(WEST_RUNS, 2 * w, <u32>(sortedAt + <usize>w * room));
    put(WEST_RUNS, 1, <u32>o0);
    put(WEST_RUNS, 3, <u32>o1);
    put(WEST_RUNS, 5, <u32>o2);
    put(WEST_RUNS, 7, <u32>o3);
  } else {
    // a counting sort into records (w = buckets: dropped): the half's weight, then its table rows
    for (let w: u32 = 0; w <= buckets; w++) put(BUCKET_COUNT, w, 0);
    for (let i: u32 = 0; i < count; i++) {
      const p = load<u64>(halvesAt + (<usize>i << 3));
      const w = select<u32>(buckets, cutKey(p, k0, k1, k2, k3, k4, k5), drop && (p >>> 62) == 0);
      store<u8>(keysAt + <usize>i, <u8>w);
      put(BUCKET_COUNT, w, get(BUCKET_COUNT, w) + 1);
    }
    let at = <u32>sortedAt;
    for (let w: u32 = 0; w <= buckets; w++) {
      put(WEST_RUNS, 2 * w, at);
      put(WEST_RUNS, 2 * w + 1, at);
      at += get(BUCKET_COUNT, w) * <u32>recordBytes;
    }
    for (let i: u32 = 0; i < count; i++) {
      const w = <u32>load<u8>(keysAt + <usize>i);
      const record = <usize>get(WEST_RUNS, 2 * w + 1);
      put(WEST_RUNS, 2 * w + 1, <u32>(record + recordBytes));
      const p = load<u64>(halvesAt + (<usize>i << 3));
      store<u32>(record, westWeight(p, even, none));
      store<u32>(record, <u32>(b0 + <usize>(<u32>p & m0) * stride), 4);
      store<u32>(record, <u32>(b1 + <usize>(<u32>(p >>> s1) & m1) * stride), 8);
      store<u32>(record, <u32>(b2 + <usize>(<u32>(p >>> s2) & m2) * stride), 12);
      store<u32>(record, <u32>(b3 + <usize>(<u32>(p >>> s3) & m3) * stride), 16);
      store<u32>(record, <u32>(b4 + <usize>(<u32>(p >>> s4) & m4) * stride), 20);
      if (six) store<u32>(record, <u32>(b5 + <usize>(<u32>(p >>> s5) & m5) * stride), 24);
    }
  }
  for (let w: u32 = 0; w < buckets; w++) {
    const first = <usize>get(WEST_RUNS, 2 * w);
    const last = <usize>get(WEST_RUNS, 2 * w + 1);
    if (first == last) continue;
    // the runs of groups of the buckets without w's cut bits, a bucket next to the last run joined to it
    const allowed = (buckets - 1) & ~w;
    let runs: usize = VISITS;
    let groups: u32 = 0;
    for (let s: u32 = 0; ; s = (s - allowed) & allowed) {
      const from = get(BUCKET_GROUP, bucketAt(s));
      const to = get(BUCKET_GROUP, bucketAt(s) + 1);
      if (from != to) {
        if (runs != VISITS && load<u32>(runs - 4) == from << 4) {
          store<u32>(runs - 4, to << 4);
        } else if (runs != VISITS && load<u32>(runs - 8) == to << 4) {
          store<u32>(runs - 8, from << 4);
        } else {
          store<u32>(runs, from << 4);
          store<u32>(runs, to << 4, 4);
          runs += 8;
        }
        groups += to - from;
      }
      if (s == allowed) break;
    }
    // no groups to visit: VISITS still holds an earlier cut bits' (or set of rows') runs
    if (runs == VISITS) continue;
    if (buckets <= 4) {
      // one run (bucketAt): each half's rows from its pattern as it comes
      const from = <usize>load<u32>(VISITS);
      const to = <usize>load<u32>(VISITS, 4);
      visits += <u32>((last - first) >>> 3) * groups;
      for (let half = first; half < last; half += 8) {
        const p = load<u64>(half);
        const r0 = b0 + <usize>(<u32>p & m0) * stride;
        const r1 = b1 + <usize>(<u32>(p >>> s1) & m1) * stride;
        const r2 = b2 + <usize>(<u32>(p >>> s2) & m2) * stride;
        const r3 = b3 + <usize>(<u32>(p >>> s3) & m3) * stride;
        const r4 = b4 + <usize>(<u32>(p >>> s4) & m4) * stride;
        const r5 = six ? b5 + <usize>(<u32>(p >>> s5) & m5) * stride : 0;
        total += runMatches(r0, r1, r2, r3, r4, r5, six, from, to) * westWeight(p, even, none);
      }
    } else {
      // run by run, every half of w in each: the group loop runs the same turns half after half
      visits += <u32>((last - first) / recordBytes) * groups;
      for (let run: usize = VISITS; run < runs; run += 8) {
        const from = <usize>load<u32>(run);
        const to = <usize>load<u32>(run, 4);
        for (let record = first; record < last; record += recordBytes) {
          const r0 = <usize>load<u32>(record, 4);
          const r1 = <usize>load<u32>(record, 8);
          const r2 = <usize>load<u32>(record, 12);
          const r3 = <usize>load<u32>(record, 16);
          const r4 = <usize>load<u32>(record, 20);
          const r5 = six ? <usize>load<u32>(record, 24) : 0;
          total += runMatches(r0, r1, r2, r3, r4, r5, six, from, to) * <u64>load<u32>(record);
        }
      }
    }
  }
  work += visits * chunks;
  return total;
}

// the next set of rows of the task (KEYS entry `entry`): its quadrants' pieces, its west
// halves' weight on neither long diagonal; false if memory is short
function startKey(entry: u32): bool {
  const k = entry & ((<u32>1 << WEIGHT_SHIFT) - 1);
  keyFactor = (entry >>> WEIGHT_SHIFT) * weight;
  rEN = k & hmask;
  rES = k >>> h;
  rWN = freeN & ~rEN;
  rWS = freeS & ~rES;
  if (!byRows) {
    piecesFor(3, rES, 0);
    piecesFor(2, rWS, 0);
    piecesFor(1, rEN, 0);
    piecesFor(0, rWN, 0);
  } else {
    // the south quadrants' pieces and slots, kept while the south rows are; then the north's
    if (load<u32>(quadrant(3) + Q_ROWS) != rES || load<u32>(quadrant(2) + Q_ROWS) != rWS) {
      let top = piecesFor(3, rES, PIECES_AT);
      if (top != 0) top = piecesFor(2, rWS, top);
      if (top == 0) return false;
      SLOTS_E = top;
      SLOTS_W = align64(SLOTS_E + (<usize>load<u32>(quadrant(3) + Q_PIECES) << 4));
      NORTH_AT = align64(SLOTS_W + (<usize>load<u32>(quadrant(2) + Q_PIECES) << 4));
      store<u32>(SIDE_E + SIDE_ROWS, NO_CONFIG);
      store<u32>(SIDE_W + SIDE_ROWS, NO_CONFIG);
      store<u32>(quadrant(1) + Q_ROWS, NO_CONFIG);
    }
    if (load<u32>(quadrant(1) + Q_ROWS) != rEN || load<u32>(quadrant(0) + Q_ROWS) != rWN) {
      let top = piecesFor(1, rEN, NORTH_AT);
      if (top != 0) top = piecesFor(0, rWN, top);
      if (top == 0) return false;
      SCRATCH = top;
    }
  }
  sideRows(SIDE_E, SLOTS_E, rES);
  sideRows(SIDE_W, SLOTS_W, rWS);
  noneWeight = 1;
  if (kind == EVEN) {
    const same = ~(k ^ reverseRows(k)) & full;
    noneWeight = same == 0 ? 1 : (k & same & (~same + 1)) != 0 ? 2 : 0;
  }
  eastSubset = get(SUBSETS_E + (<usize>(1 << h) << 2), popcnt(rEN));
  eastPiece = 0;
  firstBlock = true;
  westKnown = false;
  return true;
}

// the next block of east halves of the set of rows, tabled, its west halves to match from the
// first; false when there is none
function nextBlock(): i32 {
  const ne = eastHalves();
  if (ne <= 0) return ne;
  tNodes += <u64>ne;
  if (!tables(<u32>ne)) return -1;
  westSubset = get(SUBSETS_W + (<usize>(1 << h) << 2), popcnt(rWN));
  westPiece = 0;
  return ne;
}

/** Advances the task by about `budget` units of work (pausing between sets of rows, or between
 *  batches of west halves inside one, or of the whole table's build before the first); returns
 *  DONE when finished, NO_MEMORY if the table or a set of rows does not fit in memory, BUILDING
 *  while the table is not yet built, else RUNNING. */
export function quarterStep(budget: u32): u32 {
  if (phase != RUNNING) return phase;
  work = 0;
  if (tablePass != BUILT) {
    const table = buildTable(budget);
    if (table != RUNNING) return table == NO_MEMORY ? (phase = NO_MEMORY) : table;
  }
  while (work < budget) {
    if (stage == NEXT_KEY) {
      if (cursor >= keyCount) return (phase = DONE);
      if (!startKey(get(KEYS, cursor))) return (phase = NO_MEMORY);
      stage = EAST;
    }
    if (stage == EAST) {
      const ne = nextBlock();
      if (ne < 0) return (phase = NO_MEMORY);
      if (ne == 0) {
        // the set of rows is joined: the task's next one
        stage = NEXT_KEY;
        keysDone++;
        work++;
        cursor++;
        if (cursor % keyRun == 0) cursor += (modulus - 1) * keyRun; // the task's next run
        continue;
      }
      stage = WEST;
    }
    if (!westHalves(budget)) return phase;
    firstBlock = false;
    stage = EAST;
  }
  return phase;
}

/** Sets of rows this task joins, and how many it has joined. */
export function quarterKeys(): u32 {
  return taskKeys;
}
export function quarterKeysDone(): u32 {
  return keysDone;
}

/** The set of rows (2h bits, north rows low) of this task's j-th join, j < quarterKeys(): the
 *  list a cross-check (count-cross.ts) re-counts. */
export function quarterTaskKey(j: u32): u32 {
  const at = (residue + j / keyRun * modulus) * keyRun + j % keyRun;
  return get(KEYS, at) & ((<u32>1 << WEIGHT_SHIFT) - 1);
}

/** Low and high 32 bits of the task's solutions (which 0) and nodes (which 1). */
export function quarterLo(which: u32): u32 {
  return <u32>(which == 0 ? tSolutions : tNodes);
}
export function quarterHi(which: u32): u32 {
  return <u32>((which == 0 ? tSolutions : tNodes) >>> 32);
}

/** A hash of every cut bit the join chose since quarterSetup, in order (tests check that the twin
 *  chooses the same). */
export function quarterCutDigest(): u32 {
  return cutDigest;
}

/** The most cuts a set of rows' east halves took since quarterSetup (tests check that a small
 *  minimum bucket reaches the matching past two cuts). */
export function quarterMostCuts(): u32 {
  return mostCuts;
}
