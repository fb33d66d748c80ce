// merge checks every field of every shard line: a shard index past K, K = 0 or huge, an n that
// is not a whole board size, a null line, times and threads that are not numbers are one usage
// error (exit 2) naming the line; counts that do not prove themselves (a unit's check value, a
// shard's sums, a unit counted twice differently, a total other than OEIS's) exit 1; never a
// wrong total with exit 0.
import { describe, expect, it } from "vitest";
import { MAX_SHARDS } from "../src/cli/count-records.js";
import { checkValue, type UnitResult } from "../src/engine/count-units.js";
import { nqueens } from "./helpers.js";
import { solutionsOf } from "./oeis.js";

/** The three shards of count 10, made by the real CLI. */
const shards = [0, 1, 2].map((i) => {
  const run = nqueens(["count", "10", "--shard", `${i}/3`, "--threads", "1"]);
  expect(run.status).toBe(0);
  return JSON.parse(run.stdout) as Record<string, unknown>;
});
const lines = (list: unknown[]): string => list.map((o) => JSON.stringify(o) + "\n").join("");
const altered = (change: Record<string, unknown>, index = 2): string =>
  lines(shards.map((s, i) => (i === index ? { ...s, ...change } : s)));

describe("nqueens merge checks every field", () => {
  it("adds up the untouched shards to OEIS A000170(10)", () => {
    const run = nqueens(["merge"], lines(shards));
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(new RegExp(`^n=10: ${solutionsOf(10)} solutions`));
  });

  const cases: [string, string, RegExp][] = [
    ["a shard index past K", lines([...shards, { ...shards[1], shard: "5/3" }]), /stdin:4: I in "shard" I\/K must be from 0 to 2, got 5/],
    ["K = 0", lines([{ ...shards[0], shard: "0/0" }]), /stdin:1: K in "shard" I\/K must be from 1 to/],
    ["a huge K", lines([{ ...shards[0], shard: "0/99999999999" }]), new RegExp(`stdin:1: K in "shard" I/K must be from 1 to ${MAX_SHARDS}\\b`)],
    ["n = 10.5", altered({ n: 10.5 }), /stdin:3: "n" must be a whole number from 1 to 32, got 10.5/],
    ["n = -3", altered({ n: -3 }), /stdin:3: "n" must be a whole number/],
    ["n = 1e400", altered({ n: 1e400 }).replace("null", "1e400"), /stdin:3: "n" must be a whole number from 1 to 32, got Infinity/],
    ["a null line", lines([shards[0], null, shards[1]]), /stdin:2: not a count's result/],
    ["an array line", "[1,2]\n", /stdin:1: not a count's result/],
    ["a unit outside the count", altered({ units: [[999, 0, 0, 0, 0, "0000000000000000", 0]] }), /stdin:3: "units" must be a whole number from 0 to/],
    ["ms 'abc'", altered({ ms: "abc" }), /stdin:3: "ms" must be a time in ms/],
    ["ms 1e400", altered({ ms: 1 }).replace(/"ms":1([,}])/, '"ms":1e400$1'), /stdin:3: "ms" must be a time in ms/],
    ["threads -50", altered({ threads: -50 }), /stdin:3: "threads" must be a whole number from 1 to 1024, got -50/],
    ["an unknown engine", altered({ engine: "cuda" }), /stdin:3: "engine" must be one of wasm, ts, gpu/],
    ["a negative count", altered({ solutions: -4 }), /stdin:3: "solutions" must be a count/],
  ];
  for (const [what, input, message] of cases) {
    it(`refuses ${what}: one line, exit 2`, () => {
      const run = nqueens(["merge"], input);
      expect(run.stderr).toMatch(/^nqueens: [^\n]+\n$/);
      expect(run.stderr).toMatch(message);
      expect(run.status).toBe(2);
      expect(run.stdout).toBe("");
    });
  }

  /** Shard `index` with its first unit's counts changed by `change`, its check value made again
   *  when `resign` (what only a forger would do) and the shard's sums moved with it. */
  const forged = (index: number, change: (u: unknown[]) => void, resign: boolean): Record<string, unknown> => {
    const s = structuredClone(shards[index]) as Record<string, number> & { split: string; algo: "quarter" | "backtrack"; units: unknown[][] };
    const unit = s.units[0];
    change(unit);
    ["solutions", "rot180", "rot90", "nodes"].forEach((field, i) => (s[field] = s.units.reduce((t, u) => t + Number(u[i + 1]), 0)));
    if (resign) {
      const [u, solutions, rot180, rot90, nodes] = unit.slice(0, 5).map((v) => BigInt(v as number));
      unit[5] = checkValue({ n: s.n, algo: s.algo, fingerprint: s.split }, { unit: Number(u), solutions, rot180, rot90, nodes } as UnitResult);
    }
    return s;
  };
  const refusals: [string, string, RegExp][] = [
    ["a unit whose counts were altered", lines([shards[0], shards[1], forged(2, (u) => (u[1] = Number(u[1]) + 8), false)]),
      /stdin:3: unit \d+'s check value does not fit its counts/],
    ["a shard whose sums differ from its units'", altered({ rot90: 3 }), /stdin:3: the shard's sums differ from its units'/],
    ["a unit counted twice with different results", lines([...shards, forged(2, (u) => (u[4] = Number(u[4]) + 1), true)]),
      /unit \d+ was counted twice with different results/],
    ["a total other than OEIS's", lines([shards[0], shards[1], forged(2, (u) => (u[1] = Number(u[1]) + 8), true)]),
      new RegExp(`counted ${solutionsOf(10) + 8n} solutions, but OEIS A000170 has ${solutionsOf(10)}`)],
  ];
  for (const [what, input, message] of refusals) {
    it(`refuses ${what}: one line, exit 1`, () => {
      const run = nqueens(["merge"], input);
      expect(run.stderr).toMatch(/^nqueens: [^\n]+\n$/);
      expect(run.stderr).toMatch(message);
      expect(run.status).toBe(1);
      expect(run.stdout).toBe("");
    });
  }
});
