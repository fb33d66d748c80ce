// The browser's loader: release.wasm beside the bundle (which Vite and webpack copy into an app's
// build), or where locate() says, fetched.
import { coreLoader } from "./instantiate.js";
import { coreSource } from "./locate.js";

/** This thread's core: fetched and compiled once, on first use. */
export const browserCore = coreLoader(async () => {
  const source = coreSource(() => new URL("./release.wasm", import.meta.url));
  if (typeof source !== "string" && !(source instanceof URL)) return source;
  const response = await fetch(source);
  if (!response.ok) throw new Error(`cannot load the nqueens core from ${source}: HTTP ${response.status}`);
  return response.arrayBuffer();
});
