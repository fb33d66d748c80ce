// The twin of assembly/min-conflicts.ts: what the two min-conflicts twins (solve.ts, place.ts)
// share. The statuses and the phases both have are the host's (src/engine/solve-engine.ts).
import type { Rng } from "./rng.js";

export const MOVE_PROBES = 128;
export const EXACT_BELOW = 256;
const I32_MAX = 0x7fffffff;

/** The partner for one repair step: the lowest delta, uniform among ties (reservoir sampling). */
export class PartnerChoice {
  partner = 0;
  delta = I32_MAX;
  private ties = 0;
  constructor(private readonly rng: Rng) {}

  /** Starts the choice for queen i: i itself until a candidate is considered. */
  chooseFor(i: number): void {
    this.partner = i;
    this.delta = I32_MAX;
    this.ties = 0;
  }

  consider(j: number, delta: number): void {
    if (delta < this.delta) {
      this.delta = delta;
      this.partner = j;
      this.ties = 1;
    } else if (delta === this.delta) {
      this.ties++;
      if (this.rng.below(this.ties) === 0) this.partner = j;
    }
  }
}
