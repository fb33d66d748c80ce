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

/** Where a reader puts what it reads: two buffers taken in turn, so that the next read is under
 *  way while the chunk before it is parsed. */
interface Sink {
  /** The buffer of `slot` (0 or 1), asked anew before each read: a view over Wasm memory is
   *  detached when memory grows. */
  buffer(slot: number): Uint8Array;
  /** `length` bytes came in: the one moment memory may grow, before the next read is issued. */
  reserve?(length: number): void;
  /** Parses the `length` bytes that came into `slot`. */
  took(slot: number, length: number): void;
}

const readInto = (fd: number, buffer: Uint8Array): Promise<number> =>
  new Promise((resolve, reject) => read(fd, buffer, 0, buffer.length, null, (error, bytes) => (error ? reject(error) : resolve(bytes))));

/** Reads fd to its end, each read under way while the chunk before it is parsed. */
async function readFd(fd: number, sink: Sink): Promise<void> {
  let slot = 0;
  let pending = readInto(fd, sink.buffer(slot));
  try {
    for (;;) {
      const length = await pending;
      if (length === 0) return;
      sink.reserve?.(length);
      pending = readInto(fd, sink.buffer(1 - slot));
      pending.catch(() => {}); // awaited next round; a parse error may end this one first
      sink.took(slot, length);
      slot = 1 - slot;
    }
  } catch (error) {
    await pending.catch(() => {}); // no read left under way when the file is closed
    throw error;
  }
}

/** Reads a file, or stdin, into `sink`; a read error becomes "cannot read NAME: reason". */
async function readThrough(path: string | undefined, sink: Sink): Promise<void> {
  let file: FileHandle | undefined;
  try {
    if (!isStdio(path)) file = await open(path, "r");
    await readFd(file?.fd ?? STDIN_FD, sink);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EAGAIN" || file !== undefined) throw cannotRead(inputName(path), error);
    // a non-blocking stdin (shared with a parent that set it) is read as a stream
    for await (const chunk of process.stdin as AsyncIterable<Buffer>) {
      for (let at = 0; at < chunk.length; ) {
        const length = Math.min(sink.buffer(0).length, chunk.length - at);
        sink.reserve?.(length);
        sink.buffer(0).set(chunk.subarray(at, at + length));
        sink.took(0, length);
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
  await readThrough(path, { buffer: (slot) => parser.input(slot), reserve: (length) => parser.reserve(length), took: (slot, length) => parser.took(length, slot) });
  return parser.end();
}

/** Feeds a file, or stdin, to a host parser through two reused buffers. */
async function feed(path: string | undefined, parser: { push(chunk: Uint8Array): void }): Promise<void> {
  const buffers = [new Uint8Array(READ_BYTES), new Uint8Array(READ_BYTES)];
  await readThrough(path, { buffer: (slot) => buffers[slot], took: (slot, length) => parser.push(buffers[slot].subarray(0, length)) });
}

/** Squares as flat row, column pairs, one "R,C" a line (--blocked-file). */
export async function readPairs(path: string, what: string): Promise<Int32Array> {
  const parser = new PairsParser(inputName(path), what);
  await feed(path, parser);
  return parser.end();
}
