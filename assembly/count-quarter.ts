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
//
// Where a newcomer starts: src/reference/count-quarter.ts, the twin of this join in plain
// TypeScript (a class with named fields, the same algorithm, the same counts, nodes and cut
// digest), reads first; this core splits the same stages into files for speed:
//   count-quarter.ts         the exports, the configurations and a task's sets of rows (this file)
//   count-quarter-map.ts     the board's sizes and the memory map
//   count-quarter-pieces.ts  1. the pieces of a quadrant
//   count-quarter-halves.ts  2. the half-boards on a set of rows
//   count-quarter-cuts.ts    2. their cuts, buckets and bitset tables
//   count-quarter-match.ts   3. the matching of west halves against them
//
import { align64 } from "./memory";
import { Board, get, Limits, NO_ROWS, put, quadrant, Region, reverseBits, roomFor, Tally, Work, layOutHead } from "./count-quarter-map";
import { buildTable, piecesFor, quadrantsEmpty, TABLE_MORE, TABLE_NO_MEMORY, tableBegin, tableBuilt } from "./count-quarter-pieces";
import { CENTRE, Config, EVEN, eastHalves, FIXED, Rows, setBlocks, Side, sideBytes, sideRows, sizeStart, subsetsBySize } from "./count-quarter-halves";
import { Cuts, layOutChunks, tables } from "./count-quarter-cuts";
import { westHalves } from "./count-quarter-match";

// quarterStep's results (src/wasm/counter.ts reads them)
const RUNNING: u32 = 1;
const BUILDING: u32 = 2;  // still building the whole table of pieces, before the task's first set of rows
const DONE: u32 = 3;
const NO_MEMORY: u32 = 4;

const WEIGHT_SHIFT: u32 = 28;     // in a keys entry: above the 2h <= 26 bits of rows
const NO_CONFIG: u32 = 0xffffffff; // Task.keysOf before any configuration's keys are listed

// where the set of rows in hand stands
const NEXT_KEY: u32 = 0; // none in hand
const EAST: u32 = 1;     // its next block of east halves to table
const WEST: u32 = 2;     // the block's west halves being matched

/** The task quarterBegin started: which of the configuration's sets of rows it joins (Region.keys
 *  lists them, weight << WEIGHT_SHIFT | rows, in order; a task takes runs of keyRun consecutive
 *  ones, every modulus-th run: consecutive ones often share their south rows, and with them the
 *  inner quadrants' slots), and where it stands. */
class Task {
  static keysOf: u32 = NO_CONFIG; // the configuration Region.keys holds
  static keyCount: u32 = 0;
  static modulus: u32 = 1;
  static residue: u32 = 0;
  static keyRun: u32 = 1;
  static keyBits: u32 = 0;  // free rows (2h bits)
  static cursor: u32 = 0;   // the task's next entry in Region.keys
  static keys: u32 = 0;     // entries the task joins
  static keysDone: u32 = 0;
  static phase: u32 = DONE;
  static stage: u32 = NEXT_KEY;
}

/** Sets n and lays out the join at byte address `base` (64-aligned), growing memory itself:
 *  with the whole table of pieces (built by the first quarterSteps), or (`rows` 1) building the
 *  pieces of each set of rows as it needs them; `block`: most east halves tabled at a time (past
 *  it, the set of rows is joined block by block); `bucket`: halves a bucket a cut must keep on
 *  average; `batch`: most west halves matched at a time; `bits`: patterns in 6 chunks where 5
 *  would be wider. Called once per instance and n. Returns 0, or NO_MEMORY. */
