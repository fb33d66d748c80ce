// Rows as the bytes of the json and text formats, chunk by chunk into a reused buffer: n = 10^8
// is about 900 MB of digits, never one string. The digits come from a DigitEncoder: the core
// writes them over its own memory when the rows live there (src/wasm/digits.ts), and the
// encoder below, its twin, writes them for rows anywhere else.

/** Bytes of one chunk of digits, reused from chunk to chunk. */
export const CHUNK_BYTES = 1 << 20;
/** Most bytes one number and its separator take: 10 digits (2^32 - 1) and one byte. */
export const MAX_NUMBER_BYTES = 11;
/** Bytes an encoder may write past the last number (the core's four-byte stores spill three). */
export const SPARE_BYTES = 3;

const COMMA = 0x2c;
const SPACE = 0x20;
const ZERO = 0x30;
const OPEN = Uint8Array.of(0x5b); // "["
const CLOSE_JSON = Uint8Array.of(0x5d, 0x0a); // "]\n"
const NEWLINE = Uint8Array.of(0x0a);

export interface DigitEncoder {
  /** Most numbers one call takes. */
  readonly numbersPerChunk: number;
  /** Writes rows[c] + offset in decimal for from <= c < to, each but the first of the whole list
   *  (c = 0) preceded by the separator byte. The bytes returned are valid until the next call. */
  encode(from: number, to: number, offset: number, separator: number): Uint8Array<ArrayBuffer>;
}

/** Numbers a chunk of `bytes` bytes always has room for. */
export const numbersIn = (bytes: number): number => Math.floor((bytes - SPARE_BYTES) / MAX_NUMBER_BYTES);

/** The rows of one placement as json ([r0,r1,...]) or text (r0 r1 ...), ending with a newline.
 *  Each chunk is a view that the next chunk overwrites: write it before pulling the next. Given
 *  a second encoder (`ahead`, a buffer of its own), the chunks take the two in turn, and
 *  makeAhead() makes the next chunk while the last one is still being written. */
export class RowChunks implements Iterable<Uint8Array<ArrayBuffer>> {
  private readonly encoders: DigitEncoder[];
  private readonly offset: number;
  private readonly separator: number;
  private from = 0;
  private turn = 0;
  private made: Uint8Array<ArrayBuffer> | undefined;

  constructor(private readonly n: number, private readonly format: "json" | "text", oneBased: boolean, digits: DigitEncoder, ahead?: DigitEncoder) {
    this.encoders = ahead ? [digits, ahead] : [digits];
    this.offset = oneBased ? 1 : 0;
    this.separator = format === "json" ? COMMA : SPACE;
  }

  /** Most numbers one chunk holds. */
  get numbersPerChunk(): number {
    return this.encoders[0].numbersPerChunk;
  }

  /** Makes the next chunk of digits now, when it has a buffer other than the last chunk's. */
  makeAhead(): void {
    if (this.encoders.length > 1) this.make();
  }

  private make(): void {
    if (this.made !== undefined || this.from >= this.n) return;
    const digits = this.encoders[this.turn];
    this.turn = (this.turn + 1) % this.encoders.length;
    const to = Math.min(this.n, this.from + digits.numbersPerChunk);
    this.made = digits.encode(this.from, to, this.offset, this.separator);
    this.from = to;
  }

  *[Symbol.iterator](): Generator<Uint8Array<ArrayBuffer>> {
    if (this.format === "json") yield OPEN;
    for (this.make(); this.made !== undefined; this.make()) {
      const chunk = this.made;
      this.made = undefined;
      yield chunk;
    }
    yield this.format === "json" ? CLOSE_JSON : NEWLINE;
  }
}

/** The chunks of one placement through one encoder (see RowChunks). */
export const rowChunks = (n: number, format: "json" | "text", oneBased: boolean, digits: DigitEncoder): RowChunks =>
  new RowChunks(n, format, oneBased, digits);

/** "00" .. "99", two ASCII digits per entry. */
const PAIRS = new Uint8Array(200);
for (let i = 0; i < 100; i++) {
  PAIRS[2 * i] = ZERO + Math.floor(i / 10);
  PAIRS[2 * i + 1] = ZERO + (i % 10);
}

const digitCount = (v: number): number =>
  v < 10 ? 1 : v < 100 ? 2 : v < 1e3 ? 3 : v < 1e4 ? 4 : v < 1e5 ? 5 : v < 1e6 ? 6 : v < 1e7 ? 7 : v < 1e8 ? 8 : v < 1e9 ? 9 : 10;

/** Writes rows[c] + offset (whole numbers 0 .. 2^32 - 1) in decimal at out[at..] for
 *  from <= c < to, each but rows[first] preceded by the separator; two digits at a time from the
 *  right. Returns the index past the last digit. */
function writeDigits(out: Uint8Array, at: number, rows: ArrayLike<number>, first: number, from: number, to: number, offset: number, separator: number): number {
  for (let c = from; c < to; c++) {
    if (c !== first) out[at++] = separator;
    let v = rows[c] + offset;
    let end = at + digitCount(v);
    at = end;
    while (v >= 100) {
      const q = Math.floor(v / 100);
      const pair = (v - q * 100) << 1;
      out[--end] = PAIRS[pair + 1];
      out[--end] = PAIRS[pair];
      v = q;
    }
    if (v >= 10) {
      out[--end] = PAIRS[2 * v + 1];
      out[--end] = PAIRS[2 * v];
    } else {
      out[--end] = ZERO + v;
    }
  }
  return at;
}

/** The host's DigitEncoder, for rows in any array (the TS engine's, a board of `place`), into
 *  one buffer reused from call to call. */
export function jsDigits(rows: ArrayLike<number>): DigitEncoder {
  const buffer = new Uint8Array(Math.min(CHUNK_BYTES, rows.length * MAX_NUMBER_BYTES + SPARE_BYTES));
  return {
    numbersPerChunk: numbersIn(buffer.length),
    encode: (from, to, offset, separator) => buffer.subarray(0, writeDigits(buffer, 0, rows, 0, from, to, offset, separator)),
  };
}

/** `count` placements of n rows each (rows[s * n + c], as `all` finds them), one per line in
 *  json or text, as one new array of bytes: small boards, many of them. */
export function placementBytes(rows: ArrayLike<number>, n: number, count: number, format: "json" | "text", oneBased: boolean): Uint8Array {
  const out = new Uint8Array(count * (n * MAX_NUMBER_BYTES + OPEN.length + CLOSE_JSON.length));
  const offset = oneBased ? 1 : 0;
  let at = 0;
  for (let s = 0; s < count; s++) {
    if (format === "json") out[at++] = OPEN[0];
    at = writeDigits(out, at, rows, s * n, s * n, (s + 1) * n, offset, format === "json" ? COMMA : SPACE);
    if (format === "json") out[at++] = CLOSE_JSON[0];
    out[at++] = NEWLINE[0];
  }
  return out.subarray(0, at);
}
