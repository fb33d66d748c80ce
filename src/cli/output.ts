// Writing results: to stdout with backpressure, or to --out FILE. A regular file is written
// through a temporary file beside it that is renamed into place only when complete (so a failed
// or cancelled run leaves no half file), keeping the old file's mode; a symlink is written
// through to its target; FIFOs and devices (/dev/null) are written to directly; a name of our own
// stdout (/dev/stdout, or the file the shell sends stdout to) is stdout.
import { fstatSync } from "node:fs";
import { lstat, open, realpath, rename, stat, unlink, type FileHandle } from "node:fs/promises";
import { randomBytes } from "node:crypto";
import { dirname, join } from "node:path";
import { UsageError } from "../api/errors.js";

export type Chunk = string | Uint8Array;
/** What writeOutput takes: an array, a generator, or an async generator of text and bytes. */
export type Chunks = Iterable<Chunk> | AsyncIterable<Chunk>;

/** Bytes gathered from string chunks before one write call (byte chunks are written as they come). */
const BATCH_BYTES = 1 << 20;

/** "-" (and no name at all) means stdout for an output, stdin for an input. */
export const isStdio = (path: string | undefined): path is undefined | "-" => path === undefined || path === "-";

/** "no space left on device (ENOSPC)" from a Node system error; the message otherwise. */
export function reason(error: unknown): string {
  const { code, message } = error as NodeJS.ErrnoException;
  const description = typeof code === "string" ? /^[A-Z0-9_]+: ([^,]+)/.exec(String(message))?.[1] : undefined;
  if (description !== undefined) return `${description} (${code})`;
  return code ?? String((error as Error)?.message ?? error).split("\n")[0];
}

/** A path as messages show it: an empty name as ''. */
const shown = (path: string): string => (path === "" ? "''" : path);

/** The one-line usage error (exit 2) for a file that cannot be read. */
export const cannotRead = (path: string, error: unknown): UsageError =>
  error instanceof UsageError ? error : new UsageError(`cannot read ${shown(path)}: ${reason(error)}`);

const cannotWrite = (path: string, error: unknown): UsageError =>
  error instanceof UsageError ? error : new UsageError(`cannot write ${shown(path)}: ${reason(error)}`);

/** stdout's first failure; EPIPE means its reader went away (`nqueens all 12 | head`). */
let stdoutFailure: NodeJS.ErrnoException | undefined;

/** Keeps stdout's errors from becoming uncaught exceptions: a reader that went away only ends
 *  the output; the next writeOutput to stdout reports any other failure. */
export function guardStdout(): void {
  process.stdout.on("error", (error: NodeJS.ErrnoException) => {
    stdoutFailure ??= error;
  });
}

/** Resolves when `stream` can take more, has failed or closed; rejects with the abort reason. */
function drained(stream: NodeJS.WriteStream, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    const done = (): void => {
      stream.off("drain", done).off("error", done).off("close", done);
      signal?.removeEventListener("abort", aborted);
      resolve();
    };
    const aborted = (): void => {
      stream.off("drain", done).off("error", done).off("close", done);
      reject(signal!.reason);
    };
    stream.on("drain", done).on("error", done).on("close", done);
    signal?.addEventListener("abort", aborted, { once: true });
  });
}

/** A check the output must pass before anyone may see it. Where the output can be taken back
 *  (a regular file, written to a temporary one and renamed), it runs a slice at a time while the
 *  bytes are being written, and the rename waits for its end; elsewhere (stdout, FIFOs, devices)
 *  it runs whole before the first byte. */
export interface OutputCheck {
  /** Checks one more slice; true when the check is over. Never throws. */
  step(): boolean;
  /** Completes the check; throws when the output must not be seen. */
  finish(): void;
}

/** What to do when stdout's reader goes away: stop asking for chunks (the search ends), or keep
 *  taking them unwritten, so that the work runs to the end and the exit code tells its outcome. */
export type ReaderGone = "stop" | "finish";

async function toStdout(chunks: Chunks, signal: AbortSignal | undefined, readerGone: ReaderGone, check: OutputCheck | undefined): Promise<void> {
  check?.finish();
  const out = process.stdout;
  const track = (error?: Error | null): void => {
    if (error) stdoutFailure ??= error;
  };
  const written = (): Promise<void> => new Promise((resolve) => out.write("", (error) => (track(error), resolve())));
  for await (const chunk of chunks) {
    if (signal?.aborted) throw signal.reason;
    if (stdoutFailure?.code === "EPIPE" && readerGone === "finish") continue;
    if (stdoutFailure !== undefined || out.destroyed) break;
    const more = out.write(chunk, track);
    // a byte chunk may be refilled by its producer once we ask for the next: wait until it is out
    if (typeof chunk !== "string") await written();
    else if (!more) await drained(out, signal);
  }
  if (signal?.aborted) throw signal.reason;
  if (stdoutFailure === undefined && !out.destroyed) await written();
  if (stdoutFailure !== undefined && stdoutFailure.code !== "EPIPE") throw cannotWrite("stdout", stdoutFailure);
}

/** Writes every byte of `buffers` (write calls may take part of them). */
async function writeAll(file: FileHandle, buffers: Uint8Array[]): Promise<void> {
  let pending = buffers;
  while (pending.length > 0) {
    let { bytesWritten } = await file.writev(pending);
    while (pending.length > 0 && bytesWritten >= pending[0].byteLength) bytesWritten -= pending.shift()!.byteLength;
    if (bytesWritten > 0) pending[0] = pending[0].subarray(bytesWritten);
  }
}

/** Chunks whose producer can make the next one while the last is being written (RowChunks). */
interface MadeAhead {
  makeAhead(): void;
}

