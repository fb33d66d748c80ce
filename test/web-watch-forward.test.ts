// Watch's fast-forward: to the solution (backtracking n = 20 takes hundreds of thousands of steps,
// minutes at the slider's 500 a second) and k steps on, exactly; it ends on the CLI's board, the page
// keeps drawing, Stop ends it, and the page says what is practical (its figure for n = 20 is the
// search's own step count, checked here).
import { describe, expect, it } from "vitest";
import { verify } from "../src/verify/queens.js";
import { nqueens } from "./helpers.js";
import { open, usePage, type Browser, watchState } from "./web-helpers.js";

const session = usePage();

interface ForwardState { algo: string; n: number; tick: number; ticks: number; placed: number; solved: boolean; rows: Int32Array; playing: boolean; forwarding: boolean; placements?: number; backtracks?: number }
const state = (browser: Browser) => watchState<ForwardState>(browser);

describe("Watch, fast-forward", () => {
  it("runs backtracking n = 20 to the CLI's first placement, and says honestly what that takes", async () => {
    const { page, problems } = session.browser;
    await open(page, session.server.url, "?mode=watch&n=20&algo=backtrack");
    await page.waitForSelector("#watch-board[data-phase]");
    await page.fill("#watch-speed", "0");
    const before = (await state(session.browser)).ticks;
    await page.click("#watch-to-end");
    await page.waitForSelector("#watch-board[data-solved='true']");
    const end = await state(session.browser);
    expect(end.forwarding).toBe(false);
    expect(verify(end.rows).ok).toBe(true);
    expect(end.rows).toEqual(JSON.parse(nqueens(["solve", "20", "--algo", "backtrack"]).stdout));
    // far beyond what the slider's 500 steps a second shows in a minute
    expect(end.ticks).toBeGreaterThan(500 * 60);
    expect(end.ticks).toBe(end.placements! + end.backtracks!);
    expect(await page.textContent("#watch-forward-status")).toMatch(new RegExp(`^Fast-forwarded ${(end.ticks - before).toLocaleString("en-US")} events in [\\d.]+ s \\(`));
    // the practical note's figure for n = 20 is this very run's
    expect(await page.textContent("#watch-practical")).toContain(`${end.ticks.toLocaleString("en-US")} events at n = 20`);
    // Back from there, further than the kept frames and than a replay at once: the run again from
    // its start, in view, to the step before the last queen, keeping the steps before it
    await page.click("#watch-back");
    await page.waitForFunction((t) => {
      const s = window.nqueensPage.state("watch") as { forwarding: boolean; tick: number };
      return !s.forwarding && s.tick === t;
    }, end.ticks - 1);
    const back = await state(session.browser);
    expect(back.placed).toBe(19);
    expect(await page.textContent("#watch-forward-status")).toMatch(new RegExp(`^Replayed from the start ${(end.ticks - 1).toLocaleString("en-US")} events in [\\d.]+ s .*now at event ${(end.ticks - 1).toLocaleString("en-US")}\\.$`));
    await page.click("#watch-back"); // from the kept frames now
    expect((await state(session.browser)).tick).toBe(end.ticks - 2);
    expect(problems).toEqual([]);
  });

  it("skips exactly k steps, then runs min-conflicts n = 64 to the CLI's board for its seed", async () => {
    const { page, problems } = session.browser;
    await open(page, session.server.url, "?mode=watch&n=64&seed=3");
    await page.waitForSelector("#watch-board[data-phase]");
    await page.fill("#watch-speed", "0");
    expect((await state(session.browser)).ticks).toBe(0); // opening waits for Play
    await page.fill("#watch-skip-k", "10");
    await page.click("#watch-skip");
    await page.waitForFunction(() => !(window.nqueensPage.state("watch") as { forwarding: boolean }).forwarding);
    expect((await state(session.browser)).ticks).toBe(10);
    await page.fill("#watch-skip-k", "25");
    await page.press("#watch-skip-k", "Enter");
    await page.waitForFunction(() => !(window.nqueensPage.state("watch") as { forwarding: boolean }).forwarding);
    expect((await state(session.browser)).ticks).toBe(35);
    await page.focus("#watch-board");
    await page.keyboard.press("e"); // to the solution
    await page.waitForSelector("#watch-board[data-solved='true']");
    const end = await state(session.browser);
    expect(end.rows).toEqual(JSON.parse(nqueens(["solve", "64", "--seed", "3"]).stdout));
    expect(await page.textContent("#watch-practical")).toContain("Min-conflicts");
    await page.fill("#watch-skip-k", "ten");
    await page.click("#watch-restart");
    await page.click("#watch-skip");
    expect(await page.textContent("#watch-forward-status")).toContain("whole number");
    expect(problems).toEqual([]);
  });

  it("keeps the page drawing while it runs, and Stop ends it where it is", async () => {
    const { page, problems } = session.browser;
    // backtracking n = 30 needs far more steps than this test waits for
    await open(page, session.server.url, "?mode=watch&n=30&algo=backtrack");
    await page.waitForSelector("#watch-board[data-phase]");
    await page.click("#watch-to-end");
    await page.waitForFunction(() => (window.nqueensPage.state("watch") as { ticks: number }).ticks > 100_000);
    // the page answers and draws between slices: its status names the steps so far
    await page.waitForFunction(() => /^Fast-forwarding: [\d,]+ events so far/.test(document.getElementById("watch-forward-status")!.textContent!));
    expect(await page.textContent("#watch-play")).toBe("Stop");
    await page.click("#watch-play");
    const stopped = await state(session.browser);
    expect(stopped.forwarding).toBe(false);
    expect(stopped.solved).toBe(false);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect((await state(session.browser)).ticks).toBe(stopped.ticks);
    expect(await page.textContent("#watch-play")).toBe("Play");
    expect(problems).toEqual([]);
  });
});
