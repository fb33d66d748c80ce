// Exhaustive count by joining half-boards (meet in the middle), for n = 10..17 (src/engine/count-engine.ts
// JOIN_MIN_N, JOIN_MAX_N: rows fit 5-bit fields, keys 16 bits; below 10 backtracking is as fast).
// The board splits into a west and an east half of hw = n >> 1 columns (odd n: the middle column
// between them holds one queen, on row m: the task's group). A solution is a west half and an
// east half on complementary rows with no diagonal in common. So, per task:
//  1. one depth-first pass over the east half lists its placements the task needs, each as its hw
//     rows in 5-bit fields (nearest column to the middle first) and the set of rows it uses (its
//     key, hw of the 2hw free rows, as bits); a counting sort then buckets them by key, keeping
//     each bucket in the pass's (lexicographic) order;
//  2. the west halves are the mirror images of the east ones (the mirror keeps the middle column
//     and so the group): the west halves on rows R are the east list of key R, column j read as
//     hw-1-j;
//  3. for each key k of the task: the pairs (west on ~k, east on k) with no common diagonal. Each
//     diagonal gets a bitset over k's east list (the east halves that use it); walking the west
//     list (sorted, so neighbours share prefixes) ORs in the bitsets of its queens' diagonals
//     column by column; the east halves still clear at its end are its partners, and a prefix
//     that clears none skips every west half below it.
// Symmetry: the mirror maps key k to its complement, the flip of the rows to its reverse (when
// the flip keeps the group: even n, or m in the middle); only the least key of each orbit is
// joined, times the orbit's size. Odd n: groups m and n-1-m are flips of each other, so groups
// below the middle count twice. The solutions a 90° or 180° turn fixes (for Burnside's
// fundamental count) come from symCounts, a small search of its own.
// The work runs in slices (joinStep with a budget) so the host can cancel and V8 can tier up.
// see: Kluev, "N-Queens-Count-Sol" (2022): count by joining partial solutions of parts of the
//      board instead of backtracking; Burnside's lemma for the classes.
// src/reference/count-join.ts is the same algorithm in plain TS: same counts, same node counts.

const LEVEL_BYTES: u32 = 32; // traversal stack entry: free rows u32, left, down, right u32, fields u64
const PAGE: u32 = 65536;

// what joinStep is doing
const LISTING: u32 = 1;
const JOINING: u32 = 2;
const JOIN_DONE: u32 = 3;      // src/wasm/counter.ts reads these two from joinStep
const JOIN_NO_MEMORY: u32 = 4;

let n: u32 = 0;
let hw: u32 = 0;      // columns per half
let e0: u32 = 0;      // the first east column
let mask: u32 = 0;
let keyMask: u32 = 0; // 2hw bits: the free rows, numbered without the middle queen's row
let low: u32 = 0;     // rows below the middle queen's (all rows for even n): key = compressed rows
let middleDown: u32 = 0; // the middle queen's row as a bit (none for even n)

let BLK: usize = 0;   // u32[32]: rows the middle queen attacks in each east column
let STACK: usize = 0; // LEVEL_BYTES per east column
let NEED: usize = 0;  // u8 per key: 1 east side of a joined key, 2 west side (once counted: 1 if needed)
let CNT: usize = 0;   // u32 per key: its east placements
let START: usize = 0; // u32 per key + 1: where its bucket starts in LEAF
let REPS: usize = 0;  // u32 per joined key: key | orbit size << 16
let HAS: usize = 0;   // u64[4n][words]: per diagonal, the east placements on it
let ACC: usize = 0;   // u64[hw + 1][words]: the west walk's ORs, one row per column placed
let LIST: usize = 0;  // u64 per placement the pass found: fields | key << KEY_SHIFT (grows as it goes)
let LEAF: usize = 0;  // u64 per placement, bucketed by key: its fields
let END: usize = 0;

let phase: u32 = JOIN_DONE;
let level: i32 = 0;   // traversal's current column (east column e0 + level)
let listed: u32 = 0;  // placements in LIST
const KEY_SHIFT: u64 = 40; // above 8 rows of 5 bits
let reps: u32 = 0;
let repsDone: u32 = 0;
let tSolutions: u64 = 0;
let tNodes: u64 = 0;
let sym180: u64 = 0;
let sym90: u64 = 0;

/** Keys (subsets of hw rows out of 2hw) at most, for n <= 17: C(16, 8). */
const MAX_KEYS_CHOSEN: u32 = 12870;

