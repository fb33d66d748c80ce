// Exhaustive search for n <= 32 queens by bitmask backtracking, one queen per column,
// iterative over an explicit stack in linear memory.
// see: Wirth 1976, "Algorithms + Data Structures = Programs" (backtracking over columns);
//      Richards 1997, "Backtracking algorithms in MCPL using bit patterns and recursion"
//      (rows and both diagonals as three bit masks, the free rows as one AND-NOT).
// Two searches share the stack:
//  - countTask(k): every solution below a k-column prefix the host wrote at PREFIX, tallied
//    with its symmetry (solutions fixed by a 180° and a 90° turn), for Burnside's count of
//    fundamental solutions. The host hands out prefixes of the mirror-halved tree.
//  - enumStart/enumNext: every solution of the whole tree in lexicographic order of the rows,
//    in slices, written as bytes to OUT (also the first solution, for solve --algo backtrack).
// All state lives at a base address the host chooses (above the solve core's regions, or in
// an instance of its own), so this core never collides with layout.ts.
// src/reference/count.ts is the same algorithm in plain TS: same counts, same node counts.

export const OUT_CAP: u32 = 1024;  // solutions enumNext can write per call
const LEVEL_BYTES: u32 = 16;       // stack entry: free rows left, then the three masks

let BASE: usize = 0;
let BITS: usize = 0;     // u32[32]: bit of the queen's row in each column of the current path
let STACK: usize = 0;    // (free u32, left u32, down u32, right u32)[32]
let PREFIX: usize = 0;   // u32[32]: the task's rows, written by the host
let OUT: usize = 0;      // u8[OUT_CAP * n]: solutions found by enumNext, row per byte

let n: u32 = 0;
let mask: u32 = 0;
// the tallies, as globals: a static array would sit on the heap, where layout.ts puts ROWS
let tSolutions: u64 = 0;
let tSym180: u64 = 0;
let tSym90: u64 = 0;
let tNodes: u64 = 0;

/** What counted() reports: solutions, those fixed by a 180° turn, by a 90° turn, nodes. */
export const SOLUTIONS: u32 = 0;
export const SYM180: u32 = 1;
export const SYM90: u32 = 2;
export const NODES: u32 = 3;

// enumeration state between slices
let enumDepth: i32 = -1; // column being filled; -1 when exhausted

/** Bytes the count state needs at its base for n queens; the host grows memory to base + this. */
export function countBytes(n: u32): u32 {
  return 128 + 32 * LEVEL_BYTES + 128 + OUT_CAP * n;
}

/** Sets n (1..32) and the 64-aligned byte address of the state; zeroes the tallies. Called once per instance and n. */
export function countSetup(size: u32, base: u32): void {
  n = size;
  mask = size == 32 ? 0xffffffff : (<u32>1 << size) - 1;
  BASE = <usize>base;
  BITS = BASE;
  STACK = BITS + 128;
  PREFIX = STACK + 32 * LEVEL_BYTES;
  OUT = PREFIX + 128;
  countReset();
  enumDepth = -1;
}

/** Zeroes the four tallies; the host calls it after reading them. */
export function countReset(): void {
  tSolutions = 0; tSym180 = 0; tSym90 = 0; tNodes = 0;
}

// @ts-ignore: decorator
@inline function tally(which: u32): u64 {
  return which == SOLUTIONS ? tSolutions : which == SYM180 ? tSym180 : which == SYM90 ? tSym90 : tNodes;
}

/** Low 32 bits of tally `which` (SOLUTIONS, SYM180, SYM90, NODES). */
export function countedLo(which: u32): u32 {
  return <u32>tally(which);
}

/** High 32 bits of tally `which`. */
export function countedHi(which: u32): u32 {
  return <u32>(tally(which) >>> 32);
}

/** Byte offset of the prefix rows (u32 each) the host writes before countTask. */
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

// A solution sits in BITS; the last column's bit already matched the 180° test of column 0.
// Returns 2 when a 90° turn fixes it (which implies 180°), 1 for 180° only, 0 otherwise.
function symmetry(): u32 {
  const top = n - 1;
  // 180°: the queen (c, r) has a partner at (n-1-c, n-1-r)
  for (let c: u32 = 1; c < (n >>> 1); c++) {
    if (bitAt(top - c) != (<u32>1 << (top - rowAt(c)))) return 0; // not its own half-turn
  }
  // 90°: the queen (c, r) has a partner at (r, n-1-c)
  for (let c: u32 = 0; c < n; c++) {
    if (rowAt(rowAt(c)) != top - c) return 1; // a half-turn fixes it, a quarter-turn does not
  }
  return 2;
}

/** Counts every solution extending the k-column prefix at PREFIX (1 <= k <= n, rows not
 *  attacking each other, checked by the host) and adds to the tallies; one call per task. */
export function countTask(k: u32): void {
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
  const want180 = <u32>1 << (top - load<u32>(PREFIX)); // column n-1's bit if a half-turn fixes it
  let solutions: u64 = 0;
  let sym180: u64 = 0;
  let sym90: u64 = 0;
  let nodes: u64 = 0;
  let free = mask & ~(left | down | right);
  if (k >= top) {
    // the prefix is the whole board, or all but the last column
    let last = k == n ? bitAt(top) : free;
    if (k < n && last != 0) { nodes++; store<u32>(BITS + (<usize>top << 2), last); }
    if (last != 0) {
      solutions++;
      if (last == want180) {
        const s = symmetry();
        if (s > 0) sym180++;
        if (s > 1) sym90++;
      }
    }
  } else {
    let d = k;
    const lastInner = top - 1; // the column before the last: its children are leaves
    while (true) {
      if (free != 0) {
        const bit = free & (~free + 1);
        free ^= bit;
        nodes++;
        const nl = (left | bit) << 1;
        const nd = down | bit;
        const nr = (right | bit) >>> 1;
        const next = mask & ~(nl | nd | nr);
        if (d == lastInner) {
          // the last column has at most one free row: a solution if it has one
          if (next != 0) {
            nodes++;
            solutions++;
            if (next == want180) {
              store<u32>(BITS + (<usize>d << 2), bit);
              store<u32>(BITS + (<usize>top << 2), next);
              const s = symmetry();
              if (s > 0) sym180++;
              if (s > 1) sym90++;
            }
          }
          continue;
        }
        // descend: save this column's state, the bit for the symmetry test
        const at = STACK + <usize>d * LEVEL_BYTES;
        store<u32>(at, free);
        store<u32>(at, left, 4);
        store<u32>(at, down, 8);
        store<u32>(at, right, 12);
        store<u32>(BITS + (<usize>d << 2), bit);
        left = nl; down = nd; right = nr; free = next;
        d++;
      } else {
        // no free row left in this column: back to the previous one, or the task is done
        if (d == k) break;
        d--;
        const at = STACK + <usize>d * LEVEL_BYTES;
        free = load<u32>(at);
        left = load<u32>(at, 4);
        down = load<u32>(at, 8);
        right = load<u32>(at, 12);
      }
    }
  }
  tSolutions += solutions;
  tSym180 += sym180;
  tSym90 += sym90;
  tNodes += nodes;
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
