import { defineConfig } from "vitest/config";

/** The test files that drive Chromium: they share one Chromium and one `nqueens serve` per run. */
const WEB = ["test/web-*.test.ts", "test/package-bundlers.test.ts"];

export default defineConfig({
  test: {
    setupFiles: ["test/setup.ts"],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    pool: "forks",
    // the JSON report lets .ci/run print one plain "N passed, N failed" line
    reporters: ["default", ["json", { outputFile: "test-results/vitest.json" }]],
    projects: [
      { extends: true, test: { name: "node", include: ["test/**/*.test.ts"], exclude: WEB } },
      { extends: true, test: { name: "web", include: WEB, globalSetup: ["test/web-global.ts"] } },
    ],
  },
});
