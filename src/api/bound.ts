// The API's functions as both entries export them, documented once. Each builds the API on its
// first call, on the platform src/api/platform.ts names (Node's, or browsers' in the browser
// bundles): importing the package runs nothing, and an app that calls none of them (one that
// only verifies) bundles none of it.
import { createApi, type NQueensApi } from "./create-api.js";
import type { CountOptions } from "./count.js";
import { platform } from "./platform.js";

let api: NQueensApi | undefined;
const bound = (): NQueensApi => (api ??= createApi(platform));

/** One placement of n queens: `(await solve(1_000_000, { seed: 1 })).rows[c]` is the row of the queen in column c (see NQueensApi.solve).
 *  @example const { rows, stats } = await solve(1_000_000, { seed: 42 }); // rows[c]: the row (0-based) of the queen in column c; stats.totalMs: milliseconds */
export const solve: NQueensApi["solve"] = (n, options) => bound().solve(n, options);
/** The largest n that solve() takes on an engine (see NQueensApi.largestN).
 *  @example await largestN("ts"); // 1073741824: the most queens solve() places on the TS twin */
export const largestN: NQueensApi["largestN"] = (engine) => bound().largestN(engine);
/** All solutions of n <= 32 queens (OEIS A000170) and the fundamental ones (A002562), as BigInt (see NQueensApi.count).
 *  @example const { solutions, unique } = await count(12); // 14200n and 1787n (OEIS A000170, A002562) */
export const count = ((n: number, options?: CountOptions) => bound().count(n, options)) as NQueensApi["count"];
/** Units of the quarter join (or samples of them) counted by the join and again by backtracking over the same sets of rows (see NQueensApi.crossCheck).
 *  @example const [item] = await crossCheck(15, [{ unit: 0 }]); // item.confirmed: true when the join and the backtracking agree */
export const crossCheck: NQueensApi["crossCheck"] = (n, items, options) => bound().crossCheck(n, items, options);
/** Every solution of n <= 32 queens in lexicographic order, in batches of n-byte rows (see NQueensApi.solutions).
 *  @example let all = 0; for await (const { count } of solutions(6)) all += count; // all is 4; each solution is 6 bytes of rows (0-based) */
export const solutions: NQueensApi["solutions"] = (n, options) => bound().solutions(n, options);
/** One placement of n rooks, queens or knights on a board with blocked and fixed squares (see NQueensApi.place).
 *  @example const { rows } = await place(8, { piece: "rook", blocked: [[0, 0]] }); // rows[0] is never 0 */
export const place: NQueensApi["place"] = (problem, options) => bound().place(problem, options);
/** The number of placements (n <= 32), exact, as BigInt; the board as for place().
 *  @example const { count, nodes } = await countPlacements(8, { piece: "rook", blocked: [[0, 0]] }); // 35280n = 8! - 7!, nodes 0n (no search) */
export const countPlacements: NQueensApi["countPlacements"] = (problem, options) => bound().countPlacements(problem, options);
/** Every placement (n <= 32) in lexicographic order, in batches of n-byte rows; the board as for place().
 *  @example for await (const batch of placements(6, { piece: "knight", limit: 2 })) console.log(batch.count); // at most 2 placements in all */
export const placements: NQueensApi["placements"] = (problem, options) => bound().placements(problem, options);
/** A placement of queens read as it streams in, into Wasm memory of its own, then checked there (see RowsReader).
 *  @example const reader = await readRows(); reader.push(new TextEncoder().encode("[1,3,0,2]")); reader.verdict(); // { ok: true, n: 4 } */
export const readRows: NQueensApi["readRows"] = (options) => bound().readRows(options);
/** A search stepped one move at a time (minconflicts, hillclimb, anneal, genetic), for teaching (see NQueensApi.watch).
 *  @example const watcher = await watch(8, { algo: "hillclimb", seed: 1 }); watcher.step().kind; // "start", then each move the search makes */
export const watch: NQueensApi["watch"] = (n, options) => bound().watch(n, options);
/** The workers counts have started in this thread so far (see NQueensApi.countWorkers).
 *  @example countWorkers(); // 0 until a count with threads > 1 and n > 15 starts workers, then how many */
export const countWorkers: NQueensApi["countWorkers"] = () => bound().countWorkers();
