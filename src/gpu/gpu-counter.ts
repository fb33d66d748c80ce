/// <reference types="@webgpu/types" />
// The host side of the WGSL counter (count-kernel.ts): one dispatch counts a batch of prefixes,
// a thread each, and sums their tallies by segment (each a unit's run of prefixes) on the GPU,
// so that only a few words per unit come back. Platform-neutral: the caller brings the device
// (gpu-node.ts, gpu-browser.ts).
import { PARAM_WORDS, TALLY_WORDS, WORKGROUP, countKernel, reduceKernel } from "./count-kernel.js";
import type { Tally } from "../engine/count-engine.js";
import type { Batch, GpuCounting } from "./gpu-batch.js";

/** The WebGPU spec's GPUBufferUsage and GPUMapMode flags: Dawn in Node defines them on its own
 *  object, not as globals, so the host names the few it needs. */
const USAGE = { MAP_READ: 0x1, COPY_SRC: 0x4, COPY_DST: 0x8, UNIFORM: 0x40, STORAGE: 0x80 } as const;
const MAP_MODE_READ = 0x1;

/** The adapter's name as a user reads it: "google swiftshader (SwiftShader Device (Subzero))". */
export function adapterName(info: GPUAdapterInfo): string {
  const name = [info.vendor, info.architecture].filter(Boolean).join(" ") || "unknown adapter";
  return info.description ? `${name} (${info.description})` : name;
}

/** A counter on the adapter `gpu` offers first; undefined where it offers none. */
export async function openCounter(gpu: GPU): Promise<GpuCounter | undefined> {
  const adapter = await gpu.requestAdapter({ powerPreference: "high-performance" });
  if (!adapter) return undefined;
  const device = await adapter.requestDevice({
    requiredLimits: { maxStorageBufferBindingSize: adapter.limits.maxStorageBufferBindingSize, maxBufferSize: adapter.limits.maxBufferSize },
  });
  return new GpuCounter(device, adapterName(adapter.info), gpu);
}

/** `open` called once, its counter kept; after a failure, called again on the next request. */
export function onceCounter(open: () => Promise<GpuCounter>): () => Promise<GpuCounter> {
  let counter: Promise<GpuCounter> | undefined;
  return () =>
    (counter ??= open().catch((error: unknown) => {
      counter = undefined;
      throw error;
    }));
}

/** Reads a pair of u32 (low, high) as a bigint. */
const pair = (words: Uint32Array, at: number): bigint => (BigInt(words[at + 1]) << 32n) | BigInt(words[at]);

/** A segment's sums as a tally. */
function tallyAt(words: Uint32Array, segment: number): Tally {
  const o = segment * TALLY_WORDS;
  return { c2: pair(words, o), c4: pair(words, o + 2), c8: pair(words, o + 4), joined: 0n, nodes: pair(words, o + 6) };
}

/** The two pipelines on one device, with buffers grown as batches need. */
export class GpuCounter implements GpuCounting {
  private readonly countPipeline: GPUComputePipeline;
  private readonly reducePipeline: GPUComputePipeline;
  private readonly buffers = new Map<string, GPUBuffer>();

  /** `adapter`: its name, for the user; `gpu`: the instance that made the device, held so that
   *  the garbage collector never frees it under the device (Dawn in Node then crashes). */
  constructor(private readonly device: GPUDevice, readonly adapter: string, private readonly gpu?: GPU) {
    const pipeline = (code: string, entryPoint: string) =>
      device.createComputePipeline({ layout: "auto", compute: { module: device.createShaderModule({ code }), entryPoint } });
    this.countPipeline = pipeline(countKernel(), "count");
    this.reducePipeline = pipeline(reduceKernel(), "reduce");
  }

  /** A buffer of at least `bytes` for `role`, the last one kept while big enough. */
  private buffer(role: string, bytes: number, usage: number): GPUBuffer {
    const have = this.buffers.get(role);
    if (have && have.size >= bytes) return have;
    have?.destroy();
    const made = this.device.createBuffer({ size: Math.max(16, Math.ceil(bytes / 16) * 16), usage });
    this.buffers.set(role, made);
    return made;
  }

  /** Counts a batch: each segment's summed tallies, in order. */
  async count(batch: Batch): Promise<Tally[]> {
    const { device } = this;
    const S = USAGE.STORAGE;
    const D = USAGE.COPY_DST;
    const params = this.buffer("params", PARAM_WORDS * 4, USAGE.UNIFORM | D);
    device.queue.writeBuffer(params, 0, Uint32Array.of(batch.n, batch.threads, batch.stride, batch.depth));
    const rows = this.buffer("rows", batch.rows.byteLength, S | D);
    device.queue.writeBuffer(rows, 0, batch.rows);
    const tallies = this.buffer("tallies", batch.threads * TALLY_WORDS * 4, S | D);
    const encoder = device.createCommandEncoder();
    const pass = encoder.beginComputePass();
    pass.setPipeline(this.countPipeline);
    pass.setBindGroup(0, this.bindGroup(this.countPipeline, [params, rows, tallies]));
    pass.dispatchWorkgroups(Math.ceil(batch.threads / WORKGROUP));
    pass.end();
    return this.sum(encoder, tallies, batch.segments);
  }

  /** Sums tallies (TALLY_WORDS u32 a thread) by segment on the GPU, with no count before: the
   *  tests give it pairs whose sums pass 2^32. */
  async reduce(tallies: Uint32Array<ArrayBuffer>, segments: Uint32Array<ArrayBuffer>): Promise<Tally[]> {
    const buffer = this.buffer("tallies", tallies.byteLength, USAGE.STORAGE | USAGE.COPY_DST);
    this.device.queue.writeBuffer(buffer, 0, tallies);
    return this.sum(this.device.createCommandEncoder(), buffer, segments);
  }

  private async sum(encoder: GPUCommandEncoder, tallies: GPUBuffer, segments: Uint32Array<ArrayBuffer>): Promise<Tally[]> {
    const { device } = this;
    const count = segments.length / 2;
    const bytes = count * TALLY_WORDS * 4;
    const ranges = this.buffer("segments", segments.byteLength, USAGE.STORAGE | USAGE.COPY_DST);
    device.queue.writeBuffer(ranges, 0, segments);
    const sums = this.buffer("sums", bytes, USAGE.STORAGE | USAGE.COPY_SRC);
    const read = this.buffer("read", bytes, USAGE.MAP_READ | USAGE.COPY_DST);
    const pass = encoder.beginComputePass();
    pass.setPipeline(this.reducePipeline);
    pass.setBindGroup(0, this.bindGroup(this.reducePipeline, [ranges, tallies, sums]));
    pass.dispatchWorkgroups(count);
    pass.end();
    encoder.copyBufferToBuffer(sums, 0, read, 0, bytes);
    device.queue.submit([encoder.finish()]);
    await read.mapAsync(MAP_MODE_READ, 0, bytes);
    const words = new Uint32Array(read.getMappedRange(0, bytes).slice(0));
    read.unmap();
    return Array.from({ length: count }, (_, s) => tallyAt(words, s));
  }

  private bindGroup(pipeline: GPUComputePipeline, buffers: GPUBuffer[]): GPUBindGroup {
    return this.device.createBindGroup({ layout: pipeline.getBindGroupLayout(0), entries: buffers.map((buffer, binding) => ({ binding, resource: { buffer } })) });
  }

  /** Frees the buffers (the device stays the caller's). */
  destroy(): void {
    for (const buffer of this.buffers.values()) buffer.destroy();
    this.buffers.clear();
  }
}
