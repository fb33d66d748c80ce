// Options from code are checked as strictly as the command line's flags, whatever object a caller
// passes (fast-check): a name the function does not take is refused with the nearest one it does
// suggested, and a value of the wrong kind is a UsageError, never a raw TypeError, a default run
// in its place, or a hang. Every call here is small (n = 8), so each run ends in milliseconds.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { count, countPlacements, crossCheck, place, placements, readRows, solutions, solve, watch, NoAnswerError, TimeoutError, UsageError } from "../src/index.js";

/** Drains a listing: its errors surface on the first step. */
async function drain(batches: AsyncGenerator<{ count: number }>): Promise<number> {
  let all = 0;
  for await (const { count: k } of batches) all += k;
  return all;
}

type Call = (options: Record<string, unknown>) => Promise<unknown>;

/** Each function, called on a small board, and the options it takes, as docs/api.md lists them. */
const FUNCTIONS: Record<string, { call: Call; keys: string[] }> = {
  solve: {
    call: (o) => solve(8, o),
    keys: ["seed", "engine", "algo", "maxSteps", "maxRestarts", "timeoutMs", "signal", "onProgress", "verify", "onCheck",
      "move", "start", "sideways", "schedule", "t0", "cooling", "population", "crossover", "mutation", "generations"],
  },
  watch: {
    call: (o) => watch(8, { seed: 1, ...o } as never),
    keys: ["seed", "engine", "algo", "maxSteps", "maxRestarts", "timeoutMs", "signal", "onProgress", "verify", "onCheck",
      "move", "start", "sideways", "schedule", "t0", "cooling", "population", "crossover", "mutation", "generations", "from"],
  },
  count: { call: (o) => count(8, o), keys: ["engine", "algo", "threads", "shard", "done", "onUnit", "signal", "timeoutMs", "onProgress"] },
  solutions: { call: (o) => drain(solutions(8, o)), keys: ["engine", "limit", "signal", "timeoutMs"] },
  place: {
    call: (o) => place(8, o),
    keys: ["piece", "blocked", "fixed", "engine", "seed", "maxSteps", "maxRestarts", "timeoutMs", "signal", "onProgress", "oneBased", "verify"],
  },
  countPlacements: {
    call: (o) => countPlacements(6, o),
    keys: ["piece", "blocked", "fixed", "engine", "seed", "maxSteps", "maxRestarts", "timeoutMs", "signal", "onProgress", "oneBased", "verify"],
  },
  placements: {
    call: (o) => drain(placements(6, { limit: 3, ...o })),
    keys: ["piece", "blocked", "fixed", "engine", "seed", "maxSteps", "maxRestarts", "timeoutMs", "signal", "onProgress", "oneBased", "verify", "limit"],
  },
  crossCheck: { call: (o) => crossCheck(8, [], o), keys: ["engine", "signal", "onProgress"] },
  readRows: { call: (o) => readRows(o), keys: ["name", "oneBased"] },
};

const outcome = (run: () => Promise<unknown>): Promise<unknown> => Promise.resolve().then(run).then(() => "answered", (error: unknown) => error);

describe("option names", () => {
  it.each([
    ["solve", "seeed", "seed"], ["solve", "maxstep", "maxSteps"], ["watch", "sead", "seed"], ["count", "thread", "threads"],
    ["count", "timeout", "timeoutMs"], ["solutions", "limt", "limit"], ["place", "bloked", "blocked"], ["placements", "limits", "limit"],
    ["crossCheck", "engin", "engine"], ["readRows", "onebased", "oneBased"],
  ])("%s refuses '%s' and suggests '%s'", async (name, typo, meant) => {
    const error = await outcome(() => FUNCTIONS[name].call({ [typo]: 1 }));
    expect(error).toBeInstanceOf(UsageError);
    expect((error as Error).message).toContain(`has no option '${typo}'; did you mean '${meant}'?`);
  });

  it("suggests nothing for a name far from every option, and lists them", async () => {
    const error = await outcome(() => solve(8, { colour: "red" } as never));
    expect((error as Error).message).toMatch(/^solve has no option 'colour' \(its options: seed, engine, /);
  });

  it("the problem object of place() is checked the same way", async () => {
    const error = await outcome(() => place({ n: 8, peice: "rook" } as never));
    expect((error as Error).message).toContain("has no option 'peice'; did you mean 'piece'?");
  });

  it("every function refuses any name it does not take, naming it", async () => {
    const name = fc.constantFrom(...Object.keys(FUNCTIONS));
    const key = fc.string({ minLength: 1, maxLength: 12 }).filter((k) => k !== "__proto__");
    await fc.assert(
      fc.asyncProperty(name, key, async (fn, k) => {
        fc.pre(!FUNCTIONS[fn].keys.includes(k));
        const error = await outcome(() => FUNCTIONS[fn].call({ [k]: 1 }));
        expect(error).toBeInstanceOf(UsageError);
        expect((error as Error).message).toContain(`has no option '${k}'`);
      }),
      { numRuns: 200 },
    );
  });
});

describe("option values", () => {
  /** Values of every kind, right and wrong: what a caller's JavaScript may hand over. */
  const value = fc.oneof(
    fc.string({ maxLength: 6 }), fc.integer({ min: -5, max: 40 }), fc.double(), fc.boolean(), fc.constant(null),
    fc.array(fc.integer({ min: -1, max: 9 }), { maxLength: 4 }), fc.array(fc.tuple(fc.integer({ min: -1, max: 9 }), fc.double()), { maxLength: 3 }),
    fc.dictionary(fc.constantFrom("index", "of", "unit", "x"), fc.oneof(fc.integer({ min: -1, max: 3 }), fc.string({ maxLength: 2 }))),
    fc.bigInt({ min: -2n, max: 2n }), fc.constant(() => {}),
  );

  it("a value of any kind for any option ends in an answer or a UsageError or NoAnswerError, never a raw error", async () => {
    const name = fc.constantFrom(...Object.keys(FUNCTIONS));
    await fc.assert(
      fc.asyncProperty(name, fc.nat(), value, async (fn, pick, v) => {
        // count's `done` (resumed units) is checked by the checkpoint's own tests
        const keys = FUNCTIONS[fn].keys.filter((k) => k !== "done");
        const key = keys[pick % keys.length];
        const error = await outcome(() => FUNCTIONS[fn].call({ [key]: v, ...(key !== "timeoutMs" && { timeoutMs: 2000 }) }));
        if (error === "answered") return;
        expect(error, `${fn}({ ${key}: ${fc.stringify(v)} })`).toSatisfy((e: unknown) => e instanceof UsageError || e instanceof NoAnswerError);
      }),
      { numRuns: 300 },
    );
  });
});

describe("count's time limit", () => {
  it("count() stops at timeoutMs with TimeoutError, as the other calls do", async () => {
    // n = 18 takes seconds of one thread (OEIS A000170: 666,090,624 solutions); 1 ms is far short of it
    const error = await outcome(() => count(18, { timeoutMs: 1 }));
    expect(error).toBeInstanceOf(TimeoutError);
    expect(error).toMatchObject({ code: "TIMEOUT" });
  });
});
