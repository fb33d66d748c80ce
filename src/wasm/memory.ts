// Linear memory as the host lays it out for rows: regions on cache lines, grown on demand.
import { growMemory } from "./instantiate.js";
import type { CoreExports } from "./exports.js";

/** Regions the host lays out in linear memory start on a cache line. */
export const align64 = (bytes: number): number => Math.ceil(bytes / 64) * 64;

/** Grows the core's memory to at least `bytes` for rows; views over memory.buffer taken before
 *  are detached when it grows: take them again from pointers. */
export const ensureMemory = (core: CoreExports, bytes: number): void => growMemory(core.memory, bytes, "the rows");
