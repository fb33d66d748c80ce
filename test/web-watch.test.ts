// Watch replays min-conflicts step by step on the TS twin itself, so it must end on the very
// board Solve (and the CLI) give for the same n and seed; attacked queens are marked meanwhile.
import { describe, expect, it } from "vitest";
import { verify } from "../src/verify/queens.js";
import { nqueens } from "./helpers.js";
import { open, screenshot, usePage, type Browser, watchState } from "./web-helpers.js";

const session = usePage();

interface WatchState { n: number; seed: number; steps: number; ticks: number; solved: boolean; rows: Int32Array; playing: boolean }
const state = (browser: Browser) => watchState<WatchState>(browser);

describe("Watch", () => {
  it("steps, pauses and plays to the same solution as the CLI for that seed", async () => {
    const { page, problems } = session.browser;
    // n = 16, seed 1: the greedy start leaves attacked queens, so there are repair steps to watch
    await open(page, session.server.url, "?mode=watch&n=16&seed=1");
    await page.waitForSelector("#watch-board[data-phase]");
    await page.fill("#watch-speed", "0"); // one step a second
    // opening waits for Play: the lecturer speaks first
    expect((await state(session.browser)).playing).toBe(false);
    const before = (await state(session.browser)).ticks;
    await page.click("#watch-step");
    await page.click("#watch-step");
    expect((await state(session.browser)).ticks).toBe(before + 2);
    // step through the greedy start into the repair, where attacked queens show in red
    while ((await page.getAttribute("#watch-board", "data-phase")) === "start") await page.keyboard.press("s");
    // the counter counts events (16 placements so far), the repair swaps (the search's steps) apart, and h
    expect(await page.textContent("#watch-counter")).toMatch(/^event 16 · 0 swaps · h [1-9]\d*$/);
    await screenshot(page, "10-watch-attacked");
    await page.fill("#watch-speed", "100");
    await page.click("#watch-play");
    await page.waitForSelector("#watch-board[data-solved='true']");
    const end = await state(session.browser);
    expect(end.steps).toBeGreaterThan(0);
    expect(verify(end.rows).ok).toBe(true);
    expect(end.rows).toEqual(JSON.parse(nqueens(["solve", "16", "--seed", "1"]).stdout));
    expect(await page.textContent("#watch-event")).toContain("✓ verified");
    // the address restores the demo: where it stopped, paused (it follows the demo a moment later;
    // the steps above wrote an earlier one)
    const address = `?mode=watch&n=16&seed=1&speed=100&step=${end.ticks}`;
    await page.waitForURL((url) => url.search === address);
    expect(new URL(page.url()).search).toBe(address);
    await screenshot(page, "11-watch-solved");
    expect(problems).toEqual([]);
  });
});
