// The packed package as a dependency of a web app built by Vite, esbuild and webpack, each build
// served and run in Chromium (and served by Vite's dev server); of a Node script bundled by
// esbuild (ES module and CommonJS) and run away from node_modules; of a Node server bundled by
// webpack as Next.js bundles its server (Next itself builds in minutes on 2 cores: its server
// build of `new URL(..., import.meta.url)` is what broke, and is what runs here); and of an app
// that only verifies (from the main entry, or from "nqueens/verify"), whose bundle must hold no
// more than the verifier: no release.wasm, no worker. Vite and webpack get no
// configuration for the package: they pick its "browser" export and copy release.wasm and the
// count worker themselves; esbuild copies nothing, so that app says where it serves them with
// locate(), and the Node bundles have them copied beside them (or fail in one line without).
// Every answer is judged here by the verifiers and OEIS A000170 (test/oeis.ts), not by the app.
import { execFileSync, spawnSync } from "node:child_process";
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
import { packPackage } from "./pack.js";
import { launch, type Browser } from "./web-helpers.js";
import { solutionsOf } from "./oeis.js";
import { verify } from "../src/verify/queens.js";
import { verifyPlacement } from "../src/verify/pieces.js";
import { serveDirectory } from "../src/cli/commands/serve.js";
import { compilerOptions, program, typeErrors } from "./consumer-types.js";

/** Above ONE_THREAD_MAX_N, so count() with threads: 2 starts two workers. */
const COUNT_N = 16;
/** At most ONE_THREAD_MAX_N: count() with threads: 2 counts in the page's thread, and says so. */
const SMALL_COUNT_N = 12;
const SOLVE_N = 100_000;

/** The app: the calls an adopter makes, its result left on window for the test to read. */
const APP = `import { solve, count, place, verify, verifyPlacement, largestN, UsageError } from "nqueens";

async function run() {
  const solved = await solve(${SOLVE_N}, { seed: 7 });
  const counted = await count(${COUNT_N}, { threads: 2 });
  const small = await count(${SMALL_COUNT_N}, { threads: 2 });
  const placed = await place(8, { piece: "rook", blocked: [[0, 0]] });
  return {
    rows: Array.from(solved.rows), verdict: verify(solved.rows),
    solutions: String(counted.solutions), threads: counted.threads,
    small: [String(small.solutions), small.threads],
    rooks: Array.from(placed.rows), rooksVerdict: verifyPlacement({ n: 8, piece: "rook", blocked: [[0, 0]] }, placed.rows),
    largest: await largestN(), usage: await solve(-1).catch((error) => error instanceof UsageError && error.code),
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

/** A Node script (no top-level await, which a CommonJS bundle cannot hold). */
const NODE_SCRIPT = `import { solve, count, verify } from "nqueens";

async function main() {
  const solved = await solve(${SOLVE_N}, { seed: 7 });
  const counted = await count(${COUNT_N}, { threads: 2 });
  console.log(JSON.stringify({ rows: Array.from(solved.rows), verdict: verify(solved.rows), solutions: String(counted.solutions), threads: counted.threads }));
}
void main();
`;

/** An app that only verifies, importing `from` (the main entry, or its "./verify" export): its
 *  bundle must be the verifier and no more. */
const verifyOnly = (from: string): string => `import { verify } from "${from}";

console.log(verify([1, 3, 0, 2]).ok);
`;
/** What an app that only verifies may bundle, minified: the verifier is about 1.7 kB. */
const VERIFY_ONLY_MAX_BYTES = 5_000;

/** An app whose first load of the core meets an HTTP 503 (the test's route): the next call loads it. */
const RETRY = `import { solve, verify } from "nqueens";

