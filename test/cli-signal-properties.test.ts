// Property (fast-check): random readers and Ctrl-C. Commands with large outputs run into a reader
// that stops after a random number of bytes, one that never reads, or one that reads it all, with
// or without a SIGINT after a random delay, writing to stdout or to --out FILE. Each ends with the
// exit code its work deserves (a closed pipe does not change it) or, when interrupted, 130 with
// "nqueens: interrupted", its work stopped (bounded in CPU time after the signal); never a stack
// trace or a hang, and --out leaves a complete file the verifier accepts or none (and no temporary
// file).
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Readable } from "node:stream";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BIN } from "./helpers.js";
import { cpuMsOf, type Ended, expectCleanEnd, HANG_MS, leftovers, REPORTS_CPU, SPAWNED_MS, STOP_CPU_MS } from "./properties.js";
import { verify } from "../src/verify/queens.js";

const dir = mkdtempSync(join(tmpdir(), "nqueens-signals-"));
const sizes = join(dir, "sizes.txt");
const rows = join(dir, "rows.txt");

interface Case {
  args: string[];
  /** The exit code when it runs to the end. */
  code: number;
  /** Whether it takes --out, and how to check what it wrote there. */
  out?: (text: string) => void;
}

const placement = (n: number) => (text: string): void => {
  const lines = text.trim().split("\n");
  for (const line of lines) expect(verify(JSON.parse(line) as number[]).ok).toBe(true);
  if (n > 0) expect(lines.map((line) => (JSON.parse(line) as number[]).length)).toEqual([n]);
};

const CASES: Case[] = [
  { args: ["solve", "1000000", "--algo", "construct"], code: 0, out: placement(1_000_000) },
  { args: ["all", "12"], code: 0, out: placement(0) },
  { args: ["place", "1000000", "--piece", "rook"], code: 0 },
  // 2 has no placement: exit 1 once the others are written, also when the reader stopped early
  { args: ["batch", sizes], code: 1, out: (text) => expect(text.trim().split("\n").map((l) => (l === "null" ? null : (JSON.parse(l) as number[]).length))).toEqual([300_000, null, 200_000]) },
  { args: ["verify", rows], code: 1 },
  { args: ["count", "13"], code: 0 },
];

type Sink = { kind: "read"; limit: number } | { kind: "stall" } | { kind: "all" };

/** Runs a case into the sink, with SIGINT after `interruptMs` when given; afterSignalCpuMs is the
 *  CPU time the process used from the signal to its exit (NaN when it reported none). */
function runInto(args: string[], sink: Sink, interruptMs: number | null): Promise<Ended & { afterSignalCpuMs: number }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [REPORTS_CPU, BIN, ...args], { stdio: ["ignore", "pipe", "pipe", "pipe"] });
    const [out, err, report] = [child.stdout!, child.stderr!, child.stdio[3] as Readable];
    let stdout = "";
    let stderr = "";
    let seen = 0;
    let cpuAtSignalMs = 0;
    let cpuAtExit = "";
    err.setEncoding("utf8").on("data", (text: string) => (stderr += text));
    report.setEncoding("utf8").on("data", (text: string) => (cpuAtExit += text));
    if (sink.kind === "read" || sink.kind === "all") {
      out.on("data", (chunk: Buffer) => {
        seen += chunk.length;
        if (sink.kind === "all") stdout += chunk.toString("utf8");
        else if (seen >= sink.limit) out.destroy(); // the reader goes away
      });
      if (sink.kind === "read" && sink.limit === 0) out.destroy();
    }
    const timer = interruptMs === null ? undefined : setTimeout(() => {
      cpuAtSignalMs = cpuMsOf(child.pid!) ?? 0;
      child.kill("SIGINT");
    }, interruptMs);
    const hang = setTimeout(() => child.kill("SIGKILL"), HANG_MS);
    child.on("exit", (status, signal) => {
      clearTimeout(timer);
      clearTimeout(hang);
      out.destroy(); // what a stalled reader left unread
      let open = 2; // stderr and the CPU report, each read to its end
      const ended = (): void => {
        if (--open > 0) return;
        const afterSignalCpuMs = cpuAtExit === "" ? NaN : Number(cpuAtExit) - cpuAtSignalMs;
        resolve({ status, signal, stdout, stderr, afterSignalCpuMs });
      };
      for (const stream of [err, report]) {
        if (stream.readableEnded) ended();
        else stream.on("end", ended);
      }
    });
  });
}

const scenario = fc.record({
  index: fc.nat(CASES.length - 1),
  sink: fc.oneof(
    fc.nat(300_000).map((limit): Sink => ({ kind: "read", limit })),
    fc.constant<Sink>({ kind: "stall" }),
    fc.constant<Sink>({ kind: "all" }),
  ),
  interruptMs: fc.option(fc.integer({ min: 0, max: 1500 }), { freq: 3 }),
  toFile: fc.boolean(),
});

describe("nqueens with random readers and Ctrl-C", () => {
  beforeAll(() => {
    writeFileSync(sizes, "300000\n2\n200000\n");
    // 0 1 2 ...: columns 0 and 1 share a diagonal
    writeFileSync(rows, Array.from({ length: 1_000_000 }, (_, i) => i).join(" ") + "\n");
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("ends with the code the work deserves, or 130 at once when interrupted, --out whole or absent", async () => {
    await fc.assert(fc.asyncProperty(scenario, async ({ index, sink, interruptMs, toFile }) => {
      const { args, code, out } = CASES[index];
      const file = toFile && out ? join(dir, "out.txt") : undefined;
      rmSync(join(dir, "out.txt"), { force: true });
      // a reader that never reads blocks stdout for good: only Ctrl-C ends that
      const interrupt = sink.kind === "stall" && file === undefined && interruptMs === null ? 300 : interruptMs;
      const argv = file ? [...args, "--out", file] : args;
      const run = await runInto(argv, sink, interrupt);
      const what = `nqueens ${argv.join(" ")} into ${JSON.stringify(sink)}, SIGINT after ${interrupt} ms`;
      // a SIGINT before Node has set up its handler ends the process by the signal, which the
      // shell reports as 130 too
      const early = run.signal === "SIGINT" && interrupt !== null;
      expectCleanEnd(early ? { ...run, status: 130, signal: null } : run, what, interrupt === null ? [code] : [code, 130]);
      if (run.status === 130) {
        expect(run.stderr, what).toMatch(/(^|\n)nqueens: interrupted\n$/);
        expect(run.afterSignalCpuMs, what).toBeLessThan(STOP_CPU_MS);
      }
      expect(leftovers(dir), what).toEqual([]);
      if (file === undefined) {
        if (sink.kind === "all" && run.status === code && out) out(run.stdout);
        return;
      }
      // interrupted: no file, or the whole one when Ctrl-C came after it was in place
      if (run.status === code || existsSync(file)) out!(readFileSync(file, "utf8"));
    }), { numRuns: 16 });
  }, SPAWNED_MS);
});
