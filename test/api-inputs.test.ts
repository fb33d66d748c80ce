// Inputs from code are as strict as from the command line: each bad one rejects (or throws, for
// the synchronous verifiers) with its error class and stable code, never the default run in its
// place, a raw TypeError or a listing that never ends.
import { describe, expect, it } from "vitest";
import {
  count, countPlacements, place, placements, solutions, solve, verify, verifyPlacement, watch,
  CancelledError, FixedAttackError, GaveUpError, InvalidAnswerError, NoAnswerError, TimeoutError, UsageError, WasmLoadError,
} from "../src/index.js";

/** Drains a listing: its errors surface on the first step. */
async function drain(batches: AsyncGenerator<{ count: number }>): Promise<number> {
  let all = 0;
  for await (const { count: k } of batches) all += k;
  return all;
}

const usage = { name: "UsageError", code: "USAGE" };

describe("bad options from code", () => {
  it.each([
    ["engine 'gpu'", () => solve(8, { engine: "gpu" as never })],
    ["algo 'dfs'", () => solve(8, { algo: "dfs" as never })],
    ["maxSteps 0", () => solve(8, { maxSteps: 0 })],
    ["maxSteps -1", () => solve(8, { maxSteps: -1 })],
    ["maxSteps NaN", () => solve(8, { maxSteps: NaN })],
    ["maxRestarts 1.5", () => solve(8, { maxRestarts: 1.5 })],
    ["timeoutMs NaN", () => solve(8, { timeoutMs: NaN })],
    ["timeoutMs 'x'", () => solve(8, { timeoutMs: "x" as never })],
    ["null options", () => solve(8, null as never)],
    ["a signal that is not one", () => solve(8, { signal: {} as never })],
    ["onProgress not a function", () => solve(8, { onProgress: 1 as never })],
    ["verify 'yes'", () => solve(8, { verify: "yes" as never })],
    ["count's algo 'x'", () => count(8, { algo: "x" as never })],
    ["count's engine 'cuda'", () => count(8, { engine: "cuda" as never })],
    ["count's threads 0", () => count(8, { threads: 0 })],
    ["count's null options", () => count(8, null as never)],
    ["solutions' limit 1.5", () => drain(solutions(4, { limit: 1.5 }))],
    ["solutions' limit -1", () => drain(solutions(4, { limit: -1 }))],
    ["placements' limit 1.5 (wasm)", () => drain(placements(4, { limit: 1.5 }))],
    ["placements' limit 1.5 (ts)", () => drain(placements(4, { limit: 1.5, engine: "ts" }))],
    ["place's piece 'bishop'", () => place(8, { piece: "bishop" as never })],
    ["place's engine 'gpu'", () => place(8, { engine: "gpu" as never })],
    ["place's maxSteps 0", () => place(40, { maxSteps: 0 })],
    ["place's null options", () => place(8, null as never)],
    ["countPlacements' timeoutMs -1", () => countPlacements(8, { timeoutMs: -1 })],
  ])("%s: UsageError", async (_, call) => {
    await expect(call()).rejects.toMatchObject(usage);
    await expect(call()).rejects.toBeInstanceOf(UsageError);
  });

  it.each([
    ["hillclimb's sideways -1", () => solve(8, { algo: "hillclimb", sideways: -1 })],
    ["hillclimb's sideways 1.5", () => solve(8, { algo: "hillclimb", sideways: 1.5 })],
    ["anneal's t0 0", () => solve(8, { algo: "anneal", t0: 0 })],
    ["anneal's t0 NaN", () => solve(8, { algo: "anneal", t0: NaN })],
    ["anneal's cooling 1", () => solve(8, { algo: "anneal", cooling: 1 })],
    ["anneal's schedule 'x'", () => solve(8, { algo: "anneal", schedule: "x" as never })],
    ["anneal's cooling with the linear schedule", () => solve(8, { algo: "anneal", schedule: "linear", cooling: 0.9 })],
    ["genetic's population 1", () => solve(8, { algo: "genetic", population: 1 })],
    ["genetic's crossover 2", () => solve(8, { algo: "genetic", crossover: 2 })],
    ["genetic's mutation -0.1", () => solve(8, { algo: "genetic", mutation: -0.1 })],
    ["genetic's generations 0", () => solve(8, { algo: "genetic", generations: 0 })],
    ["genetic's total fitness past 32 bits", () => solve(10_000, { algo: "genetic", population: 100 })],
    ["move 'diagonal'", () => solve(8, { move: "diagonal" as never })],
    ["start 'middle'", () => solve(8, { start: "middle" as never })],
    ["population for hillclimb", () => solve(8, { algo: "hillclimb", population: 10 })],
    ["sideways for minconflicts", () => solve(8, { sideways: 3 })],
    ["move for anneal", () => solve(8, { algo: "anneal", move: "column" })],
    ["watch's t0 -1", () => watch(8, { algo: "anneal", t0: -1, seed: 1 })],
    ["watch's seed -1", () => watch(8, { seed: -1 })],
    ["watch's seed 1.5", () => watch(8, { algo: "hillclimb", seed: 1.5 })],
    ["watch without a seed", () => watch(8, {} as never)],
    ["watch's n 3", () => watch(3, { seed: 1 })],
    ["watch's algo construct", () => watch(8, { algo: "construct", seed: 1 })],
    ["watch's engine 'gpu'", () => watch(8, { engine: "gpu" as never, seed: 1 })],
  ])("the lab's %s: UsageError", async (_, call) => {
    await expect(call()).rejects.toMatchObject(usage);
    await expect(call()).rejects.toBeInstanceOf(UsageError);
  });

  // as fetch() does (WHATWG DOM, "AbortSignal": abort() without a reason gives an AbortError
  // DOMException, AbortSignal.timeout() a TimeoutError DOMException)
  it.each([
    ["a reason of the caller's", () => AbortSignal.abort(new Error("the user left")), { message: "the user left" }],
    ["abort() with no reason: an AbortError DOMException", () => AbortSignal.abort(), { name: "AbortError" }],
    ["AbortSignal.timeout(): a TimeoutError DOMException", () => AbortSignal.timeout(0), { name: "TimeoutError" }],
  ])("an aborted signal stops every kind of call before it answers, rejecting with its reason: %s", async (_, make, expected) => {
    const signal = make();
    if (!signal.aborted) await new Promise((resolve) => signal.addEventListener("abort", resolve, { once: true }));
    const calls = [
      solve(8, { signal }), solve(8, { algo: "backtrack", signal }), solve(8, { algo: "construct", signal }),
      place(8, { signal }), countPlacements(8, { signal }), count(8, { signal }), drain(solutions(8, { signal })), drain(placements(6, { signal })),
    ];
    for (const outcome of await Promise.allSettled(calls)) {
      const error = outcome.status === "rejected" ? outcome.reason : undefined;
      expect(error).toBe(signal.reason);
      expect(error).toMatchObject(expected);
    }
  });

  it("a time limit of 0 ms is a TimeoutError, a NoAnswerError with its own code", async () => {
    const error = await solve(200_000, { timeoutMs: 0 }).then(() => undefined, (e: unknown) => e);
    expect(error).toBeInstanceOf(TimeoutError);
    expect(error).toBeInstanceOf(NoAnswerError);
    expect(error).toMatchObject({ name: "TimeoutError", code: "TIMEOUT" });
    await expect(solve(3)).rejects.toMatchObject({ name: "NoAnswerError", code: "NO_ANSWER" });
  });

  it("every error class has its name and code", () => {
    const cause = new Error("underneath");
    for (const [Class, code] of [[UsageError, "USAGE"], [NoAnswerError, "NO_ANSWER"], [TimeoutError, "TIMEOUT"], [CancelledError, "CANCELLED"], [InvalidAnswerError, "INVALID_ANSWER"], [WasmLoadError, "WASM_LOAD"]] as const) {
      expect(new Class("x", { cause })).toMatchObject({ name: Class.name, code, message: "x", cause });
    }
    expect(new GaveUpError("x", 5, 1)).toMatchObject({ name: "GaveUpError", code: "GAVE_UP", steps: 5, restarts: 1 });
    expect(new FixedAttackError("x", "rook", [0, 0, 0, 1])).toMatchObject({ name: "FixedAttackError", code: "FIXED_ATTACK", squares: [0, 0, 0, 1] });
    expect(new GaveUpError("x", 5, 1)).toBeInstanceOf(NoAnswerError);
    expect(new FixedAttackError("x", "rook", [0, 0, 0, 1])).toBeInstanceOf(UsageError);
  });
});

