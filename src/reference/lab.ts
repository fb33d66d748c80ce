// The twin of assembly/lab.ts: the textbook's local searches behind LabCore, in plain TS over
// typed arrays, the same rows and steps as the core for the same seed.
import { Status } from "../engine/solve-engine.js";
import type { LabCore, LabEvent } from "../engine/lab-engine.js";
import { LabBoard } from "./lab-board.js";
import { ColumnMinConflicts } from "./lab-column.js";
import { HillClimb } from "./lab-hillclimb.js";
import { Anneal } from "./lab-anneal.js";
import { Genetic } from "./lab-genetic.js";
import { Backtrack } from "./lab-backtrack.js";

export class ReferenceLab implements LabCore {
  private readonly b = new LabBoard();
  private readonly column = new ColumnMinConflicts(this.b);
  private readonly hill = new HillClimb(this.b);
  private readonly anneal = new Anneal(this.b);
  private readonly genetic = new Genetic(this.b);
  private readonly backtrack = new Backtrack(this.b);
  private stepper: { step(): number } = this.column;

  columnStart(n: number, seedLo: number, seedHi: number, greedy: boolean, maxSteps: number, maxRestarts: number): void {
    this.stepper = this.column;
    this.column.start(n, seedLo, seedHi, greedy, maxSteps, maxRestarts);
  }

  hillStart(n: number, seedLo: number, seedHi: number, sideways: number, maxRestarts: number): void {
    this.stepper = this.hill;
    this.hill.start(n, seedLo, seedHi, sideways, maxRestarts);
  }

  annealStart(n: number, seedLo: number, seedHi: number, schedule: number, t0: number, cooling: number, maxSteps: number, maxRestarts: number): void {
    this.stepper = this.anneal;
    this.anneal.start(n, seedLo, seedHi, schedule, t0, cooling, maxSteps, maxRestarts);
  }

  geneticStart(n: number, seedLo: number, seedHi: number, population: number, crossover: number, mutation: number, generations: number): void {
    this.stepper = this.genetic;
    this.genetic.start(n, seedLo, seedHi, population, crossover, mutation, generations);
  }

  backtrackStart(n: number): void {
    this.stepper = this.backtrack;
    this.backtrack.start(n);
  }

  startFrom(rows: ArrayLike<number>): void {
    this.b.rows.set(rows);
    this.b.recount();
  }

  run(budget: number): Status {
    for (let k = 0; k < budget && this.b.result === Status.Running; ) {
      this.b.beginEvent();
      k += this.stepper.step();
    }
    return this.b.result;
  }

  rows(): Int32Array {
    return this.b.rows;
  }

  lastEvent(): LabEvent {
    const { b, genetic: g } = this;
    return {
      kind: b.evKind, column: b.evCol, from: b.evFrom, to: b.evTo, hBefore: b.evHBefore, hAfter: b.pairs, hood: b.evHood, best: b.evBest,
      sideways: b.evSideways, temperature: b.evTemp, delta: b.evDelta, accept: b.evAccept,
      bestFitness: g.bestFitness, meanFitness: g.meanFitness, parents: [g.bred[0], g.bred[1]], cut: g.bred[2], mutated: [g.bred[3], g.bred[4]],
      backtracks: this.backtrack.backtracks,
    };
  }

  memoryBytes(): number {
    return this.b.memoryBytes() + (this.stepper === this.genetic ? this.genetic.memoryBytes() : 0);
  }

  get placed(): number {
    return this.stepper === this.column ? this.column.placed : this.stepper === this.backtrack ? this.backtrack.placed : this.b.n;
  }
  get pairs(): number { return this.b.pairs; }
  get steps(): number { return this.b.steps; }
  get restarts(): number { return this.b.restarts; }
}
