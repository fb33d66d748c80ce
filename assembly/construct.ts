// The closed-form placement: even rows first, then odd rows, with the two
// exceptional residues n mod 6 = 2 and 3 patched. O(n), no search.
// see: Hoffman, Loessi & Moore 1969; Bernhardsson 1991, "Explicit solutions to the
// N-queens problem for all N" (SIGART Bulletin 2(2)).
import { ROWS } from "./layout";

/** 1-based row of the queen in 1-based column k. Valid for n = 1 and n >= 4. */
export function constructedRow(n: u32, k: u32): u32 {
  const evens = n >>> 1; // rows 2, 4, ..., first
  if (n % 6 == 2) {
    if (k <= evens) return 2 * k;
    const t = k - evens; // odd rows 3, 1, 7, 9, ..., n - 1, 5
    return t == 1 ? 3 : t == 2 ? 1 : t == evens ? 5 : 2 * t + 1;
  }
  if (n % 6 == 3) {
    if (k < evens) return 2 * k + 2; // 4, 6, ..., n - 1, then 2
    if (k == evens) return 2;
    const t = k - evens; // 5, 7, ..., n, then 1, 3
    const odds = n - evens;
    return t == odds - 1 ? 1 : t == odds ? 3 : 2 * t + 3;
  }
  return k <= evens ? 2 * k : 2 * (k - evens) - 1;
}

/** Writes rows[c] (0-based) for columns from <= c < to; called in slices by the host. */
export function constructRange(n: u32, from: u32, to: u32): void {
  for (let c = from; c < to; c++) {
    store<u32>(ROWS + (<usize>c << 2), constructedRow(n, c + 1) - 1);
  }
}
