// The place twin tests again, on build/debug.wasm (as test/twins-on-debug.test.ts does for solve,
// count, verify and parse): the place core with its assertions compiled in (the free rows of the
// greedy start, the diagonal counts, the matching's permutation) must give the twins' answers too.
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { locate } from "../src/index.js";
import { nodeCore } from "../src/wasm/load-node.js";
import { WasmPlace } from "../src/wasm/placer.js";

locate({ wasm: fileURLToPath(new URL("../build/debug.wasm", import.meta.url)) });
await import("./place-small.test.js");
await import("./place-large.test.js");

describe("build/debug.wasm's place core", () => {
  it("has its assertions: resuming the queens' search before the matching gave every column a row aborts", async () => {
    const core = await nodeCore.fresh();
    const n = 8;
    new WasmPlace(core).setup(n, new Int32Array(n).fill(-1), new Uint32Array(n + 1), new Uint32Array(0));
    core.queensStart(1, 0, 1000, 10);
    expect(() => core.queensResume()).toThrow(/^nqueens core aborted: .* at assembly\/place-queens\.ts:\d+:\d+$/);
  });
});
