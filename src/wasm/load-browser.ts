// The browser's loader: the same release.wasm, fetched (by default next to the page's bundle).
import { coreLoader, type CoreLoader } from "./instantiate.js";

const loaders = new Map<string, CoreLoader>();

/** The core at `url`: fetched and compiled once per thread, on first use. */
export function browserCore(url: URL | string = new URL("./release.wasm", import.meta.url)): CoreLoader {
  const key = String(url);
  let loader = loaders.get(key);
  if (!loader) {
    loader = coreLoader(async () => {
      const response = await fetch(url);
      if (!response.ok) throw new Error(`cannot load ${key}: HTTP ${response.status}`);
      return response.arrayBuffer();
    });
    loaders.set(key, loader);
  }
  return loader;
}
