// Watch with the textbook's local searches (min-conflicts moving within a column, hill climbing,
// annealing, the genetic algorithm), stepped through the API's watch(): each event on the page is
// watch()'s own for that seed, its h before and after are what a recount of the boards finds, and
// the narration and the counter say what the event says (kind, queens, h, the neighbourhood); hill climbing ends on solve()'s board for the same seed and options; a link restores every
// option of the algorithm (steps per attempt too), and its steps are watch()'s with those options; a
// bad option, or a link's choice the page does not offer, shows the API's own one-line message; the
// second board (compare=) takes its own options from the address (compare.) and steps as watch() with them.
import { describe, expect, it } from "vitest";
import { verify } from "../src/verify/queens.js";
import { LAB_DEFAULTS, solve, watch } from "../src/index.js";
import { nextFrames, open, usePage, type Browser, walkWatch, watchState } from "./web-helpers.js";
import { attackTally } from "./attacks.js";
import type { WatchEvent } from "../src/index.js";

const session = usePage();

interface LabState {
  algo: string; tick: number; finished: boolean; solved: boolean; rows: Int32Array; placed: number; playing: boolean; options: Record<string, unknown>;
  narration: { text: string; verdict: string | null }; counter: string; event: WatchEvent;
}
const state = (browser: Browser) => watchState<LabState>(browser);

