// The page loads from `nqueens serve` in Chromium with no console errors, on a desktop and a
// phone-sized screen, showing only the tabs that exist.
import { describe, expect, it } from "vitest";
import { open, screenshot, solved, usePage } from "./web-helpers.js";

const session = usePage();

describe("the page", () => {
  it("loads with no console errors, tabs for what exists, and the Solve form", async () => {
    const { page, problems } = session.browser;
    await open(page, session.server.url);
    const tabs = await page.locator("[role=tab]").allTextContents();
    expect(tabs).toEqual(["Solve", "Watch", "Count", "Edit", "Bench"]);
    expect(await page.getAttribute("#tab-solve", "aria-selected")).toBe("true");
    expect(await page.isVisible("#solve-run")).toBe(true);
    expect(new URL(page.url()).search).toBe(""); // a fresh page's address holds nothing until the user acts
    await screenshot(page, "01-loaded");
    expect(problems).toEqual([]);
  });

  it("is readable on a phone: no sideways scrolling, the board as wide as the screen", async () => {
    const { page, problems } = session.browser;
    await page.setViewportSize({ width: 390, height: 844 });
    await open(page, session.server.url, "?mode=solve&n=12&seed=3");
    await solved(page, 12);
    const layout = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      innerWidth: window.innerWidth,
      board: document.getElementById("solve-board")!.getBoundingClientRect().width,
    }));
    expect(layout.scrollWidth).toBeLessThanOrEqual(layout.innerWidth);
    expect(layout.board).toBeGreaterThan(300);
    // a solve started from the form brings the board into view (it sits below the form)
    await open(page, session.server.url);
    await page.fill("#solve-n", "1000");
    await page.click("#solve-run");
    await solved(page, 1000);
    const board = (await page.locator("#solve-board").boundingBox())!;
    expect(board.y).toBeGreaterThanOrEqual(0);
    expect(board.y + board.height).toBeLessThanOrEqual(844);
    await screenshot(page, "02-phone");
    expect(problems).toEqual([]);
  });

  it("scrolls sideways on no tab of a phone, each tab with its work done", async () => {
    const { page, problems } = session.browser;
    await page.setViewportSize({ width: 390, height: 844 });
    const links: [string, string][] = [
      ["solve", "?mode=solve&n=1000&seed=1"], ["watch", "?mode=watch&n=32&seed=1"], ["count", "?mode=count&n=10"],
      ["edit", "?mode=edit&n=32&blocked=0.0&fixed=1.1"], ["bench", "?mode=bench&from=100&to=1e4&reps=1"],
    ];
    for (const [tab, query] of links) {
      await open(page, session.server.url, query);
      await page.waitForFunction((id) => window.nqueensPage.tab() === id && !(window.nqueensPage.state(id) as { running?: boolean } | null)?.running, tab);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, `the ${tab} tab`).toBeLessThanOrEqual(390);
    }
    expect(problems).toEqual([]);
  });

  it("is usable from the keyboard: arrow keys move between tabs, Enter solves", async () => {
    const { page, problems } = session.browser;
    await page.setViewportSize({ width: 1200, height: 800 });
    await open(page, session.server.url);
    await page.focus("#tab-solve");
    await page.keyboard.press("ArrowRight");
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("tab-watch");
    expect(await page.isVisible("#panel-watch")).toBe(true);
    await page.keyboard.press("ArrowLeft");
    await page.focus("#solve-n");
    await page.fill("#solve-n", "10");
    await page.keyboard.press("Enter");
    await solved(page, 10);
    expect(problems).toEqual([]);
  });
});
