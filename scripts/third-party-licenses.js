// The licences of the third-party packages esbuild bundled (Vega, Vega-Lite, d3 and theirs, in the
// bench charts), written beside the bundles as THIRD-PARTY-LICENSES.txt: their sources carry no
// licence comments for esbuild's legalComments to keep, and BSD, ISC and MIT ask that the notice
// go with every copy. Each bundle with third-party code says so in a first-line comment (BANNER).
import { existsSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";

export const LICENSES_FILE = "THIRD-PARTY-LICENSES.txt";
/** esbuild's banner for a bundle that holds third-party code. */
export const BANNER = { js: `/*! nqueens (MIT) bundles third-party code here: its licences are in ${LICENSES_FILE}, beside this file in the package */` };

/** Packages whose published build holds other packages' code, which comes with them. */
const INLINED = { "d3-delaunay": ["delaunator", "robust-predicates"] };

/** The package folders (node_modules/name, or a nested one) whose files the builds bundled. */
function bundledPackages(metafiles) {
  const folders = new Set();
  for (const metafile of metafiles) {
    for (const input of Object.keys(metafile.inputs)) {
      // the innermost node_modules: a package nested in another's is a package of its own
      const folder = /^(?:.*\/)?node_modules\/(?:@[^/]+\/)?[^/]+/.exec(input)?.[0];
      if (!folder) continue;
      folders.add(folder);
      for (const name of INLINED[folder.replace(/^.*node_modules\//, "")] ?? []) {
        folders.add([`${folder}/node_modules/${name}`, `node_modules/${name}`].find((inlined) => existsSync(inlined)) ?? `node_modules/${name}`);
      }
    }
  }
  return [...folders];
}

/** Writes `dir`/THIRD-PARTY-LICENSES.txt for what `metafiles` bundled: each package's name,
 *  version, licence and the text of its licence file. Fails the build if a package has none. */
export function writeLicenses(dir, metafiles) {
  const entries = bundledPackages(metafiles).map((folder) => {
    const { name, version, license } = JSON.parse(readFileSync(join(folder, "package.json"), "utf8"));
    const file = readdirSync(folder).find((f) => /^(licen[cs]e|copying)(\.(md|txt))?$/i.test(f));
    if (!file) throw new Error(`${folder} has no licence file to ship with the bundle`);
    return { id: `${name}@${version}`, text: `${name}@${version} (${license})\n\n${readFileSync(join(folder, file), "utf8").trim()}\n` };
  });
  entries.sort((a, b) => a.id.localeCompare(b.id));
  const rule = `\n${"-".repeat(78)}\n\n`;
  writeFileSync(join(dir, LICENSES_FILE), `Third-party software bundled in this folder's scripts, with its licences.\n${rule}${entries.map((e) => e.text).join(rule)}`);
}
