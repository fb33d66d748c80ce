// The browser's byte loader: the same release.wasm, fetched next to the page's bundle.
import { instantiateCore, type CoreExports } from "./instantiate.js";

let cached: Promise<CoreExports> | undefined;

export function loadCore(url: URL | string = new URL("./release.wasm", import.meta.url)): Promise<CoreExports> {
  cached ??= fetch(url).then((response) => {
    if (!response.ok) throw new Error(`cannot load ${String(url)}: HTTP ${response.status}`);
    return response.arrayBuffer();
  }).then((bytes) => instantiateCore(bytes));
  return cached;
}
