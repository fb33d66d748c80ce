// Progress a bar can use: every long call reports from its first slice (a first event after a
// bounded amount of work, whatever the machine's load) to a last event whose done equals its
// total (100 %); and no slice keeps the event loop from turning much longer than the slicer's
// promise (SLICE_MS), measured in CPU time so that a loaded machine cannot make it fail.
import { describe, expect, it } from "vitest";
import { count, countPlacements, place, solve, type CountProgress, type PlaceProgress, type SolveProgress } from "../src/index.js";
import { SLICE_MS } from "../src/api/slicer.js";

/** The most work a first slice does: the largest first budget of the drivers (solve's 4096
 *  columns or steps; place's, the lab's and the backtracking's are smaller), twice over for a
 *  call that ends a little past its budget. */
const FIRST_SLICE_WORK = 2 * 4096;

type Progress = { done: number; total: number };

/** The events `call` sends, checked: the first after at most FIRST_SLICE_WORK units, the last at 100 %. */
async function heardFrom<P extends Progress>(call: (onProgress: (p: P) => void) => Promise<unknown>): Promise<P[]> {
  const heard: P[] = [];
  await call((p) => heard.push({ ...p }));
  expect(heard.length).toBeGreaterThan(0);
  expect(heard[0].done).toBeLessThanOrEqual(FIRST_SLICE_WORK);
  const last = heard.at(-1)!;
  expect(last.total).toBeGreaterThan(0);
  expect(last.done).toBe(last.total);
  return heard;
}

describe("every long call reports from its first slice to 100 %", () => {
  it.each([
    ["min-conflicts (wasm)", 300_000, { seed: 1 }],
    ["min-conflicts (ts)", 300_000, { seed: 1, engine: "ts" as const }],
    ["construct", 300_000, { algo: "construct" as const }],
    // 146 ms of search without an event before: now a slice of nodes at a time
    ["backtrack", 29, { algo: "backtrack" as const }],
    ["hillclimb", 200, { algo: "hillclimb" as const, seed: 1 }],
    ["anneal", 200, { algo: "anneal" as const, seed: 1 }],
  ])("solve, %s", async (_, n, options) => {
    await heardFrom<SolveProgress>((onProgress) => solve(n, { ...options, onProgress }));
  });

  it("solve(29, backtrack): its events count the search's nodes, as stats.steps does", async () => {
    let result: Awaited<ReturnType<typeof solve>> | undefined;
    const heard = await heardFrom<SolveProgress>(async (onProgress) => (result = await solve(29, { algo: "backtrack", onProgress })));
    expect(heard.every((p) => p.stage === "search")).toBe(true);
    expect(heard.at(-1)!.done).toBe(result!.stats.steps);
  });

  it.each([
    ["queens", { seed: 1 }],
    ["rooks", { piece: "rook" as const, blocked: [[0, 0]] as [number, number][] }],
    ["knights", { piece: "knight" as const }],
  ])("place(200000 %s)", async (_, options) => {
    await heardFrom<PlaceProgress>((onProgress) => place(200_000, { ...options, onProgress }));
  });

  it("place(200000 queens): the min-conflicts start reports its columns as init, not 0 steps of repair", async () => {
    const heard = await heardFrom<PlaceProgress>((onProgress) => place(200_000, { seed: 1, onProgress }));
    expect(heard.some((p) => p.stage === "init" && p.done > 0 && p.total === 200_000)).toBe(true);
    expect(heard.filter((p) => p.stage === "repair").every((p) => p.done > 0)).toBe(true);
  });

  it("countPlacements(11 queens) and count(13)", async () => {
    await heardFrom<PlaceProgress>((onProgress) => countPlacements(11, { onProgress }));
    await heardFrom<CountProgress>((onProgress) => count(13, { onProgress }));
  });
});

/** The most CPU milliseconds the process spent between two turns of the event loop while `call`
 *  ran (a 1 ms interval's ticks), and what the call gave. CPU time, not wall time: a process the
 *  scheduler leaves waiting spends none, so a loaded machine lengthens the gaps' wall time only. */
async function longestBlock<T>(call: () => Promise<T>): Promise<{ blockMs: number; wholeMs: number; outcome: T | unknown }> {
  const cpuMs = (): number => {
    const { user, system } = process.cpuUsage();
    return (user + system) / 1000;
  };
  const start = cpuMs();
  let last = start;
  let blockMs = 0;
  const ticker = setInterval(() => {
    const t = cpuMs();
    blockMs = Math.max(blockMs, t - last);
    last = t;
  }, 1);
  const outcome = await call().catch((error: unknown) => error);
  const end = cpuMs();
  blockMs = Math.max(blockMs, end - last);
  clearInterval(ticker);
  return { blockMs, wholeMs: end - start, outcome };
}

// The bound: three slices. A slice is sized to take SLICE_MS or less (measured: at most 43 ms of
// CPU at n = 10^6 and 2*10^6, on a machine at load 20); V8's helper threads (GC) add to the
// process's CPU time. Before, place(1000000) ran its min-conflicts start in one call with the
// budget its greedy matching had grown to (~0.35 s of CPU), and place(2e6, { timeoutMs: 5 })
// took ~0.3 s to reject.
const BLOCK_BOUND_MS = 3 * SLICE_MS;

describe("no slice blocks the event loop much longer than the slicer promises", () => {
  it("place(1000000 queens)", async () => {
    const { blockMs, outcome } = await longestBlock(() => place(1_000_000, { seed: 1 }));
    expect((outcome as { rows: Int32Array }).rows.length).toBe(1_000_000);
    expect(blockMs).toBeLessThan(BLOCK_BOUND_MS);
  });

  it("place(2000000, { timeoutMs: 5 }) rejects with TimeoutError after at most its setup and a slice", async () => {
    const { blockMs, wholeMs, outcome } = await longestBlock(() => place(2_000_000, { seed: 1, timeoutMs: 5 }));
    expect(outcome).toMatchObject({ name: "TimeoutError" });
    expect(blockMs).toBeLessThan(BLOCK_BOUND_MS);
    expect(wholeMs).toBeLessThan(BLOCK_BOUND_MS);
  });
});
