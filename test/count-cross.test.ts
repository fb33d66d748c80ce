// The cross-check (src/engine/count-cross.ts, src/api/cross.ts): the quarter join's units re-counted
// by backtracking over the same sets of rows, weighed by rules written apart from the join's code.
// Each unit's two counts must agree, and the units add up to OEIS: a wrong weight, a set of rows
// the backtracking misplaces or the join miscounts shows up as a unit that differs.
import { describe, expect, it } from "vitest";
import { UsageError, crossCheck, type CrossResult } from "../src/index.js";
import { quarterTaskOf, unitSplit } from "../src/engine/count-units.js";
import { nodeCore } from "../src/wasm/load-node.js";
import { counterProvider } from "../src/pool/counters.js";
import { boardCounts, quarterConfigs, quarterKeyRun, quarterTasks } from "../src/engine/count-tasks.js";
import { crossQueens, eastRows, keyWeight } from "../src/engine/count-cross.js";
import { QUARTER_MAX_N } from "../src/engine/count-engine.js";
import { solutionsOf } from "./oeis.js";

const counter = counterProvider(nodeCore);
const sizes = Array.from({ length: 12 }, (_, i) => i + 4);
/** From this n the twin cross-checks one unit of each configuration, not all: the others take the
 *  same branches of its join and backtracking (odd n, the centre and the fixed queens, diagonal
 *  words of n <= 16), which n = 13 (odd) and 14 (even) check unit by unit, and at n = 15 they
 *  cost two thirds of this file's CPU time. The Wasm engine still checks every unit. */
const TWIN_SAMPLED_N = 15;
const choose = (a: number, b: number): number => (b === 0 ? 1 : (choose(a - 1, b - 1) * a) / b);

describe("the quarter join's sets of rows of a task", () => {
  it.each([8, 9, 12, 13])("are the same on both engines, and a configuration's tasks share them out for n = %i", async (n) => {
    const [wasm, ts] = [await counter("wasm"), await counter("ts")];
    wasm.setup(n);
    ts.setup(n);
    const byConfig = new Map<number, number[]>();
    for (const task of quarterTasks(n)) {
      wasm.quarterBegin(task);
      ts.quarterBegin(task);
      const keys = wasm.quarterTaskKeys();
      expect(ts.quarterTaskKeys()).toEqual(keys);
      byConfig.set(task.config, [...(byConfig.get(task.config) ?? []), ...keys]);
    }
    for (const [config, keys] of byConfig) {
      // the whole configuration as one task lists each of them once
      wasm.quarterBegin({ config, modulus: 1, residue: 0, run: quarterKeyRun(n), eastParts: 1, eastPart: 0 });
      expect(keys.slice().sort((a, b) => a - b)).toEqual(wasm.quarterTaskKeys().sort((a, b) => a - b));
      expect(new Set(keys).size).toBe(keys.length);
    }
  });

  it.each([12, 13])("are the configuration's runs residue, residue + modulus, ... of `run` sets of rows, in runs of 1 or 8 alike, and add up to the same counts and nodes on both engines, for n = %i", async (n) => {
    const [wasm, ts] = [await counter("wasm"), await counter("ts")];
    wasm.setup(n);
    ts.setup(n);
    const totals: string[] = [];
    for (const run of [1, 8]) {
      for (const engine of [wasm, ts]) {
        let solutions = 0n;
        let nodes = 0n;
        for (let config = 0; config < quarterConfigs(n); config++) {
          engine.quarterBegin({ config, modulus: 1, residue: 0, run, eastParts: 1, eastPart: 0 });
          const all = engine.quarterTaskKeys();
          const modulus = 5;
          for (let residue = 0; residue < modulus; residue++) {
            engine.quarterBegin({ config, modulus, residue, run, eastParts: 1, eastPart: 0 });
            expect(engine.quarterTaskKeys()).toEqual(all.filter((_, j) => Math.floor(j / run) % modulus === residue));
            while (!engine.quarterStep(1 << 20));
            const counts = boardCounts(engine.take());
            solutions += counts.solutions;
            nodes += counts.nodes;
          }
        }
        totals.push(`${solutions} ${nodes}`);
      }
    }
    // one total for both runs on both engines, the board's solutions
    expect(new Set(totals).size).toBe(1);
    expect(totals[0].split(" ")[0]).toBe(String(solutionsOf(n)));
  });

  it.each(sizes)("take one set of rows of each orbit, so their weights add up to every set of rows, for n = %i", async (n) => {
    const wasm = await counter("wasm");
    wasm.setup(n);
    const h = n >> 1;
    for (let config = 0; config < quarterConfigs(n); config++) {
      wasm.quarterBegin({ config, modulus: 1, residue: 0, run: quarterKeyRun(n), eastParts: 1, eastPart: 0 });
      let weights = 0;
      for (const key of wasm.quarterTaskKeys()) {
        const rows = eastRows(n, key);
        for (const [row] of crossQueens(n, config)) expect((rows >>> row) & 1).toBe(0); // the fixed queens' rows are not free
        weights += keyWeight(n, config, rows) / (n % 2 === 1 && config > 0 ? 8 : 1);
      }
      // free rows: 2h; the fixed configurations take one south row and one east column
      expect(weights).toBe(n % 2 === 1 && config > 0 ? choose(2 * h - 1, h - 1) : choose(2 * h, h));
    }
  });
});

