// What a user waits for with a huge answer. For `solve N --out F` (json, text) the whole
// process's wall time, CPU time (user + system) and peak RSS against the core's own totalMs
// (--stats); for `verify F` of that json and that text file the same against the C checker
// `check -t F N` on the same file when --check names it. --ref names the C reference solver
// (`ref3 N SEED F`, its answer as raw u32): its SOLVE_TOTAL and whole process in the same run,
// for scale (no target). --peers DIR is --check DIR/check --ref DIR/ref3. --baseline runs another
// build of the CLI (an older checkout's bin/nqueens.js) on the same cases, interleaved, so the
// before/after ratios come from one run. Files go to --dir (default: the system's temp folder)
// and are deleted after each size: n = 10^8 as JSON is about 900 MB.
import { spawn } from "node:child_process";
import { existsSync, rmSync, statSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { benchArgs } from "./args.js";
import { machine, median } from "./machine.js";

const values = benchArgs("npm run bench:io [-- --sizes 1e6,1e7,1e8] [-- --reps R] [-- --peers DIR] [-- --check PATH] [-- --ref PATH] [-- --baseline CLI] [-- --cli CLI] [-- --dir DIR] [-- --seed S]", {
  sizes: { type: "string" },
  reps: { type: "string" },
  peers: { type: "string" },
  check: { type: "string" },
  ref: { type: "string" },
  baseline: { type: "string" },
  cli: { type: "string" },
  dir: { type: "string" },
  seed: { type: "string" },
});
const sizes = (values.sizes ?? "1e6,1e7,1e8").split(",").map(Number);
const reps = Number(values.reps ?? 3);
const seed = values.seed ?? "1";
const dir = values.dir ?? tmpdir();
const checker = values.check ?? (values.peers && join(values.peers, "check"));
const reference = values.ref ?? (values.peers && join(values.peers, "ref3"));
const builds: { label: string; cli: string }[] = [
  { label: "now", cli: values.cli ?? new URL("../bin/nqueens.js", import.meta.url).pathname },
  ...(values.baseline ? [{ label: "before", cli: values.baseline }] : []),
];
/** `/usr/bin/time -v` reports the peak RSS of the child; without it, VmHWM is polled from /proc. */
const GNU_TIME = "/usr/bin/time";
const hasGnuTime = existsSync(GNU_TIME);
const POLL_MS = 20;

interface Run {
  wallMs: number;
  /** User plus system CPU time (0 without GNU time). */
  cpuMs: number;
  peakMiB: number;
  code: number;
  stdout: string;
  stderr: string;
}

async function peakOfProc(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, "utf8").catch(() => "");
  const match = /VmHWM:\s+(\d+) kB/.exec(status);
  return match ? Number(match[1]) / 1024 : 0;
}

/** Runs a command to its end; wall time from spawn to exit, peak RSS of the process. */
function run(command: string, args: string[]): Promise<Run> {
  const argv = hasGnuTime ? [GNU_TIME, "-v", command, ...args] : [command, ...args];
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(argv[0], argv.slice(1), { stdio: ["ignore", "pipe", "pipe"] });
    let stdout = "";
    let stderr = "";
    let polled = 0;
    child.stdout.on("data", (chunk: Buffer) => (stdout += chunk));
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk));
    const timer = hasGnuTime ? undefined : setInterval(() => {
      void peakOfProc(child.pid!).then((mib) => (polled = Math.max(polled, mib)));
    }, POLL_MS);
    child.on("error", reject);
    child.on("close", (code) => {
      const wallMs = performance.now() - started;
      clearInterval(timer);
      const reported = /Maximum resident set size \(kbytes\): (\d+)/.exec(stderr);
      const seconds = (what: string): number => Number(new RegExp(`${what} time \\(seconds\\): ([\\d.]+)`).exec(stderr)?.[1] ?? 0);
      resolve({ wallMs, cpuMs: 1000 * (seconds("User") + seconds("System")), peakMiB: reported ? Number(reported[1]) / 1024 : polled, code: code ?? -1, stdout, stderr });
    });
  });
}

function expectOk(what: string, result: Run): Run {
  if (result.code !== 0) throw new Error(`${what} exited ${result.code}: ${result.stdout.slice(0, 200)} ${result.stderr.slice(0, 400)}`);
  return result;
}

/** The C reference's own solve time, from its one line: "... SOLVE_TOTAL=7.512s ...". */
const refCoreMs = (stdout: string): number => {
  const match = /SOLVE_TOTAL=([\d.]+)s/.exec(stdout);
  if (!match) throw new Error(`no SOLVE_TOTAL in: ${stdout.slice(0, 400)}`);
  return Number(match[1]) * 1000;
};

const coreMs = (stderr: string): number => {
  const line = stderr.split("\n").find((l) => l.startsWith("{") && l.includes("totalMs"));
  if (!line) throw new Error(`no --stats line in: ${stderr.slice(0, 400)}`);
  return (JSON.parse(line) as { totalMs: number }).totalMs;
};

const s = (ms: number): string => (ms / 1000).toFixed(ms < 10_000 ? 3 : 2);
const mib = (x: number): string => x.toFixed(0);
const yes = (ok: boolean): string => (ok ? "yes" : "**no**");
/** The targets: the whole solve within 1.3x the core + 0.15 s; verify within the C checker's time
 *  and 1.2x (4 bytes a queen + 64 MB) of memory; solve of 10^8 within 540 MB. */
