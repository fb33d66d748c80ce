// Bundles the Node entry points into dist/ (all at one depth, so ../build/release.wasm resolves
// from each). Run by `npm run build`, hence by `npm install` (prepare) and `npm test`.
import { build } from "esbuild";

await build({
  entryPoints: {
    cli: "src/cli/main.ts",
    index: "src/index.ts",
    "bench-solve": "bench/solve.bench.ts",
    "count-worker": "src/workers/count-worker.ts",
    "bench-count": "bench/count.bench.ts",
  },
  outdir: "dist",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  sourcemap: true,
  logLevel: "warning",
});
