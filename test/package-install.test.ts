// The package a user installs: `npm pack`, then `npm install` of the tarball into an empty folder
// with no network (it must need no other package at run time), then the installed `nqueens`
// command, `import ... from "nqueens"` from a TypeScript file type-checked against the shipped
// declarations (module node16, nodenext and bundler, under a Node-only lib: no DOM) and run, and
// `require("nqueens")`, each under this Node and a current LTS (NODE_LTS, which
// scripts/ensure-node-lts.js installs). Answers are judged by the verifiers and OEIS A000170
// (test/oeis.ts).
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { packPackage, ROOT } from "./pack.js";
import { compilerOptions, program, typeErrors } from "./consumer-types.js";
import { NODE_LTS, NODE_LTS_BIN } from "../scripts/ensure-node-lts.js";
import { LICENSES_FILE, bundledInputsFile } from "../scripts/third-party-licenses.js";
import { solutionsOf } from "./oeis.js";
import { verify } from "../src/verify/queens.js";
import { verifyPlacement } from "../src/verify/pieces.js";

/** A consumer's module, written as the README's API section shows the calls. */
const CONSUMER = `import { solve, count, place, verify, verifyPlacement, NoAnswerError, type SolveResult } from "nqueens";
import * as verifiers from "nqueens/verify";

const solved: SolveResult = await solve(1000, { seed: 3 });
const counted = await count(10);
const placed = await place(8, { piece: "rook", blocked: [[0, 0]] });
let none = "";
try {
  await solve(3);
} catch (error) {
  if (error instanceof NoAnswerError) none = error.message;
}
console.log(JSON.stringify({
  rows: [...solved.rows],
  verdict: verify(solved.rows),
  solutions: counted.solutions.toString(),
  rooks: [...placed.rows],
  rooksVerdict: verifyPlacement({ n: 8, piece: "rook", blocked: [[0, 0]] }, placed.rows),
  none,
  sameVerifiers: verifiers.verify === verify && verifiers.verifyPlacement === verifyPlacement,
}));
`;

/** The same calls from a CommonJS script. */
const REQUIRER = `const { solve, count, verify } = require("nqueens");

solve(1000, { seed: 3 }).then(async (solved) => {
  const counted = await count(10);
  console.log(JSON.stringify({ rows: [...solved.rows], verdict: verify(solved.rows), solutions: counted.solutions.toString() }));
});
`;

/** What a bad CoreSource must be told: were the type any (a lib without WebAssembly once made it
 *  so), this would check. */
const NOT_ANY = `import type { CoreSource } from "nqueens";\nexport const notASource: CoreSource = 5;\n`;

/** TypeScript's module settings a Node app uses, each with a Node-only lib (no DOM) and every
 *  declaration checked. */
const MODULE_SETTINGS = [
  { module: "Node16", moduleResolution: "Node16" },
  { module: "NodeNext", moduleResolution: "NodeNext" },
  { module: "ESNext", moduleResolution: "Bundler" },
];

/** Node's own types, as a Node app has them. */
const NODE_TYPES = { typeRoots: [join(ROOT, "node_modules", "@types")], types: ["node"] };
/** A Node app's tsconfig.json: the README's examples are checked and compiled under it. */
const NODE_APP = { target: "ES2022", module: "NodeNext", moduleResolution: "NodeNext", strict: true, ...NODE_TYPES };

/** This Node and the current LTS, each to run the installed package. */
const NODES = [{ name: process.version, bin: process.execPath }, { name: `Node ${NODE_LTS}`, bin: NODE_LTS_BIN }];

