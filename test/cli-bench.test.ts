// `nqueens bench`, spawned for real on tiny ranges: the JSON, CSV and both charts it writes are
// parsed back, a run past the limit is recorded as a timeout, and bad options exit 2.
import { mkdtempSync, readFileSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { nqueens, type Run } from "./helpers.js";
import { solutionsOf } from "./oeis.js";
import type { BenchResults } from "../src/bench/types.js";

const dir = mkdtempSync(join(tmpdir(), "nq-bench-"));
const file = (name: string): string => join(dir, name);

describe("nqueens bench", () => {
  let run: Run;
  let results: BenchResults;
  beforeAll(() => {
    run = nqueens([
      "bench", "--algos", "minconflicts,construct,count", "--sizes", "4,6,8", "--reps", "2", "--warmup", "0",
      "--label", "tiny", "--out", file("r.json"), "--csv", file("r.csv"), "--chart", file("c.html"), "--chart", file("c.svg"),
    ]);
    results = JSON.parse(readFileSync(file("r.json"), "utf8"));
  });

  it("prints a row per cell and exits 0, leaving only the files asked for", () => {
    expect(run.stderr).toBe("");
    expect(run.status).toBe(0);
    const lines = run.stdout.trimEnd().split("\n");
    expect(lines[0]).toMatch(/^algo\s+engine\s+n\s+cold ms\s+warm ms/);
    expect(lines).toHaveLength(1 + 3 * 3 * 2);
    expect(readdirSync(dir).sort()).toEqual(["c.html", "c.svg", "r.csv", "r.json"]);
  });

  it("writes JSON with the machine, the options and every cell measured and checked", () => {
    expect(results).toMatchObject({ format: "nqueens-bench/1", label: "tiny" });
    expect(Object.keys(results.machine)).toEqual(expect.arrayContaining(["cpu", "cores", "node", "v8"]));
    expect(results.machine.node).toBe(process.versions.node);
    expect(results.options).toMatchObject({ algos: ["minconflicts", "construct", "count"], engines: ["wasm", "ts"], sizes: [4, 6, 8], reps: 2, warmup: 0 });
    expect(results.cells).toHaveLength(18);
    for (const cell of results.cells) {
      expect(cell.status).toBe("ok");
      expect(cell.cold!.runsMs).toHaveLength(2);
      expect(cell.warm!.runsMs).toHaveLength(2);
      expect(cell.warm!.minMs).toBeLessThanOrEqual(cell.warm!.medianMs);
      expect(cell.warm!.medianMs).toBeLessThanOrEqual(cell.warm!.maxMs);
      expect(cell.wasmOverTs!.warm).toBeGreaterThan(0);
      expect(cell.check).toBe(cell.algo === "count" ? "oeis" : "verify");
      // OEIS A000170
      if (cell.algo === "count") expect(BigInt(cell.solutions!)).toBe(solutionsOf(cell.n));
    }
  });

  it("writes CSV with one line per cell under a header", () => {
    const [header, ...rows] = readFileSync(file("r.csv"), "utf8").trimEnd().split("\n");
    const columns = header.split(",");
    expect(columns).toEqual(expect.arrayContaining(["algo", "engine", "n", "status", "warm_median_ms", "cold_median_ms", "wasm_over_ts_warm"]));
    expect(rows).toHaveLength(18);
    for (const row of rows) expect(row.split(",")).toHaveLength(columns.length);
    const at = (row: string, column: string): string => row.split(",")[columns.indexOf(column)];
    expect(rows.map((r) => `${at(r, "algo")} ${at(r, "engine")} ${at(r, "n")}`)).toContain("count ts 8");
    for (const row of rows) expect(Number(at(row, "warm_median_ms"))).toBeGreaterThan(0);
  });

  it("draws a self-contained HTML chart: the spec's lines are the algorithm × engine pairs, on log axes", () => {
    const html = readFileSync(file("c.html"), "utf8");
    const json = /<script type="application\/json" id="bench-spec">([\s\S]*?)<\/script>/.exec(html)![1];
    const spec = JSON.parse(json);
    const lines = spec.layer[0];
    expect(lines.encoding.x.scale.type).toBe("log");
    expect(lines.encoding.y.scale.type).toBe("log");
    const names = new Set(lines.data.values.map((p: { line: string }) => p.line));
    expect([...names].sort()).toEqual(["construct · ts", "construct · wasm", "count · ts", "count · wasm", "minconflicts · ts", "minconflicts · wasm"]);
    expect(lines.data.values).toHaveLength(18 * 2); // warm and cold
    expect(html).not.toMatch(/<script[^>]+src=/); // nothing fetched: Vega is inline
    expect(html.length).toBeGreaterThan(100_000);
  });

  it("renders the same chart to SVG with a legend entry per line", () => {
    const svg = readFileSync(file("c.svg"), "utf8");
    expect(svg).toMatch(/^<svg [^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(svg.trimEnd()).toMatch(/<\/svg>$/);
    for (const name of ["minconflicts · wasm", "count · ts", "construct · ts"]) expect(svg).toContain(name);
    expect(svg).toContain("n (queens)");
  });

  it("--compare prints the ratios of two result files", () => {
    const compare = nqueens(["bench", "--compare", file("r.json"), file("r.json")]);
    expect(compare.status).toBe(0);
    const rows = compare.stdout.split("\n").filter((l) => /^count\s+wasm\s+8\s/.test(l));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatch(/\s1\.00\s.*\s1\.00$/);
  });
});

describe("nqueens bench timeouts", () => {
  it("records a run past the limit as a timeout and skips larger n of that algorithm and engine", () => {
    // count n = 17 visits about 7.6e7 nodes (OEIS A000170: 95815104 solutions), seconds on one
    // thread: far beyond 1 s, which the small runs stay well within even on a busy machine
    const out = file("t.json");
    const run = nqueens(["bench", "--algos", "count,construct", "--engines", "wasm", "--sizes", "5,17,18", "--reps", "1", "--timeout", "1", "--out", out]);
    expect(run.status).toBe(0);
    const { cells } = JSON.parse(readFileSync(out, "utf8")) as BenchResults;
    const status = Object.fromEntries(cells.map((c) => [`${c.algo} ${c.n}`, c.status]));
    expect(status).toEqual({
      "count 5": "ok", "construct 5": "ok",
      "count 17": "timeout", "construct 17": "ok",
      "count 18": "skipped", "construct 18": "ok",
    });
    expect(run.stdout).toMatch(/count\s+wasm\s+17\s+timeout/);
  });
});

describe("nqueens bench usage errors", () => {
  it.each([
    [["--algos", "quantum"], /--algos: 'quantum' is not one of minconflicts, construct, backtrack, count/],
    [["--engines", "gpu"], /--engines: 'gpu' is not one of wasm, ts/],
    [["--from", "10"], /--from and --to go together/],
    [["--from", "10", "--to", "5"], /--from 10 is above --to 5/],
    [["--from", "4", "--to", "10", "--step", "2", "--log"], /cannot be combined/],
    [["--sizes", "4,8", "--from", "4", "--to", "8"], /--sizes cannot be combined/],
    [["--sizes", "3"], /must be from 4/],
    [["--sizes", "4,x"], /whole number/],
    [["--step", "0", "--from", "4", "--to", "8"], /--step must be/],
    [["--reps", "0"], /--reps must be from 1/],
    [["--timeout", "0"], /--timeout must be a positive number/],
    [["--chart", "c.png"], /must end in .html or .svg/],
    [["--out", "/nonexistent-folder/r.json"], /no folder/],
    [["--frobnicate"], /Unknown option '--frobnicate'/],
    [["12"], /unexpected argument '12'/],
    [["--compare", "a.json"], /--compare takes two result files/],
    [["--compare", "/nonexistent/a.json", "/nonexistent/b.json"], /cannot read/],
  ])("%j exits 2 with one line", (args, message) => {
    const run = nqueens(["bench", ...(args as string[])]);
    expect(run.status).toBe(2);
    expect(run.stdout).toBe("");
    expect(run.stderr).toMatch(message);
    expect(run.stderr.trimEnd().split("\n")).toHaveLength(1);
  });

  it("rejects a file that is not a bench result", () => {
    const run = nqueens(["bench", "--compare", new URL("../package.json", import.meta.url).pathname, new URL("../package.json", import.meta.url).pathname]);
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(/not a result file of nqueens bench --out/);
  });
});

describe("nqueens bench --help", () => {
  it("is docs/bench.md's usage block word for word", () => {
    const { stdout, status } = nqueens(["bench", "--help"]);
    expect(status).toBe(0);
    const docs = readFileSync(new URL("../docs/bench.md", import.meta.url), "utf8");
    expect(docs).toContain("```\n" + stdout.trimEnd() + "\n```");
  });
});
