// The cross-check of the quarter join: a unit's sets of rows (the join's own list,
// Counter.quarterTaskKeys) re-counted by another algorithm on the same partition, a backtracking
// search per set of rows (assembly/count-cross.ts, its twin src/reference/count-cross.ts), and
// weighed here by the rules of docs/count.md "Why the weights are right", written anew from them:
// nothing here comes from the join's code, so the two counts of a unit agree only if both are right.
// Platform- and engine-neutral.

/** Solutions of one set of rows by the long diagonals holding a queen (0, 1 or 2), and nodes. */
export interface CrossTally {
  byLongs: [bigint, bigint, bigint];
  nodes: bigint;
}

/** What the host needs from the cross-check's search: the Wasm core (src/wasm/cross-counter.ts)
 *  and the twin (src/reference/count-cross.ts) both provide it. */
export interface CrossCounter {
  /** Sizes the search for n (4..32), with no fixed queen. */
  setup(n: number): void;
  /** A queen of the configuration at (row, col). */
  fix(row: number, col: number): void;
  /** Begins the solutions whose queens of the rows in `east` (a mask of board rows) are in the
   *  east half, the other free rows' in the west (even n: the east ones off both long diagonals). */
  begin(east: number): void;
  /** Searches on for about `budget` nodes; true when the set of rows is counted (then take()). */
  step(budget: number): boolean;
  take(): CrossTally;
}

/** The queens a configuration of the quarter join fixes, [row, col]: none for even n; for odd n
 *  (h = n >> 1) the centre (config 0), or (h + x, h) and (h, h + y) for configs 1.. in the order
 *  x = 2..h, y = 1..x-1 (docs/count.md, "Symmetry"). */
export function crossQueens(n: number, config: number): [number, number][] {
  const h = n >> 1;
  if (n % 2 === 0) return [];
  if (config === 0) return [[h, h]];
  let c = 0;
  for (let x = 2; x <= h; x++) {
    for (let y = 1; y < x; y++) if (++c === config) return [[h + x, h], [h, h + y]];
  }
  throw new RangeError(`n=${n} has no configuration ${config}`);
}

/** The board rows of a join's set of rows: its 2h bits are the north quadrants' rows 0..h-1,
 *  then the south quadrants' rows n-h..n-1. */
export function eastRows(n: number, key: number): number {
  const h = n >> 1;
  return ((key & ((1 << h) - 1)) | ((key >>> h) << (n - h))) >>> 0;
}

const has = (rows: number, r: number): boolean => ((rows >>> r) & 1) === 1;

/** The rows upside down (r to n - 1 - r). */
function flipped(n: number, rows: number): number {
  let out = 0;
  for (let r = 0; r < n; r++) if (has(rows, r)) out |= 1 << (n - 1 - r);
  return out >>> 0;
}

/** The weight of a set of rows R (board rows) in configuration `config`: the symmetries that map
 *  halves to halves (the flip of the rows and, for the centre, the mirror of the columns, R to the
 *  other free rows) map R's solutions onto those of R's images, and the join takes one set of each
 *  orbit, so it counts the orbit's size (the centre: 2 or 4; even n: 1 or 2, the mirror left to
 *  the west weight); each other configuration stands for its eight images. */
export function keyWeight(n: number, config: number, rows: number): number {
  const flip = flipped(n, rows);
  if (n % 2 === 0) return flip === rows ? 1 : 2;
  if (config !== 0) return 8;
  const free = (((1 << n) - 1) & ~(1 << (n >> 1))) >>> 0; // the rows but the centre's
  const mirror = (free & ~rows) >>> 0;
  return new Set([rows, flip, mirror, flipped(n, mirror)]).size;
}

/** Even n: the weight of a solution on R whose west half holds `longs` of the long diagonals: 2 per
 *  one held (the reflections in the long diagonals move their queens east, where the join's east
 *  halves never go); holding neither, the mirror's share: R and its complement hold the lowest
 *  row pair {r, n-1-r} that R holds both or neither of the other way round, 2 for the one holding
 *  it and 0 for the other, 1 if there is no such pair (the complement is then R's flip). */
export function westWeight(n: number, rows: number, longs: number): number {
  if (longs > 0) return 2 ** longs;
  for (let r = 0; r < n / 2; r++) {
    if (has(rows, r) === has(rows, n - 1 - r)) return has(rows, r) ? 2 : 0;
  }
  return 1;
}

/** One set of rows' share of the count: its weight times its solutions', weighed. */
export function crossKeyCount(n: number, config: number, rows: number, tally: CrossTally): bigint {
  const key = BigInt(keyWeight(n, config, rows));
  if (n % 2 === 1) return key * (tally.byLongs[0] + tally.byLongs[1] + tally.byLongs[2]);
  return key * tally.byLongs.reduce((sum, s, longs) => sum + BigInt(westWeight(n, rows, longs)) * s, 0n);
}

/** A re-count's result: the unit's (or sample's) weighed solutions, and the search's nodes. */
export interface CrossCounts {
  solutions: bigint;
  nodes: bigint;
}

/** Nodes per call into the search: a few milliseconds. */
const CROSS_BUDGET = 1 << 22;

/** Re-counts the join's sets of rows `keys` of configuration `config` of n on `counter`, in
 *  short calls (the caller can cancel between them): yields the share done after each call
 *  (by sets of rows), returns the weighed count. `budget()`, if given, is the next call's nodes. */
export function* crossSteps(counter: CrossCounter, n: number, config: number, keys: readonly number[], budget?: () => number): Generator<number, CrossCounts> {
  const counts = { solutions: 0n, nodes: 0n };
  const queens = crossQueens(n, config);
  counter.setup(n);
  for (const [row, col] of queens) counter.fix(row, col);
  for (let i = 0; i < keys.length; i++) {
    const rows = eastRows(n, keys[i]);
    counter.begin(rows);
    while (!counter.step(budget?.() ?? CROSS_BUDGET)) yield i / keys.length;
    const tally = counter.take();
    counts.solutions += crossKeyCount(n, config, rows, tally);
    counts.nodes += tally.nodes;
  }
  return counts;
}
