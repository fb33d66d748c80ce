// nqueens count, spawned for real: the human line, --json, size limits, --timeout and Ctrl-C.
import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { BIN, nqueens, startWorking } from "./helpers.js";
import { fundamentalOf, solutionsOf } from "./oeis.js";
import { ONE_THREAD_MAX_N } from "../src/api/defaults.js";

describe("nqueens count", () => {
  it("prints the human line, with the fundamental count when asked", () => {
    const plain = nqueens(["count", "10", "--threads", "1"]);
    expect(plain.status).toBe(0);
    expect(plain.stdout).toMatch(new RegExp(`^n=10: ${solutionsOf(10)} solutions, \\d+\\.\\d\\d s, 1 thread, \\d+ nodes\\n$`));
    // n = 11 ends before workers would have started: one thread whatever --threads says
    const unique = nqueens(["count", "11", "--unique", "--threads", "2"]);
    expect(unique.stdout).toMatch(new RegExp(`^n=11: ${solutionsOf(11)} solutions, ${fundamentalOf(11)} fundamental, \\d+\\.\\d\\d s, 1 thread, \\d+ nodes\\n$`));
    expect(unique.stderr).toBe("");
  });

  it("counts above ONE_THREAD_MAX_N on worker threads and exits when done (idle workers hold nothing open)", () => {
    const n = ONE_THREAD_MAX_N + 1;
    // a worker left holding the process open would hang it: the spawn's time limit turns that into a failure
    const child = spawnSync(process.execPath, [BIN, "count", String(n), "--threads", "2"], { encoding: "utf8", timeout: 60_000 });
    expect([child.signal, child.status]).toEqual([null, 0]);
    expect(child.stderr).toMatch(/^(\{"progress":.*\}\n)*$/); // a log's progress lines, past the first second
    expect(child.stdout).toMatch(new RegExp(`^n=${n}: ${solutionsOf(n)} solutions, \\d+\\.\\d\\d s, 2 threads, \\d+ nodes\\n$`));
  });

  it("prints one JSON object with --json, on either engine", () => {
    for (const engine of ["wasm", "ts"]) {
      const { status, stdout } = nqueens(["count", "9", "--json", "--engine", engine]);
      expect(status).toBe(0);
      const o = JSON.parse(stdout);
      expect(Object.keys(o)).toEqual(["n", "solutions", "unique", "ms", "nodes", "threads", "engine"]);
      expect([o.n, BigInt(o.solutions), BigInt(o.unique), o.engine]).toEqual([9, solutionsOf(9), fundamentalOf(9), engine]);
    }
  });

  it("gives up at --timeout with exit 1, its last line the reason, on one thread and on two", () => {
    for (const threads of ["1", "2"]) {
      const { status, stdout, stderr } = nqueens(["count", "18", "--timeout", "0.5", "--threads", threads]);
      expect([status, stdout]).toEqual([1, ""]);
      // a log's progress lines (from its first half second) before the one that says why it ended
      expect(stderr).toMatch(/^(\{"progress":.*\}\n)*nqueens: the count of n=18 did not finish within 0\.5 s\n$/);
    }
    expect(nqueens(["count", "12", "--algo", "sideways"]).status).toBe(2);
  });

  it("refuses an argument at once whatever its --timeout: the armed time limit holds nothing open", () => {
    // each refused only after --timeout's timer is armed; a timer left armed would hold the process
    // for the day, and the spawn's time limit turns that into a failure
    for (const args of [["3", "--cross", "0"], ["12", "--cross", "0", "--algo", "backtrack"], ["12", "--cross", "x"], ["12", "--checkpoint", "/nonexistent/x"]]) {
      const child = spawnSync(process.execPath, [BIN, "count", ...args, "--timeout", "86400"], { encoding: "utf8", timeout: 60_000 });
      expect({ args, signal: child.signal, status: child.status, stdout: child.stdout }).toEqual({ args, signal: null, status: 2, stdout: "" });
      expect(child.stderr).toMatch(/^nqueens: [^\n]+\n$/);
    }
  });

  it.each([["0"], ["33"], ["abc"]])("refuses n = %s with exit 2 and one line", (n) => {
    const { status, stdout, stderr } = nqueens(["count", n]);
    expect(status).toBe(2);
    expect(stdout).toBe("");
    expect(stderr).toMatch(/^nqueens: n must be .*\n$/);
  });

  it("refuses a bad --shard and --threads", () => {
    expect(nqueens(["count", "8", "--shard", "4/4"]).status).toBe(2);
    expect(nqueens(["count", "8", "--shard", "x"]).status).toBe(2);
    expect(nqueens(["count", "8", "--threads", "0"]).status).toBe(2);
  });

  it("stops every worker on Ctrl-C and exits 130 with one line", async () => {
    const run = startWorking(["count", "20", "--threads", "2"]);
    let stdout = "";
    run.child.stdout!.on("data", (chunk) => (stdout += chunk));
    await run.working;
    run.child.kill("SIGINT");
    const { status, stderr } = await run.done;
    expect([status, stderr, stdout]).toEqual([130, "nqueens: interrupted\n", ""]);
  });
});
