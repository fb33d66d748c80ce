// merge checks every field of every shard line: a shard index past K, K = 0 or huge, an n that
// is not a whole board size, a null line, times and threads that are not numbers are one usage
// error (exit 2) naming the line, never a wrong total with exit 0.
import { describe, expect, it } from "vitest";
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
    ["a huge K", lines([{ ...shards[0], shard: "0/99999999999" }]), /stdin:1: K in "shard" I\/K must be from 1 to 1000000/],
    ["n = 10.5", altered({ n: 10.5 }), /stdin:3: "n" must be a whole number from 1 to 32, got 10.5/],
    ["n = -3", altered({ n: -3 }), /stdin:3: "n" must be a whole number/],
    ["n = 1e400", altered({ n: 1e400 }).replace("null", "1e400"), /stdin:3: "n" must be a whole number from 1 to 32, got Infinity/],
    ["a null line", lines([shards[0], null, shards[1]]), /stdin:2: not a shard result/],
    ["an array line", "[1,2]\n", /stdin:1: not a shard result/],
    ["ms 'abc'", altered({ ms: "abc" }), /stdin:3: "ms" must be a time in ms/],
    ["ms 1e400", altered({ ms: 1 }).replace(/"ms":1([,}])/, '"ms":1e400$1'), /stdin:3: "ms" must be a time in ms/],
    ["threads -50", altered({ threads: -50 }), /stdin:3: "threads" must be a whole number from 1 to 1024, got -50/],
    ["an unknown engine", altered({ engine: "gpu" }), /stdin:3: "engine" must be one of wasm, ts/],
    ["a negative count", altered({ solutions: -4 }), /stdin:3: "solutions" must be a count/],
    ["counts that cannot come from one board", altered({ rot90: 3 }), /do not fit together/],
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
});
