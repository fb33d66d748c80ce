// Decimal rows to i32, over linear memory: the twin of the host's RowsParser
// (src/format/parse-rows.ts), state for state and error for error, so that a 900 MB answer is
// parsed where it was read (the host reads each chunk into INPUT, a region of its choosing)
// and stored where it will be checked. The host keeps the messages; this returns codes.

// The parser's states, numbered as the host's.
const START: i32 = 0; // before anything but white space
const NUMBER: i32 = 1; // inside the digits of a number
const SIGN: i32 = 2; // after '-': a digit must follow
const AFTER: i32 = 3; // right after a number
const NEED: i32 = 4; // after a comma: a number must follow
const OPENED: i32 = 5; // after '['
const CLOSED: i32 = 6; // after ']'
const GAP: i32 = 7; // after a number and white space

// parseRows() results: DONE, NEED_ROOM (rows full: grow them and call again from parsedTo), or
// a stop at the byte at parsedTo, numbered as the host's ROWS_STOPS from 1.
const DONE: i32 = 0;
const NEED_ROOM: i32 = -1;
const TEXT_AFTER_CLOSE: i32 = 1;
const NUMBER_WHERE_SEPARATOR: i32 = 2;
const SIGN_WITHOUT_DIGITS: i32 = 3;
const COMMA_WHERE_NUMBER: i32 = 4;
const COMMA_FIRST: i32 = 5;
const CLOSE_AFTER_COMMA: i32 = 6;
const UNEXPECTED: i32 = 7;

/** Rows past the int32 range are kept as the nearest int32 that names no row either. */
const MAX_ROW: i64 = 0x7fffffff;
/** A number's magnitude saturates here: above 2^53 the host names it only as "above 2^53". */
const SATURATED: i64 = 1 << 53;

export let parseState: i32 = START;
export let parseJson: bool = false;
export let parseNegative: bool = false;
export let parseValue: i64 = 0;
export let parseCount: u32 = 0;
/** Where in the input the last call stopped. */
export let parsedTo: u32 = 0;
/** The first number past int32: its column (-1: none yet), magnitude and sign. */
export let hugeColumn: i32 = -1;
export let hugeValue: f64 = 0;
export let hugeNegative: bool = false;

/** Starts a list; rows will be stored as the number written minus `subtract`. */
export function parseBegin(subtract: i32): void {
  parseState = START;
  parseJson = false;
  parseNegative = false;
  parseValue = 0;
  parseCount = 0;
  parsedTo = 0;
  hugeColumn = -1;
  subtracted = subtract;
}
let subtracted: i32 = 0;

// @ts-ignore: decorator
@inline function isSpace(b: u32): bool {
  return b == 0x20 || b == 0x0a || b == 0x0d || b == 0x09;
}

/** Parses length bytes at input, storing rows at rows (capacity of them); called per chunk. */
export function parseRows(input: usize, length: u32, rows: usize, capacity: u32): i32 {
  let state = parseState;
  let json = parseJson;
  let value = parseValue;
  let count = parseCount;
  let negative = parseNegative;
  let i: u32 = parsedTo;
  let stop = DONE;
  for (; i < length; i++) {
    const b = <u32>load<u8>(input + i);
    const digit: u32 = b - 0x30;
    if (digit <= 9) {
      if (state == NUMBER) {
        value = value * 10 + <i64>digit;
        if (value > SATURATED) value = SATURATED; // rarely: off the critical path, unlike a select
        continue;
      }
      if (state == SIGN || state == NEED || state == START || state == OPENED || (state == GAP && !json)) {
        // a number starts: its digits in a tight loop (the common case); the byte after them, if
        // in this chunk, ends it in the next round as in state NUMBER
        value = <i64>digit;
        while (i + 1 < length) {
          const next: u32 = <u32>load<u8>(input + i + 1) - 0x30;
          if (next > 9) break;
          value = value * 10 + <i64>next;
          if (value > SATURATED) value = SATURATED;
          i++;
        }
        state = NUMBER;
        continue;
      }
    } else if (state == NUMBER) {
      if (count == capacity) { // no room: the host grows the rows and calls again from here
        stop = NEED_ROOM;
        break;
      }
      let row = negative ? -value : value;
      if (row > MAX_ROW || row < -MAX_ROW) {
        if (hugeColumn < 0) {
          hugeColumn = <i32>count;
          hugeValue = <f64>value;
          hugeNegative = negative;
        }
        row = row > 0 ? MAX_ROW : -MAX_ROW;
      }
      store<i32>(rows + (<usize>count << 2), <i32>row - subtracted);
      count++;
      negative = false;
      state = AFTER;
    }
    if (isSpace(b) && state != SIGN) {
      if (state == AFTER) state = GAP;
      continue;
    }
    if (state == CLOSED) { stop = TEXT_AFTER_CLOSE; break; }
    if (state == SIGN) { stop = SIGN_WITHOUT_DIGITS; break; }
    if (b == 0x2c && (state == AFTER || state == GAP)) { // ','
      state = NEED;
    } else if (b == 0x5d && json && (state == AFTER || state == GAP || state == OPENED)) { // ']'
      state = CLOSED;
    } else if (b == 0x2d && (state == NEED || state == START || state == OPENED || (state == GAP && !json))) { // '-'
      state = SIGN;
      negative = true;
    } else if (b == 0x5b && state == START) { // '['
      state = OPENED;
      json = true;
    } else {
      stop = b == 0x2c ? (state == NEED ? COMMA_WHERE_NUMBER : COMMA_FIRST)
        : b == 0x5d && state == NEED ? CLOSE_AFTER_COMMA
        : digit <= 9 ? NUMBER_WHERE_SEPARATOR
        : UNEXPECTED;
      break;
    }
  }
  parseState = state;
  parseJson = json;
  parseValue = value;
  parseCount = count;
  parseNegative = negative;
  parsedTo = stop == DONE ? 0 : i;
  return stop;
}
