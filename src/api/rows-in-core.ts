// Rows in the core's memory, to bytes and from bytes: the digit writer an answer uses where its
// rows lie (src/api/answer.ts), and a placement read into the core's memory and parsed there by
// the core, where its checker will run.
import { CHUNK_BYTES, jsDigits, numbersIn, RowChunks, type DigitEncoder } from "../format/encode-rows.js";
import { ByteOrderMark, endError, hugeText, IN_NUMBER, stopError, type ParsedRows } from "../format/parse-rows.js";
import type { CoreExports } from "../wasm/exports.js";
import { coreDigits } from "../wasm/digits.js";
import { checkEnd, checkInCore, CoreCheck } from "../wasm/checker.js";
import type { CoreLoader } from "../wasm/instantiate.js";
import { align64, ensureMemory } from "../wasm/memory.js";
import { MAX_WASM_BYTES } from "../wasm/instantiate.js";
import { UsageError } from "../errors/errors.js";
import { largestFitting } from "./defaults.js";
import { optionsOf } from "./options.js";
import { verdictOf, verify, type Verdict } from "../verify/queens.js";

/** The least chunk worth a call into the core; below it the host writes the digits. */
const MIN_CORE_CHUNK_BYTES = 1 << 16;

/** The core's digits when the rows lie in its memory (their chunk at `out`, by default right
 *  past the rows), else the host's. */
export function digitsFor(rows: Int32Array, core: CoreExports | undefined, out?: number): DigitEncoder {
  const digits = core && coreDigits(core, rows, MIN_CORE_CHUNK_BYTES, CHUNK_BYTES, out);
  return digits ? { numbersPerChunk: numbersIn(digits.bytes), encode: digits.encode } : jsDigits(rows);
}

/** Bytes of an input region the reader fills before each call to the core's parser. */
export const INPUT_BYTES = 1 << 20;
/** Input regions: one is read into while the other is parsed. */
const INPUT_SLOTS = 2;
const FIRST_CAPACITY = 1 << 16;
/** parseRows() results other than its stop codes (assembly/parse.ts's DONE and NEED_ROOM). */
export const PARSE_DONE = 0;
export const PARSE_NEED_ROOM = -1;
const SPACE = 0x20;

/** The most rows that fit at rowsPtr with the checker's scratch past them (see CoreCheck) in
 *  `limit` bytes of memory. */
export const rowsFitting = (core: CoreExports, rowsPtr: number, limit: number): number =>
  largestFitting((n) => align64(align64(rowsPtr + 4 * n) + core.verifyScratchBytes(n)), limit);

/** The twin of RowsParser (src/format/parse-rows.ts) running in the core: the reader puts each
 *  chunk into input(slot) and hands it over with took(); two input regions, so that one can be
 *  filled while the other is parsed. The rows grow past them, in place (memory grows without a
 *  copy), about 4 bytes a queen, up to the most that fit with the checker's scratch. */
export class CoreRowsParser {
  private readonly inputPtr: number;
  private readonly rowsPtr: number;
  /** The most rows the memory holds with the checker's scratch: the growth stops there. */
  readonly maxRows: number;
  private capacity: number;
  private offset = 0;
  private readonly bom = new ByteOrderMark();

  constructor(private readonly core: CoreExports, private readonly name: string, subtract: number, limitBytes = MAX_WASM_BYTES) {
    this.inputPtr = core.freePtr();
    this.rowsPtr = align64(this.inputPtr + INPUT_SLOTS * INPUT_BYTES);
    this.maxRows = rowsFitting(core, this.rowsPtr, limitBytes);
    this.capacity = Math.min(FIRST_CAPACITY, this.maxRows);
    ensureMemory(core, this.rowsPtr + 4 * this.capacity);
    core.parseBegin(subtract);
  }

  /** Room for `rows` rows, the capacity doubling up to maxRows; false when they do not fit. */
  private grow(rows: number): boolean {
    if (rows <= this.capacity) return true;
    if (this.capacity >= this.maxRows) return false;
    while (this.capacity < rows) this.capacity *= 2;
    this.capacity = Math.min(this.capacity, this.maxRows);
    ensureMemory(this.core, this.rowsPtr + 4 * this.capacity);
    return rows <= this.capacity;
  }

  /** Where a chunk goes (slot 0 or 1): a view taken anew, since growing the rows detaches older ones. */
  input(slot = 0): Uint8Array {
    return new Uint8Array(this.core.memory.buffer, this.inputPtr + slot * INPUT_BYTES, INPUT_BYTES);
  }

