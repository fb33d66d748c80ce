// Min-conflicts as the textbook states it, on the complete-state board (lab-board.ts): each step
// takes one of the attacked queens at random and moves it within its column to a row of fewest
// conflicts, ties at random (its own row among them, so a step may leave it where it is). The
// start is random (one queen per column on a random row) or greedy (column by column, a row of
// fewest conflicts with the queens already placed). After maxSteps steps without a solution it
// restarts, up to `restarts` times. Each step scans the board to draw the attacked queen and its
// column to choose the row: O(n), where solve.ts's swaps cost about O(1).
// src/reference/lab-column.ts is the twin.
// see: Russell & Norvig, AIMA 3rd ed., 6.4 (MIN-CONFLICTS, figure 6.8); Minton et al. 1992.
import { below } from "./rng";
import { ALGO_COLUMN, n, pairs, rowOf, lines, put, moveQueen, stayed, clearBoard, attackedAt, beginLab, seedAttempt, randomFill, counted, restartLeft, attemptSteps, setResult, SOLVED, KIND_BETTER, KIND_SIDEWAYS } from "./lab-board";

let greedy: bool = false;
let maxSteps: u32 = 0;
/** Columns the greedy start has placed; n once it is done. */
export let placed: u32 = 0;

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
  if (placed < n) { // the greedy start
    put(placed, fewest(placed, u32.MAX_VALUE));
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
  const before = <i32>lines(r0, c) - 3;
  const r = fewest(c, r0);
  const delta = <i32>(r == r0 ? before : <i32>lines(r, c)) - before;
  const kind = delta < 0 ? KIND_BETTER : KIND_SIDEWAYS; // never worse: its own row is a candidate
  if (r != r0) moveQueen(c, r, kind);
  else stayed(kind);
  counted();
  if (pairs != 0 && attemptSteps >= maxSteps && restartLeft()) attempt();
  return 3 * n;
}
