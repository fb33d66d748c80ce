// Count on all cores in the browser: one Web Worker per core, n = 10 gives OEIS A000170(10) and
// A002562(10) (expected values from src/data/known-counts.ts, via test/oeis.ts), and Cancel stops n = 18.
import { describe, expect, it } from "vitest";
import { fundamentalOf, solutionsOf } from "./oeis.js";
import { open, screenshot, usePage } from "./web-helpers.js";

const session = usePage();

interface CountState { running: boolean; n: number | null; solutions: string | null; fundamental: string | null; threads: number | null; progress: number }
const state = (page: typeof session.browser.page): Promise<CountState> => page.evaluate(() => window.nqueensPage.state("count") as CountState);

describe("the Count tab", () => {
  it("counts n = 10 on one worker per core: 724 solutions, 92 fundamental (OEIS)", async () => {
    const { page, problems } = session.browser;
    await open(page, session.server.url, "?mode=count");
    expect(await page.getAttribute("#tab-count", "aria-selected")).toBe("true");
    await page.fill("#count-n", "10");
    await page.press("#count-n", "Enter");
    await page.waitForFunction(() => (window.nqueensPage.state("count") as { n: number | null }).n === 10);
    const s = await state(page);
    expect(BigInt(s.solutions!)).toBe(solutionsOf(10));
    expect(BigInt(s.fundamental!)).toBe(fundamentalOf(10));
    const cores = await page.evaluate(() => navigator.hardwareConcurrency);
    expect(s.threads).toBe(Math.max(2, cores));
    const text = (await page.textContent("#count-result"))!;
    expect(text).toMatch(new RegExp(`^n=10: ${solutionsOf(10)} solutions, ${fundamentalOf(10)} fundamental, [\\d.]+ s, ${s.threads} workers, [\\d,]+ nodes$`));
    expect(page.url()).toContain("mode=count&n=10");
    await screenshot(page, "12-count-10");
    expect(problems).toEqual([]);
  });

  it("refuses n above 32 and Cancel stops a count of n = 18", async () => {
    const { page, problems } = session.browser;
    await open(page, session.server.url, "?mode=count");
    await page.fill("#count-n", "33");
    await page.click("#count-run");
    expect(await page.textContent("#count-error")).toContain("n must be from 1 to 32");
    await page.fill("#count-n", "18");
    await page.click("#count-run");
    await page.waitForFunction(() => /Counting: [\d,]+ of/.test(document.getElementById("count-status")!.textContent!)
      && (window.nqueensPage.state("count") as { progress: number }).progress > 0);
    await screenshot(page, "13-count-18-running");
    const cancelledAt = Date.now();
    await page.click("#count-cancel");
    await page.waitForFunction(() => document.getElementById("count-status")!.textContent === "Cancelled.");
    expect(Date.now() - cancelledAt).toBeLessThan(1000);
    const s = await state(page);
    expect(s.running).toBe(false);
    expect(s.solutions).toBeNull();
    expect(await page.isDisabled("#count-cancel")).toBe(true);
    expect(await page.isEnabled("#count-run")).toBe(true);
    await screenshot(page, "14-count-cancelled");
    expect(problems).toEqual([]);
  });
});
