// The count's progress bar (what `nqueens count` draws on a terminal) moves before the first chunk
// of tasks ends, on one thread and on workers, with a share above zero and an estimate of the
// time left: n = 18, stopped at the first such line.
import { describe, expect, it } from "vitest";
import { count } from "../src/index.js";
import { countProgress, progressBar } from "../src/cli/progress.js";

/** A stand-in for a terminal's stderr: keeps what the bar writes. */
function terminal(): NodeJS.WriteStream & { lines: string[] } {
  const lines: string[] = [];
  return { isTTY: true, lines, write: (text: string) => lines.push(text) } as unknown as NodeJS.WriteStream & { lines: string[] };
}

const MOVING = /^\r\[#*\.*\]\s+(\d+(?:\.\d)?)% \d+\.\ds counting, about \d+\.\ds left\x1b\[K$/;

describe("the count's progress bar", () => {
  it.each([1, 2])("moves at n = 18 on %i thread(s) long before the count ends", async (threads) => {
    const stderr = terminal();
    const stop = new AbortController();
    const feed = countProgress(progressBar(stderr));
    const run = count(18, {
      threads, signal: stop.signal,
      onProgress: (p) => {
        feed(p);
        if (stderr.lines.some((line) => Number(MOVING.exec(line)?.[1]) > 0)) stop.abort();
      },
    });
    await expect(run).rejects.toMatchObject({ name: "AbortError" });
    expect(stderr.lines.some((line) => Number(MOVING.exec(line)?.[1]) > 0)).toBe(true);
  });
});
