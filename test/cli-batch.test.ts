// `nqueens batch`: sizes in, one verified JSON array per line out, in input order.
import { mkdtempSync, readFileSync, writeFileSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { verify } from "../src/verify/queens.js";
import { nqueens } from "./helpers.js";

const dir = mkdtempSync(join(tmpdir(), "nq-batch-"));
const file = (name: string, text: string): string => {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
};

describe("nqueens batch", () => {
  it("answers each size in order, skipping blanks and comments", () => {
    const sizes = file("sizes.txt", "# sizes\n8\n\n1000  # a larger one\n4\n1\n");
    const run = nqueens(["batch", sizes, "--seed", "5"]);
    expect(run.status).toBe(0);
    const lines = run.stdout.trimEnd().split("\n").map((line) => JSON.parse(line) as number[]);
    expect(lines.map((rows) => rows.length)).toEqual([8, 1000, 4, 1]);
    for (const rows of lines) expect(verify(rows).ok).toBe(true);
    expect(nqueens(["solve", "1000", "--seed", "5"]).stdout).toBe(run.stdout.split("\n")[1] + "\n");
  });

  it("writes --out atomically and reports null for sizes without a placement", () => {
    const out = join(dir, "out.jsonl");
    const run = nqueens(["batch", file("with3.txt", "5\n3\n6\n"), "--out", out]);
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/n = 3: no placement of 3 queens exists/);
    const lines = readFileSync(out, "utf8").trimEnd().split("\n");
    expect(lines[1]).toBe("null");
    expect(verify(JSON.parse(lines[2])).ok).toBe(true);
    expect(readdirSync(dir).filter((name) => name.includes(".tmp-"))).toEqual([]);
  });

  it.each([
    ["a bad size", "8\nabc\n", /bad\.txt:2: n must be a whole number, got 'abc'/],
    ["a zero", "8\n0\n", /zero\.txt:2: n must be at least 1/],
  ])("refuses a file with %s before solving anything", (_, text, message) => {
    const name = text.includes("abc") ? "bad.txt" : "zero.txt";
    const run = nqueens(["batch", file(name, text)]);
    expect(run.status).toBe(2);
    expect(run.stdout).toBe("");
    expect(run.stderr).toMatch(message);
  });

  it("refuses a missing file and a missing argument", () => {
    expect(nqueens(["batch", join(dir, "nope.txt")])).toMatchObject({ status: 2, stderr: expect.stringMatching(/cannot read .*ENOENT/) });
    expect(nqueens(["batch"])).toMatchObject({ status: 2, stderr: expect.stringMatching(/file of sizes is missing/) });
  });
});
