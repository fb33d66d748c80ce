// Large place instances, Wasm and the TS twin in one process, warm-up first, median of R runs
// (seeds 1..R); every answer verified.
//   rooks:   n with n random blocked squares (matching)
//   queens:  n with n/10 random blocked squares and 100 fixed queens taken from a solution
//   knights: n with n random blocked squares
import { place, solve, verifyPlacement, type Engine, type PlaceProblem } from "../src/index.js";
import { ENGINES } from "../src/engine/engine.js";
import { benchArgs } from "./args.js";
import { machine, median } from "./machine.js";

const values = benchArgs("npm run bench:place [-- --reps R] [-- --n N]", { reps: { type: "string" }, n: { type: "string" } });
const reps = Number(values.reps ?? 3);
const n = Number(values.n ?? 1e6);

function lcg(seed: number): () => number {
  let x = seed >>> 0;
  return () => (x = (Math.imul(x, 1103515245) + 12345) >>> 0) / 2 ** 32;
}

/** `count` random squares off the fixed ones (duplicates possible and harmless). */
function randomBlocked(size: number, count: number, seed: number, fixed: number[] = []): Int32Array {
  const next = lcg(seed);
  const taken = new Set<number>();
  for (let k = 0; k < fixed.length; k += 2) taken.add(fixed[k] * size + fixed[k + 1]);
  const out = new Int32Array(2 * count);
  for (let k = 0; k < count; ) {
    const r = Math.floor(next() * size);
    const c = Math.floor(next() * size);
    if (taken.has(r * size + c)) continue;
    out[2 * k] = r;
    out[2 * k + 1] = c;
    k++;
  }
  return out;
}

async function instances(size: number): Promise<{ label: string; problem: PlaceProblem }[]> {
  const { rows } = await solve(size, { seed: 7 });
  const next = lcg(11);
  const fixed: number[] = [];
  const used = new Set<number>();
  while (fixed.length < 200) {
    const c = Math.floor(next() * size);
    if (used.has(c)) continue;
    used.add(c);
    fixed.push(rows[c], c);
  }
  return [
    { label: `rooks, ${size} blocked`, problem: { n: size, piece: "rook", blocked: randomBlocked(size, size, 1) } },
    { label: `queens, ${size / 10} blocked, 100 fixed`, problem: { n: size, piece: "queen", blocked: randomBlocked(size, size / 10, 2, fixed), fixed } },
    { label: `knights, ${size} blocked`, problem: { n: size, piece: "knight", blocked: randomBlocked(size, size, 3) } },
  ];
}

async function measure(problem: PlaceProblem, engine: Engine): Promise<{ ms: number; work: number }[]> {
  const runs = [];
  for (let rep = 0; rep < reps; rep++) {
    const { rows, stats } = await place(problem, { engine, seed: rep + 1, verify: false });
    if (!verifyPlacement({ ...problem, piece: stats.piece }, rows).ok) throw new Error(`invalid answer: ${engine} ${problem.piece}`);
    runs.push({ ms: stats.ms, work: stats.work });
  }
  return runs;
}

for (const { problem } of await instances(1e4)) for (const engine of ENGINES) await measure(problem, engine); // warm-up

const fmt = (ms: number): string => (ms < 10 ? ms.toFixed(2) : ms < 1000 ? ms.toFixed(1) : ms.toFixed(0));
console.log(`machine: ${machine()}`);
console.log(`median of ${reps} runs (seeds 1..${reps}), times in ms, n = ${n}\n`);
console.log("| instance | wasm | ts | ts/wasm | work (wasm) |");
console.log("|---|---:|---:|---:|---:|");
for (const { label, problem } of await instances(n)) {
  const wasm = await measure(problem, "wasm");
  const ts = await measure(problem, "ts");
  const w = median(wasm.map((r) => r.ms));
  const t = median(ts.map((r) => r.ms));
  console.log(`| ${label} | ${fmt(w)} | ${fmt(t)} | ${(t / w).toFixed(2)}x | ${median(wasm.map((r) => r.work))} |`);
}
