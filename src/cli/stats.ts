import type { SolveStats } from "../api/solve.js";

const round = (ms: number): number => Math.round(ms * 1000) / 1000;

/** --stats: one JSON object, times in ms to the microsecond, with the memory per queen. */
export function statsLine(stats: SolveStats): string {
  return JSON.stringify({
    ...stats,
    initMs: round(stats.initMs),
    repairMs: round(stats.repairMs),
    totalMs: round(stats.totalMs),
    bytesPerQueen: round(stats.memoryBytes / stats.n),
  });
}
