// The known counts, from outside: ../shared/oeis.json (OEIS A000170 all solutions, A002562 fundamental).
import { readFileSync } from "node:fs";

const data = JSON.parse(readFileSync(new URL("../../shared/oeis.json", import.meta.url), "utf8")) as {
  n: number[];
  solutions: string[];
  fundamental: string[];
};

/** OEIS A000170(n): all placements of n queens. */
export const solutionsOf = (n: number): bigint => BigInt(data.solutions[data.n.indexOf(n)]);
/** OEIS A002562(n): placements distinct up to rotation and reflection. */
export const fundamentalOf = (n: number): bigint => BigInt(data.fundamental[data.n.indexOf(n)]);
