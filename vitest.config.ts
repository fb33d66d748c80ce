import { defineConfig } from "vitest/config";

/** The test files that drive Chromium: they share one Chromium and one `nqueens serve` per run. */
const WEB = ["test/web-*.test.ts", "test/package-bundlers.test.ts"];

export default defineConfig({
  test: {
    setupFiles: ["test/setup.ts"],
    // a hang detector, not a speed check: about 9 times the slowest test (34 s at load 10-20)
    testTimeout: 300_000,
    hookTimeout: 300_000,
    pool: "forks",
    // vitest's default is one worker fewer than the cores, which on CI's 2 cores ran every file in
    // turn; most files wait on a spawned CLI or a browser, so two at a time fill both cores
    maxWorkers: 2,
    // the JSON report lets .ci/run print one plain "N passed, N failed" line
    reporters: ["default", ["json", { outputFile: "test-results/vitest.json" }]],
    projects: [
      { extends: true, test: { name: "node", include: ["test/**/*.test.ts"], exclude: WEB } },
      { extends: true, test: { name: "web", include: WEB, globalSetup: ["test/web-global.ts"] } },
    ],
  },
});
