// The quarter join past two cuts (3 to 6 cut bits, each run of groups matched by all the west
// halves of one set of cut bits: the default from n = 19 on) taken to small n by a layout whose
// buckets keep a few halves: the OEIS counts and the default layout's nodes on both engines,
// whole table and by rows, the twins agreeing, and the counters' most cuts showing the path ran.
// Likewise patterns in 6 chunks (the default from n = 22), by a layout of 1-bit chunks.
import { describe, expect, it } from "vitest";
import { QUARTER_CHUNK_BITS, QUARTER_MIN_BUCKET, QUARTER_WEST_BATCH, QUARTER_MIN_N, type QuarterLayout } from "../src/engine/count-engine.js";
import { solutionsOf } from "./oeis.js";
import { join, range } from "./quarter-join.js";

const WHOLE: QuarterLayout = { byRows: false, eastBlock: 1 << 30, minBucket: QUARTER_MIN_BUCKET, westBatch: QUARTER_WEST_BATCH, chunkBits: QUARTER_CHUNK_BITS };
// buckets of a few halves: a set of rows with 8 (16) or more east halves takes more than two cuts
const WHOLE_CUTS: QuarterLayout = { ...WHOLE, minBucket: 1 };
const BY_ROWS_CUTS: QuarterLayout = { ...WHOLE, byRows: true, minBucket: 2 };
// 6 chunks at every n (2L > 5 bits from n = 4), with up to two cuts and past them
const SIX_CHUNKS: QuarterLayout = { ...WHOLE, chunkBits: 1 };
const SIX_CHUNKS_CUTS: QuarterLayout = { ...WHOLE_CUTS, chunkBits: 1 };
const SIX_CHUNKS_BY_ROWS: QuarterLayout = { ...BY_ROWS_CUTS, chunkBits: 1 };

describe.each([["wasm", 15], ["ts", 12]] as const)("the quarter join's cuts past two on the %s engine", (engine, last) => {
  it.each(range(QUARTER_MIN_N, last))("small buckets, whole and by rows: OEIS and the default nodes for n = %i", async (n) => {
    const plain = await join(engine, n, WHOLE, 1 << 30);
    const whole = await join(engine, n, WHOLE_CUTS, 1 << 30);
    const byRows = await join(engine, n, BY_ROWS_CUTS, 1 << 22);
    expect([whole.joined, whole.nodes]).toEqual([solutionsOf(n), plain.nodes]);
    expect([byRows.joined, byRows.nodes]).toEqual([solutionsOf(n), plain.nodes]);
    // the path under test taken: more than two cuts from n = 10 (n = 12 by rows), all six from
    // n = 14; the default makes at most two below n = 16
    if (n >= 10) expect(whole.mostCuts).toBeGreaterThan(2);
    if (n >= 12) expect(byRows.mostCuts).toBeGreaterThan(2);
    if (n >= 14) expect(whole.mostCuts).toBe(6);
    expect(plain.mostCuts).toBeLessThanOrEqual(2);
  });
});

describe("the engines past two cuts", () => {
  it.each(range(8, 12))("agree on counts, nodes and cuts for n = %i", async (n) => {
    for (const layout of [WHOLE_CUTS, BY_ROWS_CUTS]) {
      const wasm = await join("wasm", n, layout, 1 << 22);
      const ts = await join("ts", n, layout, 1 << 22);
      expect([ts.joined, ts.nodes, ts.mostCuts, ts.cutDigest]).toEqual([wasm.joined, wasm.nodes, wasm.mostCuts, wasm.cutDigest]);
    }
  });
});

describe.each([["wasm", 15], ["ts", 12]] as const)("the quarter join in 6 chunks on the %s engine", (engine, last) => {
  it.each(range(QUARTER_MIN_N, last))("OEIS and the default nodes for n = %i, by up to two cuts and past them", async (n) => {
    const plain = await join(engine, n, WHOLE, 1 << 30);
    for (const layout of [SIX_CHUNKS, SIX_CHUNKS_CUTS, SIX_CHUNKS_BY_ROWS]) {
      const six = await join(engine, n, layout, 1 << 22);
      expect([six.joined, six.nodes]).toEqual([solutionsOf(n), plain.nodes]);
    }
  });
});

describe("the engines in 6 chunks", () => {
  it.each(range(8, 12))("agree on counts and nodes for n = %i", async (n) => {
    for (const layout of [SIX_CHUNKS, SIX_CHUNKS_CUTS, SIX_CHUNKS_BY_ROWS]) {
      const wasm = await join("wasm", n, layout, 1 << 22);
      const ts = await join("ts", n, layout, 1 << 22);
      expect([ts.joined, ts.nodes]).toEqual([wasm.joined, wasm.nodes]);
    }
  });
});
