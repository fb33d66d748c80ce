import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["test/**/*.test.ts"],
    setupFiles: ["test/setup.ts"],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    pool: "forks",
    // the JSON report lets .ci/run print one plain "N passed, N failed" line
    reporters: ["default", ["json", { outputFile: "test-results/vitest.json" }]],
  },
});
