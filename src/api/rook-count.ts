// Rooks are counted, not enumerated: a placement of n rooks, one per column, is a permutation,
// and the placements that avoid the blocked squares number (the rook polynomial of the blocked
// board B, see: Riordan, An Introduction to Combinatorial Analysis, 1958, ch. 7-8)
//
//   sum over k of (-1)^k r_k (n - k)!,   r_k = ways to put k non-attacking rooks on B's squares.
//
// Why it works: inclusion-exclusion over the blocked squares a permutation uses; a set of k of
// them that a permutation can use at once is k non-attacking rooks, and (n - k)! permutations
// use at least those. A fixed rook takes its row and its column out of the board first. B's rook
// polynomial is the product of its parts' (squares that share no row or column with another
// part's), each found by a sweep over its rows with the set of its columns taken as a bit mask:
// O(rows 2^min(rows, columns)) for a part. An empty board is n! at once; a few blocked squares
// cost microseconds. A part past MAX_MASK_BITS both ways is left to the exhaustive search, whose
// work falls as the board fills (few placements are left to visit).

/** Largest side of a part of the blocked board the sweep takes: 2^16 masks of BigInt counts. */
const MAX_MASK_BITS = 16;

/** The board as prepare() leaves it: fix[c] the fixed row of column c (-1: none), column c's
 *  blocked rows brows[bstart[c] .. bstart[c + 1]). */
export interface RookBoard {
  n: number;
  fix: Int32Array;
  bstart: Uint32Array;
  brows: Uint32Array;
}

/** The number of placements of n rooks on `board`, or undefined when a part of its blocked
 *  squares is too large for the sweep (then the search counts them). */
export function rookPlacements(board: RookBoard): bigint | undefined {
  const { n, fix, bstart, brows } = board;
  const takenRow = new Uint8Array(n);
  let free = n;
  for (let c = 0; c < n; c++) {
    if (fix[c] >= 0) {
      takenRow[fix[c]] = 1;
      free--;
    }
  }
  // the blocked squares left once the fixed rooks' rows and columns are gone
  const squares: [number, number][] = [];
  for (let c = 0; c < n; c++) {
    if (fix[c] >= 0) continue;
    for (let k = bstart[c]; k < bstart[c + 1]; k++) if (!takenRow[brows[k]]) squares.push([brows[k], c]);
  }
  let polynomial = [1n];
  for (const part of parts(squares)) {
    const own = partPolynomial(part);
    if (own === undefined) return undefined;
    polynomial = product(polynomial, own);
  }
  const factorials = [1n];
  for (let m = 1; m <= free; m++) factorials.push(factorials[m - 1] * BigInt(m));
  let count = 0n;
  for (let k = 0; k < polynomial.length && k <= free; k++) count += (k % 2 === 0 ? 1n : -1n) * polynomial[k] * factorials[free - k];
  return count;
}

/** The squares split into parts that share no row and no column (union-find over lines). */
function parts(squares: [number, number][]): [number, number][][] {
  const parent = new Map<string, string>();
  const find = (x: string): string => {
    let root = x;
    while (parent.get(root) !== root) root = parent.get(root)!;
    parent.set(x, root);
    return root;
  };
  const join = (a: string, b: string): void => {
    for (const x of [a, b]) if (!parent.has(x)) parent.set(x, x);
    parent.set(find(a), find(b));
  };
  for (const [r, c] of squares) join(`r${r}`, `c${c}`);
  const byRoot = new Map<string, [number, number][]>();
  for (const square of squares) {
    const root = find(`r${square[0]}`);
    byRoot.set(root, [...(byRoot.get(root) ?? []), square]);
  }
  return [...byRoot.values()];
}

/** r_0, r_1, ... of one part: a sweep over its lines of one kind, the other kind's taken as a
 *  mask (the fewer of the two); undefined past MAX_MASK_BITS. */
function partPolynomial(part: [number, number][]): bigint[] | undefined {
  const rows = [...new Set(part.map(([r]) => r))];
  const columns = [...new Set(part.map(([, c]) => c))];
  const [sweep, mask] = rows.length <= columns.length ? [columns, rows] : [rows, columns];
  if (mask.length > MAX_MASK_BITS) return undefined;
  const byRows = sweep === rows;
  const bit = new Map(mask.map((line, i) => [line, i]));
  const lines = new Map<number, number[]>(sweep.map((line) => [line, []]));
  for (const [r, c] of part) lines.get(byRows ? r : c)!.push(bit.get(byRows ? c : r)!);
  // ways[m]: rooks on the lines swept so far, one on each line of mask m
  let ways: bigint[] = new Array<bigint>(1 << mask.length).fill(0n);
  ways[0] = 1n;
  for (const bits of lines.values()) {
    const next = ways.slice(); // this line left empty
    for (let m = 0; m < ways.length; m++) {
      if (ways[m] === 0n) continue;
      for (const b of bits) if (!(m & (1 << b))) next[m | (1 << b)] += ways[m];
    }
    ways = next;
  }
  const polynomial = new Array<bigint>(mask.length + 1).fill(0n);
  for (let m = 0; m < ways.length; m++) polynomial[popcount(m)] += ways[m];
  return polynomial;
}

function popcount(x: number): number {
  let count = 0;
  for (; x !== 0; x &= x - 1) count++;
  return count;
}

function product(a: bigint[], b: bigint[]): bigint[] {
  const out = new Array<bigint>(a.length + b.length - 1).fill(0n);
  for (let i = 0; i < a.length; i++) for (let j = 0; j < b.length; j++) out[i + j] += a[i] * b[j];
  return out;
}
