// Property (fast-check): random files to every command that reads one (verify from a file and from
// stdin, batch, merge, place --blocked-file, bench --compare): JSON-ish lists, text, binary bytes,
// huge numbers, JSON values. Each run ends in an answer or a clean failure with a documented exit
// code, never a stack trace or a hang, and the file is as it was. An accepted placement is judged
// by the verifier on the numbers the file holds; accepted batch answers by the verifier too.
// The same bytes through a FIFO (read as a stream, not by fd) end the same way.
import { spawn, execFileSync } from "node:child_process";
import { closeSync, constants, mkdtempSync, openSync, readdirSync, readFileSync, readlinkSync, rmSync, writeFileSync, writeSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import fc from "fast-check";
import { afterAll, describe, expect, it } from "vitest";
import { BIN } from "./helpers.js";
import { type Ended, expectCleanEnd, forEachCase, HANG_MS, leftovers, runBounded, SPAWNED_MS } from "./properties.js";
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

/** The kinds of content, each drawn for every reader (see CASES). */
const CONTENTS = {
  "a list": listish.map((text) => Buffer.from(text)),
  "JSON lines": jsonLines.map((text) => Buffer.from(text)),
  "text lines": fc.array(fc.oneof(fc.integer({ min: 1, max: 40 }).map(String), fc.string({ maxLength: 10 }), fc.constantFrom("# c", "2", "3")), { maxLength: 6 }).map((lines) => Buffer.from(lines.join("\n"))),
  "huge numbers": fc.bigInt({ min: 0n, max: 10n ** 60n }).map((v) => Buffer.from(`${v}\n${v},${v}\n[${v}]`)),
  "bytes": fc.uint8Array({ maxLength: 300 }).map((bytes) => Buffer.from(bytes)),
  "binary text": fc.string({ unit: "binary", maxLength: 60 }).map((text) => Buffer.from(text)),
};
type Kind = keyof typeof CONTENTS;
const KINDS = Object.keys(CONTENTS) as Kind[];

type Reader = "verify" | "verify -" | "batch" | "merge" | "place" | "bench --compare";
const READERS: Reader[] = ["verify", "verify -", "batch", "merge", "place", "bench --compare"];

/** The kind of content each reader is written for: drawn a second time, as the near misses that
 *  find most bugs. */
const OWN: Record<Reader, Kind> = { "verify": "a list", "verify -": "a list", "batch": "text lines", "merge": "JSON lines", "place": "a list", "bench --compare": "JSON lines" };

/** Every reader on every kind of content, and on its own kind twice: 42 runs, each kind for each
 *  reader on every run (50 random picks had repeated the common pairs and missed some rare ones). */
const CASES = READERS.flatMap((reader) => [...KINDS, OWN[reader]].map((kind) => ({ reader, kind })));

/** The readers that take a FIFO, each on three kinds of content in turn, every kind twice: 12 runs of
 *  two spawns. */
const FIFO_READERS = READERS.filter((reader) => reader !== "verify -" && reader !== "bench --compare");
const FIFO_CASES = FIFO_READERS.flatMap((reader, r) => [0, 2, 4].map((k) => ({ reader, kind: KINDS[(r + k) % KINDS.length] })));

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

/** Whether process `pid` holds `path` open (read from /proc: the sign it has opened the FIFO). */
function holds(pid: number, path: string): boolean {
  try {
    return readdirSync(`/proc/${pid}/fd`).some((fd) => {
      try {
        return readlinkSync(`/proc/${pid}/fd/${fd}`) === path;
      } catch {
        return false;
      }
    });
  } catch {
    return false;
  }
}

/** Runs `nqueens ...args` reading `fifo`, into which the test writes `bytes` once the command
 *  has opened it (a write opened before would wait for a reader, or feed the next run). */
async function throughFifo(args: string[], fifo: string, bytes: Uint8Array): Promise<Ended> {
  const child = spawn(process.execPath, [BIN, ...args], { cwd: dir, stdio: ["ignore", "pipe", "pipe"] });
  let stdout = "";
  let stderr = "";
  child.stdout.setEncoding("utf8").on("data", (text: string) => (stdout += text));
  child.stderr.setEncoding("utf8").on("data", (text: string) => (stderr += text));
  const hang = setTimeout(() => child.kill("SIGKILL"), HANG_MS);
  const ended = new Promise<Ended>((resolve) => child.on("close", (status, signal) => resolve({ status, signal, stdout, stderr })));
  let open = true;
  void ended.then(() => (open = false));
  while (open && !holds(child.pid!, fifo)) await new Promise((resolve) => setTimeout(resolve, 5));
  if (open) {
    // the reader is there, so this open does not wait; a reader that stops early makes it EPIPE
    const fd = openSync(fifo, constants.O_WRONLY);
    try {
      writeSync(fd, bytes);
    } catch {
      // the command stopped reading
    } finally {
      closeSync(fd);
    }
  }
  const run = await ended;
  clearTimeout(hang);
  return run;
}

describe("nqueens with random files", () => {
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("reads each into an answer or a documented failure, the file unchanged", async () => {
    await forEachCase(CASES, ({ kind }) => CONTENTS[kind], ({ reader }, bytes) => {
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
    });
  }, SPAWNED_MS);

  it("reads each through a FIFO as it reads the file", async () => {
    const fifo = join(dir, "fifo");
    execFileSync("mkfifo", [fifo]);
    await forEachCase(FIFO_CASES, ({ kind }) => CONTENTS[kind], async ({ reader }, bytes) => {
      const file = join(dir, "input");
      writeFileSync(file, bytes);
      const fromFile = runBounded(argv(reader, file), dir);
      const run = await throughFifo(argv(reader, fifo), fifo, bytes);
      const what = `nqueens ${argv(reader, fifo).join(" ")} on ${JSON.stringify(bytes.toString("latin1").slice(0, 200))}`;
      expectCleanEnd(run, what);
      expect(run.status, what).toBe(fromFile.status);
      // the same answer (batch's placements are drawn at random: their sizes), or the same refusal
      if (reader === "batch") expect(run.stdout.split("\n").map((line) => line.length > 0 && line !== "null"), what).toEqual(fromFile.stdout.split("\n").map((line) => line.length > 0 && line !== "null"));
      else if (reader !== "place") expect(run.stdout, what).toBe(fromFile.stdout);
      expect(run.stderr.replaceAll(fifo, "FILE"), what).toBe(fromFile.stderr.replaceAll(file, "FILE"));
    });
  }, SPAWNED_MS);
});
