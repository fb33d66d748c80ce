// Digits of rows that live in the core's memory, written by the core (assembly/digits.ts)
// into a chunk past them and handed out as a view: no copy of the answer, no string.
import type { CoreExports } from "./exports.js";
import { align64 } from "./memory.js";

export interface CoreDigits {
  /** Bytes of the chunk: the room past the rows, at most the size asked for. */
  readonly bytes: number;
  /** The digits of rows[from .. to) (see assembly/digits.ts), valid until the next call. */
  encode(from: number, to: number, offset: number, separator: number): Uint8Array<ArrayBuffer>;
}

/** The core's digit writer for rows that are a view over its memory, its chunk of at most
 *  `maxBytes` at `out` (by default right past the rows: a solver's state, dead once its answer
 *  is found); undefined when the rows lie elsewhere or fewer than `minBytes` follow `out`.
 *  Memory never grows here, so views over it stay valid. */
export function coreDigits(core: CoreExports, rows: Int32Array, minBytes: number, maxBytes: number, out = align64(rows.byteOffset + rows.byteLength)): CoreDigits | undefined {
  const rowsPtr = rows.byteOffset;
  const bytes = Math.min(maxBytes, core.memory.buffer.byteLength - out);
  if (rows.buffer !== core.memory.buffer || bytes < minBytes) return undefined;
  return {
    bytes,
    encode(from, to, offset, separator) {
      return new Uint8Array(core.memory.buffer, out, core.encodeRows(rowsPtr, from, to, offset, separator, out));
    },
  };
}
