// The public API for Node: the API of src/api/create-api.ts on Node's platform. Browsers import
// src/browser.ts, the same API on theirs.
import { createApi } from "./api/create-api.js";
import { nodePlatform } from "./api/platform-node.js";

const api = createApi(nodePlatform);

/** One placement of n queens: `(await solve(1_000_000, { seed: 1 })).rows[c]` is the row of the queen in column c (see NQueensApi.solve). */
export const solve = api.solve;
/** The largest n that solve() takes on an engine (see NQueensApi.largestN). */
export const largestN = api.largestN;
/** All solutions of n <= 32 queens (OEIS A000170) and the fundamental ones (A002562), as BigInt (see NQueensApi.count). */
export const count = api.count;
/** Every solution of n <= 32 queens in lexicographic order, in batches of n-byte rows (see NQueensApi.solutions). */
export const solutions = api.solutions;
/** One placement of n rooks, queens or knights on a board with blocked and fixed squares (see NQueensApi.place). */
export const place = api.place;
/** The number of placements (n <= 32), exact, as BigInt; the board as for place(). */
export const countPlacements = api.countPlacements;
/** Every placement (n <= 32) in lexicographic order, in batches of n-byte rows; the board as for place(). */
export const placements = api.placements;
/** A placement of queens read as it streams in, into Wasm memory of its own, then checked there (see RowsReader). */
export const readRows = api.readRows;
/** A search stepped one move at a time (minconflicts, hillclimb, anneal, genetic), for teaching (see NQueensApi.watch). */
export const watch = api.watch;
/** The workers counts have started in this thread so far (see NQueensApi.countWorkers). */
export const countWorkers = api.countWorkers;

export * from "./api/public.js";