export function quarterSetup(size: u32, base: u32, rows: u32, block: u32, bucket: u32, batch: u32, bits: u32): u32 {
  const h = size >> 1;
  Board.n = size;
  Board.half = h;
  Board.south = size - h;
  Board.reach = size + h - 1 - Board.south;
  Board.quadrantMask = (<u32>1 << h) - 1;
  Board.allRows = (<u32>1 << (2 * h)) - 1;
  Limits.byRows = rows != 0;
  Limits.eastBlock = block;
  Limits.minBucket = bucket;
  Limits.westBatch = batch;
  Limits.chunkBits = bits;
  Cuts.most = 0;
  Cuts.digest = 0;
  // C(2h, h): the most sets of rows of one size
  let most: usize = 1;
  for (let i: u32 = 1; i <= h; i++) most = most * (h + i) / i;
  Region.keys = align64(layOutHead(<usize>base));
  Task.keysOf = NO_CONFIG;
  const side = sideBytes();
  Region.sideE = align64(Region.keys + (most << 2));
  Region.sideW = Region.sideE + side;
  Region.piecesAt = align64(Region.sideW + side);
  if (!tableBegin()) return NO_MEMORY;
  layOutChunks();
  quadrantsEmpty();
  memory.fill(Region.sideE, 0, side << 1); // generation 0: no set of columns made
  Task.phase = DONE;
  return 0;
}

// ---- the configuration and its sets of rows ----

// the 2h-bit set of rows upside down
// @ts-ignore: decorator
@inline function reverseRows(k: u32): u32 {
  return reverseBits(k, 2 * Board.half);
}

// next set of rows with as many bits (Gosper's hack)
// @ts-ignore: decorator
@inline function nextKey(k: u32): u32 {
  const t = k | (k - 1);
  return (t + 1) | (((~t & (t + 1)) - 1) >>> (ctz(k) + 1));
}

// the weight of set of rows k in this config (0: another set of its orbit is joined instead)
function keyWeight(k: u32): u32 {
  if ((k & ~Task.keyBits) != 0) return 0;
  if (Config.kind == EVEN) {
    const flip = reverseRows(k);
    return k < flip ? 2 : k == flip ? 1 : 0;
  }
  if (Config.kind == CENTRE) {
    const full = Board.allRows;
    const mirror = full ^ k;
    const flip = reverseRows(k);
    const both = full ^ flip;
    if (!(mirror > k && flip >= k && both >= k)) return 0;
    return flip == k || both == k ? 2 : 4;
  }
  return 1;
}

// the configuration's sets of rows that join (weight not 0), with eastRows rows in the east,
// into Region.keys
function listKeys(eastRows: u32): void {
  let count: u32 = 0;
  const first = (<u32>1 << eastRows) - 1;
  const last = first << (2 * Board.half - eastRows);
  for (let k = first; ; k = nextKey(k)) {
    const w = keyWeight(k);
    if (w != 0) put(Region.keys, count++, (w << WEIGHT_SHIFT) | k);
    if (k == last) break;
  }
  Task.keyCount = count;
}

/** Starts task (configuration `config`, its sets of rows whose ordinal / `run` mod `mod` is `res`,
 *  of each the east halves whose NE piece is in part `part` of `parts`: eastPartOf) after
 *  quarterSetup(n). Config 0 is the empty board (even n) or the centre queen (odd n);
 *  odd n's configs 1..h(h-1)/2 fix (h + x, h) and (h, h + y), x = 2..h, y = 1..x-1 in order. */
