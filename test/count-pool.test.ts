// The pool's protocol on fake workers: progress messages inside a chunk move the count's
// progress without ending the chunk; the tallies of the chunks add up; a failure ends the run.
import { describe, expect, it } from "vitest";
import { runPool, type ReplyMessage, type TaskMessage, type WorkerPort } from "../src/pool/count-pool.js";
import { zeroTally } from "../src/engine/count-engine.js";

/** A worker that answers each chunk with a progress message (half done), then its tally: one c8 per task. */
function fakeWorker(fail = false): WorkerPort {
  let listener: (reply: ReplyMessage) => void = () => {};
  return {
    post: (message: TaskMessage) => {
      setTimeout(() => listener({ ok: true, progress: message.indices.length / 2 }), 1);
      setTimeout(() => listener(fail ? { ok: false, error: "boom" } : { ok: true, tally: { ...zeroTally(), c8: BigInt(message.indices.length), nodes: 1n } }), 5);
    },
    onMessage: (l) => (listener = l),
    onError: () => {},
    terminate: () => {},
  };
}

describe("the count pool", () => {
  it("adds up the chunks' tallies and reports progress from inside running chunks", async () => {
    const seen: number[] = [];
    const joins = Array.from({ length: 6 }, (_, m) => ({ m, modulus: 1, residue: 0 }));
    const tally = await runPool(() => fakeWorker(), {
      n: 17, engine: "wasm", threads: 2, indices: joins.map((_, i) => i), joins, onDone: (done) => seen.push(done),
    });
    expect(tally.c8).toBe(6n);
    expect(seen.at(-1)).toBe(6);
    expect(seen.some((done) => done % 1 === 0.5)).toBe(true); // half of a one-task chunk, while it ran
    // progress never goes back and never passes the total
    expect(seen.every((done, i) => done <= 6 && (i === 0 || done >= seen[i - 1]))).toBe(true);
  });

  it("ends the run with the worker's error", async () => {
    await expect(runPool(() => fakeWorker(true), { n: 12, engine: "wasm", threads: 2, indices: [0, 1, 2] })).rejects.toThrow(/boom/);
  });
});
