// The quarter join's second stage: the half-boards (count-quarter.ts is the overview; read the
// twin, src/reference/count-quarter.ts, first). This file owns the configuration's blocked
// diagonals (Config), the set of rows in hand (Rows), and making the halves on it: an east half
// is an NE piece on the east north rows and an SE piece on the east south rows on the other east
// columns, on no common diagonal (a west half likewise from NW and SW). A half is kept as its
// pattern: the diagonals the other side's half can also reach, `reach` anti-diagonals from row +
// column `south` on, then `reach` main diagonals likewise (2 reach bits).
// The inner quadrant's pieces (SE, SW) are filtered once per set of columns into slots (their
// diagonals shifted to the outer quadrant's coordinates, their pattern), kept while consecutive
// sets of rows share their south rows; the outer quadrant's pieces on a set of columns are packed
// (blocked ones dropped), and each packed piece paired with every slot it is compatible with.
// Worked example, n = 8 (h = 4, south = 4, reach = 7): the east rows {0, 5} (north row 0, south
// row 1 of SE) take NE pieces on north row 0 and SE pieces on local row 1; the NE piece at (0, 5)
// and the SE piece at (5, 7) share no diagonal (0 + 5 != 5 + 7, 0 - 5 != 5 - 7), so they make an
// east half with the anti-diagonals 5 and 12 and the main diagonals -5 and -2 (+ 7: 2 and 5): its
// pattern holds anti-diagonal 5 (bit 5 - 4 = 1) and main diagonal 5 (bit 7 + 5 - 4 = 8); the
// others lie where no west queen can reach.
import { align64 } from "./memory";
import { Board, get, Limits, put, quadrant, Region, roomFor, Work } from "./count-quarter-map";
import { diagonals, piecesOn } from "./count-quarter-pieces";

// configuration kinds
export const EVEN: u32 = 0;   // even n: no queen fixed
export const CENTRE: u32 = 1; // odd n, the centre queen
export const FIXED: u32 = 2;  // odd n, queens fixed in the middle row and column

export const LONG_FLAG: u64 = <u64>1 << 63;    // in a slot's pattern (EVEN): the piece holds the anti long diagonal
export const NW_LONG_FLAG: u64 = <u64>1 << 62; // in a west half (EVEN): its NW piece holds the main long diagonal

/** The configuration being joined, set by quarterBegin: its kind, free rows and columns (local
 *  to the quadrants) and per quadrant the diagonals a piece must keep off, in the piece's own
 *  coordinates; the part of the east halves the task takes. */
export class Config {
  static kind: u32 = EVEN;
  static weight: u32 = 0; // FIXED and CENTRE: the configuration's factor
  static freeN: u32 = 0;
  static freeS: u32 = 0;
  static colsW: u32 = 0;
  static colsE: u32 = 0;
  static blockA0: u32 = 0; static blockM0: u32 = 0; // NW
  static blockA1: u32 = 0; static blockM1: u32 = 0; // NE
  static blockA2: u32 = 0; static blockM2: u32 = 0; // SW
  static blockA3: u32 = 0; static blockM3: u32 = 0; // SE
  static eastParts: u32 = 1; // of each set of rows, the east halves of one of this many parts of its NE pieces
  static eastPart: u32 = 0;
}

/** The set of rows in hand (startKey in count-quarter.ts) and where its making stands. */
export class Rows {
  static eastNorth: u32 = 0; // its rows, local to the quadrants
  static eastSouth: u32 = 0;
  static westNorth: u32 = 0;
  static westSouth: u32 = 0;
  static factor: u32 = 0;     // its orbit weight times the configuration's
  static noneWeight: u32 = 1; // EVEN: the weight of its west halves on neither long diagonal
  static eastSubset: u32 = 0; // the next block's first NE piece: an entry of subsetsE, a piece of its columns
  static eastPiece: u32 = 0;
  static westSubset: u32 = 0; // the west halves' next NW piece likewise (subsetsW)
  static westPiece: u32 = 0;
  static firstBlock: bool = true; // the block is the set of rows' first
  static westKnown: bool = false; // frequencyW holds the set of rows' west halves' bits
}

