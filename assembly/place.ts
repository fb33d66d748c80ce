// Placing n pieces (queens, rooks or knights), one per column, none attacking another, none on a
// blocked square, every fixed piece kept. This file: exact bitmask backtracking for n <= 32
// (counting, streaming, first placement). The large-board engines are in place-match.ts (rooks:
// bipartite matching), place-queens.ts (min-conflicts over allowed rows) and place-knights.ts
// (knights: memoized search over 9 candidate rows per column); all share place-layout.ts.
// see: Richards 1997 (rows and diagonals as bit masks, free rows as one AND-NOT)
// The twin in src/reference/ is the same code in plain TS: same answers, same node counts.
import { QUEEN, ROOK, KNIGHT, SMALL, SMALL_TABLES, OUT_ROWS, FIX, n, i32At, BSTART, BROWS, u32At } from "./place-layout";

export { placeBytes, placeSetup, placeRowsPtr, placeFixPtr, placeBStartPtr, placeBRowsPtr, placeVisCPtr, placeVisRPtr, placeOutPtr } from "./place-layout";
export { matchStart, matchGreedy, matchPhase, matchFree, matchStamp, matchWork } from "./place-match";
export { queensStart, queensRun, queensResume, queensColumns, queensSteps, queensRestarts } from "./place-queens";
export { knightsStart, knightsRun, knightsNodes } from "./place-knights";

let piece: u32 = QUEEN;
let mask: u32 = 0;
let depth: i32 = -1;
let found: u64 = 0;
let nodes: u64 = 0;

// SMALL holds six u32[32] tables, then the output rows
// @ts-ignore: decorator
@inline function tbl(t: u32, c: i32): usize {
  return SMALL + (<usize>t << 7) + (<usize>c << 2);
}
const ALLOWED: u32 = 0; // rows column c may use: not blocked (the fixed row only, if fixed)
const BITS: u32 = 1;    // the chosen row's bit in column c
const FREE: u32 = 2;    // rows left to try in column c
const L: u32 = 3;       // queens: rows attacked along the rising diagonal / rows taken / falling diagonal
const D: u32 = 4;
const R: u32 = 5;

// Enters column c: its free rows from the masks of the columns before it.
function enter(c: i32): void {
  let attacked: u32 = 0;
  if (piece == KNIGHT) {
    // a knight one column back attacks rows r +- 2, two columns back rows r +- 1
    const p1: u32 = c >= 1 ? load<u32>(tbl(BITS, c - 1)) : 0;
    const p2: u32 = c >= 2 ? load<u32>(tbl(BITS, c - 2)) : 0;
    attacked = (p1 << 2) | (p1 >>> 2) | (p2 << 1) | (p2 >>> 1);
  } else if (c > 0) {
    const b = load<u32>(tbl(BITS, c - 1));
    const d = load<u32>(tbl(D, c - 1)) | b;
    store<u32>(tbl(D, c), d);
    attacked = d;
    if (piece == QUEEN) {
      const l = (load<u32>(tbl(L, c - 1)) | b) << 1;
      const r = (load<u32>(tbl(R, c - 1)) | b) >>> 1;
      store<u32>(tbl(L, c), l);
      store<u32>(tbl(R, c), r);
      attacked |= l | r;
    }
  } else {
    store<u32>(tbl(L, 0), 0);
    store<u32>(tbl(D, 0), 0);
    store<u32>(tbl(R, 0), 0);
  }
  store<u32>(tbl(FREE, c), load<u32>(tbl(ALLOWED, c)) & ~attacked & mask);
}

/** Starts the backtracking for `kind` (QUEEN, ROOK, KNIGHT) on the n <= 32 board set up by the host. */
export function smallStart(kind: u32): void {
  piece = kind;
  mask = n == 32 ? 0xffffffff : (<u32>1 << n) - 1;
  for (let c: u32 = 0; c < n; c++) {
    let allowed = mask;
    const to = u32At(BSTART, c + 1);
    for (let k = u32At(BSTART, c); k < to; k++) allowed &= ~(<u32>1 << u32At(BROWS, k));
    const f = i32At(FIX, c);
    if (f >= 0) allowed &= <u32>1 << f;
    store<u32>(tbl(ALLOWED, <i32>c), allowed);
  }
  found = 0;
  nodes = 0;
  depth = 0;
  enter(0);
}

/** Runs about maxNodes placements of a piece; writes up to maxOut placements (n bytes each, rows)
 *  at placeOutPtr() and returns how many; maxOut = 0 only counts. Called in slices by the host. */
export function smallRun(maxOut: u32, maxNodes: u32): u32 {
  let written: u32 = 0;
  const last = <i32>n - 1;
  const out = SMALL + SMALL_TABLES;
  for (let budget = maxNodes; budget > 0 && depth >= 0; budget--) {
    const free = load<u32>(tbl(FREE, depth));
    if (free == 0) { // no free row left: backtrack
      depth--;
      continue;
    }
    const b = free & (~free + 1);
    store<u32>(tbl(FREE, depth), free ^ b);
    store<u32>(tbl(BITS, depth), b);
    nodes++;
    if (depth < last) { // a piece placed: on to the next column
      depth++;
      enter(depth);
      continue;
    }
    found++; // the last column filled: a placement
    if (maxOut == 0) continue;
    const at = out + <usize>written * n;
    for (let c: i32 = 0; c <= last; c++) store<u8>(at + <usize>c, <u8>ctz(load<u32>(tbl(BITS, c))));
    written++;
    if (written == maxOut || written == OUT_ROWS) break;
  }
  return written;
}

/** 1 when the search is exhausted. */
export function smallDone(): i32 { return depth < 0 ? 1 : 0; }
/** Placements found so far, low and high 32 bits. */
export function smallFoundLo(): u32 { return <u32>found; }
export function smallFoundHi(): u32 { return <u32>(found >>> 32); }
/** Pieces placed so far (nodes of the search tree), as a double. */
export function smallNodes(): f64 { return <f64>nodes; }
