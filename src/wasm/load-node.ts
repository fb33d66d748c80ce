// Node's loader: release.wasm next to the package, from source (src/) or from the bundles (dist/).
import { readFile } from "node:fs/promises";
import { PACKAGE_ROOT } from "../package-root.js";
import { coreLoader } from "./instantiate.js";

export const WASM_URL = new URL("build/release.wasm", PACKAGE_ROOT);

/** This thread's core: compiled once, on first use. */
export const nodeCore = coreLoader(() => readFile(WASM_URL));
