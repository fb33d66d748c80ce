// What the count's driver needs from the GPU, in no WebGPU types (the API's platforms name it;
// src/gpu/gpu-counter.ts implements it).
import type { Tally } from "../engine/count-engine.js";

/** Prefixes to count in one dispatch: `threads` prefixes of `depth` rows, `stride` u32 each (four
 *  rows a word, a byte each), and the segments [start, end) of threads whose tallies are summed. */
export interface Batch {
  n: number;
  depth: number;
  stride: number;
  threads: number;
  rows: Uint32Array<ArrayBuffer>;
  /** 2 words a segment. */
  segments: Uint32Array<ArrayBuffer>;
}

/** A GPU that counts batches. */
export interface GpuCounting {
  /** The adapter's name (vendor, architecture, description), for the user. */
  readonly adapter: string;
  /** Each segment's summed tallies, in order. */
  count(batch: Batch): Promise<Tally[]>;
}
