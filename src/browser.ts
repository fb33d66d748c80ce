// The public API for browsers (and Web Workers): the API of src/api/create-api.ts with the core
// fetched (beside the bundle, or where locate() says) and counts on Web Workers: the same
// exports as src/index.ts, bundled with src/api/platform-browser.ts as the platform.
export { solve, largestN, count, crossCheck, solutions, place, countPlacements, placements, readRows, watch, countWorkers } from "./api/bound.js";
export * from "./api/public.js";
