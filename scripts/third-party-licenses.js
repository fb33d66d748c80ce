// The licences of the third-party packages esbuild bundled (Vega, Vega-Lite, d3 and theirs, in the
// bench charts), written beside the bundles as THIRD-PARTY-LICENSES.txt: their sources carry no
// licence comments for esbuild's legalComments to keep, and BSD, ISC and MIT ask that the notice
// go with every copy. Each package's entry holds its licence file, then the notices its bundled
// files carry in comments: code it took from others (Vega's expression parser from Esprima, its
// word cloud by Jason Davies, d3-array's quickselect by Vladimir Agafonkin), whose licences live
// only there and which minifying drops. Each bundle with third-party code says so in a first-line
// comment (BANNER).
import { existsSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";

export const LICENSES_FILE = "THIRD-PARTY-LICENSES.txt";
/** esbuild's banner for a bundle that holds third-party code. */
export const BANNER = { js: `/*! nqueens (MIT) bundles third-party code here: its licences are in ${LICENSES_FILE}, beside this file in the package */` };

/** Packages whose published build holds other packages' code, which comes with them. */
const INLINED = { "d3-delaunay": ["delaunator", "robust-predicates"] };

/** A comment that gives a copyright or a licence: a block comment, or a run of line comments. */
const NOTICE = /\/\*[\s\S]*?\*\/|(?:^[ \t]*\/\/.*(?:\n|$))+/gm;
const NAMES_A_LICENCE = /copyright|licen[cs]e/i;

/** The package folders (node_modules/name, or a nested one) whose files the builds bundled, each
 *  with those files. */
function bundledPackages(metafiles) {
  const packages = new Map();
  const add = (folder, file) => {
    if (!packages.has(folder)) packages.set(folder, new Set());
    if (file) packages.get(folder).add(file);
  };
  for (const metafile of metafiles) {
    for (const input of Object.keys(metafile.inputs)) {
      // the innermost node_modules: a package nested in another's is a package of its own
      const folder = /^(?:.*\/)?node_modules\/(?:@[^/]+\/)?[^/]+/.exec(input)?.[0];
      if (!folder) continue;
      add(folder, input);
      for (const name of INLINED[folder.replace(/^.*node_modules\//, "")] ?? []) {
        add([`${folder}/node_modules/${name}`, `node_modules/${name}`].find((inlined) => existsSync(inlined)) ?? `node_modules/${name}`);
      }
    }
  }
  return packages;
}

/** The notices in comments of a package's bundled files, each once, with the file it is in. */
function notices(folder, files) {
  const seen = new Set();
  const found = [];
  for (const file of [...files].sort()) {
    for (const [comment] of readFileSync(file, "utf8").matchAll(NOTICE)) {
      const text = comment.trim();
      if (!NAMES_A_LICENCE.test(text) || seen.has(text)) continue;
      seen.add(text);
      found.push(`In ${file.slice(folder.length + 1)}:\n${text}\n`);
    }
  }
  return found;
}

/** Where the build lists the files that `dir`'s bundles took from node_modules, for the test that
 *  each has its notice (build/: not shipped). */
export const bundledInputsFile = (dir) => join("build", `bundled-in-${dir.replaceAll("/", "-")}.json`);

/** Writes `dir`/THIRD-PARTY-LICENSES.txt for what `metafiles` bundled: each package's name,
 *  version, licence, the text of its licence file and the notices in its files' comments. Fails
 *  the build if a package has no licence file. */
export function writeLicenses(dir, metafiles) {
  const inputs = metafiles.flatMap((metafile) => Object.keys(metafile.inputs)).filter((input) => input.includes("node_modules/"));
  writeFileSync(bundledInputsFile(dir), `${JSON.stringify([...new Set(inputs)].sort(), null, 1)}\n`);
  const entries = [...bundledPackages(metafiles)].map(([folder, files]) => {
    const { name, version, license } = JSON.parse(readFileSync(join(folder, "package.json"), "utf8"));
    const file = readdirSync(folder).find((f) => /^(licen[cs]e|copying)(\.(md|txt))?$/i.test(f));
    if (!file) throw new Error(`${folder} has no licence file to ship with the bundle`);
    const inFiles = notices(folder, files);
    const comments = inFiles.length ? `\nNotices in the comments of ${name}'s bundled files:\n\n${inFiles.join("\n")}` : "";
    return { id: `${name}@${version}`, text: `${name}@${version} (${license})\n\n${readFileSync(join(folder, file), "utf8").trim()}\n${comments}` };
  });
  entries.sort((a, b) => a.id.localeCompare(b.id));
  const rule = `\n${"-".repeat(78)}\n\n`;
  writeFileSync(join(dir, LICENSES_FILE), `Third-party software bundled in this folder's scripts, with its licences.\n${rule}${entries.map((e) => e.text).join(rule)}`);
}
