// Global setup of the web project (vitest.config.ts): one Chromium and one `nqueens serve` for
// the whole run instead of one of each per test file (starting them took about 2 s of a file's
// time, for 17 files). Each file reaches them through inject() and opens its own browser
// context, which shares no cookies, storage or cache with another file's.
import { chromium } from "playwright-core";
import type { TestProject } from "vitest/node";
import { chromiumPath, FLAGS, serve } from "./web-helpers.js";

declare module "vitest" {
  export interface ProvidedContext {
    /** The shared Chromium's WebSocket endpoint, for playwright-core's chromium.connect(). */
    chromiumEndpoint: string;
    /** The shared `nqueens serve`'s URL. */
    pageUrl: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const browser = await chromium.launchServer({ executablePath: chromiumPath(), headless: true, args: FLAGS });
  const site = await serve().catch(async (error: unknown) => {
    await browser.close();
    throw error;
  });
  project.provide("chromiumEndpoint", browser.wsEndpoint());
  project.provide("pageUrl", site.url);
  return async () => {
    site.stop();
    await browser.close();
  };
}