describe("Watch, the textbook's local searches", () => {
  it.each([
    ["column", 5], ["hillclimb", 5], ["anneal", 5], ["genetic", 5], ["minconflicts", 8], ["backtrack", 0],
  ] as const)("%s: the page shows watch()'s events, and its narration and counter say what each event says", async (algo, seed) => {
    const { page, problems } = session.browser;
    await open(page, session.server.url, `?mode=watch&n=8&algo=${algo}&seed=${seed}&step=0`);
    await page.waitForFunction(() => (window.nqueensPage.state("watch") as { algo: string } | null)?.algo !== undefined);
    const api = await watch(8, { engine: "ts", seed, algo: algo === "column" ? "minconflicts" : algo, ...(algo === "column" ? { move: "column" as const } : {}) });
    api.step(); // the start, the page's event 0
    const walk = await walkWatch<LabState>(page, 60);
    expect(walk[0].state.algo).toBe(algo);
    for (let k = 1; k < walk.length; k++) {
      const [{ state: previous, next }, { state: now }] = [walk[k - 1], walk[k]];
      const e = now.event;
      // the Next line named this event's proposal before it was made, taken or not
      if (algo === "anneal" && e.candidate !== null) expect(next).toContain(`draws column ${e.candidate.column}'s queen to row ${e.candidate.to}`);
      expect(now.tick).toBe(previous.tick + 1);
      expect(e).toEqual(api.step());
      expect([e.hBefore, e.hAfter]).toEqual([attackTally(previous.rows.slice(0, previous.placed)).pairs, attackTally(now.rows.slice(0, now.placed)).pairs]);
      const { text } = now.narration;
      expect(now.counter).toMatch(new RegExp(`^event ${now.tick} · ${e.steps} `));
      if (algo !== "backtrack") expect(now.counter).toContain(`h ${e.hAfter}`);
      if (["improving", "sideways", "accepted worse"].includes(e.kind)) {
        expect(text).toContain(e.hBefore === e.hAfter ? `h stays ${e.hAfter}` : `h ${e.hBefore} → ${e.hAfter}`);
        expect(text.toLowerCase()).toContain(`column ${e.moves[0].column}'s queen`);
      }
      if (e.kind === "rejected" || e.kind === "plateau" || e.kind === "local minimum") {
        expect(now.rows).toEqual(previous.rows);
        expect(text).toContain("unchanged");
      }
      if (e.kind === "rejected") expect(text).toContain(`Δ = +${e.state.delta}`);
      if (e.kind === "generation") expect(text).toContain(`fitness ${e.state.bestFitness} of 28`);
      if (e.kind === "backtrack") expect(text).toContain(`Column ${e.candidate!.column}'s queen leaves row ${e.candidate!.from}`);
    }
    if (algo === "genetic") {
      expect(walk.at(-1)!.state.finished).toBe(false); // seed 5 runs past the 60 generations stepped
      // the plot runs one event ahead of the board (the page takes the next frame to say what it
      // does): its last points are that generation's best fitness (the pairs not attacking, 28 at
      // n = 8, less the fittest's h) and mean fitness, as the event reports them
      const ahead = api.step();
      await nextFrames(page);
      expect(ahead.kind).toBe("generation");
      expect(ahead.state.bestFitness).toBe(28 - ahead.hAfter);
      expect(await page.getAttribute("#watch-plot", "data-last")).toBe(String(ahead.state.bestFitness));
      expect(await page.getAttribute("#watch-plot", "data-last-mean")).toBe(String(ahead.state.meanFitness));
      expect(Number(await page.getAttribute("#watch-plot", "data-mean-points"))).toBeGreaterThan(30);
    }
    expect(problems).toEqual([]);
  });

  it("says what happened where the issue found it false: hill climbing seed 16 is a strict local minimum, min-conflicts seed 8 names the queen's swaps", async () => {
    const { page } = session.browser;
    await open(page, session.server.url, "?mode=watch&n=8&algo=hillclimb&seed=16&maxRestarts=0&step=17");
    await page.waitForFunction(() => (window.nqueensPage.state("watch") as { tick: number } | null)?.tick === 17);
    const end = (await walkWatch<LabState>(page, 1000)).at(-1)!.state;
    expect(end.event.kind).toBe("give-up");
    await page.click("#watch-back");
    const stuck = await state(session.browser);
    expect(stuck.event.kind).toBe("local minimum");
    expect(stuck.narration.text).toContain(`every one of the 56 moves of a queen within its column raises h (${stuck.event.hBefore})`);
    expect(stuck.narration.text).not.toMatch(/sideways|plateau/);
    // the numbers before the stuck step: h on every square but the queens', as AIMA's figure 4.3 (a recount of each moved board)
    await page.click("#watch-back");
    const before = await page.evaluate(() => window.nqueensPage.state("watch") as { rows: Int32Array; numbers: { all: number[][] } });
    const rows = Array.from(before.rows);
    for (let c = 0; c < 8; c++) {
      for (let r = 0; r < 8; r++) {
        const expected = r === rows[c] ? NaN : attackTally(rows.map((x, k) => (k === c ? r : x))).pairs;
        expect(before.numbers.all[c][r]).toBe(expected);
      }
    }
    await open(page, session.server.url, "?mode=watch&n=8&seed=8&step=40");
    await page.waitForFunction(() => (window.nqueensPage.state("watch") as { tick: number } | null)?.tick === 40);
    await page.click("#watch-step");
    const s = await state(session.browser);
    expect(s.event.neighbourhood.name).toBe("queen swaps");
    expect(s.narration.text).toContain(`the swaps of column ${s.event.neighbourhood.queen}'s queen`);
    expect(s.narration.text).not.toMatch(/local minimum|plateau/);
  });

  it("starts from the board the address names (rows=): AIMA's figure 4.3, h = 17, h on every square", async () => {
    const { page, problems } = session.browser;
    await open(page, session.server.url, "?mode=watch&n=8&algo=hillclimb&seed=1&rows=4,5,6,3,4,5,6,5&step=0");
    await page.waitForFunction(() => (window.nqueensPage.state("watch") as { algo: string } | null)?.algo === "hillclimb");
    const s = await page.evaluate(() => window.nqueensPage.state("watch") as { rows: Int32Array; event: WatchEvent; numbers: { all: number[][] } });
    expect(Array.from(s.rows)).toEqual([4, 5, 6, 3, 4, 5, 6, 5]);
    expect(s.event.hAfter).toBe(17);
    // the figure's best successors: h = 12
    expect(Math.min(...s.numbers.all.flat().filter((x) => !Number.isNaN(x)))).toBe(12);
    expect(await page.inputValue("#watch-rows")).toBe("4,5,6,3,4,5,6,5");
    await page.click("#watch-step");
    await page.waitForURL(/step=1/);
    expect(new URL(page.url()).searchParams.get("rows")).toBe("4,5,6,3,4,5,6,5");
    // a board that does not fit is watch()'s one-line message
    await open(page, session.server.url, "?mode=watch&n=8&algo=hillclimb&seed=1&rows=1,2,3");
    await page.waitForSelector("#watch-error:not([hidden])");
    expect(await page.textContent("#watch-error")).toBe("from must give a row for each of the 8 columns, got 3");
    expect(problems).toEqual([]);
  });

  it("hill climbing with no sideways moves ends on solve()'s board for the seed, and its link keeps the option", async () => {
    const { page, problems } = session.browser;
    await open(page, session.server.url, "?mode=watch&n=8&algo=hillclimb&seed=2&sideways=0&step=0");
    await page.waitForFunction(() => (window.nqueensPage.state("watch") as { algo: string } | null)?.algo === "hillclimb");
    expect(await page.inputValue("#watch-sideways")).toBe("0");
    await page.click("#watch-to-end");
    await page.waitForSelector("#watch-board[data-solved='true']");
    const end = await state(session.browser);
    expect(verify(end.rows).ok).toBe(true);
    const api = await solve(8, { algo: "hillclimb", sideways: 0, seed: 2, engine: "ts" });
    expect(end.rows).toEqual(Array.from(api.rows));
    // the address follows the demo a moment later (it held step=0 before): wait for the end's step
    await page.waitForURL((url) => url.searchParams.get("step") === String(end.tick));
    expect(Object.fromEntries(new URL(page.url()).searchParams)).toMatchObject({ algo: "hillclimb", seed: "2", sideways: "0", step: String(end.tick) });
    expect(problems).toEqual([]);
  });

  it.each([
    ["anneal", { schedule: "linear", t0: 2, maxRestarts: 3 }, { "#watch-schedule": "linear", "#watch-t0": "2", "#watch-cooling": "0.9995", "#watch-anneal-restarts": "3" }],
    ["genetic", { population: 12, crossover: 0.5, mutation: 0.7, generations: 40 }, { "#watch-population": "12", "#watch-crossover": "0.5", "#watch-mutation": "0.7", "#watch-generations": "40" }],
    ["column", { start: "greedy", maxRestarts: 2 }, { "#watch-start": "greedy", "#watch-column-restarts": "2" }],
    // 10 steps per attempt, not 100 + 20n: the 25 steps below cross two restarts
    ["column", { maxSteps: 10 }, { "#watch-column-maxsteps": "10", "#watch-column-restarts": "10" }],
    ["anneal", { maxSteps: 7, cooling: 0.5 }, { "#watch-anneal-maxsteps": "7", "#watch-cooling": "0.5" }],
  ] as const)("%s: a link with options other than the defaults restores them, and its steps are watch()'s with them", async (algo, options, fields) => {
    const { page, problems } = session.browser;
    const query = new URLSearchParams({ mode: "watch", n: "8", algo, seed: "9", ...Object.fromEntries(Object.entries(options).map(([k, v]) => [k, String(v)])), step: "0" });
    await open(page, session.server.url, `?${query}`);
    await page.waitForFunction((a) => (window.nqueensPage.state("watch") as { algo: string } | null)?.algo === a, algo);
    for (const [selector, value] of Object.entries(fields)) expect(await page.inputValue(selector)).toBe(value);
    expect((await state(session.browser)).options).toEqual(options);
    const api = await watch(8, { engine: "ts", seed: 9, algo: algo === "column" ? "minconflicts" : algo, ...(algo === "column" ? { move: "column" as const } : {}), ...options });
    api.step(); // the start, the page's event 0
    const walk = await walkWatch<LabState>(page, 25);
    for (let k = 1; k <= 25 && !api.finished; k++) {
      const step = api.step();
      const now = walk[k]?.state; // none: the page's run ended before watch()'s
      expect(now?.tick).toBe(k);
      expect(now!.event).toEqual(step);
      expect(now!.rows).toEqual(Array.from(api.rows()));
    }
    await page.waitForURL(/step=/);
    expect(Object.fromEntries(new URL(page.url()).searchParams)).toMatchObject(Object.fromEntries(Object.entries(options).map(([k, v]) => [k, String(v)])));
    expect(problems).toEqual([]);
  });

  it("a bad option shows the API's one-line message", async () => {
    const { page } = session.browser;
    await open(page, session.server.url, "?mode=watch&n=8&algo=hillclimb&seed=3&step=0");
    await page.waitForFunction(() => (window.nqueensPage.state("watch") as { algo: string } | null)?.algo === "hillclimb");
    for (const [selector, options] of [["#watch-sideways", { sideways: -1 }], ["#watch-hillclimb-restarts", { maxRestarts: "many" }]] as const) {
      const message = await watch(8, { engine: "ts", seed: 3, algo: "hillclimb", ...(options as object) }).then(() => "", (error: Error) => error.message);
      expect(message).toMatch(/^\S.*\S$/);
      await page.fill(selector, String(Object.values(options)[0]));
      await page.click("#watch-restart");
      await page.waitForSelector("#watch-error:not([hidden])");
      expect(await page.textContent("#watch-error")).toBe(message);
      await page.fill(selector, "");
    }
  });

  it("shows steps per attempt where a method has them, its default at the board's n beside it", async () => {
    const { page } = session.browser;
    await open(page, session.server.url, "?mode=watch&n=8&algo=column&seed=3&step=0");
    await page.waitForFunction(() => (window.nqueensPage.state("watch") as { algo: string } | null)?.algo === "column");
    expect(await page.getAttribute("#watch-column-maxsteps", "placeholder")).toBe(String(LAB_DEFAULTS.columnMaxSteps(8)));
    expect(await page.isVisible("#watch-anneal-maxsteps")).toBe(false);
    await page.fill("#watch-n", "12");
    expect(await page.getAttribute("#watch-column-maxsteps", "placeholder")).toBe(String(LAB_DEFAULTS.columnMaxSteps(12)));
    await page.selectOption("#watch-algo", "anneal");
    expect(await page.getAttribute("#watch-anneal-maxsteps", "placeholder")).toBe(LAB_DEFAULTS.annealMaxSteps(12).toLocaleString("en"));
  });

  it("a link naming a choice the page does not offer says so, and runs nothing", async () => {
    const { page } = session.browser;
    const message = await watch(8, { engine: "ts", seed: 3, algo: "anneal", schedule: "foo" as never }).then(() => "", (error: Error) => error.message);
    expect(message).toMatch(/^schedule\b.*"?foo"?$/);
    for (const [query, expected] of [
      ["algo=anneal&schedule=foo", message],
      ["algo=column&start=sideways", await watch(8, { engine: "ts", seed: 3, algo: "minconflicts", move: "column", start: "sideways" as never }).then(() => "", (error: Error) => error.message)],
      ["algo=foo", /^algo must be one of minconflicts, column, .*, got "?foo"?$/],
      ["algo=column&compare=backtrack", /^compare must be one of minconflicts, .*, got "?backtrack"?$/],
    ] as const) {
      await open(page, session.server.url, `?mode=watch&n=8&seed=3&${query}`);
      await page.waitForSelector("#watch-error:not([hidden])");
      const shown = await page.textContent("#watch-error");
      if (typeof expected === "string") expect(shown).toBe(expected);
      else expect(shown).toMatch(expected);
      expect(await page.evaluate(() => window.nqueensPage.state("watch"))).toBeNull();
    }
  });

  it("shows a second algorithm beside the first, from the same random start, step for step", async () => {
    const { page, problems } = session.browser;
    await open(page, session.server.url, "?mode=watch&n=8&algo=column&seed=5&compare=hillclimb&step=0");
    await page.waitForFunction(() => (window.nqueensPage.state("watch") as { compare: unknown } | null)?.compare != null);
    // event 0: the starting board, the same random board for both
    const first = await page.evaluate(() => window.nqueensPage.state("watch") as { rows: Int32Array; compare: { rows: number[] } });
    expect(first.compare.rows).toEqual(Array.from(first.rows));
    for (let k = 1; k <= 6; k++) {
      await page.click("#watch-step");
      await page.waitForFunction((t) => (window.nqueensPage.state("watch") as { compare: { tick: number } }).compare.tick === t, k);
      const s = await page.evaluate(() => window.nqueensPage.state("watch") as { tick: number; rows: Int32Array; compare: { algo: string; tick: number; rows: number[] } });
      expect(s.compare.algo).toBe("hillclimb");
      expect(await page.textContent("#watch-compare-counter")).toMatch(new RegExp(`^event ${k} · `));
      // the live plot draws the second run's attacked queens too, a point a step from step 0
      await page.waitForFunction((t) => document.getElementById("watch-plot")!.dataset.secondPoints === String(t + 1), k);
    }
    expect(new URL(page.url()).searchParams.get("compare")).toBe("hillclimb");
    expect(problems).toEqual([]);
  });

  it("each board runs to its own end and says how it ended (issue 33: the second froze when the first finished)", async () => {
    const { page, problems } = session.browser;
    await open(page, session.server.url, "?mode=watch&n=8&algo=column&seed=5&compare=hillclimb&step=0");
    await page.waitForFunction(() => (window.nqueensPage.state("watch") as { compare: unknown } | null)?.compare != null);
    const api = await watch(8, { engine: "ts", seed: 5, algo: "hillclimb" });
    const events = [...api];
    await page.click("#watch-to-end");
    await page.waitForFunction(() => (window.nqueensPage.state("watch") as { finished: boolean }).finished);
    const first = await state(session.browser);
    // the second board's run is longer here: Play goes on with it to its own last event
    expect(events.length - 1).toBeGreaterThan(first.tick);
    await page.fill("#watch-speed", "100");
    await page.click("#watch-play");
    await page.waitForFunction(() => /ended: (solved|gave up)$/.test(document.getElementById("watch-compare-counter")!.textContent!));
    const s = await page.evaluate(() => window.nqueensPage.state("watch") as { tick: number; compare: { tick: number; rows: number[] } });
    expect(s.tick).toBe(first.tick);
    expect(s.compare.tick).toBe(events.length - 1);
    expect(s.compare.rows).toEqual(Array.from(api.rows()));
    expect(await page.textContent("#watch-compare-counter")).toContain(`ended: ${events[events.length - 1].status}`);
    expect(problems).toEqual([]);
  });

  it("the second board takes its own options from the address (compare.), and steps as watch() with them", async () => {
    const { page, problems } = session.browser;
    const options = { sideways: 0, maxRestarts: 4 };
    await open(page, session.server.url, "?mode=watch&n=8&algo=column&seed=5&compare=hillclimb&compare.sideways=0&compare.maxRestarts=4&step=0");
    await page.waitForFunction(() => (window.nqueensPage.state("watch") as { compare: unknown } | null)?.compare != null);
    expect(await page.inputValue("#watch-compare-hillclimb-sideways")).toBe("0");
    expect(await page.inputValue("#watch-compare-hillclimb-maxrestarts")).toBe("4");
    expect(await page.isVisible("#watch-compare-hillclimb-sideways")).toBe(true);
    // the first board keeps its own defaults: the second's options are not the first's
    expect((await state(session.browser)).options).toEqual({});
    const api = await watch(8, { engine: "ts", seed: 5, algo: "hillclimb", ...options });
    // with the defaults the second board would show other boards within these steps
    const defaults = await watch(8, { engine: "ts", seed: 5, algo: "hillclimb" });
    let differs = false;
    for (let k = 1; k <= 20 && !api.finished; k++) {
      if (k === 1) { // the starts, the page's event 0
        api.step();
        defaults.step();
      }
      api.step();
      if (!defaults.finished) defaults.step();
      differs ||= String(api.rows()) !== String(defaults.rows());
      await page.click("#watch-step");
      await page.waitForFunction((t) => (window.nqueensPage.state("watch") as { compare: { tick: number } }).compare.tick === t, k);
      const s = await page.evaluate(() => window.nqueensPage.state("watch") as { compare: { rows: number[]; options: unknown } });
      expect(s.compare.options).toEqual(options);
      expect(s.compare.rows).toEqual(Array.from(api.rows()));
    }
    expect(differs).toBe(true);
    await page.waitForURL(/step=/);
    expect(Object.fromEntries(new URL(page.url()).searchParams)).toMatchObject({ compare: "hillclimb", "compare.sideways": "0", "compare.maxRestarts": "4" });
    expect(new URL(page.url()).searchParams.has("sideways")).toBe(false);
    // a bad one is watch()'s message, as for the first board's
    const message = await watch(8, { engine: "ts", seed: 5, algo: "anneal", schedule: "foo" as never }).then(() => "", (error: Error) => error.message);
    await open(page, session.server.url, "?mode=watch&n=8&algo=column&seed=5&compare=anneal&compare.schedule=foo");
    await page.waitForSelector("#watch-error:not([hidden])");
    expect(await page.textContent("#watch-error")).toBe(message);
    expect(problems).toEqual([]);
  });
});
