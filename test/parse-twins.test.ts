// The two row parsers, the host's (src/format/parse-rows.ts) and the core's (assembly/parse.ts,
// driven by src/api/rows-in-core.ts), read the same rows or refuse with the same words, on
// random inputs near the grammar cut into random chunks, and on the encoder's output.
import { beforeAll, describe, expect, it } from "vitest";
import { CoreRowsParser } from "../src/api/rows-in-core.js";
import { RowsParser, type ParsedRows } from "../src/format/parse-rows.js";
import type { CoreExports } from "../src/wasm/exports.js";
import { nodeCore } from "../src/wasm/load-node.js";

let core: CoreExports;
beforeAll(async () => {
  core = await nodeCore.fresh();
});

/** A small LCG, so a failing case names a seed that reproduces it. */
function random(seed: number): (below: number) => number {
  let x = seed >>> 0;
  return (below) => {
    x = (Math.imul(x, 1664525) + 1013904223) >>> 0;
    return Math.floor((x / 2 ** 32) * below);
  };
}

type Outcome = { rows: number[]; huge?: ParsedRows["huge"] } | { error: string };

function outcome(parse: () => ParsedRows): Outcome {
  try {
    const { rows, huge } = parse();
    return { rows: Array.from(rows), huge };
  } catch (error) {
    return { error: (error as Error).message };
  }
}

function host(chunks: Uint8Array[], subtract: number): Outcome {
  return outcome(() => {
    const parser = new RowsParser("in", subtract);
    for (const chunk of chunks) parser.push(chunk);
    return parser.end();
  });
}

function inCore(chunks: Uint8Array[], subtract: number): Outcome {
  return outcome(() => {
    const parser = new CoreRowsParser(core, "in", subtract);
    // as the reader does: room reserved before each chunk, the two input regions in turn
    chunks.forEach((chunk, i) => {
      parser.reserve(chunk.length);
      parser.input(i % 2).set(chunk);
      parser.took(chunk.length, i % 2);
    });
    return parser.end();
  });
}

const encoder = new TextEncoder();
/** Pieces the grammar is made of, and a few it refuses. */
const PIECES = ["0", "7", "12", "-", "-3", "99999999999", "9".repeat(20), ",", ", ", " ", "\n", "\r\n", "\t", "[", "]", "[ ", " ]", "x", ".", "\u0000", "\u00e9", "\uFEFF"];

describe("the host's and the core's row parsers", () => {
  it("agree on random inputs near the grammar, cut anywhere, 0- and 1-based", () => {
    for (let seed = 1; seed <= 3000; seed++) {
      const next = random(seed);
      const parts = Array.from({ length: next(12) }, () => PIECES[next(PIECES.length)]);
      const bytes = encoder.encode(parts.join(""));
      const chunks: Uint8Array[] = [];
      for (let at = 0; at < bytes.length; ) {
        const length = 1 + next(6);
        chunks.push(bytes.slice(at, at + length));
        at += length;
      }
      const subtract = seed % 2;
      expect(inCore(chunks, subtract), `seed ${seed}: ${JSON.stringify(parts.join(""))}`).toEqual(host(chunks, subtract));
    }
  });

  it("agree on a list longer than the core's first capacity, where its rows grow", () => {
    const rows = Array.from({ length: 200_000 }, (_, c) => (c * 7919) % 1_000_003);
    for (const text of [JSON.stringify(rows), rows.join(" ") + "\n"]) {
      const bytes = encoder.encode(text);
      const chunks = Array.from({ length: Math.ceil(bytes.length / 65_536) }, (_, k) => bytes.subarray(k * 65_536, (k + 1) * 65_536));
      const fromCore = inCore(chunks, 0);
      expect(fromCore).toEqual(host(chunks, 0));
      expect(fromCore).toEqual({ rows, huge: undefined });
    }
  });
});
