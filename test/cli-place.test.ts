// nqueens place through the real binary: outputs, and every bad input with its exit code and message.
import { describe, expect, it } from "vitest";
import { writeFileSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { nqueens } from "./helpers.js";
import { verifyPlacement } from "../src/verify/pieces.js";
import { lcg } from "./place-brute.js";

describe("nqueens place", () => {
  it("places queens around a blocked square and a fixed queen, verified", () => {
    const run = nqueens(["place", "8", "--block", "0,0", "--fix", "3,4"]);
    expect(run.status).toBe(0);
    const rows = JSON.parse(run.stdout) as number[];
    expect(verifyPlacement({ n: 8, piece: "queen", blocked: [0, 0], fixed: [3, 4] }, rows).ok).toBe(true);
  });

  it("draws the board with pieces and blocked squares, one-based input", () => {
    const run = nqueens(["place", "3", "--piece", "rook", "--block", "1,1", "--fix", "2,1", "--one-based", "--format", "board"]);
    expect(run.status).toBe(0);
    expect(run.stdout).toBe("X R .\nR . .\n. . R\n");
  });

  it("counts: rooks on 8 columns = 8! = 40320 (OEIS A000142), 92 queens (OEIS A000170)", () => {
    expect(nqueens(["place", "8", "--piece", "rook", "--count"]).stdout).toBe("40320\n");
    expect(nqueens(["place", "8", "--count"]).stdout).toBe("92\n");
  });

  it("counts rooks past n = 32 with no search, and refuses a count past the limit in one line, exit 2", () => {
    // the derangements of 40 (OEIS A000166: !n = n! sum (-1)^k / k!) with the diagonal blocked
    const factorial = (n: number): bigint => (n <= 1 ? 1n : BigInt(n) * factorial(n - 1));
    let derangements = 0n;
    for (let k = 0; k <= 40; k++) derangements += (k % 2 === 0 ? 1n : -1n) * (factorial(40) / factorial(k));
    const diagonal = Array.from({ length: 40 }, (_, i) => ["--block", `${i},${i}`]).flat();
    expect(nqueens(["place", "40", "--piece", "rook", "--count", ...diagonal]).stdout).toBe(`${derangements}\n`);
    // a 40 x 40 board blocked at random by half: one tangled part of 40 lines each way
    const dir = mkdtempSync(join(tmpdir(), "place-"));
    const next = lcg(40);
    const squares: string[] = [];
    for (let r = 0; r < 40; r++) for (let c = 0; c < 40; c++) if (next() < 0.5) squares.push(`${r},${c}`);
    writeFileSync(join(dir, "b.txt"), squares.join("\n") + "\n");
    const run = nqueens(["place", "40", "--piece", "rook", "--count", "--blocked-file", join(dir, "b.txt")]);
    expect(run.status).toBe(2);
    expect(run.stdout).toBe("");
    expect(run.stderr).toMatch(/^nqueens: counting these rooks would take .* steps, past the limit of 2\^37 \(about four minutes\): a connected part of 40 rows and 40 columns [^\n]*\n$/);
  });

  it("logs a long rook count's progress off a terminal, then stops it at --timeout, exit 1", () => {
    // a 28 x 28 board blocked at random by half: about 16 s of one core's work, far past the limit.
    // The first line is due 500 ms after the log starts (before the count), the limit is checked
    // only right after each progress event (src/api/slicer.ts, run), so the event that meets the
    // limit logs first, however slowly a loaded machine runs the count
    const dir = mkdtempSync(join(tmpdir(), "place-"));
    const next = lcg(28);
    const squares: string[] = [];
    for (let r = 0; r < 28; r++) for (let c = 0; c < 28; c++) if (next() < 0.5) squares.push(`${r},${c}`);
    writeFileSync(join(dir, "b.txt"), squares.join("\n") + "\n");
    const run = nqueens(["place", "28", "--piece", "rook", "--count", "--blocked-file", join(dir, "b.txt"), "--timeout", "1"]);
    expect(run.status).toBe(1);
    const lines = run.stderr.trimEnd().split("\n");
    expect(lines.at(-1)).toBe("nqueens: count not finished within the time limit of 1000 ms");
    const logged = lines.slice(0, -1).map((line) => (JSON.parse(line) as { progress: { n: number; piece: string; done: number; total: number; fraction: number | null } }).progress);
    expect(logged.length).toBeGreaterThan(0);
    for (const p of logged) expect([p.n, p.piece, p.done <= p.total || p.total === 0]).toEqual([28, "rook", true]);
  });

  it("streams every placement with --all --limit", () => {
    // the first two 6-queens solutions in lexicographic order, by hand from the four solutions
    const run = nqueens(["place", "6", "--all", "--limit", "2", "--format", "text"]);
    expect(run.stdout).toBe("1 3 5 0 2 4\n2 5 1 4 0 3\n");
  });

  it("reads blocked squares from a file and writes --out", () => {
    const dir = mkdtempSync(join(tmpdir(), "place-"));
    writeFileSync(join(dir, "b.txt"), "# blocked\n0,0\n\n1,2\n");
    const out = join(dir, "out.json");
    const run = nqueens(["place", "6", "--blocked-file", join(dir, "b.txt"), "--out", out]);
    expect(run.status).toBe(0);
    expect(verifyPlacement({ n: 6, piece: "queen", blocked: [0, 0, 1, 2] }, JSON.parse(readFileSync(out, "utf8"))).ok).toBe(true);
  });

  it("blocks the squares of every --blocked-file, as every --block (repeatable alike), stdin at most once", () => {
    const dir = mkdtempSync(join(tmpdir(), "place-"));
    writeFileSync(join(dir, "a.txt"), "0,0\n");
    writeFileSync(join(dir, "b.txt"), "0,1\n");
    const counted = (...files: string[]): string => nqueens(["place", "2", "--piece", "rook", "--count", ...files.flatMap((f) => ["--blocked-file", join(dir, f)])]).stdout;
    // a 2x2 board: with row 0 all blocked no rook fits column 0 and 1 at once; with one square, one way
    expect([counted("a.txt"), counted("b.txt"), counted("a.txt", "b.txt")]).toEqual(["1\n", "1\n", "0\n"]);
    const twice = nqueens(["place", "2", "--blocked-file", "-", "--blocked-file", "-"], "");
    expect([twice.status, twice.stderr]).toEqual([2, "nqueens: --blocked-file - (stdin) is given twice\n"]);
  });

  const bad: [string[], number, string][] = [
    [["place", "8", "--piece", "bishop"], 2, "nqueens: unknown piece 'bishop' (pieces: queen, rook, knight)\n"],
    [["place", "8", "--block", "8,1"], 2, "nqueens: blocked square 8,1 is off the 8x8 board (rows and columns 0..7)\n"],
    [["place", "8", "--fix", "0,0", "--one-based"], 2, "nqueens: fixed square 0,0 is off the 8x8 board (rows and columns 1..8)\n"],
    [["place", "8", "--fix", "1,1", "--block", "1,1"], 2, "nqueens: square 1,1 is both fixed and blocked\n"],
    [["place", "8", "--fix", "1,1", "--fix", "2,2"], 2, "nqueens: fixed queens at 1,1 and 2,2 attack each other\n"],
    [["place", "8", "--piece", "rook", "--fix", "1,1", "--fix", "1,5"], 2, "nqueens: fixed rooks at 1,1 and 1,5 attack each other\n"],
    [["place", "8", "--piece", "knight", "--fix", "0,0", "--fix", "2,1"], 2, "nqueens: fixed knights at 0,0 and 2,1 attack each other\n"],
    [["place", "8", "--fix", "1,1", "--fix", "4,1"], 2, "nqueens: fixed queens at 1,1 and 4,1 share column 1 (one piece per column)\n"],
    [["place", "8", "--block", "1"], 2, "nqueens: --block must be R,C (row and column), got '1'\n"],
    // 2^32 would wrap to 0 in the squares' Int32Array, blocking 0,0 instead
    [["place", "8", "--block", "4294967296,0"], 2, "nqueens: --block 4294967296,0 is off every board (n <= 16777216)\n"],
    [["place", "8", "--fix", "0,99999999999"], 2, "nqueens: --fix 0,99999999999 is off every board (n <= 16777216)\n"],
    [["place", "8", "--blocked-file", "/nonexistent/b.txt"], 2, "nqueens: cannot read /nonexistent/b.txt: no such file or directory (ENOENT)\n"],
    [["place", "40", "--count"], 2, "nqueens: n must be from 1 to 32 for an exhaustive search (rows are 32-bit masks), got 40\n"],
    [["place", "8", "--count", "--all"], 2, "nqueens: --count and --all do not go together\n"],
    [["place", "300", "--format", "board"], 2, "nqueens: --format board draws at most n = 256; use json or text for n = 300\n"],
    [["place", "3"], 1, "nqueens: no placement of 3 queens exists (exhaustive search)\n"],
    [["place", "5", "--piece", "rook", ...[0, 1, 2].flatMap((c) => [0, 1, 2].flatMap((r) => ["--block", `${r},${c}`]))], 1,
      "nqueens: no placement of 5 rooks exists: the 3 columns 0, 1, 2 can use only the 2 rows 3, 4 (Hall's condition)\n"],
    [["place", "4", "--piece", "knight", ...[0, 1, 2, 3].flatMap((r) => ["--block", `${r},1`])], 1,
      "nqueens: no placement of 4 knights exists: column 1 has every square blocked\n"],
  ];
  for (const [args, status, stderr] of bad) {
    it(`${args.slice(1, 8).join(" ")}${args.length > 8 ? " ..." : ""}: exit ${status}`, () => {
      const run = nqueens(args);
      expect(run.stderr).toBe(stderr);
      expect(run.status).toBe(status);
      expect(run.stdout).toBe("");
    });
  }
});
