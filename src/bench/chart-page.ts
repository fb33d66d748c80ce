// The script inlined into the chart HTML (bundled with Vega to dist/bench-page.js): draws the
// spec the page carries in <script id="bench-spec">.
import { renderChart } from "./chart-view.js";

const spec = JSON.parse(document.getElementById("bench-spec")!.textContent!);
void renderChart(document.getElementById("chart")!, spec);
