// The CLI's readers: a file (or stdin for "-" or none) read in large chunks and handed to one of
// the streaming parsers of src/format/parse-rows.ts as it arrives, never as one string.
import { read } from "node:fs";
import { open, type FileHandle } from "node:fs/promises";
import { PairsParser, type ParsedRows } from "../format/parse-rows.js";
import { CoreRowsParser } from "../api/rows-in-core.js";
import type { CoreExports } from "../wasm/exports.js";
import { cannotRead, isStdio } from "./output.js";

/** Bytes per read: large reads keep the per-chunk cost of a 900 MB file small. */
const READ_BYTES = 1 << 20;

const STDIN_FD = 0;
const inputName = (path: string | undefined): string => (isStdio(path) ? "stdin" : path);

/** Reads fd to its end, each time into the buffer `into()` gives (asked anew before each read:
 *  a view over Wasm memory may have been detached), calling took() with the bytes read. */
async function readFd(fd: number, into: () => Uint8Array, took: (length: number) => void): Promise<void> {
  for (;;) {
    const buffer = into();
    const length = await new Promise<number>((resolve, reject) => read(fd, buffer, 0, buffer.length, null, (error, bytes) => (error ? reject(error) : resolve(bytes))));
    if (length === 0) return;
    took(length);
  }
}

/** Reads a file, or stdin, as readFd does; a read error becomes "cannot read NAME: CODE". */
async function readThrough(path: string | undefined, into: () => Uint8Array, took: (length: number) => void): Promise<void> {
  let file: FileHandle | undefined;
  try {
    if (!isStdio(path)) file = await open(path, "r");
    await readFd(file?.fd ?? STDIN_FD, into, took);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EAGAIN" || file !== undefined) throw cannotRead(inputName(path), error);
    // a non-blocking stdin (shared with a parent that set it) is read as a stream
    for await (const chunk of process.stdin as AsyncIterable<Buffer>) {
      for (let at = 0; at < chunk.length; ) {
        const buffer = into();
        const length = Math.min(buffer.length, chunk.length - at);
        buffer.set(chunk.subarray(at, at + length));
        took(length);
        at += length;
      }
    }
  } finally {
    await file?.close();
  }
}

/** A placement for `verify`, read into the core's memory and parsed there by the core (one-based
 *  rows minus `subtract` = 1): about 4 bytes a queen, checked where it lies. */
export async function readRowsIntoCore(path: string | undefined, subtract: number, core: CoreExports): Promise<ParsedRows> {
  const parser = new CoreRowsParser(core, inputName(path), subtract);
  await readThrough(path, () => parser.input(), (length) => parser.took(length));
  return parser.end();
}

/** Feeds a file, or stdin, to a host parser through one reused buffer. */
async function feed(path: string | undefined, parser: { push(chunk: Uint8Array): void }): Promise<void> {
  const buffer = new Uint8Array(READ_BYTES);
  await readThrough(path, () => buffer, (length) => parser.push(buffer.subarray(0, length)));
}

/** Squares as flat row, column pairs, one "R,C" a line (--blocked-file). */
export async function readPairs(path: string, what: string): Promise<Int32Array> {
  const parser = new PairsParser(inputName(path), what);
  await feed(path, parser);
  return parser.end();
}
