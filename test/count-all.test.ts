// Every solution, streamed: for n <= 10 exactly OEIS A000170(n) of them, each accepted by the
// verifier, all distinct, in strictly increasing lexicographic order; the same on both engines.
import { describe, expect, it } from "vitest";
import { solutions, verify } from "../src/index.js";
import { solutionsOf } from "./oeis.js";

async function collect(n: number, engine: "wasm" | "ts", limit?: number): Promise<string[]> {
  const lines: string[] = [];
  for await (const { rows, count } of solutions(n, { engine, limit })) {
    for (let s = 0; s < count; s++) {
      const one = rows.subarray(s * n, (s + 1) * n);
      expect(verify(one), `n=${n} ${one.join(",")}`).toEqual({ ok: true, n });
      lines.push(Array.from(one, (r) => String.fromCharCode(65 + r)).join("")); // sorts like the rows
    }
  }
  return lines;
}

describe.each(["wasm", "ts"] as const)("solutions on the %s engine", (engine) => {
  it("yields every solution once, in lexicographic order, for n = 1..10", async () => {
    for (let n = 1; n <= 10; n++) {
      const lines = await collect(n, engine);
      expect(BigInt(lines.length), `n=${n}`).toBe(solutionsOf(n));
      expect(new Set(lines).size).toBe(lines.length);
      expect(lines.every((line, i) => i === 0 || lines[i - 1] < line), `n=${n} order`).toBe(true);
    }
  });

  it("stops at the limit", async () => {
    expect(await collect(10, engine, 5)).toEqual((await collect(10, engine)).slice(0, 5));
    expect(await collect(10, engine, 0)).toEqual([]);
  });
});
