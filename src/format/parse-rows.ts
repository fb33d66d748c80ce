// Bytes to rows, streaming: the parsers take the input chunk by chunk as it is read and write
// numbers straight into an Int32Array (4 bytes a number, grown by doubling), never the whole
// input as one string: n = 10^8 is about 900 MB of text. Every reader of rows uses them: a
// placement (`verify` runs the twin of RowsParser in the core, assembly/parse.ts, with these
// messages) and blocked squares (--blocked-file).
// A UTF-8 byte order mark at the start is skipped; a bad byte is named, escaped when it is not
// printable, with its offset and how many numbers came before it.
import { UsageError } from "../errors/errors.js";
import { plural } from "../errors/wording.js";

/** The numbers kept, in an array twice as large: a 4-byte slot a number, grown by doubling. */
function grown(array: Int32Array, kept: number): Int32Array<ArrayBuffer> {
  const larger = new Int32Array(Math.max(FIRST_CAPACITY, 2 * array.length));
  larger.set(array.subarray(0, kept));
  return larger;
}

/** Rows as the user wrote them are whole numbers; one past the int32 range can name no row of
 *  a board that fits in memory, so it is kept as the nearest int32 that cannot either. */
const MAX_ROW = 2 ** 31 - 1;
const FIRST_CAPACITY = 1 << 16;

const BOM = [0xef, 0xbb, 0xbf];
const ZERO = 0x30;
const MINUS = 0x2d;
const COMMA = 0x2c;
const OPEN = 0x5b;
const CLOSE = 0x5d;
const HASH = 0x23;
const NEWLINE = 0x0a;
const isSpace = (b: number): boolean => b === 0x20 || b === NEWLINE || b === 0x0d || b === 0x09;

/** A byte as a message shows it: 'x' when printable ASCII, else 0xNN. */
export function describeByte(b: number): string {
  return b > 0x20 && b < 0x7f ? `'${String.fromCharCode(b)}'` : `byte 0x${b.toString(16).padStart(2, "0")}`;
}

// The states of the rows parser; the core's parser (assembly/parse.ts) numbers them alike.
const START = 0; // before anything but white space
const NUMBER = 1; // inside the digits of a number
/** The state of a parser inside a number, which only the next separator (or the end) stores. */
export const IN_NUMBER = NUMBER;
const SIGN = 2; // after '-': a digit must follow
const AFTER = 3; // right after a number: white space, a comma, ']' (JSON)
const NEED = 4; // after a comma: a number must follow
const OPENED = 5; // after '[': a number or ']'
const CLOSED = 6; // after ']': only white space
const GAP = 7; // after a number and white space: a comma, another number (plain), ']' (JSON)
/** The states by the core's names (test/core-constants.test.ts holds them equal). */
export const PARSER_STATES = { START, NUMBER, SIGN, AFTER, NEED, OPENED, CLOSED, GAP } as const;

/** Why a rows parser stops at a byte, by code from 1; the core's parser returns the same codes. */
const STOPS = ["text after ']'", "a number where ',' or ']' belongs", "'-' without digits", "',' where a number belongs",
  "',' with no number before it", "']' after ','", "unexpected"] as const;
export const stopCode = (why: (typeof STOPS)[number]): number => STOPS.indexOf(why) + 1;
const UNEXPECTED = stopCode("unexpected");

const notRows = (name: string, what: string, where: string, count: number): UsageError =>
  new UsageError(`${name} is not a list of rows: ${what} ${where} after ${plural(count, "number")}`);

/** The error for a parser that stopped (code `stop`) at `byte`, at `offset` of the input. */
export function stopError(name: string, stop: number, byte: number, offset: number, count: number): UsageError {
  return notRows(name, stop === UNEXPECTED ? `unexpected ${describeByte(byte)}` : STOPS[stop - 1], `at offset ${offset}`, count);
}

/** The error for input that ends in `state`, or undefined when it ends a list. */
export function endError(name: string, state: number, json: boolean, count: number): UsageError | undefined {
  const why = state === SIGN ? "'-' without digits"
    : json && state !== CLOSED ? "missing ']'"
    : state === NEED ? "',' with no number after it"
    : count === 0 ? "no numbers"
    : undefined;
  return why === undefined ? undefined : notRows(name, why, "at the end", count);
}

/** A number past the int32 range as a message names it: exactly up to 2^53. */
export const hugeText = (magnitude: number, negative: boolean): string =>
  magnitude > Number.MAX_SAFE_INTEGER ? `${negative ? "below -" : "above "}2^53` : String(negative ? -magnitude : magnitude);

