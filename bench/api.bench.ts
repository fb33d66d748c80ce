// The library's targets (issue 19), each case in a fresh process so that its peak RSS is its own:
// solve(8) call latency (median of 1000 warm calls), solve(10^6) and solve(10^8) core time
// (stats.totalMs) and the whole call (wall: what the caller waits, the copy or hand-over of the
// rows included) and peak RSS, 1000 concurrent solve(1000) calls' total time and peak RSS (and
// the same calls one after another, the concurrent case's yardstick), and
// the RSS left after a finished solve(2*10^7) is dropped, and each build's tarball (npm pack
// --dry-run in the checkout the entry's dist/ sits in: nothing written). --baseline names another build's
// dist/index.js (an older checkout's), run on the same cases, interleaved, so that before and
// after come from one run; the table shows medians. Every answer is checked.
import { execFileSync, spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { loadavg } from "node:os";
import { benchArgs } from "./args.js";
import { machine, median } from "./machine.js";

const values = benchArgs("npm run bench:api [-- --reps R] [-- --cases latency,concurrent,sequential,1e6,1e8,memory] [-- --baseline DIST/index.js] [-- --entry DIST/index.js]", {
  reps: { type: "string" },
  cases: { type: "string" },
  baseline: { type: "string" },
  entry: { type: "string" },
  child: { type: "string" },
});

/** What a case measured: its figure (µs, ms, or MiB for memory), the CPU time (user + system)
 *  of the timed part in ms where it has one, and the process's peak RSS in MiB. */
interface Measured {
  value: number;
  /** The whole call's wall milliseconds, where the value is the core's time. */
  wholeMs?: number;
  cpuMs?: number;
  peakMiB: number;
}

/** The API of one build, as its dist/index.js exports it. */
interface Api {
  solve(n: number, options?: { seed?: number }): Promise<{ rows: Int32Array; stats: { totalMs: number; verified: boolean } }>;
  verify(rows: ArrayLike<number>): { ok: boolean };
}

const MiB = 1024 * 1024;
const peakMiB = (): number => process.resourceUsage().maxRSS / 1024;
const rssMiB = (): number => process.memoryUsage().rss / MiB;
/** CPU milliseconds (user + system) since `from`, a process.cpuUsage() reading. */
const cpuSince = (from: NodeJS.CpuUsage): number => {
  const { user, system } = process.cpuUsage(from);
  return (user + system) / 1000;
};
const settle = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

type Answer = Awaited<ReturnType<Api["solve"]>>;

/** A build's answer checked: the API's own check ran, and the rows are n long. */
function checked(api: Api, n: number, { rows, stats }: Answer, whole = n <= 1e6): void {
  if (rows.length !== n || !stats.verified || (whole && !api.verify(rows).ok)) throw new Error(`solve(${n}): not a checked answer of ${n} queens`);
}

/** solve(1000) with seeds 0..999, after one warm call, as `runAll` runs them (at once or in turn): wall and CPU time. */
async function thousandSolves(api: Api, runAll: (solves: (() => Promise<Answer>)[]) => Promise<Answer[]>): Promise<Measured> {
  checked(api, 1000, await api.solve(1000, { seed: 0 }));
  const solves = Array.from({ length: 1000 }, (_, seed) => () => api.solve(1000, { seed }));
  const cpu = process.cpuUsage();
  const t = performance.now();
  const answers = await runAll(solves);
  const ms = performance.now() - t;
  const cpuMs = cpuSince(cpu);
  for (const answer of answers) checked(api, 1000, answer);
  return { value: ms, cpuMs, peakMiB: peakMiB() };
}

const cases: Record<string, { label: string; unit: string; run(api: Api): Promise<Measured> }> = {
  latency: {
    label: "solve(8) call latency, median of 1000 warm calls",
    unit: "µs",
    async run(api) {
      for (let seed = 0; seed < 1000; seed++) checked(api, 8, await api.solve(8, { seed }));
      const times: number[] = [];
      for (let seed = 0; seed < 1000; seed++) {
        const t = performance.now();
        const answer = await api.solve(8, { seed });
        times.push(performance.now() - t);
        checked(api, 8, answer);
      }
      return { value: 1000 * median(times), peakMiB: peakMiB() };
    },
  },
  concurrent: {
    label: "1000 concurrent solve(1000), total",
    unit: "ms",
    run: (api) => thousandSolves(api, (solves) => Promise.all(solves.map((solve) => solve()))),
  },
  sequential: {
    label: "the same 1000 solve(1000), one after another, total",
    unit: "ms",
    run: (api) =>
      thousandSolves(api, async (solves) => {
        const answers: Answer[] = [];
        for (const solve of solves) answers.push(await solve());
        return answers;
      }),
  },
  "1e6": {
    label: "solve(10^6) core time (stats.totalMs)",
    unit: "ms",
    async run(api) {
      checked(api, 1e5, await api.solve(1e5, { seed: 2 }));
      const cpu = process.cpuUsage();
      const t = performance.now();
      const answer = await api.solve(1e6, { seed: 1 });
      const wholeMs = performance.now() - t;
      const cpuMs = cpuSince(cpu);
      checked(api, 1e6, answer);
      return { value: answer.stats.totalMs, wholeMs, cpuMs, peakMiB: peakMiB() };
    },
  },
  "1e8": {
    label: "solve(10^8) core time (stats.totalMs)",
    unit: "ms",
    async run(api) {
      const cpu = process.cpuUsage();
      const t = performance.now();
      const answer = await api.solve(1e8, { seed: 1 });
      const wholeMs = performance.now() - t;
      const cpuMs = cpuSince(cpu);
      checked(api, 1e8, answer);
      return { value: answer.stats.totalMs, wholeMs, cpuMs, peakMiB: peakMiB() };
    },
  },
  memory: {
    label: "RSS left after a finished solve(2*10^7) is dropped",
    unit: "MiB",
    async run(api) {
      const gc = globalThis.gc;
      if (!gc) throw new Error("run with node --expose-gc");
      checked(api, 8, await api.solve(8, { seed: 1 }));
      gc();
      const before = rssMiB();
      let answer: Answer | undefined = await api.solve(2e7, { seed: 1 });
      checked(api, 2e7, answer);
      answer = undefined;
      for (let k = 0; k < 3; k++) {
        gc();
        await settle();
      }
      return { value: rssMiB() - before, peakMiB: peakMiB() };
    },
  },
};

if (values.child) {
  const api = (await import(values.entry!)) as Api;
  console.log(JSON.stringify(await cases[values.child].run(api)));
  process.exit(0);
}

/** One case in a fresh process running `entry`. */
function measure(name: string, entry: string): Promise<Measured> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--expose-gc", process.argv[1], "--child", name, "--entry", entry], { stdio: ["ignore", "pipe", "inherit"] });
    let out = "";
    child.stdout.on("data", (chunk: Buffer) => (out += chunk));
    child.on("error", reject);
    child.on("close", (code) => (code === 0 ? resolve(JSON.parse(out) as Measured) : reject(new Error(`${name} on ${entry} exited with ${code}`))));
  });
}

