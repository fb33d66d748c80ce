// The GPU tests run WebGPU on the CPU: Dawn's `webgpu` package (a devDependency) over SwiftShader's
// Vulkan driver, which Debian's chromium package installs (scripts/ensure-test-tools.js installs it
// and libvulkan1 where they are missing). No skip: without the adapter the tests fail.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** SwiftShader's Vulkan ICD as Debian's chromium package installs it (`dpkg -L chromium-common`). */
export const SWIFTSHADER_ICD = "/usr/lib/chromium/vk_swiftshader_icd.json";

/** The environment that makes Dawn find SwiftShader, for this process (before its first GPU
 *  count) and for the CLI's: the ICD, and a runtime directory to quiet the loader's warning. */
export function swiftShaderEnv(): Record<string, string> {
  process.env.VK_ICD_FILENAMES = SWIFTSHADER_ICD;
  process.env.XDG_RUNTIME_DIR ??= mkdtempSync(join(tmpdir(), "nqueens-xdg-"));
  return { VK_ICD_FILENAMES: SWIFTSHADER_ICD, XDG_RUNTIME_DIR: process.env.XDG_RUNTIME_DIR };
}
