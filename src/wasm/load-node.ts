// Node's loader: release.wasm beside the bundle (dist/, or an app's bundle), or where locate() says.
import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { coreLoader } from "./instantiate.js";
import { loadCore } from "./locate.js";

/** How to ship the files with a bundle: the one thing a failed read says to do. */
export const COPY_FILES_HINT = "copy release.wasm and count-worker.mjs from node_modules/nqueens/dist/ beside the bundle, or say where they are with locate()";

/** `name` beside this module, as a file: URL. `url` writes it as new URL("./name", import.meta.url),
 *  the form bundlers follow: Node runs it as it is, and webpack copies the file and makes the URL
 *  its copy's. Two bundles need more: esbuild's CommonJS leaves import.meta empty, so the file is
 *  found beside the bundle by __dirname; and a server built by webpack or Turbopack (Next.js) gets
 *  a URL for browsers ("/_next/static/media/...", of a URL class of webpack's own or file:///_next/),
 *  where no file is, so the file is found in the package, by the module's import.meta.url, which
 *  they write as the module's own file when they build. */
export function besideModule(name: string, url: () => URL): URL {
  const here: string | undefined = import.meta.url;
  // only a CommonJS bundle gets here, and __dirname is its folder
  if (!here) return pathToFileURL(join(__dirname, name));
  const bundled = String(url());
  return bundled.startsWith("file:") && existsSync(fileURLToPath(bundled)) ? new URL(bundled) : new URL(name, here);
}

/** A file: URL or a path as fs takes it (an app's URL may be of another class, which fs refuses:
 *  its text is what counts). */
export function filePath(source: string | URL): string {
  const text = String(source);
  return text.startsWith("file:") ? fileURLToPath(text) : text;
}

/** The core's bytes at `source`, in one line if they are not there. */
async function readCore(source: string | URL): Promise<Uint8Array<ArrayBuffer>> {
  const path = filePath(source);
  try {
    return (await readFile(path)) as Uint8Array<ArrayBuffer>; // a Buffer of its own, never shared
  } catch (error) {
    throw new Error(`nqueens: cannot read its core at ${path} (${(error as NodeJS.ErrnoException).code ?? (error as Error).message}): ${COPY_FILES_HINT}`, { cause: error });
  }
}

/** This thread's core: read and compiled once, on first use (again after a failed load). */
export const nodeCore = /* @__PURE__ */ coreLoader(() => loadCore(() => besideModule("release.wasm", () => new URL("./release.wasm", import.meta.url)), readCore));
