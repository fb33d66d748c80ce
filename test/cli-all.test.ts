// nqueens all, spawned for real: every placement, the formats, --limit, and a reader that stops early.
import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { BIN, nqueens } from "./helpers.js";
import { verify } from "../src/verify/queens.js";
import { solutionsOf } from "./oeis.js";

describe("nqueens all", () => {
  it("prints OEIS A000170(8) distinct placements that verify, as JSON lines", () => {
    const { status, stdout } = nqueens(["all", "8"]);
    expect(status).toBe(0);
    const lines = stdout.trimEnd().split("\n");
    expect(BigInt(lines.length)).toBe(solutionsOf(8));
    expect(new Set(lines).size).toBe(lines.length);
    for (const line of lines) expect(verify(JSON.parse(line)).ok).toBe(true);
  });

  it("writes text, one-based, up to --limit", () => {
    const zero = nqueens(["all", "10", "--format", "text", "--limit", "3"]).stdout.trimEnd().split("\n");
    const one = nqueens(["all", "10", "--format", "text", "--limit", "3", "--one-based"]).stdout.trimEnd().split("\n");
    expect(zero).toHaveLength(3);
    expect(one.map((l) => l.split(" ").map((r) => Number(r) - 1).join(" "))).toEqual(zero);
  });

  it("ends quietly when the reader goes away (| head)", () => {
    const result = spawnSync("bash", ["-c", `set -o pipefail; "${process.execPath}" "${BIN}" all 16 | head -n 2`], { encoding: "utf8" });
    expect(result.stdout.trimEnd().split("\n")).toHaveLength(2);
    expect(result.stderr).toBe("");
    expect(result.status).toBe(0);
  });

  it("refuses n above 32 with exit 2", () => {
    const { status, stderr } = nqueens(["all", "40"]);
    expect(status).toBe(2);
    expect(stderr).toMatch(/^nqueens: n must be from 1 to 32/);
  });
});
