// count(n, { threads }) from code run as `node --input-type=module -e CODE`: the worker threads are
// started without the options that name the parent's input, which a worker given them refuses
// (ERR_INPUT_TYPE_NOT_ALLOWED), its input being a file.
import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { workerExecArgv } from "../src/pool/node-worker.js";
import { ROOT } from "./pack.js";

describe("count workers under node -e", () => {
  it("leave out --input-type, --eval, -e, --print and -p with their values, and keep the rest", () => {
    expect(workerExecArgv(["--input-type=module", "-e", "code", "--expose-gc"])).toEqual(["--expose-gc"]);
    expect(workerExecArgv(["--input-type", "module", "--eval=code", "--conditions=browser"])).toEqual(["--conditions=browser"]);
    expect(workerExecArgv(["-p", "1 + 1", "--print", "2", "--max-old-space-size=100"])).toEqual(["--max-old-space-size=100"]);
  });

  it("count(16, { threads: 2 }) from node --input-type=module -e counts on two workers", () => {
    // shard 0 of 40: several units, so the pool is used, and a moment's work
    const code = `import { count, countWorkers } from ${JSON.stringify(`${ROOT}dist/index.js`)};
      const r = await count(16, { threads: 2, shard: { index: 0, of: 40 } });
      console.log(JSON.stringify({ units: r.units.length, threads: r.threads, workers: countWorkers(), solutions: String(r.solutions) }));`;
    const run = spawnSync(process.execPath, ["--input-type=module", "-e", code], { encoding: "utf8" });
    expect(run.stderr).toBe("");
    expect(run.status).toBe(0);
    const got = JSON.parse(run.stdout) as { units: number; threads: number; workers: number; solutions: string };
    expect(got.units).toBeGreaterThan(1);
    expect(got.threads).toBe(2);
    expect(got.workers).toBe(2);
    expect(BigInt(got.solutions)).toBeGreaterThan(0n);
  });
});
