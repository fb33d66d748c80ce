// `nqueens verify` at the sizes users check: a 10^7-row answer (79 MB of text) from a file and
// from stdin, valid and with two queens swapped near its end, read as it streams in with about
// 4 bytes of memory a queen.
import { spawnSync } from "node:child_process";
import { closeSync, existsSync, mkdtempSync, openSync, readFileSync, rmSync, writeSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { verify } from "../src/verify/queens.js";
import { BIN } from "./helpers.js";

const N = 10_000_000;
const dir = mkdtempSync(join(tmpdir(), "nq-verify-"));
const valid = join(dir, "valid.txt");
const swapped = join(dir, "swapped.json");
/** Peak memory of a child, where GNU time is installed; the known gap elsewhere. */
const GNU_TIME = "/usr/bin/time";

/** The construction for n mod 6 = 0 or 4 (10^7 mod 6 = 4): odd rows 1, 3, ... then even rows 0, 2, ...
 *  (Hoffman, Loessi and Moore 1969), as the user would write it. */
function constructed(n: number): Int32Array {
  return Int32Array.from({ length: n }, (_, c) => (c < n / 2 ? 2 * c + 1 : 2 * (c - n / 2)));
}

function write(path: string, rows: Int32Array, json: boolean): void {
  const fd = openSync(path, "w");
  const PER_WRITE = 1 << 16;
  for (let from = 0; from < rows.length; from += PER_WRITE) {
    const text = Array.from(rows.subarray(from, from + PER_WRITE)).join(json ? "," : " ");
    writeSync(fd, `${from === 0 ? (json ? "[" : "") : json ? "," : " "}${text}`);
  }
  writeSync(fd, json ? "]\n" : "\n");
  closeSync(fd);
}

/** Runs `nqueens verify ...args` with stdin from a file, or through a pipe from a file's bytes;
 *  peak RSS in bytes where measurable. */
function run(args: string[], stdin?: { file: string } | { piped: string }): { status: number | null; stdout: string; stderr: string; peakBytes?: number } {
  const timed = existsSync(GNU_TIME);
  const argv = timed ? [GNU_TIME, "-v", process.execPath, BIN, ...args] : [process.execPath, BIN, ...args];
  const fd = stdin !== undefined && "file" in stdin ? openSync(stdin.file, "r") : undefined;
  const input = stdin !== undefined && "piped" in stdin ? readFileSync(stdin.piped) : undefined;
  const result = spawnSync(argv[0], argv.slice(1), { stdio: [fd ?? "pipe", "pipe", "pipe"], input, encoding: "utf8", maxBuffer: 1 << 20 });
  if (fd !== undefined) closeSync(fd);
  const peak = /Maximum resident set size \(kbytes\): (\d+)/.exec(result.stderr);
  const stderr = result.stderr.split("\n").filter((line) => line.startsWith("nqueens")).join("\n");
  return { status: result.status, stdout: result.stdout, stderr, peakBytes: peak ? Number(peak[1]) * 1024 : undefined };
}

/** 4 bytes a queen for the rows, 5 bits for the check's scratch, Node itself: the benchmark's
 *  bound (1.2 x (4 bytes a queen + 64 MB)), far below a copy of the text (9 bytes a queen). */
const MEMORY_BOUND = 1.2 * (4 * N + 64 * 2 ** 20);

let rows: Int32Array;
beforeAll(() => {
  rows = constructed(N);
  write(valid, rows, false);
  const broken = rows.slice();
  [broken[N - 3], broken[N - 2]] = [broken[N - 2], broken[N - 3]];
  write(swapped, broken, true);
  rows = broken;
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("nqueens verify, 10^7 rows", () => {
  it.each([["a file", false], ["a pipe", true]])("accepts a valid answer from %s within the memory bound", (_, fromStdin) => {
    const result = fromStdin ? run(["verify", "-"], { piped: valid }) : run(["verify", valid]);
    expect(result).toMatchObject({ status: 0, stdout: `valid n=${N}\n` });
    if (result.peakBytes !== undefined) expect(result.peakBytes).toBeLessThan(MEMORY_BOUND);
  });

  it.each([["a file", false], ["stdin", true]])("names the conflict near the end of a broken answer from %s, as the TS checker does", (_, fromStdin) => {
    const expected = verify(rows);
    expect(expected.ok).toBe(false);
    const result = fromStdin ? run(["verify"], { file: swapped }) : run(["verify", swapped]);
    expect(result).toMatchObject({ status: 1, stdout: `invalid n=${N}: ${expected.ok ? "" : expected.reason}\n` });
  });
});
