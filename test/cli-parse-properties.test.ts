// Properties (fast-check) of the CLI's parsers, in process: whatever text they get, numbers and
// time limits, batch files, shard labels and shard sets come out right or as one UsageError (exit
// 2), never another exception. Shard sets are judged against OEIS A000170 (test/oeis.ts).
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { seconds, wholeNumber } from "../src/cli/args.js";
import { parseSizes } from "../src/cli/commands/batch.js";
import { MAX_SHARDS, parseRecord, parseShard, shardLine } from "../src/cli/count-records.js";
import { mergeRecords } from "../src/cli/commands/merge.js";
import { count } from "../src/index.js";
import { unitSplit } from "../src/engine/count-units.js";
import { NoAnswerError, UsageError } from "../src/errors/errors.js";
import { solutionsOf } from "./oeis.js";
import { LAB_HELP, labOptionsOf, defined } from "../src/cli/lab-flags.js";
import { VARIANT_OPTIONS } from "../src/bench/variants.js";
import { variantsFrom } from "../src/cli/commands/bench.js";
import { checkLabOptions } from "../src/api/lab.js";
import { SOLVE_ALGOS } from "../src/api/solve.js";

/** Runs `parse`; a UsageError (or, where `refused` allows it, a NoAnswerError: exit 1) is an
 *  answer too (undefined), any other exception fails the property. */
function parsed<T>(parse: () => T, refused: readonly (abstract new (...args: never[]) => Error)[] = [UsageError]): T | undefined {
  try {
    return parse();
  } catch (error) {
    expect(refused.some((kind) => error instanceof kind)).toBe(true);
    expect((error as Error).message).not.toMatch(/\n/);
    return undefined;
  }
}

/** Text that looks like a number about as often as not. */
const numberish = fc.oneof(
  fc.string({ maxLength: 12 }),
  fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }).map(String),
  fc.double().map(String),
  fc.tuple(fc.nat(99), fc.nat(400)).map(([m, e]) => `${m}e${e}`),
  fc.constantFrom("1_000", "1__0", "_1", "0x10", "1e", "e5", " 8", "8 ", "+8", "-0", "٣", "Infinity", "NaN", ""),
);

