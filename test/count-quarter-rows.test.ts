// The quarter join's layouts for large n, taken to small n: the pieces of each set of rows built
// as it needs them (by rows) and the east halves of a set of rows tabled in small blocks give the
// OEIS counts and the same nodes as the whole table on both engines, with any budget: a task
// then pauses inside a set of rows (more calls than sets of rows), between blocks and between
// batches of west halves, and resumes where it stopped.
import { describe, expect, it } from "vitest";
import { quarterTasks } from "../src/engine/count-tasks.js";
import { QUARTER_CHUNK_BITS, QUARTER_MIN_BUCKET, QUARTER_WEST_BATCH, QUARTER_MIN_N, type QuarterLayout } from "../src/engine/count-engine.js";
import { solutionsOf } from "./oeis.js";
import { join, range } from "./quarter-join.js";

const WHOLE: QuarterLayout = { byRows: false, eastBlock: 1 << 30, minBucket: QUARTER_MIN_BUCKET, westBatch: QUARTER_WEST_BATCH, chunkBits: QUARTER_CHUNK_BITS };
const BY_ROWS: QuarterLayout = { ...WHOLE, byRows: true };
// blocks of a few east halves and batches of a few west halves, so that sets of rows take
// several blocks from n = 10 on, and a block's west halves on one set of columns several batches
const SMALL_BLOCKS: QuarterLayout = { ...BY_ROWS, eastBlock: 8, westBatch: 4 };

describe.each([["wasm", 15], ["ts", 12]] as const)("the quarter join's layouts on the %s engine", (engine, last) => {
  it.each(range(QUARTER_MIN_N, last))("by rows and in small blocks: OEIS and the whole table's nodes for n = %i", async (n) => {
    const whole = await join(engine, n, WHOLE, 1 << 30);
    const byRows = await join(engine, n, BY_ROWS, 1 << 30);
    const blocks = await join(engine, n, SMALL_BLOCKS, 1 << 22);
    expect(whole.joined).toBe(solutionsOf(n));
    expect([byRows.joined, byRows.nodes]).toEqual([whole.joined, whole.nodes]);
    expect([blocks.joined, blocks.nodes]).toEqual([whole.joined, whole.nodes]);
  });
});

describe("the engines by rows", () => {
  it.each(range(8, 12))("agree on counts and nodes in small blocks for n = %i", async (n) => {
    const wasm = await join("wasm", n, SMALL_BLOCKS, 1 << 22);
    const ts = await join("ts", n, SMALL_BLOCKS, 1 << 22);
    expect([ts.joined, ts.nodes]).toEqual([wasm.joined, wasm.nodes]);
  });
});

describe("a quarter task in slices of any budget", () => {
  it.each([12, 13])("pauses inside its sets of rows and resumes there (n = %i, small blocks, wasm)", async (n) => {
    const once = await join("wasm", n, SMALL_BLOCKS, 1 << 30);
    const sliced = await join("wasm", n, SMALL_BLOCKS, 1);
    expect([sliced.joined, sliced.nodes]).toEqual([solutionsOf(n), once.nodes]);
    expect([once.calls, once.inside]).toEqual([quarterTasks(n).length, 0]);
    expect(sliced.inside).toBeGreaterThan(0);
  });
});
