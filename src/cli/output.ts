// Writing results: to stdout with backpressure, or to --out FILE. A regular file is written
// through a temporary file that is renamed into place only when complete (so a failed or
// cancelled run leaves no half file), keeping the old file's mode and owner; a symlink is followed
// to its target, existing or not; a file whose owner or folder we may not reproduce (a root-owned
// 0666 file, a sticky or read-only folder) is refused as the shell would, or, where the shell may
// write it, filled in place from the complete temporary file. FIFOs, sockets and terminals are
// opened without blocking and written as streams on the event loop (a write waiting on libuv's
// threads for a reader would keep the process from exiting on a signal); other devices (/dev/null)
// are written directly; a name of our own stdout (/dev/stdout, or the file the shell sends stdout
// to) is stdout.
import { close, constants, fchmod, fchown, fstat, fstatSync, ftruncate, open, read, unlinkSync, write, writev, type Stats } from "node:fs";
import { access, lstat, readlink, rename, stat, unlink } from "node:fs/promises";
import { Socket } from "node:net";
import { tmpdir } from "node:os";
import { isatty, WriteStream } from "node:tty";
import { setTimeout as sleep } from "node:timers/promises";
import { promisify } from "node:util";
import { randomBytes } from "node:crypto";
import { dirname, isAbsolute, join } from "node:path";
import { UsageError } from "../errors/errors.js";

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

/** A stream's first failure; EPIPE means its reader went away (`nqueens all 12 | head`). */
interface Failure {
  error?: NodeJS.ErrnoException;
}

const stdoutFailure: Failure = {};

/** Keeps stdout's errors from becoming uncaught exceptions: a reader that went away only ends
 *  the output; the next writeOutput to stdout reports any other failure. */
export function guardStdout(): void {
  process.stdout.on("error", (error: NodeJS.ErrnoException) => {
    stdoutFailure.error ??= error;
  });
}

