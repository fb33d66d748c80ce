// Node's byte loader: the .wasm next to the package, from source (src/) or from the bundle (dist/).
import { readFile } from "node:fs/promises";
import { PACKAGE_ROOT } from "../package-root.js";
import { instantiateCore, type CoreExports } from "./instantiate.js";

export const WASM_URL = new URL("build/release.wasm", PACKAGE_ROOT);

let cached: Promise<CoreExports> | undefined;

/** One core instance per thread, instantiated on first use. */
export function loadCore(): Promise<CoreExports> {
  cached ??= readFile(WASM_URL).then((bytes) => instantiateCore(bytes));
  return cached;
}
