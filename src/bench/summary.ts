// What every benchmark of the package reports the same way, `nqueens bench` and the focused
// bench/*.bench.ts scripts alike: the median of the runs and the machine line.
import type { Machine } from "./types.js";

export const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};

/** "Intel(R) Xeon(R) Processor, 2 cores, 24 GiB, Node 20.20.2 (V8 11.3...), linux x64" */
export const machineLine = (m: Machine): string =>
  `${m.cpu}, ${m.cores} cores, ${(m.memoryBytes / 1024 ** 3).toFixed(0)} GiB, Node ${m.node} (V8 ${m.v8}), ${m.platform} ${m.arch}`;
