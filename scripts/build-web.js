// Bundles the page into dist/web/: main.js and worker.js (ES modules; the worker fetches
// release.wasm next to itself), the .wasm the CLI runs, index.html and style.css. The folder
// is the whole site: `nqueens serve`, or any static web server. Run by `npm run build`.
import { build } from "esbuild";
import { copyFileSync, mkdirSync } from "node:fs";

const out = "dist/web";
mkdirSync(out, { recursive: true });
await build({
  entryPoints: { main: "web/main.ts", worker: "web/worker.ts" },
  outdir: out,
  bundle: true,
  platform: "browser",
  format: "esm",
  target: ["chrome100", "firefox115", "safari16"],
  minify: true,
  sourcemap: true,
  logLevel: "warning",
});
for (const [from, to] of [["build/release.wasm", "release.wasm"], ["web/index.html", "index.html"], ["web/style.css", "style.css"]]) {
  copyFileSync(from, `${out}/${to}`);
}
