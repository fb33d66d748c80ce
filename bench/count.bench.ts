// Exhaustive counts by the quarter-board join (Wasm on 1 thread for the sizes of --one, on 2 for
// those of --two; the pure-TS twin on 1 thread up to --ts-max) and by the backtracking search
// (Wasm, up to --backtrack-max), each in a process of its own so its peak RSS is its own; with
// --peers DIR, also DIR/kluev-N (Evgeny Kluev's quarter-board counter, built by whoever runs the
// bench) with the same threads, side by side, its runs alternating with ours (so both see the same
// machine). Median CPU time (user + system, all threads, from /usr/bin/time: on a shared machine
// it moves far less than wall time) and wall time of R runs; every count, ours and the peer's,
// checked against OEIS (src/data/known-counts.ts) so none of the work can be dropped, and the
// twin's nodes against the core's. --sample N,... counts a sample unit of ours (count N --shard
// 1/U, U the count's units: unit 1) and the peer's (kluev-N THREADS PARTS 1, PARTS = 256), on
// one thread, each extrapolated to the whole count by its share of the work: the peer's 1/PARTS,
// ours its configuration's measured cost over its parts (src/engine/count-tasks.ts
// quarterTaskShare: the units are uneven from n = 23 on); with --spread K, also K units spread
// evenly over the split, their mean times the units.
import { spawn } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { count, type CountAlgo, type Engine } from "../src/index.js";
import { knownFundamental, knownSolutions } from "../src/data/known-counts.js";
import { quarterTaskOf, unitSplit } from "../src/engine/count-units.js";
import { quarterTaskShare } from "../src/engine/count-tasks.js";
import { benchArgs } from "./args.js";
import { machine, median } from "./machine.js";

const values = benchArgs("npm run bench:count [-- --one 12,13,...] [-- --two 12,13,...] [-- --reps R] [-- --ts-max N] [-- --backtrack-max N] [-- --peers DIR] [-- --sample N,...] [-- --spread K] [-- --sample-backtrack N,...] [-- --no-peer-sample]", {
  one: { type: "string" }, two: { type: "string" }, reps: { type: "string" }, "ts-max": { type: "string" },
  "backtrack-max": { type: "string" }, peers: { type: "string" }, sample: { type: "string" }, "sample-backtrack": { type: "string" },
  "no-peer-sample": { type: "boolean" }, spread: { type: "string" }, child: { type: "string" },
});

interface Run {
  ms: number;
  /** CPU time of the whole process (user + system, every thread). */
  cpuMs: number;
  rssMB: number;
  /** Ours only: the nodes the count reports (the same on every engine and thread count). */
  nodes?: string;
}

// ---- the child: one count in this process (a sample unit with a shard), its nodes as JSON ----
if (values.child) {
  const [n, engine, threads, algo, shardText] = values.child.split(",");
  const size = Number(n);
  const [index, of] = (shardText ?? "").split("/").map(Number);
  const shard = shardText ? { index, of } : undefined;
  const result = await count(size, { engine: engine as Engine, threads: Number(threads), algo: algo as CountAlgo, shard });
  if (!shard && (result.solutions !== knownSolutions(size) || result.unique !== knownFundamental(size))) {
    throw new Error(`wrong count: ${algo} ${engine} ${threads} threads n=${n}: ${result.solutions} ${result.unique}`);
  }
  console.log(JSON.stringify({ nodes: String(result.nodes) }));
  process.exit(0);
}

const list = (text: string | undefined, fallback: number[]): number[] => (text ? text.split(",").map(Number) : fallback);
const reps = Number(values.reps ?? 1);
// samples alone unless sizes are named
const sampling = values.sample !== undefined || values["sample-backtrack"] !== undefined;
const one = list(values.one, sampling ? [] : [12, 13, 14, 15, 16, 17]);
const two = list(values.two, sampling ? [] : [12, 13, 14, 15, 16, 17]);
const tsMax = Number(values["ts-max"] ?? 14);
const backtrackMax = Number(values["backtrack-max"] ?? 16);
const peers = values.peers;

