// The packed package as a dependency of a web app built by Vite, esbuild and webpack, each build
// served and run in Chromium (and served by Vite's dev server), and of a Node script bundled by esbuild and run away from
// node_modules. Vite and webpack get no configuration for the package: they pick its "browser"
// export and copy release.wasm and the count worker themselves; esbuild copies nothing, so that
// app says where it serves them with locate(), and the Node bundle has them copied beside it.
// Every answer is judged here by the verifiers and OEIS A000170 (test/oeis.ts), not by the app.
import { execFileSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import type { Server, AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { readFileSync } from "node:fs";
import { build as esbuild } from "esbuild";
import { build as vite, createServer as viteDevServer } from "vite";
import webpack from "webpack";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { packPackage, ROOT } from "./pack.js";
import { launch, type Browser } from "./web-helpers.js";
import { solutionsOf } from "./oeis.js";
import { verify } from "../src/verify/queens.js";
import { verifyPlacement } from "../src/verify/pieces.js";
import { serveDirectory } from "../src/cli/commands/serve.js";

/** Above ONE_THREAD_MAX_N, so count() with threads: 2 starts two workers. */
const COUNT_N = 16;
const SOLVE_N = 100_000;

/** The app: the calls an adopter makes, its result left on window for the test to read. */
const APP = `import { solve, count, place, verify, verifyPlacement, largestN, EXIT } from "nqueens";

async function run() {
  const solved = await solve(${SOLVE_N}, { seed: 7 });
  const counted = await count(${COUNT_N}, { threads: 2 });
  const placed = await place(8, { piece: "rook", blocked: [[0, 0]] });
  return {
    rows: Array.from(solved.rows), verdict: verify(solved.rows),
    solutions: String(counted.solutions), threads: counted.threads,
    rooks: Array.from(placed.rows), rooksVerdict: verifyPlacement({ n: 8, piece: "rook", blocked: [[0, 0]] }, placed.rows),
    largest: await largestN(), usage: EXIT.usage,
  };
}
run().then((result) => (window.result = result), (error) => (window.result = { error: String(error && error.stack || error) }));
`;

/** esbuild's entry: locate() first (imports run in order), then the same app. */
const ESBUILD_ENTRY = `import "./locate.js";
import "./app.js";
`;
const LOCATE = `import { locate } from "nqueens";

locate({ wasm: new URL("nq/release.wasm", document.baseURI), countWorker: new URL("nq/web-count-worker.js", document.baseURI) });
`;

const NODE_SCRIPT = `import { solve, count, verify } from "nqueens";

const solved = await solve(${SOLVE_N}, { seed: 7 });
const counted = await count(${COUNT_N}, { threads: 2 });
console.log(JSON.stringify({ rows: Array.from(solved.rows), verdict: verify(solved.rows), solutions: String(counted.solutions), threads: counted.threads }));
`;

const page = (script: string, type = "module"): string =>
  `<!doctype html>\n<html><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>app</title></head><body><script type="${type}" src="${script}"></script></body></html>\n`;

interface AppResult {
  error?: string;
  rows: number[];
  verdict: unknown;
  solutions: string;
  threads: number;
  rooks: number[];
  rooksVerdict: unknown;
  largest: number;
  usage: number;
}

/** JavaScript bytes of a built app (raw and gzipped), for the closing note. */
function jsBytes(dir: string): { raw: number; gzip: number } {
  let raw = 0;
  let gzip = 0;
  for (const name of readdirSync(dir, { recursive: true }) as string[]) {
    if (!name.endsWith(".js") || !statSync(join(dir, name)).isFile()) continue;
    const bytes = readFileSync(join(dir, name));
    raw += bytes.length;
    gzip += gzipSync(bytes).length;
  }
  return { raw, gzip };
}

describe("the packed package in bundled apps", () => {
  let dir: string;
  let app: string;
  let web: string;
  let browser: Browser;
  let server: Server;
  let base: string;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "nqueens-bundlers-"));
    app = join(dir, "app");
    web = join(app, "web");
    mkdirSync(web, { recursive: true });
    const tarball = packPackage(dir);
    writeFileSync(join(app, "package.json"), JSON.stringify({ name: "app", version: "1.0.0", private: true, type: "module" }));
    // --offline: the package must need nothing from the registry
    execFileSync("npm", ["install", "--offline", "--no-audit", "--no-fund", "--loglevel=error", tarball], { cwd: app });
    writeFileSync(join(web, "app.js"), APP);
    writeFileSync(join(web, "index.html"), page("./app.js"));
    server = await serveDirectory(app, 0);
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
    browser = await launch();
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    server?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  /** Opens out/index.html, waits for the app's result and checks it: the answers verified, the
   *  count on two Web Workers, nothing missing on the way (a 404, a console error). */
  async function runs(out: string, url = `${base}${out}/index.html`): Promise<void> {
    const { page, problems } = browser;
    problems.length = 0;
    await page.goto(url);
    await page.waitForFunction(() => (window as unknown as { result?: unknown }).result !== undefined, undefined, { timeout: 120_000 });
    const result = await page.evaluate(() => (window as unknown as { result: AppResult }).result);
    expect(result.error).toBeUndefined();
    expect(verify(result.rows)).toEqual({ ok: true, n: SOLVE_N });
    expect(result.verdict).toEqual({ ok: true, n: SOLVE_N });
    expect([BigInt(result.solutions), result.threads]).toEqual([solutionsOf(COUNT_N), 2]);
    expect(page.workers().length).toBeGreaterThanOrEqual(2);
    expect(verifyPlacement({ n: 8, piece: "rook", blocked: [0, 0] }, result.rooks)).toEqual({ ok: true, n: 8 });
    expect(result.rooksVerdict).toEqual({ ok: true, n: 8 });
    expect(result.largest).toBeGreaterThan(SOLVE_N);
    expect(result.usage).toBe(2);
    expect(problems).toEqual([]);
    if (out) console.log(`${out}: JavaScript ${JSON.stringify(jsBytes(join(app, out)))} bytes`);
  }

  it("Vite's dev server: serves the app with no configuration and it runs in Chromium", async () => {
    const server = await viteDevServer({ root: web, configFile: false, logLevel: "error", server: { port: 0, host: "127.0.0.1" } });
    await server.listen();
    try {
      await runs("", new URL("index.html", server.resolvedUrls!.local[0]).href);
    } finally {
      await server.close();
    }
  });

  it("Vite: builds with no configuration and runs in Chromium", async () => {
    await vite({ root: web, configFile: false, logLevel: "error", base: "./", build: { outDir: join(app, "out-vite"), emptyOutDir: true } });
    await runs("out-vite");
  });

  it("webpack: builds with no configuration and runs in Chromium", async () => {
    const out = join(app, "out-webpack");
    const stats = await new Promise<webpack.Stats>((resolve, reject) => {
      webpack({ mode: "production", context: web, entry: "./app.js", output: { path: out, filename: "main.js" }, performance: { hints: false } },
        (error, done) => (error || !done ? reject(error) : resolve(done)));
    });
    expect(stats.toJson("errors-warnings")).toMatchObject({ errors: [], warnings: [] });
    writeFileSync(join(out, "index.html"), page("main.js", "text/javascript"));
    await runs("out-webpack");
  });

  it("esbuild: bundles, and the app says where it serves the core and the count worker with locate()", async () => {
    const out = join(app, "out-esbuild");
    writeFileSync(join(web, "locate.js"), LOCATE);
    writeFileSync(join(web, "esbuild-entry.js"), ESBUILD_ENTRY);
    await esbuild({ entryPoints: [join(web, "esbuild-entry.js")], bundle: true, format: "esm", platform: "browser", outfile: join(out, "main.js"), logLevel: "error" });
    mkdirSync(join(out, "nq"));
    for (const file of ["release.wasm", "web-count-worker.js"]) cpSync(join(app, "node_modules", "nqueens", "dist", file), join(out, "nq", file));
    writeFileSync(join(out, "index.html"), page("main.js"));
    await runs("out-esbuild");
  });

  it("esbuild for Node: the bundle runs away from node_modules with release.wasm and count-worker.js beside it", async () => {
    writeFileSync(join(app, "script.js"), NODE_SCRIPT);
    const out = join(dir, "serverless");
    await esbuild({ entryPoints: [join(app, "script.js")], bundle: true, format: "esm", platform: "node", target: "node20", outfile: join(out, "script.mjs"), logLevel: "error" });
    for (const file of ["release.wasm", "count-worker.js"]) cpSync(join(app, "node_modules", "nqueens", "dist", file), join(out, file));
    const result = JSON.parse(execFileSync(process.execPath, [join(out, "script.mjs")], { cwd: dir, encoding: "utf8", maxBuffer: 1 << 26 })) as AppResult;
    expect(verify(result.rows)).toEqual({ ok: true, n: SOLVE_N });
    expect(result.verdict).toEqual({ ok: true, n: SOLVE_N });
    expect([BigInt(result.solutions), result.threads]).toEqual([solutionsOf(COUNT_N), 2]);
  });

  it("TypeScript sees the same API through the browser condition", () => {
    writeFileSync(join(web, "typed.ts"), `import { solve, count, locate, largestN, EXIT, type SolveResult } from "nqueens";
locate({ wasm: "/nq/release.wasm" });
const solved: SolveResult = await solve(8);
console.log(solved.rows, (await count(8)).solutions, await largestN("ts"), EXIT.usage);
`);
    writeFileSync(join(web, "tsconfig.json"), JSON.stringify({
      compilerOptions: { target: "ES2022", module: "ESNext", moduleResolution: "Bundler", customConditions: ["browser"], lib: ["ES2022", "DOM"], strict: true, noEmit: true, types: [], traceResolution: true },
      files: ["typed.ts"],
    }));
    const trace = execFileSync(process.execPath, [join(ROOT, "node_modules", "typescript", "bin", "tsc"), "-p", "."], { cwd: web, encoding: "utf8", maxBuffer: 1 << 26 });
    expect(trace).toMatch(/Module name 'nqueens' was successfully resolved to '[^']*\/node_modules\/nqueens\/dist\/types\/browser\.d\.ts'/);
  });
});
