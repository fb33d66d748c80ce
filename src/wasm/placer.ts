// The AssemblyScript placer (assembly/place*.ts) behind PlaceCore.
import { PLACE_OUT_CAP, type PlaceCore, type PlaceStatus } from "../engine/place-engine.js";
import { growMemory } from "./instantiate.js";
import { align64 } from "./memory.js";
import type { CoreExports } from "./exports.js";

/** The Wasm core behind PlaceCore, on an instance no other call uses while it runs: its state
 *  sits at the start of the instance's free memory. */
export class WasmPlace implements PlaceCore {
  private n = 0;
  private base = -1;
  private bytes = 0;
  constructor(private readonly core: CoreExports) {}

  private u32(ptr: number, length: number): Uint32Array {
    return new Uint32Array(this.core.memory.buffer, ptr >>> 0, length);
  }

  setup(n: number, fix: Int32Array, bstart: Uint32Array, brows: Uint32Array): void {
    const memory = this.core.memory;
    if (this.base < 0) this.base = align64(this.core.freePtr());
    this.bytes = this.core.placeBytes(n, brows.length);
    const need = this.base + this.bytes;
    const fresh = memory.buffer.byteLength; // pages past it are new, hence zero (4 GiB wraps to 0: all cleared)
    growMemory(memory, need, `n = ${n} with ${brows.length} blocked squares`);
    this.core.placeSetup(n, brows.length, this.base, fresh);
    new Int32Array(memory.buffer, this.core.placeFixPtr() >>> 0, n).set(fix);
    // nothing blocked: every start is 0, as grown memory already holds (8 MB of page faults saved at n = 2*10^6)
    if (brows.length > 0 || this.core.placeBStartPtr() < fresh) this.u32(this.core.placeBStartPtr(), n + 1).set(bstart);
    this.u32(this.core.placeBRowsPtr(), brows.length).set(brows);
    this.n = n;
  }

  rows(): Int32Array {
    return new Int32Array(this.core.memory.buffer, this.core.placeRowsPtr() >>> 0, this.n);
  }

  memoryBytes(): number { return this.bytes; }

  smallStart(piece: number): void { this.core.smallStart(piece); }
  smallRun(maxOut: number, maxNodes: number): number { return this.core.smallRun(maxOut, maxNodes); }
  get smallDone(): boolean { return this.core.smallDone() === 1; }
  smallFound(): bigint {
    return (BigInt(this.core.smallFoundHi() >>> 0) << 32n) | BigInt(this.core.smallFoundLo() >>> 0);
  }
  smallNodes(): number { return this.core.smallNodes(); }
  smallOut(): Uint8Array {
    return new Uint8Array(this.core.memory.buffer, this.core.placeOutPtr() >>> 0, PLACE_OUT_CAP * this.n);
  }

  matchStart(): void { this.core.matchStart(); }
  matchGreedy(budget: number): number { return this.core.matchGreedy(budget) >>> 0; }
  matchPhase(single: number): number { return this.core.matchPhase(single) >>> 0; }
  get matchFree(): number { return this.core.matchFree() >>> 0; }
  matchWork(): number { return this.core.matchWork(); }
  reached(): { columns: number[]; rows: number[] } {
    const stamp = this.core.matchStamp() >>> 0;
    const visc = this.u32(this.core.placeVisCPtr(), this.n);
    const visr = this.u32(this.core.placeVisRPtr(), this.n);
    const columns: number[] = [];
    const rows: number[] = [];
    for (let i = 0; i < this.n; i++) {
      if (visc[i] === stamp) columns.push(i);
      if (visr[i] === stamp) rows.push(i);
    }
    return { columns, rows };
  }

  queensStart(lo: number, hi: number, maxSteps: number, maxRestarts: number): void { this.core.queensStart(lo, hi, maxSteps, maxRestarts); }
  queensRun(budget: number): PlaceStatus { return this.core.queensRun(budget); }
  queensResume(): void { this.core.queensResume(); }
  queensColumns(): number { return this.core.queensColumns() >>> 0; }
  queensSteps(): number { return this.core.queensSteps(); }
  queensRestarts(): number { return this.core.queensRestarts() >>> 0; }

  knightsStart(): void { this.core.knightsStart(); }
  knightsRun(budget: number): PlaceStatus { return this.core.knightsRun(budget); }
  knightsNodes(): number { return this.core.knightsNodes(); }
}
