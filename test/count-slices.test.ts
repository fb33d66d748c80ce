// Every count ends within a moment of being told to: the backtracking search's subtrees run in
// calls of a budget of nodes like the quarter join's tasks, the same counts and nodes whatever the
// budget (core and twin alike); count 24 --algo backtrack, whose subtrees take minutes, stops at a
// signal or --timeout; and where stderr is not a terminal, progress comes as JSON lines, from
// the start of a quarter join whose workers build tables for seconds (n = 21) with the phase;
// the join by rows (n = 26), whose sets of rows take seconds, stops at a signal too. The whole
// table of pieces is built in calls of a budget as well: on the calling thread an abort ends the
// count after the call it comes in, and the phase is "tables" until the table is built. The
// signal waits for the first progress line (or the first of the counting phase, or the first
// call), not for a time.
import { describe, expect, it } from "vitest";
import { counterProvider } from "../src/pool/counters.js";
import { nodeCore } from "../src/wasm/load-node.js";
import { quarterTaskOf, unitSplit } from "../src/engine/count-units.js";
import { prefixOf } from "../src/engine/count-tasks.js";
import type { Engine } from "../src/api/solve.js";
import { count } from "../src/index.js";
import { TABLES_OFF_THREAD_MIN_N, countWith, type CountPlatform, type CountProgress } from "../src/api/count.js";
import { QUARTER_BY_ROWS_MIN_N, type Counter } from "../src/engine/count-engine.js";
import { nqueens, start } from "./helpers.js";
import { solutionsOf } from "./oeis.js";

describe("the backtracking search in slices", () => {
  it.each(["wasm", "ts"] as Engine[])("gives the same tallies and nodes with any budget (%s)", async (engine) => {
    const n = 11;
    const { list, tasks } = unitSplit(n, "backtrack");
    const counter = await counterProvider(nodeCore)(engine);
    counter.setup(n);
    const tallies = [1, 7, 1 << 30].map((budget) => {
      let calls = 0;
      for (let t = 0; t < tasks; t++) {
        counter.taskBegin(prefixOf(list!, t));
        for (calls++; !counter.taskStep(budget); calls++);
      }
      return { ...counter.take(), calls };
    });
    expect(tallies[0].calls).toBeGreaterThan(tallies[1].calls);
    expect(tallies[1].calls).toBeGreaterThan(tallies[2].calls);
    expect(tallies[2].calls).toBe(tasks);
    const counts = tallies.map(({ c2, c4, c8, nodes }) => [c2, c4, c8, nodes]);
    expect(counts[0]).toEqual(counts[2]);
    expect(counts[1]).toEqual(counts[2]);
    expect(2n * counts[2][0] + 4n * counts[2][1] + 8n * counts[2][2]).toBe(solutionsOf(n));
  });
});

/** Starts the count and resolves with the child once its first progress line is on stderr. */
async function firstProgress(args: string[]) {
  const run = start(args);
  await new Promise<void>((resolve) => run.child.stderr!.on("data", () => resolve()));
  return run;
}

/** Sends the run SIGTERM and checks it ends as one should (exit 143, the log's last line says so);
 *  the log's lines before that. */
async function linesBeforeSigterm(run: ReturnType<typeof start>): Promise<string[]> {
  run.child.kill("SIGTERM");
  const { status, stderr } = await run.done;
  expect(status).toBe(143);
  const lines = stderr.trimEnd().split("\n");
  expect(lines.pop()).toBe("nqueens: interrupted by SIGTERM");
  return lines;
}

