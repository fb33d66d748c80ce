// count --checkpoint FILE: each unit's result appended to FILE as it is counted, written and
// synced before the count takes it, so a kill at any moment (SIGKILL included) loses at most the
// units in flight; a count run again with the same FILE takes the units done from it.
//
// FILE is the only thing a long count leaves, so nothing here may destroy or strand it:
// - it must be a regular file, or a path where none is yet (created at the first record, so a
//   count that fails before one leaves nothing behind); a device, FIFO or pipe is refused;
// - it is read line by line (lines.ts) as count() takes its units (a whole n = 26 checkpoint is
//   41.6 million records, about 7 GB: never held, count() adds them up as they come), and
//   validated whole before anything is written: every line a record of this count, but for what a
//   kill or a full disk leaves (a record cut short: the last line's, cut off; a middle one's,
//   dropped and said); anything else is refused and the file left as it was;
// - a record is written whole or not at all: short writes are continued, and a write that fails
//   (a full disk) is cut back to the last whole record before the count stops with exit 2.
import { closeSync, constants, fstatSync, fsyncSync, ftruncateSync, openSync, readSync, statSync, writeSync, type Stats } from "node:fs";
import { dirname } from "node:path";
import { NoAnswerError, UsageError } from "../errors/errors.js";
import type { UnitResult } from "../engine/count-units.js";
import { LineReader, checkpointLine, isTornRecord, mismatch, parseLine, type CountIdentity } from "./count-records.js";
import { LineSplitter } from "./lines.js";
import { reason } from "./output.js";

export interface Checkpoint {
  /** The units FILE holds, read and checked line by line as they are taken, once (count() takes
   *  them all before it counts a unit, so the whole file is checked before a record is written). */
  done: Iterable<UnitResult>;
  /** Appends a unit's record and syncs it to the disk. */
  write(result: UnitResult): void;
  /** `error` as the CLI says it: one that count() gave a unit of FILE while it was being read
   *  ("done: ...") names the line it came from. */
  blame(error: unknown): unknown;
  close(): void;
}

/** The longest line a checkpoint holds: a record is a few hundred bytes. */
const MAX_RECORD_BYTES = 4096;
const READ_BYTES = 1 << 20;

const cannotRead = (file: string, error: unknown): UsageError => new UsageError(`cannot read --checkpoint ${file}: ${reason(error)}`);
const cannotWrite = (file: string, error: unknown): UsageError => new UsageError(`cannot write --checkpoint ${file}: ${reason(error)}`);

/** What a file that is not a regular one is, for the refusal. */
function kindOf(info: Stats): string {
  if (info.isDirectory()) return "a directory";
  if (info.isFIFO()) return "a FIFO or pipe";
  if (info.isCharacterDevice() || info.isBlockDevice()) return "a device";
  if (info.isSocket()) return "a socket";
  return "not a regular file";
}

const notRegular = (file: string, info: Stats): UsageError =>
  new UsageError(`--checkpoint ${file} is ${kindOf(info)}: a checkpoint must be a regular file, or a path where none is yet`);

/** A file that holds something other than this count's records, refused untouched. */
const notOurs = (file: string, why: string): UsageError =>
  new UsageError(`--checkpoint ${file} is not a checkpoint of this count (${why}): the file is left as it was`);

/** Opens FILE for the count `id` (created at the first record if there is none): the units it
 *  holds, every record checked before anything is written. */
