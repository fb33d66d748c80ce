// Shared by the property tests (fast-check): the real binary run with a time bound, and what every
// run must end in whatever it was given: an answer, or a clean failure with a documented exit code.
import { spawnSync } from "node:child_process";
import { readdirSync } from "node:fs";
import { expect } from "vitest";
import { BIN } from "./helpers.js";

/** A run that has not ended by then hangs, and fails the property. */
export const HANG_MS = 60_000;
/** The time limit of a property over spawned runs: a few dozen runs take well under a minute
 *  alone, several times that on a machine busy with the rest of the suite. */
export const SPAWNED_MS = 300_000;

export interface Ended {
  status: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
}

/** Runs `nqueens ...args` in `cwd`, with optional stdin, killed if it outlives HANG_MS. */
export function runBounded(args: string[], cwd: string, input?: string | Uint8Array): Ended {
  const result = spawnSync(process.execPath, [BIN, ...args], { cwd, input, encoding: "utf8", maxBuffer: 1 << 28, timeout: HANG_MS, killSignal: "SIGKILL" });
  return { status: result.status, signal: result.signal, stdout: result.stdout, stderr: result.stderr };
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

/** Temporary files of --out (".nqueens-PID-HEX.tmp") left in `dir`. */
export const leftovers = (dir: string): string[] => readdirSync(dir).filter((name) => /^\.nqueens-.*\.tmp$/.test(name));
