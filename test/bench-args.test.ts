// The focused bench scripts (npm run bench:*) read their options as the CLI does: --help prints
// the usage, a bad option is one line and the usage with exit 2, never a stack trace.
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const bench = (name: string, args: string[]) => {
  const script = fileURLToPath(new URL(`../dist/bench-${name}.js`, import.meta.url));
  return spawnSync(process.execPath, [script, ...args], { encoding: "utf8", timeout: 30_000 });
};

describe.each(["count", "io", "solve", "place"])("npm run bench:%s", (name) => {
  it("--help prints its usage, exit 0", () => {
    const run = bench(name, ["--help"]);
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(new RegExp(`^usage: npm run bench:${name} \\[-- --`));
  });

  it.each([["--bogus"], ["--reps"]])("%s is one line and the usage, exit 2", (...args) => {
    const run = bench(name, args);
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(new RegExp(`^[^\\n]*'--(bogus|reps)[^\\n]*\\nusage: npm run bench:${name} [^\\n]+\\n$`));
  });
});
