// Simulated annealing on the complete-state board (lab-board.ts): each step proposes one queen
// moved to another row of its column, both at random, and takes it if it adds no attacking pair,
// else with probability e^(-delta / T). The temperature T follows a named schedule from t0:
// SCHEDULE_EXP, T = t0 * cooling^t (geometric), or SCHEDULE_LINEAR, T = t0 * (1 - t / maxSteps).
// After maxSteps steps without a solution it restarts, up to `restarts` times.
// e^-x is computed by expNeg from + - * / only, so that the twin (src/reference/lab-anneal.ts)
// takes every decision the core takes: Math.exp may differ in the last bit between the two.
// see: Russell & Norvig, AIMA 3rd ed., 4.1.2; Kirkpatrick, Gelatt & Vecchi 1983.
import { nextU32, below } from "./rng";
import { ALGO_ANNEAL, n, pairs, rowOf, lines, beginLab, seedAttempt, randomFill, counted, restartLeft, attemptSteps, setResult, ending, spentAfter, judged, happened, setAnnealed, SOLVED, HOOD_PROPOSAL, EV_IMPROVING, EV_SIDEWAYS, EV_WORSE, EV_REJECTED } from "./lab-board";

export const SCHEDULE_EXP = 0;
export const SCHEDULE_LINEAR = 1;

const LN2: f64 = 0.6931471805599453;
const TERMS: i32 = 18; // of e^-r's series for 0 <= r < ln 2: the last term is below 2^-60

let schedule: i32 = SCHEDULE_EXP;
let t0: f64 = 1;
let cooling: f64 = 1;
let maxSteps: u32 = 0;
/** The current temperature. */
export let temperature: f64 = 0;

/** e^-x for x >= 0: x = k ln 2 + r, e^-r by its series (Horner), halved k times. */
export function expNeg(x: f64): f64 {
  if (!(x < 745)) return 0; // below the smallest double (and x = +inf: T = 0)
  const k = Math.floor(x / LN2);
  const r = x - k * LN2;
  let p: f64 = 1;
  for (let i = TERMS; i >= 1; i--) p = 1 - (r / <f64>i) * p;
  for (let i: f64 = 0; i < k; i++) p *= 0.5;
  return p;
}

function attempt(): void {
  seedAttempt();
  randomFill();
  temperature = t0;
  if (pairs == 0) setResult(SOLVED);
}

/** Starts a search for n queens; seed = hi * 2^32 + lo. */
export function annealStart(size: u32, lo: u32, hi: u32, kind: i32, start: f64, rate: f64, stepsPerAttempt: u32, restarts: u32): void {
  beginLab(ALGO_ANNEAL, size, 0, lo, hi, restarts);
  schedule = kind;
  t0 = start;
  cooling = rate;
  maxSteps = stepsPerAttempt;
  attempt();
}

/** One proposal; returns its work (1). */
export function annealStep(): u32 {
  if (ending) { // out of steps: a fresh random board, or the end
    if (restartLeft()) attempt();
    return 1;
  }
  const c = below(n);
  const r0 = rowOf(c);
  let r = below(n - 1);
  if (r >= r0) r++; // any row but its own
  const delta = <i32>lines(r, c) - (<i32>lines(r0, c) - 3);
  judged(HOOD_PROPOSAL, <i32>pairs + delta, c, r0, r);
  if (delta <= 0) {
    setAnnealed(temperature, delta, 1);
    happened(delta < 0 ? EV_IMPROVING : EV_SIDEWAYS);
  } else {
    const p = expNeg(<f64>delta / temperature);
    setAnnealed(temperature, delta, p);
    happened(<f64>nextU32() * 2.3283064365386963e-10 < p ? EV_WORSE : EV_REJECTED); // u in [0, 1)
  }
  counted();
  temperature = schedule == SCHEDULE_EXP ? temperature * cooling : t0 * (1 - <f64>attemptSteps / <f64>maxSteps);
  spentAfter(maxSteps);
  return 1;
}
