// nqueens count --cross, spawned for real: a line (or a JSON object) per unit or sample with the
// join's and the backtracking's counts, and the usage errors.
import { describe, expect, it } from "vitest";
import { nqueens } from "./helpers.js";
import { QUARTER_MAX_N } from "../src/engine/count-engine.js";

describe("nqueens count --cross", () => {
  it("prints each item's two counts, confirmed, on either engine", () => {
    const plain = nqueens(["count", "15", "--cross", "0,30:2"]);
    expect([plain.status, plain.stderr]).toEqual([0, ""]);
    const lines = plain.stdout.split("\n");
    expect(lines[0]).toMatch(/^n=15 unit 0 \(\d+ sets of rows\): join (\d+) in \d+\.\d\d s, backtracking \1 in \d+\.\d\d s: confirmed$/);
    expect(lines[1]).toMatch(/^n=15 unit 30 sample 2 \(8 sets of rows\): join (\d+) in \d+\.\d\d s, backtracking \1 in \d+\.\d\d s: confirmed$/);
    expect(lines.length).toBe(3);
    const json = nqueens(["count", "15", "--cross", "0,30:2", "--json", "--engine", "ts"]);
    expect(json.status).toBe(0);
    const objects = json.stdout.trim().split("\n").map((line) => JSON.parse(line));
    expect(objects.map((o) => [o.unit, o.sample, o.keys, o.confirmed, o.join.solutions === o.backtrack.solutions])).toEqual([
      [0, null, objects[0].keys, true, true],
      [30, 2, 8, true, true],
    ]);
    // the same units as the whole line's: the human and the JSON counts agree
    expect(lines[0]).toContain(`join ${objects[0].join.solutions} `);
  });

  it("refuses with exit 2 what it cannot check", () => {
    for (const args of [
      ["count", "15", "--cross", "1", "--shard", "0/2"],
      ["count", "15", "--cross", "1", "--algo", "quarter"],
      ["count", String(QUARTER_MAX_N + 1), "--cross", "1"],
      ["count", "15", "--cross", "9999"],
      ["count", "15", "--cross", "1:x"],
      ["count", "15", "--cross", ",1"],
      ["count", "14", "--cross", "7:1"], // unit 7 of n = 14 is one run
    ]) {
      const { status, stdout, stderr } = nqueens(args);
      expect([args, status, stdout]).toEqual([args, 2, ""]);
      expect(stderr).toMatch(/^nqueens: .+\n$/);
    }
  });
});
