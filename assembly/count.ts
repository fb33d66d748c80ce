// Exhaustive search for n <= 32 queens by bitmask backtracking, one queen per column,
// iterative over an explicit stack in linear memory.
// see: Wirth 1976, "Algorithms + Data Structures = Programs" (backtracking over columns);
//      Richards 1997, "Backtracking algorithms in MCPL using bit patterns and recursion"
//      (rows and both diagonals as three bit masks, the free rows as one AND-NOT);
//      Takaken (Kenji Takahashi)'s N-Queens program (its COUNT2/COUNT4/COUNT8 search): visit
//      only the candidates for the canonical form of each symmetry class and sort each one
//      found into a class of 2, 4 or 8 solutions.
// Two searches share the stack:
//  - countBegin(k), countStep(budget): every canonical solution below a k-column prefix the host
//    wrote at PREFIX, tallied by the size of its symmetry class (2, 4 or 8), so one run gives the
//    total count (OEIS A000170) and the fundamental count (A002562); in calls of about `budget`
//    nodes, the search's state kept between them. The host splits the tree into prefixes.
//    Column 0's queen on row 0 (a corner): column 1's row is B1, columns below B1 keep off
//    row 1, and every solution found is canonical with a class of 8. Otherwise column 0's row
//    is B1 < n-1-B1 = B2 (the queen nearer a corner than the mirror image's): columns below B1
//    keep off rows 0 and n-1, column B2 must take row 0 or n-1 if still free, the last column
//    keeps off the B1 rows nearest each corner, and check() compares the solution with its
//    90°, 180° and 270° turns.
//  - enumStart/enumNext: every solution of the whole tree in lexicographic order of the rows,
//    in slices, written as bytes to OUT (also the first solution, for solve --algo backtrack).
// All state lives at a base address the host chooses (the end of memory of an instance of its
// own, src/wasm/counter.ts), so this core never collides with layout.ts.
// src/reference/count.ts is the same algorithm in plain TS: same counts, same node counts.

export const OUT_CAP: u32 = 1024;  // solutions enumNext can write per call
const LEVEL_BYTES: u32 = 16;       // one stack entry (see STACK)

let BITS: usize = 0;     // u32[32]: bit of the queen's row in each column of the current path
let STACK: usize = 0;    // 16 bytes a column: free rows u32, then left, right (countStep) or left, down, right (enumNext)
let PREFIX: usize = 0;   // u32[32]: the task's rows, written by the host before countBegin
let OUT: usize = 0;      // u8[OUT_CAP * n]: solutions found by enumNext, row per byte
let END: usize = 0;

let n: u32 = 0;
let mask: u32 = 0;
// the tallies, as globals: a static array would sit on the heap, where layout.ts puts ROWS
let tC2: u64 = 0;
let tC4: u64 = 0;
let tC8: u64 = 0;
let tNodes: u64 = 0;

/** What counted() reports: canonical solutions with classes of 2, 4 and 8, and nodes (queens placed). */
export const C2: u32 = 0;
export const C4: u32 = 1;
export const C8: u32 = 2;
export const NODES: u32 = 3;

// the current task's symmetry bounds (see the header)
let b1: u32 = 0;
let b2: u32 = 0;
let topBit: u32 = 0;
let endBit: u32 = 0;

// enumeration state between slices
let enumDepth: i32 = -1; // column being filled; -1 when exhausted

/** Sets every region's offset for n queens from `base`; END is the first byte past them. */
function layOut(size: u32, base: usize): void {
  BITS = base;
  STACK = BITS + 128;
  PREFIX = STACK + 32 * LEVEL_BYTES;
  OUT = PREFIX + 128;
  END = OUT + <usize>OUT_CAP * size;
}

/** Bytes the count state needs at its base for n queens; the host grows memory to base + this. */
export function countBytes(n: u32): u32 {
  layOut(n, 0);
  return <u32>END;
}

/** Sets n (1..32) and the 64-aligned byte address of the state; zeroes the tallies. Called once per instance and n. */
export function countSetup(size: u32, base: u32): void {
  n = size;
  mask = size == 32 ? 0xffffffff : (<u32>1 << size) - 1;
  layOut(size, <usize>base);
  countReset();
  enumDepth = -1;
}

