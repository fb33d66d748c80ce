// docs/distributed.md's Slurm array on a real Slurm: a one-node cluster on this machine
// (test/slurm-cluster.ts) takes the page's script with `sbatch` as written, but for a smaller n
// and K; one task is requeued with `scontrol requeue` once its checkpoint holds records, and its
// second run must count only the units the first left, every unit once; the page's merge of the
// checkpoints must give OEIS A000170 / A002562 (test/oeis.ts).
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { execFileSync } from "node:child_process";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { block, commands, records } from "./distributed-doc.js";
import { fundamentalOf, solutionsOf } from "./oeis.js";
import { ROOT } from "./pack.js";
import { startSlurm, until, type SlurmCluster } from "./slurm-cluster.js";

const script = block("bash", "#SBATCH");
const merging = block("console", "sbatch");
const TASK = /^nqueens count (\d+) --shard "\$SLURM_ARRAY_TASK_ID\/(\d+)" --threads "\$SLURM_CPUS_PER_TASK" --checkpoint "results\/(q\d+)-\$SLURM_ARRAY_TASK_ID\.jsonl"$/m;

describe("the Slurm array of docs/distributed.md, on a one-node Slurm", () => {
  let dir: string;
  let slurm: SlurmCluster;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), "nqueens-slurm-"));
    slurm = startSlurm(join(dir, "cluster"));
  });
  afterAll(async () => {
    await slurm?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it("sbatch runs the array, a requeued task resumes its checkpoint, and merge gives OEIS's total", async () => {
    const n = 17;
    const k = 2;
    const [, docN, docK, file] = TASK.exec(script) ?? [];
    expect(script).toMatch(new RegExp(`^#SBATCH --array=0-${Number(docK) - 1}$`, "m"));
    expect(script).toMatch(/^#SBATCH --requeue$/m);
    expect(file).toBe(`q${docN}`);
    // the page's script with only n and K smaller: the count's line, the array and the job's name
    const smaller = script
      .replace(`count ${docN} `, `count ${n} `).replace(`/${docK}"`, `/${k}"`)
      .replace(`--array=0-${Number(docK) - 1}`, `--array=0-${k - 1}`).replace(`nqueens-${docN}`, `nqueens-${n}`)
      .replace(/^#SBATCH --cpus-per-task=\d+$/m, "#SBATCH --cpus-per-task=1").replace(`${file}-`, `q${n}-`);
    const work = join(dir, "work");
    const bin = join(dir, "bin");
    mkdirSync(work);
    mkdirSync(bin);
    writeFileSync(join(bin, "nqueens"), `#!/bin/sh\nexec "${process.execPath}" "${join(ROOT, "bin/nqueens.js")}" "$@"\n`);
    chmodSync(join(bin, "nqueens"), 0o755);
    writeFileSync(join(work, `nqueens-${n}.sh`), smaller);
    // sbatch hands the job the submitting shell's environment, nqueens on its PATH
    const env = { ...process.env, PATH: `${bin}:${process.env.PATH}` };
    const submit = commands(merging).find((line) => line.startsWith("sbatch "))!;
    const submitted = slurm.run("sh", ["-c", submit.replace(`nqueens-${docN}.sh`, `nqueens-${n}.sh`)], { cwd: work, env });
    const [, job] = /Submitted batch job (\d+)/.exec(submitted) ?? [];
    expect(job).toBeDefined();

    // requeue task 1 once its checkpoint holds records, as a preemption would
    const checkpoint = join(work, "results", `q${n}-1.jsonl`);
    await until(() => records(checkpoint).length >= 5);
    slurm.run("scontrol", ["requeue", `${job}_1`]);
    const state = (): string => slurm.run("scontrol", ["show", "job", `${job}_1`]);
    await until(() => /JobState=PENDING/.test(state()));
    const left = records(checkpoint).length;
    expect(state()).toMatch(/Restarts=1/);
    // a requeued job waits out Slurm's requeue delay; start it now rather than in two minutes
    slurm.run("scontrol", ["update", `JobId=${job}_1`, "StartTime=now"]);
    await until(() => slurm.run("squeue", ["-h", "-j", job]).trim() === "");
    expect(state()).toMatch(/JobState=COMPLETED/);

    const units = records(checkpoint).map((record) => JSON.parse(record).units[0][0] as number);
    expect(new Set(units).size).toBe(units.length); // every unit once
    expect(units.every((unit) => unit % k === 1)).toBe(true);
    // the second run's first progress line past reading the checkpoint counts only the units the first run left
    const log = readFileSync(join(work, `slurm-${job}_1.out`), "utf8");
    const [, total] = /"progress":\{[^}]*"phase":"(?:tables|counting)"[^}]*"total":(\d+)/.exec(log) ?? [];
    expect(Number(total)).toBe(units.length - left);
    expect(left).toBeGreaterThanOrEqual(5);

    const merge = commands(merging).filter((line) => line.startsWith("nqueens ")).map((line) => line.replace(`${file}-`, `q${n}-`));
    const output = merge.map((line) => execFileSync("sh", ["-c", line], { cwd: work, env, encoding: "utf8" })).at(-1);
    expect(output).toMatch(new RegExp(`^n=${n}: ${solutionsOf(n)} solutions, ${fundamentalOf(n)} fundamental, `));
  });
});
