// Solving in the page: the Web Worker runs the same release.wasm as the CLI, so the same seed
// gives the CLI's board; every board the page shows is judged again here by src/verify/queens.ts.
import { describe, expect, it } from "vitest";
import { verify } from "../src/verify/queens.js";
import { nqueens } from "./helpers.js";
import { downloaded, open, screenshot, solved, solvedRows, usePage } from "./web-helpers.js";

const session = usePage();

describe("Solve", () => {
  it("n = 8 shows a verified board, the CLI's for the same seed, and puts n and seed in the URL", async () => {
    const { page, problems } = session.browser;
    await open(page, session.server.url);
    await page.fill("#solve-n", "8");
    await page.fill("#solve-seed", "5");
    await page.click("#solve-run");
    await solved(page, 8);
    expect(await page.isVisible("#solve-verified")).toBe(true);
    const rows = await solvedRows(page);
    expect(verify(rows!)).toEqual({ ok: true, n: 8 });
    expect(rows).toEqual(JSON.parse(nqueens(["solve", "8", "--seed", "5"]).stdout));
    const url = new URL(page.url());
    expect(Object.fromEntries(url.searchParams)).toEqual({ mode: "solve", n: "8", seed: "5" });
    await screenshot(page, "03-solve-8");
    expect(problems).toEqual([]);
  });

  it("a shared URL solves its n and seed on opening, with the engine it names", async () => {
    const { page, problems } = session.browser;
    await open(page, session.server.url, "?mode=solve&n=500&seed=9&engine=ts");
    await solved(page, 500);
    expect(await page.inputValue("#solve-engine")).toBe("ts");
    expect(await solvedRows(page)).toEqual(JSON.parse(nqueens(["solve", "500", "--seed", "9"]).stdout));
    expect(problems).toEqual([]);
  });

  it("n = 1,000,000 finishes verified while the page keeps drawing frames", async () => {
    const { page, problems } = session.browser;
    await open(page, session.server.url);
    await page.fill("#solve-n", "1000000");
    // count the animation frames drawn from the click until the answer arrives
    await page.evaluate(() => {
      const probe = { frames: 0, done: false, whileRunning: 0 };
      (window as unknown as { probe: typeof probe }).probe = probe;
      const frame = (): void => {
        probe.frames++;
        if ((window.nqueensPage.state("solve") as { running: boolean }).running) probe.whileRunning++;
        if (!probe.done) requestAnimationFrame(frame);
      };
      requestAnimationFrame(frame);
    });
    await page.click("#solve-run");
    await page.waitForFunction(() => (window.nqueensPage.state("solve") as { n: number | null }).n === 1_000_000);
    const probe = await page.evaluate(() => {
      const p = (window as unknown as { probe: { frames: number; done: boolean; whileRunning: number } }).probe;
      p.done = true;
      return p;
    });
    const rows = await solvedRows(page);
    expect(rows).toHaveLength(1_000_000);
    expect(verify(rows!)).toEqual({ ok: true, n: 1_000_000 });
    expect(await page.getAttribute("#solve-board", "data-verified")).toBe("true");
    expect(probe.frames).toBeGreaterThan(2);
    // a page frozen by the solve would draw no frame between the click and the answer; counted in
    // frames, not milliseconds, so a busy machine's slow frames do not fail it
    expect(probe.whileRunning).toBeGreaterThan(1);
    await screenshot(page, "04-solve-1e6");
    expect(problems).toEqual([]);
  });

  it("downloads the answer as the CLI's JSON, streamed in chunks, which the verifier accepts", async () => {
    const { page, problems } = session.browser;
    await open(page, session.server.url, "?mode=solve&n=1000000&seed=1");
    await solved(page, 1000000);
    const [download] = await Promise.all([page.waitForEvent("download"), page.click("#solve-download")]);
    expect(download.suggestedFilename()).toBe("nqueens-1000000-seed-1.json");
    const text = (await downloaded(download)).toString("utf8");
    expect(text).toBe(nqueens(["solve", "1000000", "--seed", "1"]).stdout);
    expect(verify(JSON.parse(text)).ok).toBe(true);
    // built a chunk at a time (1 MiB), never as one string
    const saved = await page.evaluate(() => (window.nqueensPage.state("solve") as { saved: { bytes: number; chunks: number } }).saved);
    expect(saved.bytes).toBe(Buffer.byteLength(text));
    expect(saved.chunks).toBeGreaterThan(5);
    expect(problems).toEqual([]);
  });

  it("says why when n has no placement or is not a number", async () => {
    const { page, problems } = session.browser;
    await open(page, session.server.url);
    await page.fill("#solve-n", "3");
    await page.click("#solve-run");
    await page.waitForSelector("#solve-error:not([hidden])");
    expect(await page.textContent("#solve-error")).toContain("no placement of 3 queens exists");
    await page.fill("#solve-n", "eight");
    await page.click("#solve-run");
    await page.waitForFunction(() => document.getElementById("solve-error")!.textContent!.includes("whole number"));
    expect(problems).toEqual([]);
  });
});
