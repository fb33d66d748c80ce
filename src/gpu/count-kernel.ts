// The backtracking count in WGSL: assembly/count.ts's search below one prefix per GPU thread (the
// same bounds, canonical-form test and node counting, so a unit's counts and nodes equal the CPU
// engines'), and a reduction that sums the threads' tallies unit by unit. WGSL has no 64-bit
// integers: every tally is a pair of u32 (low, high) added with a carry (add64), and a thread
// folds its u32 counters into its pairs long before they could wrap.
// see: Richards 1997 (bitmask backtracking); Takaken (classes of 2, 4 and 8); one thread per
// pre-placed prefix as the GPU counters do (NQueensFAF's constellations, ygch/n_queens).

/** Threads per workgroup of both passes. */
export const WORKGROUP = 64;
/** u32 words of a thread's tallies, and of a unit's sums: c2, c4, c8, nodes, each (low, high). */
export const TALLY_WORDS = 8;
/** u32 words of the parameters (n, threads, words of rows per thread, prefix length). */
export const PARAM_WORDS = 4;

/** The count pass (a function, so that a bundle that never counts on the GPU drops it). */
export const countKernel = (): string => /* wgsl */ `
struct Params { n: u32, threads: u32, stride: u32, depth: u32 }
@group(0) @binding(0) var<uniform> params: Params;
// each thread's prefix: params.depth rows, one byte each, packed four to a u32 (params.stride words)
@group(0) @binding(1) var<storage, read> rows: array<u32>;
@group(0) @binding(2) var<storage, read_write> tallies: array<u32>;

var<private> bits: array<u32, 32>;  // the row bit of each column placed
var<private> stackFree: array<u32, 32>;
var<private> stackLeft: array<u32, 32>;
var<private> stackRight: array<u32, 32>;
var<private> top: u32;
var<private> mask: u32;
var<private> corner: bool;  // column 0 in the corner: every solution found is canonical
var<private> b1: u32;
var<private> b2: u32;
var<private> side: u32;     // rows the columns below B1 keep free
var<private> lastMask: u32; // rows the last column must not take
var<private> limit: u32;    // the last column with a bound of its own
var<private> topBit: u32;
var<private> endBit: u32;

fn add64(a: vec2<u32>, b: vec2<u32>) -> vec2<u32> {
  let lo = a.x + b.x;
  return vec2<u32>(lo, a.y + b.y + select(0u, 1u, lo < a.x));
}

// src/engine/count-bounds.ts bounded(): the rows column y may take
fn bounded(y: u32, free: u32, down: u32) -> u32 {
  if (y > limit) { return free; }
  if (y < b1) { return free & ~side; }
  if (y != b2) { return free; }
  let s = down & side;
  if (s == 0u) { return 0u; }
  if (s != side) { return free & side; }
  return free;
}

// assembly/count.ts check(): 0 when a turn is smaller (not canonical), else the class size 2, 4 or 8
fn check() -> u32 {
  if (bits[b2] == 1u) {
    var own = 1u;
    var ptn = 2u;
    for (; own <= top; own++) {
      var bit = 1u;
      let mine = bits[own];
      for (var you = top; bits[you] != ptn && mine >= bit; you--) { bit <<= 1u; }
      if (mine > bit) { return 0u; } // the quarter turn is smaller
      if (mine < bit) { break; }
      ptn <<= 1u;
    }
    if (own > top) { return 2u; }
  }
  if (bits[top] == endBit) {
    var own = 1u;
    var you = i32(top) - 1;
    for (; own <= top; own++) {
      var bit = 1u;
      let mine = bits[own];
      for (var ptn = topBit; ptn != bits[u32(you)] && mine >= bit; ptn >>= 1u) { bit <<= 1u; }
      if (mine > bit) { return 0u; } // the half turn is smaller
      if (mine < bit) { break; }
      you--;
    }
    if (own > top) { return 4u; }
  }
  if (bits[b1] == topBit) {
    var ptn = topBit >> 1u;
    for (var own = 1u; own <= top; own++) {
      var bit = 1u;
      let mine = bits[own];
      for (var you = 0u; bits[you] != ptn && mine >= bit; you++) { bit <<= 1u; }
      if (mine > bit) { return 0u; } // the three-quarter turn is smaller
      if (mine < bit) { break; }
      ptn >>= 1u;
    }
  }
  return 8u;
}

// a thread's u32 counters go to its pairs once nodes pass this: a step adds at most 2 nodes
const FLUSH = 0x80000000u;

@compute @workgroup_size(${WORKGROUP})
fn count(@builtin(global_invocation_id) id: vec3<u32>) {
  let t = id.x;
  if (t >= params.threads) { return; }
  let n = params.n;
  let k = params.depth;
  top = n - 1u;
  mask = select((1u << n) - 1u, 0xffffffffu, n == 32u);
  topBit = 1u << top;
  // the prefix: its rows' bits and the diagonals they attack
  var left = 0u;
  var down = 0u;
  var right = 0u;
  for (var c = 0u; c < k; c++) {
    let bit = 1u << ((rows[t * params.stride + (c >> 2u)] >> ((c & 3u) * 8u)) & 0xffu);
    bits[c] = bit;
    left = (left | bit) << 1u;
    down = down | bit;
    right = (right | bit) >> 1u;
  }
  // src/engine/count-bounds.ts boundsOf()
  corner = bits[0] == 1u;
  if (corner) {
    b1 = countTrailingZeros(bits[1]);
    b2 = 0u;
    side = 2u;
    lastMask = 0u;
    limit = b1 - 1u;
  } else {
    b1 = countTrailingZeros(bits[0]);
    b2 = top - b1;
    side = (1u << top) | 1u;
    lastMask = ((1u << b1) - 1u) | ~((1u << (n - b1)) - 1u);
    limit = top - b1;
    endBit = topBit >> b1;
  }
  var free = bounded(k, mask & ~(left | down | right), down);
  var d = k;
  let lastInner = top - 1u;
  var c2 = 0u;
  var c4 = 0u;
  var c8 = 0u;
  var nodes = 0u;
  var sum2 = vec2<u32>(0u);
  var sum4 = vec2<u32>(0u);
  var sum8 = vec2<u32>(0u);
  var sumNodes = vec2<u32>(0u);
  loop {
    if (nodes >= FLUSH) {
      sum2 = add64(sum2, vec2<u32>(c2, 0u));
      sum4 = add64(sum4, vec2<u32>(c4, 0u));
      sum8 = add64(sum8, vec2<u32>(c8, 0u));
      sumNodes = add64(sumNodes, vec2<u32>(nodes, 0u));
      c2 = 0u; c4 = 0u; c8 = 0u; nodes = 0u;
    }
    if (free != 0u) {
      let bit = free & (~free + 1u);
      free ^= bit;
      nodes++;
      let nl = (left | bit) << 1u;
      let nd = down | bit;
      let nr = (right | bit) >> 1u;
      var next = mask & ~(nl | nd | nr);
      if (d == lastInner) {
        // only when the prefix ends at column n-2: the last column has at most one free row
        if (next != 0u) {
          nodes++;
          if (corner) {
            c8++;
          } else if ((next & lastMask) == 0u) {
            bits[d] = bit;
            bits[top] = next;
            let s = check();
            if (s == 8u) { c8++; } else if (s == 4u) { c4++; } else if (s == 2u) { c2++; }
          }
        }
        continue;
      }
      let y = d + 1u;
      next = bounded(y, next, nd);
      if (y == lastInner) {
        // column n-2 inline, without the stack: most nodes are down here
        while (next != 0u) {
          let bit2 = next & (~next + 1u);
          next ^= bit2;
          nodes++;
          let last = mask & ~(((nl | bit2) << 1u) | nd | bit2 | ((nr | bit2) >> 1u));
          if (last == 0u) { continue; } // the last column has no free row
          nodes++;
          if (corner) {
            c8++;
          } else if ((last & lastMask) == 0u) {
            bits[d] = bit;
            bits[y] = bit2;
            bits[top] = last;
            let s = check();
            if (s == 8u) { c8++; } else if (s == 4u) { c4++; } else if (s == 2u) { c2++; }
          }
        }
        continue;
      }
      // no free row in column y, or none in column y+1 whatever y takes: a dead end, not entered
      if (next == 0u || (mask & ~(nd | (nl << 1u) | (nr >> 1u))) == 0u) { continue; }
      stackFree[d] = free;
      stackLeft[d] = left;
      stackRight[d] = right;
      bits[d] = bit;
      left = nl; down = nd; right = nr; free = next;
      d = y;
    } else {
      // no free row left in this column: back to the previous one, or the prefix is done
      if (d == k) { break; }
      d--;
      free = stackFree[d];
      left = stackLeft[d];
      right = stackRight[d];
      down ^= bits[d];
    }
  }
  let o = t * ${TALLY_WORDS}u;
  let out2 = add64(sum2, vec2<u32>(c2, 0u));
  let out4 = add64(sum4, vec2<u32>(c4, 0u));
  let out8 = add64(sum8, vec2<u32>(c8, 0u));
  let outNodes = add64(sumNodes, vec2<u32>(nodes, 0u));
  tallies[o] = out2.x; tallies[o + 1u] = out2.y;
  tallies[o + 2u] = out4.x; tallies[o + 3u] = out4.y;
  tallies[o + 4u] = out8.x; tallies[o + 5u] = out8.y;
  tallies[o + 6u] = outNodes.x; tallies[o + 7u] = outNodes.y;
}
`;

