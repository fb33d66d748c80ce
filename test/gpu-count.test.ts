// The GPU engine (src/gpu/) on SwiftShader: whole counts against OEIS, units at n = 14..17 against
// the Wasm engine (counts, nodes and check values alike), results that resume and merge with the
// CPU engines', the reduction's 64-bit sums past 2^32, a signal heard between dispatches, and one
// line where no adapter is found. Fails, not skips, without the adapter.
import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { count } from "../src/index.js";
import { checkValue, sameCounts, unitSplit } from "../src/engine/count-units.js";
import { nodeGpu } from "../src/gpu/gpu-node.js";
import { TALLY_WORDS } from "../src/gpu/count-kernel.js";
import { fundamentalOf, solutionsOf } from "./oeis.js";
import { BIN, nqueens, spreadSizes, startWorking } from "./helpers.js";
import { swiftShaderEnv } from "./gpu-helpers.js";

const env = swiftShaderEnv();

describe("count on the GPU (SwiftShader)", () => {
  it("finds SwiftShader's adapter and names it", async () => {
    expect((await nodeGpu()).adapter).toMatch(/swiftshader/i);
  });

  it("counts n = 1..11 whole as OEIS A000170 and A002562 have them, with the Wasm engine's nodes", async () => {
    for (let n = 1; n <= 11; n++) {
      const gpu = await count(n, { engine: "gpu" });
      const wasm = await count(n, { algo: "backtrack" });
      expect([gpu.solutions, gpu.unique, gpu.engine, gpu.algo]).toEqual([solutionsOf(n), fundamentalOf(n), "gpu", "backtrack"]);
      expect([gpu.rot180, gpu.rot90, gpu.nodes, gpu.split]).toEqual([wasm.rot180, wasm.rot90, wasm.nodes, wasm.split]);
    }
  });

  it("counts n = 12 whole as OEIS has it", async () => {
    const gpu = await count(12, { engine: "gpu" });
    expect([gpu.solutions, gpu.unique]).toEqual([solutionsOf(12), fundamentalOf(12)]);
  });

  it.each([14, 15, 16, 17])("counts units of n = %i as the Wasm engine does, check values included", async (n) => {
    const split = unitSplit(n, "backtrack");
    // two units a size from a fixed generator: a shard of as many shards as units is one unit
    for (const unit of spreadSizes(2, 0, split.tasks, n)) {
      const shard = { index: unit, of: split.units };
      const [gpu] = (await count(n, { engine: "gpu", shard })).units;
      const [wasm] = (await count(n, { algo: "backtrack", shard })).units;
      expect(gpu.unit).toBe(unit);
      expect(sameCounts(gpu, wasm), `n = ${n} unit ${unit}`).toBe(true);
      expect(checkValue(split, gpu)).toBe(checkValue(split, wasm));
    }
  });

  it("resumes a count from the Wasm engine's units (a checkpoint's) and adds up to OEIS", async () => {
    const half = (await count(11, { algo: "backtrack", shard: { index: 0, of: 2 } })).units;
    const resumed = await count(11, { engine: "gpu", done: half });
    expect([resumed.solutions, resumed.unique]).toEqual([solutionsOf(11), fundamentalOf(11)]);
  });

  it("sums 64-bit tallies past 2^32 by segment in the reduction", async () => {
    const gpu = await nodeGpu();
    const threads = 1000;
    const tallies = new Uint32Array(threads * TALLY_WORDS);
    // each pair near 2^32 - 1 in its low word, with a high word: every add carries
    for (let i = 0; i < tallies.length; i += 2) {
      tallies[i] = 0xffffffff - (i % 97);
      tallies[i + 1] = i % 5;
    }
    const segments = Uint32Array.of(0, 1, 1, 700, 700, 1000);
    const sums = await gpu.reduce(tallies, segments);
    const expected = (from: number, to: number, word: number): bigint => {
      let sum = 0n;
      for (let t = from; t < to; t++) sum += (BigInt(tallies[t * TALLY_WORDS + word + 1]) << 32n) + BigInt(tallies[t * TALLY_WORDS + word]);
      return sum;
    };
    sums.forEach((sum, s) => {
      const [from, to] = [segments[2 * s], segments[2 * s + 1]];
      expect([sum.c2, sum.c4, sum.c8, sum.nodes]).toEqual([0, 2, 4, 6].map((word) => expected(from, to, word)));
    });
    expect(sums[2].nodes > 2n ** 40n).toBe(true);
  });

  it("stops between dispatches when the signal aborts", async () => {
    const stop = new AbortController();
    const counting = count(16, {
      engine: "gpu",
      signal: stop.signal,
      onProgress: ({ done }) => {
        if (done > 0) stop.abort(); // the first units back: a dispatch has run
      },
    });
    await expect(counting).rejects.toMatchObject({ name: "AbortError" });
  });

  it("exits 143 on SIGTERM once the command line's GPU count is under way", async () => {
    const run = startWorking(["count", "16", "--engine", "gpu"]);
    await run.working; // its progress bar drawn: the count is dispatching
    run.child.kill("SIGTERM");
    expect((await run.done).status).toBe(143);
  });

  it("--cross with --engine gpu counts units on the GPU and again on the Wasm engine", () => {
    const run = nqueens(["count", "14", "--engine", "gpu", "--cross", "3,1000", "--json"]);
    expect(run.status).toBe(0);
    type Side = { solutions: number; rot180: number; rot90: number; nodes: number; ms: number };
    const lines = run.stdout.trim().split("\n").map((line) => JSON.parse(line) as { unit: number; confirmed: boolean; gpu: Side; wasm: Side });
    expect(lines.map(({ unit, confirmed }) => [unit, confirmed])).toEqual([[3, true], [1000, true]]);
    for (const { gpu, wasm } of lines) expect({ ...gpu, ms: 0 }).toEqual({ ...wasm, ms: 0 });
  });

  it("refuses the quarter join, and says in one line where there is no adapter", async () => {
    await expect(count(12, { engine: "gpu", algo: "quarter" })).rejects.toThrow(/backtrack/);
    const run = spawnSync(process.execPath, [BIN, "count", "8", "--engine", "gpu"], { encoding: "utf8", env: { ...process.env, ...env, VK_ICD_FILENAMES: "/nonexistent/icd.json" } });
    expect(run.status).toBe(1);
    // Dawn's own warnings come first; ours is one line, the last
    expect(run.stderr.trim().split("\n").at(-1)).toMatch(/^nqueens: the GPU engine found no WebGPU adapter \(.*VK_ICD_FILENAMES/);
  });
});
