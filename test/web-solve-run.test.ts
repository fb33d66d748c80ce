// A solve in the page as a user meets it: a drawn seed shown (and in the address) without pinning
// the next run, a failure that leaves nothing of the last board behind, the real size limit in
// plain words, progress and time over the whole run (search, check, hand-over, drawing), the
// worker of a big answer ended so its memory goes back, and the small texts.
import { describe, expect, it } from "vitest";
import { nodeCore } from "../src/wasm/load-node.js";
import { largestFitting } from "../src/api/defaults.js";
import { MAX_WASM_BYTES } from "../src/wasm/instantiate.js";
import { open, screenshot, solved as solvedIn, usePage } from "./web-helpers.js";

const session = usePage();

interface SolveState {
  running: boolean;
  started: number;
  n: number | null;
  seed: number | null;
  stats: { totalMs: number; memoryBytes: number } | null;
  times: { checkMs: number; handoverMs: number; drawMs: number; totalMs: number } | null;
}
const state = (): Promise<SolveState> => session.browser.page.evaluate(() => {
  const { running, started, n, seed, stats, times } = window.nqueensPage.state("solve") as SolveState;
  return { running, started, n, seed, stats, times };
});
const solved = (n: number): Promise<unknown> => solvedIn(session.browser.page, n);

