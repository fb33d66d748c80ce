// An answer that owns its memory: its rows, and the Wasm instance that found them when it has one,
// so that it can write itself as bytes and check itself where the rows lie (the core writes the
// digits and runs the checker at memory speed; no copy of a 400 MB answer, no string). The rows
// a caller keeps pin no more than about their own size: a view over an instance whose memory is
// little more than the rows (min-conflicts: 4.6 bytes a queen against the rows' 4), else a copy of
// their own, the instance then held by the answer alone and freed with it.
import { CHUNK_BYTES, RowChunks } from "../format/encode-rows.js";
import type { CoreExports } from "../wasm/exports.js";
import { checkEnd, CoreCheck } from "../wasm/checker.js";
import { ensureMemory } from "../wasm/memory.js";
import { verdictOf, verify, type Verdict } from "../verify/queens.js";
import { verifyPlacement, type Board } from "../verify/pieces.js";
import { digitsFor } from "./rows-in-core.js";
import { flagOf, optionsOf } from "./options.js";
import { UsageError, shown } from "../errors/errors.js";

/** An instance's memory past this many times its rows' bytes, and VIEW_SLACK_BYTES, is not pinned
 *  by the rows alone: they get a copy (place's search holds about 120 bytes a column). */
const MAX_VIEW_OVERHEAD = 1.5;
/** The instance's own data and stack, whatever n: small answers are not worth a copy for them. */
const VIEW_SLACK_BYTES = 1 << 20;

/** A check that runs a slice at a time: step() until it says true, then finish().
 *  @example const { chunks, check } = (await solve(1e6)).checkedBytes("text"); for (const chunk of chunks) { out.write(chunk); check.step(); } check.finish(); // a Verdict */
export interface SteppedCheck {
  /** Checks one more slice; true when the check is over. */
  step(): boolean;
  finish(): Verdict;
}

/** How an answer's rows are written: JSON `[r0,r1,...]` or one row a line; `oneBased` numbers rows from 1.
 *  @example (await solve(4, { seed: 1 })).bytes("text"); // chunks of "1 3 0 2"; "json" gives [1,3,0,2] */
export type RowsFormat = "json" | "text";

/** What solve() and place() resolve to besides their stats: the rows and what they can do.
 *  @example const answer = await solve(1e6); const rows = answer.transferableRows(); worker.postMessage(rows, [rows.buffer]); */
export interface Answered {
  /** rows[c] is the row (0-based) of the piece in column c. */
  readonly rows: Int32Array;
  /** The rows as bytes, chunk by chunk, each valid until the next is asked for (write each out
   *  before asking for the next): the core writes the digits where a large answer's rows lie.
   *  @example `for (const chunk of answer.bytes("text")) process.stdout.write(chunk.slice())` */
  bytes(format: RowsFormat, options?: { oneBased?: boolean }): Iterable<Uint8Array<ArrayBuffer>>;
  /** bytes() with the independent verifier's check, a step per chunk, to run while they are written. */
  checkedBytes(format: RowsFormat, options?: { oneBased?: boolean }): { chunks: Iterable<Uint8Array<ArrayBuffer>>; check: SteppedCheck };
  /** The rows as a stream of bytes (a ReadableStream of chunks of their own). */
  stream(format: RowsFormat, options?: { oneBased?: boolean }): ReadableStream<Uint8Array<ArrayBuffer>>;
  /** The independent verifier's verdict on the rows (in the core where they lie). */
  check(): Verdict;
  /** The rows in an ArrayBuffer of their own, the rows' size, which postMessage can transfer:
   *  `postMessage(answer.transferableRows(), [rows.buffer])`. A copy unless they already are. */
  transferableRows(): Int32Array<ArrayBuffer>;
}

export class Answer implements Answered {
  readonly rows: Int32Array;
  /** The instance whose memory holds the rows at `inCore` (the rows themselves, or their original). */
  readonly #core: CoreExports | undefined;
  readonly #inCore: Int32Array | undefined;
  /** The board of a place() answer, which the pieces' verifier judges (the core's checker is the queens'). */
  readonly #board: Board | undefined;
  /** Writing digits or checking: one such job at a time, since both lay out scratch past the rows. */
  #busy = false;

  /** Rows a twin wrote, or a copy, with nothing to hold but them; or rows that `core` wrote,
   *  handed over with the instance itself (no other call uses it again). `board`: place()'s. */
  constructor(rows: Int32Array, core?: CoreExports, board?: Board) {
    this.#board = board;
    if (!core) {
      this.rows = rows;
      return;
    }
    // room past the rows for the checker's scratch and two chunks of digits, made now so that
    // nothing later grows this memory (which would detach the view); the view is taken anew
    const { byteOffset, length } = rows;
    ensureMemory(core, checkEnd(core, byteOffset, length) + 2 * CHUNK_BYTES);
    this.#core = core;
    this.#inCore = new Int32Array(core.memory.buffer, byteOffset, length);
    this.rows = core.memory.buffer.byteLength > MAX_VIEW_OVERHEAD * this.#inCore.byteLength + VIEW_SLACK_BYTES ? this.#inCore.slice() : this.#inCore;
  }

