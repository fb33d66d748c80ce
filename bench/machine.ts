// The machine a benchmark ran on, written next to every result.
import os from "node:os";

export function machine(): string {
  const cpu = os.cpus()[0]?.model ?? "unknown CPU";
  const gib = (os.totalmem() / 1024 ** 3).toFixed(0);
  return `${cpu}, ${os.availableParallelism()} cores, ${gib} GiB, Node ${process.versions.node} (V8 ${process.versions.v8}), ${os.platform()} ${os.arch()}`;
}

export const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};
