// The lab's local searches are one algorithm in the core (assembly/lab-*.ts) and in the twin
// (src/reference/lab-*.ts): the same seed must give the same rows, steps, restarts and the same
// event record of every step (kind, queens, h, neighbourhood, the algorithm's state). Every placement they call solved is judged by the independent verifier.
import { describe, expect, it } from "vitest";
import { nodeCore } from "../src/wasm/load-node.js";
import { WasmLab } from "../src/wasm/lab.js";
import { ReferenceLab } from "../src/reference/lab.js";
import type { LabCore } from "../src/engine/lab-engine.js";
import { SCHEDULES } from "../src/engine/lab-engine.js";
import { Status } from "../src/engine/solve-engine.js";
import { verify } from "../src/verify/queens.js";

const cases: [string, (core: LabCore, n: number, seed: number) => void][] = [
  ["min-conflicts, column move, random start", (c, n, s) => c.columnStart(n, s, 0, false, 100 + 20 * n, 3)],
  ["min-conflicts, column move, greedy start", (c, n, s) => c.columnStart(n, s, 0, true, 100 + 20 * n, 3)],
  ["hill climbing, no sideways move, no restart", (c, n, s) => c.hillStart(n, s, 0, 0, 0)],
  ["hill climbing, 100 sideways moves, 5 restarts", (c, n, s) => c.hillStart(n, s, 0, 100, 5)],
  ["annealing, exp schedule", (c, n, s) => c.annealStart(n, s, 0, SCHEDULES.exp, 1, 0.9995, 50_000, 2)],
  ["annealing, linear schedule", (c, n, s) => c.annealStart(n, s, 0, SCHEDULES.linear, 1, 1, 20_000, 1)],
  ["genetic", (c, n, s) => c.geneticStart(n, s, 0, 50, 1, 0.2, 300)],
  ["backtracking", (c, n) => c.backtrackStart(n)],
];

describe("the lab's core and twin", () => {
  it.each(cases)("agree step by step: %s", async (_, start) => {
    let solved = 0;
    for (const n of [4, 5, 8, 13]) {
      for (let seed = 0; seed < 8; seed++) {
        const wasm = new WasmLab(await nodeCore.fresh());
        const ts = new ReferenceLab();
        start(wasm, n, seed);
        start(ts, n, seed);
        let status = Status.Running;
        for (let k = 0; k < 20_000 && status === Status.Running; k++) {
          const budget = k < 1000 ? 1 : 1000; // each step compared, then slices of them
          status = wasm.run(budget);
          expect(ts.run(budget), `n=${n} seed=${seed} call ${k}`).toBe(status);
          expect(ts.lastEvent(), `n=${n} seed=${seed} call ${k}`).toEqual(wasm.lastEvent());
          expect([ts.pairs, ts.steps, ts.restarts]).toEqual([wasm.pairs, wasm.steps, wasm.restarts]);
        }
        expect(Array.from(ts.rows())).toEqual(Array.from(wasm.rows()));
        if (status === Status.Solved) {
          solved++;
          expect(verify(wasm.rows()).ok).toBe(true);
        }
      }
    }
    expect(solved).toBeGreaterThan(0);
  });
});
