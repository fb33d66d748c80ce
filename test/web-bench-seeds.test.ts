// Bench over many seeds in the page: hill climbing on 8 queens with and without sideways moves
// (no restarts), against the textbook's published figures (Russell & Norvig: 14% solved in about 4
// steps, failures after about 3; with up to 100 sideways moves 94%, about 21 and 64 steps), the
// table's every column explained, the success rate, step and time plots, and the downloads read back.
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { downloaded, open, screenshot, usePage } from "./web-helpers.js";
import { nqueens } from "./helpers.js";
import { count, solve } from "../src/index.js";
import type { BenchResults } from "../src/bench/types.js";

const session = usePage();

/** Pairs of visible text, controls and charts in the Bench panel whose boxes intersect (closed
 *  details' contents are not drawn, so not counted). */
function textOverText(): string[] {
  const drawn = Array.from(document.querySelectorAll<HTMLElement>("#panel-bench *")).filter((e) => {
    if (e.closest("svg") && e.tagName !== "svg") return false;
    if (e.offsetParent === null && e.tagName !== "svg") return false;
    if (e.closest("details:not([open])") && !e.closest("summary")) return false;
    return e.tagName === "svg" || ["INPUT", "SELECT", "BUTTON"].includes(e.tagName) || Array.from(e.childNodes).some((c) => c.nodeType === 3 && c.textContent!.trim() !== "");
  });
  const boxes = drawn.map((e) => e.getBoundingClientRect());
  const found: string[] = [];
  for (let i = 0; i < drawn.length; i++) {
    for (let j = i + 1; j < drawn.length; j++) {
      if (drawn[i].contains(drawn[j]) || drawn[j].contains(drawn[i])) continue;
      const [a, b] = [boxes[i], boxes[j]];
      const x = Math.min(a.right, b.right) - Math.max(a.left, b.left);
      const y = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
      if (x > 1 && y > 1) found.push(`${drawn[i].tagName} "${drawn[i].textContent!.slice(0, 24)}" over ${drawn[j].tagName} "${drawn[j].textContent!.slice(0, 24)}"`);
    }
  }
  return found;
}

