// Any calls in flight at once, from code: random mixes of solve, place, countPlacements,
// placements, count and solutions on both engines, with random sizes, seeds, aborts and time
// limits, all started together. Each ends with an answer the verifiers accept for its own n and
// board, equal to the same call run alone, or with the documented error (the signal's reason for an
// abort, TimeoutError past its time limit, NoAnswerError where no placement exists).
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  count, countPlacements, place, placements, solutions, solve, verify, verifyPlacement,
  NoAnswerError, TimeoutError, type Engine, type Piece,
} from "../src/index.js";
import { knownFundamental, knownSolutions } from "../src/data/known-counts.js";

/** The reason every aborted call gets, and must reject with. */
const STOPPED = new Error("stopped by the test");

type Call =
  | { kind: "solve"; n: number; seed: number; engine: Engine; algo: "minconflicts" | "construct" | "backtrack" }
  | { kind: "place"; n: number; seed: number; engine: Engine; piece: Piece; blocked: [number, number][] }
  | { kind: "countPlacements"; n: number; engine: Engine; piece: Piece }
  | { kind: "placements"; n: number; engine: Engine; piece: Piece; limit: number }
  | { kind: "count"; n: number; engine: Engine }
  | { kind: "solutions"; n: number; engine: Engine; limit: number };

/** How a call may be stopped: not at all, by an abort after some turns of the event loop, or by a time limit. */
type Stop = { kind: "none" } | { kind: "abort"; turns: number } | { kind: "timeout"; ms: number };

const engine = fc.constantFrom<Engine>("wasm", "ts");
const piece = fc.constantFrom<Piece>("queen", "rook", "knight");
const seed = fc.nat({ max: 2 ** 40 });

const call: fc.Arbitrary<Call> = fc.oneof(
  fc.record({ kind: fc.constant("solve" as const), n: fc.oneof(fc.integer({ min: 1, max: 60 }), fc.integer({ min: 1000, max: 20_000 })), seed, engine, algo: fc.constantFrom("minconflicts" as const, "construct" as const) }),
  fc.record({ kind: fc.constant("solve" as const), n: fc.integer({ min: 1, max: 24 }), seed, engine, algo: fc.constant("backtrack" as const) }),
  fc.record({ kind: fc.constant("place" as const), n: fc.integer({ min: 1, max: 300 }), seed, engine, piece, blocked: fc.array(fc.tuple(fc.nat(), fc.nat()), { maxLength: 3 }) }),
  fc.record({ kind: fc.constant("countPlacements" as const), n: fc.integer({ min: 1, max: 8 }), engine, piece }),
  fc.record({ kind: fc.constant("placements" as const), n: fc.integer({ min: 1, max: 7 }), engine, piece, limit: fc.integer({ min: 0, max: 3000 }) }),
  fc.record({ kind: fc.constant("count" as const), n: fc.integer({ min: 1, max: 11 }), engine }),
  fc.record({ kind: fc.constant("solutions" as const), n: fc.integer({ min: 1, max: 8 }), engine, limit: fc.integer({ min: 0, max: 100 }) }),
);

const stop: fc.Arbitrary<Stop> = fc.oneof(
  { weight: 3, arbitrary: fc.constant({ kind: "none" as const }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant("abort" as const), turns: fc.integer({ min: 0, max: 20 }) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant("timeout" as const), ms: fc.integer({ min: 0, max: 30 }) }) },
);

/** What a call ended in, comparable with ==: its answer in words, or its error's class. */
type Outcome = { answer: string } | { error: string };

async function listed(batches: AsyncGenerator<{ rows: Uint8Array; count: number }>, n: number, check: (rows: Uint8Array) => void): Promise<string> {
  const all: string[] = [];
  for await (const { rows, count: k } of batches) {
    for (let s = 0; s < k; s++) {
      const one = rows.subarray(s * n, (s + 1) * n);
      check(one);
      all.push(one.join(","));
    }
  }
  return all.join(" ");
}

/** Runs one call, checks its answer with the verifiers, and says how it ended. */
async function run(c: Call, limits: { signal?: AbortSignal; timeoutMs?: number } = {}): Promise<Outcome> {
  const accepted = (verdict: { ok: boolean }, what: string): void => expect(verdict, what).toMatchObject({ ok: true });
  try {
    switch (c.kind) {
      case "solve": {
        const { rows } = await solve(c.n, { seed: c.seed, engine: c.engine, algo: c.algo, ...limits });
        accepted(verify(rows), `solve ${JSON.stringify(c)}`);
        expect(rows).toHaveLength(c.n);
        return { answer: rows.join(",") };
      }
      case "place": {
        const blocked = c.blocked.map(([r, col]) => [r % c.n, col % c.n] as [number, number]);
        const { rows } = await place(c.n, { piece: c.piece, blocked, seed: c.seed, engine: c.engine, ...limits });
        accepted(verifyPlacement({ n: c.n, piece: c.piece, blocked }, rows), `place ${JSON.stringify(c)}`);
        return { answer: rows.join(",") };
      }
      case "countPlacements": {
        const { count: k } = await countPlacements(c.n, { piece: c.piece, engine: c.engine, ...limits });
        if (c.piece === "queen") expect(k).toBe(knownSolutions(c.n));
        return { answer: String(k) };
      }
      case "placements":
        return { answer: await listed(placements(c.n, { piece: c.piece, engine: c.engine, limit: c.limit, ...limits }), c.n, (rows) => accepted(verifyPlacement({ n: c.n, piece: c.piece }, rows), `placements ${JSON.stringify(c)}`)) };
      case "count": {
        const result = await count(c.n, { engine: c.engine, signal: limits.signal });
        expect([result.solutions, result.unique]).toEqual([knownSolutions(c.n), knownFundamental(c.n)]);
        return { answer: `${result.solutions} ${result.unique}` };
      }
      case "solutions":
        return { answer: await listed(solutions(c.n, { engine: c.engine, limit: c.limit, ...limits }), c.n, (rows) => accepted(verify(rows), `solutions ${JSON.stringify(c)}`)) };
    }
  } catch (error) {
    if (error === STOPPED || error instanceof NoAnswerError) return { error: error === STOPPED ? "stopped" : (error as Error).name };
    throw error;
  }
}

/** The limits of a stop, and a promise that ends when its abort has fired (if it has one). */
function limitsOf(s: Stop): { signal?: AbortSignal; timeoutMs?: number } {
  if (s.kind === "timeout") return { timeoutMs: s.ms };
  if (s.kind === "none") return {};
  const controller = new AbortController();
  const fire = (left: number): void => {
    if (left === 0) controller.abort(STOPPED);
    else setImmediate(() => fire(left - 1));
  };
  fire(s.turns);
  return { signal: controller.signal };
}

describe("calls in flight at once, any mix", () => {
  it("each ends with its own verified answer, as when run alone, or the documented error", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.tuple(call, stop), { minLength: 2, maxLength: 7 }), async (mix) => {
        const together = await Promise.all(mix.map(([c, s]) => run(c, limitsOf(s))));
        for (let i = 0; i < mix.length; i++) {
          const [c, s] = mix[i];
          const got = together[i];
          const alone = await run(c);
          const what = `${JSON.stringify(c)} stopped by ${JSON.stringify(s)}`;
          if ("answer" in got || s.kind === "none") expect(got, what).toEqual(alone);
          else expect([s.kind === "abort" ? "stopped" : TimeoutError.name, ...("error" in alone ? [alone.error] : [])], what).toContain(got.error);
        }
      }),
      { numRuns: 25 },
    );
  });
});