// @ts-ignore: decorator
@inline function align64(at: usize): usize {
  return (at + 63) & ~(<usize>63);
}

/** Sets the fixed regions' offsets for n queens from `base`; END is the first byte past them.
 *  LIST, LEAF, HAS and ACC follow END, laid out as the pass finds placements (bucket()). */
function layOut(size: u32, base: usize): void {
  const keys: usize = <usize>1 << ((size >> 1) << 1);
  BLK = base;
  STACK = BLK + 128;
  NEED = STACK + 8 * LEVEL_BYTES;
  CNT = NEED + keys;
  START = CNT + 4 * keys;
  REPS = START + 4 * (keys + 1);
  END = align64(REPS + 4 * MAX_KEYS_CHOSEN);
}

/** Bytes the fixed part of the join state needs at its base; the rest the core grows itself. */
export function joinBytes(size: u32): u32 {
  layOut(size, 0);
  return <u32>END;
}

// the reverse of key k's 2hw bits: the flip of the rows, in key numbering
function reverseKey(k: u32): u32 {
  const bits = hw << 1;
  let out: u32 = 0;
  for (let i: u32 = 0; i < bits; i++) if ((k >>> i) & 1) out |= <u32>1 << (bits - 1 - i);
  return out;
}

/** Starts task (group m, keys whose orbit-ordinal mod `modulus` is `residue`) for n queens,
 *  with the state at byte address `base` (64-aligned, memory grown to base + joinBytes(n)).
 *  m is the middle column's row for odd n, and ignored for even n. */
export function joinBegin(size: u32, m: u32, modulus: u32, residue: u32, base: u32): void {
  n = size;
  hw = size >> 1;
  e0 = size - hw;
  mask = (<u32>1 << size) - 1;
  const odd = (size & 1) != 0;
  keyMask = (<u32>1 << (hw << 1)) - 1;
  low = odd ? (<u32>1 << m) - 1 : 0xffffffff;
  middleDown = odd ? <u32>1 << m : 0;
  const keys: usize = <usize>1 << (hw << 1);
  layOut(size, <usize>base);
  memory.fill(NEED, 0, keys);
  memory.fill(CNT, 0, 4 * keys);
  // the middle queen's diagonals in the east columns
  for (let c = e0; c < size; c++) {
    let blocked: u32 = 0;
    if (odd) {
      const dc = c - hw;
      if (m >= dc) blocked |= <u32>1 << (m - dc);
      if (m + dc < size) blocked |= <u32>1 << (m + dc);
    }
    store<u32>(BLK + (<usize>c << 2), blocked);
  }
  // the keys this task joins: least of their orbits, every modulus-th of them from residue
  const rowFlip = !odd || m == hw; // the flip of the rows keeps the group
  const groupTwice: u32 = odd && m != hw ? 2 : 1;
  reps = 0;
  repsDone = 0;
  let ordinal: u32 = 0;
  const firstKey: u32 = (<u32>1 << hw) - 1;
  const lastKey = keyMask ^ firstKey;
  for (let k = firstKey; ; ) {
    const mirror = keyMask ^ k;
    let least = mirror > k;
    let orbit: u32 = 2;
    if (least && rowFlip) {
      const flip = reverseKey(k);
      const both = keyMask ^ flip;
      least = flip >= k && both >= k;
      // the orbit {k, mirror, flip, both}: how many differ (k is never its own mirror)
      orbit = flip == k || both == k ? 2 : 4;
    }
    if (least) {
      if (ordinal % modulus == residue) {
        store<u32>(REPS + (<usize>reps << 2), k | ((orbit * groupTwice) << 16));
        reps++;
        store<u8>(NEED + k, load<u8>(NEED + k) | 1);
        store<u8>(NEED + mirror, load<u8>(NEED + mirror) | 2);
      }
      ordinal++;
    }
    if (k == lastKey) break;
    const t = k | (k - 1);
    k = (t + 1) | (((~t & (t + 1)) - 1) >>> (ctz(k) + 1)); // next key with hw bits (Gosper)
  }
  tSolutions = 0;
  tNodes = 0;
  phase = LISTING;
  LIST = END;
  listed = 0;
  traversalStart();
}

// @ts-ignore: decorator
@inline function blk(c: u32): u32 {
  return load<u32>(BLK + (<usize>c << 2));
}

function traversalStart(): void {
  store<u32>(STACK, mask & ~(middleDown | blk(e0)));
  store<u32>(STACK, 0, 4);
  store<u32>(STACK, middleDown, 8);
  store<u32>(STACK, 0, 12);
  store<u64>(STACK, 0, 16);
  level = 0;
}

