// count --checkpoint FILE: each unit's result appended to FILE as it is counted, written and
// synced before the count takes it, so a kill at any moment (SIGKILL included) loses at most the
// units in flight; a count run again with the same FILE takes the units done from it.
import { closeSync, existsSync, fsyncSync, ftruncateSync, openSync, readFileSync, writeSync } from "node:fs";
import { dirname } from "node:path";
import { NoAnswerError, UsageError } from "../api/errors.js";
import { sameCounts, type UnitResult } from "../index.js";
import { checkpointLine, mismatch, parseRecord, type CountIdentity } from "./count-records.js";
import { cannotRead } from "./output.js";

export interface Checkpoint {
  /** The units FILE held when opened. */
  done: UnitResult[];
  /** Appends a unit's record and syncs it to the disk. */
  write(result: UnitResult): void;
  close(): void;
}

/** Opens FILE for the count `id` (creating it if need be): the units it holds, every record
 *  checked. A last line without its newline is a write a kill cut short: dropped, and cut off. */
export function openCheckpoint(file: string, id: CountIdentity, engine: string): Checkpoint {
  const created = !existsSync(file);
  let fd: number;
  let text: string;
  try {
    fd = openSync(file, "a+");
    text = readFileSync(fd, "utf8");
  } catch (error) {
    throw cannotRead(file, error);
  }
  const done = new Map<number, UnitResult>();
  try {
    const whole = text.lastIndexOf("\n") + 1;
    if (whole < text.length) ftruncateSync(fd, Buffer.byteLength(text.slice(0, whole)));
    text.slice(0, whole).split("\n").forEach((line, i) => {
      if (line.trim() === "") return;
      const record = parseRecord(line, `${file}:${i + 1}`);
      const why = mismatch(id, record);
      if (why) throw new UsageError(`--checkpoint ${file} holds units of another count: ${why}`);
      for (const r of record.units) {
        const before = done.get(r.unit);
        if (before && !sameCounts(before, r)) throw new NoAnswerError(`${file}: unit ${r.unit} was counted twice with different counts (${before.solutions} and ${r.solutions} solutions)`);
        done.set(r.unit, r);
      }
    });
    if (created) syncDirectory(dirname(file));
  } catch (error) {
    closeSync(fd);
    throw error;
  }
  return {
    done: [...done.values()],
    write(result) {
      try {
        writeSync(fd, checkpointLine(id, engine, result) + "\n");
        fsyncSync(fd);
      } catch (error) {
        throw new UsageError(`cannot write --checkpoint ${file}: ${(error as Error).message}`);
      }
    },
    close: () => closeSync(fd),
  };
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
