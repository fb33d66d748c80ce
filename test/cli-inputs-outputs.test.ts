// Inputs and outputs that must not clash or slip through: an --out that is an input (directly or by
// a link) or named twice is refused before any work; every line of a batch file is checked before
// any size is solved; bench --compare checks every cell; time limits past 2^31-1 ms hold.
import { mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { nqueens } from "./helpers.js";
import { solutionsOf } from "./oeis.js";

const dir = mkdtempSync(join(tmpdir(), "nqueens-io-"));
const file = (name: string, content: string): string => {
  const path = join(dir, name);
  writeFileSync(path, content);
  return path;
};

describe("inputs and outputs", () => {
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("refuses an --out that is an input, also through a symlink, and leaves the input as it was", () => {
    const sizes = file("sizes.txt", "8\n10\n");
    const blocked = file("blocked.txt", "0,0\n");
    const link = join(dir, "sizes-link.txt");
    symlinkSync(sizes, link);
    for (const args of [["batch", sizes, "--out", sizes], ["batch", sizes, "--out", link], ["place", "8", "--blocked-file", blocked, "--out", blocked]]) {
      const run = nqueens(args);
      expect(run.stderr).toMatch(/^nqueens: \S+ is an input too[^\n]*: writing it would replace what is read\n$/);
      expect(run.status).toBe(2);
    }
    expect(readFileSync(sizes, "utf8")).toBe("8\n10\n");
    expect(readFileSync(blocked, "utf8")).toBe("0,0\n");
  });

  it("refuses bench outputs named twice before running anything", () => {
    const out = join(dir, "x.json");
    const run = nqueens(["bench", "--sizes", "8", "--algos", "construct", "--out", out, "--csv", out]);
    expect(run).toMatchObject({ status: 2, stdout: "", stderr: `nqueens: ${out} is named twice as an output\n` });
  });

  it("bench --out - puts the JSON alone on stdout (the live table goes to stderr); stdout named twice is refused", () => {
    const run = nqueens(["bench", "--sizes", "8", "--algos", "construct", "--engines", "wasm", "--reps", "1", "--out", "-"]);
    expect(run.status).toBe(0);
    expect(JSON.parse(run.stdout).cells.map((c: { algo: string; n: number }) => `${c.algo} ${c.n}`)).toEqual(["construct 8"]);
    expect(run.stderr).toMatch(/^algo +engine +n /);
    const twice = nqueens(["bench", "--sizes", "8", "--algos", "construct", "--out", "-", "--csv", "-"]);
    expect(twice).toMatchObject({ status: 2, stdout: "", stderr: "nqueens: - (stdout) is named twice as an output\n" });
  });

  it("checks every batch line before solving any: the error names the line, nothing is written", () => {
    const sizes = file("late.txt", "4\n# fine so far\n9007199254740991\n");
    const run = nqueens(["batch", sizes]);
    expect(run.stderr).toMatch(/^nqueens: \S+late\.txt:3: n = 9007199254740991 is above the largest the wasm engine takes \(\d+\)\n$/);
    expect(run).toMatchObject({ status: 2, stdout: "" });
  });

  it("reads a batch from stdin with '-', a UTF-8 BOM and CRLF lines", () => {
    const run = nqueens(["batch", "-"], "\uFEFF5\r\n6\r\n");
    expect(run.status).toBe(0);
    expect(run.stdout.trimEnd().split("\n").map((line) => JSON.parse(line).length)).toEqual([5, 6]);
  });

  const results = (cells: unknown): string =>
    file(`r${Math.random().toString(36).slice(2)}.json`, JSON.stringify({ format: "nqueens-bench/1", label: "x", date: "2026", machine: { cpu: "cpu" }, cells }));
  const timedOut = (n: number) => ({ algo: "construct", engine: "wasm", n, status: "timeout" });
  it.each([
    ["[null]", [null]],
    ["a cell without its times", [{ algo: "construct", engine: "wasm", n: 8, status: "ok" }]],
    ["an unknown algorithm", [{ algo: "magic", engine: "wasm", n: 8, status: "timeout" }]],
    ["cells that are not a list", { a: 1 }],
    ["no cells", []],
  ])("bench --compare refuses %s with one line, exit 2", (_, cells) => {
    const good = results([timedOut(8)]);
    const run = nqueens(["bench", "--compare", good, results(cells)]);
    expect(run.stderr).toMatch(/^nqueens: \S+ is not a result file of nqueens bench --out \([^\n]+\)\n$/);
    expect(run.status).toBe(2);
  });

  it("bench --compare of files without a common cell says so, exit 0", () => {
    const run = nqueens(["bench", "--compare", results([timedOut(8)]), results([timedOut(9)])]);
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/no cell was measured in both files/);
  });

  it("takes time limits past 2^31-1 ms (about 24.8 days) as limits, not as 'at once'", () => {
    const count = nqueens(["count", "8", "--timeout", "2147484"]);
    expect(count.status).toBe(0);
    expect(count.stdout).toMatch(new RegExp(`^n=8: ${solutionsOf(8)} solutions`));
    const out = join(dir, "bench.json");
    const bench = nqueens(["bench", "--algos", "count", "--engines", "wasm", "--sizes", "8", "--reps", "1", "--warmup", "0", "--timeout", "2147484", "--out", out]);
    expect(bench.status).toBe(0);
    expect(JSON.parse(readFileSync(out, "utf8")).cells.map((c: { status: string }) => c.status)).toEqual(["ok"]);
    expect(nqueens(["solve", "8", "--timeout", "9".repeat(400)])).toMatchObject({ status: 2, stderr: expect.stringMatching(/--timeout must be a positive number of seconds/) });
  });
});