// a complete east half on rows `down` (with the middle queen's), its rows in `fields`. Without a
// branch on the key: every placement is written, and only those of needed keys are kept.
// @ts-ignore: decorator
@inline function leaf(down: u32, fields: u64): void {
  const key = (down & low) | ((down >>> 1) & ~low);
  store<u64>(LIST + (<usize>listed << 3), fields | (<u64>key << KEY_SHIFT));
  listed += select<u32>(1, 0, load<u8>(NEED + key) != 0);
}

// Memory for `more` placements past what LIST holds; false if it cannot grow.
function roomFor(top: usize): bool {
  const have = <usize>memory.size() * PAGE;
  if (top <= have) return true;
  // grow by at least an eighth, so a long pass grows memory a few dozen times, not thousands
  const want = max(top - have, have >>> 3);
  return memory.grow(<i32>((want + PAGE - 1) / PAGE)) >= 0;
}

// Runs the depth-first pass over the east half for about `budget` nodes (and up to n more, the
// last column's rows); true when it is done.
function traverse(budget: u32): bool {
  const last = hw - 1;
  const lastBlk = blk(e0 + last);
  let j = level;
  let nodes: u32 = 0;
  while (nodes < budget) {
    const at = STACK + <usize>j * LEVEL_BYTES;
    const free = load<u32>(at);
    if (free == 0) {
      if (j == 0) {
        level = -1;
        tNodes += nodes;
        return true;
      }
      j--;
      continue;
    }
    const bit = free & (~free + 1);
    store<u32>(at, free ^ bit);
    nodes++;
    const l = (load<u32>(at, 4) | bit) << 1;
    const d = load<u32>(at, 8) | bit;
    const r = (load<u32>(at, 12) | bit) >>> 1;
    const f = load<u64>(at, 16) | (<u64>ctz(bit) << (5 * <u64>j));
    if (<u32>j + 1 == last) {
      // the last column: its rows are leaves, without a stack entry
      let leaves = mask & ~(l | d | r | lastBlk);
      while (leaves != 0) {
        const b = leaves & (~leaves + 1);
        leaves ^= b;
        nodes++;
        leaf(d | b, f | (<u64>ctz(b) << (5 * <u64>last)));
      }
      continue;
    }
    const next = mask & ~(l | d | r | blk(e0 + <u32>j + 1));
    if (next == 0) continue;
    j++;
    const below = at + LEVEL_BYTES;
    store<u32>(below, next);
    store<u32>(below, l, 4);
    store<u32>(below, d, 8);
    store<u32>(below, r, 12);
    store<u64>(below, f, 16);
  }
  level = j;
  tNodes += nodes;
  return false;
}

let words: u32 = 0; // u64 words (an even number) of the largest east list of the task

// After the pass: a counting sort of LIST into buckets by key (in key order) at LEAF, then room
// for HAS and ACC; false if memory is short.
function bucket(): bool {
  const keys: u32 = keyMask + 1;
  const fieldMask: u64 = (<u64>1 << KEY_SHIFT) - 1;
  for (let i: u32 = 0; i < listed; i++) {
    const at = CNT + (<usize>(load<u64>(LIST + (<usize>i << 3)) >>> KEY_SHIFT) << 2);
    store<u32>(at, load<u32>(at) + 1);
  }
  let total: u32 = 0;
  let most: u32 = 0;
  for (let k: u32 = 0; k < keys; k++) {
    const at = CNT + (<usize>k << 2);
    const c = load<u32>(at);
    store<u32>(START + (<usize>k << 2), total);
    total += c;
    if ((load<u8>(NEED + k) & 1) != 0 && c > most) most = c;
    store<u32>(at, 0);
  }
  store<u32>(START + (<usize>keys << 2), total);
  words = ((most + 127) >>> 7) << 1; // whole v128s
  if (words == 0) words = 2;
  LEAF = align64(LIST + (<usize>(listed + 1) << 3)); // + 1: the slot written last and not kept
  HAS = align64(LEAF + (<usize>listed << 3));
  ACC = align64(HAS + (<usize>(4 * n) * words << 3));
  if (!roomFor(ACC + (<usize>(hw + 1) * words << 3))) return false;
  for (let i: u32 = 0; i < listed; i++) {
    const v = load<u64>(LIST + (<usize>i << 3));
    const key = <usize>(v >>> KEY_SHIFT) << 2;
    const c = load<u32>(CNT + key);
    store<u64>(LEAF + ((<usize>load<u32>(START + key) + c) << 3), v & fieldMask);
    store<u32>(CNT + key, c + 1);
  }
  memory.fill(HAS, 0, <usize>(4 * n) * words << 3);
  return true;
}