describe("squares that are not whole numbers", () => {
  it("place() says a square must be whole numbers, not that it is off the board", async () => {
    await expect(place(8, { blocked: [[0.5, 0]] })).rejects.toThrow(/blocked square 1 must be whole numbers, got 0\.5/);
    await expect(place({ n: 8, fixed: [2, 0.25] })).rejects.toThrow(/fixed square 1 must be whole numbers, got 0\.25/);
  });
});

describe("an answer's writers check their format and options as the calls do", () => {
  it("bytes, checkedBytes and stream refuse an unknown format, an unknown option name and a oneBased that is not a boolean", async () => {
    const answer = await solve(8, { seed: 1 });
    for (const write of [answer.bytes, answer.checkedBytes, answer.stream].map((f) => f.bind(answer) as (format: never, options?: never) => unknown)) {
      expect(() => write("csv" as never)).toThrow(expect.objectContaining({ code: "USAGE", message: expect.stringContaining('"json" or "text", got "csv"') }));
      expect(() => write("text" as never, { onebased: true } as never)).toThrow(/has no option 'onebased'; did you mean 'oneBased'\?/);
      expect(() => write("text" as never, { oneBased: 1 } as never)).toThrow("oneBased must be true or false, got 1");
    }
    let written = "";
    for (const chunk of answer.bytes("json", { oneBased: true })) written += new TextDecoder().decode(chunk); // each chunk valid until the next
    expect(written).toBe(`${JSON.stringify(Array.from(answer.rows, (r) => r + 1))}\n`);
  });
});

