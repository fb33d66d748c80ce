// Bundles the page into dist/web/: main.js (web/main.ts with the tabs, web/tabs/, and the
// drawing, web/view/), the workers of web/workers/ (solve-worker.js, place-worker.js for Edit,
// bench-worker.js), the browser API's count workers (web-count-worker.js, one per core for Count)
// and bench-chart.js (Vega, for Bench and the CLI's charts; their licences in
// THIRD-PARTY-LICENSES.txt) as ES modules, flat in one folder (each finds release.wasm beside
// itself, as the package's dist/load-browser.js does), the .wasm the CLI runs, index.html and
// style.css. The folder is the whole site: `nqueens serve`,
// or any static web server. Run by `npm run build`.
import { build } from "esbuild";
import { copyFileSync, mkdirSync } from "node:fs";
import { BANNER, writeLicenses } from "./third-party-licenses.js";
import { browserPlatform } from "./browser-platform.js";

const out = "dist/web";
const workers = ["solve-worker", "place-worker", "bench-worker"];
const esm = { outdir: out, bundle: true, platform: "browser", format: "esm", target: ["chrome100", "firefox115", "safari16"], minify: true, sourcemap: "external", logLevel: "warning", plugins: [browserPlatform] };
mkdirSync(out, { recursive: true });
await build({
  entryPoints: {
    main: "web/main.ts",
    ...Object.fromEntries(workers.map((name) => [name, `web/workers/${name}.ts`])),
    // the browser API's count workers, beside main.js as beside the package's dist/browser.js
    "web-count-worker": "src/pool/web-count-worker.ts",
  },
  ...esm,
});
// Vega, with its licences beside it: fetched by the Bench tab only when it draws its first chart;
// imported by `nqueens bench --chart FILE.svg`, inlined by `--chart FILE.html` (src/bench/charts.ts)
const chart = await build({ entryPoints: { "bench-chart": "src/bench/charts.ts" }, ...esm, metafile: true, banner: BANNER });
writeLicenses(out, [chart.metafile]);
for (const [from, to] of [["build/release.wasm", "release.wasm"], ["web/index.html", "index.html"], ["web/style.css", "style.css"]]) {
  copyFileSync(from, `${out}/${to}`);
}