// The pairs of west halves on ~k and east halves on k with no diagonal in common; `work` gets the
// walk's steps (one per west queen placed).
let work: u32 = 0;
function joinKey(k: u32): u64 {
  const kw = keyMask ^ k;
  const ne = load<u32>(CNT + (<usize>k << 2));
  const nw = load<u32>(CNT + (<usize>kw << 2));
  if (ne == 0 || nw == 0) return 0;
  const east = LEAF + (<usize>load<u32>(START + (<usize>k << 2)) << 3);
  const west = LEAF + (<usize>load<u32>(START + (<usize>kw << 2)) << 3);
  const used = ((ne + 127) >>> 7) << 1; // u64 words in whole v128s
  const span = <usize>used << 3;
  const stride = <usize>words << 3;
  const diagonals = 2 * n - 1; // main diagonals come after the anti-diagonals
  // each diagonal's bitset over the east list
  for (let i: u32 = 0; i < ne; i++) {
    const f = load<u64>(east + (<usize>i << 3));
    const word = <usize>(i >>> 6) << 3;
    const bit = <u64>1 << (<u64>i & 63);
    for (let j: u32 = 0; j < hw; j++) {
      const r = <u32>(f >>> (5 * <u64>j)) & 31;
      const c = e0 + j;
      const anti = HAS + <usize>(r + c) * stride + word;
      const main = HAS + <usize>(diagonals + r + n - 1 - c) * stride + word;
      store<u64>(anti, load<u64>(anti) | bit);
      store<u64>(main, load<u64>(main) | bit);
    }
  }
  // the walk starts with nothing ruled out but the padding past ne
  for (let w: u32 = 0; w < used; w++) store<u64>(ACC + (<usize>w << 3), 0);
  for (let i = ne; i < used << 6; i = (i | 63) + 1) {
    const at = ACC + (<usize>(i >>> 6) << 3);
    store<u64>(at, load<u64>(at) | (~(<u64>0) << <u64>(i & 63)));
  }
  let pairs: u64 = 0;
  let prev: u64 = 0;
  let dead: u32 = hw + 1; // a prefix this long of prev rules out every east half
  let steps: u32 = 0;
  for (let i: u32 = 0; i < nw; i++) {
    const f = load<u64>(west + (<usize>i << 3));
    const j0: u32 = i == 0 ? 0 : <u32>ctz(f ^ prev) / 5; // first column that differs
    if (j0 >= dead) continue;
    dead = hw + 1;
    prev = f;
    let j = j0;
    for (; j < hw; j++) {
      const r = <u32>(f >>> (5 * <u64>j)) & 31;
      const c = hw - 1 - j;
      const from = ACC + <usize>j * stride;
      const to = from + stride;
      const anti = HAS + <usize>(r + c) * stride;
      const main = HAS + <usize>(diagonals + r + n - 1 - c) * stride;
      let all = i64x2.splat(-1);
      for (let w: usize = 0; w < span; w += 16) {
        const v = v128.or(v128.or(v128.load(from + w), v128.load(anti + w)), v128.load(main + w));
        v128.store(to + w, v);
        all = v128.and(all, v);
      }
      steps++;
      if (!v128.any_true(v128.not(all))) {
        dead = j + 1;
        break;
      }
    }
    if (j == hw) {
      const acc = ACC + <usize>hw * stride;
      let clear: u64 = 0;
      for (let w: usize = 0; w < span; w += 8) clear += popcnt(~load<u64>(acc + w));
      pairs += clear;
    }
  }
  // clear the bitsets for the next key
  for (let id: u32 = 0; id < 2 * diagonals; id++) memory.fill(HAS + <usize>id * stride, 0, span);
  work = steps + ne * hw;
  tNodes += steps;
  return pairs;
}

/** Advances the task by about `budget` nodes; returns JOIN_DONE when finished, JOIN_NO_MEMORY
 *  if the placements do not fit in memory, else the phase it is in (1 listing, 2 joining). */
