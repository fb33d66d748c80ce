// An answer as the user asked for it: json and text as the answer writes itself (src/api/answer.ts:
// the digits written by the core where a large answer's rows lie), board as text.
import type { Answered } from "../api/answer.js";
import { invalidAnswer } from "../errors/errors.js";
import { formatBoard } from "../format/board.js";
import type { Format } from "../format/formats.js";
import { verify, type Verdict } from "../verify/queens.js";
import type { Chunk, OutputCheck } from "./output.js";

/** The chunks of one placement; each byte chunk is valid until the next is asked for, as
 *  writeOutput takes them. `board` draws the board format when it is not the queens' plain one. */
export function answerChunks(answer: Answered, format: Format, oneBased: boolean, board?: () => Iterable<string>): Iterable<Chunk> {
  if (format === "board") return board?.() ?? formatBoard({ n: answer.rows.length, piece: "queen" }, answer.rows);
  return answer.bytes(format, { oneBased });
}

/** A solver's answer that it did not check, with the check writeOutput runs while it writes. */
export function checkedAnswer(answer: Answered, format: Format, oneBased: boolean, engine: string): { chunks: Iterable<Chunk>; check: OutputCheck } {
  const refuse = (verdict: Verdict): void => {
    if (!verdict.ok) throw invalidAnswer(engine, verdict.reason);
  };
  const { rows } = answer;
  if (format === "board") return { chunks: formatBoard({ n: rows.length, piece: "queen" }, rows), check: { step: () => true, finish: () => refuse(verify(rows)) } };
  const { chunks, check } = answer.checkedBytes(format, { oneBased });
  return { chunks, check: { step: () => check.step(), finish: () => refuse(check.finish()) } };
}
