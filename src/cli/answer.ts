// An answer as the user asked for it: json and text as bytes, with the digits written by the core
// where its rows lie (src/api/rows-in-core.ts), board as text.
import { rowBytes } from "../api/rows-in-core.js";
import { formatRows, type Format } from "../format/rows.js";
import { nodeCore } from "../wasm/load-node.js";

/** The chunks of one placement; each byte chunk is valid until the next is asked for, as
 *  writeOutput takes them. `board` draws the board format when it is not the queens' plain one. */
export async function answerChunks(rows: Int32Array, format: Format, oneBased: boolean, board?: () => Iterable<string>): Promise<Iterable<string | Uint8Array>> {
  if (format === "board") return board?.() ?? formatRows(rows, format);
  return rowBytes(rows, format, oneBased, await nodeCore.shared());
}