// Runs a program to its end under /usr/bin/time: its wall and CPU time, its peak resident set and its stdout.
function run(command: string, args: string[]): Promise<{ stdout: string; rssMB: number; ms: number; cpuMs: number }> {
  return new Promise((resolve, reject) => {
    const child = spawn("/usr/bin/time", ["-f", "TIME %e %U %S %M", command, ...args], { stdio: ["ignore", "pipe", "pipe"] });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk) => (stdout += chunk));
    child.stderr.on("data", (chunk) => (stderr += chunk));
    child.on("error", reject);
    child.on("close", (code) => {
      const time = /^TIME ([\d.]+) ([\d.]+) ([\d.]+) (\d+)$/m.exec(stderr);
      if (code !== 0 || !time) return reject(new Error(`${command} ${args.join(" ")} exited with ${code}: ${stderr.trim()}`));
      resolve({ stdout, ms: Number(time[1]) * 1000, cpuMs: (Number(time[2]) + Number(time[3])) * 1000, rssMB: Number(time[4]) / 1024 });
    });
  });
}

async function oursOnce(n: number, engine: Engine, threads: number, algo: CountAlgo, shard?: string): Promise<Run> {
  const { stdout, ms, cpuMs, rssMB } = await run(process.execPath, [process.argv[1], "--child", [n, engine, threads, algo, shard].filter((x) => x !== undefined).join(",")]);
  return { ms, cpuMs, rssMB, nodes: (JSON.parse(stdout) as { nodes: string }).nodes };
}

async function kluevOnce(binary: string, n: number, threads: number, parts?: number, part = 1): Promise<Run> {
  const { stdout, rssMB, ms, cpuMs } = await run(binary, parts ? [String(threads), String(parts), String(part)] : [String(threads)]);
  const result = /Result:\s*(\d+)/.exec(stdout);
  if (!result) throw new Error(`kluev-${n}: no result in ${JSON.stringify(stdout)}`);
  if (!parts && BigInt(result[1]) !== knownSolutions(n)) throw new Error(`kluev-${n}: wrong count ${result[1]}`);
  return { ms, cpuMs, rssMB };
}

const summary = (runs: Run[]): Run => ({
  ms: median(runs.map((r) => r.ms)), cpuMs: median(runs.map((r) => r.cpuMs)), rssMB: Math.max(...runs.map((r) => r.rssMB)), nodes: runs[0].nodes,
});

/** R runs of ours, and of the peer where it exists, alternating. */
async function sideBySide(n: number, threads: number): Promise<{ mine: Run; peer?: Run }> {
  const binary = peers && join(peers, `kluev-${n}`);
  const hasPeer = !!binary && existsSync(binary);
  const mine: Run[] = [];
  const peer: Run[] = [];
  for (let rep = 0; rep < reps; rep++) {
    mine.push(await oursOnce(n, "wasm", threads, "quarter"));
    if (hasPeer) peer.push(await kluevOnce(binary, n, threads));
  }
  return { mine: summary(mine), peer: hasPeer ? summary(peer) : undefined };
}

async function ours(n: number, engine: Engine, threads: number, algo: CountAlgo): Promise<Run> {
  const runs: Run[] = [];
  for (let rep = 0; rep < reps; rep++) runs.push(await oursOnce(n, engine, threads, algo));
  return summary(runs);
}

const fmt = (ms: number): string => (ms < 1000 ? `${ms.toFixed(0)} ms` : `${(ms / 1000).toFixed(2)} s`);
const cell = (r: Run | undefined): string => (r ? `${fmt(r.cpuMs)} CPU (${fmt(r.ms)} wall), ${r.rssMB.toFixed(0)} MB` : "-");
const ratio = (a: Run | undefined, b: Run | undefined): string => (a && b ? `${(a.cpuMs / b.cpuMs).toFixed(2)}x` : "-");

