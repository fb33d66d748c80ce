// A watcher's skip(k), which fast-forwarding uses to build only the last of k events, lands where
// k calls of step() land: the same event and the same board, for every algorithm on both engines;
// it never runs past a restart (the last event it returns is the restart) or past the end. step()
// itself is checked event by event against a brute-force recount in test/lab-watch.test.ts.
import { describe, expect, it } from "vitest";
import { watch, type SolveOptions, type WatchEvent } from "../src/index.js";

const cases: [string, SolveOptions][] = [
  ["minconflicts (swaps)", { algo: "minconflicts", start: "random", maxSteps: 60, maxRestarts: 2 }],
  ["minconflicts --move column", { algo: "minconflicts", move: "column", maxSteps: 80, maxRestarts: 2 }],
  ["hillclimb", { algo: "hillclimb", sideways: 0, maxRestarts: 3 }],
  ["anneal", { algo: "anneal", maxSteps: 400, maxRestarts: 1 }],
  ["genetic", { algo: "genetic", population: 20, generations: 40 }],
  ["backtrack", { algo: "backtrack" }],
];
/** Sizes of the skips, in turn: one step, a few, more than most runs have. */
const SKIPS = [1, 7, 3, 50, 1000];

describe("watch()'s skip", () => {
  it.each(cases)("%s: skip(k) ends on the event and board of k steps, stopping at restarts and the end", async (_, options) => {
    for (const engine of ["ts", "wasm"] as const) {
      for (const seed of [1, 2, 3]) {
        const stepped = await watch(8, { ...options, seed, engine });
        const skipping = await watch(8, { ...options, seed, engine });
        let restarts = 0;
        for (let k = 0; !skipping.finished; k++) {
          const { taken, last } = skipping.skip(SKIPS[k % SKIPS.length]);
          let event: WatchEvent = stepped.step();
          for (let t = 1; t < taken; t++) {
            expect(event.kind).not.toBe("restart"); // a restart is the last event a skip takes
            event = stepped.step();
          }
          expect(last).toEqual(event);
          expect(Array.from(skipping.rows())).toEqual(Array.from(stepped.rows()));
          if (last.kind === "restart") restarts++;
        }
        expect(stepped.finished).toBe(true);
        expect(restarts).toBe(stepped.step().restarts);
      }
    }
  });
});
