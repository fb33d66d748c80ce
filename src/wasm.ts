// Instantiates the AssemblyScript core from its bytes (only the byte loaders differ between
// Node and browsers) and adapts its exports to SolveCore. The core owns the big arrays; the
// host grows memory to what the core asks for and reads rows through a view over it.
import { type SolveCore, type Phase, type Status } from "./core.js";

/** wasm32 linear memory cannot exceed 65536 pages of 64 KiB. */
export const MAX_WASM_BYTES = 4 * 1024 ** 3;
const PAGE = 65536;

export interface CoreExports {
  memory: WebAssembly.Memory;
  bytesFor(n: number): number;
  rowsPtr(): number;
  start(n: number, lo: number, hi: number, maxSteps: number, maxRestarts: number): void;
  run(budget: number): number;
  constructRange(n: number, from: number, to: number): void;
  phase: WebAssembly.Global;
  cursor: WebAssembly.Global;
  listLen: WebAssembly.Global;
  totalSteps: WebAssembly.Global;
  restarts: WebAssembly.Global;
  fullScans: WebAssembly.Global;
  initConflicts: WebAssembly.Global;
}

/** An instance of the core; given a compiled module, instances share its (tiered-up) code. */
export async function instantiateCore(source: BufferSource | WebAssembly.Module): Promise<CoreExports> {
  const imports = {
    env: {
      abort(): never {
        throw new Error("nqueens core aborted");
      },
    },
  };
  const instance = source instanceof WebAssembly.Module
    ? await WebAssembly.instantiate(source, imports)
    : (await WebAssembly.instantiate(source, imports)).instance;
  return instance.exports as unknown as CoreExports;
}

export class WasmSolver implements SolveCore {
  private n = 0;
  constructor(private readonly core: CoreExports) {}

  /** Bytes of linear memory n queens need, so callers can refuse n before growing. */
  bytesFor(n: number): number {
    return this.core.bytesFor(n);
  }

  private grow(n: number): void {
    const need = this.core.bytesFor(n);
    if (need > MAX_WASM_BYTES) throw new RangeError(`n = ${n} needs ${need} bytes, above WebAssembly's 4 GiB`);
    const have = this.core.memory.buffer.byteLength;
    if (need > have) this.core.memory.grow(Math.ceil((need - have) / PAGE));
    this.n = n;
  }

  start(n: number, seedLo: number, seedHi: number, maxSteps: number, maxRestarts: number): void {
    this.grow(n);
    this.core.start(n, seedLo, seedHi, maxSteps, maxRestarts);
  }

  run(budget: number): Status {
    return this.core.run(budget) as Status;
  }

  construct(n: number, from: number, to: number): void {
    if (from === 0) this.grow(n);
    this.core.constructRange(n, from, to);
  }

  /** A view over linear memory: valid until the next start() or construct(). */
  rows(): Int32Array {
    return new Int32Array(this.core.memory.buffer, this.core.rowsPtr() >>> 0, this.n);
  }

  memoryBytes(): number {
    return this.core.bytesFor(this.n); // the state of this n, not what earlier, larger runs grew
  }

  get phase(): Phase { return this.core.phase.value as Phase; }
  get cursor(): number { return this.core.cursor.value >>> 0; }
  get listLen(): number { return this.core.listLen.value >>> 0; }
  get steps(): number { return this.core.totalSteps.value as number; }
  get restarts(): number { return this.core.restarts.value >>> 0; }
  get fullScans(): number { return this.core.fullScans.value >>> 0; }
  get initConflicts(): number { return this.core.initConflicts.value >>> 0; }
}
