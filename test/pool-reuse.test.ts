// The worker pool on fake workers: chunks' results add up, progress from inside running chunks,
// the same workers serve run after run and let the process exit while idle, and a cancelled or
// failed run leaves a pool that still works (its busy workers replaced).
import { describe, expect, it } from "vitest";
import { WorkerPool, type WorkerPort } from "../src/pool/worker-pool.js";
import type { Reply } from "../src/pool/worker-reply.js";

interface Fake extends WorkerPort<number[], number> {
  terminated: boolean;
  alive: boolean;
  /** Makes the worker die (as a crash would). */
  die(): void;
}

/** A worker that answers a chunk of numbers with a progress message (half done), then their sum;
 *  one told to `hang` never answers, one told to `fail` answers with an error. */
function fakeWorker(mode: "sum" | "hang" | "fail" = "sum"): Fake {
  let reply: (r: Reply<number>) => void = () => {};
  let error: (e: Error) => void = () => {};
  const fake: Fake = {
    terminated: false,
    alive: true,
    post(chunk) {
      if (mode === "hang") return;
      setTimeout(() => fake.terminated || reply({ type: "progress", progress: chunk.length / 2 }), 1);
      setTimeout(() => fake.terminated || reply(mode === "fail" ? { type: "error", kind: "internal", message: "boom" } : { type: "done", result: chunk.reduce((a, b) => a + b, 0) }), 3);
    },
    listen(onReply, onError) {
      reply = onReply;
      error = onError;
    },
    terminate: () => void (fake.terminated = true),
    keepAlive: (on) => void (fake.alive = on),
    die: () => error(new Error("worker exited with code 1")),
  };
  return fake;
}

/** A pool of fakes, the fakes it started, and a run summing 1..count. */
function fakePool(mode?: () => "sum" | "hang" | "fail") {
  const started: Fake[] = [];
  const pool = new WorkerPool<number[], number>(() => {
    const fake = fakeWorker(mode?.());
    started.push(fake);
    return fake;
  });
  const sum = async (count: number, threads: number, signal?: AbortSignal, onProgress?: (done: number) => void): Promise<number> => {
    let total = 0;
    const items = Array.from({ length: count }, (_, i) => i + 1);
    await pool.run({ items: items.values(), count, threads, message: (chunk) => chunk, onResult: (s) => (total += s), onProgress, signal });
    return total;
  };
  return { pool, started, sum };
}

describe("the worker pool", () => {
  it("adds up the chunks' results and reports progress from inside running chunks", async () => {
    const { sum } = fakePool();
    const seen: number[] = [];
    expect(await sum(6, 2, undefined, (done) => seen.push(done))).toBe(21);
    expect(seen.at(-1)).toBe(6);
    expect(seen.some((done) => done % 1 === 0.5)).toBe(true); // half of a one-item chunk, while it ran
    // progress never goes back and never passes the total
    expect(seen.every((done, i) => done <= 6 && (i === 0 || done >= seen[i - 1]))).toBe(true);
  });

  it("starts no worker before a run, then reuses the same ones, idle ones not keeping the process alive", async () => {
    const { pool, started, sum } = fakePool();
    expect(pool.started).toBe(0);
    expect(await sum(100, 2)).toBe(5050);
    const first = [...started];
    expect(first).toHaveLength(2);
    expect(first.every((w) => !w.alive && !w.terminated)).toBe(true);
    // a run holds its workers alive while it runs
    const running = sum(50, 2);
    expect(first.every((w) => w.alive)).toBe(true);
    expect(await running).toBe(1275);
    expect(started).toEqual(first); // no worker started for the second run
    expect(pool.started).toBe(2);
    // a bigger run starts only what it lacks
    expect(await sum(100, 3)).toBe(5050);
    expect(started).toHaveLength(3);
    expect(started.slice(0, 2)).toEqual(first);
    pool.close();
    expect(started.every((w) => w.terminated)).toBe(true);
  });

  it("uses no more workers than there are items", async () => {
    const { started, sum } = fakePool();
    expect(await sum(1, 4)).toBe(1);
    expect(started).toHaveLength(1);
  });

  it("cancels at once, terminating the busy workers, and the next run starts fresh ones", async () => {
    let mode: "hang" | "sum" = "hang";
    const { pool, started, sum } = fakePool(() => mode);
    const stop = new AbortController();
    const run = sum(10, 2, stop.signal);
    stop.abort();
    await expect(run).rejects.toMatchObject({ name: "AbortError" });
    expect(started.every((w) => w.terminated)).toBe(true);
    mode = "sum";
    expect(await sum(10, 2)).toBe(55);
    expect(pool.started).toBe(4);
    expect(started.slice(2).every((w) => !w.terminated)).toBe(true);
  });

  it("ends the run with the worker's error and stays usable", async () => {
    let mode: "fail" | "sum" = "fail";
    const { sum } = fakePool(() => mode);
    await expect(sum(3, 2)).rejects.toThrow(/boom/);
    mode = "sum";
    expect(await sum(3, 2)).toBe(6);
  });

  it("replaces a worker that died while idle", async () => {
    const { started, sum } = fakePool();
    expect(await sum(4, 2)).toBe(10);
    started[0].die();
    expect(started[0].terminated).toBe(true);
    expect(await sum(4, 2)).toBe(10);
    expect(started).toHaveLength(3);
  });

  it("refuses a run whose signal has already fired, starting nothing", async () => {
    const { started, sum } = fakePool();
    await expect(sum(4, 2, AbortSignal.abort())).rejects.toMatchObject({ name: "AbortError" });
    expect(started).toHaveLength(0);
  });
});
