// count --shard I/K run as K separate processes, then merge: the merged total equals the whole
// count (OEIS A000170, A002562); merge refuses missing, duplicate and mixed shards.
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { spawn } from "node:child_process";
import { describe, expect, it } from "vitest";
import { BIN, nqueens } from "./helpers.js";
import { fundamentalOf, solutionsOf } from "./oeis.js";

/** Runs the K shards of count n as K processes at once; their stdout lines. */
async function shards(n: number, of: number, algo = "quarter"): Promise<string[]> {
  return Promise.all(Array.from({ length: of }, (_, index) => new Promise<string>((resolve, reject) => {
    const child = spawn(process.execPath, [BIN, "count", String(n), "--shard", `${index}/${of}`, "--threads", "1", "--algo", algo]);
    let out = "";
    child.stdout.on("data", (chunk) => (out += chunk));
    child.on("close", (code) => (code === 0 ? resolve(out) : reject(new Error(`shard ${index}/${of} exited ${code}`))));
  })));
}

describe("nqueens merge", () => {
  const dir = mkdtempSync(join(tmpdir(), "nq-merge-"));

  it("adds up K shard processes into the whole count (files and stdin)", async () => {
    const outputs = await shards(13, 4);
    const files = outputs.map((out, i) => {
      const file = join(dir, `shard-${i}.json`);
      writeFileSync(file, out);
      return file;
    });
    const merged = nqueens(["merge", "--json", ...files]);
    expect(merged.status).toBe(0);
    const o = JSON.parse(merged.stdout);
    expect([BigInt(o.solutions), BigInt(o.unique)]).toEqual([solutionsOf(13), fundamentalOf(13)]);
    const whole = JSON.parse(nqueens(["count", "13", "--json", "--algo", "quarter"]).stdout);
    expect(o.nodes).toBe(whole.nodes);
    const piped = nqueens(["merge", "--unique"], outputs.reverse().join(""));
    expect(piped.stdout).toMatch(new RegExp(`^n=13: ${solutionsOf(13)} solutions, ${fundamentalOf(13)} fundamental, `));
  });

  it("refuses a missing, a duplicate and a mixed shard with exit 2", async () => {
    const [a, b, c] = await shards(9, 3);
    const other = (await shards(10, 3))[2];
    const cases: [string, RegExp][] = [
      [a + b, /missing shard 2\/3/],
      [a + b + c + b, /shard 1\/3 given twice/],
      [a + b + other, /different n/],
      [a + (await shards(9, 2))[1], /different K/],
      [(await shards(11, 2))[0] + (await shards(11, 2, "backtrack"))[1], /different algorithms/],
      ["{}\n", /not a shard result/],
    ];
    for (const [input, message] of cases) {
      const { status, stdout, stderr } = nqueens(["merge"], input);
      expect(status).toBe(2);
      expect(stdout).toBe("");
      expect(stderr).toMatch(message);
    }
  });
});
