// The Count tab: small n count in the page's own thread (no worker started) with singular and
// plural words right; n = 18 on the page's pool of Web Workers shows progress in steps far smaller
// than a unit, with an estimate; n = 20 is announced with its estimate, n = 22 and up are sent to
// the command line; Cancel stops it, and the next counts run on the same pool. Expected values from src/data/known-counts.ts (OEIS A000170, A002562) via test/oeis.ts.
import { describe, expect, it } from "vitest";
import { ONE_THREAD_MAX_N } from "../src/api/defaults.js";
import { fundamentalOf, solutionsOf } from "./oeis.js";
import { cancelShowing, open, screenshot, usePage } from "./web-helpers.js";

const session = usePage();

interface CountState {
  running: boolean; n: number | null; solutions: string | null; fundamental: string | null; threads: number | null; progress: number;
  workersStarted: number; units: number | null;
}
type Page = typeof session.browser.page;
const state = (page: Page): Promise<CountState> => page.evaluate(() => window.nqueensPage.state("count") as CountState);

async function countTo(page: Page, n: number): Promise<CountState> {
  await page.fill("#count-n", String(n));
  await page.click("#count-run");
  await page.waitForFunction((n) => {
    const s = window.nqueensPage.state("count") as { n: number | null; running: boolean };
    return s.n === n && !s.running;
  }, n);
  return state(page);
}

describe("the Count tab", () => {
  it("counts small n in the page's own thread, starting no worker, and says 1 solution, 1 thread, 1 node", async () => {
    const { page, problems } = session.browser;
    await open(page, session.server.url, "?mode=count");
    expect(await page.getAttribute("#tab-count", "aria-selected")).toBe("true");
    const ten = await countTo(page, 10);
    expect([BigInt(ten.solutions!), BigInt(ten.fundamental!), ten.threads, ten.workersStarted]).toEqual([solutionsOf(10), fundamentalOf(10), 1, 0]);
    expect(await page.textContent("#count-result"))
      .toMatch(new RegExp(`^n=10: ${solutionsOf(10)} solutions, ${fundamentalOf(10)} fundamental, [\\d.]+ s, 1 thread, [\\d,]+ nodes$`));
    expect(page.url()).toContain("mode=count&n=10");
    await screenshot(page, "12-count-10");
    const one = await countTo(page, 1);
    expect(one.workersStarted).toBe(0);
    expect(await page.textContent("#count-result")).toMatch(/^n=1: 1 solution, 1 fundamental, [\d.]+ s, 1 thread, 1 node$/);
    expect(await page.textContent("#count-status")).toMatch(/^Counted n = 1 in /);
    expect(problems).toEqual([]);
  });

  it("says before a count what it will take, and sends n = 22 and up to the command line without starting", async () => {
    const { page, problems } = session.browser;
    await open(page, session.server.url, "?mode=count");
    for (const n of [22, 27]) {
      await page.fill("#count-n", String(n));
      await page.click("#count-run");
      expect(await page.textContent("#count-error")).toMatch(new RegExp(`^n = ${n} takes about .* of CPU .*: a browser tab cannot finish it\\. `
        + `Count it with the command line, which survives interruptions: nqueens count ${n} --checkpoint q${n}\\.jsonl`));
      expect((await state(page)).running).toBe(false);
    }
    expect((await state(page)).workersStarted).toBe(0);
    // the hint's sizes are the estimate's: no durations of its own, n = 22 the first sent away
    const hint = (await page.textContent("#count-n-hint"))!;
    expect(hint).not.toMatch(/second|minute|hour/);
    expect(hint).toContain("from n = 22 it is the command line's");
    await page.fill("#count-n", "20");
    await page.click("#count-run");
    expect(await page.textContent("#count-status")).toMatch(/^Starting n = 20 on \d+ workers…\s+n = 20: about \d+ (s|min) on \d+ workers .*, about \d+ MB\.$|^Counting n = 20/);
    await cancelShowing(page, "count");
    expect(problems).toEqual([]);
  });

  it("shows n = 18's progress in small steps with an estimate; Cancel stops it and the next counts reuse the pool", async () => {
    const { page, problems } = session.browser;
    await open(page, session.server.url, "?mode=count");
    await page.fill("#count-n", "33");
    await page.click("#count-run");
    expect(await page.textContent("#count-error")).toContain("n must be from 1 to 32");
    // every value the bar takes, seen from the page itself
    await page.evaluate(() => {
      const bar = document.getElementById("count-progress") as HTMLProgressElement;
      const seen: number[] = [];
      (window as unknown as { barValues: number[] }).barValues = seen;
      const watch = (): void => {
        if (bar.value > 0 && bar.value !== seen.at(-1)) seen.push(bar.value);
        requestAnimationFrame(watch);
      };
      watch();
    });
    await page.fill("#count-n", "18");
    await page.click("#count-run");
    await page.waitForFunction(() => (window as unknown as { barValues: number[] }).barValues.length >= 3);
    const values = await page.evaluate(() => (window as unknown as { barValues: number[] }).barValues);
    // the bar moves inside units, not only as each ends (the quarter join hands a worker one unit at a
    // time): some value is a fraction of a unit. Not "the first value is below one unit": on a busy
    // machine the page may draw its first frame after a unit has ended.
    const { units } = await state(page);
    expect(values.some((v) => Math.abs(v * units! - Math.round(v * units!)) > 1e-6)).toBe(true);
    expect(values.every((v, i) => i === 0 || v > values[i - 1])).toBe(true);
    expect(await page.textContent("#count-status")).toMatch(/^Counting n = 18: \d+(\.\d)?% · [\d.]+ m?s · about (\d+ h )?\d+ (s|min) left$/);
    await screenshot(page, "13-count-18-running");
    // at most the one progress report already on its way when Cancel was clicked
    const shown = await cancelShowing(page, "count");
    expect(shown, "the count ended before Cancel was reached").not.toBeNull();
    expect(shown!.length).toBeLessThanOrEqual(2);
    expect(shown!.at(-1)).toBe("Cancelled.");
    const cancelled = await state(page);
    expect([cancelled.running, cancelled.solutions]).toEqual([false, null]);
    expect(await page.isDisabled("#count-cancel")).toBe(true);
    expect(await page.isEnabled("#count-run")).toBe(true);
    await screenshot(page, "14-count-cancelled");
    // Cancel ended the busy workers; the next count starts new ones, the one after reuses them
    const n = ONE_THREAD_MAX_N + 1;
    const second = await countTo(page, n);
    expect([BigInt(second.solutions!), second.threads]).toEqual([solutionsOf(n), Math.max(2, await page.evaluate(() => navigator.hardwareConcurrency))]);
    expect(await page.textContent("#count-result")).toMatch(new RegExp(`^n=${n}: [\\d,]+ solutions, [\\d,]+ fundamental, [\\d.]+ s, ${second.threads} workers, [\\d,]+ nodes$`));
    const third = await countTo(page, n);
    expect(BigInt(third.solutions!)).toBe(solutionsOf(n));
    expect(third.workersStarted).toBe(second.workersStarted);
    expect(problems).toEqual([]);
  });
});
