// place at the sizes users give it, spawned for real: a million rooks around a million blocked
// squares from a file and from stdin, and 10^5 queens around a fixed queen and 99,998 blocked
// squares. Every answer is judged by the independent verifier against the same squares. And an
// instance with no placement that min-conflicts cannot prove so (a column left only the rows a fixed
// queen attacks, so every repair step scans all 10^5 partners) still stops at --timeout and Ctrl-C.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { nqueens, start, startWorking } from "./helpers.js";
import { verifyPlacement } from "../src/verify/pieces.js";

const dir = mkdtempSync(join(tmpdir(), "nqueens-place-large-"));

/** One blocked square in each of the columns `from` .. `to` - 1, at a row that wanders. */
function blockedSquares(n: number, from: number, to: number): Int32Array {
  const squares = new Int32Array(2 * (to - from));
  for (let c = from; c < to; c++) {
    squares[2 * (c - from)] = (c * 7919 + 3) % n;
    squares[2 * (c - from) + 1] = c;
  }
  return squares;
}

/** The squares as a --blocked-file: one "R,C" a line, with a comment. */
function blockedFile(squares: Int32Array): string {
  const lines = ["# blocked squares, row,column"];
  for (let k = 0; k < squares.length; k += 2) lines.push(`${squares[k]},${squares[k + 1]}`);
  return lines.join("\n") + "\n";
}

describe("nqueens place at real sizes", () => {
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const n = 1_000_000;
  const blocked = blockedSquares(n, 0, n);
  const text = blockedFile(blocked);

  it("a million rooks around a million blocked squares from --blocked-file: verified", () => {
    const file = join(dir, "blocked.txt");
    writeFileSync(file, text);
    const out = join(dir, "rooks.json");
    const run = nqueens(["place", String(n), "--piece", "rook", "--blocked-file", file, "--out", out]);
    expect(run).toMatchObject({ status: 0, stderr: "" });
    const rows = JSON.parse(readFileSync(out, "utf8")) as number[];
    expect(verifyPlacement({ n, piece: "rook", blocked }, rows)).toEqual({ ok: true, n });
  });

  it("the same million squares from stdin (--blocked-file -): verified", () => {
    const run = nqueens(["place", String(n), "--piece", "rook", "--blocked-file", "-", "--format", "text"], text);
    expect(run.status).toBe(0);
    const rows = run.stdout.trim().split(" ").map(Number);
    expect(verifyPlacement({ n, piece: "rook", blocked }, rows)).toEqual({ ok: true, n });
  });

  it("10^5 queens with --fix 0,0 and 99,998 blocked squares: verified, the fixed queen kept", () => {
    const size = 100_000;
    const squares = blockedSquares(size, 1, size - 1); // every column but the first and the last
    expect(squares.length / 2).toBe(99_998);
    const file = join(dir, "queens-blocked.txt");
    writeFileSync(file, blockedFile(squares));
    const run = nqueens(["place", String(size), "--fix", "0,0", "--blocked-file", file, "--seed", "1"]);
    expect(run).toMatchObject({ status: 0, stderr: "" });
    const rows = JSON.parse(run.stdout) as number[];
    expect(rows[0]).toBe(0);
    expect(verifyPlacement({ n: size, piece: "queen", blocked: squares, fixed: [0, 0] }, rows)).toEqual({ ok: true, n: size });
  });

  describe.each(["wasm", "ts"])("10^5 queens that cannot be placed, on %s, stop when told", (engine) => {
    const size = 100_000;
    // column 1 keeps rows 0 and 1 only; the queen fixed on 0,0 holds one and attacks the other
    const file = join(dir, `column-1-${engine}.txt`);
    const args = ["place", String(size), "--fix", "0,0", "--blocked-file", file, "--engine", engine];
    /** The run's end, or a SIGKILL 30 s after the start (the run hung: its slices never ended). */
    const ended = (run: ReturnType<typeof start>) => {
      const hung = setTimeout(() => run.child.kill("SIGKILL"), 30_000);
      return run.done.finally(() => clearTimeout(hung));
    };

    beforeAll(() => {
      const squares = Int32Array.from({ length: 2 * (size - 2) }, (_, k) => (k % 2 === 0 ? 2 + k / 2 : 1));
      writeFileSync(file, blockedFile(squares));
    });

    it("--timeout 1: exit 1, the time limit named", async () => {
      const run = start([...args, "--timeout", "1"]);
      const { status, stderr } = await ended(run);
      expect({ status, stderr }).toEqual({ status: 1, stderr: "nqueens: no placement found within the time limit of 1000 ms\n" });
    }, 40_000);

    it("Ctrl-C once the search shows progress: exit 130, interrupted", async () => {
      const run = startWorking(args);
      await run.working;
      run.child.kill("SIGINT");
      const { status, stderr } = await ended(run);
      expect({ status, stderr }).toEqual({ status: 130, stderr: "nqueens: interrupted\n" });
    }, 40_000);
  });
});
