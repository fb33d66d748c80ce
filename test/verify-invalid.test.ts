// The verifier on boards made by hand: each has one known defect that it must name.
import { describe, expect, it } from "vitest";
import { verify } from "../src/verify/queens.js";

describe("verify", () => {
  it("accepts the placements of n = 1 and the 8-queens textbook solution", () => {
    expect(verify([0])).toEqual({ ok: true, n: 1 });
    expect(verify([0, 4, 7, 5, 2, 6, 1, 3]).ok).toBe(true);
  });

  it.each([
    [[], "no queens"],
    [[0, 1], "columns 0 and 1 share a diagonal"],
    [[1, 0], "columns 0 and 1 share a diagonal"],
    [[0, 2, 0], "columns 0 and 2 share row 0"],
    [[1, 3, 0, 4], "column 3 has row 4, outside 0..3"],
    [[1, 3, -1, 2], "column 2 has row -1, outside 0..3"],
    [[1, 3, 0.5, 2], "column 2 has row 0.5, outside 0..3"],
    [[0, 4, 7, 5, 2, 6, 3, 1], "columns 2 and 6 share a diagonal"], // rows 7 and 3, four columns apart
    [[0, 2, 4, 3, 1], "columns 0 and 3 share a diagonal"], // the first of two partners of column 3
  ])("rejects %j: %s", (rows, reason) => {
    expect(verify(rows)).toMatchObject({ ok: false, reason });
  });

  it("names columns and rows 1-based when asked", () => {
    expect(verify([0, 2, 0], { oneBased: true })).toMatchObject({ ok: false, reason: "columns 1 and 3 share row 1" });
    expect(verify([0, 2, 0], { oneBased: false })).toMatchObject({ ok: false, reason: "columns 0 and 2 share row 0" });
  });

  it("refuses the numeric base of the releases before 1.0 with the form that replaced it", () => {
    expect(() => verify([0, 2, 0], 1 as never)).toThrow(expect.objectContaining({ name: "UsageError", message: expect.stringContaining("verify(rows, { oneBased: true })") }));
    expect(() => verify([0], { onebased: true } as never)).toThrow("verify has no option 'onebased'; did you mean 'oneBased'?");
    expect(() => verify([0], { oneBased: 1 } as never)).toThrow("oneBased must be true or false, got 1");
  });

  it("finds a single swapped pair in a large valid board", () => {
    // the construction for n mod 6 = 0 or 4: even rows 1,3,5.. (0-based) then odd rows 0,2,4..
    const n = 600_000;
    const rows = Int32Array.from({ length: n }, (_, c) => (c < n / 2 ? 2 * c + 1 : 2 * (c - n / 2)));
    expect(verify(rows).ok).toBe(true);
    [rows[10], rows[11]] = [rows[11], rows[10]];
    // column 11 now holds row 21, two rows and two columns from column 9's row 19
    expect(verify(rows)).toMatchObject({ ok: false, reason: "columns 9 and 11 share a diagonal" });
  });
});
