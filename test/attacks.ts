// The tests' own count of what attacks on a board (one queen per column, rows[c] its row): every
// pair of columns looked at, sharing nothing with the library, the page or the verifier.

export interface Tally {
  /** Queens attacked by at least one other. */
  attacked: number;
  /** Pairs of queens that attack each other. */
  pairs: number;
}

export function attackTally(rows: ArrayLike<number>): Tally {
  const attacked = new Set<number>();
  let pairs = 0;
  for (let a = 0; a < rows.length; a++) {
    for (let b = a + 1; b < rows.length; b++) {
      if (rows[a] === rows[b] || Math.abs(rows[a] - rows[b]) === b - a) {
        pairs++;
        attacked.add(a).add(b);
      }
    }
  }
  return { attacked: attacked.size, pairs };
}
