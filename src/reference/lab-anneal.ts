// The twin of assembly/lab-anneal.ts: simulated annealing, proposal for proposal. expNeg uses
// + - * / only, as the core's, so both take the same decisions (Math.exp may differ in the
// last bit from the core's exp).
import { Status } from "../engine/solve-engine.js";
import { EventKind, Neighbourhood, SCHEDULES } from "../engine/lab-engine.js";
import type { LabBoard } from "./lab-board.js";

const LN2 = 0.6931471805599453;
const TERMS = 18;

export function expNeg(x: number): number {
  if (!(x < 745)) return 0;
  const k = Math.floor(x / LN2);
  const r = x - k * LN2;
  let p = 1;
  for (let i = TERMS; i >= 1; i--) p = 1 - (r / i) * p;
  for (let i = 0; i < k; i++) p *= 0.5;
  return p;
}

export class Anneal {
  private schedule = 0;
  private t0 = 1;
  private cooling = 1;
  private maxSteps = 0;
  temperature = 0;
  constructor(private readonly b: LabBoard) {}

  private attempt(): void {
    this.b.seedAttempt();
    this.b.randomFill();
    this.temperature = this.t0;
    if (this.b.pairs === 0) this.b.result = Status.Solved;
  }

  start(n: number, lo: number, hi: number, schedule: number, t0: number, cooling: number, maxSteps: number, restarts: number): void {
    this.b.begin(n, lo, hi, restarts);
    this.schedule = schedule;
    this.t0 = t0;
    this.cooling = cooling;
    this.maxSteps = maxSteps;
    this.attempt();
  }

  step(): number {
    const { b } = this;
    const { n, rng } = b;
    if (b.ending) {
      if (b.restartLeft()) this.attempt();
      return 1;
    }
    const c = rng.below(n);
    const r0 = b.rows[c];
    let r = rng.below(n - 1);
    if (r >= r0) r++;
    const delta = b.lines(r, c) - (b.lines(r0, c) - 3);
    b.judged(Neighbourhood.Proposal, b.pairs + delta, c, r0, r);
    b.evTemp = this.temperature;
    b.evDelta = delta;
    if (delta <= 0) {
      b.evAccept = 1;
      b.happened(delta < 0 ? EventKind.Improving : EventKind.Sideways);
    } else {
      b.evAccept = expNeg(delta / this.temperature);
      b.happened(rng.nextU32() * 2.3283064365386963e-10 < b.evAccept ? EventKind.AcceptedWorse : EventKind.Rejected);
    }
    b.counted();
    this.temperature = this.schedule === SCHEDULES.exp ? this.temperature * this.cooling : this.t0 * (1 - b.attemptSteps / this.maxSteps);
    b.spentAfter(this.maxSteps);
    return 1;
  }
}