/** A piece as the halves use it (a slot, or a packed outer piece): its diagonals and its pattern. */
@unmanaged export class Slot {
  anti!: u32;
  main!: u32;
  pattern!: u64;
}
const SLOT_BYTES = offsetof<Slot>();

/** A side's slots (Region.sideE with slotsE, Region.sideW with slotsW): the rows they hold
 *  (NO_ROWS: none yet in this task), the run's generation, where the next slots go; then per set
 *  of columns (2^h) a SlotRange. */
@unmanaged export class Side {
  rows!: u32;
  generation!: u32;
  top!: u32;
  private spare!: u32; // to 16 bytes: a shift, not a multiply
}
/** A set of columns' slots, start..end, made in the run `generation` (older: not made). */
@unmanaged export class SlotRange {
  start!: u32;
  end!: u32;
  generation!: u32;
  private spare!: u32; // to 16 bytes: a shift, not a multiply
}
/** Bytes of a side: the Side, then a SlotRange per set of columns. */
// @ts-ignore: decorator
@inline export function sideBytes(): usize {
  return offsetof<Side>() + (<usize>(1 << Board.half) * offsetof<SlotRange>());
}
// @ts-ignore: decorator
@inline function side(at: usize): Side {
  return changetype<Side>(at);
}

// the diagonals (global bits: anti r + c, main r - c + n - 1) a quadrant's pieces keep off, in
// the pieces' own coordinates (quadrant at rows r0.., columns c0..)
function blockFor(r0: u32, c0: u32, anti: u64, main: u64, isAnti: bool): u32 {
  const h = Board.half;
  const m2: u64 = (<u64>1 << (2 * h - 1)) - 1;
  return isAnti ? <u32>((anti >>> <u64>(r0 + c0)) & m2) : <u32>((main >>> <u64>(r0 + Board.n - h - c0)) & m2);
}

/** The blocked diagonals of each quadrant: those of `anti` and `main` (global bits), the east
 *  quadrants also those of eastAnti and eastMain. */
export function setBlocks(anti: u64, main: u64, eastAnti: u64, eastMain: u64): void {
  const o = Board.south;
  Config.blockA0 = blockFor(0, 0, anti, main, true); Config.blockM0 = blockFor(0, 0, anti, main, false);
  Config.blockA2 = blockFor(o, 0, anti, main, true); Config.blockM2 = blockFor(o, 0, anti, main, false);
  const ea = anti | eastAnti;
  const em = main | eastMain;
  Config.blockA1 = blockFor(0, o, ea, em, true); Config.blockM1 = blockFor(0, o, ea, em, false);
  Config.blockA3 = blockFor(o, o, ea, em, true); Config.blockM3 = blockFor(o, o, ea, em, false);
}

/** The subsets of `cols` ordered by size at `list`, then where each size starts (sizeStart). */
export function subsetsBySize(cols: u32, list: usize): void {
  const h = Board.half;
  const offsets = list + (<usize>(1 << h) << 2);
  let at: u32 = 0;
  for (let k: u32 = 0; k <= h; k++) {
    put(offsets, k, at);
    for (let c: u32 = 0; c <= Board.quadrantMask; c++) if ((c & ~cols) == 0 && popcnt(c) == k) put(list, at++, c);
  }
  put(offsets, h + 1, at);
}
/** The first entry of `list` (subsetsBySize) with `size` columns. */
// @ts-ignore: decorator
@inline export function sizeStart(list: usize, size: u32): u32 {
  return get(list + (<usize>(1 << Board.half) << 2), size);
}

/** The pattern of a half with these global diagonals: the reach anti-diagonals from `south`,
 *  then the reach main ones from `south`. */
// @ts-ignore: decorator
@inline export function patternOf(anti: u64, main: u64): u64 {
  const m: u64 = (<u64>1 << Board.reach) - 1;
  const o = <u64>Board.south;
  return ((anti >>> o) & m) | (((main >>> o) & m) << <u64>Board.reach);
}

