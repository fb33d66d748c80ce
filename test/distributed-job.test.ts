// docs/distributed.md's Kubernetes Indexed Job, run here: the Job spec and the merge commands are
// read out of the page, its pods are K local processes of the package as `npm pack` writes it
// (what the Dockerfile installs), each given JOB_COMPLETION_INDEX and running the container's
// command and args; a stand-in kubectl serves their logs to the page's merge pipeline, run as
// written. The total must be OEIS A000170 / A002562 (src/data/known-counts.ts via test/oeis.ts).
import { execFileSync, spawn } from "node:child_process";
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fundamentalOf, solutionsOf } from "./oeis.js";
import { packPackage, ROOT } from "./pack.js";

const doc = readFileSync(join(ROOT, "docs/distributed.md"), "utf8");
const pkg = JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")) as { name: string; version: string; bin: Record<string, string> };
const dockerfile = readFileSync(join(ROOT, "Dockerfile"), "utf8");

/** The first fenced block of `lang` whose text contains `marker`. */
function block(lang: string, marker: string): string {
  for (const [, body] of doc.matchAll(new RegExp("```" + lang + "\\n([\\s\\S]*?)```", "g"))) if (body.includes(marker)) return body;
  throw new Error(`docs/distributed.md has no ${lang} block with '${marker}'`);
}

/** The `$ ` commands of a console block, continuation lines joined. */
const commands = (body: string): string[] =>
  body.replace(/\\\n\s*/g, "").split("\n").filter((line) => line.startsWith("$ ")).map((line) => line.slice(2));

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
const merging = block("console", "kubectl logs");

/** The pod's shell line for a smaller count: the doc's n and K replaced, nothing else. */
const SHARD = /^nqueens count (\d+) --shard "\$JOB_COMPLETION_INDEX\/(\d+)"$/;

describe("the Kubernetes Job of docs/distributed.md", () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), "nqueens-job-"));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("is consistent: K is the Job's completions, the image is the one the page builds, the sample total is OEIS's", () => {
    const [, n, k] = SHARD.exec(args) ?? [];
    expect(Number(k)).toBe(completions);
    expect(field(job, /name:\s*nqueens-(\d+)/)).toBe(n);
    expect(commands(block("console", "docker build"))).toContain(`docker build -t ${image} .`);
    const sample = /^n=(\d+): (\d+) solutions, (\d+) fundamental/m.exec(merging);
    expect(sample && [Number(sample[1]), BigInt(sample[2]), BigInt(sample[3])]).toEqual([Number(n), solutionsOf(Number(n)), fundamentalOf(Number(n))]);
  });

  it("has a Dockerfile that installs what npm pack writes, with nqueens on the path", () => {
    expect(dockerfile).toMatch(/^FROM node:20-slim$/m);
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

  it("runs K pods of the packed package and merges their logs as the page says: OEIS's total", async () => {
    const n = 14;
    const k = 3;
    // the image's content: the package as npm pack writes it (the bundles are built by npm test), no node_modules
    execFileSync("tar", ["-xzf", packPackage(dir), "-C", dir]);
    // its global install puts `nqueens` on the path; kubectl lists the pods (a log file each) and prints a log
    const bin = join(dir, "bin");
    const pods = join(dir, "pods");
    mkdirSync(bin);
    mkdirSync(join(pods, "Succeeded"), { recursive: true });
    mkdirSync(join(pods, "Failed"));
    const script = (name: string, body: string): void => {
      writeFileSync(join(bin, name), `#!/bin/sh\n${body}\n`);
      chmodSync(join(bin, name), 0o755);
    };
    script("nqueens", `exec "${process.execPath}" "${join(dir, "package", pkg.bin.nqueens)}" "$@"`);
    script("kubectl", [
      `case "$1" in`,
      `  wait) ;;`,
      `  get) case "$*" in *status.phase=Succeeded*) ls "${pods}"/Succeeded/* ;; *) ls "${pods}"/*/* ;; esac ;;`,
      `  logs) cat "$2" ;;`,
      `  *) echo "kubectl stand-in: no '$1'" >&2; exit 2 ;;`,
      `esac`,
    ].join("\n"));
    const env = { ...process.env, PATH: `${bin}:${process.env.PATH}` };

    const [, docN, docK] = SHARD.exec(args)!;
    const line = args.replace(`count ${docN} `, `count ${n} `).replace(`/${docK}"`, `/${k}"`);
    expect(line).toBe(`nqueens count ${n} --shard "$JOB_COMPLETION_INDEX/${k}"`);
    const pod = (index: number): Promise<{ code: number | null; log: string }> => new Promise((resolve) => {
      const child = spawn(command[0], [...command.slice(1), line], { env: { ...env, JOB_COMPLETION_INDEX: String(index) } });
      let log = ""; // a pod's log holds its stdout and stderr
      child.stdout.on("data", (chunk) => (log += chunk));
      child.stderr.on("data", (chunk) => (log += chunk));
      child.on("close", (code) => resolve({ code, log }));
    });
    const ran = await Promise.all(Array.from({ length: k }, (_, index) => pod(index)));
    ran.forEach(({ code, log }, index) => {
      expect(code).toBe(0);
      writeFileSync(join(pods, "Succeeded", `pod-${index}`), log);
    });
    // a retried index leaves a failed pod behind: the page's selector keeps its log out
    writeFileSync(join(pods, "Failed", "pod-1-first-try"), "nqueens: interrupted\n");

    const outputs = commands(merging).map((text) => execFileSync("sh", ["-c", text], { env, encoding: "utf8" }));
    expect(outputs.at(-1)).toMatch(new RegExp(`^n=${n}: ${solutionsOf(n)} solutions, ${fundamentalOf(n)} fundamental, `));
    expect(readdirSync(join(pods, "Succeeded"))).toHaveLength(k);
  });
});
