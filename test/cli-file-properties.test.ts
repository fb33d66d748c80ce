// Property (fast-check): random files to every command that reads one (verify from a file and from
// stdin, batch, merge, place --blocked-file, bench --compare): JSON-ish lists, text, binary bytes,
// huge numbers, JSON values. Each run ends in an answer or a clean failure with a documented exit
// code, never a stack trace or a hang, and the file is as it was. An accepted placement is judged
// by the verifier on the numbers the file holds; accepted batch answers by the verifier too.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import fc from "fast-check";
import { afterAll, describe, expect, it } from "vitest";
import { expectCleanEnd, leftovers, runBounded, SPAWNED_MS } from "./properties.js";
import { verify } from "../src/verify/queens.js";

const dir = mkdtempSync(join(tmpdir(), "nqueens-files-"));

/** Lists of rows as people and programs write them, and as they break them. */
const listish = fc.record({
  items: fc.array(fc.oneof(
    { weight: 6, arbitrary: fc.integer({ min: 0, max: 9 }).map(String) },
    { weight: 1, arbitrary: fc.constantFrom("-1", "1e400", "9007199254740993", "4294967296", "1.5", "null", "", "\"3\"", "0x1", "٣", "\u0000", "\u0080") },
  ), { maxLength: 12 }),
  separator: fc.constantFrom(",", ", ", " ", "\n", "\r\n", "\t", ",,"),
  open: fc.constantFrom("[", "", "", "[[", " [", "\uFEFF["),
  close: fc.constantFrom("]", "", "]\n", "],", "]]", "] x"),
}).map(({ items, separator, open, close }) => open + items.join(separator) + close);

/** Shard lines and other JSON, one value per line. */
const jsonLines = fc.array(fc.oneof(
  fc.jsonValue().map((v) => JSON.stringify(v)),
  fc.record({ n: fc.integer({ min: -2, max: 40 }), shard: fc.constantFrom("0/1", "0/2", "1/2", "5/3", "0/0"), solutions: fc.oneof(fc.nat(), fc.constant(1e400)) }).map((v) => JSON.stringify(v)),
), { maxLength: 4 }).map((lines) => lines.join("\n"));

const content = fc.oneof(
  { weight: 4, arbitrary: listish.map((text) => Buffer.from(text)) },
  { weight: 2, arbitrary: jsonLines.map((text) => Buffer.from(text)) },
  { weight: 2, arbitrary: fc.array(fc.oneof(fc.integer({ min: 1, max: 40 }).map(String), fc.string({ maxLength: 10 }), fc.constantFrom("# c", "2", "3")), { maxLength: 6 }).map((lines) => Buffer.from(lines.join("\n"))) },
  { weight: 1, arbitrary: fc.bigInt({ min: 0n, max: 10n ** 60n }).map((v) => Buffer.from(`${v}\n${v},${v}\n[${v}]`)) },
  { weight: 1, arbitrary: fc.uint8Array({ maxLength: 300 }).map((bytes) => Buffer.from(bytes)) },
  { weight: 1, arbitrary: fc.string({ unit: "binary", maxLength: 60 }).map((text) => Buffer.from(text)) },
);

type Reader = "verify" | "verify -" | "batch" | "merge" | "place" | "bench --compare";
const READERS: Reader[] = ["verify", "verify -", "batch", "merge", "place", "bench --compare"];

function argv(reader: Reader, file: string): string[] {
  switch (reader) {
    case "verify": return ["verify", file];
    case "verify -": return ["verify", "-"];
    case "batch": return ["batch", file];
    case "merge": return ["merge", file];
    case "place": return ["place", "8", "--piece", "rook", "--blocked-file", file];
    case "bench --compare": return ["bench", "--compare", file, file];
  }
}

describe("nqueens with random files", () => {
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("reads each into an answer or a documented failure, the file unchanged", () => {
    fc.assert(fc.property(fc.constantFrom(...READERS), content, (reader, bytes) => {
      const file = join(dir, "input");
      writeFileSync(file, bytes);
      const args = argv(reader, file);
      const run = runBounded(args, dir, reader === "verify -" ? bytes : undefined);
      const what = `nqueens ${args.join(" ")} on ${JSON.stringify(bytes.toString("latin1").slice(0, 200))}`;
      expectCleanEnd(run, what);
      expect(readFileSync(file).equals(bytes), `${what}: the file changed`).toBe(true);
      expect(leftovers(dir), what).toEqual([]);
      if (run.status !== 0) return;
      if (reader.startsWith("verify")) {
        // accepted: the file is digits between separators (and brackets), and its numbers are a valid placement
        const rows = (bytes.toString("latin1").match(/\d+/g) ?? []).map(Number);
        expect(run.stdout, what).toBe(`valid n=${rows.length}\n`);
        expect(verify(rows), what).toEqual({ ok: true, n: rows.length });
      }
      if (reader === "batch") {
        for (const line of run.stdout.split("\n").filter(Boolean)) expect(verify(JSON.parse(line) as number[]).ok, what).toBe(true);
      }
    }), { numRuns: 50 });
  }, SPAWNED_MS);
});
