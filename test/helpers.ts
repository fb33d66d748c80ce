// Shared by the tests: the real CLI binary and a small deterministic generator of test sizes.
import { spawn, spawnSync, type ChildProcess, type StdioOptions } from "node:child_process";
import { fileURLToPath } from "node:url";
import type { CoreExports } from "../src/wasm/exports.js";
import { ensureMemory } from "../src/wasm/memory.js";

export const BIN = fileURLToPath(new URL("../bin/nqueens.js", import.meta.url));

export interface Run {
  status: number | null;
  stdout: string;
  stderr: string;
}

/** Runs `nqueens ...args` to completion, with optional stdin. */
export function nqueens(args: string[], input?: string): Run {
  const result = spawnSync(process.execPath, [BIN, ...args], { input, encoding: "utf8", maxBuffer: 1 << 30 });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** Sizes spread over [lo, hi) from a fixed LCG, so a failure names a size that reproduces. */
export function spreadSizes(count: number, lo: number, hi: number, seed = 12345): number[] {
  let x = seed;
  return Array.from({ length: count }, () => {
    x = (Math.imul(x, 1103515245) + 12345) >>> 0;
    return lo + Math.floor((x / 2 ** 32) * (hi - lo));
  });
}

export interface Started {
  child: ChildProcess;
  /** Resolves when the process has exited, with its stderr (stdout is left to the caller). */
  done: Promise<{ status: number | null; signal: NodeJS.Signals | null; stderr: string }>;
}

/** Starts `nqueens ...args` without waiting; `stdio` as for child_process.spawn (default: pipes). */
export function start(args: string[], stdio: StdioOptions = "pipe"): Started {
  const child = spawn(process.execPath, [BIN, ...args], { stdio });
  let stderr = "";
  child.stderr?.setEncoding("utf8").on("data", (text: string) => (stderr += text));
  const done = new Promise<{ status: number | null; signal: NodeJS.Signals | null; stderr: string }>((resolve) => {
    child.on("close", (status, signal) => resolve({ status, signal, stderr }));
  });
  return { child, done };
}

/** `rows` copied to the start of the core's free memory (where no solve state lies), as a view. */
export function rowsInCore(core: CoreExports, rows: ArrayLike<number>): Int32Array {
  ensureMemory(core, core.freePtr() + 4 * rows.length);
  const view = new Int32Array(core.memory.buffer, core.freePtr(), rows.length);
  view.set(rows);
  return view;
}
