// The rook count's methods are generators, so that the driver can run them in slices: each
// yields the work it did since its last yield (in the units of its estimate) and returns its count.

/** A count in progress: yields work done, returns the count. */
export type Work = Generator<number, bigint, void>;

/** A plan in progress: yields (nothing) between its O(squares) stages, so that a board of 10^6
 *  blocked squares lets the event loop through while it is planned; returns the plan. */
export type Planning<T> = Generator<void, T, void>;

/** The product of the counts of `parts`, run one after another. */
export function* productOf(parts: Iterable<Work>): Work {
  let product = 1n;
  for (const part of parts) {
    const count = yield* part;
    if (count === 0n) return 0n;
    product *= count;
  }
  return product;
}
