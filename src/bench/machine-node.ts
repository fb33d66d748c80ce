// The machine a benchmark runs on, from Node's os module.
import os from "node:os";
import type { Machine } from "./types.js";

export function machine(): Machine {
  return {
    cpu: os.cpus()[0]?.model.trim() ?? "unknown CPU",
    cores: os.availableParallelism(),
    memoryBytes: os.totalmem(),
    node: process.versions.node,
    v8: process.versions.v8,
    platform: os.platform(),
    arch: os.arch(),
  };
}
