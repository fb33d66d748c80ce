// Counts on the process's one pool of worker_threads: no worker for small n, the same workers for
// every count after the first, progress from inside the first chunk, and a cancelled count that
// leaves the pool counting right. Expected counts: src/data/known-counts.ts (OEIS A000170).
import { describe, expect, it } from "vitest";
import { count } from "../src/index.js";
import { ONE_THREAD_MAX_N } from "../src/api/defaults.js";
import { countPool } from "../src/api/platform-node.js";
import { poolCount, type TaskMessage } from "../src/pool/count-pool.js";
import { unitSplit, type UnitResult } from "../src/engine/count-units.js";
import { WorkerPool } from "../src/pool/worker-pool.js";
import type { Reply } from "../src/pool/worker-reply.js";
import { countWorkerUrl, nodeWorkerPort } from "../src/pool/node-worker.js";
import { handingCore } from "../src/pool/count-workers.js";
import { nodeCore } from "../src/wasm/load-node.js";
import { solutionsOf } from "./oeis.js";

describe("counts on the worker pool", () => {
  it("starts no worker up to ONE_THREAD_MAX_N, then keeps the same workers for the next counts", async () => {
    const small = await count(ONE_THREAD_MAX_N, { threads: 2 });
    expect([small.solutions, small.threads, countPool.started]).toEqual([solutionsOf(ONE_THREAD_MAX_N), 1, 0]);
    const n = ONE_THREAD_MAX_N + 1;
    for (let run = 0; run < 2; run++) {
      const result = await count(n, { threads: 2 });
      expect([result.solutions, result.threads, countPool.started]).toEqual([solutionsOf(n), 2, 2]);
    }
  });

  it("reports progress from inside a chunk, and a cancelled count leaves the pool counting right", async () => {
    // a pool of its own, to see every reply the workers send
    const replies: string[] = [];
    const pool = new WorkerPool<TaskMessage, UnitResult[]>(() => {
      const port = handingCore<UnitResult[]>(nodeWorkerPort(countWorkerUrl()), nodeCore);
      const listen = port.listen.bind(port);
      port.listen = (onReply, onError) => listen((reply: Reply<UnitResult[]>) => {
        replies.push(reply.type === "progress" ? "progress" : "result");
        onReply(reply);
      }, onError);
      return port;
    });
    // n = 18 by backtracking: a chunk of subtrees takes seconds, so stop at the first progress
    const stop = new AbortController();
    const units = Array.from({ length: unitSplit(18, "backtrack").tasks }, (_, i) => i);
    let first = 0;
    const cancelled = poolCount(pool, {
      n: 18, engine: "wasm", algo: "backtrack", threads: 2, units: units.values(), count: units.length, signal: stop.signal, onUnit() {},
      onDone: (done) => {
        first = done;
        stop.abort();
      },
    });
    await expect(cancelled).rejects.toMatchObject({ name: "AbortError" });
    expect(replies[0]).toBe("progress");
    expect(first).toBeGreaterThan(0);
    // the busy workers were ended; the next count starts others and counts right
    expect(pool.started).toBe(2);
    let solutions = 0n;
    const all = Array.from({ length: unitSplit(10, "backtrack").units }, (_, i) => i);
    await poolCount(pool, { n: 10, engine: "wasm", algo: "backtrack", threads: 2, units: all.values(), count: all.length, onUnit: (r) => (solutions += r.solutions) });
    expect(solutions).toBe(solutionsOf(10));
    expect(pool.started).toBe(4);
    pool.close();
  });
});
