// Answers own their memory: a large answer holds the instance that found it, and nothing else (the
// loader's set of instances) keeps that memory alive once the answer is dropped; rows kept alone
// hold about their own size; rows a caller can transfer are one call away.
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { IDLE_MAX_BYTES } from "../src/wasm/instantiate.js";
import { place, solve, verify, verifyPlacement } from "../src/index.js";

setFlagsFromString("--expose-gc");
const gc = runInNewContext("gc") as () => void;

/** Whether what `make` returns (and registers) is collected once the caller drops it: a few
 *  collections, each followed by a turn of the event loop (finalizers run between turns). */
async function freedAfterDrop(make: (registry: FinalizationRegistry<string>) => Promise<void>): Promise<boolean> {
  let freed = false;
  const registry = new FinalizationRegistry<string>(() => (freed = true));
  await make(registry);
  for (let turn = 0; turn < 20 && !freed; turn++) {
    gc();
    await new Promise((resolve) => setImmediate(resolve));
  }
  return freed;
}

/** Whether `rows` are moved by postMessage's transfer, never copied: the buffer is detached.
 *  Wasm memory is not (Chromium throws "not detachable"; Node copies it, the whole memory). */
const transferable = (rows: Int32Array): boolean => {
  const { buffer } = rows;
  try {
    structuredClone(rows, { transfer: [buffer] });
  } catch {
    return false;
  }
  return buffer.byteLength === 0;
};

describe("memory a finished call grew", () => {
  it("is freed once solve()'s large answer, which wrote itself as bytes, is dropped", async () => {
    expect(await freedAfterDrop(async (registry) => {
      const answer = await solve(2_000_000, { seed: 1 });
      expect(answer.rows.buffer.byteLength).toBeGreaterThan(IDLE_MAX_BYTES); // the instance's memory, not a copy
      expect(verify(answer.rows)).toEqual({ ok: true, n: 2_000_000 });
      for (const _ of answer.bytes("text")); // the digits written by the instance where the rows lie
      expect(answer.check()).toEqual({ ok: true, n: 2_000_000 });
      registry.register(answer.rows.buffer, "rows");
    })).toBe(true);
  });

  it("place()'s rows kept alone hold only themselves (its search holds about 120 bytes a column), and the instance goes with the answer", async () => {
    const n = 1_000_000;
    let rows: Int32Array | undefined;
    expect(await freedAfterDrop(async (registry) => {
      const answer = await place(n, { piece: "rook", seed: 1 });
      rows = answer.rows;
      expect(rows.buffer.byteLength).toBe(4 * n); // was the instance's 125 MiB
      expect(answer.check()).toEqual({ ok: true, n });
      registry.register(answer, "answer");
    })).toBe(true);
    expect(verifyPlacement({ n, piece: "rook" }, rows!)).toEqual({ ok: true, n });
    expect(transferable(rows!)).toBe(true);
  });

  it("gives rows a caller can transfer to a worker, where the answer's own are a view over Wasm memory", async () => {
    const answer = await solve(2_000_000, { seed: 3 });
    expect(transferable(answer.rows)).toBe(false); // "not detachable": the instance's memory
    const own = answer.transferableRows();
    expect(own.buffer.byteLength).toBe(4 * 2_000_000);
    expect(verify(own)).toEqual({ ok: true, n: 2_000_000 });
    expect(transferable(own)).toBe(true);
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
