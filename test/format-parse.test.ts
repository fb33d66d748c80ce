// Bytes to rows (src/format/parse-rows.ts): what the encoders write parses back to the same rows
// however the bytes are cut into chunks; malformed lists are refused with a one-line reason that
// never echoes a raw control or non-ASCII byte; a byte order mark is skipped.
import { describe, expect, it } from "vitest";
import { jsDigits, rowChunks } from "../src/format/encode-rows.js";
import { PairsParser, RowsParser } from "../src/format/parse-rows.js";

const encoder = new TextEncoder();
const BOM = [0xef, 0xbb, 0xbf];

/** A small LCG, so a failing case names a seed that reproduces it. */
function random(seed: number): (below: number) => number {
  let x = seed >>> 0;
  return (below) => {
    x = (Math.imul(x, 1664525) + 1013904223) >>> 0;
    return Math.floor((x / 2 ** 32) * below);
  };
}

/** The bytes cut at random places (some chunks empty, some one byte). */
function cut(bytes: Uint8Array, next: (below: number) => number): Uint8Array[] {
  const chunks: Uint8Array[] = [];
  for (let at = 0; at < bytes.length; ) {
    const length = next(4) === 0 ? next(3) : next(64);
    chunks.push(bytes.subarray(at, at + length));
    at += length;
  }
  return chunks;
}

const parseRows = (input: string | Uint8Array | Uint8Array[], subtract = 0) => {
  const parser = new RowsParser("input", subtract);
  const chunks = typeof input === "string" ? [encoder.encode(input)] : input instanceof Uint8Array ? [input] : input;
  for (const chunk of chunks) parser.push(chunk);
  return parser.end();
};
const rowsOf = (input: string | Uint8Array | Uint8Array[], subtract = 0): number[] => Array.from(parseRows(input, subtract).rows);
const concat = (chunks: Iterable<Uint8Array>): Uint8Array => {
  const all = [...chunks].map((chunk) => chunk.slice());
  return Uint8Array.from(all.flatMap((chunk) => Array.from(chunk)));
};

