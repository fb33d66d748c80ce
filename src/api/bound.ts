// The API's functions as both entries export them, documented once. Each builds the API on its
// first call, on the platform src/api/platform.ts names (Node's, or browsers' in the browser
// bundles): importing the package runs nothing, and an app that calls none of them (one that
// only verifies) bundles none of it.
import { createApi, type NQueensApi } from "./create-api.js";
import { platform } from "./platform.js";

let api: NQueensApi | undefined;
const bound = (): NQueensApi => (api ??= createApi(platform));

/** One placement of n queens: `(await solve(1_000_000, { seed: 1 })).rows[c]` is the row of the queen in column c (see NQueensApi.solve). */
export const solve: NQueensApi["solve"] = (n, options) => bound().solve(n, options);
/** The largest n that solve() takes on an engine (see NQueensApi.largestN). */
export const largestN: NQueensApi["largestN"] = (engine) => bound().largestN(engine);
/** All solutions of n <= 32 queens (OEIS A000170) and the fundamental ones (A002562), as BigInt (see NQueensApi.count). */
export const count: NQueensApi["count"] = (n, options) => bound().count(n, options);
/** Units of the quarter join (or samples of them) counted by the join and again by backtracking over the same sets of rows (see NQueensApi.crossCheck). */
export const crossCheck: NQueensApi["crossCheck"] = (n, items, options) => bound().crossCheck(n, items, options);
/** Every solution of n <= 32 queens in lexicographic order, in batches of n-byte rows (see NQueensApi.solutions). */
export const solutions: NQueensApi["solutions"] = (n, options) => bound().solutions(n, options);
/** One placement of n rooks, queens or knights on a board with blocked and fixed squares (see NQueensApi.place). */
export const place: NQueensApi["place"] = (problem, options) => bound().place(problem, options);
/** The number of placements (n <= 32), exact, as BigInt; the board as for place(). */
export const countPlacements: NQueensApi["countPlacements"] = (problem, options) => bound().countPlacements(problem, options);
/** Every placement (n <= 32) in lexicographic order, in batches of n-byte rows; the board as for place(). */
export const placements: NQueensApi["placements"] = (problem, options) => bound().placements(problem, options);
/** A placement of queens read as it streams in, into Wasm memory of its own, then checked there (see RowsReader). */
export const readRows: NQueensApi["readRows"] = (options) => bound().readRows(options);
/** A search stepped one move at a time (minconflicts, hillclimb, anneal, genetic), for teaching (see NQueensApi.watch). */
export const watch: NQueensApi["watch"] = (n, options) => bound().watch(n, options);
/** The workers counts have started in this thread so far (see NQueensApi.countWorkers). */
export const countWorkers: NQueensApi["countWorkers"] = () => bound().countWorkers();
