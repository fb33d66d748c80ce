// Checkpoints and merge at scale (issue 31): writes a checkpoint of the first --units units of
// count --n (default: all of n = 26's 41.6 million, about 8 GB) in the record format of
// docs/distributed.md (written here as the CLI's src/cli/count-records.ts does, which no bench may
// import; merge refuses any line that drifts from it) with valid check values, then times the
// real CLI on it, each in a process of its own: `merge FILE` (read line by line, 13 bytes a unit;
// --no-merge leaves it out) and, with --resume, `count N --checkpoint FILE` (read as a stream
// into count(), one bit and 4 bytes a unit) up to its first progress line past reading the file
// (stopped there by SIGTERM), or to its answer when every unit is in the file. The records'
// counts are made up but prove themselves: every task an equal share of the solutions (unit 0 the
// rest) and the board unit the turns' fixed ones, set so that the totals are OEIS's (A000170,
// A002562), so a whole checkpoint merges, and resumes, to the known count. --keep keeps the file,
// --reuse takes the one a run kept.
//   npm run bench:checkpoint -- --n 26 --dir /tmp --resume --keep
import { spawn } from "node:child_process";
import { closeSync, existsSync, openSync, readFileSync, rmSync, statSync, writeSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { checkValue, unitSplit, type UnitResult } from "../src/engine/count-units.js";
import { knownFundamental, knownSolutions } from "../src/data/known-counts.js";
import { machine } from "./machine.js";

const { values } = parseArgs({ options: { n: { type: "string", default: "26" }, units: { type: "string" }, dir: { type: "string", default: "/tmp" }, resume: { type: "boolean" }, keep: { type: "boolean" }, reuse: { type: "boolean" }, merge: { type: "boolean", default: true } }, allowNegative: true });
const n = Number(values.n);
const split = unitSplit(n, "quarter");
const units = Math.min(split.units, Number(values.units ?? split.units));
const file = join(values.dir!, `checkpoint-${n}-${units}.jsonl`);
const version = (JSON.parse(readFileSync("package.json", "utf8")) as { version: string }).version;
const head = JSON.stringify({ n, algo: "quarter", version, split: split.fingerprint, revision: split.revision, totalUnits: split.units, engine: "wasm", units: [] }).slice(0, -2);
/** A checkpoint's record of one unit: its head, then [unit, solutions, rot180, rot90, nodes, check, ms]. */
const checkpointLine = (r: UnitResult): string =>
  `${head}[${r.unit},${json(r.solutions)},${json(r.rot180)},${json(r.rot90)},${json(r.nodes)},"${checkValue(split, r)}",${r.ms}]]}`;
/** A count as the format writes it: a number while exact in a double, else its decimal string. */
const json = (value: bigint): string => (value <= BigInt(Number.MAX_SAFE_INTEGER) ? String(value) : `"${value}"`);
const Q = knownSolutions(n)!;
const U = knownFundamental(n)!;

/** Every task's share of the solutions (the rest on unit 0), and the board unit's rot180 set so
 *  that Burnside gives OEIS's fundamental count: (Q + rot180 + 2 rot90) / 8 = U. Nodes a multiple
 *  of the solutions, so a record is as long as a real one. */
const perTask = Q / BigInt(split.tasks);
const countsOf = (unit: number): UnitResult => {
  if (unit === split.tasks) return { unit, solutions: 0n, rot180: 8n * U - Q, rot90: 0n, nodes: 0n, ms: 1000 };
  const solutions = unit === 0 ? Q - perTask * BigInt(split.tasks - 1) : perTask;
  return { unit, solutions, rot180: 0n, rot90: 0n, nodes: 40n * solutions, ms: 1000 };
};

/** Writes the checkpoint in 4 MiB batches; its size and seconds. */
function generate(): { bytes: number; seconds: number } {
  const started = performance.now();
  const fd = openSync(file, "w");
  let batch: string[] = [];
  let length = 0;
  for (let unit = 0; unit < units; unit++) {
    const line = checkpointLine(countsOf(unit));
    batch.push(line);
    length += line.length + 1;
    if (length >= 1 << 22) {
      writeSync(fd, batch.join("\n") + "\n");
      batch = [];
      length = 0;
    }
  }
  if (batch.length > 0) writeSync(fd, batch.join("\n") + "\n");
  closeSync(fd);
  return { bytes: statSync(file).size, seconds: (performance.now() - started) / 1000 };
}

/** Runs the CLI: wall seconds, peak RSS (MB, the kernel's VmHWM), exit code, what it said last;
 *  stopped by SIGTERM at its first progress line when `untilProgress` (its peak read just before). */
function timed(args: string[], untilProgress = false): Promise<{ seconds: number; rssMb: number; code: number | null; said: string }> {
  return new Promise((resolve) => {
    const started = performance.now();
    const child = spawn(process.execPath, ["bin/nqueens.js", ...args], { stdio: ["ignore", "pipe", "pipe"] });
    let err = "";
    let out = "";
    let seconds = 0;
    let peakKb = 0;
    // sampled while it runs, as the kernel keeps it: the high-water mark of the resident set
    const sample = (): void => {
      try {
        peakKb = Math.max(peakKb, Number(/VmHWM:\s+(\d+)/.exec(readFileSync(`/proc/${child.pid}/status`, "utf8"))?.[1] ?? 0));
      } catch {
        // ended
      }
    };
    const sampler = setInterval(sample, 200);
    child.stdout.on("data", (chunk) => (out += chunk));
    child.stderr.on("data", (chunk) => {
      err += chunk;
      if (untilProgress && seconds === 0 && /"phase":"(counting|tables)"/.test(err)) {
        seconds = (performance.now() - started) / 1000;
        sample();
        child.kill("SIGTERM");
      }
    });
    child.on("close", (code) => {
      clearInterval(sampler);
      const said = (out.trim() || err.split("\n").filter((l) => l && !l.startsWith("{")).at(-1)) ?? "";
      resolve({ seconds: seconds || (performance.now() - started) / 1000, rssMb: peakKb / 1024, code, said: said.slice(0, 200) });
    });
  });
}

console.log(machine());
if (values.reuse && existsSync(file)) console.log(`checkpoint of n=${n}: ${units} of ${split.units} units, ${(statSync(file).size / 1e9).toFixed(2)} GB, kept from before`);
else {
  const made = generate();
  console.log(`checkpoint of n=${n}: ${units} of ${split.units} units, ${(made.bytes / 1e9).toFixed(2)} GB, written in ${made.seconds.toFixed(1)} s`);
}
if (values.merge) {
  const merged = await timed(["merge", file]);
  console.log(`merge: ${merged.seconds.toFixed(1)} s, peak RSS ${merged.rssMb.toFixed(0)} MB, exit ${merged.code}: ${merged.said}`);
}
if (values.resume) {
  const resumed = await timed(["count", String(n), "--algo", "quarter", "--threads", "1", "--checkpoint", file, "--progress", "1"], units < split.units);
  console.log(`count --checkpoint (to its first progress line): ${resumed.seconds.toFixed(1)} s, peak RSS ${resumed.rssMb.toFixed(0)} MB, exit ${resumed.code}: ${resumed.said}`);
}
if (!values.keep) rmSync(file);
