// The twin of assembly/min-conflicts.ts: the min-conflicts repair step, written once for the two
// boards that run it (solve.ts, place-queens.ts), random number for random number. The statuses
// and phases are the host's (src/engine/solve-engine.ts). Read the core for the why of each step.
import type { Rng } from "./rng.js";
import { Phase, Status } from "../engine/solve-engine.js";

export const MOVE_PROBES = 128;
export const EXACT_BELOW = 256;
const I32_MAX = 0x7fffffff;

/** What a board provides; the core's RepairBoard. */
export interface RepairBoard {
  readonly n: number;
  row(c: number): number;
  /** Queens on the two diagonals through square (r, c). */
  onDiagonals(r: number, c: number): number;
  attacked(c: number): boolean;
  /** Column c's queen may be listed and moved (it is not fixed). */
  movable(c: number): boolean;
  /** Queen j may swap rows with queen i, which stands on row ri. */
  swappable(i: number, ri: number, j: number): boolean;
  swap(i: number, j: number): void;
  /** The attempt must restart (solve.ts: its table of extra queens is full). */
  abandoned(): boolean;
  /** A fresh attempt, after resetAttempt(). */
  beginAttempt(): void;
}

export class MinConflicts {
  phase: number = Phase.Done;
  cursor = 0;
  listLen = 0;
  steps = 0;
  restarts = 0;
  fullScans = 0;
  /** The last swap: its columns and the change in attacking pairs. */
  movedI = 0;
  movedJ = 0;
  movedDelta = 0;
  private list = new Uint32Array(0);
  private overflowed = false;
  private seedLo = 0;
  private seedHi = 0;
  private maxSteps = 0;
  private maxRestarts = 0;
  private attemptSteps = 0;
  /** The attempt is spent: the next unit of work restarts it. */
  private ending = false;
  private weighed = 0;
  private chosen = 0;
  private chosenDelta = 0;
  private ties = 0;
  private probeScore = 0;

  constructor(private readonly rng: Rng, private readonly board: RepairBoard) {}

  /** A new search with a conflict list of `listCap` entries; the board's beginAttempt() follows. */
  beginSearch(seedLo: number, seedHi: number, maxSteps: number, maxRestarts: number, listCap: number): void {
    if (this.list.length !== listCap) this.list = new Uint32Array(listCap);
    this.seedLo = seedLo;
    this.seedHi = seedHi;
    this.maxSteps = maxSteps;
    this.maxRestarts = maxRestarts;
    this.restarts = 0;
    this.steps = 0;
    this.fullScans = 0;
  }

  resetAttempt(): void {
    this.rng.seed(this.seedLo, this.seedHi, this.restarts);
    this.listLen = 0;
    this.overflowed = false;
    this.attemptSteps = 0;
    this.ending = false;
    this.cursor = 0;
  }

  rescan(): void {
    this.listLen = 0;
    this.overflowed = false;
    this.cursor = 0;
    this.phase = Phase.Scan;
  }

  listBytes(): number {
    return this.list.byteLength;
  }

  get listCap(): number {
    return this.list.length;
  }

  restart(): void {
    if (this.restarts >= this.maxRestarts) {
      this.phase = Phase.Failed;
      return;
    }
    this.restarts++;
    this.board.beginAttempt();
  }

  listConflicted(c: number): void {
    if (this.listLen < this.list.length) this.list[this.listLen++] = c;
    else this.overflowed = true;
  }

  private dropListed(idx: number): void {
    this.listLen--;
    this.list[idx] = this.list[this.listLen];
  }

  private swapDelta(i: number, ri: number, attackersOfI: number, j: number): number {
    const { board } = this;
    const rj = board.row(j);
    const m = (ri + i === rj + j ? 1 : 0) + (ri + j === rj + i ? 1 : 0);
    const after = board.onDiagonals(rj, i) + board.onDiagonals(ri, j) + m;
    this.probeScore = after;
    return after - (attackersOfI + (board.onDiagonals(rj, j) - 2) - m);
  }

  private consider(j: number, delta: number): void {
    if (delta < this.chosenDelta) {
      this.chosenDelta = delta;
      this.chosen = j;
      this.ties = 1;
    } else if (delta === this.chosenDelta) {
      this.ties++;
      if (this.rng.below(this.ties) === 0) this.chosen = j;
    }
  }

  private choosePartner(i: number): number {
    const { board, rng } = this;
    const { n } = board;
    const ri = board.row(i);
    const attackersOfI = board.onDiagonals(ri, i) - 2;
    this.chosen = i;
    this.chosenDelta = I32_MAX;
    this.ties = 0;
    if (n >= EXACT_BELOW) {
      this.weighed += MOVE_PROBES;
      for (let p = 0; p < MOVE_PROBES; p++) {
        const j = rng.below(n);
        if (!board.swappable(i, ri, j)) continue;
        const delta = this.swapDelta(i, ri, attackersOfI, j);
        if (this.probeScore === 0) {
          this.chosenDelta = delta;
          return j;
        }
        this.consider(j, delta);
      }
      if (this.chosenDelta <= 0) return this.chosen;
      this.fullScans++;
      this.chosen = i;
      this.chosenDelta = I32_MAX;
      this.ties = 0;
    }
    this.weighed += n;
    for (let j = 0; j < n; j++) {
      if (!board.swappable(i, ri, j)) continue;
      this.consider(j, this.swapDelta(i, ri, attackersOfI, j));
    }
    return this.chosen;
  }

  private repairStep(): void {
    const { board } = this;
    if (this.listLen === 0) {
      if (this.overflowed) {
        this.overflowed = false;
        this.phase = Phase.Scan;
        this.cursor = 0;
      } else {
        this.phase = Phase.Done;
      }
      return;
    }
    const idx = this.rng.below(this.listLen);
    const i = this.list[idx];
    if (!board.attacked(i)) {
      this.dropListed(idx);
      return;
    }
    const j = this.choosePartner(i);
    this.attemptSteps++;
    if (j === i) return;
    board.swap(i, j);
    this.steps++;
    this.movedI = i;
    this.movedJ = j;
    this.movedDelta = this.chosenDelta;
    if (!board.attacked(i)) this.dropListed(idx);
    if (board.attacked(j)) this.listConflicted(j);
  }

  /** The SCAN and REPAIR phases, as the core's repairRun. */
  repairRun(budget: number): void {
    const { board } = this;
    const { n } = board;
    if (this.phase === Phase.Scan) {
      const end = Math.min(n, this.cursor + budget);
      for (let c = this.cursor; c < end; c++) if (board.movable(c) && board.attacked(c)) this.listConflicted(c);
      this.cursor = end;
      if (this.cursor === n) this.phase = this.listLen === 0 && !this.overflowed ? Phase.Done : Phase.Repair;
    } else if (this.phase === Phase.Repair) {
      for (let k = 0; k < budget && this.phase === Phase.Repair; ) {
        if (this.ending) {
          this.restart();
          break;
        }
        this.weighed = 1;
        this.repairStep();
        k += this.weighed;
        if (this.phase === Phase.Repair && (board.abandoned() || this.attemptSteps >= this.maxSteps)) this.ending = true;
      }
    }
  }

  status(): Status {
    return this.phase === Phase.Done ? Status.Solved : this.phase === Phase.Failed ? Status.GaveUp : Status.Running;
  }
}
