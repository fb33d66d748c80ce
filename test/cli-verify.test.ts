// `nqueens verify`: JSON or separated rows from a file or stdin; first conflict or valid.
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { nqueens } from "./helpers.js";

describe("nqueens verify", () => {
  it("accepts valid placements in every accepted shape", () => {
    for (const input of ["[0,4,7,5,2,6,1,3]", "0 4 7 5 2 6 1 3\n", "0,4,7,5,2,6,1,3", " [ 0, 4,7,5 ,2,6,1,3 ]\n"]) {
      expect(nqueens(["verify"], input)).toMatchObject({ status: 0, stdout: "valid n=8\n" });
    }
    expect(nqueens(["verify", "-", "--one-based"], "1 5 8 6 3 7 2 4")).toMatchObject({ status: 0, stdout: "valid n=8\n" });
  });

  it("reads a file written by solve", () => {
    const path = join(mkdtempSync(join(tmpdir(), "nq-")), "rows.json");
    expect(nqueens(["solve", "50000", "--out", path]).status).toBe(0);
    expect(nqueens(["verify", path])).toMatchObject({ status: 0, stdout: "valid n=50000\n" });
  });

  it("names the first conflict and exits 1", () => {
    expect(nqueens(["verify"], "[0,1]")).toMatchObject({ status: 1, stdout: "invalid n=2: columns 0 and 1 share a diagonal\n" });
    expect(nqueens(["verify"], "2 0 2")).toMatchObject({ status: 1, stdout: "invalid n=3: columns 0 and 2 share row 2\n" });
    expect(nqueens(["verify", "--one-based"], "1 3 1")).toMatchObject({ status: 1, stdout: "invalid n=3: columns 1 and 3 share row 1\n" });
    expect(nqueens(["verify"], "[0,5]")).toMatchObject({ status: 1, stdout: "invalid n=2: column 1 has row 5, outside 0..1\n" });
  });

  it.each([
    ["[0,1,2", /missing '\]'/],
    ["[0,1.5]", /unexpected '\.'/],
    ["{\"rows\":[1]}", /unexpected '\{'/],
    ["", /no numbers/],
    ["[1] 2", /text after '\]'/],
    ["-1 0", /unexpected '-'/],
  ])("refuses malformed input %j with exit 2", (input, message) => {
    const run = nqueens(["verify"], input);
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(message);
    expect(run.stderr.trimEnd().split("\n")).toHaveLength(1);
  });

  it("refuses an unreadable file", () => {
    expect(nqueens(["verify", "/nonexistent/rows.json"])).toMatchObject({ status: 2, stderr: expect.stringMatching(/cannot read .*ENOENT/) });
  });
});
