// npm run bench:count [-- --sizes 12,13,...] [-- --reps R] [-- --ts-max N] [-- --backtrack-max N]:
// exhaustive counts by the half-board join (Wasm on 1 and 2 threads, the pure-TS twin on 1) and
// by the backtracking search (Wasm, 1 and 2 threads), median of R runs after a warm-up, every
// count checked against OEIS (src/data/known-counts.ts) so none of the work can be dropped.
import { parseArgs } from "node:util";
import { count, type CountAlgo, type Engine } from "../src/index.js";
import { knownFundamental, knownSolutions } from "../src/data/known-counts.js";
import { machine, median } from "./machine.js";

const { values } = parseArgs({ options: { sizes: { type: "string" }, reps: { type: "string" }, "ts-max": { type: "string" }, "backtrack-max": { type: "string" } } });
const reps = Number(values.reps ?? 3);
const sizes = values.sizes ? values.sizes.split(",").map(Number) : [12, 13, 14, 15, 16, 17];
const tsMax = Number(values["ts-max"] ?? 16);
const backtrackMax = Number(values["backtrack-max"] ?? 17);

// Wall time, and the CPU time of the whole process (workers included): on a shared machine the
// first grows with the load of others, the second much less.
async function measure(n: number, engine: Engine, threads: number, algo: CountAlgo = "join"): Promise<{ ms: number; cpuMs: number; nodes: bigint }> {
  const times: number[] = [];
  const cpu: number[] = [];
  let nodes = 0n;
  for (let rep = 0; rep < reps; rep++) {
    const before = process.cpuUsage();
    const result = await count(n, { engine, threads, algo });
    const used = process.cpuUsage(before);
    cpu.push((used.user + used.system) / 1000);
    if (result.solutions !== knownSolutions(n) || result.unique !== knownFundamental(n)) {
      throw new Error(`wrong count: ${algo} ${engine} ${threads} threads n=${n}: ${result.solutions} ${result.unique}`);
    }
    times.push(result.ms);
    nodes = result.nodes;
  }
  return { ms: median(times), cpuMs: median(cpu), nodes };
}

// warm-up: compile and tier up both engines (and start workers once) before anything is timed
for (const algo of ["join", "backtrack"] as const) for (const engine of ["wasm", "ts"] as const) for (const threads of [1, 2]) await count(12, { engine, threads, algo });

const fmt = (ms: number): string => (ms < 1000 ? `${ms.toFixed(0)} ms` : `${(ms / 1000).toFixed(2)} s`);
console.log(`machine: ${machine()}`);
console.log(`median of ${reps} runs; total and fundamental counts checked against OEIS A000170, A002562\n`);
console.log("wall time (CPU time of the process in parentheses); join: the half-board join (the default for n = 10..17), backtrack: the canonical-form backtracking search\n");
console.log("| n | solutions | join wasm 1 thread | join wasm 2 threads | speed-up | join ts 1 thread | ts/wasm | backtrack wasm 1 thread | backtrack wasm 2 threads | backtrack/join (1 thread) | join nodes (1 thread) | backtrack nodes |");
console.log("|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|");
for (const n of sizes) {
  const one = await measure(n, "wasm", 1);
  const two = await measure(n, "wasm", 2);
  const ts = n <= tsMax ? await measure(n, "ts", 1) : undefined;
  const back = n <= backtrackMax ? await measure(n, "wasm", 1, "backtrack") : undefined;
  const backTwo = n <= backtrackMax ? await measure(n, "wasm", 2, "backtrack") : undefined;
  const both = (m: { ms: number; cpuMs: number }): string => `${fmt(m.ms)} (${fmt(m.cpuMs)})`;
  const ratio = (a: number, b: number): string => `${(a / b).toFixed(2)}x`;
  console.log(`| ${n} | ${knownSolutions(n)} | ${both(one)} | ${both(two)} | ${ratio(one.ms, two.ms)} | ${ts ? both(ts) : "-"} | ${ts ? ratio(ts.ms, one.ms) : "-"} | ${back ? both(back) : "-"} | ${backTwo ? both(backTwo) : "-"} | ${back ? ratio(back.ms, one.ms) : "-"} | ${one.nodes} | ${back ? back.nodes : "-"} |`);
}
