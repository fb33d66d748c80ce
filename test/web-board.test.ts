// The board view: wheel, buttons and keys zoom, dragging pans, Fit restores, hover names the
// square; at low zoom a density picture, at high zoom real squares with queens.
import { describe, expect, it } from "vitest";
import { open, screenshot, solved, solvedRows, usePage, type Browser } from "./web-helpers.js";

const session = usePage();

type View = { x: number; y: number; scale: number };
const view = async (browser: Browser): Promise<View> => {
  const text = (await browser.page.getAttribute("#solve-board", "data-view"))!;
  const [x, y, scale] = text.split(",").map(Number);
  return { x, y, scale };
};
/** The view once it has held for 10 frames: a solved board can still be refitted by a late layout
 *  change (a scrollbar, the scroll into view), which a following action must not be mistaken for. */
const settled = async (browser: Browser): Promise<View> => {
  await browser.page.evaluate(() => new Promise<void>((resolve) => {
    const board = document.getElementById("solve-board")!;
    let last = board.dataset.view;
    let same = 0;
    const tick = (): void => {
      same = board.dataset.view === last ? same + 1 : 0;
      last = board.dataset.view;
      if (same >= 10) resolve();
      else requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  }));
  return view(browser);
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
    await solved(session.browser.page, 20000);
    const rows = (await solvedRows(page))!;
    const fitted = await settled(session.browser);
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
    await solved(session.browser.page, 64);
    const fitted = await settled(session.browser);
    // each action, then its own frame: never two actions racing one frame
    await page.click("#solve-zoom-in");
    const bigger = await changedFrom(session.browser, fitted);
    expect(bigger.scale).toBeCloseTo(fitted.scale * 1.5, 3);
    await page.focus("#solve-board");
    await page.keyboard.press("-");
    const back = await changedFrom(session.browser, bigger);
    expect(back.scale).toBeCloseTo(fitted.scale, 3);
    await page.keyboard.press("+");
    const zoomed = await changedFrom(session.browser, back);
    expect(zoomed.scale).toBeCloseTo(fitted.scale * 1.5, 3);
    await page.keyboard.press("ArrowRight");
    const moved = await changedFrom(session.browser, zoomed);
    expect(moved.x).toBeGreaterThan(zoomed.x);
    expect(moved.scale).toBe(zoomed.scale);
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
    await expect.poll(() => page.textContent("#solve-hover")).toBe(`column 10, row ${rows[10]}: queen`);
    await screenshot(page, "09-board-squares");
    expect(problems).toEqual([]);
  });

  it("draws the queens as the most visible mark at every zoom: their ink per queen never shrinks as squares grow", async () => {
    const { page, problems } = session.browser;
    await open(page, session.server.url, "?mode=solve&n=100&seed=3");
    await solved(session.browser.page, 100);
    await page.focus("#solve-board");
    const fitted = await settled(session.browser);
    await page.keyboard.press("-");
    let samples: { scale: number; ink: number }[] = [];
    let last = await changedFrom(session.browser, fitted);
    while (last.scale < 90) {
      await page.keyboard.press("+");
      last = await changedFrom(session.browser, last);
      // dark pixels (queen ink, darker than any square) per queen wholly in view
      samples.push(await page.evaluate(() => {
        const canvas = document.getElementById("solve-board") as HTMLCanvasElement;
        const [x, y, scale] = canvas.dataset.view!.split(",").map(Number);
        // read through a copy made for reading (the board's own context is not)
        const copy = Object.assign(document.createElement("canvas"), { width: canvas.width, height: canvas.height });
        const reader = copy.getContext("2d", { willReadFrequently: true })!;
        reader.drawImage(canvas, 0, 0);
        const data = reader.getImageData(0, 0, canvas.width, canvas.height).data;
        let dark = 0;
        for (let i = 0; i < data.length; i += 4) if (data[i] + data[i + 1] + data[i + 2] < 3 * 80) dark++;
        const rows = (window.nqueensPage.state("solve") as { rows: Int32Array }).rows;
        let queens = 0;
        for (let c = 0; c < rows.length; c++) {
          const px = (c + 0.5 - x) * scale;
          const py = (rows[c] + 0.5 - y) * scale;
          if (px > 0 && py > 0 && px < canvas.width && py < canvas.height) queens++;
        }
        return { scale, ink: queens > 0 ? dark / queens : NaN };
      }));
    }
    expect(samples.some((s) => s.scale >= 6 && s.scale <= 12)).toBe(true);
    samples = samples.filter((s) => !Number.isNaN(s.ink));
    for (let k = 1; k < samples.length; k++) expect(samples[k].ink, `at ${samples[k].scale.toFixed(1)} px a square`).toBeGreaterThanOrEqual(samples[k - 1].ink * 0.9);
    for (const s of samples) expect(s.ink, `at ${s.scale.toFixed(1)} px a square`).toBeGreaterThanOrEqual(Math.min(9, s.scale * s.scale * 0.5));
    expect(problems).toEqual([]);
  });

  it("finds its way in a huge board: go to a column or a row, next and previous queen, zoom to a queen, the minimap", async () => {
    const { page, problems } = session.browser;
    await open(page, session.server.url, "?mode=solve&n=1000000&seed=1");
    await solved(session.browser.page, 1000000);
    const at = (): Promise<{ col: number; row: number; scale: number; rowOfCol: number; ink: boolean }> => page.evaluate(() => new Promise((resolve) => {
      // after the next frame: the centre square, the queen of its column, and whether that square holds queen ink
      requestAnimationFrame(() => requestAnimationFrame(() => {
        const s = window.nqueensPage.state("solve") as { centre: { col: number; row: number }; view: { scale: number }; rows: Int32Array };
        const canvas = document.getElementById("solve-board") as HTMLCanvasElement;
        const side = Math.floor(s.view.scale);
        const copy = Object.assign(document.createElement("canvas"), { width: canvas.width, height: canvas.height });
        const reader = copy.getContext("2d", { willReadFrequently: true })!;
        reader.drawImage(canvas, 0, 0);
        const square = reader.getImageData((canvas.width - side) >> 1, (canvas.height - side) >> 1, side, side).data;
        let dark = 0;
        for (let i = 0; i < square.length; i += 4) if (square[i] + square[i + 1] + square[i + 2] < 3 * 80) dark++;
        resolve({ ...s.centre, scale: s.view.scale, rowOfCol: s.rows[s.centre.col], ink: dark > 0.3 * side * side });
      }));
    }));
    await page.fill("#solve-goto-col", "123456");
    await page.click("#solve-goto-go");
    let here = await at();
    expect(here.col).toBe(123456);
    expect(here.row).toBe(here.rowOfCol);
    expect(here.scale).toBeGreaterThanOrEqual(40);
    expect(here.ink).toBe(true);
    expect(await page.isVisible("#solve-minimap")).toBe(true);
    await screenshot(page, "23-board-goto");

    await page.click("#solve-queen-next");
    here = await at();
    expect([here.col, here.row]).toEqual([123457, here.rowOfCol]);
    await page.click("#solve-queen-prev");
    await page.click("#solve-queen-prev");
    here = await at();
    expect([here.col, here.row]).toEqual([123455, here.rowOfCol]);

    await page.fill("#solve-goto-col", "");
    await page.fill("#solve-goto-row", "777");
    await page.click("#solve-goto-go");
    here = await at();
    expect(here.row).toBe(777);
    expect(here.rowOfCol).toBe(777);

    await page.fill("#solve-goto-row", "2000000");
    await page.click("#solve-goto-go");
    expect(await page.textContent("#solve-goto-error")).toContain("row must be from 0 to 999,999");

    // from the whole board, one click lands on a queen
    await page.click("#solve-fit");
    await page.waitForSelector("#solve-minimap", { state: "hidden" });
    await page.click("#solve-zoom-queen");
    here = await at();
    expect(here.row).toBe(here.rowOfCol);
    expect(here.ink).toBe(true);

    // a click on the minimap moves the view there
    const map = (await page.locator("#solve-minimap").boundingBox())!;
    await page.mouse.click(map.x + map.width * 0.9, map.y + map.height * 0.1);
    here = await at();
    expect(here.col).toBeGreaterThan(850_000);
    expect(here.row).toBeLessThan(150_000);
    expect(problems).toEqual([]);
  });
});