describe("CLI parsers, on any text", () => {
  it("wholeNumber gives a safe integer in range that the text spells, or a UsageError", () => {
    fc.assert(fc.property(numberish, fc.nat(1000), fc.nat(10 ** 9), (text, min, span) => {
      const value = parsed(() => wholeNumber(text, "n", min, min + span));
      if (value === undefined) return;
      expect(Number.isSafeInteger(value) && value >= min && value <= min + span).toBe(true);
      expect(BigInt(value)).toBe(BigInt(Number(text.replaceAll("_", "")))); // the value the text spells, exactly
    }), { numRuns: 2000 });
  });

  it("seconds gives a positive finite number of ms, or a UsageError", () => {
    fc.assert(fc.property(numberish, (text) => {
      const ms = parsed(() => seconds(text, "--timeout"));
      if (ms === undefined) return;
      expect(ms > 0 && Number.isFinite(ms)).toBe(true);
      // the value the text spells, to 15 digits: binary's 0.0000001 * 1000 is 0.00009999999999999999
      expect(Math.abs(ms - Number(text) * 1000)).toBeLessThanOrEqual(ms * 1e-14);
      const digits = String(ms).replace(/e.*$/, "").replace(".", "").replace(/^0+|0+$/g, "");
      expect(digits.length, String(ms)).toBeLessThanOrEqual(15);
    }), { numRuns: 2000 });
  });

  it("takes each algorithm's option for exactly the algorithms --help names, in solve and bench alike", () => {
    // a value each option takes on its own
    const VALUES: Record<string, string> = { move: "swap", start: "greedy", sideways: "1", restarts: "1", "max-steps": "10", schedule: "exp",
      t0: "1", cooling: "0.5", population: "10", crossover: "0.5", mutation: "0.5", generations: "10" };
    for (const flag of VARIANT_OPTIONS) {
      // the option's paragraph of --help: its line and those indented below it
      const paragraph = LAB_HELP.split(`--${flag} `)[1].split("\n  --")[0];
      const named = SOLVE_ALGOS.filter((algo) => paragraph.includes(algo));
      expect(named.length, flag).toBeGreaterThan(0);
      for (const algo of SOLVE_ALGOS) {
        const options = defined(labOptionsOf({ [flag]: VALUES[flag] }));
        const solveTakes = parsed(() => (checkLabOptions({ algo, ...options }), true)) ?? false;
        const benchTakes = parsed(() => variantsFrom(`${algo}:${flag}=${VALUES[flag]}`).length === 1) ?? false;
        expect([solveTakes, benchTakes], `${algo} --${flag}`).toEqual([named.includes(algo), named.includes(algo)]);
      }
    }
  });

  it("refuses --population past the range its help announces, and takes the ends", () => {
    const [, lo, hi] = /--population P\s+genetic: [^,]*, (\d+) to (\d+)/.exec(LAB_HELP)!.map(Number);
    for (const [value, ok] of [[lo - 1, false], [lo, true], [hi, true], [hi + 1, false]] as const) {
      const options = parsed(() => defined(labOptionsOf({ population: String(value) })));
      const taken = options !== undefined && parsed(() => (checkLabOptions({ algo: "genetic", ...options }), true)) === true;
      expect(taken, String(value)).toBe(ok);
    }
  });

  it("parseShard gives 0 <= I < K <= MAX_SHARDS as written, or a UsageError", () => {
    fc.assert(fc.property(fc.oneof(fc.tuple(numberish, numberish).map(([i, k]) => `${i}/${k}`), numberish), (text) => {
      const shard = parsed(() => parseShard(text));
      if (shard === undefined) return;
      expect(shard.index >= 0 && shard.index < shard.of && shard.of <= MAX_SHARDS).toBe(true);
      expect(`${shard.index}/${shard.of}`).toBe(text.replace(/(^|\/)0+(?=\d)/g, "$1"));
    }), { numRuns: 2000 });
  });

  it("parseShard takes a shard per unit of n = 27's split (144,179,617 units)", () => {
    const { units } = unitSplit(27, "quarter");
    expect(parseShard(`${units - 1}/${units}`)).toEqual({ index: units - 1, of: units });
  });

  it("batch's parseSizes keeps every size line in order, or names the first bad line", () => {
    const line = fc.oneof(numberish, fc.integer({ min: 1, max: 5000 }).map(String), fc.constantFrom("", "# a comment", "  12  # twelve", "\r"));
    fc.assert(fc.property(fc.array(line, { maxLength: 12 }), (lines) => {
      const text = lines.join("\n");
      try {
        const sizes = parseSizes(text, "f", "wasm", 1e8);
        const expected = lines.map((l) => l.replace(/#.*$/, "").trim()).filter((l) => l !== "").map((l) => Number(l.replaceAll("_", "")));
        expect(sizes).toEqual(expected);
        for (const n of sizes) expect(Number.isSafeInteger(n) && n >= 1 && n <= 1e8).toBe(true);
      } catch (error) {
        expect(error).toBeInstanceOf(UsageError);
        const [, where] = /^f:(\d+): /.exec((error as Error).message) ?? [];
        expect(Number(where)).toBeGreaterThanOrEqual(1);
        expect(Number(where)).toBeLessThanOrEqual(Math.max(1, text.split(/\r?\n/).length));
      }
    }), { numRuns: 1000 });
  });
});

describe("merge, on any set of shards", () => {
  it("adds up the sets that hold every unit untouched (OEIS A000170) and refuses every other with exit 1 or 2", async () => {
    // every shard of n = 8..11 split 1..5 ways, counted for real
    const shards = new Map<string, string[]>();
    for (let n = 8; n <= 11; n++) {
      for (let of = 1; of <= 5; of++) {
        const lines: string[] = [];
        for (let index = 0; index < of; index++) lines.push(shardLine({ ...(await count(n, { shard: { index, of } })), shard: { index, of } }));
        shards.set(`${n}/${of}`, lines);
      }
    }
    const field = fc.constantFrom("n", "shard", "solutions", "rot180", "rot90", "nodes", "units", "totalUnits", "split", "version", "ms", "threads", "engine", "algo");
    const junk = fc.oneof(fc.jsonValue(), fc.constantFrom(1e400, -1, 0.5, "7", "abc", 2 ** 53 + 2, "3/2", "99999999999/100000000000"));
    const set = fc.record({
      key: fc.constantFrom(...shards.keys()),
      // which of the K shards to give, in what order, some perhaps twice or left out
      picks: fc.array(fc.nat(9), { maxLength: 7 }),
      complete: fc.boolean(),
      edits: fc.array(fc.tuple(fc.nat(9), field, junk), { maxLength: 2 }),
      foreign: fc.option(fc.constantFrom(...shards.keys())),
    });
    fc.assert(fc.property(set, ({ key, picks, complete, edits, foreign }) => {
      const all = shards.get(key)!;
      let lines = complete ? [...all].reverse() : picks.map((p) => all[p % all.length]);
      if (foreign) lines.push(shards.get(foreign)![0]);
      lines = lines.map((line, i) => {
        const changes = edits.filter(([at]) => at % Math.max(1, lines.length) === i);
        if (changes.length === 0) return line;
        const record = JSON.parse(line) as Record<string, unknown>;
        for (const [, name, value] of changes) record[name] = value;
        return JSON.stringify(record);
      });
      const untouched = lines.every((line) => all.includes(line));
      const whole = untouched && lines.length === all.length && new Set(lines).size === all.length;
      const merged = parsed(() => mergeRecords(lines.map((line, i) => parseRecord(line, `stdin:${i + 1}`))), [UsageError, NoAnswerError]);
      const n = Number(key.split("/")[0]);
      if (whole) expect(merged?.solutions).toBe(solutionsOf(n));
      if (merged === undefined) return;
      // accepted: the lines given hold every unit of one count (the foreign one's, perhaps), and the total is OEIS's
      expect(merged.solutions).toBe(solutionsOf(merged.n));
    }), { numRuns: 1000 });
  });
});
