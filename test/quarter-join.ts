// The quarter join of every task of n, for the layout tests (count-quarter-rows, count-quarter-cuts).
import { counterProvider } from "../src/pool/counters.js";
import { nodeCore } from "../src/wasm/load-node.js";
import { quarterTasks } from "../src/engine/count-tasks.js";
import type { QuarterLayout } from "../src/engine/count-engine.js";
import type { Engine } from "../src/api/solve.js";

/** Every task of n's quarter join on a fresh counter with this layout and budget, each cut into
 *  `eastParts` east parts (its own, one, if not given): its joined solutions, nodes, each task's
 *  (and east part's) solutions, calls to quarterStep, the calls that paused inside a set of rows
 *  (no set of rows more done), the most cuts a set of rows took and the hash of the cut bits. */
export async function join(engine: Engine, n: number, layout: QuarterLayout, budget: number, eastParts?: number) {
  const counter = await counterProvider(nodeCore)(engine);
  counter.quarterLayout = layout;
  counter.setup(n);
  let calls = 0;
  let inside = 0;
  const each: bigint[] = [];
  let nodes = 0n;
  for (const whole of quarterTasks(n)) {
    const parts = eastParts ?? whole.eastParts;
    for (let eastPart = 0; eastPart < parts; eastPart++) {
      counter.quarterBegin({ ...whole, eastParts: parts, eastPart });
      for (;;) {
        const before = counter.quarterProgress;
        calls++;
        if (counter.quarterStep(budget)) break;
        if (counter.quarterProgress === before) inside++;
      }
      const tally = counter.take();
      each.push(tally.joined);
      nodes += tally.nodes;
    }
  }
  const joined = each.reduce((a, b) => a + b, 0n);
  return { joined, nodes, each, calls, inside, mostCuts: counter.quarterMostCuts, cutDigest: counter.quarterCutDigest };
}

export const range = (from: number, to: number): number[] => Array.from({ length: to - from + 1 }, (_, i) => from + i);
