// The twin of assembly/lab-genetic.ts: the textbook's genetic algorithm, generation for
// generation; the population is one array of n rows per individual, as the core's POP.
import { Status } from "../engine/solve-engine.js";
import { EventKind, Neighbourhood } from "../engine/lab-engine.js";
import type { LabBoard } from "./lab-board.js";

export class Genetic {
  private population = 0;
  private crossAbove = 0;
  private mutateAbove = 0;
  private maxGenerations = 0;
  private pop = new Uint32Array(0);
  private next = new Uint32Array(0);
  private fit = new Uint32Array(0);
  /** Each child's parents, cut, mutated column and row (assembly/lab-genetic.ts's LINE). */
  private line = new Int32Array(0);
  private total = 0;
  private best = 0;
  bestFitness = 0;
  meanFitness = 0;
  /** How the fittest was made: parents, cut, mutated column and row (-1: the first generation). */
  bred = [-1, -1, -1, -1, -1];
  constructor(private readonly b: LabBoard) {}

  memoryBytes(): number {
    return this.pop.byteLength + this.next.byteLength + this.fit.byteLength + this.line.byteLength;
  }

  private fitness(k: number): number {
    const { b, pop } = this;
    const { n } = b;
    b.clear();
    for (let c = 0; c < n; c++) b.put(c, pop[k * n + c]);
    return (n * (n - 1)) / 2 - b.pairs;
  }

  private evaluate(): void {
    const { n } = this.b;
    this.total = 0;
    this.best = 0;
    let top = 0;
    for (let k = 0; k < this.population; k++) {
      const f = this.fitness(k);
      this.fit[k] = f;
      this.total += f;
      if (f > top || k === 0) {
        top = f;
        this.best = k;
      }
    }
    this.bestFitness = top;
    this.meanFitness = this.total / this.population;
    this.fitness(this.best);
    if (top === (n * (n - 1)) / 2) this.b.result = Status.Solved;
  }

  private select(): number {
    const { rng } = this.b;
    if (this.total === 0) return rng.below(this.population);
    let x = rng.below(this.total);
    let k = 0;
    for (; k < this.population - 1; k++) {
      const f = this.fit[k];
      if (x < f) break;
      x -= f;
    }
    return k;
  }

  start(n: number, lo: number, hi: number, individuals: number, crossover: number, mutation: number, generations: number): void {
    const { b } = this;
    b.begin(n, lo, hi, 0);
    this.population = individuals;
    this.crossAbove = crossover * 4294967296;
    this.mutateAbove = mutation * 4294967296;
    this.maxGenerations = generations;
    if (this.pop.length !== individuals * n) {
      this.pop = new Uint32Array(individuals * n);
      this.next = new Uint32Array(individuals * n);
    }
    this.fit = new Uint32Array(individuals);
    this.line = new Int32Array(5 * individuals).fill(-1);
    b.seedAttempt();
    for (let i = 0; i < individuals * n; i++) this.pop[i] = b.rng.below(n);
    this.evaluate();
    this.bred = [-1, -1, -1, -1, -1];
  }

  step(): number {
    const { b } = this;
    const { n, rng } = b;
    if (b.ending) {
      b.restartLeft();
      return 1;
    }
    for (let k = 0; k < this.population; k++) {
      const x = this.select();
      const y = this.select();
      let cut = n;
      if (rng.nextU32() < this.crossAbove) cut = 1 + rng.below(n - 1);
      this.next.set(this.pop.subarray(x * n, x * n + cut), k * n);
      this.next.set(this.pop.subarray(y * n + cut, y * n + n), k * n + cut);
      let mc = -1;
      let mr = -1;
      if (rng.nextU32() < this.mutateAbove) {
        mc = rng.below(n);
        mr = rng.below(n);
        this.next[k * n + mc] = mr;
      }
      this.line.set([x, y, cut, mc, mr], 5 * k);
    }
    [this.pop, this.next] = [this.next, this.pop];
    this.evaluate();
    this.bred = Array.from(this.line.subarray(5 * this.best, 5 * this.best + 5));
    b.judged(Neighbourhood.Population, b.pairs, -1, -1, -1);
    b.happened(EventKind.Generation);
    b.counted();
    b.spentAfter(this.maxGenerations);
    return this.population * n * 2;
  }
}
