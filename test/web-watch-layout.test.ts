// Watch's layout where a lecture happens: laptops at 1280x800 and 1366x768 (no text drawn over
// other text), a projector at 150 % zoom (1280x800 at 1.5: 853x533 CSS pixels) and a 390x844
// phone, where the board, the play controls, the counter and the narration must all be in view
// together, without scrolling; with a second board beside the first (compare=), both boards too.
// Beside the board on all but the phone: the plot of h (at 1280x720, the sidebar's foot is below
// the fold). An error in the form shows at the top of the view and stops the board.
import { describe, expect, it } from "vitest";
import { open, screenshot, usePage, type Browser } from "./web-helpers.js";

// one page for the file, set to each size before its loads: every check is of a fresh load at that
// size, as from a browser context made with it (a context and its connection cost about 1 s of CPU)
const session = usePage();

/** Pairs of boxes that overlap among the visible children of the given containers. */
async function overlaps(browser: Browser, selectors: string[]): Promise<string[]> {
  return browser.page.evaluate((sels) => {
    const out: string[] = [];
    for (const sel of sels) {
      const kids = Array.from(document.querySelector(sel)!.children).filter((e) => (e as HTMLElement).offsetParent !== null);
      for (let k = 1; k < kids.length; k++) {
        const a = kids[k - 1].getBoundingClientRect();
        const b = kids[k].getBoundingClientRect();
        if (a.bottom > b.top + 0.5 && a.height > 0 && b.height > 0) out.push(`${sel}: ${kids[k - 1].id || kids[k - 1].className} over ${kids[k].id || kids[k].className}`);
      }
    }
    return out;
  }, selectors);
}

/** The parts that must be in view together, each as [top, bottom] in the viewport. */
async function outOfView(browser: Browser, compare: boolean): Promise<string[]> {
  return browser.page.evaluate((second) => {
    const ids = ["watch-board", "watch-play", "watch-step", "watch-counter", "watch-event", ...(second ? ["watch-compare-board", "watch-compare-counter"] : []),
      ...(innerWidth > 720 ? ["watch-plot"] : [])];
    return ids.filter((id) => {
      const r = document.getElementById(id)!.getBoundingClientRect();
      return r.height < 1 || r.top < 0 || r.bottom > innerHeight + 0.5 || r.left < 0 || r.right > innerWidth + 0.5;
    });
  }, compare);
}

describe.each([
  { width: 1280, height: 720 },
  { width: 1280, height: 800 },
  { width: 1366, height: 768 },
  { width: 853, height: 533 },
  { width: 390, height: 844 },
])("Watch at $width x $height", (viewport) => {
  it("draws no text over other text, and keeps the board, the controls and the narration in view together", async () => {
    const { browser, server } = session;
    await browser.page.setViewportSize(viewport);
    // the lab's algorithms (their option shown), and two boards side by side
    for (const query of ["algo=backtrack", "algo=minconflicts", "algo=anneal", "algo=column&compare=hillclimb"]) {
      const compare = query.includes("compare");
      await open(browser.page, server.url, `?mode=watch&n=8&seed=7&${query}&step=30`);
      await browser.page.waitForSelector("#watch-board[data-phase]");
      if (compare) await browser.page.waitForSelector("#watch-compare-board[data-steps]");
      expect(await overlaps(browser, ["#panel-watch .side", "#watch-form", ".watch-status", "#panel-watch .view", ...(compare ? ["#panel-watch .compare"] : [])])).toEqual([]);
      expect(await outOfView(browser, compare)).toEqual([]);
    }
    await screenshot(browser.page, `watch-layout-${viewport.width}x${viewport.height}`);
    expect(browser.problems).toEqual([]);
  });
});

describe("Watch's errors at 1280 x 720", () => {
  it("shows a bad n in view and stops the board that was playing", async () => {
    const { page, problems } = session.browser;
    await page.setViewportSize({ width: 1280, height: 720 });
    await open(page, session.server.url, "?mode=watch&n=8&seed=7");
    await page.waitForSelector("#watch-board[data-phase]");
    await page.click("#watch-play");
    await page.fill("#watch-n", "2");
    await page.click("#watch-restart");
    await page.waitForSelector("#watch-error:not([hidden])");
    const box = (await page.locator("#watch-error").boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height).toBeLessThanOrEqual(720);
    expect(await page.textContent("#watch-error")).toMatch(/^n must be/);
    const stopped = await page.evaluate(() => window.nqueensPage.state("watch") as { playing: boolean; tick: number });
    expect(stopped.playing).toBe(false);
    await screenshot(page, "watch-error-1280x720");
    expect(problems).toEqual([]);
  });
});
