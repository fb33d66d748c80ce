// place(), countPlacements() and placements() take the board as a user would guess it, beside n
// with squares as [row, column] pairs, as well as in one problem object with flat squares; both
// forms give the same answer, and verifyPlacement reads both forms of squares.
import { describe, expect, it } from "vitest";
import { countPlacements, place, placements, verifyPlacement, UsageError } from "../src/index.js";

describe("place's two forms of a board", () => {
  it("place(8, { piece: 'rook', blocked: [[0, 0]] }) keeps the square free, verified with the same board", async () => {
    const { rows, stats } = await place(8, { piece: "rook", blocked: [[0, 0]] });
    expect(stats).toMatchObject({ n: 8, piece: "rook", blocked: 1 });
    expect(rows[0]).not.toBe(0);
    expect(verifyPlacement({ n: 8, piece: "rook", blocked: [[0, 0]] }, rows)).toEqual({ ok: true, n: 8 });
    expect(verifyPlacement({ n: 8, piece: "rook", blocked: [0, 0] }, rows)).toEqual({ ok: true, n: 8 });
  });

  it("verifyPlacement names a piece on a blocked square or a missing fixed one, in either form", () => {
    const rows = [1, 3, 0, 2]; // a valid 4-queens placement
    expect(verifyPlacement({ n: 4, piece: "queen", blocked: [[3, 1]] }, rows)).toMatchObject({ ok: false, reason: "the queen at 3,1 stands on a blocked square" });
    expect(verifyPlacement({ n: 4, piece: "queen", fixed: [[0, 0]] }, rows)).toMatchObject({ ok: false, reason: "the fixed queen at 0,0 is missing" });
    expect(verifyPlacement({ n: 4, piece: "queen", blocked: [[0, 0]], fixed: [[1, 0], [2, 3]] }, rows)).toEqual({ ok: true, n: 4 });
  });

  it("the same seed gives the same queens from both forms, fixed queens kept", async () => {
    const board = { piece: "queen" as const, blocked: [[5, 5], [7, 2]] as [number, number][], fixed: [[0, 3]] as [number, number][] };
    const pairs = await place(60, { ...board, seed: 7 });
    const flat = await place({ n: 60, piece: "queen", blocked: [5, 5, 7, 2], fixed: [0, 3] }, { seed: 7 });
    expect([...pairs.rows]).toEqual([...flat.rows]);
    expect(pairs.rows[3]).toBe(0);
    expect(verifyPlacement({ n: 60, ...board, piece: "queen" }, pairs.rows).ok).toBe(true);
  });

  it("counts and lists with the board beside n: rooks avoiding one square, 4! - 3! = 18", async () => {
    // permutations of 4 with sigma(0) != 0: 24 - 6 (OEIS A000142 for the factorials)
    expect((await countPlacements(4, { piece: "rook", blocked: [[0, 0]] })).count).toBe(18n);
    let listed = 0;
    for await (const { rows, count } of placements(4, { piece: "rook", blocked: [[0, 0]] })) {
      for (let s = 0; s < count; s++) expect(rows[s * 4]).not.toBe(0);
      listed += count;
    }
    expect(listed).toBe(18);
  });

  it.each([
    ["a pair of three numbers", () => place(8, { blocked: [[0, 0], [1, 2, 3]] as unknown as [number, number][] }), "blocked square 2 must be [row, column], got [1,2,3]"],
    ["a pair of strings", () => place(8, { fixed: [["1", "2"]] as unknown as [number, number][] }), 'fixed square 1 must be [row, column], got ["1","2"]'],
    ["pairs mixed with numbers", () => place(8, { blocked: [0, [1, 2]] as unknown as [number, number][] }), "blocked square 1 must be [row, column], got 0"],
    ["a square off the board", () => place(8, { blocked: [[8, 0]] }), "blocked square 8,0 is off the 8x8 board (rows and columns 0..7)"],
    ["the board in both places", () => place({ n: 8 }, { piece: "rook" }), "the piece, blocked and fixed squares go in the problem or beside n (place(8, { piece })), not both"],
    ["no n at all", () => place(undefined as unknown as number), "place takes n or a problem { n, piece, blocked, fixed }, got undefined"],
  ])("refuses %s with a UsageError", async (_, call, message) => {
    const error = await call().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UsageError);
    expect((error as Error).message).toBe(message);
  });
});