describe("crossCheck", () => {
  it.each(sizes)("n = %i: every unit counted by backtracking equals the join's, on both engines (the same counts and nodes; from n = 15 the twin one unit of each configuration), and they add up to OEIS", async (n) => {
    const split = unitSplit(n, "quarter");
    const items = Array.from({ length: split.tasks }, (_, unit) => ({ unit }));
    const wasm = await crossCheck(n, items);
    // each configuration's unit of residue config mod its parts, so the residues vary too
    const twinItems = n < TWIN_SAMPLED_N ? items : items.filter(({ unit }) => {
      const task = quarterTaskOf(split, unit);
      return task.residue === task.config % task.modulus;
    });
    const ts = await crossCheck(n, twinItems, { engine: "ts" });
    const sides = (results: typeof wasm) => results.map((r) => [r.unit, r.keys, r.join.solutions, r.cross.solutions, r.join.nodes, r.cross.nodes]);
    expect(new Set(ts.map((r) => r.task.config)).size).toBe(quarterConfigs(n));
    expect(sides(ts)).toEqual(sides(wasm.filter((r) => twinItems.some((item) => item.unit === r.unit))));
    expect(wasm.filter((r) => r.cross.solutions !== r.join.solutions || !r.confirmed).map((r) => r.unit)).toEqual([]);
    expect(wasm.reduce((sum, r) => sum + r.cross.solutions, 0n)).toBe(solutionsOf(n));
    expect(wasm.some((r) => r.cross.nodes > 0n)).toBe(true);
  });

  it("counts the samples of a unit (runs of its sets of rows), which add up to the unit, and refuses one past its last", async () => {
    const n = 15;
    const unit = 30; // a configuration with queens off the centre, of several runs
    const [whole] = await crossCheck(n, [{ unit }]);
    const samples: CrossResult[] = [];
    for (let keys = 0, sample = 0; keys < whole.keys; sample++) {
      const [r] = await crossCheck(n, [{ unit, sample }]);
      expect([r.confirmed, r.keys > 0, r.task.config]).toEqual([true, true, whole.task.config]);
      samples.push(r);
      keys += r.keys;
    }
    expect(samples.length).toBeGreaterThan(1);
    const sum = (side: "join" | "cross") => samples.reduce((s, r) => s + r[side].solutions, 0n);
    expect([sum("join"), sum("cross"), samples.reduce((s, r) => s + r.keys, 0)]).toEqual([whole.join.solutions, whole.cross.solutions, whole.keys]);
    await expect(crossCheck(n, [{ unit, sample: samples.length }])).rejects.toThrow(UsageError);
  });

  it("refuses what it cannot check: the board unit, n outside the join, no items", async () => {
    const split = unitSplit(12, "quarter");
    await expect(crossCheck(12, [{ unit: split.tasks }])).rejects.toThrow(UsageError);
    await expect(crossCheck(QUARTER_MAX_N + 1, [{ unit: 0 }])).rejects.toThrow(UsageError);
    await expect(crossCheck(12, [])).rejects.toThrow(UsageError);
  });

  it("stops at the signal between slices of the backtracking", async () => {
    const stop = new AbortController();
    const run = crossCheck(16, [{ unit: 0 }], {
      signal: stop.signal,
      onProgress: ({ phase }) => {
        if (phase === "cross") stop.abort();
      },
    });
    await expect(run).rejects.toMatchObject({ name: "AbortError" });
  });

  it("stops at the signal within the join at n = 22, where the whole table of pieces would take seconds of one call", async () => {
    // measured in the process's CPU time from the abort, not the wall: the machine may be busy
    const stop = new AbortController();
    let abortedAt: NodeJS.CpuUsage | undefined;
    const run = crossCheck(22, [{ unit: 128, sample: 3 }], {
      signal: stop.signal,
      onProgress: ({ phase }) => {
        expect(phase).toBe("join");
        abortedAt ??= process.cpuUsage();
        stop.abort();
      },
    });
    await expect(run).rejects.toMatchObject({ name: "AbortError" });
    const spent = process.cpuUsage(abortedAt);
    expect((spent.user + spent.system) / 1e6).toBeLessThan(1); // the table alone: about 5.5 CPU s
  });
});
