// The progress bar fits the terminal it draws on: never wider than its columns less one (a line
// that fills a terminal wraps on some, and then every redraw adds a line), the bar narrowing
// first; and it reads in order: the share, the time so far, then the label with its own times.
import { afterEach, describe, expect, it, vi } from "vitest";
import { progressBar } from "../src/cli/progress.js";

/** A terminal's stderr `columns` wide (undefined: width unknown), keeping each line drawn. */
function terminal(columns: number | undefined): NodeJS.WriteStream & { drawn: string[] } {
  const drawn: string[] = [];
  const write = (text: string): void => void drawn.push(text.replace(/^\r/, "").replace(/\x1b\[K$/, ""));
  return { isTTY: true, columns, drawn, write } as unknown as NodeJS.WriteStream & { drawn: string[] };
}

/** What the bar draws on `columns` after a second, for a quarter of the work done. */
function drawnOn(columns: number | undefined): string {
  vi.useFakeTimers();
  const stream = terminal(columns);
  const bar = progressBar(stream);
  vi.advanceTimersByTime(1000);
  bar.update(0.25, "counting, about 3.0s left");
  return stream.drawn[0];
}

describe("the progress bar", () => {
  afterEach(() => vi.useRealTimers());

  it("draws the whole bar where there is room, the time so far before the label", () => {
    expect(drawnOn(80)).toMatch(/^\[#{8}\.{22}\]  25% 1\.0s counting, about 3\.0s left$/);
    expect(drawnOn(undefined)).toBe(drawnOn(80));
  });

  it.each([5, 10, 20, 40, 60])("never fills %i columns", (columns) => {
    const line = drawnOn(columns);
    expect(line.length).toBeLessThanOrEqual(columns - 1);
    expect(line.length).toBeGreaterThan(0);
  });

  it("narrows the bar before it cuts the line", () => {
    expect(drawnOn(50)).toMatch(/^\[#*\.*\]  25% 1\.0s counting, about 3\.0s left$/);
    expect(drawnOn(20)).toBe("25% 1.0s counting, "); // no room for a bar: the text, cut at 19
  });
});
