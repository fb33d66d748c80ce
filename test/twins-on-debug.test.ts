// The twin tests again, on build/debug.wasm: the core with its assertions compiled in
// (assembly/debug.ts) must give the twins' answers too, and an invariant a bug breaks aborts the
// test that broke it, naming the assertion's file and line. The debug core is held against the
// release core here, which the release run holds against the twin over the same cases
// (test/twin-side.ts).
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { locate } from "../src/index.js";
import { nodeCore } from "../src/wasm/load-node.js";
import { holdAgainstRelease, twinSide } from "./twin-side.js";

locate({ wasm: fileURLToPath(new URL("../build/debug.wasm", import.meta.url)) });
holdAgainstRelease();
await import("./solve-twins.test.js");
await import("./count-twins.test.js");
await import("./count-textbook.test.js");
await import("./verify-twins.test.js");
await import("./parse-twins.test.js");

describe("build/debug.wasm", () => {
  it("is the core these tests run, with its assertions: checking past the last column aborts", async () => {
    const core = await nodeCore.fresh();
    const at = core.freePtr();
    expect(() => core.verifyRows(at, 4, at + 64, 0, 5)).toThrow(/^nqueens core aborted: .* at assembly\/verify\.ts:\d+:\d+$/);
  });

  it("is held against another core, without those assertions: the release core checks past the last column", async () => {
    const release = await twinSide.release!.fresh();
    const at = release.freePtr();
    expect(() => release.verifyRows(at, 4, at + 64, 0, 5)).not.toThrow();
    expect(twinSide.engine).toBe("wasm");
  });
});
