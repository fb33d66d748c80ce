// Inputs a hostile user gives (issue 21): stdin's own file named again as --out, outputs aliased
// through a linked folder, directories on stdin, a deleted working folder, a bench that would
// measure nothing or compare against a median of 0, an argument made to be parsed slowly, control
// bytes meant for the terminal, blocked squares past int32, a dumb terminal, a placement as large
// as solve writes, and the docs' largest n. Each is refused with one line and exit 2, or read right.
import { spawnSync } from "node:child_process";
import { closeSync, mkdirSync, mkdtempSync, openSync, readFileSync, rmdirSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BIN, nqueens } from "./helpers.js";
import { CoreRowsParser, rowsFitting } from "../src/api/rows-in-core.js";
import { parseSquare } from "../src/cli/commands/place.js";
import { progressBar } from "../src/cli/progress.js";
import { largestN } from "../src/index.js";
import { MAX_WASM_BYTES } from "../src/wasm/instantiate.js";
import { nodeCore } from "../src/wasm/load-node.js";
import type { CoreExports } from "../src/wasm/exports.js";

const dir = mkdtempSync(join(tmpdir(), "nqueens-hostile-"));
const file = (name: string, content: string): string => {
  const path = join(dir, name);
  writeFileSync(path, content);
  return path;
};

/** Runs nqueens with stdin opened from `stdinPath` (a file or a folder), in `cwd`. */
function withStdin(args: string[], stdinPath: string, cwd = dir): { status: number | null; stdout: string; stderr: string } {
  const fd = openSync(stdinPath, "r");
  try {
    const run = spawnSync(process.execPath, [BIN, ...args], { cwd, stdio: [fd, "pipe", "pipe"], encoding: "utf8" });
    return { status: run.status, stdout: run.stdout, stderr: run.stderr };
  } finally {
    closeSync(fd);
  }
}

