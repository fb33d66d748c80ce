// Placements as text, in chunks: n = 10^8 as JSON is about 900 MB, never one string.

export type Format = "json" | "text" | "board";
export const FORMATS: readonly Format[] = ["json", "text", "board"];
/** Larger boards are refused in the board format: n lines of n cells stop being a picture. */
export const MAX_BOARD_N = 256;
const NUMBERS_PER_CHUNK = 1 << 14;

function* joined(rows: ArrayLike<number>, offset: number, separator: string): Generator<string> {
  for (let from = 0; from < rows.length; from += NUMBERS_PER_CHUNK) {
    const to = Math.min(rows.length, from + NUMBERS_PER_CHUNK);
    let chunk = from === 0 ? "" : separator;
    for (let c = from; c < to; c++) chunk += (c === from ? "" : separator) + (rows[c] + offset);
    yield chunk;
  }
}

/** `board`: one line per row from the top, Q where a queen stands, cells separated by spaces. */
function* board(rows: ArrayLike<number>): Generator<string> {
  const n = rows.length;
  const columnsOf: number[][] = Array.from({ length: n }, () => []);
  for (let c = 0; c < n; c++) columnsOf[rows[c]]?.push(c);
  for (let r = 0; r < n; r++) {
    const cells = new Array<string>(n).fill(".");
    for (const c of columnsOf[r]) cells[c] = "Q";
    yield cells.join(" ") + "\n";
  }
}

/** One placement, ending with a newline. oneBased adds 1 to every row (json, text). */
export function* formatRows(rows: ArrayLike<number>, format: Format, oneBased = false): Generator<string> {
  const offset = oneBased ? 1 : 0;
  if (format === "board") {
    yield* board(rows);
  } else if (format === "json") {
    yield "[";
    yield* joined(rows, offset, ",");
    yield "]\n";
  } else {
    yield* joined(rows, offset, " ");
    yield "\n";
  }
}
