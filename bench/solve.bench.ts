// Wasm vs the pure-TS twin vs the construction,
// one process, warm-up first, median of R runs; every answer verified so none is dropped.
import { solve, verify, type Engine, type SolveAlgo, type SolveStats } from "../src/index.js";
import { benchArgs } from "./args.js";
import { machine, median } from "./machine.js";

const values = benchArgs("npm run bench:solve [-- --big] [-- --reps R] [-- --sizes N,N,...]", { big: { type: "boolean" }, reps: { type: "string" }, sizes: { type: "string" } });
const reps = Number(values.reps ?? 3);
const sizes = values.sizes ? values.sizes.split(",").map(Number) : [1e4, 1e5, 1e6, 1e7, ...(values.big ? [1e8] : [])];
const cases: { label: string; engine: Engine; algo: SolveAlgo }[] = [
  { label: "wasm min-conflicts", engine: "wasm", algo: "minconflicts" },
  { label: "ts min-conflicts", engine: "ts", algo: "minconflicts" },
  { label: "wasm construct", engine: "wasm", algo: "construct" },
];

async function measure(n: number, engine: Engine, algo: SolveAlgo): Promise<SolveStats[]> {
  const runs: SolveStats[] = [];
  for (let rep = 0; rep < reps; rep++) {
    globalThis.gc?.();
    const { rows, stats } = await solve(n, { engine, algo, seed: rep + 1, verify: false });
    if (!verify(rows).ok) throw new Error(`invalid answer: ${engine} ${algo} n=${n}`);
    runs.push(stats);
  }
  return runs;
}

// warm-up: compile and tier up both engines' hot code before anything is timed
for (const { engine, algo } of cases) await measure(100_000, engine, algo);

const fmt = (ms: number): string => (ms < 10 ? ms.toFixed(2) : ms < 1000 ? ms.toFixed(1) : ms.toFixed(0));
console.log(`machine: ${machine()}`);
console.log(`median of ${reps} runs (seeds 1..${reps}), times in ms\n`);
console.log("| n | case | init | repair | total | steps | restarts | bytes/queen | ts/wasm |");
console.log("|---:|---|---:|---:|---:|---:|---:|---:|---:|");
for (const n of sizes) {
  const totals = new Map<string, number>();
  for (const { label, engine, algo } of cases) {
    const runs = await measure(n, engine, algo);
    const total = median(runs.map((s) => s.totalMs));
    totals.set(label, total);
    const ratio = label === "ts min-conflicts" ? `${(total / totals.get("wasm min-conflicts")!).toFixed(2)}x` : "";
    console.log(`| ${n.toExponential(0)} | ${label} | ${fmt(median(runs.map((s) => s.initMs)))} | ${fmt(median(runs.map((s) => s.repairMs)))} | ${fmt(total)} | ${median(runs.map((s) => s.steps))} | ${median(runs.map((s) => s.restarts))} | ${(runs[0].memoryBytes / n).toFixed(2)} | ${ratio} |`);
  }
}
