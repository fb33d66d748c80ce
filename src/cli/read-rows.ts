// Reads a placement for `verify`, streaming: a JSON array of whole numbers, or whole numbers
// separated by white space or commas. n = 10^8 is about 900 MB of text, more than one JS string.
import { createReadStream } from "node:fs";
import { UsageError } from "../api/errors.js";

const DIGIT_0 = 48;
const isSeparator = (b: number): boolean => b === 44 || b === 32 || b === 10 || b === 13 || b === 9;

export async function readRows(path: string | undefined): Promise<Int32Array> {
  const source = path === undefined || path === "-" ? process.stdin : createReadStream(path);
  const name = path === undefined || path === "-" ? "stdin" : path;
  let rows = new Int32Array(1024);
  let count = 0;
  let value = -1; // -1: between numbers
  let bracket = 0; // 0 before '[', 1 inside, 2 after ']'; stays 0 for plain lists
  let seenAny = false;
  const bad = (what: string): never => {
    throw new UsageError(`${name} is not a list of rows: ${what}`);
  };
  const finishNumber = (): void => {
    if (value < 0) return;
    if (count === rows.length) {
      const grown = new Int32Array(rows.length * 2);
      grown.set(rows);
      rows = grown;
    }
    rows[count++] = value;
    value = -1;
  };
  try {
    for await (const chunk of source as AsyncIterable<Buffer>) {
      for (let i = 0; i < chunk.length; i++) {
        const b = chunk[i];
        if (b >= DIGIT_0 && b <= DIGIT_0 + 9) {
          if (bracket === 2) bad("text after ']'");
          value = (value < 0 ? 0 : value * 10) + (b - DIGIT_0);
          if (value > 0x7fffffff) bad("a row number too large");
          seenAny = true;
        } else if (isSeparator(b)) {
          finishNumber();
        } else if (b === 91 && bracket === 0 && !seenAny) {
          bracket = 1; // '['
        } else if (b === 93 && bracket === 1) {
          finishNumber();
          bracket = 2; // ']'
        } else {
          bad(`unexpected '${String.fromCharCode(b)}' after ${count} numbers`);
        }
      }
    }
  } catch (error) {
    if (error instanceof UsageError) throw error;
    throw new UsageError(`cannot read ${name}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`);
  }
  finishNumber();
  if (bracket === 1) bad("missing ']'");
  if (count === 0) bad("no numbers");
  return rows.subarray(0, count);
}
