// count --checkpoint FILE: each unit's record is on the disk before the count goes on, so a
// SIGKILL at any moment loses at most the units in flight, and the count run again with the same
// FILE counts only the others and gives the uninterrupted count (OEIS A000170, the same nodes).
// The kills wait for records to appear in FILE, not for a time.
import { appendFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { nqueens } from "./helpers.js";
import { killAfter, records, unitsIn } from "./checkpoint-runs.js";
import { solutionsOf } from "./oeis.js";
import { checkValue, unitSplit } from "../src/engine/count-units.js";

const dir = mkdtempSync(join(tmpdir(), "nq-checkpoint-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("count --checkpoint", () => {
  it("survives two SIGKILLs: the resumed count equals the uninterrupted one, each unit counted once", async () => {
    const n = 17;
    const whole = JSON.parse(nqueens(["count", String(n), "--json", "--threads", "2"]).stdout);
    const file = join(dir, "q17.jsonl");
    const args = ["count", String(n), "--threads", "2", "--checkpoint", file, "--json"];
    expect(await killAfter(args, file, 10)).toBe(true);
    const first = unitsIn(file).length;
    expect(await killAfter(args, file, first + 10)).toBe(true);
    const second = unitsIn(file);
    expect(second.length).toBeGreaterThan(first);
    // a write cut short by the kill: dropped, and cut off before the next record
    appendFileSync(file, '{"n":17,"algo":"quar');
    const resumed = nqueens(args);
    expect(resumed.status).toBe(0);
    const o = JSON.parse(resumed.stdout);
    expect([BigInt(o.solutions), o.nodes, o.unique]).toEqual([solutionsOf(n), whole.nodes, whole.unique]);
    const units = unitsIn(file);
    expect(new Set(units).size).toBe(units.length);
    expect(units.slice(0, second.length)).toEqual(second);
    // run again: nothing left to count, the same answer from the file alone
    const again = nqueens(args);
    expect(JSON.parse(again.stdout).solutions).toBe(o.solutions);
    expect(unitsIn(file)).toEqual(units);
  });

  it("refuses a checkpoint of another count (exit 2) and one whose records were altered (exit 1)", () => {
    const file = join(dir, "q10.jsonl");
    expect(nqueens(["count", "10", "--checkpoint", file]).status).toBe(0);
    const other = nqueens(["count", "11", "--checkpoint", file]);
    expect([other.status, other.stderr]).toEqual([2, expect.stringMatching(/^nqueens: --checkpoint \S+ holds units of another count: different n \(11 and 10\)\n$/)]);
    const bt = nqueens(["count", "10", "--algo", "backtrack", "--checkpoint", file]);
    expect(bt.stderr).toMatch(/different algorithms/);
    const lines = records(file);
    const changed = JSON.parse(lines[3]);
    changed.units[0][1] += 8;
    writeFileSync(file, [...lines.slice(0, 3), JSON.stringify(changed), ...lines.slice(4)].join("\n") + "\n");
    const altered = nqueens(["count", "10", "--checkpoint", file]);
    expect([altered.status, altered.stderr]).toEqual([1, expect.stringMatching(/:4: unit \d+'s check value does not fit its counts/)]);
  });

  it("refuses a unit recorded twice with different counts, each fitting its check value, naming the line (exit 1)", () => {
    const file = join(dir, "q10-twice.jsonl");
    expect(nqueens(["count", "10", "--checkpoint", file]).status).toBe(0);
    const lines = records(file);
    const record = JSON.parse(lines[5]);
    const [unit, solutions, rot180, rot90, nodes] = record.units[0] as number[];
    const other = { unit, solutions: BigInt(solutions) + 8n, rot180: BigInt(rot180), rot90: BigInt(rot90), nodes: BigInt(nodes) };
    record.units[0][1] = Number(other.solutions);
    record.units[0][5] = checkValue(unitSplit(10, "quarter"), other);
    appendFileSync(file, JSON.stringify(record) + "\n");
    const before = readFileSync(file, "utf8");
    const run = nqueens(["count", "10", "--checkpoint", file]);
    expect([run.status, run.stderr]).toEqual([1, `nqueens: ${file}:${lines.length + 1}: unit ${unit} was given twice with different counts\n`]);
    expect(readFileSync(file, "utf8")).toBe(before);
  });

  it("shards take only their own units from a checkpoint shared with the whole count", () => {
    const file = join(dir, "q12.jsonl");
    expect(nqueens(["count", "12", "--shard", "1/3", "--checkpoint", file]).status).toBe(0);
    const shard1 = unitsIn(file);
    expect(shard1.every((u) => u % 3 === 1)).toBe(true);
    const rest = nqueens(["count", "12", "--checkpoint", file, "--json"]);
    expect(BigInt(JSON.parse(rest.stdout).solutions)).toBe(solutionsOf(12));
    expect(unitsIn(file).length).toBe(new Set(unitsIn(file)).size);
    const merged = nqueens(["merge", file]);
    expect(merged.stdout).toMatch(new RegExp(`^n=12: ${solutionsOf(12)} solutions`));
  });
});
