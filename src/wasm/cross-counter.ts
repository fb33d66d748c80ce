// The AssemblyScript cross-check search (assembly/count-cross.ts) behind CrossCounter.
import type { CrossCounter, CrossTally } from "../engine/count-cross.js";
import { growMemory } from "./instantiate.js";
import type { CoreExports } from "./exports.js";
import { align64 } from "./memory.js";

/** assembly/count-cross.ts's crossStep result when the set of rows is counted (DONE;
 *  test/core-constants.test.ts holds the copies equal). */
export const CROSS_DONE = 3;
/** crossLo/crossHi's tally of nodes (0..2: solutions by long diagonals held; NODES). */
export const CROSS_NODES = 3;
const u64 = (lo: number, hi: number): bigint => (BigInt(hi >>> 0) << 32n) | BigInt(lo >>> 0);

/** Give it an instance of its own: its state goes above whatever memory the instance has. */
export class WasmCrossCounter implements CrossCounter {
  private base = -1; // where the state lies, laid out at the first setup
  constructor(private readonly core: CoreExports) {}

  setup(n: number): void {
    if (this.base < 0) {
      const memory = this.core.memory;
      this.base = align64(memory.buffer.byteLength);
      growMemory(memory, this.base + this.core.crossBytes(), `cross-checking n = ${n}`);
    }
    this.core.crossSetup(n, this.base);
  }

  fix(row: number, col: number): void {
    this.core.crossFix(row, col);
  }

  begin(east: number): void {
    this.core.crossBegin(east);
  }

  step(budget: number): boolean {
    return this.core.crossStep(budget) === CROSS_DONE;
  }

  take(): CrossTally {
    const read = (which: number): bigint => u64(this.core.crossLo(which), this.core.crossHi(which));
    return { byLongs: [read(0), read(1), read(2)], nodes: read(CROSS_NODES) };
  }
}