/** Resolves when `stream` can take more, has failed or closed; rejects with the abort reason. */
function drained(stream: NodeJS.WritableStream, signal: AbortSignal | undefined, event = "drain"): Promise<void> {
  return new Promise((resolve, reject) => {
    const done = (): void => {
      stream.off(event, done).off("error", done).off("close", done);
      signal?.removeEventListener("abort", aborted);
      resolve();
    };
    const aborted = (): void => {
      stream.off(event, done).off("error", done).off("close", done);
      reject(signal!.reason);
    };
    stream.on(event, done).on("error", done).on("close", done);
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

/** Writes to a stream on the event loop (stdout, a FIFO, a terminal) with backpressure. */
async function toStream(out: NodeJS.WriteStream | Socket, failure: Failure, name: string, chunks: Chunks, signal: AbortSignal | undefined, readerGone: ReaderGone): Promise<void> {
  const track = (error?: Error | null): void => {
    if (error) failure.error ??= error;
  };
  // resolves when everything before it is out; rejects with the abort reason (a reader that stalls)
  const written = (): Promise<void> => new Promise((resolve, reject) => {
    const aborted = (): void => reject(signal!.reason);
    signal?.addEventListener("abort", aborted, { once: true });
    out.write("", (error) => (track(error), signal?.removeEventListener("abort", aborted), resolve()));
  });
  for await (const chunk of chunks) {
    if (signal?.aborted) throw signal.reason;
    if (failure.error?.code === "EPIPE" && readerGone === "finish") continue;
    if (failure.error !== undefined || out.destroyed) break;
    const more = out.write(chunk, track);
    // a byte chunk may be refilled by its producer once we ask for the next: wait until it is out
    if (typeof chunk !== "string") await written();
    else if (!more) await drained(out, signal);
  }
  if (signal?.aborted) throw signal.reason;
  if (failure.error === undefined && !out.destroyed) await written();
  if (failure.error !== undefined && failure.error.code !== "EPIPE") throw cannotWrite(name, failure.error);
}

function toStdout(chunks: Chunks, signal: AbortSignal | undefined, readerGone: ReaderGone, check: OutputCheck | undefined): Promise<void> {
  check?.finish();
  return toStream(process.stdout, stdoutFailure, "stdout", chunks, signal, readerGone);
}

const openFd = promisify(open);
const closeFd = promisify(close);
const fstatFd = promisify(fstat);
const writevFd = promisify(writev);

/** Writes every byte of `buffers` (write calls may take part of them: at most IOV_MAX, 1024,
 *  buffers each). Walks an index over them: shifting written buffers off the array's front cost
 *  O(buffers) each, and 100,000 small chunks took 30 s. */
async function writeAll(fd: number, buffers: Uint8Array[]): Promise<void> {
  let next = 0;
  while (next < buffers.length) {
    let { bytesWritten } = await writevFd(fd, next === 0 ? buffers : buffers.slice(next));
    while (next < buffers.length && bytesWritten >= buffers[next].byteLength) bytesWritten -= buffers[next++].byteLength;
    if (bytesWritten > 0) buffers[next] = buffers[next].subarray(bytesWritten);
  }
}

/** Chunks whose producer can make the next one while the last is being written (RowChunks). */
interface MadeAhead {
  makeAhead(): void;
}

/** Writes the chunks to `fd`; `fail` turns a write error into the command's error. While each
 *  write is under way (on libuv's threads), a slice of `check` runs and the next chunk is made
 *  when its producer can make it ahead. */
async function pumpToFile(fd: number, chunks: Chunks, signal: AbortSignal | undefined, fail: (error: unknown) => never, check?: OutputCheck): Promise<void> {
  let batch: Uint8Array[] = [];
  let batchBytes = 0;
  let checked = check === undefined;
  const ahead = "makeAhead" in chunks ? (chunks as MadeAhead) : undefined;
  const write = async (): Promise<void> => {
    const written = writeAll(fd, batch).catch(fail);
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

/** Symlinks followed at most (Linux's own limit), as open() would before failing with ELOOP. */
const MAX_LINKS = 40;

/** The file a path names once every symlink is followed, with its stats, or none when it does not
 *  exist yet (a dangling link names the file that opening it would create). */
export async function finalTarget(path: string): Promise<{ path: string; info?: Stats }> {
  let at = path;
  for (let links = 0; links <= MAX_LINKS; links++) {
    const info = await lstat(at).catch((error: NodeJS.ErrnoException) => {
      if (error.code === "ENOENT") return undefined;
      throw error;
    });
    if (info === undefined) return { path: at };
    if (!info.isSymbolicLink()) return { path: at, info };
    const link = await readlink(at);
    at = isAbsolute(link) ? link : join(dirname(at), link); // not resolve(): the working folder may be gone
  }
  throw Object.assign(new Error("ELOOP: too many symbolic links encountered"), { code: "ELOOP" });
}

/** How an output reaches its file. */
type Target =
  /** a new file, or one whose owner and folder we may reproduce: a temporary file renamed onto it */
  | { kind: "rename"; path: string; existing?: Stats }
  /** a regular file we may write but not replace: filled in place from a complete temporary file */
  | { kind: "fill"; path: string; existing: Stats }
  /** FIFOs, sockets, terminals and devices, written as they are */
  | { kind: "direct"; path: string; append?: boolean };

const mayWrite = (path: string, mode: number): Promise<boolean> => access(path, mode).then(() => true, () => false);

/** Whether a file replaced by ours keeps its owner and group: we are root, or own it and are in its group. */
function ownerKept(info: Stats): boolean {
  const uid = process.geteuid?.();
  if (uid === undefined || uid === 0) return true;
  return info.uid === uid && (info.gid === process.getegid!() || process.getgroups!().includes(info.gid));
}

async function targetOf(path: string): Promise<Target> {
  const target = await finalTarget(path);
  const { info } = target;
  if (info === undefined) return { kind: "rename", path: target.path };
  if (info.isDirectory()) throw Object.assign(new Error("EISDIR: is a directory"), { code: "EISDIR" });
  if (!info.isFile()) return { kind: "direct", path: target.path };
  // a file the shell would not open for writing (0444, say) is refused, not replaced
  await access(target.path, constants.W_OK);
  const folderOpen = await mayWrite(dirname(target.path), constants.W_OK | constants.X_OK);
  return folderOpen && ownerKept(info) ? { kind: "rename", path: target.path, existing: info } : { kind: "fill", path: target.path, existing: info };
}

/** Temporary files under way, removed by removeTemporaries() when a signal ends the process. */
const temporaries = new Set<string>();

/** Removes the temporary files of outputs under way (called as the process ends on a signal). */
export function removeTemporaries(): void {
  for (const path of temporaries) {
    try {
      unlinkSync(path);
    } catch {
      // already renamed or removed
    }
  }
  temporaries.clear();
}

/** A short name, so that a target name near the 255-byte limit still fits beside it. */
const temporaryIn = (folder: string): string => join(folder, `.nqueens-${process.pid}-${randomBytes(4).toString("hex")}.tmp`);

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

/** How often an output FIFO with no reader yet is tried again (opening it would block). */
const FIFO_RETRY_MS = 50;

/** Opens a FIFO, device or terminal for writing without blocking: a FIFO with no reader is tried
 *  again until one comes or the signal aborts. */
async function openDirect(path: string, append: boolean, signal: AbortSignal | undefined): Promise<number> {
  const flags = constants.O_WRONLY | constants.O_NONBLOCK | (append ? constants.O_APPEND : 0);
  for (;;) {
    if (signal?.aborted) throw signal.reason;
    try {
      return await openFd(path, flags);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "ENXIO") throw error;
      await sleep(FIFO_RETRY_MS, undefined, { signal }).catch(() => {});
    }
  }
}

/** Writes to a FIFO, socket, terminal or device. */
async function toDirect(target: Target & { kind: "direct" }, outPath: string, chunks: Chunks, signal: AbortSignal | undefined, readerGone: ReaderGone, fail: (error: unknown) => never): Promise<void> {
  const fd = await openDirect(target.path, target.append === true, signal).catch((error: unknown) => {
    if (signal?.aborted) throw signal.reason;
    return fail(error);
  });
  const info = await fstatFd(fd).catch((error: unknown) => (close(fd), fail(error)));
  if (!info.isFIFO() && !info.isSocket() && !isatty(fd)) {
    try {
      await pumpToFile(fd, chunks, signal, fail);
    } finally {
      await closeFd(fd).catch(fail);
    }
    return;
  }
  const stream = isatty(fd) ? new WriteStream(fd) : new Socket({ fd, readable: false, writable: true });
  const failure: Failure = {};
  stream.on("error", (error: NodeJS.ErrnoException) => (failure.error ??= error));
  try {
    await toStream(stream, failure, outPath, chunks, signal, readerGone);
    if (failure.error === undefined) {
      const closed = drained(stream, signal, "finish");
      stream.end();
      await closed;
    }
  } finally {
    stream.destroy();
  }
}

/** Fills `path` in place with the bytes of the complete file `from`: its inode, owner and mode stay. */
async function fillInPlace(from: string, path: string): Promise<void> {
  const source = await openFd(from, constants.O_RDONLY);
  try {
    const target = await openFd(path, constants.O_WRONLY);
    try {
      const buffer = Buffer.allocUnsafe(BATCH_BYTES);
      let size = 0;
      for (let length; (length = await promisify(read)(source, buffer, 0, buffer.length, size).then((r) => r.bytesRead)) > 0; ) {
        for (let at = 0; at < length; ) at += await promisify(write)(target, buffer, at, length - at, size + at).then((r) => r.bytesWritten);
        size += length;
      }
      await promisify(ftruncate)(target, size);
    } finally {
      await closeFd(target);
    }
  } finally {
    await closeFd(source);
  }
}

async function toFile(chunks: Chunks, outPath: string, signal: AbortSignal | undefined, readerGone: ReaderGone, check: OutputCheck | undefined): Promise<void> {
  const fail = (error: unknown): never => {
    throw cannotWrite(outPath, error);
  };
  const stream = await standardStream(outPath);
  if (stream === 1) return toStdout(chunks, signal, readerGone, check);
  const target: Target = stream === 2 ? { kind: "direct", path: outPath, append: true } : await targetOf(outPath).catch(fail);
  if (target.kind === "direct") {
    check?.finish();
    return toDirect(target, outPath, chunks, signal, readerGone, fail);
  }
  // beside the target, where it can be renamed onto it; filling in place, wherever we may write
  const besideOk = target.kind === "rename" || (await mayWrite(dirname(target.path), constants.W_OK | constants.X_OK));
  const temporary = temporaryIn(besideOk ? dirname(target.path) : tmpdir());
  // a temporary file to fill from is ours alone, whatever the target's mode
  const mode = target.kind === "fill" ? 0o600 : target.existing ? target.existing.mode & 0o7777 : 0o666;
  temporaries.add(temporary);
  let fd: number | undefined;
  let renamed = false;
  try {
    fd = await openFd(temporary, constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL, mode).catch(fail);
    if (target.kind === "rename" && target.existing) {
      const { uid, gid } = target.existing;
      await promisify(fchmod)(fd, mode).catch(fail); // open's mode passes through the umask
      await promisify(fchown)(fd, uid, gid).catch(fail);
    }
    await pumpToFile(fd, chunks, signal, fail, check);
    check?.finish();
    const closing = fd;
    fd = undefined;
    await closeFd(closing).catch(fail);
    if (signal?.aborted) throw signal.reason;
    if (target.kind === "rename") {
      await rename(temporary, target.path).catch(fail);
      renamed = true;
    } else await fillInPlace(temporary, target.path).catch(fail);
  } finally {
    if (fd !== undefined) await closeFd(fd).catch(() => {});
    if (!renamed) await unlink(temporary).catch(() => {});
    temporaries.delete(temporary);
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
