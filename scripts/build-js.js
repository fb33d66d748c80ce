// Builds the package into dist/: the library (index.js for Node, browser.js for browsers, verify.js
// for the verifiers alone) as one module per source file (scripts/library-modules.js); and
// bundles, flat, each finding the files it loads beside itself (new URL("./release.wasm",
// import.meta.url)): for Node cli.js, count-worker.mjs (.mjs: an ES module wherever an app's
// bundle copies it) and the bench scripts; for browsers web-count-worker.js; and release.wasm,
// copied. The bench charts (Vega) are the page's dist/web/bench-chart.js, which the CLI uses too
// (scripts/build-web.js). The source maps are written without a comment
// naming them, as the package leaves them out. Run by `npm run build`, hence by `npm install`
// and `npm test` (prepare: scripts/ensure-build.js, which builds unless dist/ is current).
import { build } from "esbuild";
import { copyFileSync, mkdirSync } from "node:fs";
import { browserPlatform } from "./browser-platform.js";
import { buildLibraryModules } from "./library-modules.js";

const out = "dist";
// webgpu: the GPU engine's optional peer (src/gpu/gpu-node.ts), loaded when present, never bundled
const node = { outdir: out, bundle: true, platform: "node", format: "esm", target: "node20", external: ["webgpu"], sourcemap: "external", logLevel: "warning" };
const browsers = ["chrome100", "firefox115", "safari16"];

mkdirSync(out, { recursive: true });
copyFileSync("build/release.wasm", `${out}/release.wasm`);
await build({
  ...node,
  entryPoints: {
    cli: "src/cli/main.ts",
    "bench-solve": "bench/solve.bench.ts",
    "bench-count": "bench/count.bench.ts",
    "bench-place": "bench/place.bench.ts",
    "bench-io": "bench/io.bench.ts",
    "bench-api": "bench/api.bench.ts",
    "bench-checkpoint": "bench/checkpoint.bench.ts",
    "bench-worker": "src/cli/bench-worker.ts",
  },
});
await build({ ...node, entryPoints: { "count-worker": "src/pool/node-count-worker.ts" }, outExtension: { ".js": ".mjs" } });
// Left unminified: an app's bundler minifies them with the rest.
await buildLibraryModules({ entries: ["src/index.ts", "src/browser.ts", "src/verify.ts"], outdir: out, target: [...browsers, node.target] });
await build({
  entryPoints: { "web-count-worker": "src/pool/web-count-worker.ts" },
  outdir: out,
  bundle: true,
  platform: "browser",
  format: "esm",
  target: browsers,
  sourcemap: "external",
  logLevel: "warning",
  plugins: [browserPlatform],
});
