// Shared by the property tests (fast-check): the real binary run with a time bound, and what every
// run must end in whatever it was given: an answer, or a clean failure with a documented exit code.
import { spawnSync } from "node:child_process";
import { closeSync, fstatSync, mkdtempSync, openSync, readdirSync, readFileSync, readSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import fc from "fast-check";
import { expect } from "vitest";
import { BIN } from "./helpers.js";

/** A run that has not ended by then hangs, and fails the property. */
export const HANG_MS = 60_000;
/** The most runs a property over spawned runs draws (its numRuns, examples included). */
const MOST_SPAWNED_RUNS = 60;
/** The time limit of a property over spawned runs: bound by progress, not by the clock. Each run
 *  is bounded by HANG_MS, so the property fails when one run hangs, never because a busy machine
 *  made every run slow (50 runs took 52 s alone, and more than the 300 s once allowed at load 10). */
export const SPAWNED_MS = MOST_SPAWNED_RUNS * HANG_MS;
/** The most CPU time a run may use from a signal to its exit: the CLI stops its work at once (11 to
 *  106 ms seen), and ends itself STOP_GRACE_MS (500) of wall time after the signal whatever is left.
 *  Counted in CPU time, which a busy machine does not stretch (the limit was 5 s of wall time). */
export const STOP_CPU_MS = 1000;

/** Checks `check` once on each case with its own draw from `draw(case)`: a budget chosen by what it
 *  covers (every case on every run) instead of random picks that repeat some cases and miss others.
 *  Each case is its own fc.assert, so a failure is shrunk and reported, case and seed, as before. */
export async function forEachCase<C, T>(cases: readonly C[], draw: (c: C) => fc.Arbitrary<T>, check: (c: C, value: T) => void | Promise<void>): Promise<void> {
  for (const c of cases) await fc.assert(fc.asyncProperty(fc.constant(c), draw(c), async (given, value) => check(given, value)), { numRuns: 1 });
}

export interface Ended {
  status: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
}

/** How much of a run's stdout the checks read: `place 9 --all --piece knight` rightly prints 450 MB. */
const STDOUT_READ_BYTES = 1 << 26;

/** Runs `nqueens ...args` in `cwd`, with optional stdin, killed if it outlives HANG_MS. Stdout goes
 *  to a file, not a pipe buffer, so a long valid answer is not cut off by a kill; `stdout` holds its
 *  whole lines up to STDOUT_READ_BYTES. */
export function runBounded(args: string[], cwd: string, input?: string | Uint8Array): Ended {
  const dir = mkdtempSync(join(tmpdir(), "nqueens-run-"));
  const fd = openSync(join(dir, "stdout"), "w+");
  try {
    const result = spawnSync(process.execPath, [BIN, ...args], { cwd, input, stdio: ["pipe", fd, "pipe"], encoding: "utf8", maxBuffer: 1 << 24, timeout: HANG_MS, killSignal: "SIGKILL" });
    // sized to what was written: a 64 MiB buffer for every run cost the test ~50 CPU ms a run
    const size = fstatSync(fd).size;
    const head = Buffer.alloc(Math.min(size, STDOUT_READ_BYTES));
    const read = readSync(fd, head, 0, head.length, 0);
    const whole = size <= STDOUT_READ_BYTES ? read : head.lastIndexOf(10) + 1;
    return { status: result.status, signal: result.signal, stdout: head.subarray(0, whole).toString("utf8"), stderr: result.stderr };
  } finally {
    closeSync(fd);
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The documented ending of every run: exit 0, 1 or 2 (130 only when interrupted), never a hang or
 *  a stack trace. On stderr, a failed run writes lines "nqueens: ..." (exactly one for a usage
 *  error) and nothing else but --stats' JSON lines; verify tells an invalid placement on stdout. */
export function expectCleanEnd(run: Ended, what: string, codes: readonly number[] = [0, 1, 2]): void {
  const context = `${what}\nstatus ${run.status} signal ${run.signal}\nstderr: ${run.stderr.slice(0, 400)}`;
  expect(run.signal, context).toBeNull();
  expect(codes, context).toContain(run.status);
  expect(run.stderr, context).not.toMatch(/^\s+at |Error: |node:internal|^\(node:\d+\)/m);
  if (run.status === 0) return;
  const lines = run.stderr.split("\n");
  expect(lines.pop(), context).toBe(""); // every line ends
  const errors = lines.filter((line) => line.startsWith("nqueens: "));
  expect(lines.filter((line) => !line.startsWith("nqueens: ") && !/^\{.*\}$/.test(line)), context).toEqual([]);
  if (run.status === 2) expect(errors, context).toHaveLength(1);
}

/** Node's flag that makes a spawned CLI write, as it exits, the CPU milliseconds it used (all its
 *  threads) to its fd 3: spawn it with a pipe there. With cpuMsOf() at the signal, this bounds the
 *  work done after a signal, which a busy machine does not stretch as it stretches the wall clock. */
export const REPORTS_CPU = `--import=data:text/javascript,import{writeSync}from"node:fs";process.on("exit",()=>{const{user,system}=process.cpuUsage();try{writeSync(3,String((user+system)/1000))}catch{}})`;

/** /proc's unit of CPU time: USER_HZ, 100 a second on every Linux. */
const PROC_TICK_MS = 10;

/** The CPU milliseconds live process `pid` has used so far (all its threads), or undefined once it is gone. */
export function cpuMsOf(pid: number): number | undefined {
  try {
    // after the command's name in parentheses: state, then utime and stime are the 12th and 13th fields
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").replace(/^.*\) /s, "").split(" ");
    return (Number(fields[11]) + Number(fields[12])) * PROC_TICK_MS;
  } catch {
    return undefined;
  }
}

/** Temporary files of --out (".nqueens-PID-HEX.tmp") left in `dir`. */
export const leftovers = (dir: string): string[] => readdirSync(dir).filter((name) => /^\.nqueens-.*\.tmp$/.test(name));
