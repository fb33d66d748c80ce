// The AssemblyScript solver (assembly/solve.ts) behind SolveCore. The core owns the big arrays;
// the host grows memory to what the core asks for and reads rows through a view over it.
import type { Conflict, SolveCore, Phase, Status } from "../engine/solve-engine.js";
import { growMemory } from "./instantiate.js";
import { CoreCheck } from "./checker.js";
import type { CoreExports } from "./exports.js";

export class WasmSolver implements SolveCore {
  private n = 0;
  private randomStart = 0;
  constructor(private readonly core: CoreExports) {}

  /** Bytes of linear memory n queens need, so callers can refuse n before growing. */
  bytesFor(n: number): number {
    return this.core.bytesFor(n, 0);
  }

  private grow(n: number, randomStart: boolean): void {
    this.randomStart = randomStart ? 1 : 0;
    growMemory(this.core.memory, this.core.bytesFor(n, this.randomStart), `n = ${n}`);
    this.n = n;
  }

  start(n: number, seedLo: number, seedHi: number, maxSteps: number, maxRestarts: number, greedy = true): void {
    this.grow(n, !greedy);
    this.core.start(n, seedLo, seedHi, maxSteps, maxRestarts, greedy ? 1 : 0);
  }

  run(budget: number): Status {
    return this.core.run(budget) as Status;
  }

  construct(n: number, from: number, to: number): void {
    if (from === 0) this.grow(n, false);
    this.core.constructRange(n, from, to);
  }

  /** A view over linear memory: valid until the next start() or construct(). */
  rows(): Int32Array {
    return new Int32Array(this.core.memory.buffer, this.core.rowsPtr() >>> 0, this.n);
  }

  /** The Wasm checker over the rows where they lie; its scratch reuses the solver's state. */
  checker(): CoreCheck {
    return new CoreCheck(this.core, this.core.rowsPtr() >>> 0, this.n);
  }

  lastSwap(): { i: number; j: number; delta: number } {
    return { i: this.core.movedI.value >>> 0, j: this.core.movedJ.value >>> 0, delta: this.core.movedDelta.value as number };
  }

  memoryBytes(): number {
    return this.core.bytesFor(this.n, this.randomStart); // the state of this n, not what earlier, larger runs grew
  }

  get phase(): Phase { return this.core.phase.value as Phase; }
  get cursor(): number { return this.core.cursor.value >>> 0; }
  get listLen(): number { return this.core.listLen.value >>> 0; }
  get steps(): number { return this.core.totalSteps.value as number; }
  get restarts(): number { return this.core.restarts.value >>> 0; }
  get fullScans(): number { return this.core.fullScans.value >>> 0; }
  get initConflicts(): number { return this.core.initConflicts.value >>> 0; }
}