/** One line on stderr, exit 2. */
const refused = (run: { status: number | null; stderr: string }, line: RegExp): void => {
  expect(run.stderr).toMatch(line);
  expect(run.stderr.split("\n")).toHaveLength(2);
  expect(run.status).toBe(2);
};

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("inputs and outputs a hostile user names", () => {
  it("refuses an --out that is the file stdin reads (by name or as /dev/stdin), leaving it as it was", () => {
    const sizes = file("sizes.txt", "8\n10\n");
    const blocked = file("blocked.txt", "0,0\n");
    refused(withStdin(["batch", "-", "--out", sizes], sizes), /^nqueens: \S+sizes\.txt is an input too \(stdin\): writing it would replace what is read\n/);
    refused(withStdin(["place", "8", "--blocked-file", "-", "--out", blocked], blocked), /is an input too \(stdin\)/);
    refused(withStdin(["place", "8", "--blocked-file", "-", "--out", "/dev/stdin"], blocked), /^nqueens: \/dev\/stdin is an input too \(stdin\)/);
    expect(readFileSync(sizes, "utf8")).toBe("8\n10\n");
    expect(readFileSync(blocked, "utf8")).toBe("0,0\n");
  });

  it("refuses two outputs that are one file through a linked folder", () => {
    mkdirSync(join(dir, "real"));
    symlinkSync("real", join(dir, "alias"));
    const run = nqueens(["bench", "--sizes", "8", "--algos", "construct", "--out", join(dir, "real", "r"), "--csv", join(dir, "alias", "r")]);
    refused(run, /^nqueens: \S+alias\/r is named twice as an output \(also as \S+real\/r\)\n/);
  });

  it("refuses a folder on stdin: EISDIR, exit 2, for every command that reads stdin", () => {
    for (const args of [["batch", "-"], ["merge"], ["bench", "--compare", "-", file("x.json", "{}")], ["verify"], ["place", "8", "--blocked-file", "-"]]) {
      refused(withStdin(args, dir), /^nqueens: cannot read stdin: [^\n]*\(EISDIR\)\n/);
    }
  });

  it("in a deleted working folder: one line, exit 2, for outputs there and for worker threads", () => {
    const gone = join(dir, "gone");
    mkdirSync(gone);
    const input = file("eight.txt", "8\n");
    const runIn = (args: string[]) => {
      const fd = openSync(input, "r");
      try {
        // the child starts in the folder, which is removed before it runs anything
        return spawnSync("sh", ["-c", `cd "$1" && rmdir "$1" && shift && exec "$@"`, "sh", gone, process.execPath, BIN, ...args], { stdio: [fd, "pipe", "pipe"], encoding: "utf8" });
      } finally {
        closeSync(fd);
      }
    };
    for (const [args, line] of [
      [["batch", "-", "--out", "y.json"], /^nqueens: cannot write y\.json: no such file or directory \(ENOENT\)\n/],
      [["place", "8", "--out", "z.json"], /^nqueens: cannot write z\.json: no such file or directory \(ENOENT\)\n/],
      [["bench", "--sizes", "8", "--algos", "construct", "--reps", "1"], /^nqueens: the working folder no longer exists/m],
    ] as const) {
      mkdirSync(gone, { recursive: true });
      const run = runIn([...args]);
      expect(run.stderr).toMatch(line);
      expect(run.stderr).not.toMatch(/uv_cwd\n|^\s+at /m);
      expect(run.status).toBe(2);
    }
    expect(() => rmdirSync(gone)).toThrow(); // each run removed it
  });

  it("bench refuses a sweep that measures nothing, and --compare a median of 0 or below", () => {
    refused(nqueens(["bench", "--sizes", "40", "--algos", "count,backtrack", "--out", join(dir, "none.json")]), /^nqueens: no cell to measure: [^\n]*count takes n <= 32/);
    const measured = nqueens(["bench", "--sizes", "8", "--algos", "construct", "--engines", "wasm", "--reps", "1", "--out", "-"]);
    expect(measured.status).toBe(0);
    for (const median of [0, -5]) {
      const results = JSON.parse(measured.stdout) as { cells: { warm: { medianMs: number } }[] };
      results.cells[0].warm.medianMs = median;
      const path = file(`median-${median}.json`, JSON.stringify(results));
      refused(nqueens(["bench", "--compare", path, path]), /is not a result file of nqueens bench --out \(cell 1 is not a measured cell/);
    }
  });
});

describe("arguments and lines a hostile user writes", () => {
  it("--block with a million spaces is refused at once (one way to split it, not one per space)", () => {
    expect(() => parseSquare(`1${" ".repeat(1_000_000)}x`, "--block", false)).toThrow(/--block must be R,C/);
    expect(parseSquare(" 3 , 4 ", "--block", false)).toEqual([3, 4]);
    expect(parseSquare("3 4", "--block", true)).toEqual([2, 3]);
  });

  it("control bytes from an argument or a batch line reach stderr escaped, never raw", () => {
    const batch = file("red.txt", "\x1b[31mRED\n");
    for (const args of [["batch", batch], ["solve", "\x1b[31m\x07"], ["place", "8", "--block", "\x1b[2J"]]) {
      const run = nqueens(args);
      expect(run.status).toBe(2);
      expect(run.stderr).not.toMatch(/[\x00-\x09\x0b-\x1f\x7f]/);
      expect(run.stderr).toMatch(/\\x1b/);
    }
  });

  it("a blocked square past int32 is named as written, not clamped", () => {
    for (const [line, oneBased, shown] of [["99999999999999999999,0", false, "99999999999999999999"], ["2147483648,1", true, "2147483648"]] as const) {
      const run = nqueens(["place", "8", "--blocked-file", file("huge.txt", `${line}\n`), ...(oneBased ? ["--one-based"] : [])]);
      refused(run, new RegExp(`^nqueens: \\S+huge\\.txt line 1: a blocked square must be R,C \\(row and column\\): ${shown} is off every board\\n`));
      expect(run.stderr).not.toMatch(/2147483647/);
    }
  });

  it("the progress bar never writes ESC [K to a dumb terminal, and blanks what it drew", () => {
    const term = process.env.TERM;
    process.env.TERM = "dumb";
    try {
      let written = "";
      const stream = { isTTY: true, write: (text: string) => ((written += text), true) } as unknown as NodeJS.WriteStream;
      const bar = progressBar(stream);
      // drawn once the work outlasts the bar's first moment: update until it draws
      for (let i = 0; written.length === 0; i++) bar.update(0.5, `a long label ${"x".repeat(i % 50)}`);
      const first = written;
      bar.update(0.6, "short"); // too soon to draw again
      bar.done();
      expect(written).not.toContain("\x1b");
      expect(written.endsWith(`\r${" ".repeat(first.length - 1)}\r`)).toBe(true);
    } finally {
      if (term === undefined) delete process.env.TERM;
      else process.env.TERM = term;
    }
  });
});

describe("verify's room for rows", () => {
  let core: CoreExports;
  beforeAll(async () => {
    core = await nodeCore.fresh();
  });

  it("holds every placement solve writes: the rows and the checker's scratch fit in 4 GiB at solve's largest n", async () => {
    const parser = new CoreRowsParser(core, "stdin", 0);
    expect(parser.maxRows).toBeGreaterThanOrEqual(await largestN("wasm"));
    expect(rowsFitting(core, core.freePtr(), MAX_WASM_BYTES)).toBeGreaterThan(parser.maxRows);
  });

  it("grows the rows up to the most that fit, not past them by doubling, and names the count beyond", () => {
    // a limit whose most rows are not a power of two: doubling would overshoot it
    const limit = core.freePtr() + (3 << 20) + 123_456;
    const parser = new CoreRowsParser(core, "stdin", 0, limit);
    const most = parser.maxRows;
    expect(most).toBeGreaterThan(1 << 16);
    const feed = (rows: number): void => {
      const chunk = new TextEncoder().encode("0 ".repeat(rows));
      for (let at = 0; at < chunk.length; at += 1 << 20) {
        const piece = chunk.subarray(at, Math.min(chunk.length, at + (1 << 20)));
        parser.reserve(piece.length);
        parser.input(0).set(piece);
        parser.took(piece.length, 0);
      }
    };
    feed(most);
    expect(parser.end().rows).toHaveLength(most);
    const over = new CoreRowsParser(core, "stdin", 0, limit);
    expect(() => {
      const chunk = new TextEncoder().encode("0 ".repeat(most + 1));
      for (let at = 0; at < chunk.length; at += 1 << 20) {
        const piece = chunk.subarray(at, Math.min(chunk.length, at + (1 << 20)));
        over.reserve(piece.length);
        over.input(0).set(piece);
        over.took(piece.length, 0);
      }
    }).toThrow(new RegExp(`^stdin holds more than ${most} rows, the most a placement can have in WebAssembly's 4 GiB`));
  });

  it("the docs state the largest n the code computes, and no other", async () => {
    const largest = (await largestN("wasm")).toLocaleString("en-US");
    const docs = ["README.md", "docs/web.md", "docs/api.md"].map((path) => readFileSync(new URL(`../${path}`, import.meta.url), "utf8")).join("\n");
    const stated = docs.match(/\b92\d,\d{3},\d{3}\b/g) ?? [];
    expect(stated.length).toBeGreaterThan(0);
    expect(new Set(stated)).toEqual(new Set([largest]));
  });
});