describe("Bench over many seeds", () => {
  it.each([[1280, 800], [1366, 768], [853, 533], [390, 844]])("at %i x %i draws no text over other text and scrolls nothing sideways", async (width, height) => {
    const { page, problems } = session.browser;
    await page.setViewportSize({ width, height });
    await open(page, session.server.url, "?mode=bench&algos=minconflicts,hillclimb:sideways=0:restarts=0,anneal,genetic,backtrack,count&n=4-9&seeds=10");
    await page.waitForFunction(() => (window.nqueensPage.state("bench") as { seeds: { cells: unknown[] | null } }).seeds.cells !== null);
    expect(await page.locator("#seeds-charts figure svg").count()).toBe(4);
    // every cell a point in the time plot: times of 0 under a worker's 0.1 ms clock drawn at it, not dropped
    const measured = await page.evaluate(() => (window.nqueensPage.state("bench") as { seeds: { cells: { seeds?: unknown }[] } }).seeds.cells.filter((c) => c.seeds).length);
    expect(await page.locator('#seeds-charts figure[data-chart="time"] .point').count()).toBe(measured);
    expect(await page.evaluate(textOverText)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await screenshot(page, `bench-seeds-${width}x${height}`);
    await page.setViewportSize({ width: 1200, height: 800 });
    expect(problems).toEqual([]);
  });

  it("measures hill climbing's success rate and steps on 8 queens over 400 seeds as the textbook does", async () => {
    const { page, problems } = session.browser;
    await open(page, session.server.url, "?mode=bench");
    await page.fill("#seeds-algos", "hillclimb:sideways=0:restarts=0,hillclimb:sideways=100:restarts=0");
    await page.fill("#seeds-sizes", "8");
    await page.fill("#seeds-k", "400");
    await page.click("#seeds-run");
    await page.waitForFunction(() => (window.nqueensPage.state("bench") as { seeds: { cells: unknown[] | null } }).seeds.cells !== null);
    const cells = await page.evaluate(() => (window.nqueensPage.state("bench") as { seeds: { cells: { variant: string; seeds: { runs: number; successRate: number; meanStepsSolved: number; meanStepsFailed: number }; seedRuns: { solved: boolean }[] }[] } }).seeds.cells);
    const [plain, sideways] = cells;
    expect(plain.seeds.runs).toBe(400);
    expect(plain.seedRuns.filter((r) => r.solved).length / 400).toBe(plain.seeds.successRate);
    // 14% and 94% published; 400 seeds put the rate within about ±5 points (3 sigma)
    expect(plain.seeds.successRate).toBeGreaterThan(0.07);
    expect(plain.seeds.successRate).toBeLessThan(0.21);
    expect(sideways.seeds.successRate).toBeGreaterThan(0.85);
    expect(plain.seeds.meanStepsSolved).toBeGreaterThan(2);
    expect(plain.seeds.meanStepsSolved).toBeLessThan(7);
    expect(sideways.seeds.meanStepsFailed).toBeGreaterThan(plain.seeds.meanStepsFailed);
    for (const th of await page.$$eval("#seeds-table th", (ths) => ths.map((t) => t.getAttribute("title") ?? ""))) expect(th.length).toBeGreaterThan(5);
    expect(await page.locator("#seeds-charts figure svg path").count()).toBeGreaterThan(3);
    // h (attacking pairs) against steps, the mean of the first seeds: random boards start with
    // many pairs attacking; without sideways moves most runs stop stuck with pairs still attacking,
    // with them most end solved
    const traces = await page.evaluate(() => (window.nqueensPage.state("bench") as { seeds: { traces: { name: string; n: number; seeds: number; points: [number, number][] }[] } }).seeds.traces);
    expect(traces.map((t) => [t.name, t.n, t.seeds])).toEqual([["hillclimb:sideways=0:restarts=0", 8, 20], ["hillclimb:sideways=100:restarts=0", 8, 20]]);
    const last = (t: typeof traces[number]): number => t.points[t.points.length - 1][1];
    expect(traces[0].points[0][1]).toBeGreaterThan(4);
    expect(traces[0].points[0][1]).toBe(traces[1].points[0][1]); // the same random starts
    expect(last(traces[0])).toBeGreaterThan(1);
    expect(last(traces[1])).toBeLessThan(last(traces[0]));
    await expect(page.locator('#seeds-charts figure[data-chart="attacked"] svg').count()).resolves.toBe(1);
    // one size (n = 8) still drawn: each variant's median with its quartiles and range, side by side
    for (const name of ["steps", "time"]) {
      const figure = `#seeds-charts figure[data-chart="${name}"]`;
      expect(await page.locator(`${figure} .point`).count()).toBe(2);
      expect(await page.locator(`${figure} .quartiles`).count()).toBe(2);
      expect(await page.locator(`${figure} .range`).count()).toBe(2);
    }
    expect(await page.locator('#seeds-charts figure[data-chart="time"] .note').allTextContents()).toContain("the cold run left out: each cell starts with an untimed warm-up");
    // one set of download buttons in the tab, for the last run
    expect(await page.locator("#panel-bench button", { hasText: /^CSV$/ }).count()).toBe(1);
    const fetch = async (kind: string): Promise<Buffer> => {
      const [download] = await Promise.all([page.waitForEvent("download"), page.click(`#bench-download-${kind}`)]);
      return downloaded(download);
    };
    const csv = String(await fetch("csv")).trim().split("\n");
    expect(csv).toHaveLength(3);
    expect(csv[1]).toContain("hillclimb:sideways=0:restarts=0");
    const json = String(await fetch("json"));
    expect(JSON.parse(json).cells[1].seeds.runs).toBe(400);
    // the page's file is the CLI's: `nqueens bench --compare` reads it beside the CLI's own run of
    // the same seeds, and every seed took the same steps to the same end in both
    const dir = mkdtempSync(join(tmpdir(), "nq-web-seeds-"));
    writeFileSync(join(dir, "page.json"), json);
    const cli = nqueens(["bench", "--sizes", "8", "--seeds", "400", "--engines", "wasm", "--algos", "hillclimb:sideways=0:restarts=0,hillclimb:sideways=100:restarts=0", "--out", join(dir, "cli.json")]);
    expect(cli.status, cli.stderr).toBe(0);
    const runsOf = (r: BenchResults) => r.cells.map((c) => c.seedRuns!.map(({ seed, solved, steps }) => [seed, solved, steps]));
    expect(runsOf(JSON.parse(json) as BenchResults)).toEqual(runsOf(JSON.parse(readFileSync(join(dir, "cli.json"), "utf8")) as BenchResults));
    const compare = nqueens(["bench", "--compare", join(dir, "page.json"), join(dir, "cli.json")]);
    expect(compare.status, compare.stderr).toBe(0);
    expect(compare.stdout.split("\n").filter((l) => /^hillclimb:sideways=(0|100):restarts=0\s+wasm\s+8\s.*\+0 ± /.test(l))).toHaveLength(2);
    // the charts in one file
    expect(String(await fetch("svg"))).toMatch(/^<svg[\s\S]*success rate[\s\S]*time against n[\s\S]*attacking pairs[\s\S]*<\/svg>$/);
    expect((await fetch("png")).subarray(1, 4).toString()).toBe("PNG");
    expect(problems).toEqual([]);
  });

  it("puts backtracking's first placement and both counts of all beside min-conflicts, as the CLI's --seeds does", async () => {
    const { page, problems } = session.browser;
    await open(page, session.server.url, "?mode=bench");
    await page.fill("#seeds-algos", "minconflicts,backtrack,count,textbook");
    await page.fill("#seeds-sizes", "6,8,33");
    await page.fill("#seeds-k", "20");
    await page.click("#seeds-run");
    await page.waitForFunction(() => (window.nqueensPage.state("bench") as { seeds: { cells: unknown[] | null } }).seeds.cells !== null);
    type SeedCell = { variant: string; n: number; status: string; seeds?: { runs: number; successRate: number }; seedRuns?: { steps: number }[] };
    const cells = await page.evaluate(() => (window.nqueensPage.state("bench") as { seeds: { cells: SeedCell[] } }).seeds.cells);
    const at = (variant: string, n: number): SeedCell => cells.find((c) => c.variant === variant && c.n === n)!;
    for (const n of [6, 8]) {
      expect(at("minconflicts", n).seeds).toMatchObject({ runs: 20, successRate: 1 });
      // no seed: the CLI's default 3 runs, each the same search as the Node API's
      const first = (await solve(n, { algo: "backtrack" })).stats.steps;
      expect(at("backtrack", n).seedRuns!.map((r) => r.steps)).toEqual([first, first, first]);
      const nodes = Number((await count(n, { threads: 1 })).nodes);
      expect(at("count", n).seedRuns!.map((r) => r.steps)).toEqual([nodes, nodes, nodes]);
      // the textbook's nodes: OEIS A319283(n) - 1 (the backtrack tree without its root): 152 at 6, 2,056 at 8
      const textbook = { 6: 152, 8: 2056 }[n]!;
      expect(at("textbook", n).seedRuns!.map((r) => r.steps)).toEqual([textbook, textbook, textbook]);
    }
    expect(at("minconflicts", 33).seeds!.successRate).toBe(1);
    expect([at("backtrack", 33).status, at("count", 33).status, at("textbook", 33).status]).toEqual(["unsupported", "unsupported", "unsupported"]);
    expect(await page.locator("#seeds-table tbody tr").count()).toBe(12);
    // each count's row says which tree it searched
    const what = async (algo: string, n: number): Promise<string> => (await page.locator("#seeds-table tbody tr", { has: page.locator(`td:first-child:text-is("${algo}")`) })
      .filter({ has: page.locator(`td:nth-child(3):text-is("${n}")`) }).locator("td").last().textContent())!;
    expect(await what("count", 8)).toBe("canonical-form backtracking: symmetric, bitboards; 92 solutions");
    expect(await what("textbook", 8)).toBe("textbook backtracking: every partial placement visited; 92 solutions");
    // the address names the run, and opening it runs it again
    const address = new URL(page.url());
    expect(Object.fromEntries(address.searchParams)).toMatchObject({ mode: "bench", algos: "minconflicts,backtrack,count,textbook", n: "6,8,33", seeds: "20" });
    await open(page, session.server.url, address.search);
    await page.waitForFunction(() => (window.nqueensPage.state("bench") as { seeds: { cells: unknown[] | null } }).seeds.cells?.length === 12);
    expect(await page.inputValue("#seeds-algos")).toBe("minconflicts,backtrack,count,textbook");
    expect(problems).toEqual([]);
  });
});