console.log(`machine: ${machine()}`);
console.log(`median CPU time (user + system, all threads) and wall time of ${reps} run(s), each in a process of its own, with its peak RSS; ratios of CPU time; every count checked against OEIS A000170 (and A002562 for ours)`);
console.log(`quarter: the quarter-board join (the default for n = 10..27); backtrack: the canonical-form backtracking search${peers ? `; kluev: ${peers}/kluev-N` : ""}\n`);
const peerHead = peers ? " kluev-N | quarter / kluev |" : "";
const peerRule = peers ? "---:|---:|" : "";
console.log(`| n | threads | quarter wasm |${peerHead} 1 -> 2 threads | nodes | quarter ts | ts / wasm | backtrack wasm | backtrack / quarter |`);
console.log(`|---:|---:|---:|${peerRule}---:|---:|---:|---:|---:|---:|`);
const oneThread = new Map<number, Run>();
for (const n of [...new Set([...one, ...two])].sort((a, b) => a - b)) {
  for (const threads of [1, 2]) {
    if (!(threads === 1 ? one : two).includes(n)) continue;
    const { mine, peer } = await sideBySide(n, threads);
    if (threads === 1) oneThread.set(n, mine);
    const ts = threads === 1 && n <= tsMax ? await ours(n, "ts", 1, "quarter") : undefined;
    if (ts && ts.nodes !== mine.nodes) throw new Error(`n=${n}: the twin reports ${ts.nodes} nodes, the core ${mine.nodes}`);
    const back = n <= backtrackMax ? await ours(n, "wasm", threads, "backtrack") : undefined;
    const single = oneThread.get(n);
    const speedUp = threads === 2 && single ? `${(single.ms / mine.ms).toFixed(2)}x` : "-"; // wall time: what the second thread gains
    const peerCells = peers ? ` ${cell(peer)} | ${ratio(mine, peer)} |` : "";
    console.log(`| ${n} | ${threads} | ${cell(mine)} |${peerCells} ${speedUp} | ${mine.nodes} | ${cell(ts)} | ${ratio(ts, mine)} | ${cell(back)} | ${ratio(back, mine)} |`);
  }
}

/** Parts of the peer's count a sample takes one of (its PARTS argument). */
const PEER_PARTS = 256;
const samples = list(values.sample, []);
const hours = (r: Run | undefined): string => (r ? `${(r.cpuMs / 3.6e6).toFixed(2)} CPU h` : "-");
const whole = (r: Run | undefined, k: number): Run | undefined => r && { ...r, cpuMs: r.cpuMs * k, ms: r.ms * k };
if (samples.length > 0) {
  console.log(`\nSample units on 1 thread, extrapolated: ours count N --shard 1/U (U units: unit 1, a share S of the work by its configuration's cost); kluev-N 1 ${PEER_PARTS} 1 (1/${PEER_PARTS} of its work)\n`);
  console.log(`| n | unit 1 of ours | 1/S | x 1/S = whole, CPU | kluev part | x ${PEER_PARTS} = whole, CPU | ours / kluev |`);
  console.log(`|---:|---:|---:|---:|---:|---:|---:|`);
  for (const n of samples) {
    const split = unitSplit(n, "quarter");
    const scale = 1 / quarterTaskShare(n, quarterTaskOf(split, 1));
    const mine = await oursOnce(n, "wasm", 1, "quarter", `1/${split.units}`);
    const binary = peers && join(peers, `kluev-${n}`);
    const peer = binary && existsSync(binary) && !values["no-peer-sample"] ? await kluevOnce(binary, n, 1, PEER_PARTS) : undefined;
    console.log(`| ${n} | ${cell(mine)} | ${scale.toFixed(0)} | ${hours(whole(mine, scale))} | ${cell(peer)} | ${hours(whole(peer, PEER_PARTS))} | ${ratio(whole(mine, scale), whole(peer, PEER_PARTS))} |`);
  }
}

