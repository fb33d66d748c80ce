// Rows as bytes: the core's digits (assembly/digits.ts) and the host's (src/format/encode-rows.ts)
// write exactly what JSON.stringify and Array.join write, across digit counts, chunk boundaries,
// 0- and 1-based rows, and as the plain string oracle (test/rows-text.ts) writes them.
import { beforeAll, describe, expect, it } from "vitest";
import { solve } from "../src/index.js";
import { CHUNK_BYTES, jsDigits, numbersIn, placementBytes, RowChunks, rowChunks, type DigitEncoder } from "../src/format/encode-rows.js";
import { digitsFor } from "../src/api/rows-in-core.js";
import { nodeCore } from "../src/wasm/load-node.js";
import { align64, ensureMemory } from "../src/wasm/memory.js";
import type { CoreExports } from "../src/wasm/exports.js";
import { rowsInCore } from "./helpers.js";
import { rowsText } from "./rows-text.js";

let core: CoreExports;
beforeAll(async () => {
  core = await nodeCore.fresh();
});

const decoder = new TextDecoder();
/** Every chunk decoded as it comes: a chunk is a view the next one overwrites. */
const text = (chunks: Iterable<Uint8Array>): string => {
  let all = "";
  for (const chunk of chunks) all += decoder.decode(chunk);
  return all;
};

/** The two encoders over the same rows: the core's reads them from its memory. */
function encoders(rows: ArrayLike<number>): [string, DigitEncoder][] {
  ensureMemory(core, align64(core.freePtr() + 4 * rows.length) + CHUNK_BYTES); // room for the core's chunk
  const view = rowsInCore(core, rows);
  const wasm = digitsFor(view, core);
  expect(wasm.numbersPerChunk).toBe(numbersIn(CHUNK_BYTES));
  return [["host", jsDigits(rows)], ["core", wasm]];
}

/** Numbers at every digit count and its edges, up to 2^31 - 2 (+1 for one-based). */
const EDGES = [0, 1, 9, 10, 99, 100, 999, 1000, 9999, 10000, 99999, 100000, 999999, 1000000, 9999999, 10000000,
  99999999, 100000000, 999999999, 1000000000, 2147483646];

describe("rows as bytes", () => {
  it.each([[[0]], [EDGES], [EDGES.slice().reverse()], [[5, 0, 10000, 7, 100000000, 3]]])("match JSON.stringify and join for %j", (rows) => {
    for (const [name, digits] of encoders(rows)) {
      for (const oneBased of [false, true]) {
        const shifted = rows.map((r) => r + (oneBased ? 1 : 0));
        expect(text(rowChunks(rows.length, "json", oneBased, digits)), name).toBe(JSON.stringify(shifted) + "\n");
        expect(text(rowChunks(rows.length, "text", oneBased, digits)), name).toBe(shifted.join(" ") + "\n");
      }
    }
  });

  it("match across chunk boundaries, on random numbers of every length", () => {
    let x = 12345;
    const n = 2 * numbersIn(CHUNK_BYTES) + 17;
    const rows = Array.from({ length: n }, () => {
      x = (Math.imul(x, 1103515245) + 12345) >>> 0;
      return Math.floor((x >>> 1) / 10 ** (x % 10)); // 1 to 10 digits
    });
    const expected = JSON.stringify(rows) + "\n";
    for (const [name, digits] of encoders(rows)) expect(text(rowChunks(n, "json", false, digits)) === expected, name).toBe(true);
  });

  it.each([8, 1000, 1_000_003])("write what the string formatter wrote for the solver's answer, n = %i", async (n) => {
    const { rows } = await solve(n, { seed: 3 });
    for (const format of ["json", "text"] as const) {
      for (const oneBased of [false, true]) {
        const before = rowsText(rows, format, oneBased);
        expect(text(rowChunks(n, format, oneBased, digitsFor(rows, core))) === before, `${format} ${oneBased}`).toBe(true);
        expect(text(rowChunks(n, format, oneBased, jsDigits(rows))) === before, `${format} ${oneBased}`).toBe(true);
      }
    }
  });

  it("write what the string formatter writes for random boards of every size up to 10^6 + 3", () => {
    let x = 2024;
    const next = (bound: number): number => {
      x = (Math.imul(x, 1103515245) + 12345) >>> 0;
      return Math.floor((x / 2 ** 32) * bound);
    };
    for (const n of [1, 2, 9, 10, 11, 99, 100, 1001, next(1e4), 65_536, next(3e5), 1_000_003]) {
      const rows = new Int32Array(n).map((_, c) => c);
      for (let c = n - 1; c > 0; c--) {
        const k = next(c + 1); // Fisher-Yates: a random board, one queen a row and a column
        [rows[c], rows[k]] = [rows[k], rows[c]];
      }
      const [[, host], [, wasm]] = encoders(rows);
      for (const format of ["json", "text"] as const) {
        for (const oneBased of [false, true]) {
          const before = rowsText(rows, format, oneBased);
          expect(text(rowChunks(n, format, oneBased, wasm)) === before, `core ${n} ${format} ${oneBased}`).toBe(true);
          expect(text(rowChunks(n, format, oneBased, host)) === before, `host ${n} ${format} ${oneBased}`).toBe(true);
        }
      }
    }
  });

  it("make the next chunk ahead in the other buffer, leaving the last one whole", () => {
    const n = 3 * numbersIn(CHUNK_BYTES) + 5;
    const rows = Int32Array.from({ length: n }, (_, c) => (c * 7919) % n);
    ensureMemory(core, align64(core.freePtr() + 4 * n) + 2 * CHUNK_BYTES);
    const view = rowsInCore(core, rows);
    const first = align64(view.byteOffset + 4 * n);
    const chunks = new RowChunks(n, "json", true, digitsFor(view, core, first), digitsFor(view, core, first + CHUNK_BYTES));
    let all = "";
    let pulled = 0;
    for (const chunk of chunks) {
      const before = chunk.slice();
      chunks.makeAhead(); // as the writer does while this chunk is being written
      expect(Buffer.compare(chunk, before), `chunk ${pulled}`).toBe(0);
      all += decoder.decode(chunk);
      pulled++;
    }
    expect(pulled).toBe(4 + 2); // "[", four chunks of digits, "]\n"
    expect(all === JSON.stringify(Array.from(rows, (r) => r + 1)) + "\n").toBe(true);
  });

  it("write many small placements as the string formatter wrote them, one a line", () => {
    const n = 6;
    const rows = Uint8Array.from([1, 3, 5, 0, 2, 4, 2, 5, 1, 4, 0, 3, 3, 0, 4, 1, 5, 2]);
    for (const format of ["json", "text"] as const) {
      for (const oneBased of [false, true]) {
        const before = [0, 1, 2].map((s) => rowsText(rows.subarray(s * n, (s + 1) * n), format, oneBased)).join("");
        expect(decoder.decode(placementBytes(rows, n, 3, format, oneBased))).toBe(before);
      }
    }
  });
});
