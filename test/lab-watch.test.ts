// What watch() narrates is what the boards show: for every step, the attacking pairs and attacked
// queens before and after (counted here by brute force over all pairs, not by the library), the
// kind (better: fewer pairs, sideways: as many, worse: more), and the queens it says moved.
import { describe, expect, it } from "vitest";
import { watch, verify, type SolveOptions, type WatchStep } from "../src/index.js";
import { attackTally } from "./attacks.js";

const cases: [string, SolveOptions][] = [
  ["minconflicts", { algo: "minconflicts" }],
  ["minconflicts --start random", { algo: "minconflicts", start: "random" }],
  ["minconflicts --move column", { algo: "minconflicts", move: "column" }],
  ["minconflicts --move column --start greedy", { algo: "minconflicts", move: "column", start: "greedy" }],
  ["hillclimb", { algo: "hillclimb", sideways: 3 }],
  ["anneal", { algo: "anneal" }],
  ["genetic", { algo: "genetic" }],
];

describe("watch()", () => {
  it.each(cases)("narrates each step of %s as the boards before and after show it", async (_, options) => {
    const kinds = new Set<string>();
    for (const [n, seed] of [[8, 1], [8, 7], [10, 3], [12, 5]]) {
      const watcher = await watch(n, { ...options, seed, engine: "ts" });
      let before = Array.from(watcher.rows());
      let step: WatchStep = watcher.step();
      expect(step.kind).toBe("start");
      for (let k = 0; k < 5000 && !watcher.finished; k++) {
        before = Array.from(watcher.rows());
        step = watcher.step();
        const after = Array.from(watcher.rows());
        kinds.add(step.kind);
        const was = attackTally(before);
        const now = attackTally(after);
        expect([step.pairsBefore, step.attackedBefore, step.pairsAfter, step.attackedAfter]).toEqual([was.pairs, was.attacked, now.pairs, now.attacked]);
        if (step.kind === "better") expect(now.pairs).toBeLessThan(was.pairs);
        if (step.kind === "sideways" || step.kind === "rejected") expect(now.pairs).toBe(was.pairs);
        if (step.kind === "worse") expect(now.pairs).toBeGreaterThan(was.pairs);
        if (step.kind === "restart" || options.algo === "genetic") continue; // a new board, or the fittest of a new generation
        const moved = new Set(step.moves.map((m) => m.column));
        for (const m of step.moves) expect([before[m.column], after[m.column]]).toEqual([m.from, m.to]);
        for (let c = 0; c < n; c++) if (!moved.has(c)) expect(after[c]).toBe(before[c]);
      }
      if (step.status === "solved") {
        expect(step.pairsAfter).toBe(0);
        expect(verify(watcher.rows()).ok).toBe(true);
      }
    }
    expect(kinds.size).toBeGreaterThan(0);
  });

  it("refuses an algorithm it cannot step and an option of another algorithm", async () => {
    await expect(watch(8, { algo: "construct", seed: 1 })).rejects.toThrow(/watch steps/);
    await expect(watch(8, { algo: "hillclimb", population: 10, seed: 1 })).rejects.toThrow(/population applies to genetic/);
  });
});
