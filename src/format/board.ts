// A placement as a board: Q, R or N where a piece stands, X on a blocked square, . elsewhere.
import type { Board } from "../verify/pieces.js";

const LETTER = { queen: "Q", rook: "R", knight: "N" } as const;

/** One line per row from the top (row 0), cells separated by spaces, each line ending with a
 *  newline; rows[c] = row of the piece in column c; blocked squares flat (row, column, ...). */
export function* formatBoard(board: Pick<Board, "n" | "piece"> & { blocked?: ArrayLike<number> }, rows: ArrayLike<number>): Generator<string> {
  const { n } = board;
  const cells = Array.from({ length: n }, () => new Array<string>(n).fill("."));
  const blocked = board.blocked ?? [];
  for (let k = 0; k + 1 < blocked.length; k += 2) cells[blocked[k]][blocked[k + 1]] = "X";
  for (let c = 0; c < rows.length; c++) cells[rows[c]][c] = LETTER[board.piece];
  for (const line of cells) yield line.join(" ") + "\n";
}