const SOLVE_RATIO = 1.3;
const SOLVE_SLACK_MS = 150;
const VERIFY_RSS = (n: number): number => (1.2 * (4 * n + 64 * 2 ** 20)) / 2 ** 20;
const SOLVE_1E8_RSS_MIB = 540;

console.log(`machine: ${machine()}, load average ${loadavg().map((x) => x.toFixed(1)).join(" ")} at the start`);
console.log(`median of ${reps} runs (interleaved), seed ${seed}; builds: ${builds.map((b) => `${b.label} = ${b.cli}`).join(", ")}`);
console.log("wall and CPU (user + system) of the whole process; the core's totalMs is its own wall time\n");
console.log("| n | command | build | core totalMs | whole process | CPU | target | met | peak RSS MiB | RSS target | met |");
console.log("|---:|---|---|---:|---:|---:|---:|---|---:|---:|---|");

interface Samples {
  core: number[];
  wall: number[];
  cpu: number[];
  peak: number[];
}
const add = (table: Map<string, Samples>, label: string, result: Run, core = 0): void => {
  const entry = table.get(label) ?? { core: [], wall: [], cpu: [], peak: [] };
  entry.core.push(core);
  entry.wall.push(result.wallMs);
  entry.cpu.push(result.cpuMs);
  entry.peak.push(result.peakMiB);
  table.set(label, entry);
};
const cpuOf = (r: Samples): string => (hasGnuTime ? `${s(median(r.cpu))} s` : "");

for (const n of sizes) {
  const exp = n.toExponential(0);
  for (const format of ["json", "text"] as const) {
    const file = join(dir, `nqueens-io-${process.pid}-${n}.${format === "json" ? "json" : "txt"}`);
    try {
      const solves = new Map<string, Samples>();
      for (let rep = 0; rep < reps; rep++) {
        for (const { label, cli } of builds) {
          rmSync(file, { force: true });
          const result = expectOk(`solve ${n}`, await run(process.execPath, [cli, "solve", String(n), "--seed", seed, "--format", format, "--out", file, "--stats"]));
          add(solves, label, result, coreMs(result.stderr));
        }
      }
      for (const [label, r] of solves) {
        const core = median(r.core);
        const wall = median(r.wall);
        const peak = Math.max(...r.peak);
        const target = SOLVE_RATIO * core + SOLVE_SLACK_MS;
        const rssTarget = n >= 1e8 ? `${SOLVE_1E8_RSS_MIB}` : "";
        const rssMet = n >= 1e8 ? yes(peak <= SOLVE_1E8_RSS_MIB) : "";
        console.log(`| ${exp} | solve --format ${format} --out | ${label} | ${s(core)} s | ${s(wall)} s (${(wall / core).toFixed(2)}x) | ${cpuOf(r)} | ${s(target)} s | ${yes(wall <= target)} | ${mib(peak)} | ${rssTarget} | ${rssMet} |`);
      }
      const size = `${(statSync(file).size / 2 ** 20).toFixed(0)} MiB ${format}`;
      const verify = new Map<string, Samples>();
      for (let rep = 0; rep < reps; rep++) {
        for (const { label, cli } of builds) {
          const result = expectOk(`verify ${n}`, await run(process.execPath, [cli, "verify", file]));
          if (!result.stdout.startsWith(`valid n=${n}`)) throw new Error(`verify said: ${result.stdout}`);
          add(verify, label, result);
        }
        if (checker) {
          const result = expectOk("check", await run(checker, ["-t", file, String(n)]));
          if (!result.stdout.startsWith("VALID")) throw new Error(`check said: ${result.stdout}`);
          add(verify, "check -t", result);
        }
      }
      const checkMs = verify.has("check -t") ? median(verify.get("check -t")!.wall) : undefined;
      for (const [label, r] of verify) {
        const wall = median(r.wall);
        const peak = Math.max(...r.peak);
        const isOurs = label !== "check -t";
        const versus = checkMs !== undefined && isOurs ? ` (${(wall / checkMs).toFixed(2)}x check)` : "";
        const target = checkMs !== undefined && isOurs ? `${s(checkMs)} s` : "";
        const met = checkMs !== undefined && isOurs ? yes(wall <= checkMs) : "";
        const rssTarget = isOurs ? VERIFY_RSS(n) : undefined;
        console.log(`| ${exp} | verify (${size}) | ${label} | | ${s(wall)} s${versus} | ${cpuOf(r)} | ${target} | ${met} | ${mib(peak)} | ${rssTarget ? mib(rssTarget) : ""} | ${rssTarget ? yes(peak <= rssTarget) : ""} |`);
      }
    } finally {
      rmSync(file, { force: true });
    }
  }
  if (reference) {
    const file = join(dir, `nqueens-io-${process.pid}-${n}.u32`);
    const runs = new Map<string, Samples>();
    try {
      for (let rep = 0; rep < reps; rep++) {
        const result = expectOk(`ref3 ${n}`, await run(reference, [String(n), seed, file]));
        add(runs, "ref3", result, refCoreMs(result.stdout));
      }
    } finally {
      rmSync(file, { force: true });
    }
    const r = runs.get("ref3")!;
    const core = median(r.core);
    const wall = median(r.wall);
    console.log(`| ${exp} | ref3 (C) N SEED F, raw u32 | | ${s(core)} s | ${s(wall)} s (${(wall / core).toFixed(2)}x) | ${cpuOf(r)} | | | ${mib(Math.max(...r.peak))} | | |`);
  }
}
