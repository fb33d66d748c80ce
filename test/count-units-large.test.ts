// The splits into units from n = 24 on: millions of units, described compactly and enumerated by
// arithmetic (a shard's units, unit i's task); the split a pure function of (n, algorithm,
// SPLIT_REVISION), whose fingerprint moves with the revision.
import { describe, expect, it } from "vitest";
import { Estimate, SPLIT_REVISION, inShard, interleaved, quarterTaskOf, shardUnits, unitSplit, unitSteps, type SplitAlgo, type UnitSplit } from "../src/engine/count-units.js";
import { quarterConfigCost, quarterConfigs, quarterEastParts, quarterKeyRun, quarterParts, subDepthMax, taskList } from "../src/engine/count-tasks.js";
import { counterProvider } from "../src/pool/counters.js";
import { nodeCore } from "../src/wasm/load-node.js";
import { count } from "../src/index.js";
import { solutionsOf } from "./oeis.js";

const LARGE = [24, 25, 26, 27];
const ALGOS: SplitAlgo[] = ["quarter", "backtrack"];

describe("units from n = 24 on", () => {
  it("keeps every split's units as revision 1 made them, under new fingerprints that refuse revision 1's lines", () => {
    // captured from main at 6e272d6 and bde19cc (revision 1): the units are the same work, the
    // fingerprints must differ, so that no line of revision 1 is taken for one of revision 2
    const before: Record<string, string> = {
      "backtrack:1": "b18a71e5abdf5d57 1", "backtrack:4": "5db8f0f8df93a3a2 3", "backtrack:9": "c3204e6737fa5fc5 418",
      "backtrack:10": "6374f7c5a034a09b 2239", "backtrack:16": "99f82f9f88ed15ad 6779", "backtrack:20": "a0272cff122b9055 22715",
      "backtrack:21": "f97cdecf75f1ad29 2304", "backtrack:22": "24651c7623c3ab2c 2859", "backtrack:23": "786c9f123baf49f4 3222",
      "quarter:10": "49129b4191cf0107 257", "quarter:13": "1c68b87097c3df0a 257", "quarter:17": "ee24600edcb872f8 262",
      "quarter:20": "e3a221b8db21dff2 257", "quarter:21": "eeec2fbb3f935b05 277", "quarter:22": "41edeca2487e6bc8 257",
      "quarter:23": "7629225df6bcc15b 1449",
      "quarter:24": "272493e47d431302 92415", "quarter:25": "1733b9f38a01ddb5 154669",
      "backtrack:24": "42268f1d4602c3df 559989", "backtrack:25": "5e8ba2de51f3c754 5566444",
    };
    expect(SPLIT_REVISION).toBe(2);
    const prints = new Set<string>();
    for (const [key, value] of Object.entries(before)) {
      const [algo, n] = key.split(":");
      const [oldPrint, units] = value.split(" ");
      const split = unitSplit(Number(n), algo as SplitAlgo);
      expect(split.units, key).toBe(Number(units));
      expect(split.fingerprint, key).not.toBe(oldPrint);
      prints.add(split.fingerprint);
    }
    expect(prints.size).toBe(Object.keys(before).length);
  });

  it("describes each split compactly: a part list per configuration, a sub-split per subtree, and tells them apart", () => {
    const prints = new Set<string>();
    for (const n of LARGE) {
      const quarter = unitSplit(n, "quarter");
      expect(quarter.parts).toHaveLength(quarterConfigs(n));
      expect(quarter.tasks).toBe(quarter.parts!.reduce((sum, parts) => sum + parts * quarterEastParts(n), 0));
      const back = unitSplit(n, "backtrack");
      expect(back.list!.count).toBeLessThan(10_000); // the subtrees listed; their units by arithmetic
      expect(back.tasks).toBe(back.list!.count * back.sub!.parts);
      prints.add(quarter.fingerprint).add(back.fingerprint);
      // by the cost model, a unit is minutes: from n = 26 on a run is one set of rows (n = 26's
      // C(26, 13) / 2 sets of rows, those no reversal of the rows gives again, a part each), cut
      // into east parts
      expect(quarterKeyRun(n)).toBe(n < 26 ? 8 : 1);
      for (let config = 0; config < quarterConfigs(n); config++) {
        if (n === 26) expect(quarterParts(n, config)).toBe(10_400_600 / 2);
        expect(quarterEastParts(n) > 1).toBe(n >= 26);
        expect(quarterConfigCost(n, config) / quarterParts(n, config) / quarterEastParts(n), `n=${n} ${config}`).toBeLessThanOrEqual(600);
      }
    }
    expect(prints.size).toBe(2 * LARGE.length);
    expect(unitSplit(27, "backtrack").tasks).toBeGreaterThan(1e8); // minutes each where a subtree was 81 CPU-days
  });

  it("maps unit i to its task and back: a configuration's residues 0..parts-1, each set of rows' east parts, a subtree's parts", () => {
    for (const n of LARGE) {
      const split = unitSplit(n, "quarter");
      for (const unit of [0, 1, split.tasks >> 1, split.tasks - 1, 12345 % split.tasks]) {
        const task = quarterTaskOf(split, unit);
        expect(task.modulus).toBe(quarterParts(n, task.config));
        expect(task.residue).toBeLessThan(task.modulus);
        expect(task.run).toBe(quarterKeyRun(n));
        expect(task.eastParts).toBe(quarterEastParts(n));
        expect(task.eastPart).toBeLessThan(task.eastParts);
        expect(split.kinds[task.config][0] + task.residue * task.eastParts + task.eastPart, `n=${n} unit ${unit}`).toBe(unit);
      }
      // the last unit of each configuration, and the first of the next
      for (let config = 1; config < quarterConfigs(n); config++) {
        const first = split.kinds[config][0];
        expect(quarterTaskOf(split, first)).toEqual({ config, modulus: quarterParts(n, config), residue: 0, run: quarterKeyRun(n), eastParts: quarterEastParts(n), eastPart: 0 });
        expect(quarterTaskOf(split, first - 1)).toMatchObject({ config: config - 1, residue: quarterParts(n, config - 1) - 1, eastPart: quarterEastParts(n) - 1 });
      }
    }
  });

  it.each(ALGOS)("picks a shard's units by arithmetic at n = 27 (%s): each once, one of each kind in turn, the count known beforehand", (algo) => {
    const split = unitSplit(27, algo);
    const of = Math.floor(split.units / 3000);
    const shard = shardUnits(split, { index: of - 1, of });
    const order = [...interleaved(shard)];
    expect(order).toHaveLength(shard.count);
    expect(new Set(order).size).toBe(order.length);
    for (const u of order) expect(inShard(shard, u) && u % of === of - 1).toBe(true);
    const kinds = split.kinds.filter(([first, end]) => order.some((u) => u >= first && u < end)).length;
    const kindOf = (u: number) => split.kinds.findIndex(([first, end]) => u >= first && u < end);
    expect(new Set(order.slice(0, kinds).map(kindOf)).size).toBe(kinds);
    // a checkpoint's units are skipped, and the estimate counts them out of the work left
    const done = order.slice(0, 5);
    const rest = [...interleaved(shard, (u) => done.includes(u))];
    expect(rest.sort((a, b) => a - b)).toEqual(order.filter((u) => !done.includes(u)).sort((a, b) => a - b));
    const estimate = new Estimate(split, shard, done, 1);
    for (const u of rest) estimate.finished(u, 1000);
    expect(estimate.leftMs).toBe(0);
  });

  it("counts a subtree split into parts by its deeper prefixes as whole (a small analogue of n >= 24's sub-split)", async () => {
    const n = 16;
    const whole = await count(n, { algo: "backtrack" });
    const base = unitSplit(n, "backtrack");
    const list = taskList(n);
    const sub = { depth: subDepthMax(n) - list.depth, parts: 7 };
    expect(sub.depth).toBe(2);
    const split: UnitSplit = { ...base, sub, tasks: list.count * sub.parts, units: list.count * sub.parts + 1 };
    const counter = await counterProvider(nodeCore)("wasm");
    counter.setup(n);
    let solutions = 0n;
    let nodes = 0n;
    for (let unit = 0; unit < split.units; unit++) {
      const steps = unitSteps(counter, split, unit);
      let step = steps.next();
      while (!step.done) step = steps.next();
      solutions += step.value.solutions;
      nodes += step.value.nodes;
    }
    expect(solutions).toBe(solutionsOf(n));
    expect(nodes).toBe(whole.nodes);
    for (const m of LARGE) expect(taskList(m).depth + unitSplit(m, "backtrack").sub!.depth).toBeLessThanOrEqual(subDepthMax(m));
  });
});