export function quarterBegin(config: u32, mod: u32, res: u32, run: u32, parts: u32, part: u32): void {
  const n = Board.n;
  const h = Board.half;
  const hmask = Board.quadrantMask;
  Task.modulus = mod;
  Task.residue = res;
  Task.keyRun = run;
  Config.eastParts = parts;
  Config.eastPart = part;
  Config.freeN = Config.freeS = Config.colsW = Config.colsE = hmask;
  let eastRows = h;
  if ((n & 1) == 0) {
    Config.kind = EVEN;
    Config.weight = 1;
    // east halves keep off both long diagonals: r + c = n - 1 (NE) and r = c (SE)
    setBlocks(0, 0, <u64>1 << (n - 1), <u64>1 << (n - 1));
  } else if (config == 0) {
    Config.kind = CENTRE;
    Config.weight = 1;
    setBlocks(<u64>1 << (2 * h), <u64>1 << (n - 1), 0, 0);
  } else {
    Config.kind = FIXED;
    Config.weight = 8;
    let x: u32 = 2;
    let y: u32 = 1;
    for (let c: u32 = 1; c < config; c++) {
      y++;
      if (y == x) { x++; y = 1; }
    }
    const a = h + x; // the middle column's queen: row a
    const b = h + y; // the middle row's queen: column b
    Config.freeS = hmask & ~(<u32>1 << (x - 1));
    Config.colsE = hmask & ~(<u32>1 << (y - 1));
    eastRows = h - 1;
    setBlocks((<u64>1 << (a + h)) | (<u64>1 << (h + b)), (<u64>1 << (a - h + n - 1)) | (<u64>1 << (h - b + n - 1)), 0, 0);
  }
  Task.keyBits = Config.freeN | (Config.freeS << h);
  subsetsBySize(Config.colsE, Region.subsetsE);
  subsetsBySize(Config.colsW, Region.subsetsW);
  if (Task.keysOf != config) {
    // once for all the configuration's tasks
    listKeys(eastRows);
    Task.keysOf = config;
  }
  const keyCount = Task.keyCount;
  Task.cursor = res * run;
  const cycle = run * mod;
  Task.keys = keyCount / cycle * run + min(run, (keyCount % cycle) - min(keyCount % cycle, Task.cursor));
  Task.keysDone = 0;
  changetype<Side>(Region.sideE).rows = NO_ROWS;
  changetype<Side>(Region.sideW).rows = NO_ROWS;
  Tally.solutions = 0;
  Tally.nodes = 0;
  Task.stage = NEXT_KEY;
  Task.phase = RUNNING;
}

// ---- one set of rows ----

// the next set of rows of the task (keys entry `entry`): its quadrants' pieces, its west
// halves' weight on neither long diagonal; false if memory is short
function startKey(entry: u32): bool {
  const h = Board.half;
  const k = entry & ((<u32>1 << WEIGHT_SHIFT) - 1);
  Rows.factor = (entry >>> WEIGHT_SHIFT) * Config.weight;
  const eastNorth = Rows.eastNorth = k & Board.quadrantMask;
  const eastSouth = Rows.eastSouth = k >>> h;
  const westNorth = Rows.westNorth = Config.freeN & ~eastNorth;
  const westSouth = Rows.westSouth = Config.freeS & ~eastSouth;
  if (!Limits.byRows) {
    piecesFor(3, eastSouth, 0);
    piecesFor(2, westSouth, 0);
    piecesFor(1, eastNorth, 0);
    piecesFor(0, westNorth, 0);
  } else {
    // the south quadrants' pieces and slots, kept while the south rows are; then the north's
    if (quadrant(3).rows != eastSouth || quadrant(2).rows != westSouth) {
      let top = piecesFor(3, eastSouth, Region.piecesAt);
      if (top != 0) top = piecesFor(2, westSouth, top);
      if (top == 0) return false;
      Region.slotsE = top;
      Region.slotsW = align64(Region.slotsE + (<usize>quadrant(3).pieces << 4));
      Region.northAt = align64(Region.slotsW + (<usize>quadrant(2).pieces << 4));
      changetype<Side>(Region.sideE).rows = NO_ROWS;
      changetype<Side>(Region.sideW).rows = NO_ROWS;
      quadrant(1).rows = NO_ROWS;
    }
    if (quadrant(1).rows != eastNorth || quadrant(0).rows != westNorth) {
      let top = piecesFor(1, eastNorth, Region.northAt);
      if (top != 0) top = piecesFor(0, westNorth, top);
      if (top == 0) return false;
      Region.scratch = top;
    }
  }
  sideRows(Region.sideE, Region.slotsE, eastSouth);
  sideRows(Region.sideW, Region.slotsW, westSouth);
  Rows.noneWeight = 1;
  if (Config.kind == EVEN) {
    const same = ~(k ^ reverseRows(k)) & Board.allRows;
    Rows.noneWeight = same == 0 ? 1 : (k & same & (~same + 1)) != 0 ? 2 : 0;
  }
  Rows.eastSubset = sizeStart(Region.subsetsE, popcnt(eastNorth));
  Rows.eastPiece = 0;
  Rows.firstBlock = true;
  Rows.westKnown = false;
  return true;
}

