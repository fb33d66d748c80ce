// The page's words and access: errors that say the same range as the hint beside them, "-5" as
// out of range (it is a whole number), the 32-bit reason only for an n above the limit, Edit's
// legend for the piece on the board, every attacking pair of fixed queens named, no "0.00 ms",
// a focus ring of at least 3:1 on white and on the squares, and every scrolling region reachable
// by keyboard (axe-core's scrollable-region-focusable, checked here by its definition).
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { open, usePage } from "./web-helpers.js";

const session = usePage();

/** WCAG contrast of two CSS colours (rgb()/rgba() as getComputedStyle gives them, alpha ignored). */
function contrast(a: string, b: string): number {
  const luminance = (css: string): number => {
    const [r, g, bl] = css.match(/[\d.]+/g)!.slice(0, 3).map((v) => Number(v) / 255)
      .map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4));
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

/** Elements that scroll (content beyond their box, overflow auto or scroll) with nothing in them that takes the focus. */
function unreachableScrollers(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const focusable = (e: Element): boolean => (e as HTMLElement).tabIndex >= 0 && !(e as HTMLButtonElement).disabled;
    return Array.from(document.querySelectorAll("body *")).filter((e) => {
      const style = getComputedStyle(e);
      const scrollsX = e.scrollWidth > e.clientWidth && /auto|scroll/.test(style.overflowX);
      const scrollsY = e.scrollHeight > e.clientHeight && /auto|scroll/.test(style.overflowY);
      if (!(scrollsX || scrollsY) || (e as HTMLElement).offsetParent === null) return false;
      return !focusable(e) && !Array.from(e.querySelectorAll("*")).some(focusable);
    }).map((e) => e.id || e.className);
  });
}