/** Skips a UTF-8 byte order mark at the start of an input, wherever its chunks are cut. */
export class ByteOrderMark {
  private matched = 0;
  private done = false;

  /** `notAMark`: the error for an input that starts with the mark's first byte (0xef, which
   *  begins no number: a full-width digit, say) but holds no mark; by default the rows
   *  parsers' own, "unexpected byte 0xef at offset 0". */
  constructor(private readonly notAMark = (name: string): Error => stopError(name, UNEXPECTED, BOM[0], 0, 0)) {}

  /** Bytes at the start of `chunk` that belong to the mark. */
  skip(chunk: Uint8Array, name: string): number {
    let i = 0;
    while (!this.done && i < chunk.length) {
      if (chunk[i] !== BOM[this.matched]) {
        if (this.matched > 0) throw this.notAMark(name);
        this.done = true;
        break;
      }
      this.matched++;
      i++;
      this.done = this.matched === BOM.length;
    }
    return i;
  }

  /** At the end of the input: the start of a mark cut short is no mark either. */
  end(name: string): void {
    if (this.matched > 0 && this.matched < BOM.length) throw this.notAMark(name);
  }
}

/** A placement read by a rows parser (RowsParser here, the core's in src/api/rows-in-core.ts).
 *  @example const reader = await readRows(); reader.push(new TextEncoder().encode("1 3 0 2")); reader.end().rows; // Int32Array [1, 3, 0, 2] */
export interface ParsedRows {
  /** rows[c] minus `subtract`, c < rows.length; a view into the store. */
  rows: Int32Array;
  /** The first number outside the int32 range, as written: kept in rows as +-(2^31 - 1). */
  huge?: { column: number; text: string };
}

/** The parser of a placement: a JSON array of whole numbers ([r0,r1,...]), or whole numbers
 *  separated by white space, or by commas with white space around them. Rows may be negative
 *  or past the board (the verifier names them); anything else is a usage error. The twin of the
 *  core's parser (assembly/parse.ts), which `verify` runs over the core's memory. */
export class RowsParser {
  private count = 0;
  private state = START;
  private json = false;
  private value = 0;
  private negative = false;
  private offset = 0;
  private readonly bom = new ByteOrderMark();
  private huge: ParsedRows["huge"];

  private rows = new Int32Array(FIRST_CAPACITY);

  constructor(private readonly name: string, private readonly subtract = 0) {
    // V8 compiles the hot loop of push() while it runs, before the code after the loop ever ran;
    // without type feedback there, it would drop the compiled code at the end of every chunk
    this.push(new Uint8Array(0));
  }

  private finish(): void {
    let value = this.negative ? -this.value : this.value;
    if (value > MAX_ROW || value < -MAX_ROW) {
      this.huge ??= { column: this.count, text: hugeText(this.value, this.negative) };
      value = value > 0 ? MAX_ROW : -MAX_ROW;
    }
    if (this.count === this.rows.length) this.rows = grown(this.rows, this.count);
    this.rows[this.count++] = value - this.subtract;
    this.value = 0;
    this.negative = false;
  }

  /** The next bytes of the input. */
  push(chunk: Uint8Array): void {
    let i = this.bom.skip(chunk, this.name);
    const base = this.offset;
    this.offset += chunk.length;
    let json = this.json;
    let state = this.state;
    let value = this.value;
    let stop = 0;
    for (; i < chunk.length; i++) {
      const b = chunk[i];
      const digit = b - ZERO;
      if (digit >= 0 && digit <= 9) {
        if (state === NUMBER) {
          value = value * 10 + digit;
          continue;
        }
        if (state === SIGN || state === NEED || state === START || state === OPENED || (state === GAP && !json)) {
          state = NUMBER;
          value = digit;
          continue;
        }
      } else if (state === NUMBER) {
        this.value = value;
        this.finish();
        state = AFTER;
      }
      if (isSpace(b) && state !== SIGN) {
        if (state === AFTER) state = GAP;
        continue;
      }
      if (state === CLOSED) {
        stop = stopCode("text after ']'");
      } else if (state === SIGN) {
        stop = stopCode("'-' without digits");
      } else if (b === COMMA && (state === AFTER || state === GAP)) {
        state = NEED;
      } else if (b === CLOSE && json && (state === AFTER || state === GAP || state === OPENED)) {
        state = CLOSED;
      } else if (b === MINUS && (state === NEED || state === START || state === OPENED || (state === GAP && !json))) {
        state = SIGN;
        this.negative = true;
      } else if (b === OPEN && state === START) {
        state = OPENED;
        json = true;
      } else {
        stop = b === COMMA ? stopCode(state === NEED ? "',' where a number belongs" : "',' with no number before it")
          : b === CLOSE && state === NEED ? stopCode("']' after ','")
          : digit >= 0 && digit <= 9 ? stopCode("a number where ',' or ']' belongs")
          : UNEXPECTED;
      }
      if (stop !== 0) throw stopError(this.name, stop, b, base + i, this.count);
    }
    this.json = json;
    this.state = state;
    this.value = value;
  }