// the next block of east halves of the set of rows, tabled, its west halves to match from the
// first; 0 when there is none, -1 if memory is short
function nextBlock(): i32 {
  const ne = eastHalves();
  if (ne <= 0) return ne;
  Tally.nodes += <u64>ne;
  if (!tables(<u32>ne)) return -1;
  Rows.westSubset = sizeStart(Region.subsetsW, popcnt(Rows.westNorth));
  Rows.westPiece = 0;
  return ne;
}

/** Advances the task by about `budget` units of work (pausing between sets of rows, or between
 *  batches of west halves inside one, or of the whole table's build before the first); returns
 *  DONE when finished, NO_MEMORY if the table or a set of rows does not fit in memory, BUILDING
 *  while the table is not yet built, else RUNNING. */
export function quarterStep(budget: u32): u32 {
  if (Task.phase != RUNNING) return Task.phase;
  Work.done = 0;
  if (!tableBuilt()) {
    const table = buildTable(budget);
    if (table == TABLE_NO_MEMORY) return (Task.phase = NO_MEMORY);
    if (table == TABLE_MORE) return BUILDING;
  }
  while (Work.done < budget) {
    if (Task.stage == NEXT_KEY) {
      if (Task.cursor >= Task.keyCount) return (Task.phase = DONE);
      if (!startKey(get(Region.keys, Task.cursor))) return (Task.phase = NO_MEMORY);
      Task.stage = EAST;
    }
    if (Task.stage == EAST) {
      const ne = nextBlock();
      if (ne < 0) return (Task.phase = NO_MEMORY);
      if (ne == 0) {
        // the set of rows is joined: the task's next one
        Task.stage = NEXT_KEY;
        Task.keysDone++;
        Work.done++;
        Task.cursor++;
        if (Task.cursor % Task.keyRun == 0) Task.cursor += (Task.modulus - 1) * Task.keyRun; // the task's next run
        continue;
      }
      Task.stage = WEST;
    }
    if (!westHalves(budget)) return Task.phase;
    Rows.firstBlock = false;
    Task.stage = EAST;
  }
  return Task.phase;
}

/** Sets of rows this task joins, and how many it has joined. */
export function quarterKeys(): u32 {
  return Task.keys;
}
export function quarterKeysDone(): u32 {
  return Task.keysDone;
}

/** The set of rows (2h bits, north rows low) of this task's j-th join, j < quarterKeys(): the
 *  list a cross-check (count-cross.ts) re-counts. */
export function quarterTaskKey(j: u32): u32 {
  const at = (Task.residue + j / Task.keyRun * Task.modulus) * Task.keyRun + j % Task.keyRun;
  return get(Region.keys, at) & ((<u32>1 << WEIGHT_SHIFT) - 1);
}

/** Low and high 32 bits of the task's solutions (which 0) and nodes (which 1). */
export function quarterLo(which: u32): u32 {
  return <u32>(which == 0 ? Tally.solutions : Tally.nodes);
}
export function quarterHi(which: u32): u32 {
  return <u32>((which == 0 ? Tally.solutions : Tally.nodes) >>> 32);
}

/** A hash of every cut bit the join chose since quarterSetup, in order (tests check that the twin
 *  chooses the same). */
export function quarterCutDigest(): u32 {
  return Cuts.digest;
}

/** The most cuts a set of rows' east halves took since quarterSetup (tests check that a small
 *  minimum bucket reaches the matching past two cuts). */
export function quarterMostCuts(): u32 {
  return Cuts.most;
}