// the pieces on `cols` of inner quadrant q (3 SE for the east, 2 SW for the west, at rows south..
// below the outer one) that keep off its blocked diagonals, as slots from `slot` on; their end
function innerSlots(q: u32, cols: u32, blockA: u32, blockM: u32, slot: usize): usize {
  const at = piecesOn(q, cols);
  const end = load<u32>(at, 4);
  const r = quadrant(q);
  const pa = <usize>r.pa;
  const pd = <usize>r.pd;
  const mirror = r.mirror != 0;
  const o = Board.south;
  // SE sits at rows and columns south..; SW at rows south.., columns 0..
  const east = q == 3;
  const shiftA = <u64>(east ? o << 1 : o);
  const shiftM = <u64>(east ? o : o << 1);
  const longDiag: u64 = <u64>1 << (Board.n - 1);
  for (let j = load<u32>(at); j < end; j++) {
    const qa = diagonals(get(pa, j), mirror);
    const qd = diagonals(get(pd, j), mirror);
    const s = changetype<Slot>(slot);
    s.anti = qa << o;
    s.main = qd << o;
    const anti: u64 = <u64>qa << shiftA;
    s.pattern = patternOf(anti, <u64>qd << shiftM) | select<u64>(LONG_FLAG, 0, (anti & longDiag) != 0);
    // kept without a branch (whether a piece is blocked is unpredictable)
    slot += select<usize>(SLOT_BYTES, 0, ((qa & blockA) | (qd & blockM)) == 0);
  }
  Work.done += end - load<u32>(at);
  return slot;
}

/** A side's slots for the inner rows of the next set of rows: kept if they are the same rows,
 *  else a new run (a new generation, none made yet) from `slots` on. */
export function sideRows(at: usize, slots: usize, rows: u32): void {
  const s = side(at);
  if (s.rows == rows) return;
  s.rows = rows;
  s.generation++;
  s.top = <u32>slots;
}

// the range of a side's slots on its rows and `cols`, made if this run has not yet
function sideRange(at: usize, cols: u32, blockA: u32, blockM: u32, q: u32): SlotRange {
  const s = side(at);
  const range = changetype<SlotRange>(at + offsetof<Side>() + <usize>cols * offsetof<SlotRange>());
  if (range.generation != s.generation) {
    const end = <u32>innerSlots(q, cols, blockA, blockM, s.top);
    range.start = s.top;
    range.end = end;
    range.generation = s.generation;
    s.top = end;
  }
  return range;
}

// the part of a set of rows' east halves an NE piece's go to: a hash of its diagonals (in its own
// coordinates), so that the parts are alike in size and do not depend on the order the pieces
// were built in (the whole table reads a set of rows upside down from its mirror image's)
// @ts-ignore: decorator
@inline function eastPartOf(anti: u32, main: u32): u32 {
  return (((anti * 0x9e3779b1) ^ main) * 0x85ebca6b >>> 16) % Config.eastParts;
}

/** The pieces of outer quadrant q (0 NW, 1 NE) at a0..a1 that keep off its blocked diagonals
 *  (NE: of the task's east part), packed as Slots at `to` without a branch (nearly half are
 *  blocked at odd n, unpredictably): in their own coordinates, the pattern (NW: with its long
 *  diagonal above, ORed into a west half's like the SW slot's); their end. */
// @ts-ignore: decorator
@inline export function packPieces(q: u32, a0: u32, a1: u32, to: usize): usize {
  const r = quadrant(q);
  const pa = <usize>r.pa;
  const pd = <usize>r.pd;
  const mirror = r.mirror != 0;
  const o = <u64>Board.south;
  const longDiag: u64 = <u64>1 << (Board.n - 1);
  const east = q == 1;
  const blockA = east ? Config.blockA1 : Config.blockA0;
  const blockM = east ? Config.blockM1 : Config.blockM0;
  const eastPart = Config.eastPart;
  for (let j = a0; j < a1; j++) {
    const pa0 = diagonals(get(pa, j), mirror);
    const pd0 = diagonals(get(pd, j), mirror);
    const s = changetype<Slot>(to);
    s.anti = pa0;
    s.main = pd0;
    // NE sits at rows 0.., columns south..; NW at rows and columns 0..
    const main: u64 = <u64>pd0 << o;
    s.pattern = east ? patternOf(<u64>pa0 << o, <u64>pd0) : patternOf(<u64>pa0, main) | select<u64>(NW_LONG_FLAG, 0, (main & longDiag) != 0);
    const part = east && Config.eastParts > 1 ? eastPartOf(pa0, pd0) : eastPart;
    to += select<usize>(SLOT_BYTES, 0, ((pa0 & blockA) | (pd0 & blockM)) == 0 && part == eastPart);
  }
  return to;
}