  #claim(): CoreExports | undefined {
    if (!this.#core || this.#busy) return undefined;
    this.#busy = true;
    return this.#core;
  }

  /** Gives the instance back to #claim() once all `jobs` that use it have called the result. */
  #releaser(jobs: number): () => void {
    let left = jobs;
    return () => {
      if (--left === 0) this.#busy = false;
    };
  }

  bytes(format: RowsFormat, options?: { oneBased?: boolean }): Iterable<Uint8Array<ArrayBuffer>> {
    const oneBased = oneBasedOf("bytes", format, options);
    const core = this.#claim();
    if (!core) return rowChunks(this.rows, format, oneBased);
    return releasing(rowChunks(this.#inCore!, format, oneBased, core), this.#releaser(1));
  }

  checkedBytes(format: RowsFormat, options?: { oneBased?: boolean }): { chunks: Iterable<Uint8Array<ArrayBuffer>>; check: SteppedCheck } {
    const oneBased = oneBasedOf("checkedBytes", format, options);
    const board = this.#board;
    const core = board ? undefined : this.#claim();
    const rows = this.rows;
    if (!core) {
      const judge = (): Verdict => (board ? verifyPlacement(board, rows) : verify(rows));
      let verdict: Verdict | undefined;
      return { chunks: this.bytes(format, options), check: { step: () => ((verdict ??= judge()), true), finish: () => verdict ?? judge() } };
    }
    const release = this.#releaser(2);
    const inCore = this.#inCore!;
    const checker = new CoreCheck(core, inCore.byteOffset, inCore.length); // no growth: the constructor made the room
    const chunks = rowChunks(inCore, format, oneBased, core, [checker.end, checker.end + CHUNK_BYTES]);
    const columns = chunks.numbersPerChunk;
    const finish = (): Verdict => {
      try {
        return verdictOf(inCore.length, checker.finish());
      } finally {
        release();
      }
    };
    return { chunks: releasing(chunks, release), check: { step: () => checker.step(columns), finish } };
  }

  stream(format: RowsFormat, options?: { oneBased?: boolean }): ReadableStream<Uint8Array<ArrayBuffer>> {
    oneBasedOf("stream", format, options); // refused now, not at the first read
    let chunks: Iterator<Uint8Array<ArrayBuffer>> | undefined;
    return new ReadableStream({
      pull: (controller) => {
        chunks ??= this.bytes(format, options)[Symbol.iterator]();
        const next = chunks.next();
        if (next.done) controller.close();
        else controller.enqueue(next.value.slice()); // a stream's chunks are the reader's to keep
      },
      cancel: () => void chunks?.return?.(),
    });
  }

  check(): Verdict {
    const { check } = this.checkedBytes("text");
    while (!check.step());
    return check.finish();
  }

  transferableRows(): Int32Array<ArrayBuffer> {
    const { rows } = this;
    const own = rows.buffer instanceof ArrayBuffer && rows.byteOffset === 0 && rows.byteLength === rows.buffer.byteLength && !(this.#core && rows.buffer === this.#core.memory.buffer);
    return own ? (rows as Int32Array<ArrayBuffer>) : rows.slice();
  }
}

/** An answer with its stats, as solve() and place() resolve. */
export const answered = <S>(answer: Answer, stats: S): Answer & { stats: S } => Object.assign(answer, { stats });

const ROWS_FORMATS: readonly RowsFormat[] = ["json", "text"];

/** The numbering an answer's writer was asked for, its format and options checked as every
 *  call's are (an unknown name refused, oneBased true or false). */
function oneBasedOf(what: string, format: RowsFormat, options: { oneBased?: boolean } | undefined): boolean {
  if (!ROWS_FORMATS.includes(format)) throw new UsageError(`${what} writes ${ROWS_FORMATS.map((f) => `"${f}"`).join(" or ")}, got ${shown(format)}`);
  return flagOf(optionsOf(options, what, ["oneBased"]).oneBased, "oneBased", false);
}

/** The chunks of rows in json or text, each valid until the next is asked for (see RowChunks);
 *  `chunksAt` places the core's two chunks, one made while the other is written. */
function rowChunks(rows: Int32Array, format: RowsFormat, oneBased: boolean, core?: CoreExports, chunksAt?: readonly [number, number]): RowChunks {
  const ahead = chunksAt && digitsFor(rows, core, chunksAt[1]);
  return new RowChunks(rows.length, format, oneBased, digitsFor(rows, core, chunksAt?.[0]), ahead);
}

function* releasing<T>(chunks: Iterable<T>, release: () => void): Generator<T> {
  try {
    yield* chunks;
  } finally {
    release();
  }
}
