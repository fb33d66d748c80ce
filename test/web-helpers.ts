// Shared by the web tests: the real `nqueens serve` on a free loopback port and Debian's Chromium
// driven by playwright-core (one of each per run, started by the web project's global setup,
// test/web-global.ts, or by a file run outside that project), a fresh browser context per file,
// console errors collected, and screenshots saved under test-artifacts/ (gitignored) to be looked at.
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdirSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { chromium, type Download, type Page } from "playwright-core";
import { afterAll, beforeAll, inject } from "vitest";
import { BIN } from "./helpers.js";

export const CHROMIUM = "/usr/bin/chromium";
/** Chromium's flags for the web tests: headless, no GPU but WebGPU on SwiftShader (for the Count
 *  tab's GPU engine: --enable-unsafe-webgpu), nothing fetched from outside. */
export const FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--enable-unsafe-webgpu", "--disable-quic", "--no-first-run",
  "--disable-background-networking", "--disable-component-update", "--disable-sync"];
export const ARTIFACTS = fileURLToPath(new URL("../test-artifacts/", import.meta.url));
const WEB = fileURLToPath(new URL("../dist/web/index.html", import.meta.url));

/** The path of Chromium. Fails, never skips, without it. */
export function chromiumPath(): string {
  if (!existsSync(CHROMIUM)) {
    throw new Error(`Chromium is not installed at ${CHROMIUM}: the web tests need it. Install it with `
      + "`apt-get update && apt-get install -y chromium` (.ci/run does this when it is missing).");
  }
  return CHROMIUM;
}

export interface Served {
  url: string;
  stop(): void;
}

/** `nqueens serve --port 0`, resolved with the URL it prints and the serving process (its exit code after a signal). */
export async function serve(): Promise<Served & { child: ChildProcess }> {
  if (!existsSync(WEB)) throw new Error(`the page is not built (${WEB} is missing): run npm run build`);
  const child: ChildProcess = spawn(process.execPath, [BIN, "serve", "--port", "0"], { stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  const url = await new Promise<string>((resolve, reject) => {
    const read = (chunk: Buffer): void => {
      output += String(chunk);
      const match = /http:\/\/127\.0\.0\.1:\d+\//.exec(output);
      if (match) resolve(match[0]);
    };
    child.stdout!.on("data", read);
    child.stderr!.on("data", read);
    child.once("exit", (code) => reject(new Error(`nqueens serve exited with ${code}: ${output}`)));
  });
  return { url, stop: () => child.kill("SIGINT"), child };
}

export interface Browser {
  page: Page;
  /** Console errors and warnings, uncaught exceptions, failed and 4xx/5xx requests, in order. */
  problems: string[];
  close(): Promise<void>;
}

export interface LaunchOptions {
  /** Chromium's flags (default FLAGS): given, the page gets a Chromium of its own started with
   *  them, not the run's shared one. */
  args?: string[];
}

/** One page in a fresh browser context (its own cookies, storage and cache): on the run's shared
 *  Chromium when the web project started one, else on a Chromium of its own. */
export async function launch(viewport = { width: 1200, height: 800 }, options: LaunchOptions = {}): Promise<Browser> {
  const shared = options.args === undefined ? inject("chromiumEndpoint") : undefined;
  const browser = shared !== undefined
    ? await chromium.connect(shared)
    : await chromium.launch({ executablePath: chromiumPath(), headless: true, args: options.args ?? FLAGS });
  const context = await browser.newContext({ viewport, acceptDownloads: true });
  // no clock on a wait (Playwright's default is 30 s): a page that never gives its signal is a
  // hang, which the test's own limit catches; a busy machine's slow page is not
  context.setDefaultTimeout(0);
  const page = await context.newPage();
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" || message.type() === "warning") problems.push(`console ${message.type()}: ${message.text()}`);
  });
  page.on("pageerror", (error) => problems.push(`uncaught: ${error.message}`));
  page.on("requestfailed", (request) => {
    const failure = request.failure()?.errorText ?? "";
    if (!failure.includes("ERR_ABORTED")) problems.push(`request failed: ${request.url()} ${failure}`);
  });
  page.on("response", (response) => {
    if (response.status() >= 400) problems.push(`HTTP ${response.status()}: ${response.url()}`);
  });
  return {
    page,
    problems,
    async close() {
      await context.close();
      // a shared Chromium is only disconnected from; one of its own ends
      await browser.close();
    },
  };
}

/** The run's shared `nqueens serve` when the web project started one (stopping it is left to the
 *  project), else one of this file's own. */
export async function servedPage(): Promise<Served> {
  const url = inject("pageUrl");
  return url !== undefined ? { url, stop: () => {} } : serve();
}

