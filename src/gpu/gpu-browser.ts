/// <reference types="@webgpu/types" />
// WebGPU in browsers: navigator.gpu where the browser offers it (Chromium from 113; headless
// Chromium with --enable-unsafe-webgpu, on SwiftShader); one device per page.
import { EngineUnavailableError } from "../errors/errors.js";
import { onceCounter, openCounter, type GpuCounter } from "./gpu-counter.js";

async function open(): Promise<GpuCounter> {
  const gpu = (globalThis.navigator as Navigator | undefined)?.gpu;
  if (!gpu) throw new EngineUnavailableError("the GPU engine needs WebGPU, which this browser does not offer (navigator.gpu)");
  const counter = await openCounter(gpu);
  if (!counter) throw new EngineUnavailableError("the GPU engine found no WebGPU adapter in this browser");
  return counter;
}

/** The page's GPU counter, opened once (again after a failure). */
export const browserGpu = /* @__PURE__ */ onceCounter(open);
