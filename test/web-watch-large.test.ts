// Watch at lecture sizes: min-conflicts on 1,000 and 100,000 queens (10^6 measured in the note:
// NQ_WATCH_LARGE_N=1000000 runs it here) runs to solved from the search's events, the board the
// independent verifier accepts; each frame's summary line is the sum of that frame's events, as
// the public watch() yields them for the same seed; the h curve ends at 0; Step and Back still
// narrate single events; an algorithm past its size is refused in one line under the n field.
import { describe, expect, it } from "vitest";
import { verify } from "../src/verify/queens.js";
import { watch, type SolveOptions, type WatchEvent } from "../src/index.js";
import { open, usePage, type Browser } from "./web-helpers.js";

const session = usePage();
const LARGE_N = Number(process.env.NQ_WATCH_LARGE_N ?? 100_000);

interface Summary { from: number; to: number; kinds: Record<string, number>; steps: number; hBefore: number; hAfter: number }
interface LargeState {
  n: number; tick: number; solved: boolean; finished: boolean; forwarding: boolean; large: boolean; steps: number;
  narration: { text: string }; summaries: Summary[]; event: WatchEvent; plotLast: { x: number; y: number } | null; behind: number;
}
/** The state without the rows (a large board's rows only when asked for). */
const state = (browser: Browser): Promise<LargeState> =>
  browser.page.evaluate(() => ({ ...(window.nqueensPage.state("watch") as object), rows: null })) as unknown as Promise<LargeState>;
const rows = (browser: Browser): Promise<number[]> =>
  browser.page.evaluate(() => Array.from((window.nqueensPage.state("watch") as { rows: Int32Array }).rows));

/** Opens Watch at n, paused at its start event. */
async function openLarge(browser: Browser, query: string): Promise<void> {
  await open(browser.page, session.server.url, `?mode=watch&${query}`);
  await browser.page.waitForFunction(() => (window.nqueensPage.state("watch") as { large?: boolean } | null)?.large === true);
}

/** Runs to the end (solved, or given up) at full speed; waits while the run moves on (bounded by progress, not the clock). */
async function toEnd(browser: Browser): Promise<LargeState> {
  await browser.page.click("#watch-to-end");
  let last = -1;
  for (;;) {
    const s = await state(browser);
    if (s.finished && !s.forwarding) return s;
    expect(s.tick, "the run stopped moving before it was solved").toBeGreaterThan(last);
    last = s.tick;
    await browser.page.waitForFunction((tick) => {
      const now = window.nqueensPage.state("watch") as { tick: number; finished: boolean };
      return now.tick > tick || now.finished;
    }, last);
  }
}

/** Every event of watch() for the seed, as the page's engine (the twin) and the core yield alike. */
async function events(n: number, options: SolveOptions & { seed: number }): Promise<WatchEvent[]> {
  const w = await watch(n, options);
  const out: WatchEvent[] = [];
  do out.push(w.step()); while (!w.finished);
  return out;
}

/** A frame's summary recomputed from the events it covers. */
function summed(all: WatchEvent[], from: number, to: number): Summary {
  const kinds: Record<string, number> = {};
  for (let k = from + 1; k <= to; k++) kinds[all[k].kind] = (kinds[all[k].kind] ?? 0) + 1;
  return { from, to, kinds, steps: all[to].steps - all[from].steps, hBefore: all[from + 1].hBefore, hAfter: all[to].hAfter };
}