/** Zeroes the four tallies; the host calls it after reading them. */
export function countReset(): void {
  tC2 = 0; tC4 = 0; tC8 = 0; tNodes = 0;
}

// @ts-ignore: decorator
@inline function tally(which: u32): u64 {
  return which == C2 ? tC2 : which == C4 ? tC4 : which == C8 ? tC8 : tNodes;
}

/** Low 32 bits of tally `which` (C2, C4, C8, NODES). */
export function countedLo(which: u32): u32 {
  return <u32>tally(which);
}

/** High 32 bits of tally `which`. */
export function countedHi(which: u32): u32 {
  return <u32>(tally(which) >>> 32);
}

/** Byte offset of the prefix rows (u32 each) the host writes before countBegin. */
export function prefixPtr(): u32 {
  return <u32>PREFIX;
}

/** Byte offset of the solutions enumNext wrote (n bytes each). */
export function outPtr(): u32 {
  return <u32>OUT;
}

// @ts-ignore: decorator
@inline function bitAt(c: u32): u32 {
  return load<u32>(BITS + (<usize>c << 2));
}

// @ts-ignore: decorator
@inline function rowAt(c: u32): u32 {
  return ctz(load<u32>(BITS + (<usize>c << 2)));
}

// A candidate solution (column 0 off the corner) sits in BITS. Compares it, column by column
// as bit patterns, with its turns by 90°, 180° and 270°: 0 when a turn is smaller (another
// candidate is the canonical one), else the size of its class: 2 if a 90° turn maps it to
// itself, 4 if 180° does, 8 otherwise. Each comparison starts only when column 0 allows it.
function check(): u32 {
  const top = n - 1;
  // 90°: column B2 holds row 0 exactly when the turn moves column 0's queen to the same row
  if (bitAt(b2) == 1) {
    let own: u32 = 1;
    let ptn: u32 = 2;
    for (; own <= top; own++, ptn <<= 1) {
      let bit: u32 = 1;
      const mine = bitAt(own);
      for (let you = top; bitAt(you) != ptn && mine >= bit; you--) bit <<= 1;
      if (mine > bit) return 0; // the turn is smaller: not canonical
      if (mine < bit) break;    // this one is smaller: go on to 180°
    }
    if (own > top) return 2; // equal to its quarter turn
  }
  // 180°
  if (bitAt(top) == endBit) {
    let own: u32 = 1;
    let you: i32 = <i32>top - 1;
    for (; own <= top; own++, you--) {
      let bit: u32 = 1;
      const mine = bitAt(own);
      for (let ptn = topBit; ptn != bitAt(<u32>you) && mine >= bit; ptn >>>= 1) bit <<= 1;
      if (mine > bit) return 0; // the half turn is smaller
      if (mine < bit) break;
    }
    if (own > top) return 4; // equal to its half turn
  }
  // 270°
  if (bitAt(b1) == topBit) {
    let ptn: u32 = topBit >>> 1;
    for (let own: u32 = 1; own <= top; own++, ptn >>>= 1) {
      let bit: u32 = 1;
      const mine = bitAt(own);
      for (let you: u32 = 0; bitAt(you) != ptn && mine >= bit; you++) bit <<= 1;
      if (mine > bit) return 0; // the three-quarter turn is smaller
      if (mine < bit) break;
    }
  }
  return 8;
}

// the current task's search, between countStep calls (see countBegin)
let tK: u32 = 0;      // the prefix's length: the search ends when it backs up past column k
let tD: u32 = 0;      // the column being filled
let tFree: u32 = 0;   // its rows still to try
let tLeft: u32 = 0;
let tDown: u32 = 0;
let tRight: u32 = 0;
let tCorner = false;
let tSide: u32 = 0;     // rows kept free in the columns below B1
let tLastMask: u32 = 0; // rows the last column must not take
let tLimit: u32 = 0;    // the last column with a bound of its own