async function run() {
  const first = await solve(8).then(() => "loaded", (error) => String(error.message));
  const { rows } = await solve(8, { seed: 1 });
  return { first, rows: Array.from(rows), verdict: verify(rows) };
}
run().then((result) => (window.result = result), (error) => (window.result = { error: String(error && error.stack || error) }));
`;

/** The Node bundles' one line when release.wasm is not beside them. */
const MISSING_CORE = /^Error: nqueens: cannot read its core at \S*release\.wasm \(ENOENT\): copy release\.wasm and count-worker\.mjs from node_modules\/nqueens\/dist\/ beside the bundle, or say where they are with locate\(\)$/m;

const page = (script: string, type = "module"): string =>
  `<!doctype html>\n<html><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>app</title></head><body><script type="${type}" src="${script}"></script></body></html>\n`;

interface AppResult {
  error?: string;
  rows: number[];
  verdict: unknown;
  solutions: string;
  threads: number;
  small: [string, number];
  rooks: number[];
  rooksVerdict: unknown;
  largest: number;
  usage: string;
}

/** A built app's JavaScript bytes, and the files it holds besides (a core, a worker). */
function builtFiles(out: string): { js: number; extra: string[] } {
  const files = (readdirSync(out, { recursive: true }) as string[]).filter((name) => statSync(join(out, name)).isFile());
  const extra = files.filter((name) => /\.wasm$|worker/.test(name));
  const js = files.filter((name) => name.endsWith(".js") && !extra.includes(name)).reduce((sum, name) => sum + statSync(join(out, name)).size, 0);
  return { js, extra };
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
    const tarball = packPackage();
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

  /** Checks what NODE_SCRIPT printed: the answers verified, the count on two workers. */
  function expectNodeAnswers(printed: string): void {
    const result = JSON.parse(printed) as AppResult;
    expect(verify(result.rows)).toEqual({ ok: true, n: SOLVE_N });
    expect(result.verdict).toEqual({ ok: true, n: SOLVE_N });
    expect([BigInt(result.solutions), result.threads]).toEqual([solutionsOf(COUNT_N), 2]);
  }

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
    expect([BigInt(result.small[0]), result.small[1]]).toEqual([solutionsOf(SMALL_COUNT_N), 1]); // the threads it ran on
    expect(page.workers().length).toBeGreaterThanOrEqual(2);
    expect(verifyPlacement({ n: 8, piece: "rook", blocked: [0, 0] }, result.rooks)).toEqual({ ok: true, n: 8 });
    expect(result.rooksVerdict).toEqual({ ok: true, n: 8 });
    expect(result.largest).toBeGreaterThan(SOLVE_N);
    expect(result.usage).toBe("USAGE");
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

  it.each(["esm", "cjs"] as const)("esbuild for Node (%s): fails in one line without its files, runs away from node_modules with them", async (format) => {
    writeFileSync(join(app, "script.js"), NODE_SCRIPT);
    const out = join(dir, `serverless-${format}`);
    const bundle = join(out, format === "esm" ? "script.mjs" : "script.cjs");
    // CommonJS is esbuild's default for --platform=node
    await esbuild({ entryPoints: [join(app, "script.js")], bundle: true, format, platform: "node", target: "node20", outfile: bundle, logLevel: "error" });
    const bare = spawnSync(process.execPath, [bundle], { cwd: dir, encoding: "utf8" });
    expect(bare.status).toBe(1);
    expect(bare.stderr).toMatch(MISSING_CORE);
    for (const file of ["release.wasm", "count-worker.mjs"]) cpSync(join(app, "node_modules", "nqueens", "dist", file), join(out, file));
    expectNodeAnswers(execFileSync(process.execPath, [bundle], { cwd: dir, encoding: "utf8", maxBuffer: 1 << 26 }));
  });

  it("webpack builds a Node server as Next.js does (publicPath /_next/): it runs with no configuration", async () => {
    writeFileSync(join(app, "script.js"), NODE_SCRIPT);
    const out = join(dir, "next-like");
    // Next.js's server build: target node, the assets' URLs made for browsers under /_next/
    const stats = await new Promise<webpack.Stats>((resolve, reject) => {
      webpack({
        mode: "production", target: "node", context: app, entry: "./script.js",
        output: { path: out, filename: "server.cjs", publicPath: "/_next/" }, performance: { hints: false }, optimization: { minimize: false },
      }, (error, done) => (error || !done ? reject(error) : resolve(done)));
    });
    expect(stats.toJson("errors-warnings")).toMatchObject({ errors: [], warnings: [] });
    // webpack rewrote the package's new URL("./release.wasm", import.meta.url) for browsers
    expect(readFileSync(join(out, "server.cjs"), "utf8")).not.toMatch(/new URL\("\.\/release\.wasm"/);
    expectNodeAnswers(execFileSync(process.execPath, [join(out, "server.cjs")], { cwd: dir, encoding: "utf8", maxBuffer: 1 << 26 }));
  });

  it.each(["nqueens/verify", "nqueens"])("an app that only verifies, from %s, bundles the verifier alone: under 5 kB of JavaScript, no core, no worker (Vite, webpack, esbuild)", async (from) => {
    const src = join(app, `verify-only-${from.replace("/", "-")}`);
    mkdirSync(src, { recursive: true });
    writeFileSync(join(src, "main.js"), verifyOnly(from));
    writeFileSync(join(src, "index.html"), page("./main.js"));
    const out = (bundler: string): string => join(src, `out-${bundler}`);
    const viteBuild = (bundler: string, rolldownOptions = {}) =>
      vite({ root: src, configFile: false, logLevel: "error", base: "./", build: { outDir: out(bundler), emptyOutDir: true, rolldownOptions } });
    const bundlers = ["vite", "webpack", "esbuild"];
    await viteBuild("vite");
    await new Promise<webpack.Stats>((resolve, reject) => {
      webpack({ mode: "production", context: src, entry: "./main.js", output: { path: out("webpack"), filename: "main.js" }, performance: { hints: false } },
        (error, done) => (error || !done ? reject(error) : resolve(done)));
    });
    await esbuild({ entryPoints: [join(src, "main.js")], bundle: true, minify: true, format: "esm", platform: "browser", outfile: join(out("esbuild"), "main.js"), logLevel: "error" });
    // Vite's default build (Rolldown) transforms every module the main entry re-exports, used or
    // not, and its asset transform copies each file a module names as it transforms it: Rolldown's
    // lazyBarrel (off by default) transforms only the modules an app uses
    if (from === "nqueens") {
      await viteBuild("vite-lazyBarrel", { experimental: { lazyBarrel: true } });
      bundlers.push("vite-lazyBarrel");
    }
    const built = Object.fromEntries(bundlers.map((bundler) => [bundler, builtFiles(out(bundler))]));
    console.log(`verify-only bundles from ${from}: ${JSON.stringify(built)}`);
    for (const bundler of bundlers) {
      const { js, extra } = built[bundler];
      const knownCopies = from === "nqueens" && bundler === "vite"; // see above
      expect({ bundler, small: js > 0 && js < VERIFY_ONLY_MAX_BYTES, extra: knownCopies ? [] : extra }).toEqual({ bundler, small: true, extra: [] });
    }
  });

  it("Chromium: a core that met an HTTP 503 loads on the next call", async () => {
    const out = join(app, "out-retry");
    writeFileSync(join(web, "retry.js"), RETRY);
    writeFileSync(join(web, "retry-entry.js"), `import "./locate.js";\nimport "./retry.js";\n`);
    writeFileSync(join(web, "locate.js"), LOCATE);
    await esbuild({ entryPoints: [join(web, "retry-entry.js")], bundle: true, format: "esm", platform: "browser", outfile: join(out, "main.js"), logLevel: "error" });
    mkdirSync(join(out, "nq"));
    cpSync(join(app, "node_modules", "nqueens", "dist", "release.wasm"), join(out, "nq", "release.wasm"));
    writeFileSync(join(out, "index.html"), page("main.js"));
    const { page: tab } = browser;
    let refused = 0;
    await tab.route("**/nq/release.wasm", (route) => (refused++ === 0 ? route.fulfill({ status: 503, body: "busy" }) : route.continue()));
    try {
      await tab.goto(`${base}out-retry/index.html`);
      await tab.waitForFunction(() => (window as unknown as { result?: unknown }).result !== undefined, undefined, { timeout: 120_000 });
      const result = await tab.evaluate(() => (window as unknown as { result: { error?: string; first: string; rows: number[]; verdict: unknown } }).result);
      expect(result.error).toBeUndefined();
      expect(result.first).toMatch(/^nqueens: cannot load its core from \S*\/nq\/release\.wasm: HTTP 503; /);
      expect(verify(result.rows)).toEqual({ ok: true, n: 8 });
      expect(result.verdict).toEqual({ ok: true, n: 8 });
      expect(refused).toBe(2);
    } finally {
      await tab.unroute("**/nq/release.wasm");
    }
  });

  it("TypeScript sees the same API through the browser condition", () => {
    writeFileSync(join(web, "typed.ts"), `import { solve, count, locate, largestN, UsageError, type SolveResult } from "nqueens";
locate({ wasm: "/nq/release.wasm" });
const solved: SolveResult = await solve(8);
console.log(solved.rows, (await count(8)).solutions, await largestN("ts"), new UsageError("x").code);
`);
    const options = compilerOptions({ target: "ES2022", module: "ESNext", moduleResolution: "Bundler", customConditions: ["browser"], lib: ["ES2022", "DOM"], strict: true, noEmit: true, types: [], traceResolution: true }, web);
    const lines: string[] = [];
    const checked = program([join(web, "typed.ts")], options, (line) => lines.push(line));
    expect(typeErrors(checked, app)).toEqual([]);
    const trace = lines.join("\n");
    expect(trace).toMatch(/Module name 'nqueens' was successfully resolved to '[^']*\/node_modules\/nqueens\/dist\/types\/browser\.d\.ts'/);
  });
});
