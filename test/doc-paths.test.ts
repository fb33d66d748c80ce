// Every file a comment or a document names exists: a path such as src/wasm/counter.ts in a
// comment of the code, the docs or the READMEs, and every relative link of a Markdown file.
// A file renamed or folded away otherwise leaves its old name behind to mislead the next reader.
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT } from "./pack.js";

const FOLDERS = ["assembly", "src", "web", "test", "bench", "scripts", "bin", "docs"];
/** Written by a build or a bench run, so not in a fresh clone: not checked. */
const GENERATED = /^(dist|build|bench\/results|node_modules|test-results)\//;

function filesUnder(folder: string): string[] {
  return readdirSync(join(ROOT, folder), { withFileTypes: true }).flatMap((entry) => {
    const path = `${folder}/${entry.name}`;
    if (GENERATED.test(`${path}/`)) return [];
    return entry.isDirectory() ? filesUnder(path) : [path];
  });
}
const files = [...FOLDERS.flatMap(filesUnder), "README.md", "Dockerfile"];

/** The comments (// and /* ... *\/ lines) and string literals of a source file, the whole text of
 *  any other: a path the code reads ("docs/api.md" in a test) can go stale as a comment's can. */
function prose(path: string): string {
  const text = readFileSync(join(ROOT, path), "utf8");
  if (!/\.(ts|js)$/.test(path)) return text;
  const comments = text.split("\n").map((line) => /(?:^|\s)\/\/(.*)$/.exec(line)?.[1] ?? /^\s*\/?\*+(.*)$/.exec(line)?.[1] ?? "");
  // the layer rules' examples name imports that are meant not to exist
  const literals = /^test\/layers/.test(path) ? [] : [...text.matchAll(/(["'`])((?:(?!\1)[^\\\n$]|\\.)*)\1/g)].map(([, , literal]) => literal);
  return [...comments, ...literals].join("\n");
}

/** A path, maybe with * for any characters in one name, exists. */
function exists(path: string): boolean {
  if (!path.includes("*")) return existsSync(join(ROOT, path));
  const pattern = new RegExp(`^${path.split("*").map((part) => part.replace(/[.+?^${}()|[\]\\]/g, "\\$&")).join("[^/]*")}$`);
  const folder = path.slice(0, path.lastIndexOf("/", path.indexOf("*")));
  return existsSync(join(ROOT, folder)) && filesUnder(folder).some((file) => pattern.test(file));
}

const PATH = new RegExp(`(?<![\\w./-])((?:${FOLDERS.join("|")}|dist|build)/[\\w.*/-]*[\\w*])`, "g");
const named = files.filter((file) => /\.(ts|js|md|html|css)$|Dockerfile$/.test(file)).flatMap((file) => {
  const text = prose(file);
  const paths = [...text.matchAll(PATH)].map(([, path]) => path.replace(/\/$/, "")).filter((path) => !GENERATED.test(`${path}/`));
  const links = file.endsWith(".md")
    ? [...text.matchAll(/\]\(([^)#\s]+)(?:#[^)]*)?\)/g)].map(([, link]) => link).filter((link) => !/^[a-z]+:/.test(link))
        .map((link) => relative(ROOT, join(ROOT, dirname(file), link)))
    : [];
  return [...new Set([...paths, ...links])].map((path) => ({ file, path }));
});

describe("the paths named in comments and docs", () => {
  it("finds the names (a check that finds none checks nothing)", () => {
    expect(named.length).toBeGreaterThan(200);
    expect(named).toContainEqual({ file: "README.md", path: "docs/cli.md" });
    expect(named).toContainEqual({ file: "test/cli-hostile-inputs.test.ts", path: "docs/api.md" });
  });

  it("all exist", () => {
    expect(named.filter(({ path }) => !exists(path))).toEqual([]);
  });
});
