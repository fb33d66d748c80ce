// Shared by count-oeis and count-quarter: the TS twin's count of n on two worker threads, checked
// against the core's on an eighth of the count.
import { expect } from "vitest";
import { count, type CountAlgo } from "../src/index.js";

/** What the TS twin counts on two workers: an eighth of the count, to agree with the core there
 *  count for count and node for node. Its whole count took 13-18 s and showed no more of the twin:
 *  the twins are compared unit by unit up to n = 14 and on a unit of each configuration of n = 15
 *  (count-cross, count-twins); the whole count on two workers is checked against OEIS on the Wasm
 *  engine. */
const TWIN_SHARD = { index: 0, of: 8 };

/** Counts the eighth of n with `algo` on two workers on both engines: the TS twin must give the
 *  core's solutions, unique and nodes (a non-empty share), with `algo` and two threads. */
export async function expectTwinCountsEighth(n: number, algo: CountAlgo): Promise<void> {
  const wasm = await count(n, { engine: "wasm", threads: 2, algo, shard: TWIN_SHARD });
  const ts = await count(n, { engine: "ts", threads: 2, algo, shard: TWIN_SHARD });
  expect(wasm.solutions).toBeGreaterThan(0n);
  expect([ts.solutions, ts.unique, ts.nodes, ts.algo, ts.threads]).toEqual([wasm.solutions, wasm.unique, wasm.nodes, algo, 2]);
}
