// The browser's loader: release.wasm beside the bundle (which Vite and webpack copy into an app's
// build), or where locate() says, fetched.
import { coreLoader } from "./instantiate.js";
import { loadCore } from "./locate.js";

/** The core's bytes from `url`, in one line if the server has none to give. */
async function fetchCore(url: string | URL): Promise<ArrayBuffer> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`nqueens: cannot load its core from ${String(url)}: HTTP ${response.status}; serve node_modules/nqueens/dist/release.wasm there, or say where it is with locate({ wasm })`);
  return response.arrayBuffer();
}

/** This thread's core: fetched and compiled once, on first use (again after a failed load). */
export const browserCore = /* @__PURE__ */ coreLoader(() => loadCore(() => new URL("./release.wasm", import.meta.url), fetchCore));
