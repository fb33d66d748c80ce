// `nqueens solve`, spawned for real: every format, the stats, files, and every bad input.
import { mkdtempSync, readFileSync, readdirSync, existsSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { verify } from "../src/verify/queens.js";
import { nqueens, startWorking } from "./helpers.js";

const parseRows = (text: string): number[] => JSON.parse(text);

describe("nqueens solve", () => {
  it("prints a verified JSON array, the same for the same seed on both engines", () => {
    const wasm = nqueens(["solve", "500", "--seed", "9"]);
    const ts = nqueens(["solve", "500", "--seed", "9", "--engine", "ts"]);
    expect(wasm.status).toBe(0);
    expect(wasm.stdout).toMatch(/^\[\d+(,\d+)*\]\n$/);
    expect(verify(parseRows(wasm.stdout)).ok).toBe(true);
    expect(ts.stdout).toBe(wasm.stdout);
  });

  it("prints text and one-based rows", () => {
    const json = parseRows(nqueens(["solve", "12", "--seed", "4"]).stdout);
    const text = nqueens(["solve", "12", "--seed", "4", "--format", "text", "--one-based"]);
    expect(text.stdout).toBe(json.map((r) => r + 1).join(" ") + "\n");
  });

  it("draws a board of Q and . with one queen per row and column", () => {
    const { stdout, status } = nqueens(["solve", "8", "--seed", "3", "--format", "board"]);
    expect(status).toBe(0);
    const lines = stdout.trimEnd().split("\n");
    expect(lines).toHaveLength(8);
    const rows = new Array<number>(8);
    lines.forEach((line, r) => {
      const cells = line.split(" ");
      expect(cells).toHaveLength(8);
      expect(cells.filter((x) => x === "Q")).toHaveLength(1);
      rows[cells.indexOf("Q")] = r;
    });
    expect(verify(rows).ok).toBe(true);
  });

  it("reports stats as one JSON object on stderr, with a drawn seed that repeats the run", () => {
    const first = nqueens(["solve", "20000", "--stats"]);
    const stats = JSON.parse(first.stderr);
    expect(Object.keys(stats)).toEqual(expect.arrayContaining(
      ["n", "seed", "engine", "algo", "initMs", "repairMs", "totalMs", "steps", "restarts", "memoryBytes"]));
    expect(stats).toMatchObject({ n: 20000, engine: "wasm", algo: "minconflicts" });
    const again = nqueens(["solve", "20000", "--seed", String(stats.seed)]);
    expect(again.stdout).toBe(first.stdout);
  });

  it("builds the construction and solves n = 1", () => {
    expect(verify(parseRows(nqueens(["solve", "1000", "--algo", "construct"]).stdout)).ok).toBe(true);
    expect(nqueens(["solve", "1"]).stdout).toBe("[0]\n");
  });

  it("writes --out completely, leaving no temporary file", () => {
    const dir = mkdtempSync(join(tmpdir(), "nq-"));
    const out = join(dir, "rows.json");
    const run = nqueens(["solve", "100000", "--seed", "1", "--out", out]);
    expect(run.status).toBe(0);
    expect(run.stdout).toBe("");
    expect(verify(parseRows(readFileSync(out, "utf8"))).ok).toBe(true);
    expect(readdirSync(dir)).toEqual(["rows.json"]);
  });

  it.each([
    [["solve", "2"], 1, /no placement of 2 queens exists/],
    [["solve", "3"], 1, /no placement of 3 queens exists/],
    [["solve", "0"], 2, /n must be at least 1/],
    [["solve", "-5"], 2, /Unknown option|must be/],
    [["solve", "4.5"], 2, /whole number/],
    [["solve", "ten"], 2, /whole number/],
    [["solve"], 2, /n is missing/],
    [["solve", "99999999999999"], 2, /above the largest/],
    [["solve", "9".repeat(100_000)], 2, /^nqueens: n must be at most 2\^53 - 1, got 9{40}\.\.\.\n$/],
    [["solve", "8", "--engine", "x".repeat(1000)], 2, /^nqueens: --engine must be one of wasm, ts, got 'x{40}\.\.\.'\n$/],
    [["solve", "8", "--frobnicate"], 2, /Unknown option '--frobnicate'/],
    [["solve", "8", "9"], 2, /unexpected argument '9'/],
    [["solve", "8", "--format", "xml"], 2, /--format must be one of json, text, board/],
    [["solve", "8", "--engine", "gpu"], 2, /--engine must be one of wasm, ts/],
    [["solve", "8", "--seed", "-1"], 2, /^nqueens: solve: --seed takes a value; one that starts with '-' is written --seed=-1\n$/],
    [["solve", "8", "--seed=-1"], 2, /^nqueens: --seed must be [^\n]*-1/],
    [["solve", "8", "--seed", "--out", "x"], 2, /^nqueens: solve: --seed is missing its value\n$/],
    [["solve", "300", "--format", "board"], 2, /board draws at most n = 256/],
    [["solve", "8", "--timeout", "0"], 2, /--timeout must be a positive number/],
    [["solve", "5000000", "--timeout", "0.001"], 1, /time limit/],
    [["solve", "500", "--max-steps", "1", "--seed", "1"], 1, /within 1000 restarts/],
    [["frobnicate"], 2, /unknown command 'frobnicate'/],
  ])("%j exits %i with one line", (args, code, message) => {
    const run = nqueens(args as string[]);
    expect(run.status).toBe(code);
    expect(run.stdout).toBe("");
    expect(run.stderr).toMatch(message);
    expect(run.stderr.trimEnd().split("\n")).toHaveLength(1);
    expect(run.stderr).not.toMatch(/\n\s+at /);
  });

  it("leaves no output file when it fails", () => {
    const dir = mkdtempSync(join(tmpdir(), "nq-"));
    const out = join(dir, "rows.json");
    expect(nqueens(["solve", "3", "--out", out]).status).toBe(1);
    expect(existsSync(out)).toBe(false);
    expect(nqueens(["solve", "10", "--out", join(dir, "missing", "x.json")]).status).toBe(2);
    expect(readdirSync(dir)).toEqual([]);
  });

  it("prints help for every command", () => {
    for (const args of [["--help"], ["solve", "--help"], ["batch", "--help"], ["verify", "--help"]]) {
      const run = nqueens(args);
      expect(run.status).toBe(0);
      expect(run.stdout).toMatch(/^Usage: nqueens/);
    }
  });
});

describe("nqueens solve, interrupted", () => {
  it("stops on Ctrl-C (SIGINT) with exit 130, one line and no output file", async () => {
    const dir = mkdtempSync(join(tmpdir(), "nq-"));
    const run = startWorking(["solve", "200000000", "--out", join(dir, "rows.json")]);
    await run.working;
    run.child.kill("SIGINT");
    const { status, stderr } = await run.done;
    expect([status, stderr]).toEqual([130, "nqueens: interrupted\n"]);
    expect(readdirSync(dir)).toEqual([]);
  });
});
