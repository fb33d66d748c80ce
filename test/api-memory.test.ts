// Memory a finished call grew is given back when its answer is dropped: a large answer is a view
// over the memory of the instance that found it, and nothing else (the loader's set of instances,
// the table that finds an answer's instance for its digits) may keep that memory alive.
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { IDLE_MAX_BYTES } from "../src/wasm/instantiate.js";
import { place, solve, verify, verifyPlacement } from "../src/index.js";
import { answerBytes } from "../src/api/rows-in-core.js";

setFlagsFromString("--expose-gc");
const gc = runInNewContext("gc") as () => void;

/** Whether the memory under `rows` is collected once the caller drops them: a few collections,
 *  each followed by a turn of the event loop (finalizers run between turns). */
async function freedAfterDrop(make: () => Promise<Int32Array>): Promise<boolean> {
  let freed = false;
  const registry = new FinalizationRegistry(() => (freed = true));
  await (async () => {
    const rows = await make();
    expect(rows.buffer.byteLength).toBeGreaterThan(IDLE_MAX_BYTES); // the instance's memory, not a copy
    for (const _ of answerBytes(rows, "text", false)); // the digits written by the instance where the rows lie
    registry.register(rows.buffer, "rows");
  })();
  for (let turn = 0; turn < 20 && !freed; turn++) {
    gc();
    await new Promise((resolve) => setImmediate(resolve));
  }
  return freed;
}

describe("memory a finished call grew", () => {
  it("is freed once solve()'s large answer is dropped", async () => {
    expect(await freedAfterDrop(async () => {
      const { rows } = await solve(2_000_000, { seed: 1 });
      expect(verify(rows)).toEqual({ ok: true, n: 2_000_000 });
      return rows;
    })).toBe(true);
  });

  it("is freed once place()'s large answer is dropped", async () => {
    expect(await freedAfterDrop(async () => {
      const { rows } = await place(2_000_000, { piece: "rook", seed: 1 });
      expect(verifyPlacement({ n: 2_000_000, piece: "rook" }, rows)).toEqual({ ok: true, n: 2_000_000 });
      return rows;
    })).toBe(true);
  });

  it("stays while the answer is held", async () => {
    const { rows } = await solve(2_000_000, { seed: 2 });
    let freed = false;
    const registry = new FinalizationRegistry(() => (freed = true));
    registry.register(rows.buffer, "rows");
    for (let turn = 0; turn < 5; turn++) {
      gc();
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect(freed).toBe(false);
    expect(verify(rows)).toEqual({ ok: true, n: 2_000_000 });
  });
});