describe("parsing rows", () => {
  it("reads back what the encoder writes, json and text, cut anywhere, with and without a byte order mark", () => {
    for (let seed = 1; seed <= 300; seed++) {
      const next = random(seed);
      const rows = Array.from({ length: 1 + next(300) }, () => next(10 ** (1 + next(9))));
      for (const format of ["json", "text"] as const) {
        const bytes = concat(rowChunks(rows.length, format, false, jsDigits(rows)));
        const marked = seed % 3 === 0 ? Uint8Array.from([...BOM, ...bytes]) : bytes;
        expect(rowsOf(cut(marked, next)), `seed ${seed} ${format}`).toEqual(rows);
      }
    }
  });

  it.each([
    ["[1,3,0,2]", [1, 3, 0, 2]],
    ["1 3 0 2", [1, 3, 0, 2]],
    ["1,3,0,2\n", [1, 3, 0, 2]],
    [" 1 ,\t3\r\n, 0 ,2 ", [1, 3, 0, 2]],
    ["\n[ 1 , 3 ,0,2 ]\n\n", [1, 3, 0, 2]],
    ["\uFEFF[1,3,0,2]", [1, 3, 0, 2]],
    ["\uFEFF1 3 0 2", [1, 3, 0, 2]],
    ["[-1,2,0,3]", [-1, 2, 0, 3]],
    ["-0 -7", [0, -7]],
    ["007 1", [7, 1]],
  ])("reads %j", (input, rows) => {
    expect(rowsOf(input)).toEqual(rows);
  });

  it("subtracts 1 from one-based rows, and keeps numbers past int32 off every board, as written", () => {
    expect(rowsOf("1 5 8 6", 1)).toEqual([0, 4, 7, 5]);
    expect(parseRows("[3, 99999999999, -99999999999, 2]")).toEqual({
      rows: Int32Array.of(3, 2 ** 31 - 1, -(2 ** 31 - 1), 2), huge: { column: 1, text: "99999999999" },
    });
    expect(parseRows(`1 ${"9".repeat(400)}`).huge).toEqual({ column: 1, text: "above 2^53" });
  });

  it.each([
    ["[1,,3,0,2]", "',' where a number belongs at offset 3 after 1 number"],
    ["[1,3,0,2,]", "']' after ',' at offset 9 after 4 numbers"],
    ["[,1,3,0,2]", "',' with no number before it at offset 1 after 0 numbers"],
    ["[1,3,0,2],", "text after ']' at offset 9 after 4 numbers"],
    ["1,,3", "',' where a number belongs at offset 2 after 1 number"],
    ["1,3,", "',' with no number after it at the end after 2 numbers"],
    [",1", "',' with no number before it at offset 0 after 0 numbers"],
    ["[1 2]", "a number where ',' or ']' belongs at offset 3 after 1 number"],
    ["1-2", "unexpected '-' at offset 1 after 1 number"],
    ["- 1", "'-' without digits at offset 1 after 0 numbers"],
    ["[1,2", "missing ']' at the end after 2 numbers"],
    ["[]", "no numbers at the end after 0 numbers"],
    ["", "no numbers at the end after 0 numbers"],
    ["  \n", "no numbers at the end after 0 numbers"],
    ["[0,1.5]", "unexpected '.' at offset 4 after 2 numbers"],
    ["5x", "unexpected 'x' at offset 1 after 1 number"],
    ["[1] 2", "text after ']' at offset 4 after 1 number"],
    ["{\"rows\":[1]}", "unexpected '{' at offset 0 after 0 numbers"],
    ["[1\u00002]", "unexpected byte 0x00 at offset 2 after 1 number"],
    ["1 2 \u00ff", "unexpected byte 0xc3 at offset 4 after 2 numbers"], // U+00FF is C3 BF in UTF-8
  ])("refuses %j: %s", (input, reason) => {
    expect(() => rowsOf(input)).toThrow(`input is not a list of rows: ${reason}`);
  });

  it("names a raw 0x80 byte, and the 0xef of a start that is no byte order mark, without echoing them", () => {
    expect(() => rowsOf(Uint8Array.of(0x31, 0x20, 0x80))).toThrow("unexpected byte 0x80 at offset 2 after 1 number");
    const notAMark = "input is not a list of rows: unexpected byte 0xef at offset 0 after 0 numbers";
    expect(() => rowsOf(Uint8Array.of(0xef, 0xbb))).toThrow(notAMark);
    expect(() => rowsOf(Uint8Array.of(0xef, 0x31))).toThrow(notAMark);
    // U+FF11, the full-width digit 1, is EF BC 91 in UTF-8: a mark's first byte, then no mark
    expect(() => rowsOf("\uFF11 3 0 2")).toThrow(notAMark);
  });

  it("says the same whatever the chunks: the error, the offset, the count", () => {
    for (const input of ["[1,3,0,2,]", "1 2 3 x 4", "\uFEFF[10,20,,30]"]) {
      const whole = (() => { try { rowsOf(input); } catch (error) { return (error as Error).message; } })();
      for (let seed = 1; seed <= 50; seed++) {
        expect(() => rowsOf(cut(encoder.encode(input), random(seed)))).toThrow(whole);
      }
    }
  });

  it("never echoes a raw control or non-ASCII byte, on random bytes", () => {
    for (let seed = 1; seed <= 2000; seed++) {
      const next = random(seed);
      const alphabet = [0x30, 0x31, 0x39, 0x2c, 0x20, 0x0a, 0x5b, 0x5d, 0x2d, 0x00, 0x80, 0xff, 0xef, 0xbb, 0xbf, 0x7f, 0x1b];
      const bytes = Uint8Array.from({ length: next(20) }, () => alphabet[next(alphabet.length)]);
      try {
        parseRows(cut(bytes, next));
      } catch (error) {
        expect((error as Error).message, `seed ${seed}`).toMatch(/^input( is not a list of rows)?: [\x20-\x7e]+$/);
      }
    }
  });
});

describe("parsing squares, one R,C a line", () => {
  const parsePairs = (text: string | Uint8Array): number[] => {
    const parser = new PairsParser("f.txt", "a blocked square");
    parser.push(typeof text === "string" ? encoder.encode(text) : text);
    return Array.from(parser.end());
  };

  it("reads pairs with commas or spaces, comments, blank lines, CRLF and a byte order mark", () => {
    expect(parsePairs("0,1\n2 3\r\n# note\n\n 4 , 5 # there\n6,7")).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(parsePairs(Uint8Array.from([...BOM, ...encoder.encode("1,2\n")]))).toEqual([1, 2]);
    expect(parsePairs("")).toEqual([]);
  });

  it.each([
    ["1\n", "line 1: a blocked square must be R,C (row and column): one number"],
    ["0,0\n1,2,3\n", "line 2: a blocked square must be R,C (row and column): more than two numbers"],
    ["1,,2", "line 1: a blocked square must be R,C (row and column): one ',' too many"],
    [",1", "line 1: a blocked square must be R,C (row and column): ',' with no number before it"],
    ["1,\n", "line 1: a blocked square must be R,C (row and column): ',' with no number after it"],
    ["a,b", "line 1: a blocked square must be R,C (row and column): unexpected 'a'"],
    ["-1,2", "line 1: a blocked square must be R,C (row and column): unexpected '-'"],
    ["1,\u00002", "line 1: a blocked square must be R,C (row and column): unexpected byte 0x00"],
    ["\uFF11,2", "line 1: a blocked square must be R,C (row and column): unexpected byte 0xef"], // a full-width 1, no byte order mark
  ])("refuses %j", (text, reason) => {
    expect(() => parsePairs(text)).toThrow(`f.txt ${reason}`);
  });
});
