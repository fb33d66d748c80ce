// The cross-check's second algorithm: re-counts what the quarter join (count-quarter.ts) counts for
// one set of rows R, by row-by-row bitmask backtracking on the same partition, sharing no code
// with the join. The configuration's fixed queens are placed first (crossFix); then each other row
// takes only east columns (o..n-1, o = n - (n >> 1)) if it is in R, else only west ones
// (0..(n >> 1) - 1), so the middle column of odd n holds only a fixed queen; for even n the east
// queens keep off both long diagonals, as the join's east halves do. Solutions are tallied by how
// many long diagonals hold a queen (0, 1 or 2: even n's west weight rests on it); the weights
// themselves are the host's (src/engine/count-cross.ts), from docs/count.md's rules.
// Diagonals are absolute bit masks (u64, 2n - 1 bits each: anti r + c at bit r + c, main
// c - r + n - 1 at bit c + n - 1 - r), so fixed queens anywhere on the board are plain bits and
// a row's attacked columns are one shift of each. The last row's candidates are counted at once.
// Work runs in slices (crossStep with a budget of nodes) so the host can cancel between them.
// Nodes: queens placed by the search (the fixed ones not counted).
// src/reference/count-cross.ts is the same search in plain TS: same counts, same node counts.

const LEVEL_BYTES: u32 = 16; // per row searched: its allowed columns, its row, the columns left to try, the queen's bit
const MAX_LEVELS: u32 = 32;  // rows of the largest board (rows are u32 masks)

// crossStep's results (src/wasm/cross-counter.ts reads them)
const RUNNING: u32 = 1;
const DONE: u32 = 3;
const NODES: u32 = 3; // crossLo/crossHi's tally of nodes (0..2: solutions by long diagonals held)

let STACK: usize = 0;
let n: u32 = 0;
let westCols: u32 = 0;
let eastCols: u32 = 0;
// the configuration's fixed queens
let fixedRows: u32 = 0;
let fixedCols: u32 = 0;
let fixedAnti: u64 = 0;
let fixedMain: u64 = 0;
// the search between slices
let levels: u32 = 0;
let depth: u32 = 0;   // the level the search is at
let cols: u32 = 0;
let anti: u64 = 0;
let main: u64 = 0;
let phase: u32 = DONE;
// solutions by the long diagonals holding a queen (0, 1, 2), and nodes
let t0: u64 = 0;
let t1: u64 = 0;
let t2: u64 = 0;
let tNodes: u64 = 0;

/** Bytes the search needs at its base; the host grows memory to base + this. */
export function crossBytes(): u32 {
  return MAX_LEVELS * LEVEL_BYTES;
}

/** Sets n (4..32) and the 64-aligned byte address of the state, with no fixed queen. */
export function crossSetup(size: u32, base: u32): void {
  n = size;
  STACK = <usize>base;
  const half = size >> 1;
  westCols = (<u32>1 << half) - 1;
  eastCols = westCols << (size - half);
  fixedRows = fixedCols = 0;
  fixedAnti = fixedMain = 0;
  phase = DONE;
}

/** Adds a fixed queen of the configuration at (row, col). */
export function crossFix(row: u32, col: u32): void {
  fixedRows |= <u32>1 << row;
  fixedCols |= <u32>1 << col;
  fixedAnti |= <u64>1 << <u64>(row + col);
  fixedMain |= <u64>1 << <u64>(col + n - 1 - row);
}

// the columns the row of the level at `at` may take, given the queens placed (c, a, m)
// @ts-ignore: decorator
@inline function freeAt(at: usize, c: u32, a: u64, m: u64): u32 {
  const r = load<u32>(at, 4);
  return load<u32>(at) & ~c & ~<u32>(a >>> <u64>r) & ~<u32>(m >>> <u64>(n - 1 - r));
}

/** Begins the solutions with the queens of the rows in `east` (a mask of board rows) in the east
 *  half and the other free rows' in the west; zeroes the tallies. */
