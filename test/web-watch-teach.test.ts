// Watch as a lecturer uses it: Space pauses (whatever button has the focus), each step's narration
// says what the boards before and after show (counted here on its own), Back and Play replay,
// a link restores the demo, Back and Forward move between tabs, and the board carries labels, a
// hover readout, stripes on attacked queens and a Fit button after a wheel zoom.
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { nextFrames, open, usePage, type Browser, walkWatch, watchState } from "./web-helpers.js";
import { attackTally } from "./attacks.js";

const session = usePage();

interface TeachState {
  algo: string; n: number; tick: number; ticks: number; steps: number; placed: number; restarts: number; solved: boolean; finished: boolean; rows: Int32Array;
  playing: boolean; forwarding: boolean; narration: { text: string; verdict: string | null };
  event: { kind: string; hBefore: number; hAfter: number; moves: { column: number; from: number; to: number }[]; neighbourhood: { name: string; queen: number; best: number | null } };
}
const state = (browser: Browser) => watchState<TeachState>(browser);

/** Opens Watch on n = 8, seed 7, paused at step 0. */
async function pausedAtStart(page: Page, query = "?mode=watch&n=8&seed=7"): Promise<void> {
  await open(page, session.server.url, query);
  await page.waitForSelector("#watch-board[data-phase]");
  await page.fill("#watch-speed", "0");
  expect((await state(session.browser)).playing).toBe(false); // opening waits for Play
}

