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

/** Node's flag that makes the child's stderr say it is a terminal, so the command draws its
 *  progress bar (after its first 300 ms of work) into the pipe. */
const STDERR_IS_A_TERMINAL = `--import=data:text/javascript,Object.defineProperty(process.stderr,"isTTY",{value:true})`;

/** Starts `nqueens ...args` with its progress bar on: `working` resolves at the bar's first
 *  line, the sign that the command runs its work (its Ctrl-C handler long installed), and
 *  rejects if the process ends before drawing one. */
export function startWorking(args: string[]): Started & { working: Promise<void> } {
  const child = spawn(process.execPath, [STDERR_IS_A_TERMINAL, BIN, ...args], { stdio: ["ignore", "pipe", "pipe"], env: { ...process.env, TERM: "xterm" } });
  let stderr = "";
  const working = new Promise<void>((resolve, reject) => {
    child.stderr.setEncoding("utf8").on("data", (text: string) => {
      stderr += text;
      if (stderr.includes("\r[")) resolve();
    });
    child.on("close", () => reject(new Error(`nqueens ${args.join(" ")} ended before it drew its progress: ${JSON.stringify(stderr)}`)));
  });
  working.catch(() => {}); // a caller that does not wait for it still sees the end through done
  const done = new Promise<{ status: number | null; signal: NodeJS.Signals | null; stderr: string }>((resolve) => {
    child.on("close", (status, signal) => resolve({ status, signal, stderr: shown(stderr) }));
  });
  return { child, done, working };
}

/** What a terminal shows of stderr: each line as its last redraw left it (the progress bar's
 *  "\r...\x1b[K" redraws and its final blanking removed). */
export function shown(stderr: string): string {
  return stderr.split("\n").map((line) => line.slice(line.lastIndexOf("\r") + 1).replace(/^\x1b\[K/, "")).join("\n");
}

/** `rows` copied to the start of the core's free memory (where no solve state lies), as a view. */
export function rowsInCore(core: CoreExports, rows: ArrayLike<number>): Int32Array {
  ensureMemory(core, core.freePtr() + 4 * rows.length);
  const view = new Int32Array(core.memory.buffer, core.freePtr(), rows.length);
  view.set(rows);
  return view;
}
