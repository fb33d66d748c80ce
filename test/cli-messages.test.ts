// The CLI's messages read right: one line whatever the argument holds, numbers as written
// (0.0001 ms, not 0.00009999999999999999), English plurals and articles ("1 queen", "a 5x5
// board", "an 8x8 board"), and a byte blamed for what it is.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { articleOf } from "../src/errors/wording.js";
import { verifyPlacement } from "../src/verify/pieces.js";
import { nqueens } from "./helpers.js";

describe("messages", () => {
  it("shows a control character of an argument escaped, on the one line", () => {
    const run = nqueens(["solve", "8\n"]);
    expect(run.status).toBe(2);
    expect(run.stderr).toBe("nqueens: n must be a whole number, got '8\\x0a'\n");
  });

  it("keeps any argument's error on one line (property, a few spawned runs)", () => {
    const control = fc.integer({ min: 1, max: 0x1f }).map((code) => String.fromCharCode(code));
    const text = fc.array(fc.oneof(control, fc.constantFrom("8", "x", " ", "é")), { maxLength: 4 }).map((parts) => parts.join(""));
    fc.assert(fc.property(text, control, text, (before, one, after) => {
      const argument = before + one + after; // a control character somewhere: never a size
      const run = nqueens(["place", argument]);
      expect(run.status).toBe(2);
      expect(run.stderr).toMatch(/^nqueens: [^\n]*\n$/);
      expect(run.stderr).not.toMatch(/[\x00-\x09\x0b-\x1f]/);
    }), { numRuns: 6 });
  });

  it("names a time limit as written", () => {
    const run = nqueens(["solve", "200", "--timeout", "0.0000001"]);
    expect(run.status).toBe(1);
    expect(run.stderr).toBe("nqueens: no placement found within the time limit of 0.0001 ms\n");
  });

  it("counts one piece, one unit and one shard in the singular", () => {
    expect(nqueens(["place", "1", "--block", "0,0"]).stderr).toMatch(/^nqueens: no placement of 1 queen exists: /);
    expect(nqueens(["place", "1", "--block", "0,0", "--piece", "knight"]).stderr).toMatch(/^nqueens: no placement of 1 knight exists: /);
    expect(nqueens(["count", "1", "--shard", "0/2"]).stderr).toMatch(/has 1 unit, so at most 1 shard$/m);
    expect(nqueens(["place", "3", "--piece", "knight", "--block", "0,0", "--block", "1,0", "--block", "2,0"]).stderr).toMatch(/no placement of 3 knights exists/);
  });

  it("says 'a' or 'an' as the number is read aloud", () => {
    // English: an eight, an eleven, an eighteen, an eighty; a one, a five, a hundred, a hundred and eighteen
    const an = [8, 11, 18, 80, 88, 800, 8000, 11_000, 18_000, 80_000, 11_000_000];
    const a = [1, 5, 10, 12, 100, 110, 118, 180, 1100, 1800, 110_000, 180_000];
    expect(an.map(articleOf)).toEqual(an.map(() => "an"));
    expect(a.map(articleOf)).toEqual(a.map(() => "a"));
    expect(verifyPlacement({ n: 5, piece: "rook" }, [0, 1, 2])).toMatchObject({ ok: false, reason: "3 columns given for a 5x5 board" });
    expect(verifyPlacement({ n: 8, piece: "rook" }, [0])).toMatchObject({ ok: false, reason: "1 column given for an 8x8 board" });
  });

  it("blames a full-width digit's first byte, not a byte order mark", () => {
    const run = nqueens(["verify", "-"], "\uFF11 3 0 2");
    expect(run.status).toBe(2);
    expect(run.stderr).toBe("nqueens: stdin is not a list of rows: unexpected byte 0xef at offset 0 after 0 numbers\n");
  });
});