/** The reduction pass. */
export const reduceKernel = (): string => /* wgsl */ `
// one workgroup a unit: the sum of the tallies of threads [start, end) of segment w
@group(0) @binding(0) var<storage, read> segments: array<u32>;
@group(0) @binding(1) var<storage, read> tallies: array<u32>;
@group(0) @binding(2) var<storage, read_write> sums: array<u32>;

// the lanes' sums: the four pairs of lane l at 4l..4l+3
var<workgroup> partial: array<vec2<u32>, ${4 * WORKGROUP}>;

fn add64(a: vec2<u32>, b: vec2<u32>) -> vec2<u32> {
  let lo = a.x + b.x;
  return vec2<u32>(lo, a.y + b.y + select(0u, 1u, lo < a.x));
}

fn pairAt(word: u32) -> vec2<u32> {
  return vec2<u32>(tallies[word], tallies[word + 1u]);
}

@compute @workgroup_size(${WORKGROUP})
fn reduce(@builtin(workgroup_id) group: vec3<u32>, @builtin(local_invocation_index) lane: u32) {
  let w = group.x;
  var c2 = vec2<u32>(0u);
  var c4 = vec2<u32>(0u);
  var c8 = vec2<u32>(0u);
  var nodes = vec2<u32>(0u);
  let end = segments[2u * w + 1u];
  for (var t = segments[2u * w] + lane; t < end; t += ${WORKGROUP}u) {
    let o = t * ${TALLY_WORDS}u;
    c2 = add64(c2, pairAt(o));
    c4 = add64(c4, pairAt(o + 2u));
    c8 = add64(c8, pairAt(o + 4u));
    nodes = add64(nodes, pairAt(o + 6u));
  }
  partial[4u * lane] = c2;
  partial[4u * lane + 1u] = c4;
  partial[4u * lane + 2u] = c8;
  partial[4u * lane + 3u] = nodes;
  workgroupBarrier();
  for (var half = ${WORKGROUP / 2}u; half > 0u; half >>= 1u) {
    if (lane < half) {
      for (var j = 0u; j < 4u; j++) { partial[4u * lane + j] = add64(partial[4u * lane + j], partial[4u * (lane + half) + j]); }
    }
    workgroupBarrier();
  }
  if (lane < 4u) {
    sums[w * ${TALLY_WORDS}u + 2u * lane] = partial[lane].x;
    sums[w * ${TALLY_WORDS}u + 2u * lane + 1u] = partial[lane].y;
  }
}
`;