describe("the page's words and access", () => {
  it("Solve's n = 0 error names the hint's range; Watch's -5 is out of range; Count's reason only for a large n", async () => {
    const { page, problems } = session.browser;
    await open(page, session.server.url);
    await page.waitForFunction(() => /up to/.test(document.getElementById("solve-n-hint")!.textContent!));
    const hint = (await page.textContent("#solve-n-hint"))!;
    const range = /^(1 or 4 up to [\d,]+)/.exec(hint)![1];
    await page.fill("#solve-n", "0");
    await page.click("#solve-run");
    expect(await page.textContent("#solve-error")).toBe(`n must be ${range}, got 0`);

    await page.click("#tab-watch");
    await page.fill("#watch-n", "-5");
    await page.click("#watch-restart");
    expect(await page.textContent("#watch-error")).toBe("n must be from 4 to 1,000,000, got -5");

    await page.click("#tab-count");
    await page.fill("#count-n", "abc");
    await page.click("#count-run");
    expect(await page.textContent("#count-error")).toBe("n must be a whole number, got 'abc'");
    await page.fill("#count-n", "40");
    await page.click("#count-run");
    expect(await page.textContent("#count-error")).toContain("(the core keeps rows in 32-bit masks)");
    expect(problems).toEqual([]);
  });

  it("Edit: the legend shows the piece on the board, every attacking pair of fixed queens is named, no 0.00 ms", async () => {
    const { page, problems } = session.browser;
    await open(page, session.server.url, "?mode=edit&n=8");
    expect(await page.textContent("#edit-legend")).toContain("♛");
    await page.selectOption("#edit-piece", "rook");
    expect(await page.textContent("#edit-legend")).toContain("♜");
    expect(await page.textContent("#edit-legend")).not.toContain("♛");
    await page.selectOption("#edit-piece", "queen");
    // three fixed queens, three attacking pairs: (1,2)-(3,4) and (3,4)-(1,6) on diagonals, (1,2)-(1,6) on a row
    await page.check("#edit-tool-fix");
    for (const sq of ["#edit-sq-1-2", "#edit-sq-3-4", "#edit-sq-1-6"]) await page.click(sq);
    await page.click("#edit-place");
    await page.waitForFunction(() => (window.nqueensPage.state("edit") as { error: string | null }).error !== null);
    const error = (await page.textContent("#edit-error"))!;
    expect(error).toContain("row 1, column 2 and row 3, column 4");
    expect(error).toContain("row 1, column 2 and row 1, column 6");
    expect(await page.locator("#edit-board [data-conflict]").count()).toBe(3);
    // a count too small for the browser's clock says so, never "0.00 ms"
    await open(page, session.server.url, "?mode=edit&n=4");
    await page.click("#edit-count");
    await page.waitForFunction(() => (window.nqueensPage.state("edit") as { count: string | null }).count !== null);
    expect(await page.textContent("#edit-status")).toMatch(/^Counted in (under 0\.1 ms|\d+(\.\d+)? ms|\d+\.\d+ s) /);
    expect(await page.textContent("#edit-status")).not.toContain("0.00 ms");
    expect(problems).toEqual([]);
  });

  it("Edit's count says its share done and the time left against an estimate made before it starts", async () => {
    const { page, problems } = session.browser;
    // n = 12, no constraints: the estimate (Knuth's, fixed seed) against the nodes the count reports
    await open(page, session.server.url, "?mode=edit&n=12");
    await page.click("#edit-count");
    await page.waitForFunction(() => (window.nqueensPage.state("edit") as { count: string | null }).count !== null);
    const done = (await page.textContent("#edit-status"))!;
    const nodes = Number(/\(([\d,]+) nodes/.exec(done)![1].replaceAll(",", ""));
    const { estimate } = await page.evaluate(() => window.nqueensPage.state("edit") as { estimate: number });
    expect(estimate / nodes).toBeGreaterThan(0.5);
    expect(estimate / nodes).toBeLessThan(2);
    // a count of minutes (n = 18) shows its share and the time left, then Cancel stops it
    await open(page, session.server.url, "?mode=edit&n=18");
    await page.click("#edit-count");
    await page.waitForFunction(() => /about [\d.]+% of an estimated [\d.]+ (million|billion), about [\d.]+ (ms|s) left/.test(document.getElementById("edit-status")!.textContent!));
    await page.click("#edit-cancel");
    await page.waitForFunction(() => document.getElementById("edit-status")!.textContent === "Cancelled.");
    expect(problems).toEqual([]);
  });

  it("the focus ring has at least 3:1 contrast on white and on the board's squares", async () => {
    const { page, problems } = session.browser;
    await open(page, session.server.url, "?mode=edit&n=8");
    await page.focus("#edit-place");
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Tab"); // keyboard focus: :focus-visible
    const ring = await page.evaluate(() => getComputedStyle(document.activeElement!).outlineColor);
    expect(contrast(ring, "rgb(255, 255, 255)")).toBeGreaterThanOrEqual(3);
    await page.focus("#edit-sq-0-0");
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowLeft");
    const square = await page.evaluate(() => {
      const e = document.activeElement!;
      return { ring: getComputedStyle(e).outlineColor, light: getComputedStyle(e).backgroundColor, dark: getComputedStyle(document.getElementById("edit-sq-0-1")!).backgroundColor };
    });
    expect(contrast(square.ring, square.light)).toBeGreaterThanOrEqual(3);
    expect(contrast(square.ring, square.dark)).toBeGreaterThanOrEqual(3);
    expect(problems).toEqual([]);
  });

  it("every region that scrolls on Bench takes the keyboard's focus (axe: scrollable-region-focusable)", async () => {
    const { page, problems } = session.browser;
    await page.setViewportSize({ width: 390, height: 844 });
    await open(page, session.server.url, "?mode=bench&from=500&to=1000&reps=1");
    await page.waitForFunction(() => (window.nqueensPage.state("bench") as { cells: unknown[] | null }).cells !== null);
    expect(await unreachableScrollers(page)).toEqual([]);
    await page.setViewportSize({ width: 1280, height: 800 });
    expect(await unreachableScrollers(page)).toEqual([]);
    expect(problems).toEqual([]);
  });
});