export function joinStep(budget: u32): u32 {
  if (phase == LISTING) {
    // room for every placement this call can find: at most one per node
    if (!roomFor(LIST + (<usize>(listed + budget + 64) << 3))) return (phase = JOIN_NO_MEMORY);
    if (!traverse(budget)) return phase;
    if (!bucket()) return (phase = JOIN_NO_MEMORY);
    phase = JOINING;
    return phase;
  }
  if (phase == JOINING) {
    let spent: u32 = 0;
    while (repsDone < reps && spent < budget) {
      const rep = load<u32>(REPS + (<usize>repsDone << 2));
      tSolutions += <u64>(rep >>> 16) * joinKey(rep & 0xffff);
      spent += work + 1;
      repsDone++;
    }
    if (repsDone == reps) phase = JOIN_DONE;
  }
  return phase;
}

/** Keys this task joins, and how many it has joined. */
export function joinReps(): u32 {
  return reps;
}
export function joinRepsDone(): u32 {
  return repsDone;
}

/** Low and high 32 bits of the task's solutions (which 0) and nodes (which 1). */
export function joinedLo(which: u32): u32 {
  return <u32>(which == 0 ? tSolutions : tNodes);
}
export function joinedHi(which: u32): u32 {
  return <u32>((which == 0 ? tSolutions : tNodes) >>> 32);
}

// ---- solutions a half turn or a quarter turn maps to themselves (Burnside's fixed points) ----

let symRows: u32 = 0;  // rows taken
let symCols: u32 = 0;  // columns taken
let symAnti: u64 = 0;  // anti-diagonals r + c taken
let symMain: u64 = 0;  // main diagonals r - c + n - 1 taken

// places a queen at column c, row r if nothing attacks it there; false otherwise
function put(c: u32, r: u32): bool {
  const a = <u64>1 << <u64>(r + c);
  const d = <u64>1 << <u64>(r + n - 1 - c);
  if ((symRows >>> r) & 1 || (symCols >>> c) & 1 || (symAnti & a) != 0 || (symMain & d) != 0) return false;
  symRows |= <u32>1 << r;
  symCols |= <u32>1 << c;
  symAnti |= a;
  symMain |= d;
  return true;
}

function lift(c: u32, r: u32): void {
  symRows &= ~(<u32>1 << r);
  symCols &= ~(<u32>1 << c);
  symAnti &= ~(<u64>1 << <u64>(r + c));
  symMain &= ~(<u64>1 << <u64>(r + n - 1 - c));
}

// solutions fixed by the half turn: columns c and n-1-c filled together, from the outside in
function halfTurn(c: u32): u64 {
  if (c >= n - 1 - c) return 1; // the middle column (odd n) was placed first
  const top = n - 1;
  let found: u64 = 0;
  for (let r: u32 = 0; r < n; r++) {
    if (!put(c, r)) continue;
    if (put(top - c, top - r)) {
      found += halfTurn(c + 1);
      lift(top - c, top - r);
    }
    lift(c, r);
  }
  return found;
}

// solutions fixed by the quarter turn (c, r) -> (r, n-1-c): each queen brings its orbit of four
function quarterTurn(c: u32): u64 {
  while (c < n && (symCols >>> c) & 1) c++;
  if (c >= n) return 1;
  const top = n - 1;
  let found: u64 = 0;
  for (let r: u32 = 0; r < n; r++) {
    // the orbit (c, r), (r, top-c), (top-c, top-r), (top-r, c): four distinct squares, or the centre
    let placed: u32 = 0;
    if (put(c, r)) {
      placed++;
      if (put(r, top - c)) {
        placed++;
        if (put(top - c, top - r)) {
          placed++;
          if (put(top - r, c)) {
            placed++;
            found += quarterTurn(c + 1);
          }
        }
      }
    }
    if (placed > 3) lift(top - r, c);
    if (placed > 2) lift(top - c, top - r);
    if (placed > 1) lift(r, top - c);
    if (placed > 0) lift(c, r);
  }
  return found;
}

/** Counts the solutions of n (>= 2) queens that a 180° and a 90° turn map to themselves; read
 *  them with symmetricLo/Hi. */
export function symCounts(size: u32): void {
  n = size;
  symRows = symCols = 0;
  symAnti = symMain = 0;
  const odd = (size & 1) != 0;
  const centre = size >> 1;
  // a turn moves every square but the centre: odd n needs a queen there, and the middle column has no pair
  if (odd) put(centre, centre);
  sym180 = halfTurn(0);
  sym90 = size % 4 > 1 ? 0 : quarterTurn(0);
}

export function symmetricLo(which: u32): u32 {
  return <u32>(which == 0 ? sym180 : sym90);
}
export function symmetricHi(which: u32): u32 {
  return <u32>((which == 0 ? sym180 : sym90) >>> 32);
}