describe("Solve, as a user runs it", () => {
  it("shows the drawn seed and puts it in the address, without pinning the next run; Reuse pins it", async () => {
    const { page, problems } = session.browser;
    await open(page, session.server.url);
    // a fresh page's address holds no board, so reloading it starts nothing
    expect(new URL(page.url()).search).toBe("");
    await page.reload();
    // the address is read before the page says it is ready, and a run it asks for is counted at once
    await page.waitForSelector("html[data-ready='true']");
    expect(await state()).toMatchObject({ running: false, started: 0, n: null });

    await page.fill("#solve-n", "1000");
    await page.click("#solve-run");
    await solved(1000);
    const first = (await state()).seed!;
    expect(await page.inputValue("#solve-seed")).toBe(""); // not written back
    expect(await page.textContent("#solve-seed-used")).toBe(String(first));
    expect(new URL(page.url()).searchParams.get("seed")).toBe(String(first));
    await page.click("#solve-run");
    await page.waitForFunction((old) => (window.nqueensPage.state("solve") as { seed: number | null }).seed !== old
      && /^Solved/.test(document.getElementById("solve-status")!.textContent!), first);
    const second = (await state()).seed!;
    expect(second).not.toBe(first); // a new draw: equal with probability 2^-32
    await page.click("#solve-seed-reuse");
    expect(await page.inputValue("#solve-seed")).toBe(String(second));
    await page.click("#solve-run");
    await page.waitForFunction(() => /^Solved/.test(document.getElementById("solve-status")!.textContent!) && !(window.nqueensPage.state("solve") as { running: boolean }).running);
    expect((await state()).seed).toBe(second);
    expect(problems).toEqual([]);
  });

  it("a failed solve clears the last board, its stats and the verified mark; the limit is the real one, in plain words", async () => {
    const { page, problems } = session.browser;
    await open(page, session.server.url, "?mode=solve&n=1000&seed=4");
    // an address with a board has started its run by the time the page is ready (so a 0 above
    // means the fresh page's address started nothing)
    expect((await state()).started).toBe(1);
    await solved(1000);
    expect(await page.isVisible("#solve-verified")).toBe(true);
    const cleared = async (): Promise<void> => {
      expect(await page.isVisible("#solve-error")).toBe(true);
      expect(await page.isVisible("#solve-verified")).toBe(false);
      expect(await page.locator("#solve-stats dt").count()).toBe(0);
      expect(await page.isDisabled("#solve-download")).toBe(true);
      expect(await page.getAttribute("#solve-board", "data-verified")).toBeNull();
      expect((await state()).n).toBeNull();
      expect(await page.evaluate(() => (document.getElementById("solve-progress") as HTMLProgressElement).value)).toBe(0); // no full bar beside the error
    };
    await page.fill("#solve-n", "2");
    await page.click("#solve-run");
    await page.waitForSelector("#solve-error:not([hidden])");
    expect(await page.textContent("#solve-error")).toContain("no placement of 2 queens exists");
    await cleared();
    await screenshot(page, "21-solve-failed");

    await open(page, session.server.url, "?mode=solve&n=1000&seed=4");
    await solved(1000);
    await page.fill("#solve-n", "1e9");
    await page.click("#solve-run");
    await page.waitForSelector("#solve-error:not([hidden])");
    await cleared();
    // the largest n whose state fits in Wasm's 4 GiB, from the core's own layout
    const core = await nodeCore.fresh();
    const limit = largestFitting((n) => core.bytesFor(n), MAX_WASM_BYTES).toLocaleString("en-US");
    const error = (await page.textContent("#solve-error"))!;
    expect(error).toContain("1,000,000,000");
    expect(error).toContain(`at most ${limit} queens`);
    expect(error).not.toMatch(/wasm engine|2,147,483,648/);
    expect(await page.textContent("#solve-n-hint")).toContain(limit);
    expect(problems).toEqual([]);
  });

  it("progress and time cover the whole run, and the worker of a big answer is ended (its memory given back)", async () => {
    const { page, problems } = session.browser;
    await open(page, session.server.url);
    // every status the page shows, in order
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { seen: string[] }).seen = seen;
      const status = document.getElementById("solve-status")!;
      new MutationObserver(() => seen.push(status.textContent!)).observe(status, { childList: true, characterData: true, subtree: true });
    });
    await page.fill("#solve-n", "4000000");
    await page.click("#solve-run");
    await solved(4_000_000);
    const seen = await page.evaluate(() => (window as unknown as { seen: string[] }).seen);
    const order = ["Placing|Repairing", "Checking", "Handing over", "Drawing", "Solved"].map((stage) => seen.findIndex((text) => new RegExp(`^(${stage})`).test(text)));
    expect(order.every((at) => at >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    const { stats, times } = await state();
    expect(times!.totalMs).toBeGreaterThanOrEqual(stats!.totalMs + times!.checkMs + times!.handoverMs + times!.drawMs);
    const total = times!.totalMs;
    expect(seen.at(-1)).toContain(`in ${total >= 1000 ? (total / 1000).toFixed(total >= 10_000 ? 1 : 2) + " s" : total.toFixed(total < 100 ? 1 : 0) + " ms"}`);
    // 4·10^6 queens take 19 MB of Wasm memory: that worker is gone once the rows are handed over
    expect(stats!.memoryBytes).toBeGreaterThan(16 * 1024 * 1024);
    await expect.poll(() => page.workers().filter((worker) => worker.url().includes("solve-worker")).length).toBe(0);
    expect(problems).toEqual([]);
  });

  it("says what it takes in the right words: hint times, a 10^8 preset, stats without noise, construction without repair rows, Download in view", async () => {
    const { page, problems } = session.browser;
    await page.setViewportSize({ width: 1280, height: 800 });
    await open(page, session.server.url);
    const hint = (await page.textContent("#solve-n-hint"))!;
    // no figure measured on another machine: the run's own stats give them
    expect(hint).not.toMatch(/second|\d+ s\b|MB/);
    await page.click("button[data-n='100000000']");
    expect(await page.inputValue("#solve-n")).toBe("100000000");

    await page.fill("#solve-n", "8");
    await page.click("#solve-run");
    await solved(8);
    const stats = (await page.textContent("#solve-stats"))!;
    expect(stats).not.toContain("bytes per queen"); // 8 queens: the core's fixed part, not a rate
    expect(stats).not.toMatch(/\b0\.00 ms/);
    expect(stats).not.toMatch(/\d{4,} ms/); // seconds from 1,000 ms up
    const download = (await page.locator("#solve-download").boundingBox())!;
    expect(download.y + download.height).toBeLessThanOrEqual(800);

    await page.selectOption("#solve-algo", "construct");
    await page.fill("#solve-n", "1000");
    await page.click("#solve-run");
    await page.waitForFunction(() => (window.nqueensPage.state("solve") as { stats: { algo: string } | null }).stats?.algo === "construct");
    const terms = await page.locator("#solve-stats dt").allTextContents();
    expect(terms).not.toContain("repair steps");
    expect(terms).not.toContain("restarts");
    expect(new URL(page.url()).searchParams.get("algo")).toBe("construct");
    await screenshot(page, "22-solve-construct");
    expect(problems).toEqual([]);
  });
});
