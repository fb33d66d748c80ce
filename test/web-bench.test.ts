// Bench in the browser: a shared link measures again by itself; a small range (n = 500 to 2,000,
// one warm run) gives a table row per n, algorithm and engine, every answer verified in the worker,
// and the CLI's chart drawn as SVG above the table, inside its box, with a legend whose warm and
// cold lines are solid and dashed as the lines are; n written one way; no sideways scrolling on a phone.
// And the CLI's chart page, which draws itself with the same Vega bundle.
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import { chartHtml, chartSpec } from "../src/bench/chart.js";
import type { BenchResults } from "../src/bench/types.js";
import { open, screenshot, usePage } from "./web-helpers.js";

const session = usePage();
const ROOT = fileURLToPath(new URL("../", import.meta.url));

const measured = (): Promise<unknown> => session.browser.page.waitForFunction(
  () => (window.nqueensPage.state("bench") as { cells: unknown[] | null }).cells !== null && document.querySelector("#bench-chart svg") !== null);

describe("the Bench tab", () => {
  it("a link reruns its range: the chart first, fitting its box, a legend of solid and dashed lines, n written one way", async () => {
    const { page, problems } = session.browser;
    await page.setViewportSize({ width: 1280, height: 800 });
    await open(page, session.server.url, "?mode=bench&from=500&to=2000&reps=1");
    expect(await page.inputValue("#bench-from")).toBe("500");
    await measured(); // nobody pressed Run
    const rows = await page.$$eval("#bench-table tbody tr", (trs) => trs.map((tr) => Array.from(tr.children, (td) => td.textContent!)));
    // algo, engine, n, cold ms, warm ms, ... check: one row per n, algorithm and engine
    const keys = rows.map((r) => `${r[0]} ${r[1]} ${r[2]}`).sort();
    expect(keys).toEqual(["construct ts 1,000", "construct ts 2,000", "construct ts 500", "construct wasm 1,000", "construct wasm 2,000", "construct wasm 500",
      "minconflicts ts 1,000", "minconflicts ts 2,000", "minconflicts ts 500", "minconflicts wasm 1,000", "minconflicts wasm 2,000", "minconflicts wasm 500"]);
    for (const r of rows) {
      expect(Number(r[4])).toBeGreaterThanOrEqual(0); // warm ms is a number
      expect(r.slice(-2)).toEqual(["verify", r[0] === "construct" ? "explicit construction, no search" : "min-conflicts repair"]);
    }
    expect(await page.locator("#bench-chart svg path").count()).toBeGreaterThan(0);
    expect(page.url()).toContain("mode=bench&from=500&to=2000&reps=1");

    const layout = await page.evaluate(() => {
      const box = document.getElementById("bench-chart")!.getBoundingClientRect();
      const svg = document.querySelector("#bench-chart svg")!.getBoundingClientRect();
      const table = document.getElementById("bench-table")!.getBoundingClientRect();
      return { box: [box.left, box.top, box.right, box.bottom], svg: [svg.left, svg.top, svg.right, svg.bottom], tableTop: table.top };
    });
    expect(layout.box[3]).toBeLessThanOrEqual(layout.tableTop); // the chart above the table
    expect(layout.svg[0]).toBeGreaterThanOrEqual(layout.box[0] - 0.5);
    expect(layout.svg[1]).toBeGreaterThanOrEqual(layout.box[1] - 0.5);
    expect(layout.svg[2]).toBeLessThanOrEqual(layout.box[2] + 0.5);
    expect(layout.svg[3]).toBeLessThanOrEqual(layout.box[3] + 0.5);
    expect(layout.svg[3]).toBeLessThanOrEqual(800); // and in view without scrolling

    // the series legend: a visible line each, warm solid and cold dashed
    const legend = await page.evaluate(() => {
      const entries: Record<string, { stroke: string; dash: string }> = {};
      for (const label of Array.from(document.querySelectorAll("#bench-chart .role-legend-label text"))) {
        const symbol = label.closest(".role-legend-label")!.parentElement!.querySelector(".role-legend-symbol path")!;
        entries[label.textContent!] = { stroke: symbol.getAttribute("stroke") ?? "", dash: symbol.getAttribute("stroke-dasharray") ?? "" };
      }
      return entries;
    });
    expect(legend.warm.stroke).not.toMatch(/^(transparent|none|)$/);
    expect(legend.cold.stroke).not.toMatch(/^(transparent|none|)$/);
    expect(legend.warm.dash).toMatch(/^(|1,0|none)$/);
    expect(legend.cold.dash.split(",").length).toBeGreaterThan(1);
    expect(legend.cold.dash).not.toBe("1,0");
    await screenshot(page, "17-bench");

    // a phone: nothing scrolls sideways, the chart as wide as its box
    await page.setViewportSize({ width: 390, height: 844 });
    await open(page, session.server.url, "?mode=bench&from=500&to=2000&reps=1");
    await measured();
    const phone = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      svgRight: document.querySelector("#bench-chart svg")!.getBoundingClientRect().right,
    }));
    expect(phone.scrollWidth).toBeLessThanOrEqual(390);
    expect(phone.svgRight).toBeLessThanOrEqual(390);
    expect(problems).toEqual([]);
  });

  it("a fresh Bench tab puts no range in the address, so a reload measures nothing", async () => {
    const { page, problems } = session.browser;
    await open(page, session.server.url, "?mode=bench");
    expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual({ mode: "bench" });
    expect(await page.textContent("#bench-status")).not.toMatch(/Measuring|Measured/);
    expect(problems).toEqual([]);
  });

  // `nqueens bench --chart FILE.html` inlines the page's Vega bundle as a module script
  it("the CLI's chart page draws itself from the spec it carries, with the page's Vega inline", async () => {
    const { page, problems } = session.browser;
    const results = JSON.parse(readFileSync(join(ROOT, "bench", "results", "results.json"), "utf8")) as BenchResults;
    const html = chartHtml(results, chartSpec(results), readFileSync(join(ROOT, "dist", "web", "bench-chart.js"), "utf8"));
    const file = join(mkdtempSync(join(tmpdir(), "nqueens-chart-")), "chart.html");
    writeFileSync(file, html);
    await page.goto(pathToFileURL(file).href);
    await page.waitForSelector("#chart svg path");
    expect(await page.locator("#chart svg .role-legend-label text").count()).toBeGreaterThan(1);
    expect(problems).toEqual([]);
  });
});
