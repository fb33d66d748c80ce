// Watch's layout where a lecture happens: laptops at 1280x800 and 1366x768 (no text drawn over
// other text), a projector at 150 % zoom (1280x800 at 1.5: 853x533 CSS pixels) and a 390x844
// phone, where the board, the play controls, the counter and the narration must all be in view
// together, without scrolling.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launch, open, screenshot, serve, type Browser, type Served } from "./web-helpers.js";

let server: Served;
beforeAll(async () => {
  server = await serve();
});
afterAll(() => server?.stop());

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
async function outOfView(browser: Browser): Promise<string[]> {
  return browser.page.evaluate(() => {
    const ids = ["watch-board", "watch-play", "watch-step", "watch-counter", "watch-event"];
    return ids.filter((id) => {
      const r = document.getElementById(id)!.getBoundingClientRect();
      return r.height < 1 || r.top < 0 || r.bottom > innerHeight + 0.5 || r.left < 0 || r.right > innerWidth + 0.5;
    });
  });
}

describe.each([
  { width: 1280, height: 800 },
  { width: 1366, height: 768 },
  { width: 853, height: 533 },
  { width: 390, height: 844 },
])("Watch at $width x $height", (viewport) => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch(viewport);
  });
  afterAll(() => browser?.close());

  it("draws no text over other text, and keeps the board, the controls and the narration in view together", async () => {
    for (const algo of ["backtrack", "minconflicts"]) {
      await open(browser.page, server.url, `?mode=watch&n=8&seed=7&algo=${algo}&step=30&paused=1`);
      await browser.page.waitForSelector("#watch-board[data-phase]");
      expect(await overlaps(browser, ["#panel-watch .side", "#watch-form", ".watch-status", "#panel-watch .view"])).toEqual([]);
      expect(await outOfView(browser)).toEqual([]);
    }
    await screenshot(browser.page, `watch-layout-${viewport.width}x${viewport.height}`);
    expect(browser.problems).toEqual([]);
  });
});
