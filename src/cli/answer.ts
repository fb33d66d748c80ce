// An answer as the user asked for it: json and text as bytes, with the digits written by the core
// where its rows lie (src/api/rows-in-core.ts), board as text.
import { rowBytes } from "../api/rows-in-core.js";
import { invalidAnswer } from "../api/errors.js";
import { CHUNK_BYTES, RowChunks } from "../format/encode-rows.js";
import { formatBoard } from "../format/board.js";
import type { Format } from "../format/formats.js";
import { verdictOf, verify, type Verdict } from "../verify/queens.js";
import { CoreCheck } from "../wasm/checker.js";
import { ensureMemory } from "../wasm/memory.js";
import { nodeCore } from "../wasm/load-node.js";
import type { Chunk, OutputCheck } from "./output.js";

/** The chunks of one placement; each byte chunk is valid until the next is asked for, as
 *  writeOutput takes them. `board` draws the board format when it is not the queens' plain one. */
export async function answerChunks(rows: Int32Array, format: Format, oneBased: boolean, board?: () => Iterable<string>): Promise<Iterable<Chunk>> {
  if (format === "board") return board?.() ?? formatBoard({ n: rows.length, piece: "queen" }, rows);
  return rowBytes(rows, format, oneBased, await nodeCore.shared());
}

/** A solver's answer that it did not check, with the check writeOutput runs while it writes:
 *  the core's checker over the rows where they lie (its scratch past them, the digits' two
 *  chunks past that), or the TS checker for rows elsewhere (the TS engine's). */
export async function checkedAnswer(rows: Int32Array, format: Format, oneBased: boolean, engine: string): Promise<{ chunks: Iterable<Chunk>; check: OutputCheck }> {
  const core = await nodeCore.shared();
  const n = rows.length;
  const refuse = (verdict: Verdict): void => {
    if (!verdict.ok) throw invalidAnswer(engine, verdict.reason);
  };
  if (rows.buffer !== core.memory.buffer) {
    let verdict: Verdict | undefined;
    const check = { step: () => ((verdict ??= verify(rows)), true), finish: () => refuse(verdict ?? verify(rows)) };
    return { chunks: await answerChunks(rows, format, oneBased), check };
  }
  const rowsPtr = rows.byteOffset; // a view detached by memory growth says 0
  const checker = new CoreCheck(core, rowsPtr, n);
  ensureMemory(core, checker.end + 2 * CHUNK_BYTES);
  const view = new Int32Array(core.memory.buffer, rowsPtr, n);
  const chunks = format === "board" ? formatBoard({ n, piece: "queen" }, view) : rowBytes(view, format, oneBased, core, [checker.end, checker.end + CHUNK_BYTES]);
  // a chunk's worth of columns checked while each chunk is written: the check ends with the digits
  const columns = chunks instanceof RowChunks ? chunks.numbersPerChunk : undefined;
  return { chunks, check: { step: () => checker.step(columns), finish: () => refuse(verdictOf(n, checker.finish())) } };
}
