// Large random instances on both engines: every answer judged by the verifier, the twins giving
// the same rows for the same seed, and impossibility proven by Hall's condition.
import { describe, expect, it } from "vitest";
import { place, solve, verifyPlacement, NoAnswerError, type PlaceProblem } from "../src/index.js";
import { lcg } from "./place-brute.js";
import { expectSameRows } from "./twin-side.js";

function randomBlocked(n: number, count: number, seed: number, avoid: number[] = []): number[] {
  const next = lcg(seed);
  const taken = new Set<number>();
  for (let k = 0; k < avoid.length; k += 2) taken.add(avoid[k] * n + avoid[k + 1]);
  const out: number[] = [];
  while (out.length < 2 * count) {
    const r = Math.floor(next() * n);
    const c = Math.floor(next() * n);
    if (!taken.has(r * n + c)) out.push(r, c);
  }
  return out;
}

const N = 100_000;

describe("large boards", () => {
  it("rooks, n = 10^5 with 10^5 blocked squares: verified, twins agree", async () => {
    const problem: PlaceProblem = { n: N, piece: "rook", blocked: randomBlocked(N, N, 1), fixed: [5, 5, 70, 9000] };
    const wasm = await place(problem, { engine: "wasm" });
    const ts = await place(problem, { engine: "ts" });
    expect(verifyPlacement({ ...problem, piece: "rook" }, wasm.rows).ok).toBe(true);
    expectSameRows(ts.rows, wasm.rows);
  });

  it("queens, n = 10^5 with 10^4 blocked squares and 100 fixed from a solution: verified, twins agree", async () => {
    const { rows: witness } = await solve(N, { seed: 3 });
    const next = lcg(5);
    const fixed: number[] = [];
    const used = new Set<number>();
    while (fixed.length < 200) {
      const c = Math.floor(next() * N);
      if (!used.has(c)) {
        used.add(c);
        fixed.push(witness[c], c);
      }
    }
    const problem: PlaceProblem = { n: N, piece: "queen", blocked: randomBlocked(N, N / 10, 2, fixed), fixed };
    const wasm = await place(problem, { engine: "wasm", seed: 9 });
    const ts = await place(problem, { engine: "ts", seed: 9 });
    expect(verifyPlacement({ ...problem, piece: "queen" }, wasm.rows).ok).toBe(true);
    expectSameRows(ts.rows, wasm.rows);
  });

  it("queens, n = 200 and 300 with crowded columns (the matching completes the start): verified, twins agree", async () => {
    for (const n of [200, 300]) {
      // the last 3 columns may use only rows 0..5: the greedy start often leaves them no unused row
      const blocked: number[] = [];
      for (let c = n - 3; c < n; c++) for (let r = 6; r < n; r++) blocked.push(r, c);
      const problem: PlaceProblem = { n, piece: "queen", blocked };
      const wasm = await place(problem, { engine: "wasm", seed: 4 });
      const ts = await place(problem, { engine: "ts", seed: 4 });
      expect(verifyPlacement({ ...problem, piece: "queen" }, wasm.rows).ok).toBe(true);
      expectSameRows(ts.rows, wasm.rows);
    }
  });

  it("knights, n = 10^5 with 10^5 blocked squares and fixed knights: verified, twins agree", async () => {
    const problem: PlaceProblem = { n: N, piece: "knight", blocked: randomBlocked(N, N, 3), fixed: [7, 0, 7, 1, 40, 500] };
    const wasm = await place(problem, { engine: "wasm" });
    const ts = await place(problem, { engine: "ts" });
    expect(verifyPlacement({ ...problem, piece: "knight" }, wasm.rows).ok).toBe(true);
    expectSameRows(ts.rows, wasm.rows);
  });

  it("rooks and queens, n = 10^5: no placement when 3 columns share 2 rows, named by Hall's condition", async () => {
    const blocked = randomBlocked(N, N, 4).filter((_, k, all) => k % 2 === 1 || ![10, 20, 30].includes(all[k + 1]));
    for (const c of [10, 20, 30]) for (let r = 0; r < N; r++) if (r !== 100 && r !== 200) blocked.push(r, c);
    for (const piece of ["rook", "queen"] as const) {
      for (const engine of ["wasm", "ts"] as const) {
        const attempt = place({ n: N, piece, blocked }, { engine });
        await expect(attempt).rejects.toBeInstanceOf(NoAnswerError);
        await expect(attempt).rejects.toThrow(`no placement of ${N} ${piece}s exists: the 3 columns 10, 20, 30 can use only the 2 rows 100, 200 (Hall's condition)`);
      }
    }
  });
});
