// solve --algo backtrack: the lexicographically first placement. Every one verifies, and it is
// the first that the full enumeration yields.
import { describe, expect, it } from "vitest";
import { solve, solutions, verify, NoAnswerError, UsageError } from "../src/index.js";

describe("solve with algo backtrack", () => {
  it("gives the textbook first solution for n = 8", async () => {
    // Wirth 1976 ("Algorithms + Data Structures = Programs") and the issue: 1 5 8 6 3 7 2 4, 0-based
    const { rows } = await solve(8, { algo: "backtrack" });
    expect(Array.from(rows)).toEqual([0, 4, 7, 5, 2, 6, 1, 3]);
  });

  it("finds a placement that verifies for n = 1 and 4..30 (wasm), 4..24 (ts)", async () => {
    for (let n = 1; n <= 30; n++) {
      if (n === 2 || n === 3) continue;
      const { rows, stats } = await solve(n, { algo: "backtrack", verify: false });
      expect(verify(rows), `n=${n}`).toEqual({ ok: true, n });
      if (n <= 24) {
        const ts = await solve(n, { algo: "backtrack", engine: "ts" });
        expect([Array.from(ts.rows), ts.stats.steps], `n=${n}`).toEqual([Array.from(rows), stats.steps]);
      }
    }
  });

  it("is the first solution of the enumeration", async () => {
    for (const n of [5, 6, 9, 12]) {
      const { rows } = await solve(n, { algo: "backtrack" });
      const first = await solutions(n, { limit: 1 }).next();
      expect(Array.from(rows)).toEqual(Array.from(first.value!.rows));
    }
  });

  it("says that n = 2, 3 have none and refuses n above 32", async () => {
    await expect(solve(3, { algo: "backtrack" })).rejects.toBeInstanceOf(NoAnswerError);
    await expect(solve(33, { algo: "backtrack" })).rejects.toBeInstanceOf(UsageError);
  });
});