const reps = Number(values.reps ?? 3);
const names = (values.cases ?? Object.keys(cases).join(",")).split(",");
for (const name of names) if (!(name in cases)) throw new Error(`unknown case ${name} (cases: ${Object.keys(cases).join(", ")})`);
const builds = [
  { label: "now", entry: values.entry ?? new URL("./index.js", import.meta.url).href },
  ...(values.baseline ? [{ label: "before", entry: new URL(values.baseline, `file://${process.cwd()}/`).href }] : []),
];

const load = (): string => loadavg().map((l) => l.toFixed(1)).join(" ");
console.log(`machine: ${machine()}`);
console.log(`load average at the start: ${load()}; median of ${reps} runs, each case in a fresh process, builds interleaved\n`);
const runs = new Map<string, Measured[]>();
for (let rep = 0; rep < reps; rep++) {
  for (const name of names) {
    for (const { label, entry } of builds) {
      const key = `${name} ${label}`;
      runs.set(key, [...(runs.get(key) ?? []), await measure(name, entry)]);
    }
  }
}
const fmt = (x: number): string => (Math.abs(x) < 10 ? x.toFixed(2) : Math.abs(x) < 1000 ? x.toFixed(1) : x.toFixed(0));
const header = builds.length > 1
  ? "| target | now | before | now/before | CPU ms now | before | now/before | peak RSS MiB now | before |"
  : "| target | now | CPU ms | peak RSS MiB |";
console.log(header);
console.log(header.replace(/[^|]+/g, (cell) => (cell.trim() === "target" ? "---" : "---:")));
for (const name of names) {
  const { label, unit } = cases[name];
  const [now, before] = builds.map((b) => runs.get(`${name} ${b.label}`)!);
  const value = (r: Measured[]): number => median(r.map((m) => m.value));
  const peak = (r: Measured[]): number => median(r.map((m) => m.peakMiB));
  const timed = now[0].cpuMs !== undefined;
  const cpu = (r: Measured[]): string => (timed ? fmt(median(r.map((m) => m.cpuMs!))) : "");
  if (!before) console.log(`| ${label} | ${fmt(value(now))} ${unit} | ${cpu(now)} | ${fmt(peak(now))} |`);
  else {
    const ratio = (a: number, b: number): string => `${(a / b).toFixed(2)}x`;
    const cpuRatio = timed ? ratio(median(now.map((m) => m.cpuMs!)), median(before.map((m) => m.cpuMs!))) : "";
    console.log(`| ${label} | ${fmt(value(now))} ${unit} | ${fmt(value(before))} ${unit} | ${unit === "MiB" ? "" : ratio(value(now), value(before))} | ${cpu(now)} | ${cpu(before)} | ${cpuRatio} | ${fmt(peak(now))} | ${fmt(peak(before))} |`);
  }
}
for (const name of names) {
  for (const { label } of builds) {
    const r = runs.get(`${name} ${label}`)!;
    if (r[0].wholeMs === undefined) continue;
    const whole = median(r.map((m) => m.wholeMs!));
    console.log(`${cases[name].label}, ${label}: whole call ${fmt(whole)} ms, ${(whole / median(r.map((m) => m.value))).toFixed(2)}x the core's time`);
  }
}
/** The tarball of the checkout whose dist/ holds `entry`, as npm would pack it (its files list). */
function tarball(entry: string): string {
  const root = fileURLToPath(new URL("..", entry));
  const [packed] = JSON.parse(execFileSync("npm", ["pack", "--dry-run", "--json", "--ignore-scripts"], { cwd: root, encoding: "utf8" })) as { size: number; unpackedSize: number; entryCount: number }[];
  return `${packed.size.toLocaleString("en")} B packed, ${packed.unpackedSize.toLocaleString("en")} B unpacked, ${packed.entryCount} files`;
}
for (const { label, entry } of builds) console.log(`tarball, ${label}: ${tarball(entry)}`);
console.log(`\nload average at the end: ${load()}`);
