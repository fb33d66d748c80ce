// Bundles the package into dist/, flat, each bundle finding the files it loads beside itself
// (new URL("./release.wasm", import.meta.url)): for Node index.js (the API), cli.js, count-worker.js
// and the bench scripts; for browsers browser.js (the API, the package's "browser" export) and
// web-count-worker.js; and release.wasm, copied. The source maps are written without a comment
// naming them, as the package leaves them out. Run by `npm run build`, hence by `npm install`
// (prepare) and `npm test`.
import { build } from "esbuild";
import { copyFileSync, mkdirSync } from "node:fs";

mkdirSync("dist", { recursive: true });
copyFileSync("build/release.wasm", "dist/release.wasm");
await build({
  entryPoints: {
    cli: "src/cli/main.ts",
    index: "src/index.ts",
    "bench-solve": "bench/solve.bench.ts",
    "count-worker": "src/pool/node-count-worker.ts",
    "bench-count": "bench/count.bench.ts",
    "bench-place": "bench/place.bench.ts",
    "bench-io": "bench/io.bench.ts",
    "bench-api": "bench/api.bench.ts",
    "bench-worker": "src/cli/bench-worker.ts",
    "bench-chart": "src/bench/chart-svg.ts",
  },
  outdir: "dist",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  sourcemap: "external",
  logLevel: "warning",
});
// Left unminified: an app's bundler minifies it with the rest.
await build({
  entryPoints: { browser: "src/browser.ts", "web-count-worker": "src/pool/web-count-worker.ts" },
  outdir: "dist",
  bundle: true,
  platform: "browser",
  format: "esm",
  target: ["chrome100", "firefox115", "safari16"],
  sourcemap: "external",
  logLevel: "warning",
});
// The script of `nqueens bench --chart FILE.html`: Vega for browsers, inlined into the page.
await build({
  entryPoints: { "bench-page": "src/bench/chart-page.ts" },
  outdir: "dist",
  bundle: true,
  platform: "browser",
  format: "iife",
  target: ["chrome100", "firefox115", "safari16"],
  minify: true,
  logLevel: "warning",
});
