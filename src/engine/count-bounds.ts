// The canonical-form bounds of the backtracking count (assembly/count.ts's header says what they
// are): the rows each column may take so that the search meets one candidate of each symmetry
// class. Written once for the host, where the task split (count-tasks.ts) fixes the first columns
// with them and the twin (src/reference/count.ts) searches below them; the core's own copy is
// bounded() in assembly/count.ts.

/** What a prefix's first rows fix for every column after them. */
export interface Bounds {
  /** Column 0's queen in the corner (row 0): every solution found is canonical, in a class of 8. */
  corner: boolean;
  /** In the corner case column 1's row, else column 0's row (nearer row 0 than its mirror image). */
  b1: number;
  /** The column that must take row 0 or n-1 if one is free: n-1-B1; 0 in the corner case, which has none. */
  b2: number;
  /** Rows the columns below B1 keep free. */
  side: number;
  /** Rows the last column must not take. */
  lastMask: number;
  /** The last column with a bound of its own. */
  limit: number;
}

/** The bounds below a prefix of at least two columns (one off the corner) for n queens. */
export function boundsOf(n: number, prefix: ArrayLike<number>): Bounds {
  const top = n - 1;
  if (prefix[0] === 0) {
    const b1 = prefix[1];
    return { corner: true, b1, b2: 0, side: 2, lastMask: 0, limit: b1 - 1 };
  }
  const b1 = prefix[0];
  const side = ((1 << top) | 1) >>> 0;
  const lastMask = (((1 << b1) - 1) | ~((1 << (n - b1)) - 1)) >>> 0;
  return { corner: false, b1, b2: top - b1, side, lastMask, limit: top - b1 };
}

/** The rows of `free` column y may take under `bounds`, `down` holding the rows the columns before it took. */
export function bounded(bounds: Bounds, y: number, free: number, down: number): number {
  const { b1, b2, side, limit } = bounds;
  if (y > limit) return free;                // past the bounded columns
  if (y < b1) return (free & ~side) >>> 0;   // below B1: keep off the side rows
  if (y !== b2) return free;
  // column B2: row 0 or n-1 if one of them is still free; none free: no canonical form here
  const s = (down & side) >>> 0;
  return s === 0 ? 0 : s !== side ? (free & side) >>> 0 : free;
}

/** The rows of `free` column y may take below the prefix's first y rows, `down` holding the rows
 *  they took: column 0 and, in the corner case, column 1 choose B1; the rest as bounded(). */
export function canonicalRows(n: number, prefix: ArrayLike<number>, y: number, free: number, down: number): number {
  const top = n - 1;
  if (y === 0) {
    // column 0: the corner, or a row B1 nearer row 0 than its mirror image n-1-B1
    let first = 1;
    for (let r = 1; r < top - r; r++) first |= 1 << r;
    return (free & first) >>> 0;
  }
  if (y === 1 && prefix[0] === 0) return (free & ~(1 | 2 | (1 << top))) >>> 0; // the corner's B1: from 2 to n-2
  return bounded(boundsOf(n, prefix), y, free, down);
}
