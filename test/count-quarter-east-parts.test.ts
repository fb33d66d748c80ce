// A set of rows cut into east parts (by its NE pieces: the units of n >= 26, where one set of rows
// is many CPU-minutes): the parts of every task add up to OEIS on both engines, in every layout,
// and each part is the same work on both (solutions and nodes, part by part), so a part is a
// unit that any machine counts alike. The parts really split the work: no part holds it all.
import { describe, expect, it } from "vitest";
import { QUARTER_CHUNK_BITS, QUARTER_MIN_BUCKET, QUARTER_WEST_BATCH, type QuarterLayout } from "../src/engine/count-engine.js";
import { solutionsOf } from "./oeis.js";
import { join, range } from "./quarter-join.js";

const WHOLE: QuarterLayout = { byRows: false, eastBlock: 1 << 30, minBucket: QUARTER_MIN_BUCKET, westBatch: QUARTER_WEST_BATCH, chunkBits: QUARTER_CHUNK_BITS };
// by rows in blocks of a few halves, the layout of n >= 24 taken to small n: a part pauses and
// resumes between blocks of its own east halves
const SMALL_BLOCKS: QuarterLayout = { ...WHOLE, byRows: true, eastBlock: 8 };

describe("a set of rows in east parts", () => {
  it.each(range(8, 13))("adds up to OEIS on both engines, part for part alike, for n = %i", async (n) => {
    for (const [layout, eastParts] of [[WHOLE, 3], [SMALL_BLOCKS, 5]] as const) {
      const wasm = await join("wasm", n, layout, 1 << 22, eastParts);
      const ts = await join("ts", n, layout, 1 << 22, eastParts);
      expect(wasm.joined, `n=${n} ${eastParts} parts`).toBe(solutionsOf(n));
      expect(ts.each).toEqual(wasm.each);
      expect(ts.nodes).toBe(wasm.nodes);
    }
  });

  it.each([12, 13])("shares each task's solutions out among its parts for n = %i", async (n) => {
    const eastParts = 4;
    const whole = await join("wasm", n, WHOLE, 1 << 22);
    const parted = await join("wasm", n, WHOLE, 1 << 22, eastParts);
    expect(parted.joined).toBe(whole.joined);
    // more than one part of a task with solutions holds some, and none holds them all
    let shared = 0;
    whole.each.forEach((total, t) => {
      const parts = parted.each.slice(t * eastParts, (t + 1) * eastParts);
      expect(parts.reduce((a, b) => a + b, 0n)).toBe(total);
      if (total > 0n && parts.every((p) => p < total)) shared++;
    });
    expect(shared).toBeGreaterThan(whole.each.filter((total) => total > 0n).length / 2);
    // the east halves split among the parts; the west halves are assembled again in each part with east halves
    expect(parted.nodes).toBeGreaterThan(whole.nodes);
  });
});
