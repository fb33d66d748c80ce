// On a slow network the page says what it loads from the first moment, with its progress, fetches
// release.wasm once per page load for every tab and worker (Solve, Count, Edit, Bench, Watch), and
// a first Solve reports the time the user waited, the core's load included. A proxy in front of
// `nqueens serve` counts the requests for release.wasm and holds its second half until the test
// has seen the page waiting, then sends it after a further DELAY_MS (the slow network).
import { createServer, request as httpRequest, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launch, screenshot, servedPage, solved, type Browser, type Served } from "./web-helpers.js";

const DELAY_MS = 2000;

interface Proxy {
  url: string;
  wasmRequests: number;
  /** Resolves once a request for release.wasm has its first half sent. */
  held: Promise<void>;
  /** Sends the rest, DELAY_MS after the call. */
  release(): void;
  close(): Promise<void>;
}

function proxy(upstream: string): Promise<Proxy> {
  let release = (): void => {};
  const released = new Promise<void>((resolve) => (release = () => setTimeout(resolve, DELAY_MS)));
  let held = (): void => {};
  const state = { wasmRequests: 0, held: new Promise<void>((resolve) => (held = resolve)) };
  const server: Server = createServer((incoming, outgoing) => {
    const wasm = new URL(incoming.url!, upstream).pathname.endsWith("/release.wasm");
    if (wasm) state.wasmRequests++;
    const forward = httpRequest(new URL(incoming.url!, upstream), { method: incoming.method, headers: incoming.headers }, (answer) => {
      outgoing.writeHead(answer.statusCode!, answer.headers);
      if (!wasm) return void answer.pipe(outgoing);
      const chunks: Buffer[] = [];
      answer.on("data", (chunk: Buffer) => chunks.push(chunk));
      answer.on("end", () => {
        const body = Buffer.concat(chunks);
        outgoing.write(body.subarray(0, body.length >> 1));
        held();
        void released.then(() => outgoing.end(body.subarray(body.length >> 1)));
      });
    });
    incoming.pipe(forward);
  });
  return new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve({
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
    get wasmRequests() { return state.wasmRequests; },
    held: state.held,
    release,
    close: () => new Promise((done) => {
      server.closeAllConnections();
      server.close(() => done());
    }),
  })));
}

const session = {} as { server: Served; proxy: Proxy; browser: Browser };
beforeAll(async () => {
  session.server = await servedPage();
  session.proxy = await proxy(session.server.url);
  session.browser = await launch({ width: 1280, height: 720 });
});
afterAll(async () => {
  await session.browser?.close();
  await session.proxy?.close();
  session.server?.stop();
});

describe("the core's load on a slow network", () => {
  it("shows its progress from the first moment, fetches it once for every tab, and times the wait", async () => {
    const { page, problems } = session.browser;
    const { proxy } = session;
    await page.goto(proxy.url); // not open(), which waits for the core
    await page.waitForSelector("html[data-ready='true']");
    await proxy.held;
    // half the file is in: the header says what loads and how far (the size is known)
    await page.waitForFunction(() => /Loading the solver core \(release\.wasm: [1-9]\d* of \d+ KB\)/.test(document.getElementById("core-status")!.textContent!));
    expect(await page.isVisible("#core-status")).toBe(true);
    expect(await page.getAttribute("#core-progress", "value")).not.toBeNull();
    await page.fill("#solve-n", "1000");
    await page.click("#solve-run");
    const clicked = Date.now();
    await page.waitForFunction(() => /^Waiting for the core to load \(release\.wasm: \d+ of \d+ KB\)/.test(document.getElementById("solve-status")!.textContent!));
    await screenshot(page, "core-loading");
    proxy.release();
    await solved(page, 1000);
    const released = Date.now();
    expect(await page.isVisible("#core-status")).toBe(false);
    const times = await page.evaluate(() => (window.nqueensPage.state("solve") as { times: { totalMs: number; coreWaitMs: number } }).times);
    // the wait is the rest of the file, sent DELAY_MS after the release
    expect(times.coreWaitMs).toBeGreaterThanOrEqual(DELAY_MS);
    expect(times.totalMs).toBeGreaterThan(times.coreWaitMs);
    expect(times.totalMs).toBeLessThanOrEqual(released - clicked + 1000); // the browser's clock and ours agree within a second
    expect(await page.textContent("#solve-status")).toMatch(/^Solved n = 1,000 in [\d.]+ s \([\d.]+ s of it loading the core\)\.$/);

    // every other tab's work on the same page load: Count (workers of the pool), Edit (its
    // worker), Bench (its worker) and Watch (the twin) fetch nothing more
    await page.click("#tab-count");
    await page.fill("#count-n", "16"); // past ONE_THREAD_MAX_N: on the pool's workers
    await page.click("#count-run");
    await page.waitForFunction(() => /^Counted n = 16/.test(document.getElementById("count-status")!.textContent!));
    expect(await page.textContent("#count-result")).toContain("14,772,512 solutions"); // OEIS A000170
    expect((await page.evaluate(() => window.nqueensPage.state("count") as { workersStarted: number })).workersStarted).toBeGreaterThan(0);
    await page.click("#tab-edit");
    await page.fill("#edit-n", "8");
    await page.click("#edit-place");
    await page.waitForFunction(() => (window.nqueensPage.state("edit") as { answer: unknown }).answer !== null);
    await page.click("#tab-bench");
    await page.fill("#bench-from", "100");
    await page.fill("#bench-to", "100");
    await page.fill("#bench-reps", "1");
    await page.click("#bench-run");
    await page.waitForFunction(() => {
      const state = window.nqueensPage.state("bench") as { running: boolean; cells: unknown[] | null };
      return !state.running && state.cells !== null;
    });
    await page.click("#tab-watch");
    await page.click("#watch-play");
    await page.waitForFunction(() => (window.nqueensPage.state("watch") as { tick: number }).tick > 0);
    expect(proxy.wasmRequests).toBe(1);
    expect(problems).toEqual([]);
  });
});
