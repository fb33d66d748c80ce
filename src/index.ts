// The public API for Node: the API of src/api/create-api.ts on Node's platform. Browsers import
// src/browser.ts, the same API on theirs. Importing it runs nothing (package.json: sideEffects).
export { solve, largestN, count, crossCheck, solutions, place, countPlacements, placements, readRows, watch, countWorkers } from "./api/bound.js";
export * from "./api/public.js";