describe("the installed package", () => {
  let dir: string;
  let app: string;
  const run = (command: string, args: string[]): string => execFileSync(command, args, { cwd: app, encoding: "utf8" });
  const nqueens = (...args: string[]): string => run(join(app, "node_modules", ".bin", "nqueens"), args);

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), "nqueens-install-"));
    app = join(dir, "app");
    const tarball = packPackage();
    console.log(`the tarball: ${statSync(tarball).size} bytes`); // for the closing notes
    execFileSync("mkdir", [app]);
    writeFileSync(join(app, "package.json"), JSON.stringify({ name: "app", version: "1.0.0", private: true, type: "module" }));
    // --offline: a package that needed anything from the registry would fail here
    run("npm", ["install", "--offline", "--no-audit", "--no-fund", "--loglevel=error", tarball]);
  }, 120_000);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("is nqueens alone: nothing else installed", () => {
    expect(readdirSync(join(app, "node_modules")).filter((name) => !name.startsWith("."))).toEqual(["nqueens"]);
  });

  it("holds its LICENSE and its bundles' third-party licences, exports ./package.json, names no source map it leaves out, and every file its Markdown links to", () => {
    const installed = join(app, "node_modules", "nqueens");
    expect(readFileSync(join(installed, "LICENSE"), "utf8")).toMatch(/^MIT License/);
    const pkg = JSON.parse(run(process.execPath, ["--input-type=module", "-e", "import p from 'nqueens/package.json' with { type: 'json' }; console.log(JSON.stringify(p))"])) as { version: string; license: string };
    expect(pkg).toMatchObject({ license: "MIT", version: JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")).version });
    const files = readdirSync(installed, { recursive: true }) as string[];
    for (const file of files.filter((name) => /\.(js|css)$/.test(name))) {
      for (const [, map] of readFileSync(join(installed, file), "utf8").matchAll(/[#@] sourceMappingURL=(\S+)/g)) {
        expect({ file, map, shipped: map.startsWith("data:") || existsSync(join(installed, file, "..", map)) }).toMatchObject({ shipped: true });
      }
    }
    // Vega and d3 (BSD-3-Clause, ISC) ride in one bundle, the page's, which the CLI's charts use too:
    // it says so, and has their licences beside it
    const vega = files.filter((name) => name.endsWith(".js") && readFileSync(join(installed, name), "utf8").includes("Unrecognized signal name"));
    expect(vega).toEqual([join("dist", "web", "bench-chart.js")]);
    expect(readFileSync(join(installed, vega[0]), "utf8")).toMatch(/^\/\*! nqueens \(MIT\) bundles third-party code here/);
    expect(existsSync(join(installed, vega[0], "..", LICENSES_FILE))).toBe(true);
    // as npm's page and node_modules show them: a relative link must find its file in the package
    for (const doc of files.filter((name) => name.endsWith(".md"))) {
      for (const [, target] of readFileSync(join(installed, doc), "utf8").matchAll(/\]\((?!https?:|#|mailto:)([^)#\s]+)/g)) {
        expect({ doc, target, shipped: existsSync(join(installed, doc, "..", target)) }).toMatchObject({ shipped: true });
      }
    }
  });

  // the form bundlers follow and copy, and the one Node reads by: the file must be there as written
  it("every file a module names beside itself (new URL(\"./file\", import.meta.url)) is beside it in the package", () => {
    const installed = join(app, "node_modules", "nqueens");
    const modules = (readdirSync(installed, { recursive: true }) as string[]).filter((name) => /\.m?js$/.test(name));
    const named = modules.flatMap((file) => [...readFileSync(join(installed, file), "utf8").matchAll(/new URL\("\.\/([^"]+)", import\.meta\.url\)/g)]
      .map(([, name]) => ({ file, name, there: existsSync(join(installed, file, "..", name)) })));
    // the library's core and count workers (Node, browsers), the CLI's and the page's bundles
    expect(named.filter(({ file }) => file.split("/").length === 2).map(({ name }) => name).sort()).toEqual(expect.arrayContaining(["count-worker.mjs", "release.wasm", "web-count-worker.js"]));
    expect(named.filter(({ there }) => !there)).toEqual([]);
  });

  // The packages come from the build's esbuild metafiles; the texts they must find, straight from
  // node_modules: each package's licence file, and every line of its bundled files that gives a
  // copyright (code taken from others, such as Vega's Esprima-based parser, carries its notice only
  // there)
  it.each(["dist/web"])("%s/THIRD-PARTY-LICENSES.txt holds the licence and the copyright lines of every package its bundles took", (folder) => {
    const licences = readFileSync(join(app, "node_modules", "nqueens", folder, LICENSES_FILE), "utf8");
    const inputs = JSON.parse(readFileSync(join(ROOT, bundledInputsFile(folder)), "utf8")) as string[];
    const packages = new Set(inputs.map((input) => /^(?:.*\/)?node_modules\/(?:@[^/]+\/)?[^/]+/.exec(input)![0]));
    // d3-delaunay's own build holds these two (its package.json depends on them, its dist inlines them)
    packages.add("node_modules/delaunator").add("node_modules/robust-predicates");
    expect(packages.size).toBeGreaterThan(40);
    for (const pkg of packages) {
      const { name, version } = JSON.parse(readFileSync(join(ROOT, pkg, "package.json"), "utf8")) as { name: string; version: string };
      const licence = readdirSync(join(ROOT, pkg)).find((f) => /^licen[cs]e/i.test(f))!;
      expect({ pkg, named: licences.includes(`${name}@${version} (`), text: licences.includes(readFileSync(join(ROOT, pkg, licence), "utf8").trim()) })
        .toEqual({ pkg, named: true, text: true });
    }
    const copyrights = inputs.flatMap((input) => readFileSync(join(ROOT, input), "utf8").split("\n")
      .filter((line) => /\bCopyright\b/.test(line)).map((line) => ({ input, line: line.trim() })));
    expect(copyrights.map(({ line }) => line)).toEqual(expect.arrayContaining([
      expect.stringContaining("Jason Davies"), expect.stringContaining("Ariya Hidayat"), expect.stringContaining("Vladimir Agafonkin")]));
    expect(copyrights.filter(({ line }) => !licences.includes(line))).toEqual([]);
  });

  it.each(NODES)("nqueens solve 8 prints a placement the verifier accepts ($name)", ({ bin }) => {
    expect(existsSync(bin), `${bin}: run node scripts/ensure-node-lts.js`).toBe(true);
    const rows = JSON.parse(run(bin, [join(app, "node_modules", "nqueens", "bin", "nqueens.js"), "solve", "8"])) as number[];
    expect(rows).toHaveLength(8);
    expect(verify(rows)).toEqual({ ok: true, n: 8 });
  });

  it("nqueens count 10 prints OEIS A000170(10)", () => {
    expect(nqueens("count", "10")).toMatch(new RegExp(`^n=10: ${solutionsOf(10)} solutions`));
  });

  it("nqueens bench checks its counts against OEIS and draws its charts without the charting packages", () => {
    nqueens("bench", "--sizes", "8,9", "--algos", "count,construct", "--engines", "wasm", "--reps", "1", "--warmup", "0",
      "--out", "r.json", "--chart", "c.svg", "--chart", "c.html");
    const { cells } = JSON.parse(readFileSync(join(app, "r.json"), "utf8")) as { cells: { algo: string; n: number; status: string; check: string }[] };
    expect(cells.map((c) => `${c.algo} ${c.n} ${c.status} ${c.check}`).sort()).toEqual(
      ["construct 8 ok verify", "construct 9 ok verify", "count 8 ok oeis", "count 9 ok oeis"]);
    expect(readFileSync(join(app, "c.svg"), "utf8")).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
    expect(readFileSync(join(app, "c.html"), "utf8")).toMatch(/^<!doctype html>/i);
  });

  it("import { solve, count, place, verify } from 'nqueens' type-checks under node16, nodenext and bundler without the DOM", () => {
    writeFileSync(join(app, "main.ts"), CONSUMER);
    writeFileSync(join(app, "not-any.ts"), NOT_ANY);
    for (const setting of MODULE_SETTINGS) {
      const options = compilerOptions({ target: "ES2022", ...setting, lib: ["ES2022"], ...NODE_TYPES, strict: true, outDir: "." }, app);
      const checked = program([join(app, "main.ts"), join(app, "not-any.ts")], options);
      // errors in the package's .d.ts, a missing declaration or an argument the API would refuse
      // fail here; the one error is the bad CoreSource's, which an any would let through
      expect({ setting, found: typeErrors(checked, app) }).toEqual({ setting, found: ["not-any.ts(2): Type 'number' is not assignable to type 'CoreSource'."] });
      if (setting.module === "NodeNext") checked.emit(checked.getSourceFile(join(app, "main.ts")));
    }
  });

  it.each(NODES)("the compiled module and a require() script run ($name)", ({ bin }) => {
    const out = JSON.parse(run(bin, ["main.js"])) as Record<string, unknown>;
    expect(verify(out.rows as number[])).toEqual({ ok: true, n: 1000 });
    expect(out.verdict).toEqual({ ok: true, n: 1000 });
    expect(out.solutions).toBe(String(solutionsOf(10)));
    expect(verifyPlacement({ n: 8, piece: "rook", blocked: [0, 0] }, out.rooks as number[])).toEqual({ ok: true, n: 8 });
    expect(out.rooksVerdict).toEqual({ ok: true, n: 8 });
    expect(out.none).toMatch(/no placement of 3 queens/);
    // "nqueens/verify" is the main entry's verifiers themselves (one module each in dist/)
    expect(out.sameVerifiers).toBe(true);
    writeFileSync(join(app, "requirer.cjs"), REQUIRER);
    const required = JSON.parse(run(bin, ["requirer.cjs"])) as Record<string, unknown>;
    expect(verify(required.rows as number[])).toEqual({ ok: true, n: 1000 });
    expect([required.verdict, required.solutions]).toEqual([{ ok: true, n: 1000 }, String(solutionsOf(10))]);
  });

  it("runs every example of the README's API section and of docs/api.md, type-checked against the declarations", () => {
    const readme = readFileSync(join(ROOT, "README.md"), "utf8");
    const api = (/^## API\n([\s\S]*?)^## /m.exec(readme)?.[1] ?? "") + readFileSync(join(ROOT, "docs", "api.md"), "utf8");
    const examples = [...api.matchAll(/```ts\n([\s\S]*?)```/g)].map(([, code], i) => {
      writeFileSync(join(app, `readme-${i}.ts`), code);
      return `readme-${i}`;
    });
    expect(examples.length).toBeGreaterThanOrEqual(5);
    const files = examples.map((name) => join(app, `${name}.ts`));
    const checked = program(files, compilerOptions(NODE_APP, app));
    expect(typeErrors(checked, app)).toEqual([]);
    // file by file: the whole program's emit() would check lib's and @types/node's declarations too
    for (const file of files) expect(checked.emit(checked.getSourceFile(file)).emitSkipped).toBe(false);
    for (const name of examples) {
      const ran = spawnSync(process.execPath, [`${name}.js`], { cwd: app, encoding: "utf8" });
      expect({ name, status: ran.status, stderr: ran.stderr }).toEqual({ name, status: 0, stderr: "" });
    }
  });

  it("a type error in the consumer is caught by the declarations", () => {
    writeFileSync(join(app, "bad.ts"), `import { place } from "nqueens";\nawait place(8, { piece: "rook", blocked: [[0, 0, 1]] });\n`);
    const found = typeErrors(program([join(app, "bad.ts")], compilerOptions({ ...NODE_APP, noEmit: true }, app)), app);
    expect(found).toEqual([expect.stringMatching(/^bad\.ts\(2\): /)]);
  });
});
