// count(n, { done }) resumes a count of any size in memory bounded by its split, never by the
// results it is given: it reads `done` once, as it comes, adding the results up into a bitmap,
// 4 bytes of check value a unit and running sums. The old design kept every result (about 0.5 GB
// a million units: a whole n = 26 checkpoint, 41.6 million units, needed ~25 GB). Each result is
// still checked, a unit given twice must agree, and a whole count no longer lists its units.
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { count, type CountProgress, type UnitResult } from "../src/index.js";
import { checkValue, unitSplit } from "../src/engine/count-units.js";
import { NoAnswerError, UsageError } from "../src/errors/errors.js";
import { fundamentalOf, solutionsOf } from "./oeis.js";

setFlagsFromString("--expose-gc");
const gc = runInNewContext("gc") as () => void;

/** Results given in the memory test, and how often the heap is looked at (by units given, not by time). */
const GIVEN = 300_000;
const LOOK_EVERY = 50_000;
/** What the heap may grow by while they are read: the old design's Map of results passed it by the
 *  first 100,000 units (each a result object, four BigInts and a check string). */
const HEAP_GROWTH_MAX = 16 << 20;

describe("a resumed count's memory", () => {
  it("stays bounded while 300,000 results of n = 26 are read: the heap does not grow with them", async () => {
    const split = unitSplit(26, "quarter"); // 41.6 million units
    // made-up counts that prove themselves (a check value that fits them), as a checkpoint's records do
    function* given(): Generator<UnitResult> {
      for (let unit = 0; unit < GIVEN; unit++) {
        if (unit > 0 && unit % LOOK_EVERY === 0) look();
        const r = { unit, solutions: 536_000_000n + BigInt(unit), rot180: 0n, rot90: 0n, nodes: 21_000_000_000n, ms: 700 };
        yield { ...r, check: checkValue(split, r) };
      }
      look();
    }
    const growth: number[] = [];
    let heapBefore = 0;
    let buffersBefore = 0;
    const look = (): void => {
      gc();
      const { heapUsed, arrayBuffers } = process.memoryUsage();
      if (growth.length === 0) [heapBefore, buffersBefore] = [heapUsed, arrayBuffers];
      growth.push(heapUsed - heapBefore);
    };
    look(); // before the count: its bitmap and check values are part of what it grows by
    let last: CountProgress | undefined;
    const stop = new AbortController();
    const counting = count(26, {
      algo: "quarter", done: given(), signal: stop.signal,
      onProgress(p) {
        last = p;
        if (p.phase !== "resuming") stop.abort(new Error("read"));
        // the bitmap and the check values: one bit and 4 bytes a unit of the split, as typed arrays
        if (p.phase === "resuming") expect(process.memoryUsage().arrayBuffers - buffersBefore).toBeLessThanOrEqual(split.units * 4.125 + (1 << 20));
      },
    });
    await expect(counting).rejects.toThrow("read"); // stopped once the results were read, before counting
    expect(last).toMatchObject({ resumed: GIVEN, total: split.units - GIVEN, done: 0 });
    expect(growth.length).toBe(GIVEN / LOOK_EVERY + 1);
    expect(Math.max(...growth)).toBeLessThan(HEAP_GROWTH_MAX);
  });
});

describe("count({ done }) read once, as it comes", () => {
  const units = async (n: number) => (await count(n, { algo: "quarter", shard: { index: 0, of: 1 } })).units;

  it("takes an async iterable, and a whole count gives sums, not its units (OEIS A000170, A002562)", async () => {
    const all = await units(12);
    const half = all.filter((r) => r.unit % 2 === 0);
    async function* read(): AsyncGenerator<UnitResult> {
      for (const r of half) yield r; // as lines of a file would come
    }
    const phases = new Set<string>();
    const resumed = await count(12, { algo: "quarter", done: read(), onProgress: (p) => phases.add(p.phase) });
    expect([resumed.solutions, resumed.unique]).toEqual([solutionsOf(12), fundamentalOf(12)]);
    expect([resumed.resumed, resumed.counted, resumed.units]).toEqual([half.length, all.length - half.length, undefined]);
    expect([...phases][0]).toBe("resuming");
    // a shard still lists its units, the resumed ones included
    const shard = await count(12, { algo: "quarter", shard: { index: 0, of: 2 }, done: half });
    expect(shard.units.map((r) => r.unit)).toEqual(half.map((r) => r.unit));
    expect([shard.resumed, shard.counted]).toEqual([half.length, 0]);
  });

  it("takes a unit given twice once, and refuses one given with other counts that fit their own check", async () => {
    const all = await units(10);
    const split = unitSplit(10, "quarter");
    const again = await count(10, { algo: "quarter", done: [...all, ...all] });
    expect([again.solutions, again.resumed, again.counted]).toEqual([solutionsOf(10), all.length, 0]);
    const r = all.find((u) => u.solutions > 0n)!;
    const other = { ...r, solutions: r.solutions + 8n };
    const forged = { ...other, check: checkValue(split, other) };
    await expect(count(10, { algo: "quarter", done: [r, forged] })).rejects.toThrow(new NoAnswerError(`done: unit ${r.unit} was given twice with different counts`));
  });

  it("refuses a done that is not iterable, and a result that is not an object", async () => {
    await expect(count(10, { done: 5 as unknown as UnitResult[] })).rejects.toThrow(UsageError);
    await expect(count(10, { done: [null as unknown as UnitResult] })).rejects.toThrow(/done: null is not a unit's result/);
  });
});
