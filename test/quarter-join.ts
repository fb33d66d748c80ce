// The quarter join of every task of n, for the layout tests (count-quarter-rows, count-quarter-cuts).
import { counterProvider } from "../src/pool/counters.js";
import { nodeCore } from "../src/wasm/load-node.js";
import { quarterTasks } from "../src/engine/count-tasks.js";
import type { QuarterLayout } from "../src/engine/count-engine.js";
import type { Engine } from "../src/api/solve.js";

/** Every task of n's quarter join on a fresh counter with this layout and budget: its joined
 *  solutions, nodes, calls to quarterStep, the calls that paused inside a set of rows (no set of
 *  rows more done) and the most cuts a set of rows took. */
export async function join(engine: Engine, n: number, layout: QuarterLayout, budget: number) {
  const counter = await counterProvider(nodeCore)(engine);
  counter.quarterLayout = layout;
  counter.setup(n);
  let calls = 0;
  let inside = 0;
  for (const task of quarterTasks(n)) {
    counter.quarterBegin(task);
    for (;;) {
      const before = counter.quarterProgress;
      calls++;
      if (counter.quarterStep(budget)) break;
      if (counter.quarterProgress === before) inside++;
    }
  }
  const { joined, nodes } = counter.take();
  return { joined, nodes, calls, inside, mostCuts: counter.quarterMostCuts };
}

export const range = (from: number, to: number): number[] => Array.from({ length: to - from + 1 }, (_, i) => from + i);
