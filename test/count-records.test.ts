// What proves a count's lines: the version they name is package.json's, the split's fingerprint
// is a function of n and the algorithm alone and tells the splits apart, a check value changes
// with any count, and count itself refuses a total other than OEIS's.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { VERSION } from "../src/cli/version.js";
import { checkKnown } from "../src/cli/commands/count.js";
import { NoAnswerError } from "../src/errors/errors.js";
import { Estimate, checkValue, interleaved, quarterTaskOf, shardUnits, unitSplit, type UnitSplit } from "../src/engine/count-units.js";
import { FINE_QUARTER_N, boardCounts, quarterConfigs, quarterKeyRun, quarterParts, quarterTaskShare } from "../src/engine/count-tasks.js";
import { counterProvider } from "../src/pool/counters.js";
import { nodeCore } from "../src/wasm/load-node.js";
import type { Engine } from "../src/api/solve.js";
import { fundamentalOf, solutionsOf } from "./oeis.js";

/** Every task of a quarter split, listed (small n only). */
const joinsOf = (split: UnitSplit) => Array.from({ length: split.tasks }, (_, u) => quarterTaskOf(split, u));

describe("the proofs a count's lines carry", () => {
  it("names package.json's version", () => {
    expect(VERSION).toBe(JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8")).version);
  });

  it("fingerprints each split apart", () => {
    const prints = new Set<string>();
    for (let n = 4; n <= 20; n++) for (const algo of ["quarter", "backtrack"] as const) prints.add(unitSplit(n, algo).fingerprint);
    expect(prints.size).toBe(2 * 17);
  });

  it("splits a configuration into residues 0..parts-1 of one modulus, the centre finer than the others from n = 23", () => {
    for (const n of [21, 22, FINE_QUARTER_N]) {
      const joins = joinsOf(unitSplit(n, "quarter"));
      for (let config = 0; config < quarterConfigs(n); config++) {
        const mine = joins.filter((t) => t.config === config);
        expect(mine.map((t) => t.residue)).toEqual([...mine.keys()]);
        expect(new Set(mine.map((t) => t.modulus))).toEqual(new Set([mine.length]));
      }
    }
    expect(quarterParts(FINE_QUARTER_N, 0)).toBeGreaterThan(quarterParts(FINE_QUARTER_N, 1));
    expect(quarterParts(FINE_QUARTER_N, 1) * quarterConfigs(FINE_QUARTER_N)).toBeGreaterThan(4 * unitSplit(22, "quarter").tasks);
  });

  it("gives the tasks shares of the work that add up to the whole, the centre's larger than the others' from n = 23", () => {
    for (const n of [17, 21, 22, FINE_QUARTER_N]) {
      const shares = joinsOf(unitSplit(n, "quarter")).map((t) => quarterTaskShare(n, t));
      expect(shares.reduce((a, b) => a + b), `n=${n}`).toBeCloseTo(1, 9);
      if (n < FINE_QUARTER_N) expect(new Set(shares).size, `n=${n}`).toBe(1);
    }
    const joins = joinsOf(unitSplit(FINE_QUARTER_N, "quarter"));
    const centre = quarterTaskShare(FINE_QUARTER_N, joins[1]);
    const other = quarterTaskShare(FINE_QUARTER_N, joins.find((t) => t.config === 1)!);
    expect(joins[1].config).toBe(0); // bench:count --sample's unit 1
    expect(centre * quarterParts(FINE_QUARTER_N, 0)).toBeGreaterThan(other * quarterParts(FINE_QUARTER_N, 1));
  });

  it.each(["wasm", "ts"] as Engine[])("counts a configuration whole whatever its parts and east parts, one modulus per configuration (%s)", async (engine) => {
    const n = 13;
    const counter = await counterProvider(nodeCore)(engine);
    counter.setup(n);
    let solutions = 0n;
    for (let config = 0; config < quarterConfigs(n); config++) {
      const modulus = [128, 24, 7, 1][config % 4]; // more parts than runs of sets of rows leaves some empty
      const eastParts = [1, 3, 1, 5][config % 4];
      for (let residue = 0; residue < modulus; residue++) {
        for (let eastPart = 0; eastPart < eastParts; eastPart++) {
          counter.quarterBegin({ config, modulus, residue, run: quarterKeyRun(n), eastParts, eastPart });
          while (!counter.quarterStep(1 << 20));
          solutions += boardCounts(counter.take()).solutions;
        }
      }
    }
    expect(solutions).toBe(solutionsOf(n));
  });

  it("gives a check value that moves with n, the algorithm, the split, the unit and every count", () => {
    const r = { unit: 3, solutions: 40n, rot180: 8n, rot90: 0n, nodes: 1000n };
    const split = { n: 30, algo: "backtrack", fingerprint: "0123456789abcdef" } as const;
    const value = checkValue(split, r);
    const others = [
      checkValue({ ...split, fingerprint: "0123456789abcdee" }, r),
      checkValue({ ...split, n: 29 }, r),
      checkValue({ ...split, algo: "quarter" }, r),
      ...(["unit", "solutions", "rot180", "rot90", "nodes"] as const).map((k) => checkValue(split, { ...r, [k]: typeof r[k] === "bigint" ? r[k] + 8n : 4 })),
    ];
    expect(new Set([value, ...others]).size).toBe(others.length + 1);
  });

  it("refuses a whole count other than OEIS's with both numbers (exit 1)", () => {
    expect(() => checkKnown(16, solutionsOf(16), fundamentalOf(16))).not.toThrow();
    expect(() => checkKnown(16, solutionsOf(16) + 8n, undefined)).toThrow(new NoAnswerError(`n=16: counted ${solutionsOf(16) + 8n} solutions, but OEIS A000170 has ${solutionsOf(16)}: this count is wrong`));
    expect(() => checkKnown(16, solutionsOf(16), fundamentalOf(16) - 1n)).toThrow(/OEIS A002562 has/);
    expect(() => checkKnown(33, 5n, 1n)).not.toThrow(); // past the table: nothing to compare
  });
});

describe("the order units are counted in, and the time left", () => {
  it("takes each unit once, one of each configuration in turn, the board unit last", () => {
    const split = unitSplit(17, "quarter");
    const order = [...interleaved(shardUnits(split))];
    expect([...order].sort((a, b) => a - b)).toEqual([...Array(split.units).keys()]);
    expect(order.at(-1)).toBe(split.tasks);
    const configs = order.slice(0, 29).map((u) => quarterTaskOf(split, u).config);
    expect(new Set(configs).size).toBe(29); // n = 17: 29 configurations, each in the first round
  });

  it("estimates the units left at their kind's mean cost, shared by the threads", () => {
    const split = unitSplit(17, "quarter"); // 29 configurations of 9 units, and the board unit
    const todo = [...interleaved(shardUnits(split))];
    const estimate = new Estimate(split, shardUnits(split), [], 2);
    expect(estimate.leftMs).toBeUndefined();
    estimate.finished(27, 5000); // each thread's first unit: its warm-up, not its kind's cost
    expect(estimate.leftMs).toBe(((todo.length - 1) * 5000) / 2); // the only measure yet
    estimate.finished(28, 5000);
    estimate.finished(0, 100); // configuration 0: 100 ms a unit
    // 8 more of configuration 0 at 100 ms; the other 28 x 9 and the board unit at the only mean, 100 ms
    expect(estimate.leftMs).toBe(((8 + 28 * 9 + 1 - 2) * 100) / 2);
    estimate.finished(9, 300); // configuration 1: 300 ms a unit
    const left = 8 * 100 + 8 * 300 + (27 * 9 + 1 - 2) * 200;
    expect(estimate.leftMs).toBe(left / 2);
    estimate.finished(10, 300, false); // a checkpoint's unit: a measure, no work taken off
    expect(estimate.leftMs).toBeCloseTo((8 * 100 + 8 * 300 + (27 * 9 + 1 - 2) * (700 / 3)) / 2);
  });

  it("is within 20 % of the time left after a tenth of the units, though each thread's first unit is slow", () => {
    // n = 18 on 2 threads as measured: a unit about 130 ms and each thread's first 7x that
    // (issue 20: the estimate was 21-33 % high here); costs spread +-50 % by a fixed pattern
    const split = unitSplit(18, "quarter");
    const todo = [...interleaved(shardUnits(split))];
    const cost = (i: number): number => (i < 2 ? 900 : 130 * (1 + 0.5 * Math.sin(i * 2.4)));
    const estimate = new Estimate(split, shardUnits(split), [], 2);
    const tenth = Math.ceil(todo.length / 10);
    todo.slice(0, tenth).forEach((u, i) => estimate.finished(u, cost(i)));
    let truth = 0;
    for (let i = tenth; i < todo.length; i++) truth += cost(i) / 2;
    expect(Math.abs(estimate.leftMs! / truth - 1)).toBeLessThan(0.2);
  });

  it("prices the kinds not yet measured by their share of the work (n = 23's centre: 1.2x the others' units)", () => {
    const n = FINE_QUARTER_N;
    const split = unitSplit(n, "quarter");
    const shard = shardUnits(split, { index: 7, of: 50 });
    const todo = [...interleaved(shard)];
    const configOf = (u: number): number => (u === split.tasks ? -1 : quarterTaskOf(split, u).config);
    // costs as the shares say, the board unit at the mean unit's
    const cost = (u: number): number => (u === split.tasks ? 1 : quarterTaskShare(n, quarterTaskOf(split, u)) * split.tasks) * 1000;
    expect(cost(todo.find((u) => configOf(u) === 0)!) / cost(todo.find((u) => configOf(u) > 0)!)).toBeGreaterThan(1.15);
    const estimate = new Estimate(split, shard, [], 2);
    estimate.finished(todo[0], 60_000); // each thread's first unit: warm-up
    estimate.finished(todo[1], 60_000);
    // one of configuration 0 (the centre) and one of the next: every other configuration by its share
    const measured = [todo.find((u, i) => i > 1 && configOf(u) === 0)!, todo.find((u, i) => i > 1 && configOf(u) !== 0)!];
    for (const u of measured) estimate.finished(u, cost(u));
    const left = todo.filter((u, i) => i > 1 && !measured.includes(u)).reduce((t, u) => t + cost(u), 0);
    expect(estimate.leftMs! / (left / 2)).toBeCloseTo(1, 6);
  });
});
