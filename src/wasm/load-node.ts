// Node's loader: release.wasm beside the bundle (dist/), or where locate() says.
import { readFile } from "node:fs/promises";
import { coreLoader } from "./instantiate.js";
import { coreSource } from "./locate.js";

/** This thread's core: read and compiled once, on first use. */
export const nodeCore = coreLoader(async () => {
  const source = coreSource(() => new URL("./release.wasm", import.meta.url));
  if (source instanceof URL) return readFile(source);
  // a string is a file: URL or a path
  if (typeof source === "string") return readFile(source.startsWith("file:") ? new URL(source) : source);
  return source;
});