describe("count 24 --algo backtrack", () => {
  it.each(["1", "2"])("stops at Ctrl-C on %s thread(s): exit 130, progress as JSON lines before", async (threads) => {
    const run = await firstProgress(["count", "24", "--algo", "backtrack", "--threads", threads, "--progress", "1"]);
    run.child.kill("SIGINT");
    const { status, stderr } = await run.done;
    expect(status).toBe(130);
    const lines = stderr.trimEnd().split("\n");
    expect(lines.pop()).toBe("nqueens: interrupted");
    for (const line of lines) {
      const { progress } = JSON.parse(line);
      expect(progress).toMatchObject({ n: 24, total: unitSplit(24, "backtrack").units });
      expect(progress.done).toBeLessThanOrEqual(progress.total);
      expect(progress.fraction).toBeGreaterThanOrEqual(0);
      expect(progress.fraction).toBeLessThan(1);
      expect(progress.elapsedSeconds).toBeGreaterThan(0);
    }
  });

  it("stops at SIGTERM with progress lines every 50 ms: exit 143, the log's last line says so", async () => {
    const run = await firstProgress(["count", "24", "--algo", "backtrack", "--threads", "2", "--progress", "0.05"]);
    const lines = await linesBeforeSigterm(run);
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) expect(line).toMatch(/^\{"progress":/);
  });

  it("stops at --timeout on one thread: exit 1, one line", () => {
    const { status, stdout, stderr } = nqueens(["count", "24", "--algo", "backtrack", "--threads", "1", "--timeout", "0.5"]);
    expect([status, stdout]).toEqual([1, ""]);
    expect(stderr).toMatch(/nqueens: the count of n=24 did not finish within 0.5 s\n$/);
  });
});

describe("count 21's tables", () => {
  it("reports from the start, phase tables with nothing done, until the workers count", async () => {
    const heard: CountProgress[] = [];
    const stop = new AbortController();
    const run = count(21, {
      threads: 2, signal: stop.signal,
      onProgress: (p) => {
        heard.push(p);
        if (p.phase === "counting") stop.abort();
      },
    });
    expect(heard[0]).toMatchObject({ phase: "tables", done: 0 }); // before count() returned its promise
    await expect(run).rejects.toMatchObject({ name: "AbortError" });
    const building = heard.findIndex((p) => p.phase === "counting");
    expect(building).toBeGreaterThan(0);
    for (const p of heard.slice(0, building)) expect(p).toMatchObject({ phase: "tables", done: 0 });
  });

  it("logs JSON lines with the phase, the first before any unit is done", async () => {
    const run = start(["count", "21", "--threads", "2", "--progress", "0.05"]);
    let text = "";
    await new Promise<void>((resolve) => run.child.stderr!.on("data", (chunk) => {
      text += chunk;
      if (text.includes('"phase":"counting"')) resolve();
    }));
    const lines = await linesBeforeSigterm(run);
    const phases = lines.map((line) => JSON.parse(line).progress);
    expect(phases[0]).toMatchObject({ n: 21, done: 0, total: unitSplit(21, "quarter").units });
    const counting = phases.findIndex((p) => p.phase === "counting");
    expect(counting).toBeGreaterThanOrEqual(0);
    for (const p of phases.slice(0, counting)) expect(p).toMatchObject({ phase: "tables", done: 0, fraction: 0 });
    for (const p of phases.slice(counting)) expect(p.phase).toBe("counting");
  });

  it("on one thread from n = TABLES_OFF_THREAD_MIN_N, built on a worker: logs while they build, stops at SIGTERM before they are done", async () => {
    const run = await firstProgress(["count", String(TABLES_OFF_THREAD_MIN_N + 2), "--threads", "1", "--progress", "0.05"]);
    const lines = await linesBeforeSigterm(run);
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) expect(JSON.parse(line).progress).toMatchObject({ phase: "tables", done: 0 });
  });
});

/** A platform without workers (counts run on the calling thread) whose counter is the core's,
 *  each quarterStep's budget recorded and `after()` called as it returns. */
function spiedPlatform(after: () => void) {
  const spied: { budgets: number[]; counter?: Counter; platform: CountPlatform } = {
    budgets: [],
    platform: {
      counter: async (engine) => {
        const counter = await counterProvider(nodeCore)(engine);
        spied.counter = new Proxy(counter, {
          get(target, key) {
            const value = Reflect.get(target, key, target);
            if (key !== "quarterStep") return typeof value === "function" ? value.bind(target) : value;
            return (budget: number) => {
              spied.budgets.push(budget);
              const done = target.quarterStep(budget);
              after();
              return done;
            };
          },
        });
        return spied.counter;
      },
    },
  };
  return spied;
}