export function crossBegin(east: u32): void {
  levels = 0;
  for (let r: u32 = 0; r < n; r++) {
    if ((fixedRows >>> r) & 1) continue;
    let allowed = westCols;
    if ((east >>> r) & 1) {
      allowed = eastCols;
      // even n: the east half keeps off both long diagonals, (r, r) and (r, n - 1 - r)
      if ((n & 1) == 0) allowed &= ~((<u32>1 << r) | (<u32>1 << (n - 1 - r)));
    }
    const at = STACK + <usize>levels * LEVEL_BYTES;
    store<u32>(at, allowed);
    store<u32>(at, r, 4);
    levels++;
  }
  cols = fixedCols;
  anti = fixedAnti;
  main = fixedMain;
  depth = 0;
  t0 = t1 = t2 = tNodes = 0;
  phase = RUNNING;
  if (levels == 0) {
    t0 = 1; // nothing left to place (not reached for n >= 4)
    phase = DONE;
    return;
  }
  store<u32>(STACK, freeAt(STACK, cols, anti, main), 8);
}

/** Searches on for about `budget` nodes; DONE when the set of rows is counted, else RUNNING. */
export function crossStep(budget: u32): u32 {
  if (phase != RUNNING) return phase;
  // the search's state in locals (registers) for the loop, back to the globals after it
  const stack = STACK;
  const lastAt = stack + <usize>(levels - 1) * LEVEL_BYTES;
  const top = n - 1;
  let at = stack + <usize>depth * LEVEL_BYTES;
  let c = cols;
  let a = anti;
  let m = main;
  let nodes: u64 = 0;
  const most = <u64>budget;
  while (nodes < most) {
    const free = load<u32>(at, 8);
    if (free == 0) {
      if (at == stack) {
        phase = DONE;
        break;
      }
      // back up a row: take its queen away
      at -= LEVEL_BYTES;
      const r = load<u32>(at, 4);
      const bit = load<u32>(at, 12);
      c ^= bit;
      a ^= <u64>bit << <u64>r;
      m ^= <u64>bit << <u64>(top - r);
      continue;
    }
    const r = load<u32>(at, 4);
    if (at == lastAt) {
      // every candidate of the last row is a solution: those on a long diagonal, (r, r) or
      // (r, n - 1 - r), hold one more than the queens above
      const count = <u64>popcnt(free);
      const onLong = <u64>(((free >>> r) & 1) + ((free >>> (top - r)) & 1));
      const held = <u32>((a >>> <u64>top) & 1) + <u32>((m >>> <u64>top) & 1);
      const plain = count - onLong;
      if (held == 0) {
        t0 += plain;
        t1 += onLong;
      } else if (held == 1) {
        t1 += plain;
        t2 += onLong;
      } else t2 += plain;
      nodes += count;
      store<u32>(at, 0, 8);
      continue;
    }
    const bit = free & (~free + 1);
    store<u32>(at, free ^ bit, 8);
    store<u32>(at, bit, 12);
    nodes++;
    c |= bit;
    a |= <u64>bit << <u64>r;
    m |= <u64>bit << <u64>(top - r);
    at += LEVEL_BYTES;
    store<u32>(at, freeAt(at, c, a, m), 8);
  }
  depth = <u32>((at - stack) / LEVEL_BYTES);
  cols = c;
  anti = a;
  main = m;
  tNodes += nodes;
  return phase;
}

/** Low and high 32 bits of a tally: solutions with 0, 1 or 2 long diagonals held (which 0..2), nodes (3). */
export function crossLo(which: u32): u32 {
  return <u32>tally(which);
}
export function crossHi(which: u32): u32 {
  return <u32>(tally(which) >>> 32);
}
function tally(which: u32): u64 {
  return which == NODES ? tNodes : which == 0 ? t0 : which == 1 ? t1 : t2;
}
