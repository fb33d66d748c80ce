// docs/distributed.md's Kubernetes Indexed Job and Slurm array, run here: the Job spec, the
// Slurm script and the merge commands are read out of the page; the pods are K local processes of
// the package as `npm pack` writes it (what the Dockerfile installs), each given
// JOB_COMPLETION_INDEX and running the container's command and args with the volume a local
// directory; one pod is SIGKILLed once its checkpoint holds records and run again, as Kubernetes
// retries an index; a stand-in kubectl runs the page's merge pod. The total must be OEIS
// A000170 / A002562 (src/data/known-counts.ts via test/oeis.ts).
import { execFileSync, spawn } from "node:child_process";
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { block, commands, records, smaller } from "./distributed-doc.js";
import { fundamentalOf, solutionsOf } from "./oeis.js";
import { packPackage, ROOT } from "./pack.js";

const pkg = JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")) as { name: string; version: string; bin: Record<string, string> };
const dockerfile = readFileSync(join(ROOT, "Dockerfile"), "utf8");

function field(yaml: string, pattern: RegExp): string {
  const match = pattern.exec(yaml);
  if (!match) throw new Error(`the Job spec in docs/distributed.md has no ${pattern}`);
  return match[1];
}

const job = block("yaml", "completionMode: Indexed");
const completions = Number(field(job, /^\s*completions:\s*(\d+)/m));
const image = field(job, /^\s*image:\s*(\S+)/m);
const command = JSON.parse(field(job, /^\s*command:\s*(\[.*\])/m)) as string[];
const args = field(job, /^\s*args:\n\s*- (.+)$/m);
const merging = block("console", "kubectl run");
const slurm = block("bash", "#SBATCH");
const slurmMerging = block("console", "sbatch");

