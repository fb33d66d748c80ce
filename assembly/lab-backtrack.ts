// Backtracking as a student writes it, stepped for Watch: queens placed column by column, each on
// the lowest row no placed queen attacks; a column with no such row left lifts the previous
// column's queen, which then tries the rows below its old one (a backtrack). It finds the
// lexicographically first placement (the one `solve --algo backtrack` prints). Its steps are the
// queens placed (count.ts's nodes, as Bench and --stats count them); backtracks are counted apart;
// each call makes one of either. It shares the lab's board
// (lab-board.ts), so each event is recorded as the local searches' are.
// src/reference/lab-backtrack.ts is the twin.
// see: Wirth 1976, "Algorithms + Data Structures = Programs", 3.5 (the eight queens).
import { ALGO_BACKTRACK, n, rowOf, lines, put, lift, clearBoard, beginLab, judged, happened, setResult, countStep, SOLVED, GAVE_UP, HOOD_FREE_ROWS, EV_PLACE, EV_BACKTRACK, EV_GIVE_UP } from "./lab-board";

/** Columns holding a queen; the next one tries rows from `from` on. */
export let btPlaced: u32 = 0;
let from: u32 = 0;
/** Queens lifted so far. */
export let backtracks: u32 = 0;

/** Starts the search on an empty board of n columns. */
export function backtrackStart(size: u32): void {
  beginLab(ALGO_BACKTRACK, size, 0, 0, 0, 0);
  clearBoard();
  btPlaced = 0;
  from = 0;
  backtracks = 0;
}

/** One placement or backtrack; returns its work (rows tried, at most n). */
export function backtrackStep(): u32 {
  const c = btPlaced;
  let r = from;
  while (r < n && lines(r, c) != 0) r++;
  if (r < n) { // a free row: the queen goes there, the next column starts at row 0
    judged(HOOD_FREE_ROWS, 0, c, -1, r);
    happened(EV_PLACE);
    put(c, r);
    btPlaced++;
    from = 0;
    countStep();
    if (btPlaced == n) setResult(SOLVED);
  } else if (c == 0) { // no free row in the first column: no placement exists
    judged(HOOD_FREE_ROWS, -1, c, -1, -1);
    happened(EV_GIVE_UP);
    setResult(GAVE_UP);
  } else { // no free row: backtrack, the previous column tries its next row
    const back = c - 1;
    const old = rowOf(back);
    judged(HOOD_FREE_ROWS, -1, back, old, -1);
    happened(EV_BACKTRACK);
    lift(back);
    btPlaced = back;
    from = old + 1;
    backtracks++;
  }
  return n;
}
