// Property (fast-check): every catchable signal that ends a process, at a random moment once the
// process has its handlers (read from /proc, never guessed by a sleep), while it writes --out to a
// new file, over an existing one, through a link, through a dangling link, into a FIFO nobody
// reads or one whose reader never reads, or while it waits on an input FIFO (or a stdin pipe)
// nobody writes to. Each run ends, its work stopped (bounded in CPU time after the signal, not in
// wall time), with 128 + the signal's number and one line naming it (or, when its work was done first, with the work's own code), leaves no temporary
// file, and leaves every pre-existing output as it was or completely written.
import { spawn } from "node:child_process";
import { closeSync, constants, existsSync, lstatSync, mkdtempSync, openSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { execFileSync } from "node:child_process";
import { constants as os, tmpdir } from "node:os";
import { join } from "node:path";
import type { Readable } from "node:stream";
import fc from "fast-check";
import { afterAll, describe, expect, it } from "vitest";
import { BIN } from "./helpers.js";
import { cpuMsOf, forEachCase, HANG_MS, leftovers, REPORTS_CPU, SPAWNED_MS, STOP_CPU_MS } from "./properties.js";
import { verify } from "../src/verify/queens.js";

const dir = mkdtempSync(join(tmpdir(), "nqueens-ending-"));

/** The signals the CLI catches to end cleanly (nqueens --help lists their exit codes). */
const SIGNALS = ["SIGINT", "SIGTERM", "SIGHUP", "SIGQUIT", "SIGUSR2", "SIGALRM", "SIGXCPU", "SIGVTALRM", "SIGPWR"] as const;
type Signal = (typeof SIGNALS)[number];

/** Whether /proc says process `pid` catches every one of SIGNALS (its SigCgt mask): the CLI has
 *  set up its handlers (Node catches SIGINT and SIGTERM from its start, the others only when asked).
 *  Undefined once the process is gone. */
function catchesAll(pid: number): boolean | undefined {
  try {
    const mask = /^SigCgt:\s*([0-9a-f]+)$/m.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1];
    return mask !== undefined && SIGNALS.every((signal) => ((BigInt(`0x${mask}`) >> BigInt(os.signals[signal] - 1)) & 1n) === 1n);
  } catch {
    return undefined;
  }
}

interface Ending {
  status: number | null;
  signal: NodeJS.Signals | null;
  stderr: string;
  /** CPU time used from the signal to the exit (NaN when the process reported none), or undefined
   *  when it ended before it was ready. */
  afterSignalCpuMs?: number;
}

/** Runs nqueens, sends `signal` `delayMs` after its handlers are in place, and waits for the end. */
function runSignalled(args: string[], signal: Signal, delayMs: number): Promise<Ending> {
  return new Promise((resolve) => {
    // stdin a pipe nobody writes to and nobody closes; fd 3 the CPU report
    const child = spawn(process.execPath, [REPORTS_CPU, BIN, ...args], { stdio: ["pipe", "ignore", "pipe", "pipe"] });
    let stderr = "";
    let cpuAtSignalMs: number | undefined;
    let cpuAtExit = "";
    child.stderr!.setEncoding("utf8").on("data", (text: string) => (stderr += text));
    (child.stdio[3] as Readable).setEncoding("utf8").on("data", (text: string) => (cpuAtExit += text));
    const hang = setTimeout(() => child.kill("SIGKILL"), HANG_MS);
    const ready = (): void => {
      const state = catchesAll(child.pid!);
      if (state === undefined || child.exitCode !== null) return;
      if (!state) return void setTimeout(ready, 5);
      setTimeout(() => {
        cpuAtSignalMs = cpuMsOf(child.pid!) ?? 0;
        child.kill(signal);
      }, delayMs);
    };
    child.on("spawn", ready);
    child.on("close", (status, ended) => {
      clearTimeout(hang);
      child.stdin!.destroy();
      const afterSignalCpuMs = cpuAtSignalMs === undefined ? undefined : cpuAtExit === "" ? NaN : Number(cpuAtExit) - cpuAtSignalMs;
      resolve({ status, signal: ended, stderr, afterSignalCpuMs });
    });
  });
}

type OutKind = "new" | "existing" | "link" | "dangling" | "fifo, no reader" | "fifo, a reader that never reads";
const OUT_KINDS: OutKind[] = ["new", "existing", "link", "dangling", "fifo, no reader", "fifo, a reader that never reads"];

interface Writer {
  args: string[];
  /** Throws unless `text` is the whole output. */
  whole(text: string): void;
}

const placement = (n: number) => (text: string): void => {
  const rows = JSON.parse(text) as number[];
  expect(rows).toHaveLength(n);
  expect(verify(rows).ok).toBe(true);
};

/** Rooks: one a row, one a column. */
const rooks = (n: number) => (text: string): void => {
  const rows = JSON.parse(text) as number[];
  expect(rows).toHaveLength(n);
  expect(new Set(rows).size).toBe(n);
};

const WRITERS: Writer[] = [
  { args: ["solve", "2000000", "--algo", "construct"], whole: placement(2_000_000) },
  { args: ["all", "12"], whole: (text) => expect(text.split("\n")).toHaveLength(14_200 + 1) },
  { args: ["place", "300000", "--piece", "rook"], whole: rooks(300_000) },
];

const OLD = "old content\n";

