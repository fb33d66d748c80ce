// Min-conflicts as the textbook states it, on the complete-state board (lab-board.ts): each step
// takes one of the attacked queens at random and moves it within its column to a row of fewest
// conflicts, ties at random (its own row among them, so a step may leave it where it is: a
// plateau when another row ties, a local minimum of that queen's rows when none does). The
// start is random (one queen per column on a random row) or greedy (column by column, a row of
// fewest conflicts with the queens already placed). After maxSteps steps without a solution it
// restarts, up to `restarts` times. Each step scans the board to draw the attacked queen and its
// column to choose the row: O(n), where solve.ts's swaps cost about O(1).
// src/reference/lab-column.ts is the twin.
// see: Russell & Norvig, AIMA 3rd ed., 6.4 (MIN-CONFLICTS, figure 6.8); Minton et al. 1992.
import { below } from "./rng";
import { ALGO_COLUMN, n, pairs, rowOf, lines, put, clearBoard, attackedAt, beginLab, seedAttempt, randomFill, counted, restartLeft, setResult, ending, spentAfter, judged, happened, SOLVED, HOOD_QUEEN_ROWS, EV_IMPROVING, EV_SIDEWAYS, EV_PLATEAU, EV_LOCAL_MIN, EV_PLACE } from "./lab-board";

let greedy: bool = false;
let maxSteps: u32 = 0;
/** Columns the greedy start has placed; n once it is done. */
export let placed: u32 = 0;

/** fewest()'s count on the row it chose, and how many rows share it. */
let fewestV: u32 = 0;
let fewestTies: u32 = 0;

/** A row of fewest queens on its lines for column c (its own row counted without itself when
 *  `own` is that row), ties at random. */
function fewest(c: u32, own: u32): u32 {
  let bestR: u32 = 0;
  let bestV: u32 = u32.MAX_VALUE;
  let ties: u32 = 0;
  for (let r: u32 = 0; r < n; r++) {
    const v = r == own ? lines(r, c) - 3 : lines(r, c);
    if (v < bestV) {
      bestV = v;
      bestR = r;
      ties = 1;
    } else if (v == bestV) {
      ties++;
      if (below(ties) == 0) bestR = r;
    }
  }
  fewestV = bestV;
  fewestTies = ties;
  return bestR;
}

function attempt(): void {
  seedAttempt();
  if (greedy) {
    clearBoard();
    placed = 0;
  } else {
    randomFill();
    placed = n;
    if (pairs == 0) setResult(SOLVED);
  }
}

/** Starts a search for n queens; seed = hi * 2^32 + lo. */
export function columnStart(size: u32, lo: u32, hi: u32, greedyStart: bool, stepsPerAttempt: u32, restarts: u32): void {
  beginLab(ALGO_COLUMN, size, 0, lo, hi, restarts);
  greedy = greedyStart;
  maxSteps = stepsPerAttempt;
  attempt();
}

/** One column of the greedy start, or one step; returns its work (squares weighed). */
export function columnStep(): u32 {
  if (ending) { // out of steps: a fresh start, or the end
    if (restartLeft()) attempt();
    return n;
  }
  if (placed < n) { // the greedy start: the next column on a row of fewest conflicts
    const r = fewest(placed, u32.MAX_VALUE);
    judged(HOOD_QUEEN_ROWS, <i32>(pairs + fewestV), placed, -1, r);
    happened(EV_PLACE);
    put(placed, r);
    placed++;
    if (placed == n && pairs == 0) setResult(SOLVED);
    return n;
  }
  let attacked: u32 = 0;
  for (let c: u32 = 0; c < n; c++) if (attackedAt(c)) attacked++;
  let k = below(attacked); // the k-th attacked queen
  let c: u32 = 0;
  for (; ; c++) {
    if (attackedAt(c)) {
      if (k == 0) break;
      k--;
    }
  }
  const r0 = rowOf(c);
  const before = lines(r0, c) - 3;
  const r = fewest(c, r0);
  const best = <i32>(pairs - before + fewestV); // h with the queen on a best row of its column
  judged(HOOD_QUEEN_ROWS, best, c, r0, r);
  // never worse: its own row is a candidate; staying is a plateau when another row ties
  happened(r != r0 ? (best < <i32>pairs ? EV_IMPROVING : EV_SIDEWAYS) : fewestTies > 1 ? EV_PLATEAU : EV_LOCAL_MIN);
  counted();
  spentAfter(maxSteps);
  return 3 * n;
}
