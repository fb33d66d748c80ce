// The cross-check's re-count of quarter-join units by another algorithm on the same partition
// (src/engine/count-cross.ts): the sets of rows it re-counts are the join's own list.
import { describe, expect, it } from "vitest";
import { nodeCore } from "../src/wasm/load-node.js";
import { counterProvider } from "../src/pool/counters.js";
import { quarterTasks } from "../src/engine/count-tasks.js";

const counter = counterProvider(nodeCore);

describe("the quarter join's sets of rows of a task", () => {
  it.each([8, 9, 12, 13])("are the same on both engines, and a configuration's tasks share them out for n = %i", async (n) => {
    const [wasm, ts] = [await counter("wasm"), await counter("ts")];
    wasm.setup(n);
    ts.setup(n);
    const byConfig = new Map<number, number[]>();
    for (const task of quarterTasks(n)) {
      wasm.quarterBegin(task);
      ts.quarterBegin(task);
      const keys = wasm.quarterTaskKeys();
      expect(ts.quarterTaskKeys()).toEqual(keys);
      byConfig.set(task.config, [...(byConfig.get(task.config) ?? []), ...keys]);
    }
    for (const [config, keys] of byConfig) {
      // the whole configuration as one task lists each of them once
      wasm.quarterBegin({ config, modulus: 1, residue: 0 });
      expect(keys.slice().sort((a, b) => a - b)).toEqual(wasm.quarterTaskKeys().sort((a, b) => a - b));
      expect(new Set(keys).size).toBe(keys.length);
    }
  });
});
