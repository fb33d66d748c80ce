// Bundles the Node entry points into dist/, all one folder below the package root as
// src/package-root.ts is, so build/release.wasm and dist/*-worker.js resolve the same from each.
// Run by `npm run build`, hence by `npm install` (prepare) and `npm test`.
import { build } from "esbuild";

await build({
  entryPoints: {
    cli: "src/cli/main.ts",
    index: "src/index.ts",
    "bench-solve": "bench/solve.bench.ts",
    "count-worker": "src/pool/node-count-worker.ts",
    "bench-count": "bench/count.bench.ts",
    "bench-place": "bench/place.bench.ts",
    "bench-io": "bench/io.bench.ts",
    "bench-worker": "src/cli/bench-worker.ts",
    "bench-chart": "src/bench/chart-svg.ts",
  },
  outdir: "dist",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  sourcemap: true,
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
