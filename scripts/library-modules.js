// The library as ES modules, one per source file (src/api/solve.ts is dist/api/solve.js), so that
// an app's bundler sees which of the package's files each call needs: a module that names a file
// beside it (new URL("./release.wasm", import.meta.url), or a count worker) is reached only from
// the calls that load that file, and an app that makes none of them (one that only verifies)
// bundles none of them and gets no copy of the file. Those modules sit in dist/ itself, beside the
// files they name (dist/load-browser.js beside dist/release.wasm), as bundles do; every other
// module keeps its path under src/. The platform (src/api/platform.ts in the sources, swapped for
// browsers by scripts/browser-platform.js) is the package's "#platform" import, which package.json
// resolves per condition: dist/api/platform-browser.js for bundlers that build for browsers,
// dist/api/platform-node.js for the rest.
import { build } from "esbuild";
import { existsSync, readFileSync } from "node:fs";
import { basename, posix, relative, resolve } from "node:path";
import { BROWSER_PLATFORM, browserPlatform } from "./browser-platform.js";

/** How the modules import the platform: package.json's "imports" resolves it per condition. */
export const PLATFORM_IMPORT = "#platform";
/** The form of a reference to a file beside the module, which bundlers follow and copy. */
const NAMES_A_FILE_BESIDE = /new URL\("\.\/[^"/]+", import\.meta\.url\)/;
/** What the package leaves to the app or the runtime: Node's modules, and the GPU's optional peer. */
const EXTERNAL = ["node:*", "webgpu"];

/** The source files the entries reach, on either platform (paths from the root, with "/"). */
async function reachedFiles(entryPoints) {
  const files = new Set();
  for (const plugins of [[], [browserPlatform]]) {
    const { metafile } = await build({ entryPoints, bundle: true, write: false, outdir: "unwritten", metafile: true, format: "esm", platform: "neutral", external: EXTERNAL, plugins, logLevel: "warning" });
    for (const input of Object.keys(metafile.inputs)) files.add(input);
  }
  files.delete(BROWSER_PLATFORM.file); // its importers import PLATFORM_IMPORT instead
  return [...files].sort();
}

/** A source file's module in dist/, without ".js": beside the files it names, or at its path under src/. */
function moduleName(file) {
  const name = file.replace(/^src\//, "").replace(/\.ts$/, "");
  const code = readFileSync(file, "utf8").replace(/\/\*[\s\S]*?\*\/|^\s*\/\/.*$/gm, ""); // what comments mention does not count
  return NAMES_A_FILE_BESIDE.test(code) ? basename(name) : name;
}

/** Writes the modules that `entries` (source files, from the root) reach into `outdir`, each one
 *  importing the others by their paths there. */
export async function buildLibraryModules({ entries, outdir, target }) {
  const files = await reachedFiles(entries);
  const names = new Map(files.map((file) => [file, moduleName(file)]));
  const clash = [...names.values()].find((name, i, all) => all.indexOf(name) !== i);
  if (clash) throw new Error(`two source files would both be dist/${clash}.js`);
  const root = process.cwd();
  const perFile = {
    name: "one-module-per-file",
    setup(esbuild) {
      esbuild.onResolve({ filter: /.*/ }, ({ path, importer, resolveDir, kind }) => {
        if (kind === "entry-point") return undefined;
        if (!path.startsWith(".")) return { path, external: true }; // EXTERNAL: reachedFiles bundled no other bare name
        const from = relative(root, importer).split("\\").join("/");
        const source = relative(root, resolve(resolveDir, path)).split("\\").join("/");
        const file = [source.replace(/\.js$/, ".ts"), source].find((candidate) => existsSync(candidate));
        if (file === BROWSER_PLATFORM.file) return { path: PLATFORM_IMPORT, external: true };
        if (!names.has(file)) throw new Error(`${from} imports ${path}, which the library's entries do not reach`);
        const spec = posix.relative(posix.dirname(names.get(from)), names.get(file));
        return { path: `${spec.startsWith(".") ? "" : "./"}${spec}.js`, external: true };
      });
    },
  };
  await build({
    entryPoints: Object.fromEntries(files.map((file) => [names.get(file), file])),
    outdir, bundle: true, format: "esm", platform: "neutral", target, plugins: [perFile], logLevel: "warning",
  });
}

