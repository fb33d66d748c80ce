// The public API for Node: the API of src/api/create-api.ts on Node's platform. Browsers import
// src/browser.ts, the same API on theirs.
import { bindPlatform } from "./api/bound.js";
import { nodePlatform } from "./api/platform-node.js";

bindPlatform(nodePlatform);

export { solve, largestN, count, crossCheck, solutions, place, countPlacements, placements, readRows, watch, countWorkers } from "./api/bound.js";
export * from "./api/public.js";
