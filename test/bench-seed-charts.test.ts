// The seeds bench's charts and CSV fit for a report: read from the SVG text and the CSV, not from
// pixels. Results are built from runs chosen here (times and steps by hand), so the expected
// spread, axes and markers are worked out here too; then `nqueens bench --seeds` itself, with the
// textbook backtracking beside the fast count.
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { seedCharts, seedChartsSvg } from "../src/bench/seed-charts.js";
import { lineChartSvg } from "../src/bench/line-chart.js";
import { seedCsv, seedStats } from "../src/bench/seeds.js";
import type { BenchResults, Cell, SeedRun } from "../src/bench/types.js";
import { nqueens } from "./helpers.js";
import { solutionsOf } from "./oeis.js";

const runs = (ms: number[], steps: number[]): SeedRun[] => ms.map((t, i) => ({ seed: i + 1, solved: true, ms: t, steps: steps[i], restarts: 0 }));

function results(cells: { variant: string; n: number; ms: number[]; steps: number[] }[]): BenchResults {
  const built: Cell[] = cells.map(({ variant, n, ms, steps }) => {
    const seedRuns = runs(ms, steps);
    return { algo: "minconflicts", variant, engine: "wasm", n, status: "ok", workUnit: "steps", seeds: seedStats(seedRuns), seedRuns };
  });
  return {
    format: "nqueens-bench/1", label: "made here", date: "2026-11-28T00:00:00.000Z",
    machine: { cpu: "test", cores: 1, memoryBytes: 0, node: "", v8: "", platform: "", arch: "" },
    options: { algos: ["minconflicts"], engines: ["wasm"], sizes: [...new Set(cells.map((c) => c.n))], reps: 3, warmup: 0, timeoutSec: 1, label: "", seeds: cells[0].ms.length },
    cells: built, references: [], elapsedSec: 0, clockMs: 0.1,
  };
}

/** An element of the SVG text: its attributes and, for <text>, its words. */
interface Mark { attrs: Record<string, string>; text: string }

/** The SVG text's elements (it has no nesting but the series' groups, which `within` cuts out). */
function marks(svg: string): Mark[] {
  const unescape = (t: string): string => t.replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&quot;/g, '"').replace(/&amp;/g, "&");
  return [...svg.matchAll(/<(\w+)((?:\s+[\w-]+="[^"]*")*)\s*\/?>(?:([^<]*)<\/\1>)?/g)].map((m) => ({
    attrs: Object.fromEntries([...m[2].matchAll(/([\w-]+)="([^"]*)"/g)].map((a) => [a[1], unescape(a[2])])),
    text: unescape(m[3] ?? ""),
  }));
}

/** The chart named `name` of these results, as SVG text. */
const chart = (r: BenchResults, name: string): string => lineChartSvg(seedCharts(r).find((c) => c.name === name)!.chart);
/** The part of the SVG inside one series' group. */
const within = (svg: string, series: string): string => svg.slice(svg.indexOf(`data-series="${series}"`), svg.indexOf("</g>", svg.indexOf(`data-series="${series}"`)));
const classed = (svg: string, cls: string): Mark[] => marks(svg).filter((m) => (m.attrs.class ?? "").split(" ").includes(cls));
const values = (svg: string, cls: string, attribute: string): number[] => classed(svg, cls).map((m) => Number(m.attrs[attribute]));
const scales = (svg: string): string[] => { const root = marks(svg)[0].attrs; return [root["data-x-scale"], root["data-y-scale"]]; };

// four sizes, times from 0 (under a 0.1 ms clock) to 400 ms: over three decades
const SWEEP = results([
  { variant: "a", n: 10, ms: [0, 0, 0, 0.1], steps: [0, 0, 1, 2] },
  { variant: "a", n: 100, ms: [1, 2, 3, 4], steps: [10, 20, 30, 40] },
  { variant: "a", n: 1000, ms: [10, 20, 30, 400], steps: [100, 200, 300, 4000] },
  { variant: "b", n: 10, ms: [5, 5, 5, 5], steps: [5, 5, 5, 5] },
  { variant: "b", n: 100, ms: [6, 6, 6, 6], steps: [6, 6, 6, 6] },
  { variant: "b", n: 1000, ms: [7, 7, 7, 7], steps: [7, 7, 7, 7] },
]);

