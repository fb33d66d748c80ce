// The CLI's readers: a file (or stdin for "-" or none) read in large chunks and handed to one of
// the streaming parsers of src/format/parse-rows.ts as it arrives, never as one string.
// A file is opened without blocking and, when it can keep a read waiting for ever (a FIFO nobody
// writes to, a socket, a terminal), read as a stream on the event loop: a read waiting on libuv's
// threads would keep the process from exiting on a signal (its exit joins those threads).
import { close, constants, fstat, open, read, type Stats } from "node:fs";
import { Socket, type OnReadOpts, type SocketConstructorOpts } from "node:net";
import { isatty, ReadStream } from "node:tty";
import { promisify } from "node:util";
import { PairsParser } from "../format/parse-rows.js";
import { readRows, type Verdict } from "../index.js";
import { cannotRead, isStdio } from "./output.js";
import { LineSplitter } from "./lines.js";

/** Bytes per read: large reads keep the per-chunk cost of a 900 MB file small. */
const READ_BYTES = 1 << 20;
/** The one buffer a pipe or socket is read into: a pipe's own capacity. */
const PIPE_CHUNK_BYTES = 1 << 16;

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

/** An input opened: read by fd (a file, a device that answers at once), as a pipe, or as a stream. */
type Opened =
  | { fd: number; stream?: undefined; pipe?: undefined; close(): void }
  | { stream: AsyncIterable<Buffer>; fd?: undefined; pipe?: undefined; close(): void }
  | { pipe: number; fd?: undefined; stream?: undefined; close(): void };

/** Whether reads of a file like this can wait for ever, so that it is read as a stream. */
const waits = (info: Stats, fd: number): boolean => info.isFIFO() || info.isSocket() || isatty(fd);

/** Opens FILE, or takes stdin, without blocking. */
async function openInput(path: string | undefined): Promise<Opened> {
  const fd = isStdio(path) ? STDIN_FD : await promisify(open)(path, constants.O_RDONLY | constants.O_NONBLOCK);
  const closeFd = isStdio(path) ? () => {} : () => close(fd);
  const info = await promisify(fstat)(fd).catch((error: unknown) => (closeFd(), Promise.reject(error)));
  if (info.isDirectory()) throw (closeFd(), Object.assign(new Error("EISDIR: illegal operation on a directory, read"), { code: "EISDIR" }));
  if (!waits(info, fd)) return { fd, close: closeFd };
  if (isatty(fd)) {
    const stream = new ReadStream(fd);
    return { stream, close: () => stream.destroy() };
  }
  return { pipe: fd, close() {} }; // the socket that reads it closes it
}

/** Reads a pipe or socket on the event loop into one reused buffer (a stream's fresh 64 KiB
 *  chunks would pile up as external memory until the next collection: tens of MB at 10^7 rows). */
function readPipe(fd: number, sink: Sink): Promise<void> {
  const chunk = new Uint8Array(PIPE_CHUNK_BYTES);
  const gather = gatherer(sink);
  return new Promise((resolve, reject) => {
    // Node takes onread in the constructor since v15; @types/node declares it only for connect()
    const options: SocketConstructorOpts & { onread: OnReadOpts } = {
      fd,
      readable: true,
      writable: false,
      onread: {
        buffer: chunk,
        callback: (length: number) => {
          try {
            gather.add(chunk.subarray(0, length));
          } catch (error) {
            socket.destroy();
            reject(error);
            return false;
          }
          return true;
        },
      },
    };
    const socket = new Socket(options);
    socket.on("error", (error) => {
      socket.destroy();
      reject(error);
    });
    socket.on("end", () => {
      try {
        gather.end();
        resolve();
      } catch (error) {
        reject(error);
      } finally {
        socket.destroy();
      }
    });
  });
}

/** Gathers chunks into the sink's first buffer, handing it over when full (a pipe's chunks are
 *  64 KiB at most: one parse per buffer, not per chunk). */
function gatherer(sink: Sink): { add(chunk: Uint8Array): void; end(): void } {
  let filled = 0;
  const handOver = (): void => {
    sink.reserve?.(filled);
    sink.took(0, filled);
    filled = 0;
  };
  return {
    add(chunk) {
      for (let at = 0; at < chunk.length; ) {
        const buffer = sink.buffer(0);
        const length = Math.min(buffer.length - filled, chunk.length - at);
        buffer.set(chunk.subarray(at, at + length), filled);
        filled += length;
        at += length;
        if (filled === buffer.length) handOver();
      }
    },
    end() {
      if (filled > 0) handOver();
    },
  };
}

/** Reads a stream (a terminal, or a stdin that another process made non-blocking) into `sink`. */
async function readStream(stream: AsyncIterable<Buffer>, sink: Sink): Promise<void> {
  const gather = gatherer(sink);
  for await (const chunk of stream) gather.add(chunk);
  gather.end();
}

/** Reads a file, or stdin, into `sink`; a read error becomes "cannot read NAME: reason". */
async function readThrough(path: string | undefined, sink: Sink): Promise<void> {
  let input: Opened | undefined;
  try {
    input = await openInput(path);
    if (input.stream !== undefined) await readStream(input.stream, sink);
    else if (input.pipe !== undefined) await readPipe(input.pipe, sink);
    else await readFd(input.fd, sink).catch((error: NodeJS.ErrnoException) => {
      // a non-blocking stdin (shared with a parent that set it) is read as a stream
      if (error.code !== "EAGAIN" || !isStdio(path)) throw error;
      return readStream(process.stdin as AsyncIterable<Buffer>, sink);
    });
  } catch (error) {
    throw cannotRead(inputName(path), error);
  } finally {
    input?.close();
  }
}

/** A placement for `verify`, read into Wasm memory of its own and parsed there by the core
 *  (readRows): about 4 bytes a queen, checked where it lies. */
export async function verifyFile(path: string | undefined, oneBased: boolean): Promise<Verdict> {
  const reader = await readRows({ name: inputName(path), oneBased });
  await readThrough(path, { buffer: (slot) => reader.input(slot), reserve: (length) => reader.reserve(length), took: (slot, length) => reader.took(length, slot) });
  return reader.verdict();
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

/** Reads a file, or stdin, line by line (lines.ts): `onLine` for each line, `complete` false for
 *  text after the last "\n". A line longer than `maxBytes` ends the read with "cannot read NAME:
 *  line L is longer than ..."; what `onLine` throws ends it as thrown. */
export async function readLines(path: string | undefined, maxBytes: number, what: string, onLine: (text: string, number: number, complete: boolean) => void): Promise<void> {
  let failed: { error: unknown } | undefined;
  const splitter = new LineSplitter(maxBytes, what, (text, number) => {
    try {
      onLine(text, number, true);
    } catch (error) {
      failed = { error };
      throw error;
    }
  });
  try {
    await feed(path, splitter);
  } catch (error) {
    throw failed ? failed.error : error;
  }
  const last = splitter.end();
  if (last !== undefined) onLine(last, splitter.lineNumber, false);
}

/** A whole file, or stdin, as bytes (batch's sizes, merge's shards, bench's results). */
export async function readBytes(path: string | undefined): Promise<Buffer> {
  const parts: Buffer[] = [];
  await feed(path, { push: (chunk) => parts.push(Buffer.from(chunk)) });
  return Buffer.concat(parts);
}
