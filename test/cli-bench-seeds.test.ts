// `nqueens bench --seeds K --compare`: two result files over the same seeds give the same runs in
// the cells both measured (the searches are deterministic per seed), a success rate's difference
// is given with twice its standard error (worked here from the files' own rates), and a --seeds
// file is not compared with a file of cold and warm times.
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { nqueens } from "./helpers.js";
import type { BenchResults } from "../src/bench/types.js";

const dir = mkdtempSync(join(tmpdir(), "nq-bench-seeds-"));
const file = (name: string): string => join(dir, name);
const PLAIN = "hillclimb:sideways=0:restarts=0";

/** The row of `variant` in --compare's output, split at runs of spaces (the ± term rejoined). */
function row(stdout: string, variant: string): string[] {
  const line = stdout.split("\n").find((l) => l.startsWith(`${variant} `));
  if (line === undefined) throw new Error(`no row for ${variant} in:\n${stdout}`);
  return line.replace(/ ± /, "±").trim().split(/\s+/);
}

describe("nqueens bench --seeds --compare", () => {
  beforeAll(() => {
    const bench = (algos: string, out: string): void => {
      const run = nqueens(["bench", "--sizes", "8", "--seeds", "200", "--engines", "wasm", "--algos", algos, "--label", out, "--out", file(out)]);
      expect(run.status, run.stderr).toBe(0);
    };
    bench(`${PLAIN},hillclimb:sideways=100:restarts=0`, "a.json");
    bench(`${PLAIN},minconflicts:move=column`, "b.json");
    const plain = nqueens(["bench", "--sizes", "8", "--reps", "1", "--warmup", "0", "--engines", "wasm", "--algos", "construct", "--out", file("c.json")]);
    expect(plain.status, plain.stderr).toBe(0);
  });

  it("compares the cells both files measured, and the same seeds give the same runs", () => {
    const run = nqueens(["bench", "--compare", file("a.json"), file("b.json")]);
    expect(run.status, run.stderr).toBe(0);
    const a = JSON.parse(readFileSync(file("a.json"), "utf8")) as BenchResults;
    const rate = 100 * a.cells[0].seeds!.successRate;
    const cols = row(run.stdout, PLAIN);
    expect(cols.slice(0, 3)).toEqual([PLAIN, "wasm", "8"]);
    expect(Number(cols[3])).toBeCloseTo(rate, 1);
    expect(cols[4]).toBe(cols[3]);
    expect(cols[5]).toMatch(/^\+0±/);
    expect(cols[6]).toBe(cols[7]); // median steps
    expect(cols[8]).toBe("1.00");
    expect(run.stdout).not.toMatch(/sideways=100|move=column/);
  });

  it("gives a difference of success rates with twice its standard error", () => {
    const a = JSON.parse(readFileSync(file("a.json"), "utf8")) as BenchResults;
    const b = structuredClone(a);
    const [p, q] = [a.cells[0].seeds!.successRate, 0.5];
    b.cells[0].seeds!.successRate = q;
    writeFileSync(file("b2.json"), JSON.stringify(b));
    const run = nqueens(["bench", "--compare", file("a.json"), file("b2.json")]);
    expect(run.status, run.stderr).toBe(0);
    const noise = 200 * Math.sqrt((p * (1 - p) + q * (1 - q)) / 200);
    const [difference, plusMinus] = row(run.stdout, PLAIN)[5].split("±").map(Number);
    expect(difference).toBeCloseTo(100 * (q - p), 1);
    expect(plusMinus).toBeCloseTo(noise, 1);
  });

  it("refuses to compare a --seeds file with one of cold and warm times (exit 2, one line)", () => {
    const run = nqueens(["bench", "--compare", file("a.json"), file("c.json")]);
    expect(run.status).toBe(2);
    expect(run.stdout).toBe("");
    expect(run.stderr.trim()).toMatch(/a\.json is a result of --seeds and .*c\.json is not/);
    expect(run.stderr.trimEnd().split("\n")).toHaveLength(1);
  });
});
