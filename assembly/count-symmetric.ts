// The solutions a half turn or a quarter turn maps to themselves, for Burnside's fundamental
// count (OEIS A002562) next to a count that does not sort solutions into classes (the quarter
// join): a small search of its own, placing queens by whole orbits of the turn, each column
// trying only the rows its masks leave free.
// src/reference/count-symmetric.ts is the same search in plain TS.

let n: u32 = 0;
let sym180: u64 = 0;
let sym90: u64 = 0;
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

// the rows of column c that no queen attacks
// @ts-ignore: decorator
@inline function freeRows(c: u32): u32 {
  const taken = <u64>symRows | (symAnti >>> <u64>c) | (symMain >>> <u64>(n - 1 - c));
  return <u32>(~taken & ((<u64>1 << <u64>n) - 1));
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
  for (let free = freeRows(c); free != 0; free &= free - 1) {
    const r = ctz(free);
    put(c, r);
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
  for (let free = freeRows(c); free != 0; free &= free - 1) {
    const r = ctz(free);
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
