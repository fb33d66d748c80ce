// The known counts, from outside our solvers: OEIS A000170 (all solutions) and A002562 (fundamental),
// as the package carries them (src/data/known-counts.ts names the source).
import { knownFundamental, knownSolutions } from "../src/data/known-counts.js";

function known(value: bigint | undefined, n: number): bigint {
  if (value === undefined) throw new Error(`no known count for n = ${n}`);
  return value;
}

/** OEIS A000170(n): all placements of n queens. */
export const solutionsOf = (n: number): bigint => known(knownSolutions(n), n);
/** OEIS A002562(n): placements distinct up to rotation and reflection. */
export const fundamentalOf = (n: number): bigint => known(knownFundamental(n), n);
