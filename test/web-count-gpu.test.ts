// The Count tab on the GPU: headless Chromium with --enable-unsafe-webgpu (test/web-helpers.ts)
// offers navigator.gpu on SwiftShader; the tab counts there, names the adapter, and with "GPU, then
// CPU" shows the CPU's time too. Expected values from OEIS (test/oeis.ts). Fails, not skips,
// without the adapter.
import { describe, expect, it } from "vitest";
import { fundamentalOf, solutionsOf } from "./oeis.js";
import { open, usePage } from "./web-helpers.js";

const session = usePage();

interface GpuCountState {
  running: boolean; n: number | null; solutions: string | null; fundamental: string | null; engine: string | null; adapter: string | null; cpuMs: number | null;
}

describe("the Count tab on the GPU", () => {
  it("counts n = 10 with WebGPU on SwiftShader, names the adapter, and times the CPU after it", async () => {
    const { page, problems } = session.browser;
    await open(page, session.server.url, "?mode=count");
    await page.fill("#count-n", "10");
    await page.selectOption("#count-engine", "both");
    await page.click("#count-run");
    await page.waitForFunction(() => {
      const s = window.nqueensPage.state("count") as { n: number | null; running: boolean };
      return s.n === 10 && !s.running;
    });
    const s = await page.evaluate(() => window.nqueensPage.state("count") as GpuCountState);
    expect([BigInt(s.solutions!), BigInt(s.fundamental!), s.engine]).toEqual([solutionsOf(10), fundamentalOf(10), "gpu"]);
    expect(s.adapter).toMatch(/swiftshader/i);
    expect(s.cpuMs).toBeGreaterThan(0);
    expect(await page.textContent("#count-stats")).toMatch(/GPU: .*swiftshader.*time on the CPU/is);
    expect(problems).toEqual([]);
  });
});
