// A core that failed to load is loaded again by the next call, from where locate() says then:
// a file not there yet (a deploy still copying it) or a wrong path is no lasting failure, and the
// error says in one line what to copy. (Chromium's HTTP 503: test/package-bundlers.test.ts.)
import { copyFileSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { locate, solve, verify } from "../src/index.js";

const BUILT = new URL("../build/release.wasm", import.meta.url);

describe("a failed load of the core", () => {
  const dir = mkdtempSync(join(tmpdir(), "nqueens-retry-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("fails in one line, leaves locate() open, and the next call loads from the same place once the file is there", async () => {
    locate({ wasm: join(dir, "wrong.wasm") });
    await expect(solve(8)).rejects.toThrow(/^nqueens: cannot read its core at .*wrong\.wasm \(ENOENT\): copy release\.wasm and count-worker\.mjs [^\n]*locate\(\)$/);
    const later = join(dir, "later.wasm");
    locate({ wasm: later }); // callable again after a failure
    await expect(solve(8)).rejects.toThrow(/later\.wasm \(ENOENT\)/);
    copyFileSync(BUILT, later);
    const { rows } = await solve(8, { seed: 1 });
    expect(verify(rows)).toEqual({ ok: true, n: 8 });
    expect(() => locate({ wasm: BUILT })).toThrow(/before the first call that loads the core/);
  });
});
