// The AssemblyScript counter (assembly/count.ts, assembly/count-quarter.ts,
// assembly/count-symmetric.ts) behind Counter.
import { OUT_CAP, quarterLayout, type Counter, type QuarterLayout, type QuarterTask, type Tally } from "../engine/count-engine.js";
import { growMemory } from "./instantiate.js";
import type { CoreExports } from "./exports.js";
import { align64 } from "./memory.js";

/** assembly/count-quarter.ts's quarterSetup and quarterStep results (test/core-constants.test.ts
 *  holds them equal). */
export const QUARTER_BUILDING = 2;
export const QUARTER_DONE = 3;
export const QUARTER_NO_MEMORY = 4;
/** assembly/count.ts's tallies (countedLo/countedHi), C2 .. NODES. */
export const TALLY = { c2: 0, c4: 1, c8: 2, nodes: 3 } as const;
const u64 = (lo: number, hi: number): bigint => (BigInt(hi >>> 0) << 32n) | BigInt(lo >>> 0);

/** The AssemblyScript core behind Counter. Give it an instance of its own: its state goes
 *  above whatever memory the instance has, where a later solve() could lay out its arrays. */
export class WasmCounter implements Counter {
  private n = 0;
  private quarterBase = 0;
  private quarterN = 0;  // n the quarter pieces were built for
  private joined = 0n;   // the quarter tasks' solutions and nodes since the last take()
  private joinNodes = 0n;
  private building = false; // the whole table of pieces is not yet built
  private textbookN = 0;
  quarterLayout?: QuarterLayout;
  constructor(private readonly core: CoreExports) {}

  setup(n: number): void {
    const memory = this.core.memory;
    const base = align64(memory.buffer.byteLength);
    // the quarter join's state after the backtracking search's; it grows memory itself
    this.quarterBase = align64(base + this.core.countBytes(n));
    growMemory(memory, this.quarterBase, `counting n = ${n}`);
    this.core.countSetup(n, base);
    this.n = n;
    this.quarterN = 0;
  }

  quarterBegin({ config, modulus, residue, run, eastParts, eastPart }: QuarterTask): void {
    // the join's layout, once per n and only for the quarter join (its whole table of pieces, if
    // any, is then built by the first quarterSteps)
    if (this.quarterN !== this.n) {
      const { byRows, eastBlock, minBucket, westBatch, chunkBits } = this.quarterLayout ?? quarterLayout(this.n);
      const setup = this.core.quarterSetup(this.n, this.quarterBase, byRows ? 1 : 0, eastBlock, minBucket, westBatch, chunkBits);
      if (setup === QUARTER_NO_MEMORY) throw this.noMemory();
      this.quarterN = this.n;
      this.building = !byRows;
    }
    this.core.quarterBegin(config, modulus, residue, run, eastParts, eastPart);
  }

  private noMemory(): Error {
    return new Error(`not enough memory to join the quarter boards of n=${this.n}`);
  }

  quarterStep(budget: number): boolean {
    const phase = this.core.quarterStep(budget);
    this.building = phase === QUARTER_BUILDING;
    if (phase === QUARTER_NO_MEMORY) throw this.noMemory();
    if (phase !== QUARTER_DONE) return false;
    this.joined += u64(this.core.quarterLo(0), this.core.quarterHi(0));
    this.joinNodes += u64(this.core.quarterLo(1), this.core.quarterHi(1));
    return true;
  }

  get quarterMostCuts(): number {
    return this.core.quarterMostCuts();
  }

  get quarterCutDigest(): number {
    return this.core.quarterCutDigest() >>> 0;
  }

  get quarterBuilding(): boolean {
    return this.building;
  }

  get quarterProgress(): number {
    const keys = this.core.quarterKeys();
    return keys === 0 ? 0 : this.core.quarterKeysDone() / keys;
  }

  quarterTaskKeys(): number[] {
    const keys: number[] = [];
    for (let j = 0; j < this.core.quarterKeys(); j++) keys.push(this.core.quarterTaskKey(j));
    return keys;
  }

  symmetric(n: number): { rot180: bigint; rot90: bigint } {
    this.core.symCounts(n);
    return { rot180: u64(this.core.symmetricLo(0), this.core.symmetricHi(0)), rot90: u64(this.core.symmetricLo(1), this.core.symmetricHi(1)) };
  }

  taskBegin(prefix: ArrayLike<number>): void {
    const at = new Uint32Array(this.core.memory.buffer, this.core.prefixPtr() >>> 0, prefix.length);
    for (let c = 0; c < prefix.length; c++) at[c] = prefix[c];
    this.core.countBegin(prefix.length);
  }

  taskStep(budget: number): boolean {
    return this.core.countStep(budget) === 1;
  }

  private read(which: number): bigint {
    return u64(this.core.countedLo(which), this.core.countedHi(which));
  }

  take(): Tally {
    const tally = { c2: this.read(TALLY.c2), c4: this.read(TALLY.c4), c8: this.read(TALLY.c8), joined: this.joined, nodes: this.read(TALLY.nodes) + this.joinNodes };
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

  textbookStart(n: number): void {
    this.textbookN = n;
    this.core.textbookStart(n);
  }

  textbookStep(budget: number): boolean {
    return this.core.textbookStep(budget) === 1;
  }

  textbookLevels(): bigint[] {
    return Array.from(new BigUint64Array(this.core.memory.buffer, this.core.textbookLevelsPtr() >>> 0, this.textbookN + 1));
  }
}
