// The two independent checkers, the TS one (src/verify/queens.ts) and its Wasm twin
// (assembly/verify.ts), give the same verdict and name the same first conflict: on boards made
// by hand, on random boards, and on the solvers' answers with one queen moved; the Wasm one
// gives it whatever the steps the host runs it in.
import { beforeAll, describe, expect, it } from "vitest";
import { solve } from "../src/index.js";
import { verdictOf, verify, type Verdict } from "../src/verify/queens.js";
import { checkInCore, CoreCheck } from "../src/wasm/checker.js";
import { nodeCore } from "../src/wasm/load-node.js";
import { rowsInCore } from "./helpers.js";
import type { CoreExports } from "../src/wasm/exports.js";

let core: CoreExports;
beforeAll(async () => {
  core = await nodeCore.fresh();
});

/** The Wasm checker on rows copied to the start of the core's free memory. */
function wasmVerify(rows: ArrayLike<number>, base: 0 | 1 = 0): Verdict {
  const view = rowsInCore(core, rows);
  return verdictOf(rows.length, rows.length === 0 ? undefined : checkInCore(core, view.byteOffset, rows.length), base);
}

/** A small LCG, so a failing case names a seed that reproduces it. */
function random(seed: number): (below: number) => number {
  let x = seed >>> 0;
  return (below) => {
    x = (Math.imul(x, 1664525) + 1013904223) >>> 0;
    return Math.floor((x / 2 ** 32) * below);
  };
}

describe("the Wasm checker and the TS checker", () => {
  it.each([
    [[0]],
    [[]],
    [[0, 4, 7, 5, 2, 6, 1, 3]], // valid
    [[0, 1]], [[1, 0]], [[0, 2, 0]], [[1, 3, 0, 4]], [[1, 3, -1, 2]],
    [[0, 4, 7, 5, 2, 6, 3, 1]], [[0, 2, 4, 3, 1]],
    [[3, 1, 2147483647, 0]], [[3, 1, -2147483647, 0]], [[2, 0, 3, 1, 1]],
  ])("agree on %j, 0- and 1-based", (rows) => {
    expect(wasmVerify(rows)).toEqual(verify(rows));
    expect(wasmVerify(rows, 1)).toEqual(verify(rows, { oneBased: true }));
  });

  it("agree on random boards: random rows, random permutations", () => {
    for (let seed = 1; seed <= 3000; seed++) {
      const next = random(seed);
      const n = 1 + next(seed % 3 === 0 ? 200 : 12);
      const rows = seed % 2 === 0
        ? Array.from({ length: n }, () => next(n + 4) - 2) // some off the board
        : Array.from({ length: n }, (_, c) => c).sort(() => next(3) - 1); // rows distinct: diagonals decide
      expect(wasmVerify(rows), `seed ${seed}: ${rows.join(",")}`).toEqual(verify(rows));
    }
  });

  it.each([8, 1000, 100_003, 1_000_000])("agree on the solver's answer for n = %i, and with one queen moved", async (n) => {
    for (const seed of [1, 2]) {
      const { rows } = await solve(n, { seed, verify: false });
      const copy = rows.slice();
      expect(wasmVerify(copy)).toEqual({ ok: true, n });
      expect(verify(copy)).toEqual({ ok: true, n });
      const next = random(seed * n);
      for (let trial = 0; trial < (n > 100_000 ? 5 : 20); trial++) {
        const moved = copy.slice();
        moved[next(n)] = next(n);
        expect(wasmVerify(moved), `n ${n} seed ${seed} trial ${trial}`).toEqual(verify(moved));
      }
    }
  });

  it.each([1000, 1_000_003])("the Wasm checker names the same first conflict in steps of any size (n = %i)", async (n) => {
    const { rows } = await solve(n, { seed: 3, verify: false });
    const next = random(n);
    const moved = rows.slice();
    moved[next(n)] = next(n);
    const whole = verify(moved);
    expect(whole.ok).toBe(false);
    for (const columns of [1, 7, 99_991, (1 << 18) + 1, 3 << 18, n]) {
      if (columns === 1 && n > 1000) continue; // a million calls prove nothing more than a thousand
      const view = rowsInCore(core, moved);
      const check = new CoreCheck(core, view.byteOffset, n);
      let steps = 1;
      while (!check.step(columns)) steps++;
      expect(steps, `columns ${columns}`).toBeLessThanOrEqual(Math.ceil(n / columns));
      expect(verdictOf(n, check.finish()), `columns ${columns}`).toEqual(whole);
    }
  });
});