/** Writes the chunks to `file`; `fail` turns a write error into the command's error. While each
 *  write is under way (on libuv's threads), a slice of `check` runs and the next chunk is made
 *  when its producer can make it ahead. */
async function pumpToFile(file: FileHandle, chunks: Chunks, signal: AbortSignal | undefined, fail: (error: unknown) => never, check?: OutputCheck): Promise<void> {
  let batch: Uint8Array[] = [];
  let batchBytes = 0;
  let checked = check === undefined;
  const ahead = "makeAhead" in chunks ? (chunks as MadeAhead) : undefined;
  const write = async (): Promise<void> => {
    const written = writeAll(file, batch).catch(fail);
    if (!checked) checked = check!.step();
    ahead?.makeAhead();
    await written;
    batch = [];
    batchBytes = 0;
  };
  for await (const chunk of chunks) {
    if (signal?.aborted) throw signal.reason;
    const bytes = typeof chunk === "string" ? Buffer.from(chunk) : chunk;
    batch.push(bytes);
    batchBytes += bytes.byteLength;
    // byte chunks are written before the next is asked for, so their producer may reuse them
    if (typeof chunk !== "string" || batchBytes >= BATCH_BYTES) await write();
  }
  if (signal?.aborted) throw signal.reason;
  await write();
}

interface Target {
  /** The file the bytes end up in (a symlink's target). */
  path: string;
  /** Regular files are replaced atomically; FIFOs and devices are written in place. */
  atomic: boolean;
  /** An existing file's mode and owner, kept. */
  existing?: { mode: number; uid: number; gid: number };
  /** Written after what is there (our stderr named as a file). */
  append?: boolean;
}

async function targetOf(path: string): Promise<Target> {
  const link = await lstat(path).catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT") return undefined;
    throw error;
  });
  if (link === undefined) return { path, atomic: true };
  // a dangling link: opening it creates its target
  const real = link.isSymbolicLink() ? await realpath(path).catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT") return undefined;
    throw error;
  }) : path;
  if (real === undefined) return { path, atomic: false };
  const info = link.isSymbolicLink() ? await stat(real) : link;
  if (info.isDirectory()) throw Object.assign(new Error("EISDIR: is a directory"), { code: "EISDIR" });
  if (!info.isFile()) return { path: real, atomic: false };
  return { path: real, atomic: true, existing: { mode: info.mode & 0o7777, uid: info.uid, gid: info.gid } };
}

/** A short name beside the target, so that a target name near the 255-byte limit still fits. */
const temporaryBeside = (path: string): string => join(dirname(path), `.nqueens-${process.pid}-${randomBytes(4).toString("hex")}.tmp`);

/** Which of our stdout (1) and stderr (2) `path` names (/dev/stdout, /proc/self/fd/1, or the file
 *  the shell opened for us), by device and inode. Replacing that file would lose what the shell
 *  wrote before and after us (`(date; nqueens solve 8 --out /dev/stdout) >> log`). */
async function standardStream(path: string): Promise<1 | 2 | undefined> {
  const info = await stat(path).catch(() => undefined);
  if (info === undefined) return undefined;
  for (const fd of [1, 2] as const) {
    try {
      const own = fstatSync(fd);
      if (own.dev === info.dev && own.ino === info.ino) return fd;
    } catch {
      // that stream is closed
    }
  }
  return undefined;
}

async function toFile(chunks: Chunks, outPath: string, signal: AbortSignal | undefined, readerGone: ReaderGone, check: OutputCheck | undefined): Promise<void> {
  const fail = (error: unknown): never => {
    throw cannotWrite(outPath, error);
  };
  const stream = await standardStream(outPath);
  if (stream === 1) return toStdout(chunks, signal, readerGone, check);
  const target: Target = stream === 2 ? { path: outPath, atomic: false, append: true } : await targetOf(outPath).catch(fail);
  if (!target.atomic) {
    check?.finish();
    const file = await open(target.path, target.append ? "a" : "w").catch(fail);
    try {
      await pumpToFile(file, chunks, signal, fail);
    } finally {
      await file.close().catch(fail);
    }
    return;
  }
  const temporary = temporaryBeside(target.path);
  const file = await open(temporary, "wx", target.existing?.mode ?? 0o666).catch(fail);
  let closed = false;
  try {
    if (target.existing) {
      await file.chmod(target.existing.mode).catch(fail); // open's mode passes through the umask
      await file.chown(target.existing.uid, target.existing.gid).catch(() => {}); // only root may
    }
    await pumpToFile(file, chunks, signal, fail, check);
    check?.finish();
    closed = true;
    await file.close().catch(fail);
    await rename(temporary, target.path).catch(fail);
  } catch (error) {
    if (!closed) await file.close().catch(() => {});
    await unlink(temporary).catch(() => {});
    throw error;
  }
}

/**
 * Writes `chunks` to `outPath` (a file, complete or not at all), or to stdout when `outPath`
 * is undefined or "-". Strings are written as UTF-8; a Uint8Array is written without copying,
 * and before the next chunk is asked for, so its producer may refill it then.
 * Fails with one usage error (exit 2), "cannot write PATH: reason"; rejects with the signal's
 * reason when aborted. A reader that goes away from stdout ends the output quietly (see ReaderGone).
 * `check` must pass before the output can be seen (see OutputCheck).
 */
export async function writeOutput(chunks: Chunks, outPath: string | undefined, signal?: AbortSignal, readerGone: ReaderGone = "stop", check?: OutputCheck): Promise<void> {
  return isStdio(outPath) ? toStdout(chunks, signal, readerGone, check) : toFile(chunks, outPath, signal, readerGone, check);
}

/** Writes text to stdout, waiting until it is out (see writeOutput). */
export const print = (text: string, signal?: AbortSignal): Promise<void> => writeOutput([text], undefined, signal);