// The canonical-form bounds of column y (see the header): the rows of `free` it may take, `down`
// holding the rows the columns before it took. The host's task split fixes the first columns
// with the same bounds (src/engine/count-bounds.ts, which the twin uses too).
// @ts-ignore: decorator
@inline function bounded(y: u32, free: u32, down: u32, side: u32, limit: u32): u32 {
  if (y > limit) return free;      // past the bounded columns
  if (y < b1) return free & ~side; // below B1: keep off the side rows
  if (y != b2) return free;
  // column B2: row 0 or n-1 if one of them is still free; none free: no canonical form here
  const s = down & side;
  return s == 0 ? 0 : s != side ? free & side : free;
}

/** Begins the task below the k-column prefix at PREFIX (2 <= k <= n - 2, a prefix of the tree
 *  the header describes, checked by the host); countStep then counts its canonical solutions. */
export function countBegin(k: u32): void {
  let left: u32 = 0;
  let down: u32 = 0;
  let right: u32 = 0;
  for (let c: u32 = 0; c < k; c++) {
    const bit = <u32>1 << load<u32>(PREFIX + (<usize>c << 2));
    store<u32>(BITS + (<usize>c << 2), bit);
    left = (left | bit) << 1;
    down |= bit;
    right = (right | bit) >>> 1;
  }
  const top = n - 1;
  topBit = <u32>1 << top;
  const r0 = load<u32>(PREFIX);
  tCorner = r0 == 0;
  if (tCorner) {
    b1 = load<u32>(PREFIX, 4);
    b2 = 0; // no column B2 in the corner case
    tSide = 2;
    tLastMask = 0;
    tLimit = b1 - 1;
  } else {
    b1 = r0;
    b2 = top - r0;
    tSide = topBit | 1;
    tLastMask = ((<u32>1 << b1) - 1) | ~((<u32>1 << (n - b1)) - 1);
    endBit = topBit >>> b1;
    tLimit = b2;
  }
  const free = bounded(k, mask & ~(left | down | right), down, tSide, tLimit);
  tK = k; tD = k; tFree = free; tLeft = left; tDown = down; tRight = right;
}

/** Counts on in the task countBegin began, into the tallies, until it is done (returns 1) or
 *  about `budget` nodes were visited (returns 0: call again). */
