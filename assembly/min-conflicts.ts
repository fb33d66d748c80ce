// What the two min-conflicts searches share: solve.ts (a free board) and place-queens.ts (blocked
// squares and fixed queens). Each keeps its board in its own memory and computes its own swap
// delta; the run() statuses, the phases both have, the probing limits and the choice of a partner
// (the lowest delta, uniform among ties) are these. src/reference/min-conflicts.ts is the twin.
// see: Minton et al. 1992, "Minimizing conflicts"; Sosic & Gu 1991.
import { below } from "./rng";

/** run() results: the host's Status (src/engine/solve-engine.ts) and PlaceStatus. */
export const RUNNING = 0;
export const SOLVED = 1;
export const GAVE_UP = 2;

export const PHASE_SCAN = 2;    // rebuild the conflict list from scratch (after it overflowed)
export const PHASE_REPAIR = 3;  // min-conflict swaps
export const PHASE_DONE = 4;
export const PHASE_FAILED = 5;

export const MOVE_PROBES: u32 = 128; // random partners tried per repair step before scanning them all
export const EXACT_BELOW: u32 = 256; // below this n every repair step scans all partners

// The partner chosen so far for one repair step.
let chosen: u32 = 0;
let chosenDelta: i32 = 0;
let ties: u32 = 0;

/** Starts the choice of a partner for queen i: i itself until a candidate is considered. */
// @ts-ignore: decorator
@inline export function chooseFor(i: u32): void {
  chosen = i;
  chosenDelta = i32.MAX_VALUE;
  ties = 0;
}

/** Candidate j, whose swap would change the attacking pairs by `delta`: kept if lowest so far,
 *  and among equal lowest each kept with the same chance (reservoir sampling). */
// @ts-ignore: decorator
@inline export function consider(j: u32, delta: i32): void {
  if (delta < chosenDelta) {
    chosenDelta = delta;
    chosen = j;
    ties = 1;
  } else if (delta == chosenDelta) {
    ties++;
    if (below(ties) == 0) chosen = j;
  }
}

/** The partner chosen so far. */
// @ts-ignore: decorator
@inline export function partner(): u32 {
  return chosen;
}

/** Its delta (i32.MAX_VALUE before any candidate). */
// @ts-ignore: decorator
@inline export function partnerDelta(): i32 {
  return chosenDelta;
}