describe("the whole table of pieces in calls of a budget", () => {
  const n = 21;

  it("lets an abort end a count on the calling thread as the first call returns, a thousandth of the build's work done at most (n = 21)", async () => {
    const stop = new AbortController();
    const spied = spiedPlatform(() => stop.abort());
    await expect(countWith(spied.platform, n, { signal: stop.signal })).rejects.toMatchObject({ name: "AbortError" });
    expect(spied.budgets.length).toBe(1);
    expect(spied.counter!.quarterBuilding).toBe(true);
    // the whole build, in calls of the workers' budget: bounded by the work, not the clock
    const budget = 1 << 22;
    const whole = await counterProvider(nodeCore)("wasm");
    whole.setup(n);
    whole.quarterBegin(quarterTaskOf(unitSplit(n, "quarter"), 0));
    let calls = 0;
    for (; whole.quarterBuilding; calls++) whole.quarterStep(budget);
    expect(spied.budgets[0] * 1000).toBeLessThan((calls - 1) * budget);
  });

  it("keeps a count on the calling thread in phase tables, nothing done, until it is built (n = 21)", async () => {
    const stop = new AbortController();
    const heard: (CountProgress & { building?: boolean })[] = [];
    const spied = spiedPlatform(() => {});
    const run = countWith(spied.platform, n, {
      signal: stop.signal,
      onProgress: (p) => {
        heard.push({ ...p, building: spied.counter?.quarterBuilding });
        if (p.phase === "counting") stop.abort();
      },
    });
    await expect(run).rejects.toMatchObject({ name: "AbortError" });
    const counting = heard.findIndex((p) => p.phase === "counting");
    expect(counting).toBeGreaterThan(1); // heard while the table was built, not only at the start
    for (const p of heard.slice(1, counting)) expect(p).toMatchObject({ phase: "tables", done: 0, building: true });
    expect(heard[counting].building).toBe(false);
  });

  it.each(["wasm", "ts"] as Engine[])("is built a set of rows a call at budget 1, the task after it joined as in one call (n = 13, %s engine)", async (engine) => {
    const small = 13;
    const task = quarterTaskOf(unitSplit(small, "quarter"), 0);
    const [sliced, once] = [await counterProvider(nodeCore)(engine), await counterProvider(nodeCore)(engine)];
    // the calls that began with the table not yet built
    const building = [sliced, once].map((counter, i) => {
      counter.setup(small);
      counter.quarterBegin(task);
      let calls = 0;
      for (let done = false; !done; ) {
        if (counter.quarterBuilding) calls++;
        done = counter.quarterStep(i === 0 ? 1 : 1 << 30);
      }
      return calls;
    });
    expect(building[0]).toBeGreaterThanOrEqual(1 << (small >> 1));
    expect(building[1]).toBe(1);
    const [a, b] = [sliced.take(), once.take()];
    expect([a.joined, a.nodes]).toEqual([b.joined, b.nodes]);
    expect(a.joined).toBeGreaterThan(0n);
  });
});

describe("the quarter join by rows", () => {
  it("reports phase counting from the start at n = 24: it builds no table first", async () => {
    const heard: CountProgress[] = [];
    const stop = new AbortController();
    const run = count(QUARTER_BY_ROWS_MIN_N, {
      threads: 1, signal: stop.signal,
      onProgress: (p) => {
        heard.push(p);
        stop.abort();
      },
    });
    expect(heard[0]).toMatchObject({ phase: "counting", done: 0 }); // before count() returned its promise
    await expect(run).rejects.toMatchObject({ name: "AbortError" });
  });

  it("stops at SIGTERM at n = 26, whose sets of rows take seconds each: exit 143, progress lines before", async () => {
    const n = QUARTER_BY_ROWS_MIN_N + 2;
    const run = await firstProgress(["count", String(n), "--threads", "1", "--progress", "0.05"]);
    const lines = await linesBeforeSigterm(run);
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) expect(JSON.parse(line).progress).toMatchObject({ n, done: 0, total: unitSplit(n, "quarter").units });
  });
});
