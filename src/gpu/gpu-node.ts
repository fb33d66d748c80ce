/// <reference types="@webgpu/types" />
// WebGPU in Node: Dawn's `webgpu` package, an optional peer dependency (about 130 MB with every
// platform's binary, so never installed for a user by default), imported when a count first asks
// for the GPU; one device per process. On Linux without a GPU, Dawn finds SwiftShader's Vulkan
// driver where VK_ICD_FILENAMES names it (docs/count.md, "On the GPU").
import { EngineUnavailableError } from "../errors/errors.js";
import { onceCounter, openCounter, type GpuCounter } from "./gpu-counter.js";

async function open(): Promise<GpuCounter> {
  let dawn: typeof import("webgpu");
  try {
    // kept out of our bundles (scripts/build-js.js) and, by the comments, out of an app's
    dawn = await import(/* webpackIgnore: true */ /* @vite-ignore */ "webgpu");
  } catch (error) {
    throw new EngineUnavailableError("the GPU engine needs the optional package webgpu (Dawn's WebGPU for Node): npm install webgpu", { cause: error });
  }
  const counter = await openCounter(dawn.create([]));
  if (!counter) throw new EngineUnavailableError("the GPU engine found no WebGPU adapter (no Vulkan, Metal or D3D12 device; on Linux without a GPU, set VK_ICD_FILENAMES to SwiftShader's vk_swiftshader_icd.json)");
  return counter;
}

/** The process's GPU counter, opened once (again after a failure). */
export const nodeGpu = /* @__PURE__ */ onceCounter(open);
