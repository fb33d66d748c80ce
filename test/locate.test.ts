// locate(): the core handed in as bytes is the one every engine and every count worker runs (a
// worker is handed it compiled, so it reads no file), and once the core is loaded it can no
// longer be moved.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { count, locate, solve, verify } from "../src/index.js";
import { solutionsOf } from "./oeis.js";

describe("locate", () => {
  it("takes the core's bytes before the first call; the workers run it too; it cannot move after", async () => {
    // test/setup.ts located the built file: move it away, then hand in the bytes, which must win
    locate({ wasm: new URL("file:///nowhere/release.wasm") });
    locate({ wasm: readFileSync(new URL("../build/release.wasm", import.meta.url)) });
    const { rows } = await solve(1000, { seed: 1 });
    expect(verify(rows)).toEqual({ ok: true, n: 1000 });
    const counted = await count(16, { threads: 2 });
    expect([counted.solutions, counted.threads]).toEqual([solutionsOf(16), 2]);
    expect(() => locate({ wasm: new URL("file:///nowhere/release.wasm") })).toThrow(/before the first call that loads the core/);
  });
});
