// The page at its largest: n = 10^8 solved in headless Chromium (the page's Solve tab, as a user
// does it), timed from the click to the drawn, verified board; the renderer's peak memory (VmHWM
// of the page's renderer process, which holds the page and its workers); Cancel's answer time in
// the middle of a run and in its tail (the check and the transfer); the streamed download of the
// 900 MB JSON. `npm run bench:web` (after `npm run build`); Linux only (reads /proc). Not part of
// npm test: it needs about 2 GB and a minute. The machine is written down (bench/machine.ts).
import { spawn } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium, type Page } from "playwright-core";
import { machine } from "./machine.js";

// node dist/bench-web.js [n] [--no-download] [--tail REGEX]: the status text during which the
// tail Cancel is clicked (default: the check, the hand-over and the drawing)
const args = process.argv.slice(2);
const N = Number(args.find((a) => /^\d/.test(a)) ?? 1e8);
const DOWNLOAD = !args.includes("--no-download");
const TAIL = new RegExp(args[args.indexOf("--tail") + 1] && args.includes("--tail") ? args[args.indexOf("--tail") + 1] : "Checking|Handing over|Drawing");
const CHROMIUM = "/usr/bin/chromium";
const MiB = 1024 * 1024;

async function serve(): Promise<{ url: string; stop(): void }> {
  const child = spawn(process.execPath, ["bin/nqueens.js", "serve", "--port", "0"], { stdio: ["ignore", "pipe", "pipe"] });
  const url = await new Promise<string>((resolve, reject) => {
    let output = "";
    const read = (chunk: Buffer): void => {
      output += String(chunk);
      const match = /http:\/\/127\.0\.0\.1:\d+\//.exec(output);
      if (match) resolve(match[0]);
    };
    child.stdout.on("data", read);
    child.stderr.on("data", read);
    child.once("exit", (code) => reject(new Error(`nqueens serve exited with ${code}: ${output}`)));
  });
  return { url, stop: () => child.kill("SIGINT") };
}

/** The renderer processes of the Chromium started with this profile (a page and its workers
 *  live in one renderer). */
function renderers(profile: string): number[] {
  const found = [];
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // Chromium rewrites its command line as one line (setproctitle): test the text
      const line = readFileSync(`/proc/${entry}/cmdline`, "utf8");
      if (line.includes("--type=renderer") && line.includes(`--user-data-dir=${profile}`)) found.push(Number(entry));
    } catch {
      // the process ended while we read it
    }
  }
  return found;
}

function status(pid: number, field: "VmRSS" | "VmHWM"): number {
  try {
    const match = new RegExp(`${field}:\\s+(\\d+) kB`).exec(readFileSync(`/proc/${pid}/status`, "utf8"));
    return match ? Number(match[1]) * 1024 : 0;
  } catch {
    return 0;
  }
}

/** Peak RSS (VmHWM) of the largest renderer since the last resetPeaks(). */
const peak = (profile: string): number => Math.max(0, ...renderers(profile).map((pid) => status(pid, "VmHWM")));
const resident = (profile: string): number => Math.max(0, ...renderers(profile).map((pid) => status(pid, "VmRSS")));
/** Linux resets a process's VmHWM to its current RSS when 5 is written to clear_refs. */
function resetPeaks(profile: string): void {
  for (const pid of renderers(profile)) writeFileSync(`/proc/${pid}/clear_refs`, "5");
}

const statusText = (page: Page): Promise<string> => page.textContent("#solve-status").then((t) => t ?? "");

async function solveOnce(page: Page, url: string): Promise<{ ms: number; reported: string }> {
  await page.goto(`${url}?mode=solve`);
  await page.waitForSelector("html[data-ready='true']");
  await page.fill("#solve-n", String(N));
  await page.fill("#solve-seed", "1");
  const started = Date.now();
  await page.click("#solve-run");
  await page.waitForFunction(() => /^Solved/.test(document.getElementById("solve-status")!.textContent!), null, { timeout: 300_000, polling: 20 });
  const ms = Date.now() - started;
  const verified = await page.getAttribute("#solve-board", "data-verified");
  if (verified !== "true") throw new Error("the page did not verify its answer");
  return { ms, reported: await statusText(page) };
}

/** Clicks Cancel once the status matches `stage`; the time until the page says Cancelled. */
async function cancelAt(page: Page, url: string, stage: RegExp): Promise<{ ms: number; at: string }> {
  await page.goto(`${url}?mode=solve`);
  await page.waitForSelector("html[data-ready='true']");
  await page.fill("#solve-n", String(N));
  await page.click("#solve-run");
  await page.waitForFunction((source) => new RegExp(source).test(document.getElementById("solve-status")!.textContent!), stage.source, { timeout: 300_000, polling: 5 });
  const at = await statusText(page);
  const started = Date.now();
  await page.click("#solve-cancel");
  await page.waitForFunction(() => document.getElementById("solve-status")!.textContent === "Cancelled.", null, { polling: 5 });
  return { ms: Date.now() - started, at };
}

const server = await serve();
const profile = mkdtempSync(join(tmpdir(), "nqueens-bench-web-"));
const downloads = mkdtempSync(join(tmpdir(), "nqueens-bench-dl-"));
const context = await chromium.launchPersistentContext(profile, {
  executablePath: CHROMIUM, headless: true, acceptDownloads: true, downloadsPath: downloads,
  args: ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking", "--disable-component-update"],
  viewport: { width: 1280, height: 800 },
});
try {
  const page = context.pages()[0] ?? (await context.newPage());
  await page.goto(server.url);
  resetPeaks(profile);
  const solved = await solveOnce(page, server.url);
  const solvePeak = peak(profile);
  const settled = resident(profile);
  console.log(`# the page at n = ${N.toLocaleString("en-US")} (${machine()}; other work was running on this machine)`);
  console.log("| what | value |");
  console.log("|---|---:|");
  console.log(`| solve, click to drawn and verified board | ${(solved.ms / 1000).toFixed(2)} s |`);
  console.log(`| the page says | ${solved.reported} |`);
  console.log(`| renderer peak RSS during the solve (VmHWM) | ${(solvePeak / MiB).toFixed(0)} MiB |`);
  console.log(`| renderer RSS with the board shown | ${(settled / MiB).toFixed(0)} MiB |`);

  if (DOWNLOAD) {
    resetPeaks(profile);
    const downloadStarted = Date.now();
    const [download] = await Promise.all([page.waitForEvent("download", { timeout: 300_000 }), page.click("#solve-download", { timeout: 300_000 })]);
    const path = await download.path();
    const downloadMs = Date.now() - downloadStarted;
    const bytes = path ? statSync(path).size : 0;
    const downloadPeak = peak(profile);
    if (path) rmSync(path, { force: true });

    console.log(`| download of the JSON (${(bytes / MiB).toFixed(0)} MiB), click to file | ${(downloadMs / 1000).toFixed(2)} s |`);
    console.log(`| renderer peak RSS during the download | ${(downloadPeak / MiB).toFixed(0)} MiB |`);
  }
  const middle = await cancelAt(page, server.url, /Repairing|Placing/);
  console.log(`| Cancel during "${middle.at}" | ${middle.ms} ms |`);
  const tail = await cancelAt(page, server.url, TAIL);
  console.log(`| Cancel during "${tail.at}" | ${tail.ms} ms |`);

} finally {
  await context.close();
  server.stop();
  rmSync(profile, { recursive: true, force: true });
  rmSync(downloads, { recursive: true, force: true });
}
