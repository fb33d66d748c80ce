// The units a resumed count had done before, in memory bounded by its share of the split, never
// by how many results it is given: n = 26 has 41.6 million units (a checkpoint of about 7 GB), n = 27
// 144 million. Per unit of the shard, one bit (done) and 32 bits of its check value (a digest of
// its counts: a unit given again with the same 32 bits is the same result, one with others a
// conflict); the results' counts are added up as they come. Platform- and engine-neutral.
import type { BoardCounts } from "./count-tasks.js";
import type { ShardUnits, UnitResult } from "./count-units.js";

/** What take() found: a unit not given before, the same result again, or another result of a unit given before. */
export type Taken = "new" | "again" | "conflict";

export class UnitsDone {
  /** Bit i: the shard's i-th unit (unit index + i * of) is done. */
  private readonly done: Uint8Array;
  /** The low 32 bits of each done unit's check value. */
  private readonly checks: Uint32Array;
  /** The sums of the done units' counts. */
  readonly sums: BoardCounts = { solutions: 0n, rot180: 0n, rot90: 0n, nodes: 0n };
  /** Units taken (each once). */
  count = 0;

  /** `shard`: the units it may hold (a result of another unit is the caller's to leave out). */
  constructor(private readonly shard: ShardUnits) {
    this.done = new Uint8Array(Math.ceil(shard.count / 8));
    this.checks = new Uint32Array(shard.count);
  }

  /** Whether unit `unit` of the shard is done. */
  has(unit: number): boolean {
    const i = (unit - this.shard.index) / this.shard.of;
    return (this.done[i >> 3] & (1 << (i & 7))) !== 0;
  }

  /** Takes the result of a unit of the shard, whose check value (16 hex digits) fits its counts:
   *  added up if new, compared with the one taken before if not. */
  take(r: UnitResult & { check: string }): Taken {
    const i = (r.unit - this.shard.index) / this.shard.of;
    const check = parseInt(r.check.slice(8), 16) >>> 0;
    if ((this.done[i >> 3] & (1 << (i & 7))) !== 0) return this.checks[i] === check ? "again" : "conflict";
    this.done[i >> 3] |= 1 << (i & 7);
    this.checks[i] = check;
    this.count++;
    const sums = this.sums;
    sums.solutions += r.solutions;
    sums.rot180 += r.rot180;
    sums.rot90 += r.rot90;
    sums.nodes += r.nodes;
    return "new";
  }
}