/** A download's bytes: read as a stream, as a shared Chromium keeps no local path (path() fails). */
export async function downloaded(download: Download): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Resolves once the page has drawn two more animation frames: every canvas draw asked for
 *  before the call (a board's Redraw runs at the next frame) has been drawn and painted. */
export async function nextFrames(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
}

/** Saves test-artifacts/<name>.png, once what the page has asked to draw is drawn. */
export async function screenshot(page: Page, name: string): Promise<void> {
  await nextFrames(page);
  mkdirSync(ARTIFACTS, { recursive: true });
  await page.screenshot({ path: join(ARTIFACTS, `${name}.png`) });
}

/** Opens the page (with an optional query) and waits until main.js has built the tabs and the
 *  core is in (the header's loading line gone), so that what a test reads is not the wait for it. */
export async function open(page: Page, url: string, query = ""): Promise<void> {
  await page.goto(url + query);
  await page.waitForSelector("html[data-ready='true'] #core-status[hidden]", { state: "attached" });
}

/** The Solve tab's rows as a plain array, or null (as one JSON string: far faster than an array). */
export async function solvedRows(page: Page): Promise<number[] | null> {
  return JSON.parse(await page.evaluate(() => {
    const state = window.nqueensPage.state("solve") as { rows: Int32Array | null };
    return JSON.stringify(state.rows && Array.from(state.rows));
  }));
}

/** Waits until Solve's run of n is over, verified, and its board drawn and shown: the status says
 *  Solved only after the first frame with the board (and, on a phone, after scrolling it into
 *  view), and the tab's state holds the answer only from then (the board's data-n comes earlier). */
export function solved(page: Page, n: number): Promise<unknown> {
  return page.waitForFunction((m) => {
    const state = window.nqueensPage.state("solve") as { n: number | null; verified: boolean };
    return state.n === m && state.verified && /^Solved/.test(document.getElementById("solve-status")!.textContent!);
  }, n);
}

/** For one test file: the served page and a browser page before its tests, closed after. */
export function usePage(): { server: Served; browser: Browser } {
  const session = {} as { server: Served; browser: Browser };
  beforeAll(async () => {
    session.server = await servedPage();
    session.browser = await launch();
  });
  afterAll(async () => {
    await session.browser?.close();
    session.server?.stop();
  });
  return session;
}

/** The Watch tab's state, its rows as a plain array. */
export async function watchState<T extends { rows: Int32Array }>(browser: Browser): Promise<Omit<T, "rows"> & { rows: number[] }> {
  return browser.page.evaluate(() => {
    const s = window.nqueensPage.state("watch") as { rows: Int32Array };
    return { ...s, rows: Array.from(s.rows) };
  }) as Promise<Omit<T, "rows"> & { rows: number[] }>;
}

/** One stop of a walk through Watch's first board: its state (rows as a plain array) and the
 *  Next line shown with it, which says what the following step will do. */
export interface WatchStop<T> {
  state: Omit<T, "rows"> & { rows: number[] };
  next: string;
}

/** Clicks Watch's Step button up to `steps` times inside the page, stopping once the run has
 *  finished (or, with `untilRestart`, restarted), and returns the stop before the first click and
 *  after each click. The Step handler renders synchronously, so each stop is what the page shows
 *  after that click; one round trip for the walk, where a click and a read cost two or three a step
 *  (each about 10 ms of CPU, a real click 40: a 1,000-step walk was 20 s). */
export async function walkWatch<T extends { rows: Int32Array }>(page: Page, steps: number, untilRestart = false): Promise<WatchStop<T>[]> {
  return page.evaluate(({ steps, untilRestart }) => {
    const stop = () => {
      const s = window.nqueensPage.state("watch") as { rows: Int32Array; finished: boolean; restarts: number };
      return { state: { ...s, rows: Array.from(s.rows) }, next: document.getElementById("watch-next")!.textContent! };
    };
    const walk = [stop()];
    const button = document.getElementById("watch-step")!;
    const over = (s: { finished: boolean; restarts: number }): boolean => s.finished || (untilRestart && s.restarts > 0);
    for (let k = 0; k < steps && !over(walk[walk.length - 1].state); k++) {
      button.click();
      walk.push(stop());
    }
    return walk;
  }, { steps, untilRestart }) as Promise<unknown> as Promise<WatchStop<T>[]>;
}

/** Clicks a tab's Cancel and resolves, once its status reads "Cancelled.", with every text the
 *  status showed from the click on: the run's progress shown after Cancel, then "Cancelled.".
 *  A bound on its length is a bound on the work done after the click, whatever the machine's load.
 *  The click is made inside the page, in the same task that finds Cancel enabled, so the run cannot
 *  end between the two; null when the run had already ended (Cancel disabled), as a busy machine can
 *  make a run end before the test gets to it (a click from here would wait for it for ever). */
export async function cancelShowing(page: Page, tab: "solve" | "count"): Promise<string[] | null> {
  const clicked = await page.evaluate((tab) => {
    const status = document.getElementById(`${tab}-status`)!;
    const cancel = document.getElementById(`${tab}-cancel`) as HTMLButtonElement;
    if (cancel.disabled) return false;
    const shown: string[] = [];
    (window as unknown as { afterCancel: string[] }).afterCancel = shown;
    const observer = new MutationObserver(() => {
      if (shown.at(-1) !== status.textContent) shown.push(status.textContent!);
      if (status.textContent === "Cancelled.") observer.disconnect();
    });
    observer.observe(status, { childList: true, characterData: true, subtree: true });
    cancel.click();
    return true;
  }, tab);
  if (!clicked) return null;
  await page.waitForFunction((id) => document.getElementById(id)!.textContent === "Cancelled.", `${tab}-status`);
  return page.evaluate(() => (window as unknown as { afterCancel: string[] }).afterCancel);
}
