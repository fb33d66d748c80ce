// The Wasm core and the pure-TS twin are one algorithm: the same seed must give the
// same rows, bit for bit, and the same step and restart counts.
import { describe, expect, it } from "vitest";
import { solve } from "../src/index.js";
import { spreadSizes } from "./helpers.js";
import { expectSameRows, twinSide } from "./twin-side.js";

describe("wasm and ts engines", () => {
  const sizes = [1, 4, 5, 6, 7, 8, 9, 10, 16, 31, 64, 255, 256, 257, 1000, 4095, 4096, 4097, ...spreadSizes(6, 5000, 200_000)];
  it.each(sizes)("agree for n = %i over many seeds", async (n) => {
    const seeds = n < 1000 ? [0, 1, 2, 3, 99, 2 ** 32 - 1, 2 ** 32, 2 ** 53 - 1] : [0, 1, 2 ** 40 + 5];
    for (const seed of seeds) {
      const wasm = await solve(n, { engine: "wasm", seed });
      const wasmRows = wasm.rows.slice(); // the view is overwritten by the next Wasm solve
      const ts = await twinSide.api.solve(n, { engine: twinSide.engine, seed });
      expectSameRows(ts.rows, wasmRows, `n=${n} seed=${seed}`);
      expect([ts.stats.steps, ts.stats.restarts]).toEqual([wasm.stats.steps, wasm.stats.restarts]);
    }
  });

  it.each([2 ** 22, 2 ** 22 + 12_345])("agree for n = %i, where the greedy start takes rows from regions", async (n) => {
    const wasm = await solve(n, { engine: "wasm", seed: 7 });
    const wasmRows = wasm.rows.slice();
    const ts = await twinSide.api.solve(n, { engine: twinSide.engine, seed: 7 });
    expectSameRows(ts.rows, wasmRows);
    expect(ts.rows.length).toBe(n);
  });

  it("different seeds give different placements", async () => {
    const a = (await solve(10_000, { seed: 1 })).rows.slice();
    const b = (await solve(10_000, { seed: 2 })).rows.slice();
    expect(a).not.toEqual(b);
  });
});
