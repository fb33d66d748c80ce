// The public API for browsers (and Web Workers): the API of src/api/create-api.ts with the core
// fetched (beside the bundle, or where locate() says) and counts on Web Workers.
import { bindPlatform } from "./api/bound.js";
import { browserPlatform } from "./api/platform-browser.js";

bindPlatform(browserPlatform);

export { solve, largestN, count, crossCheck, solutions, place, countPlacements, placements, readRows, watch, countWorkers } from "./api/bound.js";
export * from "./api/public.js";
