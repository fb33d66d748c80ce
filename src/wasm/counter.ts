// The AssemblyScript counter (assembly/count.ts, assembly/count-join.ts) behind Counter.
import { JOIN_MAX_N, JOIN_MIN_N, OUT_CAP, type Counter, type JoinTask, type Tally } from "../engine/count-engine.js";
import { growMemory } from "./instantiate.js";
import type { CoreExports } from "./exports.js";

/** assembly/count-join.ts's joinStep results. */
const JOIN_DONE = 3;
const JOIN_NO_MEMORY = 4;
const u64 = (lo: number, hi: number): bigint => (BigInt(hi >>> 0) << 32n) | BigInt(lo >>> 0);

/** The AssemblyScript core behind Counter. Give it an instance of its own: its state goes
 *  above whatever memory the instance has, where a later solve() could lay out its arrays. */
export class WasmCounter implements Counter {
  private n = 0;
  private joinBase = 0;
  private joined = 0n;   // the join tasks' solutions and nodes since the last take()
  private joinNodes = 0n;
  constructor(private readonly core: CoreExports) {}

  setup(n: number): void {
    const memory = this.core.memory;
    const base = Math.ceil(memory.buffer.byteLength / 64) * 64;
    // the join's state after the backtracking search's; the join grows memory beyond it itself
    this.joinBase = Math.ceil((base + this.core.countBytes(n)) / 64) * 64;
    const need = this.joinBase + (n >= JOIN_MIN_N && n <= JOIN_MAX_N ? this.core.joinBytes(n) : 0);
    growMemory(memory, need, `counting n = ${n}`);
    this.core.countSetup(n, base);
    this.n = n;
  }

  joinBegin({ m, modulus, residue }: JoinTask): void {
    this.core.joinBegin(this.n, m, modulus, residue, this.joinBase);
  }

  joinStep(budget: number): boolean {
    const phase = this.core.joinStep(budget);
    if (phase === JOIN_NO_MEMORY) throw new Error(`not enough memory to join the half-boards of n=${this.n}`);
    if (phase !== JOIN_DONE) return false;
    this.joined += u64(this.core.joinedLo(0), this.core.joinedHi(0));
    this.joinNodes += u64(this.core.joinedLo(1), this.core.joinedHi(1));
    return true;
  }

  get joinProgress(): number {
    const reps = this.core.joinReps();
    return reps === 0 ? 0 : this.core.joinRepsDone() / reps;
  }

  symmetric(n: number): { rot180: bigint; rot90: bigint } {
    this.core.symCounts(n);
    return { rot180: u64(this.core.symmetricLo(0), this.core.symmetricHi(0)), rot90: u64(this.core.symmetricLo(1), this.core.symmetricHi(1)) };
  }

  task(prefix: ArrayLike<number>): void {
    const at = new Uint32Array(this.core.memory.buffer, this.core.prefixPtr() >>> 0, prefix.length);
    for (let c = 0; c < prefix.length; c++) at[c] = prefix[c];
    this.core.countTask(prefix.length);
  }

  private read(which: number): bigint {
    return u64(this.core.countedLo(which), this.core.countedHi(which));
  }

  take(): Tally {
    const tally = { c2: this.read(0), c4: this.read(1), c8: this.read(2), joined: this.joined, nodes: this.read(3) + this.joinNodes };
    this.core.countReset();
    this.joined = this.joinNodes = 0n;
    return tally;
  }

  enumStart(): void {
    this.core.enumStart();
  }

  enumNext(maxSolutions: number, maxNodes: number): number {
    return this.core.enumNext(maxSolutions, maxNodes);
  }

  get enumDone(): boolean {
    return this.core.enumDone() === 1;
  }

  solutionsOut(): Uint8Array {
    return new Uint8Array(this.core.memory.buffer, this.core.outPtr() >>> 0, OUT_CAP * this.n);
  }
}
