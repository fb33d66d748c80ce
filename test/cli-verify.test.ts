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

  it("names a negative row, or one past the board, as an invalid placement, as written", () => {
    expect(nqueens(["verify"], "[-1,2,0,3]")).toMatchObject({ status: 1, stdout: "invalid n=4: column 0 has row -1, outside 0..3\n" });
    expect(nqueens(["verify"], "-1 0")).toMatchObject({ status: 1, stdout: "invalid n=2: column 0 has row -1, outside 0..1\n" });
    expect(nqueens(["verify"], "1 3 0 99999999999999")).toMatchObject({ status: 1, stdout: "invalid n=4: column 3 has row 99999999999999, outside 0..3\n" });
    expect(nqueens(["verify", "--one-based"], "2 4 1 0")).toMatchObject({ status: 1, stdout: "invalid n=4: column 4 has row 0, outside 1..4\n" });
  });

  it("accepts a UTF-8 byte order mark, as batch does", () => {
    expect(nqueens(["verify"], "\uFEFF[1,3,0,2]")).toMatchObject({ status: 0, stdout: "valid n=4\n" });
    expect(nqueens(["verify"], "\uFEFF1 3 0 2\n")).toMatchObject({ status: 0, stdout: "valid n=4\n" });
  });

  it.each([
    ["[0,1,2", /missing '\]'/],
    ["[0,1.5]", /unexpected '\.'/],
    ["{\"rows\":[1]}", /unexpected '\{'/],
    ["", /no numbers/],
    ["[1] 2", /text after '\]'/],
    ["[1,,3,0,2]", /',' where a number belongs at offset 3 after 1 number\n/],
    ["[1,3,0,2,]", /'\]' after ',' at offset 9 after 4 numbers\n/],
    ["[,1,3,0,2]", /',' with no number before it at offset 1 after 0 numbers\n/],
    ["[1,3,0,2],", /text after '\]' at offset 9 after 4 numbers\n/],
    ["5x", /unexpected 'x' at offset 1 after 1 number\n/],
    ["[1\u00002]", /unexpected byte 0x00 at offset 2 after 1 number\n/],
    ["1 2 \u0080", /unexpected byte 0xc2 at offset 4 after 2 numbers\n/],
  ])("refuses malformed input %j with exit 2", (input, message) => {
    const run = nqueens(["verify"], input);
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(message);
    expect(run.stderr.trimEnd().split("\n")).toHaveLength(1);
    expect(run.stderr).toMatch(/^[\x20-\x7e]+\n$/); // no raw byte echoed
  });

  it("refuses an unreadable file", () => {
    expect(nqueens(["verify", "/nonexistent/rows.json"])).toMatchObject({ status: 2, stderr: expect.stringMatching(/cannot read .*ENOENT/) });
  });
});