  /** The end of the input: the rows, or a usage error if the input stopped short. */
  end(): ParsedRows {
    this.bom.end(this.name);
    if (this.state === NUMBER) {
      this.finish();
      this.state = AFTER;
    }
    const error = endError(this.name, this.state, this.json, this.count);
    if (error) throw error;
    return { rows: this.rows.subarray(0, this.count), huge: this.huge };
  }
}

/** The parser of squares as row, column pairs, one a line ("R,C" or "R C"), with blank lines and
 *  # comments; into [r0, c0, r1, c1, ...]. Numbers past the int32 range are kept as 2^31 - 1
 *  (off every board, so the caller's range check names them). */
export class PairsParser {
  private pairs = new Int32Array(FIRST_CAPACITY);
  private count = 0;
  private inLine = 0; // numbers on the current line so far
  private inNumber = false;
  private separated = true; // a separator came since the last number
  private comma = false; // that separator held a comma
  private comment = false;
  private value = 0;
  /** The digits of a number past every row, as written (40 at most), once it is past MAX_ROW. */
  private huge: string | undefined;
  private line = 1;
  private readonly bom = new ByteOrderMark(() => this.fail(`unexpected ${describeByte(BOM[0])}`));

  constructor(private readonly name: string, private readonly what: string) {}

  private fail(why: string): never {
    throw new UsageError(`${this.name} line ${this.line}: ${this.what} must be R,C (row and column): ${why}`);
  }

  private finishNumber(): void {
    if (this.huge !== undefined) this.fail(`${this.huge.length > 40 ? `${this.huge.slice(0, 40)}...` : this.huge} is off every board`);
    if (this.count === this.pairs.length) this.pairs = grown(this.pairs, this.count);
    this.pairs[this.count++] = this.value;
    this.inNumber = false;
    this.separated = false;
    this.comma = false;
    this.inLine++;
    this.value = 0;
  }

  private endLine(): void {
    if (this.inNumber) this.finishNumber();
    if (this.comma) this.fail("',' with no number after it");
    if (this.inLine === 1) this.fail("one number");
    this.inLine = 0;
    this.comma = false;
    this.separated = true;
    this.comment = false;
    this.line++;
  }

  push(chunk: Uint8Array): void {
    let i = this.bom.skip(chunk, this.name);
    for (; i < chunk.length; i++) {
      const b = chunk[i];
      if (b === NEWLINE) {
        this.endLine();
        continue;
      }
      if (this.comment) continue;
      const digit = b - ZERO;
      if (digit >= 0 && digit <= 9) {
        if (!this.inNumber) {
          if (!this.separated) this.fail("no separator between numbers");
          if (this.inLine === 2) this.fail("more than two numbers");
          this.inNumber = true;
        }
        if (this.huge !== undefined) {
          if (this.huge.length <= 40) this.huge += digit;
        } else if ((this.value = this.value * 10 + digit) > MAX_ROW) this.huge = String(this.value);
        continue;
      }
      if (this.inNumber) this.finishNumber();
      if (b === HASH) {
        this.comment = true;
      } else if (b === COMMA) {
        if (this.inLine !== 1 || this.comma) this.fail(this.inLine === 0 ? "',' with no number before it" : this.inLine === 2 ? "more than two numbers" : "one ',' too many");
        this.comma = true;
        this.separated = true;
      } else if (isSpace(b)) {
        this.separated = true;
      } else {
        this.fail(`unexpected ${describeByte(b)}`);
      }
    }
  }

  end(): Int32Array {
    this.bom.end(this.name);
    if (this.inNumber || this.inLine > 0) this.endLine();
    return this.pairs.subarray(0, this.count);
  }
}