describe("the seeds bench's charts", () => {
  it("put values that span decades on log axes, with a tick at every decade", () => {
    const time = chart(SWEEP, "time");
    expect(scales(time)).toEqual(["log", "log"]);
    // 0.1 (the clock) to 400 ms: decades 0.1 .. 1000
    expect(values(time, "tick-y", "data-value")).toEqual([0.1, 1, 10, 100, 1000]);
    expect(values(time, "tick-x", "data-value")).toEqual(expect.arrayContaining([10, 100, 1000]));
    // the success rate stays on a linear axis from 0, ticks every 20 points
    const success = chart(SWEEP, "success");
    expect(scales(success)[1]).toBe("linear");
    expect(values(success, "tick-y", "data-value")).toEqual([0, 20, 40, 60, 80, 100]);
  });

  it("keep values within a decade on a linear axis with enough ticks", () => {
    const narrow = results([{ variant: "a", n: 4, ms: [2, 3], steps: [1, 1] }, { variant: "a", n: 9, ms: [4, 5], steps: [1, 1] }]);
    const time = chart(narrow, "time");
    expect(scales(time)).toEqual(["linear", "linear"]);
    expect(values(time, "tick-y", "data-value").length).toBeGreaterThanOrEqual(4);
    expect(values(time, "tick-x", "data-value").length).toBeGreaterThanOrEqual(4);
  });

  it("draw a time of 0 (or under the clock) at the clock's resolution with a hollow marker the legend explains", () => {
    const time = chart(SWEEP, "time");
    // variant a at n = 10: median of 0, 0, 0, 0.1 is 0
    expect(classed(time, "floored").map((p) => [p.attrs["data-x"], p.attrs["data-y"]])).toEqual([["10", "0"]]);
    expect(classed(time, "point")).toHaveLength(6); // no point dropped
    expect(classed(time, "key").map((k) => k.text)).toContain("below the clock's resolution, 0.1 ms (0 included): drawn there");
  });

  it("draw the spread: quartiles as thick bars, least to greatest as thin lines, the legend saying which", () => {
    const time = chart(SWEEP, "time");
    const a = within(time, "a");
    // n = 1000: 10, 20, 30, 400 ms; quartiles by linear interpolation: 17.5 and 122.5
    expect(values(a, "quartiles", "data-q1")).toEqual([0, 1.75, 17.5]);
    expect(values(a, "quartiles", "data-q3")).toEqual([0.025, 3.25, 122.5]);
    expect(values(a, "range", "data-max")).toEqual([0.1, 4, 400]);
    expect(classed(time, "key").some((k) => /quartiles \(q1 to q3\).*least to greatest/.test(k.text))).toBe(true);
  });

  it("say that the cold run is left out", () => {
    expect(classed(chart(SWEEP, "time"), "note").map((n) => n.text)).toContain("the cold run left out: each cell starts with an untimed warm-up");
  });

  it("still draw a run of one size, the series side by side", () => {
    const one = results([{ variant: "a", n: 8, ms: [1, 2], steps: [3, 4] }, { variant: "b", n: 8, ms: [3, 4], steps: [5, 6] }, { variant: "c", n: 8, ms: [5, 6], steps: [7, 8] }]);
    for (const name of ["success", "steps", "time"]) {
      const svg = chart(one, name);
      const xs = values(svg, "point", "cx");
      expect(xs).toHaveLength(3);
      expect(new Set(xs).size).toBe(3);
      expect(values(svg, "tick-x", "data-value")).toEqual([8]);
    }
    expect(seedChartsSvg(one).match(/class="series"/g)).toHaveLength(9);
  });
});

describe("the seeds bench's CSV", () => {
  it("gives least, quartiles, median, mean and greatest of time and steps, and how the cold run was treated", () => {
    const [header, a10, , a1000] = seedCsv(SWEEP).trim().split("\n").map((l) => l.split(","));
    const at = (row: string[], column: string): string => row[header.indexOf(column)];
    expect([at(a1000, "time_min_ms"), at(a1000, "time_q1_ms"), at(a1000, "time_median_ms"), at(a1000, "time_mean_ms"), at(a1000, "time_q3_ms"), at(a1000, "time_max_ms")])
      .toEqual(["10", "17.5", "25", "115", "122.5", "400"]);
    expect([at(a10, "steps_min"), at(a10, "steps_median"), at(a10, "steps_mean"), at(a10, "steps_max")]).toEqual(["0", "0.5", "0.75", "2"]);
    expect(at(a10, "cold_run")).toBe("excluded: one untimed warm-up run first");
    expect(at(a10, "clock_ms")).toBe("0.1");
  });
});

describe("nqueens bench --seeds with both counts", () => {
  it("runs the textbook backtracking beside the fast count, each row saying which, and charts a one-size run", () => {
    const dir = mkdtempSync(join(tmpdir(), "nq-seed-charts-"));
    const run = nqueens(["bench", "--seeds", "3", "--reps", "2", "--sizes", "8", "--engines", "wasm", "--algos", "minconflicts,count,textbook",
      "--out", join(dir, "r.json"), "--csv", join(dir, "r.csv"), "--chart", join(dir, "c.svg"), "--chart", join(dir, "c.html")]);
    expect(run.status, run.stderr).toBe(0);
    const row = (algo: string): string => run.stdout.split("\n").find((l) => l.startsWith(`${algo} `))!;
    // n = 8 is below the quarter join's default: the fast count backtracks over canonical forms
    expect(row("count")).toMatch(/canonical-form backtracking: symmetric, bitboards; 92 solutions$/);
    expect(row("textbook")).toMatch(/textbook backtracking: every partial placement visited; 92 solutions$/);
    const r = JSON.parse(readFileSync(join(dir, "r.json"), "utf8")) as BenchResults;
    const cell = (algo: string): Cell => r.cells.find((c) => c.algo === algo)!;
    // OEIS A319235: the backtrack tree of the eight queens has 2,057 nodes, the empty board one of them
    expect(cell("textbook").seedRuns!.map((s) => s.steps)).toEqual([2056, 2056]);
    expect(cell("count").seedRuns![0].steps).toBeLessThan(2056);
    expect([cell("count").solutions, cell("textbook").solutions]).toEqual([String(solutionsOf(8)), String(solutionsOf(8))]);
    const svg = readFileSync(join(dir, "c.svg"), "utf8");
    for (const name of ["minconflicts", "count", "textbook"]) expect(svg).toContain(`data-series="${name}"`);
    expect(readFileSync(join(dir, "c.html"), "utf8")).toContain(svg);
    const csv = readFileSync(join(dir, "r.csv"), "utf8");
    expect(csv).toMatch(/,textbook,textbook,wasm,8,ok,.*,92,textbook backtracking: every partial placement visited,/);
  });
});
