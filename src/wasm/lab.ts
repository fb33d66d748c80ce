// The AssemblyScript lab (assembly/lab*.ts) behind LabCore: the textbook's local searches. Its
// regions start at __heap_base, so it needs an instance of its own (src/api/engines.ts).
import type { Status } from "../engine/solve-engine.js";
import type { LabCore, LabEvent } from "../engine/lab-engine.js";
import { growMemory } from "./instantiate.js";
import type { CoreExports } from "./exports.js";
import type { WasmGlobal } from "./wasm-types.js";

export class WasmLab implements LabCore {
  private n = 0;
  private bytes = 0;
  constructor(private readonly core: CoreExports) {}

  private grow(n: number, population: number): void {
    this.bytes = this.core.labBytes(n, population);
    growMemory(this.core.memory, this.bytes, `n = ${n}`);
    this.n = n;
  }

  columnStart(n: number, seedLo: number, seedHi: number, greedy: boolean, maxSteps: number, maxRestarts: number): void {
    this.grow(n, 0);
    this.core.columnStart(n, seedLo, seedHi, greedy ? 1 : 0, maxSteps, maxRestarts);
  }

  hillStart(n: number, seedLo: number, seedHi: number, sideways: number, maxRestarts: number): void {
    this.grow(n, 0);
    this.core.hillStart(n, seedLo, seedHi, sideways, maxRestarts);
  }

  annealStart(n: number, seedLo: number, seedHi: number, schedule: number, t0: number, cooling: number, maxSteps: number, maxRestarts: number): void {
    this.grow(n, 0);
    this.core.annealStart(n, seedLo, seedHi, schedule, t0, cooling, maxSteps, maxRestarts);
  }

  geneticStart(n: number, seedLo: number, seedHi: number, population: number, crossover: number, mutation: number, generations: number): void {
    this.grow(n, population);
    this.core.geneticStart(n, seedLo, seedHi, population, crossover, mutation, generations);
  }

  backtrackStart(n: number): void {
    this.grow(n, 0);
    this.core.backtrackStart(n);
  }

  startFrom(rows: ArrayLike<number>): void {
    this.rows().set(rows);
    this.core.labRecount();
  }

  run(budget: number): Status {
    return this.core.labRun(budget) as Status;
  }

  /** A view over linear memory: valid until the next start. */
  rows(): Int32Array {
    return new Int32Array(this.core.memory.buffer, this.core.labRowsPtr() >>> 0, this.n);
  }

  lastEvent(): LabEvent {
    const c = this.core;
    const int = (g: WasmGlobal): number => g.value as number;
    return {
      kind: int(c.evKind), column: int(c.evCol), from: int(c.evFrom), to: int(c.evTo), hBefore: c.evHBefore.value >>> 0, hAfter: c.pairs.value >>> 0,
      hood: int(c.evHood), best: int(c.evBest), sideways: c.evSideways.value >>> 0, temperature: int(c.evTemp), delta: int(c.evDelta), accept: int(c.evAccept),
      bestFitness: c.bestFitness.value >>> 0, meanFitness: int(c.meanFitness), parents: [int(c.bredA), int(c.bredB)], cut: int(c.bredCut),
      mutated: [int(c.bredCol), int(c.bredRow)], backtracks: c.backtracks.value >>> 0,
    };
  }

  memoryBytes(): number {
    return this.bytes;
  }

  get placed(): number { return this.core.labPlaced() >>> 0; }
  get pairs(): number { return this.core.pairs.value >>> 0; }
  get steps(): number { return this.core.labSteps.value as number; }
  get restarts(): number { return this.core.labRestarts.value >>> 0; }
}
