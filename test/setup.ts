// Every test file runs the sources, which find the core and the count worker beside their bundles
// in dist/ by default: point them at what `npm run build` made, through the public hook.
import { locate } from "../src/wasm/locate.js";

locate({ wasm: new URL("../build/release.wasm", import.meta.url), countWorker: new URL("../dist/count-worker.mjs", import.meta.url) });