  /** Room for every row `length` more bytes can hold (a number and its separator take two), so
   *  that parsing them never grows memory, which a read into the other input may be using. */
  reserve(length: number): void {
    this.grow((this.core.parseCount.value as number) + Math.ceil(length / 2) + 1); // short of it near maxRows: parse() tells
  }

  /** Parses the `length` bytes just read into input(slot). */
  took(length: number, slot = 0): void {
    const skip = this.bom.skip(this.input(slot).subarray(0, length), this.name);
    this.parse(slot, skip, length - skip);
    this.offset += length;
  }

  private parse(slot: number, from: number, length: number): void {
    const { core } = this;
    const input = this.inputPtr + slot * INPUT_BYTES;
    let status: number;
    while ((status = core.parseRows(input + from, length, this.rowsPtr, this.capacity)) === PARSE_NEED_ROOM) {
      if (!this.grow(this.capacity + 1)) throw new UsageError(`${this.name} holds more than ${this.maxRows} rows, the most a placement can have in WebAssembly's 4 GiB (about 4.6 bytes a queen)`);
    }
    if (status !== PARSE_DONE) {
      const at = from + (core.parsedTo.value as number);
      throw stopError(this.name, status, this.input(slot)[at], this.offset + at, core.parseCount.value as number);
    }
  }

  end(): ParsedRows {
    const { core } = this;
    this.bom.end(this.name);
    if (core.parseState.value === IN_NUMBER) {
      this.input()[0] = SPACE; // the number the input ends in ends here, as at a separator
      this.parse(0, 0, 1);
    }
    const count = core.parseCount.value as number;
    const error = endError(this.name, core.parseState.value as number, (core.parseJson.value as number) !== 0, count);
    if (error) throw error;
    const column = core.hugeColumn.value as number;
    return {
      rows: new Int32Array(core.memory.buffer, this.rowsPtr, count),
      huge: column < 0 ? undefined : { column, text: hugeText(core.hugeValue.value as number, (core.hugeNegative.value as number) !== 0) },
    };
  }
}

/** A placement of queens read as it streams in, parsed by the core into memory of its own (an
 *  instance no other call uses), then checked there by the core's checker. Feed it with push(),
 *  or read straight into input(slot) with reserve() before and took() after each read (what the
 *  CLI does: one read under way while the other slot is parsed); then end() or verdict().
 *  @example const reader = await readRows({ name: "upload" }); for await (const chunk of file.stream()) reader.push(chunk); reader.verdict(); // { ok: true, n } or the first conflict */
export class RowsReader {
  private readonly parser: CoreRowsParser;
  private parsed: ParsedRows | undefined;

  constructor(private readonly core: CoreExports, private readonly name: string, private readonly base: 0 | 1) {
    this.parser = new CoreRowsParser(core, name, base);
  }

  /** Parses a chunk of the input (any size; copied in). */
  push(chunk: Uint8Array): void {
    for (let at = 0; at < chunk.length; at += INPUT_BYTES) {
      const length = Math.min(INPUT_BYTES, chunk.length - at);
      this.parser.reserve(length);
      this.parser.input(0).set(chunk.subarray(at, at + length));
      this.parser.took(length, 0);
    }
  }

  /** Where the next read of at most INPUT_BYTES goes (slot 0 or 1); ask anew before each read. */
  input(slot: number): Uint8Array {
    return this.parser.input(slot);
  }

  /** Before a read of `length` bytes is parsed: room for its rows (the one moment memory grows). */
  reserve(length: number): void {
    this.parser.reserve(length);
  }

  /** Parses the `length` bytes read into input(slot). */
  took(length: number, slot: number): void {
    this.parser.took(length, slot);
  }

  /** The rows read (0-based; a view over this reader's memory), once the input is over; a
   *  UsageError for input that is not a list of rows. */
  end(): ParsedRows {
    return (this.parsed ??= this.parser.end());
  }

  /** The independent checker's verdict on the rows read (end() first if not yet called). */
  verdict(): Verdict {
    const { rows, huge } = this.end();
    const conflict = checkInCore(this.core, rows.byteOffset, rows.length);
    // a row past int32 was kept as one off every board: name it as written
    return verdictOf(rows.length, conflict, this.base, conflict && huge?.column === conflict.column ? huge.text : undefined);
  }
}

export async function readRowsWith(loader: CoreLoader, given?: { name?: string; oneBased?: boolean }): Promise<RowsReader> {
  const options = optionsOf(given, "readRows", ["name", "oneBased"]);
  return new RowsReader(await loader.fresh(), options.name ?? "input", options.oneBased ? 1 : 0);
}
