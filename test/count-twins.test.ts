// The Wasm core and the pure-TS twin are one algorithm: the same tallies and the same node
// counts for every n, so nodes measure the same work on both.
import { describe, expect, it } from "vitest";
import { count } from "../src/index.js";

describe("count engines", () => {
  it.each(Array.from({ length: 13 }, (_, i) => i + 1))("agree on counts and nodes for n = %i", async (n) => {
    const wasm = await count(n, { engine: "wasm" });
    const ts = await count(n, { engine: "ts" });
    expect([ts.solutions, ts.unique, ts.rot180, ts.rot90, ts.nodes]).toEqual([wasm.solutions, wasm.unique, wasm.rot180, wasm.rot90, wasm.nodes]);
    expect(wasm.nodes > 0n).toBe(n === 1 || n >= 4); // n = 2, 3: column 0 has no candidate
  });

  it("report the same nodes on 1 and 2 threads", async () => {
    const one = await count(12, { engine: "wasm", threads: 1 });
    const two = await count(12, { engine: "wasm", threads: 2 });
    expect(two.nodes).toBe(one.nodes);
    expect(two.threads).toBe(2);
  });
});
