// Progress a bar can use: every call that reports ends with an event whose done equals its total
// (100 %), and the columns of place()'s greedy matching are counted, not reported as 0.
import { describe, expect, it } from "vitest";
import { place, solve, type PlaceProgress, type SolveProgress } from "../src/index.js";

describe("the last progress event says 100 %", () => {
  it.each([
    ["min-conflicts (wasm)", { seed: 1 }],
    ["min-conflicts (ts)", { seed: 1, engine: "ts" as const }],
    ["construct", { algo: "construct" as const }],
  ])("solve(300000), %s", async (_, options) => {
    const heard: SolveProgress[] = [];
    const { rows } = await solve(300_000, { ...options, onProgress: (p) => heard.push(p) });
    const last = heard.at(-1)!;
    expect(last.total).toBeGreaterThan(0);
    expect(last.done).toBe(last.total);
    expect(rows.length).toBe(300_000);
  });

  it("place(1000000 rooks): the greedy matching counts its columns, and the search ends at 100 %", async () => {
    const heard: PlaceProgress[] = [];
    await place(1_000_000, { piece: "rook", seed: 1, blocked: [[0, 0]], onProgress: (p) => heard.push(p) });
    const greedy = heard.filter((p) => p.stage === "greedy");
    // heard between slices of the greedy pass (a slice is at most 40 ms of a pass that takes longer)
    if (greedy.length > 0) expect(greedy.some((p) => p.done > 0 && p.done <= 1_000_000)).toBe(true);
    const last = heard.at(-1)!;
    expect(last.total).toBeGreaterThan(0);
    expect(last.done).toBe(last.total);
  });
});