export function openCheckpoint(file: string, id: CountIdentity, engine: string): Checkpoint {
  let info: Stats | undefined;
  try {
    info = statSync(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw cannotRead(file, error);
  }
  if (info && !info.isFile()) throw notRegular(file, info);
  let fd: number | undefined;
  let size = 0;
  let done: Iterable<UnitResult> = [];
  /** Whether the records have all been read (a new file has none), and where the last one taken was read. */
  let read = !info;
  let reading: string | undefined;
  if (info) {
    try {
      // without blocking: a FIFO put in its place since the stat opens at once, and is refused below
      fd = openSync(file, constants.O_RDWR | constants.O_APPEND | constants.O_NONBLOCK);
      const opened = fstatSync(fd);
      if (!opened.isFile()) throw notRegular(file, opened);
    } catch (error) {
      if (fd !== undefined) closeSync(fd);
      if (error instanceof UsageError) throw error;
      throw (error as NodeJS.ErrnoException).code === "EACCES" || (error as NodeJS.ErrnoException).code === "EROFS" || (error as NodeJS.ErrnoException).code === "EPERM"
        ? cannotWrite(file, error) : cannotRead(file, error);
    }
    const opened = fd;
    done = (function* records() {
      size = yield* readRecords(opened, file, id, (where) => (reading = where));
      read = true;
      reading = undefined;
    })();
  } else {
    // a new file: its folder must be there to take it (created with the first record)
    try {
      if (!statSync(dirname(file)).isDirectory()) throw Object.assign(new Error("not a directory"), { code: "ENOTDIR" });
    } catch (error) {
      throw cannotWrite(file, error);
    }
  }
  return {
    done,
    write(result) {
      if (!read) throw new Error(`internal error: --checkpoint ${file} written before its records were all read`);
      if (fd === undefined) {
        try {
          // O_EXCL: whatever appeared at the path since is not ours to append to
          fd = openSync(file, constants.O_WRONLY | constants.O_APPEND | constants.O_CREAT | constants.O_EXCL, 0o666);
        } catch (error) {
          throw cannotWrite(file, error);
        }
        syncDirectory(dirname(file));
      }
      const bytes = Buffer.from(checkpointLine(id, engine, result) + "\n");
      try {
        for (let at = 0; at < bytes.length; ) at += writeSync(fd, bytes, at, bytes.length - at);
        fsyncSync(fd);
        size += bytes.length;
      } catch (error) {
        // no part of a record left behind: the file ends with the last whole one
        try {
          ftruncateSync(fd, size);
        } catch {
          // the file keeps a record cut short, which a resume drops and says so
        }
        throw cannotWrite(file, error);
      }
    },
    blame(error) {
      if (reading === undefined || !(error instanceof NoAnswerError) || !error.message.startsWith(DONE_PREFIX)) return error;
      return new NoAnswerError(`${reading}: ${error.message.slice(DONE_PREFIX.length)}`);
    },
    close: () => {
      if (fd !== undefined) closeSync(fd);
    },
  };
}

/** How count() starts a refusal of one of its `done` units. */
const DONE_PREFIX = "done: ";

/** Reads and checks every line of FILE, yielding its units (`at`: the line each comes from); returns
 *  the size of its whole records (a last record cut short is cut off, once every line before it
 *  has been found good). */
function* readRecords(fd: number, file: string, id: CountIdentity, at: (where: string) => void): Generator<UnitResult, number> {
  // said once the whole file is found good (a refusal is one line); a few at most
  const dropped: string[] = [];
  const size = yield* checkRecords(fd, file, id, dropped, at);
  for (const line of dropped.slice(0, MAX_SAID)) process.stderr.write(`nqueens: ${line}\n`);
  if (dropped.length > MAX_SAID) process.stderr.write(`nqueens: ${file}: ${dropped.length - MAX_SAID} more records cut short are dropped\n`);
  return size;
}

/** Records cut short said one by one: more are summed up. */
const MAX_SAID = 10;

function* checkRecords(fd: number, file: string, id: CountIdentity, dropped: string[], at: (where: string) => void): Generator<UnitResult, number> {
  /** The units of a line (none for a blank one or a record cut short). */
  const reader = new LineReader();
  const take = (line: string, number: number): UnitResult[] => {
    if (line.trim() === "") return [];
    const where = `${file}:${number}`;
    const { record, torn } = (() => {
      try {
        return reader.read(line, where);
      } catch (error) {
        throw error instanceof UsageError ? notOurs(file, (error as Error).message) : error;
      }
    })();
    if (torn !== undefined) {
      if (!isTornRecord(torn, id)) throw notOurs(file, `${where} is not one of its records`);
      dropped.push(`${where}: a record cut short (by a kill or a full disk) is dropped`);
    }
    if (!record) return [];
    const why = mismatch(id, record);
    if (why) throw new UsageError(`--checkpoint ${file} holds units of another count: ${why}`);
    return record.units;
  };
  // the lines of one read, a few thousand at most, handed over before the next read
  const lines: { line: string; number: number }[] = [];
  const splitter = new LineSplitter(MAX_RECORD_BYTES, "not a checkpoint's record", (line, number) => lines.push({ line, number }));
  const buffer = Buffer.alloc(READ_BYTES);
  let end = 0;
  for (;;) {
    let length: number;
    try {
      length = readSync(fd, buffer, 0, buffer.length, end);
      splitter.push(buffer.subarray(0, length));
    } catch (error) {
      throw notOurs(file, reason(error));
    }
    if (length === 0) break;
    end += length;
    for (const { line, number } of lines) {
      for (const r of take(line, number)) {
        at(`${file}:${number}`);
        yield r;
      }
    }
    lines.length = 0;
  }
  const whole = splitter.lineStart;
  const last = splitter.end();
  if (last === undefined) return end;
  // the last line has no newline: a record cut short is cut off; a whole one kept, its newline added
  const where = `${file}:${splitter.lineNumber}`;
  let record: unknown;
  try {
    record = parseLine(last, where).record;
  } catch {
    // judged as a record cut short below
  }
  if (record) {
    for (const r of take(last, splitter.lineNumber)) {
      at(where);
      yield r;
    }
    writeWhole(fd, file, Buffer.from("\n"));
    return end + 1;
  }
  if (!isTornRecord(last, id)) throw notOurs(file, `${where} is not one of its records`);
  try {
    ftruncateSync(fd, whole);
  } catch (error) {
    throw cannotWrite(file, error);
  }
  return whole;
}

function writeWhole(fd: number, file: string, bytes: Buffer): void {
  try {
    for (let at = 0; at < bytes.length; ) at += writeSync(fd, bytes, at, bytes.length - at);
  } catch (error) {
    throw cannotWrite(file, error);
  }
}

/** A new file's name is durable once its directory is synced (where the platform allows it). */
function syncDirectory(path: string): void {
  try {
    const fd = openSync(path, "r");
    try {
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
  } catch {
    // some platforms (Windows) cannot open a directory: the file's own sync is what they offer
  }
}
