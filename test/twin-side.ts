// What the twin tests share: how they compare two placements.
import { expect } from "vitest";

/** Fails, naming the first column where they differ, unless the two placements are the same rows
 *  (vitest's toEqual takes about half a CPU second over 10^5 rows). */
export function expectSameRows(actual: ArrayLike<number>, expected: ArrayLike<number>, label?: string): void {
  const length = Math.max(actual.length, expected.length);
  let c = 0;
  while (c < length && actual[c] === expected[c]) c++;
  const difference = c === length ? undefined : `column ${c} of ${actual.length}: row ${actual[c]}, expected ${expected[c]} of ${expected.length}`;
  expect(difference, label).toBeUndefined();
}