describe("Watch, for teaching", () => {
  it("Space pauses and plays where the run is, also with Start or To the solution focused", async () => {
    const { page, problems } = session.browser;
    // n = 30: its first solution is 56 million steps away, so the fast-forward cannot end
    // between two polls of the wait for it, however fast or loaded the machine
    await pausedAtStart(page, "?mode=watch&n=30&algo=backtrack");
    await page.fill("#watch-speed", "100");
    await page.focus("#watch-restart");
    await page.keyboard.press(" ");
    await page.waitForFunction(() => (window.nqueensPage.state("watch") as { ticks: number }).ticks > 20);
    await page.keyboard.press(" "); // pause, not a new run
    const paused = await state(session.browser);
    expect(paused.playing).toBe(false);
    expect(paused.ticks).toBeGreaterThan(20);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect((await state(session.browser)).ticks).toBe(paused.ticks);
    // To the solution, then Space with that button focused: the fast-forward stops, it does not start again
    await page.click("#watch-to-end");
    await page.waitForFunction((t) => (window.nqueensPage.state("watch") as { forwarding: boolean; ticks: number }).forwarding, paused.ticks);
    await page.keyboard.press(" ");
    const stopped = await state(session.browser);
    expect(stopped.forwarding).toBe(false);
    expect(stopped.ticks).toBeGreaterThanOrEqual(paused.ticks);
    // no stale "Fast-forwarding … so far": the status says it stopped, at the counter's step
    const status = await page.textContent("#watch-forward-status");
    expect(status).not.toMatch(/so far/);
    expect(status).toContain(`now at event ${stopped.ticks.toLocaleString("en-US")}`);
    expect(problems).toEqual([]);
  });

  it("keys typed into a field stay the field's, Esc hands them back, and the speed reads out as a rate", async () => {
    const { page, problems } = session.browser;
    await pausedAtStart(page);
    expect(await page.getAttribute("#watch-speed", "aria-valuetext")).toBe("1 event a second");
    await page.focus("#watch-skip-k");
    await page.keyboard.press("s"); // typed into the field: no step
    expect((await state(session.browser)).tick).toBe(0);
    await page.keyboard.press("Escape");
    await page.keyboard.press("s");
    expect((await state(session.browser)).tick).toBe(1);
    expect(await page.textContent("#watch-keys")).toContain("not while a field has the focus (Esc leaves it)");
    expect(problems).toEqual([]);
  });

  it("narrates each step with what the boards before and after show: better, sideways, worse, restart", async () => {
    const { page, problems } = session.browser;
    await pausedAtStart(page);
    // seed 7 at n = 8 stalls on a plateau and restarts after 1,060 swaps: step past the restart
    const walk = await walkWatch<TeachState>(page, 5000, true);
    const seen = new Set<string>();
    for (let k = 1; k < walk.length; k++) {
      const [previous, now] = [walk[k - 1].state, walk[k].state];
      expect(now.tick).toBe(previous.tick + 1);
      const { verdict, text } = now.narration;
      const e = now.event;
      // h before and after, as the search reports them, are what a recount of the two boards finds
      expect([e.hBefore, e.hAfter]).toEqual([attackTally(previous.rows.slice(0, previous.placed)).pairs, attackTally(now.rows.slice(0, now.placed)).pairs]);
      if (["improving", "sideways", "accepted worse"].includes(e.kind)) {
        // a swap: the queen min-conflicts picked (the event names it) and its partner, and the neighbourhood named in words
        expect(verdict).toBe(e.hAfter < e.hBefore ? "better" : e.hAfter > e.hBefore ? "worse" : "sideways");
        expect(text).toContain(e.hBefore === e.hAfter ? `h stays ${e.hAfter}` : `h ${e.hBefore} → ${e.hAfter}`);
        expect(text).toContain(`the swaps of column ${e.neighbourhood.queen}'s queen`);
        expect(text.startsWith(`Event ${now.tick.toLocaleString("en-US")}: `)).toBe(true);
        expect(now.rows.filter((r, c) => r !== previous.rows[c])).toHaveLength(2);
        seen.add(verdict!);
      } else if (e.kind === "restart") {
        expect(verdict).toBe("restart");
        expect(text).toMatch(/^Event [\d,]+: restart 1: the board cleared for a fresh start/);
        seen.add(verdict!);
      } else {
        expect(text).not.toMatch(/improving|sideways|worse/);
      }
    }
    // the figures: step 1 makes things worse, and there are plateaus and gains too
    expect(seen).toEqual(new Set(["better", "sideways", "worse", "restart"]));
    expect(problems).toEqual([]);
  });

  it("steps back and replays the same frames; a link restores algorithm, n, seed, speed and the paused step", async () => {
    const { page, problems } = session.browser;
    await pausedAtStart(page);
    const at12 = (await walkWatch<TeachState>(page, 12)).at(-1)!.state;
    await page.click("#watch-back");
    await page.click("#watch-back");
    const at10 = await state(session.browser);
    expect(at10.tick).toBe(10);
    await page.click("#watch-step");
    await page.click("#watch-step");
    expect((await state(session.browser)).rows).toEqual(at12.rows);
    await page.fill("#watch-speed", "70");
    await page.waitForURL(/speed=70/);
    const link = new URL(page.url());
    expect(Object.fromEntries(link.searchParams)).toEqual({ mode: "watch", n: "8", seed: "7", speed: "70", step: "12" });
    expect(await page.inputValue("#watch-link")).toBe(link.href);
    // a fresh page from that link: the same board at the same step, paused, at that speed
    await open(page, link.href);
    await page.waitForSelector("#watch-board[data-phase]");
    const restored = await state(session.browser);
    expect(restored).toMatchObject({ tick: 12, playing: false, n: 8 });
    expect(restored.rows).toEqual(at12.rows);
    expect(await page.inputValue("#watch-speed")).toBe("70");
    // a link past the end replays the run to its end: seed 7 needs over 1,000 steps and a restart, as the tab says
    await open(page, session.server.url, "?mode=watch&n=8&seed=7&step=99999");
    await page.waitForSelector("#watch-board[data-solved='true']");
    const end = await state(session.browser);
    expect(end).toMatchObject({ playing: false, restarts: 1, solved: true });
    expect(end.tick).toBeGreaterThan(1000);
    // the plot marks the restart, and enlarges for a projector (a click on it shrinks it back)
    expect(await page.getAttribute("#watch-plot", "data-restarts")).toBe("1");
    const small = (await page.locator("#watch-plot").boundingBox())!;
    await page.click("#watch-plot-enlarge");
    const large = (await page.locator("#watch-plot").boundingBox())!;
    expect(large.height).toBeGreaterThan(0.6 * page.viewportSize()!.height);
    await page.click("#watch-plot");
    expect((await page.locator("#watch-plot").boundingBox())!.height).toBe(small.height);
    expect(await page.textContent("#watch-practical")).toContain("seeds 7, 8 and 10 need over 1,000 steps and a restart");
    expect(problems).toEqual([]);
  });

  it("Back and Forward move between tabs", async () => {
    const { page, problems } = session.browser;
    await open(page, session.server.url);
    await page.click("#tab-watch");
    await page.click("#tab-edit");
    expect(await page.evaluate(() => window.nqueensPage.tab())).toBe("edit");
    await page.goBack();
    await page.waitForFunction(() => window.nqueensPage.tab() === "watch");
    await page.goBack();
    await page.waitForFunction(() => window.nqueensPage.tab() === "solve");
    await page.goForward();
    await page.waitForFunction(() => window.nqueensPage.tab() === "watch");
    expect(await page.getAttribute("#tab-watch", "aria-selected")).toBe("true");
    expect(problems).toEqual([]);
  });

  it("labels rows and columns, reads out the square under the pointer, stripes attacked queens and plots the run", async () => {
    const { page, problems } = session.browser;
    await pausedAtStart(page);
    const now = (await walkWatch<TeachState>(page, 9)).at(-1)!.state; // past the greedy start: attacked queens
    await nextFrames(page); // the board of step 9 drawn, for the pixels read below
    // the geometry of the fitted board, from the canvas's own view (x0, y0 in squares, device pixels a square)
    const geometry = await page.evaluate(() => {
      const canvas = document.getElementById("watch-board") as HTMLCanvasElement;
      const [x0, y0, scale] = canvas.dataset.view!.split(",").map(Number);
      const rect = canvas.getBoundingClientRect();
      return { x0, y0, scale, left: rect.left, top: rect.top, ratio: canvas.width / rect.width };
    });
    const centre = (c: number, r: number) => ({
      x: geometry.left + ((c + 0.5 - geometry.x0) * geometry.scale) / geometry.ratio,
      y: geometry.top + ((r + 0.5 - geometry.y0) * geometry.scale) / geometry.ratio,
    });
    const attackedCol = now.rows.findIndex((r, c) => now.rows.some((r2, c2) => c2 !== c && (r2 === r || Math.abs(r2 - r) === Math.abs(c2 - c))));
    expect(attackedCol).toBeGreaterThanOrEqual(0);
    const square = centre(attackedCol, now.rows[attackedCol]);
    await page.mouse.move(square.x, square.y);
    await page.waitForFunction(() => document.getElementById("watch-hover")!.textContent !== "");
    expect(await page.textContent("#watch-hover")).toMatch(new RegExp(`^column ${attackedCol}, row ${now.rows[attackedCol]}: queen, [1-9] queens? attacks? it$`));
    // the attacked queen's square is striped: its corner holds the stripes' colour besides the square's
    const colours = await page.evaluate(({ c, r, view }) => {
      const canvas = document.getElementById("watch-board") as HTMLCanvasElement;
      const ctx = canvas.getContext("2d")!;
      const x = Math.round((c - view.x0) * view.scale);
      const y = Math.round((r - view.y0) * view.scale);
      const size = Math.round(view.scale * 0.15);
      const data = ctx.getImageData(x + 2, y + 2, size, size).data;
      const seen = new Set<string>();
      for (let k = 0; k < data.length; k += 4) seen.add(`${data[k]},${data[k + 1]},${data[k + 2]}`);
      return seen.size;
    }, { c: attackedCol, r: now.rows[attackedCol], view: geometry });
    expect(colours).toBeGreaterThan(2);
    // labels: the band left of column 0 holds the row numbers, so the board starts right of the canvas's edge by it
    expect((0 - geometry.x0) * geometry.scale).toBeGreaterThanOrEqual(20 * geometry.ratio);
    expect(Number(await page.getAttribute("#watch-plot", "data-points"))).toBeGreaterThan(5);
    expect(problems).toEqual([]);
  });

  it("shows a Fit button once the wheel zooms, and Fit brings the whole board back", async () => {
    const { page, problems } = session.browser;
    await pausedAtStart(page);
    expect(await page.isVisible("#watch-fit")).toBe(false);
    const fitted = await page.getAttribute("#watch-board", "data-view");
    const box = (await page.locator("#watch-board").boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.wheel(0, -400);
    await page.waitForSelector("#watch-fit", { state: "visible" });
    expect(await page.getAttribute("#watch-board", "data-view")).not.toBe(fitted);
    await page.click("#watch-fit");
    await page.waitForSelector("#watch-fit", { state: "hidden" });
    expect(await page.getAttribute("#watch-board", "data-view")).toBe(fitted);
    expect(problems).toEqual([]);
  });
});
