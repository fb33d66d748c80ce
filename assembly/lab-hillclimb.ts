// Steepest-ascent hill climbing on the complete-state board (lab-board.ts): each step moves the
// queen, of all n (n - 1) moves of one queen within its column, that lowers the attacking pairs
// most, ties broken at random. With no lower move it may take up to `sideways` equal ones in a
// row (a plateau may be a shoulder); then it is stuck (a plateau, or a local minimum when every
// move raises the pairs) and the next step restarts from a random state, up to `restarts` times. src/reference/lab-hillclimb.ts is the twin.
// see: Russell & Norvig, "Artificial Intelligence: A Modern Approach", 3rd ed., 4.1.1
//      (8 queens: 14% solved, 4 steps on success, 3 when stuck; with 100 sideways moves 94%,
//      21 and 64 steps).
import { below } from "./rng";
import { ALGO_HILLCLIMB, n, pairs, rowOf, lines, beginLab, seedAttempt, randomFill, counted, restartLeft, setResult, ending, setEnding, judged, happened, evSideways, setSideways, SOLVED, HOOD_ALL_MOVES, EV_IMPROVING, EV_SIDEWAYS, EV_PLATEAU, EV_LOCAL_MIN } from "./lab-board";

let sidewaysLimit: u32 = 0;

function attempt(): void {
  seedAttempt();
  randomFill();
  setSideways(0);
  if (pairs == 0) setResult(SOLVED);
}

/** Starts a search for n queens; seed = hi * 2^32 + lo. */
export function hillStart(size: u32, lo: u32, hi: u32, sideways: u32, restarts: u32): void {
  beginLab(ALGO_HILLCLIMB, size, 0, lo, hi, restarts);
  sidewaysLimit = sideways;
  attempt();
}

/** One step; returns its work (squares weighed). */
export function hillStep(): u32 {
  if (ending) { // stuck: a fresh random board, or the end
    if (restartLeft()) attempt();
    return n;
  }
  let bestDelta: i32 = i32.MAX_VALUE;
  let bestC: u32 = 0;
  let bestR: u32 = 0;
  let ties: u32 = 0;
  for (let c: u32 = 0; c < n; c++) {
    const r0 = rowOf(c);
    const now = <i32>lines(r0, c) - 3;
    for (let r: u32 = 0; r < n; r++) {
      if (r == r0) continue;
      const delta = <i32>lines(r, c) - now;
      if (delta < bestDelta) {
        bestDelta = delta;
        bestC = c;
        bestR = r;
        ties = 1;
      } else if (delta == bestDelta) {
        ties++;
        if (below(ties) == 0) { // each of the best equally likely (reservoir sampling)
          bestC = c;
          bestR = r;
        }
      }
    }
  }
  judged(HOOD_ALL_MOVES, <i32>pairs + bestDelta, bestC, rowOf(bestC), bestR);
  if (bestDelta < 0) { // uphill (fewer pairs): take it
    happened(EV_IMPROVING);
    setSideways(0);
    counted();
  } else if (bestDelta == 0 && evSideways < sidewaysLimit) { // a plateau: walk along it
    happened(EV_SIDEWAYS);
    setSideways(evSideways + 1);
    counted();
  } else { // a local minimum, or the sideways moves used up: stuck, the next step restarts
    happened(bestDelta == 0 ? EV_PLATEAU : EV_LOCAL_MIN);
    setEnding();
  }
  return n * n;
}
