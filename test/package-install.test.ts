// The package a user installs: `npm pack`, then `npm install` of the tarball into an empty folder
// with no network (it must need no other package at run time), then the installed `nqueens`
// command and `import ... from "nqueens"` from a TypeScript file that is type-checked against the
// shipped declarations and run. Answers are judged by the verifiers and OEIS A000170 (test/oeis.ts).
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { packPackage, ROOT } from "./pack.js";
import { solutionsOf } from "./oeis.js";
import { verify } from "../src/verify/queens.js";
import { verifyPlacement } from "../src/verify/pieces.js";

/** A consumer's module, written as the README's API section shows the calls. */
const CONSUMER = `import { solve, count, place, verify, verifyPlacement, NoAnswerError, type SolveResult } from "nqueens";

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
}));
`;

describe("the installed package", () => {
  let dir: string;
  let app: string;
  const run = (command: string, args: string[]): string => execFileSync(command, args, { cwd: app, encoding: "utf8" });
  const nqueens = (...args: string[]): string => run(join(app, "node_modules", ".bin", "nqueens"), args);

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), "nqueens-install-"));
    app = join(dir, "app");
    const tarball = packPackage(dir);
    execFileSync("mkdir", [app]);
    writeFileSync(join(app, "package.json"), JSON.stringify({ name: "app", version: "1.0.0", private: true, type: "module" }));
    // --offline: a package that needed anything from the registry would fail here
    run("npm", ["install", "--offline", "--no-audit", "--no-fund", "--loglevel=error", tarball]);
  }, 120_000);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("is nqueens alone: nothing else installed", () => {
    expect(readdirSync(join(app, "node_modules")).filter((name) => !name.startsWith("."))).toEqual(["nqueens"]);
  });

  it("holds its LICENSE, exports ./package.json, names no source map it leaves out, and every file its Markdown links to", () => {
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
    // as npm's page and node_modules show them: a relative link must find its file in the package
    for (const doc of files.filter((name) => name.endsWith(".md"))) {
      for (const [, target] of readFileSync(join(installed, doc), "utf8").matchAll(/\]\((?!https?:|#|mailto:)([^)#\s]+)/g)) {
        expect({ doc, target, shipped: existsSync(join(installed, doc, "..", target)) }).toMatchObject({ shipped: true });
      }
    }
  });

  it("nqueens solve 8 prints a placement the verifier accepts", () => {
    const rows = JSON.parse(nqueens("solve", "8")) as number[];
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

  it("import { solve, count, place, verify } from 'nqueens' type-checks against its declarations and runs", () => {
    writeFileSync(join(app, "main.ts"), CONSUMER);
    writeFileSync(join(app, "tsconfig.json"), JSON.stringify({
      compilerOptions: { target: "ES2022", module: "NodeNext", moduleResolution: "NodeNext", strict: true, skipLibCheck: false },
      files: ["main.ts"],
    }));
    // type errors (a missing declaration, an argument the API would refuse) fail here
    run(process.execPath, [join(ROOT, "node_modules", "typescript", "bin", "tsc"), "-p", "."]);
    const out = JSON.parse(run(process.execPath, ["main.js"])) as Record<string, unknown>;
    expect(verify(out.rows as number[])).toEqual({ ok: true, n: 1000 });
    expect(out.verdict).toEqual({ ok: true, n: 1000 });
    expect(out.solutions).toBe(String(solutionsOf(10)));
    expect(verifyPlacement({ n: 8, piece: "rook", blocked: [0, 0] }, out.rooks as number[])).toEqual({ ok: true, n: 8 });
    expect(out.rooksVerdict).toEqual({ ok: true, n: 8 });
    expect(out.none).toMatch(/no placement of 3 queens/);
  });

  it("runs every example of the README's API section and of docs/api.md, type-checked against the declarations", () => {
    const readme = readFileSync(join(ROOT, "README.md"), "utf8");
    const api = (/^## API\n([\s\S]*?)^## /m.exec(readme)?.[1] ?? "") + readFileSync(join(ROOT, "docs", "api.md"), "utf8");
    const examples = [...api.matchAll(/```ts\n([\s\S]*?)```/g)].map(([, code], i) => {
      writeFileSync(join(app, `readme-${i}.ts`), code);
      return `readme-${i}`;
    });
    expect(examples.length).toBeGreaterThanOrEqual(5);
    writeFileSync(join(app, "tsconfig.readme.json"), JSON.stringify({
      compilerOptions: { target: "ES2022", module: "NodeNext", moduleResolution: "NodeNext", strict: true },
      files: examples.map((name) => `${name}.ts`),
    }));
    run(process.execPath, [join(ROOT, "node_modules", "typescript", "bin", "tsc"), "-p", "tsconfig.readme.json"]);
    for (const name of examples) {
      const ran = spawnSync(process.execPath, [`${name}.js`], { cwd: app, encoding: "utf8" });
      expect({ name, status: ran.status, stderr: ran.stderr }).toEqual({ name, status: 0, stderr: "" });
    }
  });

  it("a type error in the consumer is caught by the declarations", () => {
    writeFileSync(join(app, "bad.ts"), `import { place } from "nqueens";\nawait place(8, { piece: "rook", blocked: [[0, 0, 1]] });\n`);
    writeFileSync(join(app, "tsconfig.bad.json"), JSON.stringify({
      compilerOptions: { target: "ES2022", module: "NodeNext", moduleResolution: "NodeNext", strict: true, noEmit: true },
      files: ["bad.ts"],
    }));
    const checked = spawnSync(process.execPath, [join(ROOT, "node_modules", "typescript", "bin", "tsc"), "-p", "tsconfig.bad.json"], { cwd: app, encoding: "utf8" });
    expect(checked.status).not.toBe(0);
    expect(checked.stdout).toMatch(/^bad\.ts\(2,\d+\): error TS\d+: /m);
  });
});