/** The pod's shell line: n, K, the threads and the checkpoint on the volume. */
const SHARD = /^nqueens count (\d+) --shard "\$JOB_COMPLETION_INDEX\/(\d+)" --threads (\d+) --checkpoint "\/results\/(q\d+)-\$JOB_COMPLETION_INDEX\.jsonl"$/;
describe("the Kubernetes Job of docs/distributed.md", () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), "nqueens-job-"));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("is consistent: K is the Job's completions, the image is the one the page builds, the sample total is OEIS's", () => {
    const [, n, k, threads, file] = SHARD.exec(args) ?? [];
    expect(Number(k)).toBe(completions);
    expect(file).toBe(`q${n}`);
    // --threads is the pod's CPU request; the memory is requested, and limited to the same
    expect(field(job, /requests: \{ cpu: "(\d+)"/)).toBe(threads);
    expect(field(job, /requests: \{[^}]*memory: (\w+) \}/)).toBe(field(job, /limits: \{ memory: (\w+) \}/));
    // evictions do not spend a retry; the checkpoint is on the mounted volume
    expect(job).toMatch(/- action: Ignore[^\n]*\n\s+onPodConditions:\s+- type: DisruptionTarget/);
    expect(field(job, /mountPath: (\/results)/)).toBe("/results");
    expect(commands(block("console", "npm pack")).slice(0, 2)).toEqual(["npm ci", "npm pack"]);
    expect(field(job, /name:\s*nqueens-(\d+)/)).toBe(n);
    expect(commands(block("console", "docker build"))).toContain(`docker build -t ${image} .`);
    const sample = /^n=(\d+): (\d+) solutions, (\d+) fundamental/m.exec(merging);
    expect(sample && [Number(sample[1]), BigInt(sample[2]), BigInt(sample[3])]).toEqual([Number(n), solutionsOf(Number(n)), fundamentalOf(Number(n))]);
  });

  it("has a Dockerfile that installs what npm pack writes, with nqueens on the path", () => {
    // a pinned, supported Node LTS: an exact version, even-numbered, from 22 on
    const [, major] = /^FROM node:(\d+)\.\d+\.\d+-[\w-]*slim$/m.exec(dockerfile) ?? [];
    expect(Number(major) % 2 === 0 && Number(major) >= 22).toBe(true);
    const [, source, target] = /^COPY (\S+) (\S+)$/m.exec(dockerfile) ?? [];
    const glob = new RegExp(`^${source.replace(/[.]/g, "\\.").replace(/\*/g, "[^/]*")}$`);
    expect(`${pkg.name}-${pkg.version}.tgz`).toMatch(glob);
    expect(dockerfile).toMatch(new RegExp(`^RUN npm install --global .*${target.replace(/[.]/g, "\\.")}`, "m"));
    expect(pkg.bin).toHaveProperty("nqueens");
    expect(dockerfile).toMatch(/^ENTRYPOINT \["nqueens"\]$/m);
    // the Job overrides the entrypoint with a shell that runs nqueens from the path
    expect([command[0], args.split(" ")[0]]).toEqual(["sh", "nqueens"]);
    // .dockerignore lets the tarball into the build context
    expect(readFileSync(join(ROOT, ".dockerignore"), "utf8")).toMatch(/^!nqueens-\*\.tgz$/m);
  });

  it("runs K pods of the packed package, one killed and retried, and merges the volume as the page says: OEIS's total", async () => {
    const n = 17;
    const k = 2;
    // the image's content: the package as npm pack writes it (the bundles are built by npm test), no node_modules
    execFileSync("tar", ["-xzf", packPackage(), "-C", dir]);
    // its global install puts `nqueens` on the path; kubectl runs the merge pod with /results mounted
    const bin = join(dir, "bin");
    const results = join(dir, "results");
    mkdirSync(bin);
    mkdirSync(results);
    const script = (name: string, body: string): void => {
      writeFileSync(join(bin, name), `#!/bin/sh\n${body}\n`);
      chmodSync(join(bin, name), 0o755);
    };
    script("nqueens", `exec "${process.execPath}" "${join(dir, "package", pkg.bin.nqueens)}" "$@"`);
    writeFileSync(join(dir, "kubectl.mjs"), [
      `import { spawnSync } from "node:child_process";`,
      `const [verb, ...rest] = process.argv.slice(2);`,
      `if (verb === "wait") process.exit(0);`,
      `if (verb !== "run") { console.error("kubectl stand-in: no " + verb); process.exit(2); }`,
      `const overrides = JSON.parse(rest.find((a) => a.startsWith("--overrides=")).slice("--overrides=".length));`,
      `const [command, ...args] = overrides.spec.containers[0].command.map((a) => a.replaceAll("/results", ${JSON.stringify(results)}));`,
      `process.exit(spawnSync(command, args, { stdio: "inherit" }).status ?? 1);`,
    ].join("\n"));
    script("kubectl", `exec "${process.execPath}" "${join(dir, "kubectl.mjs")}" "$@"`);
    const env = { ...process.env, PATH: `${bin}:${process.env.PATH}` };

    const [, docN, docK, , file] = SHARD.exec(args)!;
    const line = smaller(args, docN, docK, n, k).replaceAll("/results", results);
    const pod = (index: number, killOnceRecords?: number): Promise<{ code: number | null; signal: NodeJS.Signals | null }> => new Promise((resolve) => {
      // a process group of its own, as a container's processes are: the kill reaches node under sh
      const child = spawn(command[0], [...command.slice(1), line], { env: { ...env, JOB_COMPLETION_INDEX: String(index) }, detached: true, stdio: "ignore" });
      child.on("close", (code, signal) => resolve({ code, signal }));
      if (killOnceRecords === undefined) return;
      const checkpoint = join(results, `${file}-${index}.jsonl`);
      const watch = setInterval(() => {
        if (records(checkpoint).length < killOnceRecords) return;
        clearInterval(watch);
        process.kill(-child.pid!, "SIGKILL");
      }, 5);
      child.on("close", () => clearInterval(watch));
    });
    const [first, killed] = await Promise.all([pod(0), pod(1, 5)]);
    expect(first.code).toBe(0);
    expect(killed.signal).toBe("SIGKILL");
    const before = records(join(results, `${file}-1.jsonl`)).length;
    expect(before).toBeGreaterThanOrEqual(5);
    // the retry: the same index, the same volume
    expect((await pod(1)).code).toBe(0);
    const after = records(join(results, `${file}-1.jsonl`)).map((r) => JSON.parse(r).units[0][0] as number);
    expect(new Set(after).size).toBe(after.length); // every unit once: the retry counted only what was left
    expect(after.every((u) => u % k === 1)).toBe(true);

    const outputs = commands(merging).map((text) => execFileSync("sh", ["-c", text], { env, encoding: "utf8" }));
    expect(outputs.at(-1)).toMatch(new RegExp(`^n=${n}: ${solutionsOf(n)} solutions, ${fundamentalOf(n)} fundamental, `));
  });

  it("runs the Slurm array's tasks and merges their checkpoints as the page says: OEIS's total", () => {
    const n = 14;
    const k = 3;
    const [, docN, docK] = SHARD.exec(args)!;
    const [, last] = /#SBATCH --array=0-(\d+)/.exec(slurm) ?? [];
    expect(Number(last) + 1).toBe(Number(docK));
    const cwd = join(dir, "slurm");
    mkdirSync(cwd);
    const env = { ...process.env, PATH: `${join(dir, "bin")}:${process.env.PATH}`, SLURM_CPUS_PER_TASK: "1" };
    const task = smaller(slurm, docN, docK, n, k);
    for (let i = 0; i < k; i++) execFileSync("sh", ["-c", task], { cwd, env: { ...env, SLURM_ARRAY_TASK_ID: String(i) } });
    const merge = commands(slurmMerging).filter((text) => text.startsWith("nqueens "));
    const output = merge.map((text) => execFileSync("sh", ["-c", text], { cwd, env, encoding: "utf8" })).at(-1);
    expect(output).toMatch(new RegExp(`^n=${n}: ${solutionsOf(n)} solutions, ${fundamentalOf(n)} fundamental, `));
  });
});
