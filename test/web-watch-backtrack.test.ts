// Watch's backtracking animates the lexicographic depth-first search, so it must end on the very
// placement `nqueens solve n --algo backtrack` prints (the real CLI, spawned), after some backtracks.
import { describe, expect, it } from "vitest";
import { verify } from "../src/verify/queens.js";
import { nqueens } from "./helpers.js";
import { open, screenshot, usePage, type Browser, watchState } from "./web-helpers.js";

const session = usePage();

interface BacktrackState { algo: string; n: number; placements: number; backtracks: number; placed: number; ticks: number; solved: boolean; rows: Int32Array; playing: boolean }
const state = (browser: Browser) => watchState<BacktrackState>(browser);

describe("Watch, backtracking", () => {
  it("places, backtracks and plays to the CLI's first placement for n = 8", async () => {
    const { page, problems } = session.browser;
    await open(page, session.server.url, "?mode=watch&n=8&algo=backtrack");
    await page.waitForSelector("#watch-board[data-phase]");
    expect(await page.inputValue("#watch-algo")).toBe("backtrack");
    expect(await page.isVisible("#watch-seed")).toBe(false);
    await page.fill("#watch-speed", "0"); // one step a second
    // opening waits for Play, at the start: the first steps are exactly the first placements
    const fresh = await state(session.browser);
    expect(fresh).toMatchObject({ algo: "backtrack", n: 8, placed: 0, placements: 0, backtracks: 0, playing: false });
    for (let k = 0; k < 3; k++) await page.click("#watch-step");
    const stepped = await state(session.browser);
    // the search tries the lowest free row first: 0, then 2 (rows 0, 1 attacked), then 4
    expect(stepped).toMatchObject({ ticks: 3, placements: 3, backtracks: 0, placed: 3 });
    expect(stepped.rows.slice(0, 3)).toEqual([0, 2, 4]);
    expect(await page.textContent("#watch-counter")).toBe("event 3 · 3 queens placed · 0 backtracks · 3 of 8 placed");
    await screenshot(page, "18-watch-backtrack-steps");
    // step on until the first backtrack, so the screenshot shows a column's attacked and tried rows
    while ((await state(session.browser)).backtracks === 0) await page.keyboard.press("s");
    expect(await page.textContent("#watch-event")).toMatch(/has no free row left: backtrack/);
    await screenshot(page, "19-watch-backtrack-backtracked");
    await page.fill("#watch-speed", "100");
    await page.click("#watch-play");
    await page.waitForSelector("#watch-board[data-solved='true']");
    const end = await state(session.browser);
    const cli = nqueens(["solve", "8", "--algo", "backtrack"]);
    expect(cli.status).toBe(0);
    expect(end.rows).toEqual(JSON.parse(cli.stdout));
    expect(end.backtracks).toBeGreaterThan(0);
    expect(end.placements).toBe(end.backtracks + 8); // every queen taken off was placed once
    expect(verify(end.rows).ok).toBe(true);
    expect(await page.textContent("#watch-event")).toContain("✓ verified");
    expect(await page.textContent("#watch-counter")).toBe(`event ${end.ticks} · ${end.placements} queens placed · ${end.backtracks} backtracks`);
    // the address follows the demo a moment later: wait for the one it must reach
    const address = `?mode=watch&n=8&algo=backtrack&speed=100&step=${end.ticks}`;
    await page.waitForURL((url) => url.search === address);
    expect(new URL(page.url()).search).toBe(address);
    await screenshot(page, "20-watch-backtrack-solved");
    expect(problems).toEqual([]);
  });
});
