// Calls in flight at once, from code: each resolves with its own answer, checked for its own n and
// board, the same as the call run alone, and an answer never changes after it is returned; they
// take a few instances in turn, and what a caller holds open never takes one of those.
import { readFile } from "node:fs/promises";
import { describe, expect, it, vi } from "vitest";
import { countPlacements, place, placements, solve, verify, verifyPlacement } from "../src/index.js";
import { createApi } from "../src/api/create-api.js";
import { CALL_INSTANCES, coreLoader } from "../src/wasm/instantiate.js";

/** Every placement of a board, listed by placements(), as rows. */
async function listed(run: AsyncGenerator<{ rows: Uint8Array; count: number }>, n: number): Promise<number[][]> {
  const all: number[][] = [];
  for await (const { rows, count } of run) for (let s = 0; s < count; s++) all.push([...rows.subarray(s * n, (s + 1) * n)]);
  return all;
}

describe("calls in flight at once", () => {
  it("two solves of different n: each its own n and rows, the same as alone", async () => {
    const [a, b] = await Promise.all([solve(8, { seed: 1 }), solve(10, { seed: 1 })]);
    expect(a.rows).toHaveLength(8);
    expect(b.rows).toHaveLength(10);
    expect(verify(a.rows)).toEqual({ ok: true, n: 8 });
    expect(verify(b.rows)).toEqual({ ok: true, n: 10 });
    expect([...a.rows]).toEqual([...(await solve(8, { seed: 1 })).rows]);
    expect([...b.rows]).toEqual([...(await solve(10, { seed: 1 })).rows]);
  });

  it("a seed gives the same answer beside another solve, on either engine", async () => {
    for (const engine of ["wasm", "ts"] as const) {
      const alone = await solve(2000, { seed: 5, engine });
      const [beside] = await Promise.all([solve(2000, { seed: 5, engine }), solve(30_000, { seed: 6, engine }), solve(3000, { seed: 7, engine })]);
      expect([...beside.rows]).toEqual([...alone.rows]);
    }
  });

  it("the ts engine's solve(8) beside a larger one returns 8 rows", async () => {
    const [a, b] = await Promise.all([solve(8, { engine: "ts", seed: 3 }), solve(50_000, { engine: "ts", seed: 3 })]);
    expect(verify(a.rows)).toEqual({ ok: true, n: 8 });
    expect(verify(b.rows)).toEqual({ ok: true, n: 50_000 });
  });

  it("solve(8) beside a construction of 3 * 10^5 columns: both valid", async () => {
    const [a, b] = await Promise.all([solve(8, { seed: 2 }), solve(300_000, { algo: "construct" })]);
    expect(verify(a.rows)).toEqual({ ok: true, n: 8 });
    expect(verify(b.rows)).toEqual({ ok: true, n: 300_000 });
  });

  it("an answer stays what it was after later solves, large ones included", async () => {
    const first = await solve(100_000, { seed: 11 });
    const kept = first.rows.slice();
    await solve(100_000, { seed: 12 });
    await solve(400_000, { seed: 13 }); // grows an engine's memory past the first answer's
    expect(first.rows).toHaveLength(100_000);
    expect(first.rows).toEqual(kept);
    const small = await solve(8, { seed: 1 });
    const smallKept = small.rows.slice();
    await Promise.all([solve(8, { seed: 2 }), solve(12, { seed: 3 })]);
    expect(small.rows).toEqual(smallKept);
  });

  it("two countPlacements: 10 rooks 10! and 8 queens 92", async () => {
    for (const engine of ["wasm", "ts"] as const) {
      const [r, q] = await Promise.all([countPlacements(10, { piece: "rook", engine }), countPlacements(8, { engine })]);
      expect(r.count).toBe(3628800n); // 10!
      expect(q.count).toBe(92n); // OEIS A000170
    }
  });

  it("place() of 10^5 rooks beside place(40) queens: both end, both valid", async () => {
    const [r, q] = await Promise.all([place(100_000, { piece: "rook", seed: 1 }), place(40, { seed: 1 })]);
    expect(verifyPlacement({ n: 100_000, piece: "rook" }, r.rows)).toEqual({ ok: true, n: 100_000 });
    expect(verifyPlacement({ n: 40, piece: "queen" }, q.rows)).toEqual({ ok: true, n: 40 });
  });

  it("two placements() listings at once: each its own board's placements", async () => {
    for (const engine of ["wasm", "ts"] as const) {
      const [q8, r6] = await Promise.all([listed(placements(8, { engine }), 8), listed(placements(6, { piece: "rook", engine }), 6)]);
      expect(q8).toHaveLength(92);
      expect(r6).toHaveLength(720); // 6!
      for (const rows of q8) expect(verifyPlacement({ n: 8, piece: "queen" }, rows).ok).toBe(true);
      for (const rows of r6) expect(verifyPlacement({ n: 6, piece: "rook" }, rows).ok).toBe(true);
    }
  });
});

describe("the instances calls take in turn", () => {
  /** An API over a loader of its own, counting the instances it makes. */
  async function countedApi() {
    const module = await WebAssembly.compile(await readFile(new URL("../build/release.wasm", import.meta.url)));
    const instantiate = vi.spyOn(WebAssembly, "instantiate");
    return { api: createApi({ core: coreLoader(async () => module) }), made: () => instantiate.mock.calls.length };
  }

  it("200 solves at once each get their own answer on at most CALL_INSTANCES instances", async () => {
    const { api, made } = await countedApi();
    try {
      const answers = await Promise.all(Array.from({ length: 200 }, (_, seed) => api.solve(500, { seed })));
      answers.forEach((a, seed) => expect(verify(a.rows), `seed ${seed}`).toEqual({ ok: true, n: 500 }));
      expect([...answers[7].rows]).toEqual([...(await api.solve(500, { seed: 7 })).rows]);
      expect(made()).toBeLessThanOrEqual(CALL_INSTANCES + 1); // and the one largestN() measures
    } finally {
      vi.restoreAllMocks();
    }
  });

  it("open listings and watchers take instances of their own: a solve awaited while they are held ends", async () => {
    const { api } = await countedApi();
    const held = Array.from({ length: CALL_INSTANCES + 1 }, () => api.placements(8));
    for (const listing of held) expect((await listing.next()).done).toBe(false);
    const watchers = await Promise.all(Array.from({ length: CALL_INSTANCES + 1 }, (_, seed) => api.watch(8, { seed })));
    expect(verify((await api.solve(8, { seed: 1 })).rows)).toEqual({ ok: true, n: 8 });
    expect((await api.countPlacements(6, { piece: "rook" })).count).toBe(720n); // 6!
    for (const listing of held) await listing.return(undefined);
    expect(watchers).toHaveLength(CALL_INSTANCES + 1);
  });

  it("a call waiting for an instance stops at its abort, before the calls ahead of it end", async () => {
    const { api } = await countedApi();
    const controller = new AbortController();
    let ended = 0;
    const ahead = Array.from({ length: CALL_INSTANCES }, (_, seed) =>
      api.solve(4_000_000, { seed, onProgress: () => controller.abort() }).then((a) => (ended++, a)));
    const waiting = api.solve(8, { seed: 1, signal: controller.signal });
    // the calls ahead that had ended when it rejected (read there, not some turns of the event loop later)
    const endedThen = waiting.then(() => "solved", (error: unknown) => ((error as Error).name === "AbortError" ? ended : error));
    expect(await endedThen).toBe(0);
    for (const a of await Promise.all(ahead)) expect(verify(a.rows)).toEqual({ ok: true, n: 4_000_000 });
  });
});