/** The halves of a packed piece and each inner slot at innerAt..innerEnd it is compatible with,
 *  their patterns written at `out` without a branch (about half are not, unpredictably); their end. */
// @ts-ignore: decorator
@inline export function pairSlots(piece: Slot, innerAt: usize, innerEnd: usize, out: usize): usize {
  const pa0 = piece.anti;
  const pd0 = piece.main;
  const p = piece.pattern;
  for (let at = innerAt; at < innerEnd; at += SLOT_BYTES) {
    const slot = changetype<Slot>(at);
    store<u64>(out, p | slot.pattern);
    out += select<usize>(8, 0, ((pa0 & slot.anti) | (pd0 & slot.main)) == 0);
  }
  return out;
}

/** The inner slots the halves on outer columns c are made with (east: NE columns c and the SE
 *  slots on the others, else NW and SW): the range sideRange keeps, or null where there is no
 *  such half (no outer piece on c, or no inner one fits). */
export function pairedSlots(east: bool, c: u32): SlotRange | null {
  const at = piecesOn(east ? 1 : 0, c);
  if (load<u32>(at) == load<u32>(at, 4)) return null;
  const range = east
    ? sideRange(Region.sideE, Config.colsE ^ c, Config.blockA3, Config.blockM3, 3)
    : sideRange(Region.sideW, Config.colsW ^ c, Config.blockA2, Config.blockM2, 2);
  return range.start == range.end ? null : range;
}

/** The next block of the set of rows' east halves (from the NE piece eastPiece of subset
 *  eastSubset on, those of the task's part) into Region.east: about eastBlock of them, then the
 *  rest of the last NE piece's; their number, or -1 if memory is short. */
export function eastHalves(): i32 {
  const list = Region.subsetsE;
  const last = sizeStart(list, popcnt(Rows.eastNorth) + 1);
  // room for every pair the loops can keep
  let most: usize = 0;
  for (let x = Rows.eastSubset; x < last; x++) {
    const c = get(list, x);
    const at = piecesOn(1, c);
    const bt = piecesOn(3, Config.colsE ^ c);
    most += <usize>(load<u32>(at, 4) - load<u32>(at)) * (load<u32>(bt, 4) - load<u32>(bt));
  }
  most = min(most, <usize>Limits.eastBlock + quadrant(3).largest);
  const neKept = Region.neKept = Region.scratch;
  const east = Region.east = align64(neKept + <usize>quadrant(1).largest * SLOT_BYTES);
  if (!roomFor(east + (most << 3))) return -1;
  let ne: u32 = 0;
  for (; Rows.eastSubset < last; Rows.eastSubset++, Rows.eastPiece = 0) {
    const c = get(list, Rows.eastSubset);
    const range = pairedSlots(true, c);
    if (range == null) continue;
    const at = piecesOn(1, c);
    const a1 = load<u32>(at, 4);
    const a0 = load<u32>(at);
    const innerAt = <usize>range.start;
    const innerEnd = <usize>range.end;
    // eastPiece counts the packed NE pieces
    const keptEnd = packPieces(1, a0, a1, neKept);
    Work.done += (a1 - a0 - Rows.eastPiece) * <u32>((innerEnd - innerAt) / SLOT_BYTES);
    for (let kept = neKept + <usize>Rows.eastPiece * SLOT_BYTES; kept < keptEnd; kept += SLOT_BYTES) {
      const out = pairSlots(changetype<Slot>(kept), innerAt, innerEnd, east + (<usize>ne << 3));
      ne = <u32>((out - east) >>> 3);
      if (ne >= Limits.eastBlock) {
        Rows.eastPiece = <u32>((kept + SLOT_BYTES - neKept) / SLOT_BYTES);
        return <i32>ne;
      }
    }
  }
  return <i32>ne;
}