describe("Watch on a large board", () => {
  it("runs n = 1,000 to a verified solution; each frame's line sums its events; the h curve ends at 0", async () => {
    const { page, problems } = session.browser;
    await openLarge(session.browser, "n=1000&seed=3");
    const start = await state(session.browser);
    expect(start.tick).toBe(0);
    // the board as Solve draws it: zoomed in, the minimap shows where the view is
    await page.focus("#watch-board");
    for (let k = 0; k < 4; k++) await page.keyboard.press("+");
    await page.waitForSelector("#watch-minimap:not([hidden])");
    // Step and Back narrate single events at any size
    await page.click("#watch-step");
    await page.click("#watch-step");
    await page.click("#watch-step");
    await page.click("#watch-back");
    const stepped = await state(session.browser);
    expect(stepped.tick).toBe(2);
    expect(stepped.narration.text).toMatch(/^Event 2: the start puts columns? \d/);
    const end = await toEnd(session.browser);
    expect(end.finished).toBe(true);
    expect(verify(await rows(session.browser)).ok).toBe(true);
    expect(end.plotLast).toEqual({ x: end.tick, y: 0 });
    expect(await page.getAttribute("#watch-plot", "data-scale")).toMatch(/^log /); // over 1,000 events: a log x axis
    expect(await page.textContent("#watch-event")).toContain("✓ verified");
    expect(end.solved).toBe(true);
    const all = await events(1000, { seed: 3 });
    expect(all.length - 1).toBe(end.tick);
    expect(end.summaries.length).toBeGreaterThan(0);
    for (const s of end.summaries) expect(s).toEqual(summed(all, s.from, s.to));
    const last = end.summaries[end.summaries.length - 1];
    expect(await page.textContent("#watch-event")).toMatch(new RegExp(`^This frame: ${(last.to - last.from).toLocaleString("en-US")} events?, `));
    // Back within the kept window, narrated
    await page.click("#watch-back");
    expect((await state(session.browser)).narration.text).toMatch(new RegExp(`^Event ${(end.tick - 1).toLocaleString("en-US")}: `));
    expect(problems).toEqual([]);
  });

  it(`reaches solved at n = ${LARGE_N.toLocaleString("en-US")} from the events, with the frames' lines their sums`, async () => {
    const { page, problems } = session.browser;
    await openLarge(session.browser, `n=${LARGE_N}&seed=1`);
    const started = Date.now();
    const end = await toEnd(session.browser);
    const seconds = (Date.now() - started) / 1000;
    console.log(`Watch n = ${LARGE_N}: solved at event ${end.tick} in ${seconds.toFixed(1)} s`);
    expect(end.plotLast).toEqual({ x: end.tick, y: 0 });
    expect(await page.textContent("#watch-event")).toContain("✓ verified");
    if (LARGE_N <= 100_000) expect(verify(await rows(session.browser)).ok).toBe(true);
    expect(end.solved).toBe(true);
    const all = await events(LARGE_N, { seed: 1 });
    expect(all.length - 1).toBe(end.tick);
    for (const s of end.summaries) expect(s).toEqual(summed(all, s.from, s.to));
    expect(problems).toEqual([]);
  });

  it("marks the restarts of the column move at n = 100 and steps Back to the last one, not past it", async () => {
    const { page, problems } = session.browser;
    const options = { algo: "minconflicts", move: "column", seed: 2, maxSteps: 40, maxRestarts: 2 } as const;
    await openLarge(session.browser, "n=100&algo=column&seed=2&maxSteps=40&maxRestarts=2");
    const end = await toEnd(session.browser);
    const all = await events(100, options);
    expect(all.length - 1).toBe(end.tick);
    expect(end.event).toEqual(all[all.length - 1]);
    const restarts = all.flatMap((e, k) => (e.kind === "restart" ? [k] : []));
    expect(restarts.length).toBe(2); // 40 moves cannot solve 100 queens from a random board
    expect(await page.getAttribute("#watch-plot", "data-restarts")).toBe("2");
    for (const s of end.summaries) expect(s).toEqual(summed(all, s.from, s.to));
    expect(end.behind).toBe(end.tick - restarts[1]);
    for (let k = 0; k < end.behind + 3; k++) await page.keyboard.press("b");
    const back = await state(session.browser);
    expect(back.tick).toBe(restarts[1]);
    expect(back.narration.text).toMatch(/^Event [\d,]+: restart 2: a fresh random board/);
    // the address follows the paused event, and opening it runs there again
    await page.waitForFunction((step) => new URLSearchParams(location.search).get("step") === String(step), restarts[1]);
    const link = await page.evaluate(() => location.href);
    await page.goto("about:blank");
    await page.goto(link);
    await page.waitForFunction((step) => (window.nqueensPage?.state("watch") as { tick?: number; forwarding?: boolean } | null)?.tick === step, restarts[1]);
    const again = await state(session.browser);
    expect(again.event).toEqual(all[restarts[1]]);
    expect(again.narration.text).toBe(back.narration.text);
    expect(problems).toEqual([]);
  });

  it("refuses hill climbing past its size in one line under the n field, naming its cost per step", async () => {
    const { page } = session.browser;
    await open(page, session.server.url, "?mode=watch&n=8&algo=hillclimb");
    expect(await page.textContent("#watch-n-limit")).toContain("n(n − 1)");
    await page.fill("#watch-n", "1001");
    await page.click("#watch-restart");
    const said = (await page.textContent("#watch-n-limit"))!;
    expect(said).toMatch(/^n = 1,001 is too large for hill climbing: Watch takes it up to 1,000, as each step judges every move of every queen, n\(n − 1\) of them/);
    expect(said).not.toContain("\n");
    const box = (await page.locator("#watch-n-limit").boundingBox())!;
    expect(box.y + box.height).toBeLessThan(page.viewportSize()!.height); // in sight, not below the fold
    expect((await state(session.browser)).n).toBe(8); // the board shown is the old one, stopped
  });
});