// K units spread evenly over each split of --sample, and as many of the peer's parts: the spread
// of the units' costs, and the whole count as their mean times the units (a systematic sample;
// units differ 1 to 500-fold from n = 24)
const spread = Number(values.spread ?? 0);
if (samples.length > 0 && spread > 0) {
  const spreadOf = (total: number, i: number): number => Math.floor(((i + 0.5) * total) / spread);
  console.log(`\nUnits spread over the split on 1 thread: count N --shard u/U for the ${spread} units u = (i + 1/2) U / ${spread} (and kluev-N 1 ${PEER_PARTS} p likewise); their mean x U = whole\n`);
  console.log(`| n | units U | CPU per unit: least, median, most | peak RSS, most | mean x U = whole, CPU | kluev: CPU per part, least, median, most | mean x ${PEER_PARTS} = whole | ours / kluev |`);
  console.log(`|---:|---:|---:|---:|---:|---:|---:|---:|`);
  const spreadCell = (runs: Run[], total: number): [string, number] => {
    const cpu = runs.map((r) => r.cpuMs).sort((a, b) => a - b);
    const whole = (cpu.reduce((a, b) => a + b, 0) / cpu.length) * total;
    return [`${fmt(cpu[0])}, ${fmt(median(cpu))}, ${fmt(cpu.at(-1)!)}`, whole];
  };
  for (const n of samples) {
    const split = unitSplit(n, "quarter");
    const runs: Run[] = [];
    for (let i = 0; i < spread; i++) {
      const unit = spreadOf(split.tasks, i);
      const run = await oursOnce(n, "wasm", 1, "quarter", `${unit}/${split.units}`);
      const { config, residue, eastPart } = quarterTaskOf(split, unit);
      console.error(`n=${n} unit ${unit} (configuration ${config}, part ${residue}, east part ${eastPart}): ${cell(run)}, ${run.nodes} nodes`);
      runs.push(run);
    }
    const binary = peers && join(peers, `kluev-${n}`);
    const peerRuns: Run[] = [];
    if (binary && existsSync(binary) && !values["no-peer-sample"]) {
      for (let i = 0; i < spread; i++) peerRuns.push(await kluevOnce(binary, n, 1, PEER_PARTS, spreadOf(PEER_PARTS, i)));
    }
    const [mineCell, mineWhole] = spreadCell(runs, split.tasks);
    const rss = Math.max(...runs.map((r) => r.rssMB));
    const [peerCell, peerWhole] = peerRuns.length > 0 ? spreadCell(peerRuns, PEER_PARTS) : ["-", 0];
    const hoursOf = (ms: number): string => `${(ms / 3.6e6).toFixed(ms < 3.6e7 ? 2 : 0)} CPU h`;
    console.log(`| ${n} | ${split.tasks} | ${mineCell} | ${rss.toFixed(0)} MB | ${hoursOf(mineWhole)} | ${peerCell} | ${peerWhole ? hoursOf(peerWhole) : "-"} | ${peerWhole ? `${(mineWhole / peerWhole).toFixed(2)}x` : "-"} |`);
  }
}

// the backtracking search's units from n = 24 on: parts of subtrees, their cost unknown beforehand (1/tasks)
const backSamples = list(values["sample-backtrack"], []);
if (backSamples.length > 0) {
  console.log(`\nBacktracking sample units on 1 thread: count N --algo backtrack --shard 1/U (unit 1 of U), x tasks = whole\n`);
  console.log(`| n | units | unit 1 | its nodes | x tasks = whole, CPU |`);
  console.log(`|---:|---:|---:|---:|---:|`);
  for (const n of backSamples) {
    const split = unitSplit(n, "backtrack");
    const mine = await oursOnce(n, "wasm", 1, "backtrack", `1/${split.units}`);
    console.log(`| ${n} | ${split.units} | ${cell(mine)} | ${mine.nodes} | ${hours(whole(mine, split.tasks))} |`);
  }
}
