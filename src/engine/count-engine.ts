// What the host needs from an exhaustive-search engine: the Wasm counter (src/wasm/counter.ts)
// and the pure-TS twin (src/reference/count.ts) both provide it, so one driver (src/api/count.ts)
// runs either, in-process, in worker_threads or in Web Workers.

/** Largest n: rows, columns and diagonals are u32 bit masks. */
export const MAX_COUNT_N = 32;
/** Solutions an engine writes per enumNext call (assembly/count.ts OUT_CAP). */
export const OUT_CAP = 1024;

/** Tallies of the search: canonical solutions whose symmetry class has 2, 4 or 8 members (the
 *  backtracking search), solutions counted one by one (the quarter-board join), nodes. */
export interface Tally {
  c2: bigint;
  c4: bigint;
  c8: bigint;
  joined: bigint;
  nodes: bigint;
}

export const zeroTally = (): Tally => ({ c2: 0n, c4: 0n, c8: 0n, joined: 0n, nodes: 0n });

export function addTally(into: Tally, more: Tally): Tally {
  into.c2 += more.c2;
  into.c4 += more.c4;
  into.c8 += more.c8;
  into.joined += more.joined;
  into.nodes += more.nodes;
  return into;
}

/** Sizes the quarter-board join counts (assembly/count-quarter.ts). */
export const QUARTER_MIN_N = 4;
export const QUARTER_MAX_N = 27;
/** From this n the join builds the quarter pieces of each set of rows as it needs them instead of
 *  one table of them all (kept by halves: a set of rows upside down reads its mirror image's), which
 *  grows about 8x per two sizes (270 MB at n = 22, 23; 2.5 GB at 24, past a worker's 1 GiB). Below,
 *  the table is the faster (docs/count.md, "Choices measured"). */
export const QUARTER_BY_ROWS_MIN_N = 24;
/** East halves the join tables at a time, at most: a set of rows with more is joined in blocks,
 *  its west halves matched against each (its tables take 256 bytes a half at n = 26, 27). */
export const QUARTER_EAST_BLOCK = 1 << 18;
/** The join cuts a set of rows' east halves into buckets (up to 64) only while they keep this
 *  many halves each on average (docs/count.md, "Choices measured"). */
export const QUARTER_MIN_BUCKET = 256;
/** West halves the join matches at a time, at most: the step pauses only between batches. */
export const QUARTER_WEST_BATCH = 2048;
/** The join cuts patterns into 5 chunks, or 6 where 5 would be wider than this many bits (from
 *  n = 22): a load more a match, but tables a third the size (docs/count.md, "Choices measured"). */
export const QUARTER_CHUNK_BITS = 8;

/** How the quarter join holds its pieces and east halves. */
export interface QuarterLayout {
  /** The pieces of each set of rows as needed, not one table of them all. */
  byRows: boolean;
  /** East halves tabled at a time, at most. */
  eastBlock: number;
  /** Halves a bucket a cut must keep on average (small ones take the cuts of large n to small n). */
  minBucket: number;
  /** West halves matched at a time, at most (the twin matches a set of rows' at once). */
  westBatch: number;
  /** Bits a chunk of a pattern may have before the join takes 6 chunks, not 5. */
  chunkBits: number;
}

export const quarterLayout = (n: number): QuarterLayout =>
  ({ byRows: n >= QUARTER_BY_ROWS_MIN_N, eastBlock: QUARTER_EAST_BLOCK, minBucket: QUARTER_MIN_BUCKET, westBatch: QUARTER_WEST_BATCH, chunkBits: QUARTER_CHUNK_BITS });

/** One task of the quarter-board join (assembly/count-quarter.ts): a configuration of the queens
 *  fixed in the middle row and column (odd n; one for even n), and the sets of rows of it in runs
 *  of `run` consecutive ones (quarterKeyRun(n), count-tasks.ts) whose ordinal mod `modulus` is
 *  `residue`; of each set of rows, the east halves of part `eastPart` of `eastParts` (by their NE
 *  piece; one part but where a set of rows alone is more than a unit, quarterEastParts). */
export interface QuarterTask {
  config: number;
  modulus: number;
  residue: number;
  run: number;
  eastParts: number;
  eastPart: number;
}

export interface Counter {
  /** Sizes the engine for n (1..32) and zeroes its tallies. */
  setup(n: number): void;
  /** Begins the subtree below the prefix (rows of the first columns); taskStep counts it. */
  taskBegin(prefix: ArrayLike<number>): void;
  /** Adds about `budget` nodes' worth of the subtree's solutions to the tallies; true when it is done. */
  taskStep(budget: number): boolean;
  /** The tallies since the last take(), then zero. */
  take(): Tally;
  /** The layout of the next quarter join set up (quarterLayout(n) if not given): tests take the
   *  by-rows pieces and small blocks of east halves to small n. */
  quarterLayout?: QuarterLayout;
  /** Starts a task of the quarter-board join for n (QUARTER_MIN_N..QUARTER_MAX_N), after setup(n). */
  quarterBegin(task: QuarterTask): void;
  /** Advances the quarter task by about `budget` units of work; true when it is done (its count then in take()). */
  quarterStep(budget: number): boolean;
  /** Share of the quarter task done. */
  readonly quarterProgress: number;
  /** Whether the quarter join is still building its whole table of pieces (below
   *  QUARTER_BY_ROWS_MIN_N, in the first quarterSteps after it is set up, before any set of rows). */
  readonly quarterBuilding: boolean;
  /** The most cuts any set of rows' east halves took since the join was set up (tests check that
   *  a layout reaches the matching it aims at). */
  readonly quarterMostCuts: number;
  /** A hash of every cut bit the quarter join chose since it was set up, in order: the twins
   *  choose the same (counts and nodes cannot show it). */
  readonly quarterCutDigest: number;
  /** The sets of rows the begun quarter task joins, in order (2h bits each, h = n >> 1: the
   *  north quadrants' rows low, the south's high), for a re-count by another algorithm. */
  quarterTaskKeys(): number[];
  /** Solutions of n (>= 2) that a 180° and a 90° turn fix (for Burnside's fundamental count). */
  symmetric(n: number): { rot180: bigint; rot90: bigint };
  /** Lexicographic enumeration of the whole board (nodes go to the tallies). */
  enumStart(): void;
  /** Up to maxSolutions (<= OUT_CAP) written to solutionsOut(), n bytes each; stops after about maxNodes. */
  enumNext(maxSolutions: number, maxNodes: number): number;
  readonly enumDone: boolean;
  /** View of the written solutions: valid until the next enumNext. */
  solutionsOut(): Uint8Array;
  /** Starts the textbook search for every solution of n (1..32; assembly/count-textbook.ts):
   *  no symmetry, no bit masks, every partial placement visited. Needs no setup(). */
  textbookStart(n: number): void;
  /** Advances it by about `budget` rows tried; true when it is over. */
  textbookStep(budget: number): boolean;
  /** Its partial placements visited at each depth 0..n so far: the root (1), ..., the solutions. */
  textbookLevels(): bigint[];
}
