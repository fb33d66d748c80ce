// Bench in the browser: a tiny range (n = 100 to 200, one warm run) gives a table row per n,
// algorithm and engine, every answer verified in the worker, and the CLI's chart drawn as SVG.
import { describe, expect, it } from "vitest";
import { open, screenshot, usePage } from "./web-helpers.js";

const session = usePage();

describe("the Bench tab", () => {
  it("measures Wasm and TS over n = 100..200 and draws the table and the chart", async () => {
    const { page, problems } = session.browser;
    await open(page, session.server.url, "?mode=bench&from=100&to=200&reps=1");
    expect(await page.inputValue("#bench-from")).toBe("100");
    await page.click("#bench-run");
    await page.waitForFunction(() => (window.nqueensPage.state("bench") as { cells: unknown[] | null }).cells !== null);
    const rows = await page.$$eval("#bench-table tbody tr", (trs) => trs.map((tr) => Array.from(tr.children, (td) => td.textContent!)));
    // algo, engine, n, cold ms, warm ms, ... check: one row per n, algorithm and engine
    const keys = rows.map((r) => `${r[0]} ${r[1]} ${r[2]}`).sort();
    expect(keys).toEqual(["construct ts 100", "construct ts 200", "construct wasm 100", "construct wasm 200",
      "minconflicts ts 100", "minconflicts ts 200", "minconflicts wasm 100", "minconflicts wasm 200"]);
    for (const r of rows) {
      expect(Number(r[4])).toBeGreaterThanOrEqual(0); // warm ms is a number
      expect(r.at(-1)).toBe("verify");
    }
    await page.waitForSelector("#bench-chart svg");
    expect(await page.locator("#bench-chart svg path").count()).toBeGreaterThan(0);
    expect(page.url()).toContain("mode=bench&from=100&to=200&reps=1");
    await page.locator("#bench-chart").scrollIntoViewIfNeeded();
    await screenshot(page, "17-bench");
    expect(problems).toEqual([]);
  });
});
