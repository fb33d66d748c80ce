// The board view: wheel, buttons and keys zoom, dragging pans, Fit restores, hover names the
// square; at low zoom a density picture, at high zoom real squares with queens.
import { describe, expect, it } from "vitest";
import { open, screenshot, solvedRows, usePage, type Browser } from "./web-helpers.js";

const session = usePage();

type View = { x: number; y: number; scale: number };
const view = async (browser: Browser): Promise<View> => {
  const text = (await browser.page.getAttribute("#solve-board", "data-view"))!;
  const [x, y, scale] = text.split(",").map(Number);
  return { x, y, scale };
};
/** Waits for the next drawn frame to carry a view other than `before`. */
const changedFrom = async (browser: Browser, before: View): Promise<View> => {
  const text = `${before.x.toFixed(3)},${before.y.toFixed(3)},${before.scale.toPrecision(6)}`;
  await browser.page.waitForFunction((old) => document.getElementById("solve-board")!.dataset.view !== old, text);
  return view(browser);
};

describe("the board view", () => {
  it("zooms with the wheel about the pointer, pans by dragging, fits again, and names the square under the pointer", async () => {
    const { page, problems } = session.browser;
    await open(page, session.server.url, "?mode=solve&n=20000&seed=2");
    await page.waitForSelector("#solve-board[data-verified='true'][data-n='20000']");
    const rows = (await solvedRows(page))!;
    const fitted = await view(session.browser);
    expect(fitted.scale).toBeLessThan(1); // many squares per pixel: the density picture
    await screenshot(page, "07-board-fit-density");

    const box = (await page.locator("#solve-board").boundingBox())!;
    const cx = box.x + box.width / 2;
    const cy = box.y + box.height / 2;
    await page.mouse.move(cx, cy);
    for (let k = 0; k < 4; k++) await page.mouse.wheel(0, -500);
    await page.waitForFunction(() => Number(document.getElementById("solve-board")!.dataset.view!.split(",")[2]) > 1);
    await screenshot(page, "08-board-zoom-queens-as-dots"); // e^4 closer: about 2 pixels a square
    for (let k = 0; k < 8; k++) await page.mouse.wheel(0, -500);
    await page.waitForFunction(() => Number(document.getElementById("solve-board")!.dataset.view!.split(",")[2]) >= 96);
    const zoomed = await view(session.browser);
    expect(zoomed.scale).toBe(96); // the largest zoom: squares and queens
    // the board point under the pointer stayed under it (to a pixel or two of the fitted view)
    const ratio = await page.evaluate(() => window.devicePixelRatio);
    const centre = (v: View): [number, number] => [v.x + (box.width / 2) * ratio / v.scale, v.y + (box.height / 2) * ratio / v.scale];
    expect(Math.abs(centre(zoomed)[0] - centre(fitted)[0])).toBeLessThan(2 / fitted.scale);
    expect(Math.abs(centre(zoomed)[1] - centre(fitted)[1])).toBeLessThan(2 / fitted.scale);

    await page.mouse.move(cx, cy);
    await page.mouse.down();
    await page.mouse.move(cx - 200, cy - 100, { steps: 5 });
    await page.mouse.up();
    const panned = await changedFrom(session.browser, zoomed);
    expect(panned.scale).toBe(zoomed.scale);
    expect(panned.x).toBeGreaterThan(zoomed.x);
    expect(panned.y).toBeGreaterThan(zoomed.y);

    // hover: the readout names the column and row under the pointer, and a queen when there is one
    await page.mouse.move(cx, cy);
    const hover = (await page.textContent("#solve-hover"))!;
    const match = /column ([\d,]+), row ([\d,]+)/.exec(hover);
    expect(match).not.toBeNull();
    const col = Number(match![1].replaceAll(",", ""));
    const row = Number(match![2].replaceAll(",", ""));
    expect(hover.includes("queen")).toBe(rows[col] === row);
    // move onto the queen of that column: the readout says so
    const at = await view(session.browser);
    const qx = box.x + ((col + 0.5 - at.x) * at.scale) / ratio;
    const qy = box.y + ((rows[col] + 0.5 - at.y) * at.scale) / ratio;
    if (qy > box.y && qy < box.y + box.height) {
      await page.mouse.move(qx, qy);
      expect(await page.textContent("#solve-hover")).toBe(`column ${col.toLocaleString("en-US")}, row ${rows[col].toLocaleString("en-US")}: queen`);
    }

    const beforeFit = await view(session.browser);
    await page.click("#solve-fit");
    const refitted = await changedFrom(session.browser, beforeFit);
    expect(refitted).toEqual(fitted);
    expect(problems).toEqual([]);
  });

  it("zooms from the keyboard and the buttons", async () => {
    const { page, problems } = session.browser;
    await open(page, session.server.url, "?mode=solve&n=64&seed=1");
    await page.waitForSelector("#solve-board[data-verified='true'][data-n='64']");
    const fitted = await view(session.browser);
    await page.click("#solve-zoom-in");
    const bigger = await changedFrom(session.browser, fitted);
    expect(bigger.scale).toBeCloseTo(fitted.scale * 1.5, 3);
    await page.focus("#solve-board");
    await page.keyboard.press("-");
    const back = await changedFrom(session.browser, bigger);
    expect(back.scale).toBeCloseTo(fitted.scale, 3);
    await page.keyboard.press("+");
    await page.keyboard.press("ArrowRight");
    const moved = await changedFrom(session.browser, back);
    expect(moved.x).toBeGreaterThan(back.x);
    await page.keyboard.press("0");
    expect(await changedFrom(session.browser, moved)).toEqual(fitted);
    // zoomed onto the queen of column 10: the readout names it
    const rows = (await solvedRows(page))!;
    const box = (await page.locator("#solve-board").boundingBox())!;
    const ratio = await page.evaluate(() => window.devicePixelRatio);
    const at = (v: View, col: number, row: number): [number, number] =>
      [box.x + ((col + 0.5 - v.x) * v.scale) / ratio, box.y + ((row + 0.5 - v.y) * v.scale) / ratio];
    await page.mouse.move(...at(fitted, 10, rows[10]));
    await page.mouse.wheel(0, -400);
    const close = await changedFrom(session.browser, fitted);
    await page.mouse.move(...at(close, 10, rows[10]));
    expect(await page.textContent("#solve-hover")).toBe(`column 10, row ${rows[10]}: queen`);
    await screenshot(page, "09-board-squares");
    expect(problems).toEqual([]);
  });
});
