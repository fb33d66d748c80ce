// What a count's lines can be trusted with (issue 31's reproductions): an n or algorithm edited in
// a shard line is refused even where OEIS has no count (n = 28..32), as is a line of another split
// revision, by name; the library's count({ done }) applies the same check; --checkpoint leaves a
// file that is not its own byte for byte, and a usage error leaves no file; merge names the right
// file for each value and never prints a time as null or Infinity; endless inputs end at once.
import { mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { count, NoAnswerError } from "../src/index.js";
import { unitSplit } from "../src/engine/count-units.js";
import { nqueens } from "./helpers.js";
import { solutionsOf } from "./oeis.js";

const dir = mkdtempSync(join(tmpdir(), "nq-trust-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const shardLines = (n: number, of: number, extra: string[] = []): string[] =>
  Array.from({ length: of }, (_, i) => nqueens(["count", String(n), "--shard", `${i}/${of}`, "--threads", "1", ...extra]).stdout.trim());

describe("lines that do not prove themselves", () => {
  const lines = shardLines(13, 3);

  it("merges the untouched shards to OEIS A000170(13)", () => {
    expect(nqueens(["merge"], lines.join("\n")).stdout).toMatch(new RegExp(`^n=13: ${solutionsOf(13)} solutions`));
  });

  it.each([
    ["n edited to 30 (the quarter join's range)", [/"n":13,/, '"n":30,'], /^nqueens: stdin:1: the quarter join counts n from 4 to 27, got 30.*altered\)\n$/],
    ["algo edited", [/"algo":"quarter"/, '"algo":"backtrack"'], /^nqueens: stdin:1: its split \(\w+, 257 units\) is not the split of n=13 by backtrack .*altered\n$/],
  ] as const)("refuses a shard line with %s (exit 1)", (_, [from, to], message) => {
    const run = nqueens(["merge", "--unique"], lines.map((line) => line.replace(from, to)).join("\n"));
    expect([run.status, run.stdout, run.stderr]).toEqual([1, "", expect.stringMatching(message)]);
  });

  it("refuses n edited within the backtracking search's range, where OEIS has no count (n = 28..32)", () => {
    const back = shardLines(12, 2, ["--algo", "backtrack"]);
    for (const n of [28, 32]) {
      const run = nqueens(["merge"], back.map((line) => line.replace('"n":12,', `"n":${n},`)).join("\n"));
      expect([run.status, run.stderr]).toEqual([1, expect.stringMatching(new RegExp(`^nqueens: stdin:1: its split .* is not the split of n=${n} by backtrack .*altered\\n$`))]);
    }
  });

  it("refuses a line of another split revision by name (exit 2)", () => {
    const old = lines.map((line) => line.replace('"revision":2,', ""));
    const run = nqueens(["merge"], old.join("\n"));
    expect([run.status, run.stderr]).toEqual([2, expect.stringMatching(/^nqueens: stdin:1: made by split revision 1 \(nqueens [\w.]+\); this build splits counts by revision 2: finish or merge it with a build of revision 1/)]);
  });

  it("names the files in the order of their values, and keeps times finite", () => {
    const a = join(dir, "a.json");
    const b = join(dir, "b.json");
    writeFileSync(a, lines[0]);
    writeFileSync(b, lines[1].replace(/"version":"[^"]+"/, '"version":"9.9.9"'));
    const run = nqueens(["merge", a, b]);
    expect(run.stderr).toMatch(/^nqueens: merge: \S+a\.json:1 and \S+b\.json:1 are results of different builds \(nqueens [\d.]+ and 9\.9\.9\)\n$/);
    const slow = lines.map((line) => line.replace(/,(\d+)\]/g, ",1e308]"));
    const huge = nqueens(["merge", "--json"], slow.join("\n"));
    expect([huge.status, huge.stderr]).toEqual([2, expect.stringMatching(/^nqueens: stdin:1: "units" must be a time in ms \(0 to 1000000000000000\), got 1e\+308\n$/)]);
  });

  it("count({ done }) refuses units that do not fit their check values, or are of another split", async () => {
    const whole = await count(10, { algo: "quarter", shard: { index: 0, of: 1 } });
    expect(whole.units.every((u) => typeof u.check === "string")).toBe(true);
    const resumed = await count(10, { algo: "quarter", done: whole.units.slice(0, 100) });
    expect(resumed.solutions).toBe(solutionsOf(10));
    const altered = { ...whole.units[0], solutions: whole.units[0].solutions + 8n };
    await expect(count(10, { algo: "quarter", done: [altered] })).rejects.toThrow(NoAnswerError);
    await expect(count(11, { algo: "quarter", done: [whole.units[1]] })).rejects.toThrow(/check value does not fit/);
    const { check: _, ...unchecked } = whole.units[2];
    await expect(count(10, { algo: "quarter", done: [unchecked] })).rejects.toThrow(/check value/);
    expect(unitSplit(10, "quarter").units).toBe(whole.units.length);
  });
});

describe("--checkpoint and endless inputs", () => {
  it("leaves a file that is not its checkpoint byte for byte (exit 2)", () => {
    for (const [name, text] of [["keep.txt", "keep me\nlast line"], ["cfg.json", '{"n":12}']]) {
      const file = join(dir, name);
      writeFileSync(file, text);
      const run = nqueens(["count", "12", "--checkpoint", file]);
      expect([run.status, run.stderr]).toEqual([2, expect.stringMatching(/^nqueens: --checkpoint \S+ is not a checkpoint of this count \(.*\): the file is left as it was\n$/)]);
      expect(readFileSync(file, "utf8")).toBe(text);
    }
  });

  it("leaves no file behind after a usage error", () => {
    const file = join(dir, "none.jsonl");
    expect(nqueens(["count", "12", "--shard", "0/1000", "--checkpoint", file]).status).toBe(2);
    expect(existsSync(file)).toBe(false);
  });

  it.each([["merge", ["/dev/zero"]], ["batch", ["/dev/zero"]]])("%s /dev/zero ends at once: exit 2, cannot read", (command, args) => {
    const run = nqueens([command, ...args]);
    expect([run.status, run.stderr]).toEqual([2, expect.stringMatching(/^nqueens: cannot read \/dev\/zero: line 1 is longer than \d+ bytes/)]);
  });
});
