// count --shard I/K run as K separate processes, then merge: the merged total equals the whole
// count (OEIS A000170, A002562); merge refuses missing units and mixed counts, and compares the
// units two shards both counted.
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

  it("takes a shard given twice, and shards of different K that cover every unit, as confirmations", async () => {
    const [a, b, c] = await shards(9, 3);
    const [even, odd] = await shards(9, 2);
    for (const input of [a + b + c + b, a + b + even + odd]) {
      const { status, stdout, stderr } = nqueens(["merge"], input);
      expect(status).toBe(0);
      expect(stdout).toMatch(new RegExp(`^n=9: ${solutionsOf(9)} solutions`));
      expect(stderr).toMatch(/^merge: \d+ units? counted twice, with the same result\n$/);
    }
  });

  it("refuses missing units and mixed counts with exit 2", async () => {
    const [a, b] = await shards(9, 3);
    const other = (await shards(10, 3))[2];
    const cases: [string, RegExp][] = [
      [a + b, /units missing \(units 2, 5, 8, .*\): shards 2\/3/],
      [a + b + other, /different n/],
      [a + b + JSON.stringify({ ...JSON.parse(b), version: "0.0.9" }) + "\n", /different builds \(nqueens 0.1.0 and 0.0.9\)/],
      [(await shards(11, 2))[0] + (await shards(11, 2, "backtrack"))[1], /different algorithms/],
      ["{}\n", /not a count's result/],
    ];
    for (const [input, message] of cases) {
      const { status, stdout, stderr } = nqueens(["merge"], input);
      expect(status).toBe(2);
      expect(stdout).toBe("");
      expect(stderr).toMatch(message);
    }
  });
});
