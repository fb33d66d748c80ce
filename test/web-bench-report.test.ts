// Bench for a report: every column header carries its unit and says what it means, the machine
// line names the browser, the cores, the OS and the date, and the table downloads as the CLI's
// CSV and JSON (read back here and held to the page's rows) and the chart as SVG and PNG.
import { describe, expect, it } from "vitest";
import { downloaded, open, usePage } from "./web-helpers.js";

const session = usePage();

describe("Bench, for a report", () => {
  it("explains every column, names the machine, and downloads the table (CSV, JSON) and the chart (SVG, PNG)", async () => {
    const { page, problems } = session.browser;
    await open(page, session.server.url, "?mode=bench&from=500&to=1000&reps=1");
    await page.waitForFunction(() => (window.nqueensPage.state("bench") as { chart: boolean }).chart);
    const headers = await page.$$eval("#bench-table th", (ths) => ths.map((th) => ({ text: th.textContent!, title: th.getAttribute("title") ?? "" })));
    for (const { text, title } of headers) expect(title.length, `the header ${text} says what it means`).toBeGreaterThan(20);
    // times carry their unit; the bare "work", "wasm/ts" and "min" of the CLI's terminal table are explained
    for (const timed of ["cold (ms)", "warm (ms)", "min (ms)", "max (ms)", "wasm/ts (×)"]) expect(headers.map((h) => h.text)).toContain(timed);
    expect(await page.locator("#bench-columns dt").count()).toBe(headers.length);
    const machine = (await page.textContent("#bench-machine"))!;
    expect(machine).toMatch(/Chrom/);
    expect(machine).toMatch(/\d+ logical cores?/);
    expect(machine).toContain(new Date().toISOString().slice(0, 4));

    const cells = await page.evaluate(() => (window.nqueensPage.state("bench") as { cells: { algo: string; engine: string; n: number }[] }).cells);
    const fetch = async (kind: string): Promise<Buffer> => {
      const [download] = await Promise.all([page.waitForEvent("download"), page.click(`#bench-download-${kind}`)]);
      return downloaded(download);
    };
    const csv = String(await fetch("csv")).trim().split("\n");
    expect(csv[0]).toMatch(/^label,algo,engine,n,status,/);
    expect(csv.slice(1).map((line) => line.split(",").slice(1, 4).join(" ")).sort())
      .toEqual(cells.map((c) => `${c.algo} ${c.engine} ${c.n}`).sort());
    const json = JSON.parse(String(await fetch("json")));
    expect(json.format).toBe("nqueens-bench/1");
    expect(json.cells).toHaveLength(cells.length);
    const svg = String(await fetch("svg"));
    expect(svg).toMatch(/^<svg[\s\S]*<path[\s\S]*<\/svg>\s*$/);
    const png = await fetch("png");
    expect(png.subarray(1, 4).toString()).toBe("PNG");
    expect(png.readUInt32BE(16)).toBeGreaterThan(200); // width, at twice the chart's pixels
    expect(problems).toEqual([]);
  });
});
