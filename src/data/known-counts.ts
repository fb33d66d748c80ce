// The known counts of the n-queens problem, carried by the package itself.
// Source: OEIS A000170 (all placements of n non-attacking queens on an n x n board) and
// OEIS A002562 (placements distinct up to rotation and reflection), n = 1..27, as published
// at oeis.org. Decimal strings, since several exceed 2^53.

const SOLUTIONS = [
  "1", "0", "0", "2", "10", "4", "40", "92", "352", "724", "2680", "14200", "73712", "365596",
  "2279184", "14772512", "95815104", "666090624", "4968057848", "39029188884", "314666222712",
  "2691008701644", "24233937684440", "227514171973736", "2207893435808352", "22317699616364044",
  "234907967154122528",
] as const;

const FUNDAMENTAL = [
  "1", "0", "0", "1", "2", "1", "6", "12", "46", "92", "341", "1787", "9233", "45752", "285053",
  "1846955", "11977939", "83263591", "621012754", "4878666808", "39333324973", "336376244042",
  "3029242658210", "28439272956934", "275986683743434", "2789712466510289", "29363495934315694",
] as const;

/** The largest n whose counts are known here. */
export const KNOWN_MAX_N = SOLUTIONS.length;

/** OEIS A000170(n), or undefined past the table. */
export function knownSolutions(n: number): bigint | undefined {
  return Number.isInteger(n) && n >= 1 && n <= KNOWN_MAX_N ? BigInt(SOLUTIONS[n - 1]) : undefined;
}

/** OEIS A002562(n), or undefined past the table. */
export function knownFundamental(n: number): bigint | undefined {
  return Number.isInteger(n) && n >= 1 && n <= KNOWN_MAX_N ? BigInt(FUNDAMENTAL[n - 1]) : undefined;
}