/** Makes the output of `kind` at `path`; returns where the bytes land and what undoes a FIFO reader. */
function makeOutput(kind: OutKind, path: string): { target: string; release(): void } {
  const target = join(dir, "target");
  const nothing = { target: path, release() {} };
  switch (kind) {
    case "new": return nothing;
    case "existing": writeFileSync(path, OLD); return nothing;
    case "link": writeFileSync(target, OLD); symlinkSync(target, path); return { target, release() {} };
    case "dangling": symlinkSync(target, path); return { target, release() {} };
    case "fifo, no reader": execFileSync("mkfifo", [path]); return nothing;
    case "fifo, a reader that never reads": {
      execFileSync("mkfifo", [path]);
      const fd = openSync(path, constants.O_RDONLY | constants.O_NONBLOCK);
      return { target: path, release: () => closeSync(fd) };
    }
  }
}

type Reader = "verify" | "batch" | "merge" | "place --blocked-file" | "bench --compare" | "verify from stdin";
const READERS: Reader[] = ["verify", "batch", "merge", "place --blocked-file", "bench --compare", "verify from stdin"];

function readerArgs(reader: Reader, fifo: string): string[] {
  switch (reader) {
    case "verify": return ["verify", fifo];
    case "batch": return ["batch", fifo];
    case "merge": return ["merge", fifo];
    case "place --blocked-file": return ["place", "8", "--blocked-file", fifo];
    case "bench --compare": return ["bench", "--compare", fifo, fifo];
    case "verify from stdin": return ["verify"];
  }
}

/** Every writer into every kind of output, the signals in turn (each twice): 18 runs that cover
 *  each pair on every run, where 24 random picks repeated some and missed others. The signals
 *  share one handler and differ in their code and line, so each is sent, not each with each. */
const WRITING = WRITERS.flatMap((_, writer) => OUT_KINDS.map((kind) => ({ writer, kind }))).map((c, i) => ({ ...c, signal: SIGNALS[i % SIGNALS.length] }));

/** Every signal once, to the readers in turn (each at least once): 9 runs, where 16 random picks
 *  of the 54 pairs left signals and readers out. */
const WAITING = SIGNALS.map((signal, i) => ({ signal, reader: READERS[i % READERS.length] }));

/** The ending every signalled run must have: soon, with 128 + the signal's number and its line,
 *  unless the work (exit `done`) finished first; never killed, never a stack trace. */
function expectSignalledEnd(run: Ending, signal: Signal, done: number[], what: string): void {
  const context = `${what}\nstatus ${run.status} signal ${run.signal} after ${run.afterSignalCpuMs} CPU ms\nstderr: ${run.stderr.slice(0, 400)}`;
  expect(run.signal, context).toBeNull();
  const code = 128 + os.signals[signal];
  expect([...done, code], context).toContain(run.status);
  if (run.status !== code) return;
  expect(run.stderr, context).toMatch(new RegExp(`(^|\\n)nqueens: interrupted${signal === "SIGINT" ? "" : ` by ${signal}`}\\n$`));
  expect(run.stderr, context).not.toMatch(/^\s+at |Error: |node:internal/m);
  expect(run.afterSignalCpuMs, context).toBeLessThan(STOP_CPU_MS);
}

describe.runIf(process.platform === "linux")("nqueens ended by a signal", () => {
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const clear = (): void => {
    for (const name of readdirSync(dir)) rmSync(join(dir, name), { force: true });
  };

  it("while writing --out anywhere: ends with 128 + its number, the output untouched or whole, no temporary file", async () => {
    await forEachCase(WRITING, () => fc.integer({ min: 0, max: 800 }), async ({ writer, kind, signal }, delayMs) => {
      clear();
      const out = join(dir, "out");
      const { target, release } = makeOutput(kind, out);
      const { args, whole } = WRITERS[writer];
      const what = `nqueens ${args.join(" ")} --out (${kind}), ${signal} ${delayMs} ms after it is ready`;
      let run: Ending;
      try {
        run = await runSignalled([...args, "--out", out], signal, delayMs);
      } finally {
        release();
      }
      // A signal that comes as a finished run's process is being torn down (its handlers gone)
      // ends it by that signal, which a shell reports as the same 128 + N: the output is whole.
      const tornDown = run.signal === signal && !kind.startsWith("fifo");
      // nobody reads a FIFO here: only the signal ends the run
      if (!tornDown) expectSignalledEnd(run, signal, kind.startsWith("fifo") ? [] : [0], what);
      expect(leftovers(dir), what).toEqual([]);
      if (kind.startsWith("fifo")) return;
      if (kind === "link" || kind === "dangling") expect(lstatSync(out).isSymbolicLink(), what).toBe(true);
      if (!existsSync(target) && !tornDown) {
        expect(["new", "dangling"], what).toContain(kind);
        return;
      }
      const text = readFileSync(target, "utf8");
      if (text !== OLD || kind === "new" || kind === "dangling" || tornDown) whole(text);
    });
  }, SPAWNED_MS);

  it("while waiting on an input nobody writes to (a FIFO, a stdin pipe): ends with 128 + its number", async () => {
    await forEachCase(WAITING, () => fc.integer({ min: 0, max: 300 }), async ({ reader, signal }, delayMs) => {
      clear();
      const fifo = join(dir, "in");
      execFileSync("mkfifo", [fifo]);
      const args = readerArgs(reader, fifo);
      const run = await runSignalled(args, signal, delayMs);
      expectSignalledEnd(run, signal, [], `nqueens ${args.join(" ")}, ${signal} ${delayMs} ms after it is ready`);
    });
  }, SPAWNED_MS);
});
