// The tests' oracle for the answer's bytes (src/format/encode-rows.ts): one placement as JSON or
// text, written the plain way, a string at a time.

/** [r0,r1,...] or r0 r1 ..., ending with a newline; oneBased adds 1 to every row. */
export function rowsText(rows: ArrayLike<number>, format: "json" | "text", oneBased = false): string {
  const numbers = Array.from(rows, (row) => row + (oneBased ? 1 : 0));
  return format === "json" ? `[${numbers.join(",")}]\n` : `${numbers.join(" ")}\n`;
}