describe("bad input to the verifiers", () => {
  it.each([
    ["verify(null)", () => verify(null as never)],
    ["verify(8)", () => verify(8 as never)],
    ["verify(['0'])", () => verify(["0"] as never)],
    ["verify(BigInt64Array)", () => verify(new BigInt64Array(4) as never)],
    ["verify(an object without a prototype)", () => verify(Object.create(null) as never)],
    ["a piece 'bishop'", () => verifyPlacement({ n: 4, piece: "bishop" as never }, [1, 3, 0, 2])],
    ["a blocked square given as the string '10'", () => verifyPlacement({ n: 4, piece: "queen", blocked: "10" as never }, [1, 3, 0, 2])],
    ["an odd count of square numbers", () => verifyPlacement({ n: 4, piece: "queen", blocked: [1, 0, 2] }, [1, 3, 0, 2])],
    ["a NaN square", () => verifyPlacement({ n: 4, piece: "queen", fixed: [NaN, 0] }, [1, 3, 0, 2])],
    ["a square off the board", () => verifyPlacement({ n: 4, piece: "queen", blocked: [[4, 0]] }, [1, 3, 0, 2])],
    ["a pair of three", () => verifyPlacement({ n: 4, piece: "queen", blocked: [[1, 0, 2]] as never }, [1, 3, 0, 2])],
    ["rows holding a string", () => verifyPlacement({ n: 4, piece: "rook" }, [1, "3", 0, 2] as never)],
    ["a null board", () => verifyPlacement(null as never, [0])],
  ])("%s: UsageError", (_, call) => {
    expect(call).toThrow(UsageError);
  });

  it("rows off the board are still a verdict, not an error", () => {
    expect(verify([0, 1.5])).toMatchObject({ ok: false, conflict: "outside" });
    expect(verifyPlacement({ n: 2, piece: "rook" }, [0, 7])).toMatchObject({ ok: false });
  });
});