export function countStep(budget: u32): u32 {
  // the globals the loop reads, in locals (registers)
  const full = mask;
  const bits = BITS;
  const stack = STACK;
  const k = tK;
  const corner = tCorner;
  const side = tSide;
  const lastMask = tLastMask;
  const limit = tLimit;
  const top = n - 1;
  let d = tD;
  let free = tFree;
  let left = tLeft;
  let down = tDown;
  let right = tRight;
  let c2: u64 = 0;
  let c4: u64 = 0;
  let c8: u64 = 0;
  let nodes: u64 = 0;
  const most = <u64>budget;
  let done: u32 = 0;
  const lastInner = top - 1; // the column before the last: its children are leaves
  while (true) {
    if (free != 0) {
      if (nodes >= most) break; // the budget spent: the state goes back to the globals below
      const bit = free & (~free + 1);
      free ^= bit;
      nodes++;
      const nl = (left | bit) << 1;
      const nd = down | bit;
      const nr = (right | bit) >>> 1;
      let next = full & ~(nl | nd | nr);
      if (d == lastInner) {
        // only when the task starts at column n-2: the last column has at most one free row
        if (next != 0) {
          nodes++;
          if (corner) {
            c8++; // column 0 in the corner: canonical, a class of 8
          } else if ((next & lastMask) == 0) {
            store<u32>(bits + (<usize>d << 2), bit);
            store<u32>(bits + (<usize>top << 2), next);
            const s = check();
            if (s == 8) c8++;
            else if (s == 4) c4++;
            else if (s == 2) c2++;
          }
        }
        continue;
      }
      const y = d + 1;
      next = bounded(y, next, nd, side, limit);
      if (y == lastInner) {
        // column n-2 in registers, without the stack: most nodes are down here
        while (next != 0) {
          const bit2 = next & (~next + 1);
          next ^= bit2;
          nodes++;
          const last = full & ~(((nl | bit2) << 1) | (nd | bit2) | ((nr | bit2) >>> 1));
          if (last == 0) continue; // the last column has no free row
          nodes++;
          if (corner) {
            c8++; // column 0 in the corner: canonical, a class of 8
          } else if ((last & lastMask) == 0) {
            store<u32>(bits + (<usize>d << 2), bit);
            store<u32>(bits + (<usize>y << 2), bit2);
            store<u32>(bits + (<usize>top << 2), last);
            const s = check();
            if (s == 8) c8++;
            else if (s == 4) c4++;
            else if (s == 2) c2++;
          }
        }
        continue;
      }
      // no free row in column y, or none in column y+1 whatever y takes: a dead end, not entered
      if (next == 0 || (full & ~(nd | (nl << 1) | (nr >>> 1))) == 0) continue;
      // descend: save this column's free rows and diagonals, and its bit (for check() and down)
      const at = stack + <usize>d * LEVEL_BYTES;
      store<u32>(at, free);
      store<u32>(at, left, 4);
      store<u32>(at, right, 8);
      store<u32>(bits + (<usize>d << 2), bit);
      left = nl; down = nd; right = nr; free = next;
      d = y;
    } else {
      // no free row left in this column: back to the previous one, or the task is done
      if (d == k) {
        done = 1;
        break;
      }
      d--;
      const at = stack + <usize>d * LEVEL_BYTES;
      free = load<u32>(at);
      left = load<u32>(at, 4);
      right = load<u32>(at, 8);
      down ^= load<u32>(bits + (<usize>d << 2)); // the rows taken, less this column's
    }
  }
  tD = d; tFree = free; tLeft = left; tDown = down; tRight = right;
  tC2 += c2;
  tC4 += c4;
  tC8 += c8;
  tNodes += nodes;
  return done;
}

/** Begins the lexicographic enumeration of the whole board (after countSetup). */
export function enumStart(): void {
  enumDepth = 0;
  const at = STACK;
  store<u32>(at, mask);
  store<u32>(at, 0, 4);
  store<u32>(at, 0, 8);
  store<u32>(at, 0, 12);
}

/** Runs until `maxSolutions` (<= OUT_CAP) are written at OUT or about `maxNodes` queens were
 *  placed; returns how many were written. enumDone() tells whether the tree is exhausted. */
export function enumNext(maxSolutions: u32, maxNodes: u32): u32 {
  if (maxSolutions > OUT_CAP) maxSolutions = OUT_CAP;
  let written: u32 = 0;
  let nodes: u32 = 0;
  let d = enumDepth;
  const top = <i32>n - 1;
  while (d >= 0 && written < maxSolutions && nodes < maxNodes) {
    const at = STACK + <usize>d * LEVEL_BYTES;
    let free = load<u32>(at);
    if (free == 0) {
      // no free row left in this column: back to the previous one
      d--;
      continue;
    }
    // lowest free row first, so solutions come in lexicographic order
    const bit = free & (~free + 1);
    store<u32>(at, free ^ bit);
    store<u32>(BITS + (<usize>d << 2), bit);
    nodes++;
    if (d == top) {
      // the board is full: copy the rows out
      const out = OUT + <usize>written * n;
      for (let c: u32 = 0; c < n; c++) store<u8>(out + c, <u8>rowAt(c));
      written++;
      continue;
    }
    // descend into the next column
    const left = (load<u32>(at, 4) | bit) << 1;
    const down = load<u32>(at, 8) | bit;
    const right = (load<u32>(at, 12) | bit) >>> 1;
    const below = at + LEVEL_BYTES;
    store<u32>(below, mask & ~(left | down | right));
    store<u32>(below, left, 4);
    store<u32>(below, down, 8);
    store<u32>(below, right, 12);
    d++;
  }
  enumDepth = d;
  tNodes += <u64>nodes;
  return written;
}

/** 1 once enumNext has visited the whole tree. */
export function enumDone(): u32 {
  return enumDepth < 0 ? 1 : 0;
}
