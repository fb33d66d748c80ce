// count() on the calling thread lets the event loop through at least every 50 ms of its work. The
// clock is a virtual one that advances only with the work the core is handed (a node of the
// backtracking search or a unit of the quarter join costs COST_MS), so the test is bound by
// progress, not by how busy the machine is: a ticker on setImmediate records the virtual time at
// each turn of the event loop, and no two turns may lie more than 50 ms of work apart.
import { afterEach, describe, expect, it, vi } from "vitest";
import { countWith, type CountPlatform } from "../src/api/count.js";
import { ReferenceCounter } from "../src/reference/count.js";
import { knownFundamental, knownSolutions } from "../src/data/known-counts.js";
import type { Counter } from "../src/engine/count-engine.js";

/** The virtual milliseconds a unit of work costs: the TS twin's speed, about 25 million nodes a second. */
const COST_MS = 4e-5;
/** A machine about half as fast, where the calls the slicer settles on take about 19 ms: the
 *  turn must count the call that starts it, or three such calls run between two turns. */
const SLOW_COST_MS = 19 / (1 << 18);
/** The longest the event loop may wait, in milliseconds of work. */
const MAX_GAP_MS = 50;

afterEach(() => vi.restoreAllMocks());

/** The virtual clock, one for the file: like the real one it never goes back. */
const clock = { ms: 0 };

/** A platform whose counter is the TS twin, each step advancing the virtual clock by its budget's work at `cost` ms a unit. */
function virtualPlatform(cost: number): CountPlatform {
  vi.spyOn(performance, "now").mockImplementation(() => clock.ms);
  const timed = (counter: Counter): Counter =>
    new Proxy(counter, {
      get(target, key, receiver) {
        const value = Reflect.get(target, key, receiver);
        if (key !== "taskStep" && key !== "quarterStep") return typeof value === "function" ? value.bind(target) : value;
        return (budget: number) => {
          clock.ms += budget * cost;
          return (value as (b: number) => boolean).call(target, budget);
        };
      },
    });
  return { counter: async () => timed(new ReferenceCounter()) };
}

/** Runs `work` with a ticker on setImmediate: the longest virtual time between two of its ticks,
 *  the ticks, and the virtual time the work took. */
async function longestGap(work: () => Promise<unknown>): Promise<{ gap: number; ticks: number; ms: number }> {
  const started = clock.ms;
  let running = true;
  let last = clock.ms;
  let gap = 0;
  let ticks = 0;
  const tick = (): void => {
    gap = Math.max(gap, clock.ms - last);
    last = clock.ms;
    ticks++;
    if (running) setImmediate(tick);
  };
  setImmediate(tick);
  try {
    await work();
  } finally {
    running = false;
  }
  gap = Math.max(gap, clock.ms - last);
  return { gap, ticks, ms: clock.ms - started };
}

describe("count() on the calling thread", () => {
  for (const [n, algo, cost] of [[12, "backtrack", COST_MS], [11, "quarter", COST_MS], [12, "backtrack", SLOW_COST_MS]] as const) {
    it(`lets the event loop through every ${MAX_GAP_MS} ms of work: n = ${n} by ${algo}, ${cost.toPrecision(2)} ms a unit of work`, async () => {
      const platform = virtualPlatform(cost);
      let result: Awaited<ReturnType<typeof countWith>> | undefined;
      const { gap, ticks, ms } = await longestGap(async () => (result = await countWith(platform, n, { algo })));
      expect(result!.solutions).toBe(knownSolutions(n)); // OEIS A000170
      expect(result!.unique).toBe(knownFundamental(n)); // A002562
      expect(ms).toBeGreaterThan(10 * MAX_GAP_MS); // long enough to need many turns
      expect(ticks).toBeGreaterThan(ms / MAX_GAP_MS);
      expect(gap).toBeLessThanOrEqual(MAX_GAP_MS);
    });
  }
});
