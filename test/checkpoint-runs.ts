// Shared by the checkpoint tests: a checkpoint's records read back, and a count killed once its
// checkpoint holds enough records (the ready signal is the count's own progress on the disk, not
// a time).
import { existsSync, readFileSync, statSync } from "node:fs";
import { parseRecord } from "../src/cli/count-records.js";
import { start } from "./helpers.js";

export const records = (file: string): string[] => readFileSync(file, "utf8").split("\n").filter((line) => line !== "");
export const unitsIn = (file: string): number[] => records(file).flatMap((line, i) => parseRecord(line, `${file}:${i + 1}`).units.map((u) => u.unit));

/** Starts the count and SIGKILLs it once FILE holds more than `atLeast` records; false if it ended first. */
export async function killAfter(args: string[], file: string, atLeast: number): Promise<boolean> {
  const run = start(args);
  let ended = false;
  void run.done.then(() => (ended = true));
  // FILE read again whenever it grew
  let seen = 0;
  while (!ended) {
    const size = existsSync(file) ? statSync(file).size : 0;
    if (size !== seen && records(file).length > atLeast) break;
    seen = size;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  if (ended) return false;
  run.child.kill("SIGKILL");
  const { signal } = await run.done;
  return signal === "SIGKILL";
}
