// The bench charts' one bundle with Vega (dist/web/bench-chart.js, its licences beside it in
// THIRD-PARTY-LICENSES.txt), for the three places that draw a chart: the page's Bench tab imports
// it and calls renderChart; `nqueens bench --chart FILE.svg` imports it in Node and calls renderSvg
// (Vega renders an SVG without a DOM); `--chart FILE.html` inlines it as a module script, where it
// draws the spec that page carries in <script id="bench-spec">.
import { renderChart } from "./chart-view.js";

export { renderChart };
export { renderSvg } from "./chart-svg.js";

const carried = typeof document === "undefined" ? null : document.getElementById("bench-spec");
if (carried) void renderChart(document.getElementById("chart")!, JSON.parse(carried.textContent!));
