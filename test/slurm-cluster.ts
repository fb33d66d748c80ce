// A one-node Slurm cluster for a test: munged, slurmctld and slurmd of Debian's slurm-wlm and
// munge, on this machine, with their state, sockets, logs and ports of their own under `dir`
// (no cgroups: processes are tracked by /proc, tasks not bound). It needs root, as the daemons'
// users are root here; .ci/run and scripts/ensure-test-tools.js install the packages.
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync, chmodSync } from "node:fs";
import { randomBytes } from "node:crypto";
import { hostname } from "node:os";
import { join } from "node:path";

export interface SlurmCluster {
  /** The environment Slurm's commands need (SLURM_CONF), on top of `base`. */
  env(base: NodeJS.ProcessEnv): NodeJS.ProcessEnv;
  /** Runs a Slurm command (sbatch, scontrol, squeue) and returns its stdout. */
  run(command: string, args: string[], options?: { cwd?: string; env?: NodeJS.ProcessEnv }): string;
  /** Ends the daemons, resolving once they have exited. */
  stop(): Promise<void>;
}

const DAEMONS = ["/usr/sbin/munged", "/usr/sbin/slurmctld", "/usr/sbin/slurmd", "/usr/bin/sbatch"];

export function startSlurm(dir: string): SlurmCluster {
  const missing = DAEMONS.filter((path) => !existsSync(path));
  if (missing.length > 0) throw new Error(`${missing.join(", ")} missing: install Debian's slurm-wlm and munge (apt-get install -y slurm-wlm munge; .ci/run does)`);
  if (process.getuid?.() !== 0) throw new Error("the one-node Slurm cluster runs its daemons as root: run this test as root, as CI does");
  for (const sub of ["state", "spool", "log", "run"]) mkdirSync(join(dir, sub), { recursive: true });
  const node = hostname().split(".")[0];
  // ports of our own, so that a cluster the machine already runs is left alone
  const base = 20_000 + (process.pid % 20_000);
  const socket = join(dir, "run", "munge.socket");
  const key = join(dir, "munge.key");
  writeFileSync(key, randomBytes(1024));
  chmodSync(key, 0o600);
  const conf = join(dir, "slurm.conf");
  writeFileSync(conf, [
    "ClusterName=nqueenstest",
    `SlurmctldHost=${node}`,
    `SlurmctldPort=${base}`,
    `SlurmdPort=${base + 1}`,
    "AuthType=auth/munge",
    "CredType=cred/munge",
    `AuthInfo=socket=${socket}`,
    "SlurmUser=root",
    "SlurmdUser=root",
    "ProctrackType=proctrack/linuxproc",
    "TaskPlugin=task/none",
    "SelectType=select/cons_tres",
    "SelectTypeParameters=CR_Core",
    "AccountingStorageType=accounting_storage/none",
    "JobCompType=jobcomp/none",
    "MpiDefault=none",
    "ReturnToService=2",
    `StateSaveLocation=${join(dir, "state")}`,
    `SlurmdSpoolDir=${join(dir, "spool")}`,
    `SlurmctldPidFile=${join(dir, "run", "slurmctld.pid")}`,
    `SlurmdPidFile=${join(dir, "run", "slurmd.pid")}`,
    `SlurmctldLogFile=${join(dir, "log", "slurmctld.log")}`,
    `SlurmdLogFile=${join(dir, "log", "slurmd.log")}`,
    // the page's script asks for 512M: the node must offer memory to be given it
    `NodeName=${node} CPUs=2 RealMemory=4096 State=UNKNOWN`,
    "PartitionName=test Nodes=ALL Default=YES MaxTime=INFINITE State=UP",
  ].join("\n") + "\n");
  const env = (from: NodeJS.ProcessEnv): NodeJS.ProcessEnv => ({ ...from, SLURM_CONF: conf });
  const run = (command: string, args: string[], options: { cwd?: string; env?: NodeJS.ProcessEnv } = {}): string =>
    execFileSync(command, args, { cwd: options.cwd, env: env(options.env ?? process.env), encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] });
  const pidFiles = [join(dir, "run", "munged.pid"), join(dir, "run", "slurmctld.pid"), join(dir, "run", "slurmd.pid")];
  const alive = (pid: number): boolean => {
    try {
      process.kill(pid, 0);
      return true;
    } catch {
      return false;
    }
  };
  const stop = async (): Promise<void> => {
    const pids = pidFiles.filter((file) => existsSync(file)).map((file) => Number(readFileSync(file, "utf8").trim()));
    for (const pid of pids.reverse()) if (alive(pid)) process.kill(pid, "SIGTERM");
    // the daemons write their state as they end: wait for them before the folder goes
    await until(() => !pids.some(alive));
  };
  try {
    run("/usr/sbin/munged", ["--force", `--socket=${socket}`, `--key-file=${key}`, `--pid-file=${pidFiles[0]}`, `--log-file=${join(dir, "log", "munged.log")}`, `--seed-file=${join(dir, "run", "munge.seed")}`]);
    run("/usr/sbin/slurmctld", []);
    run("/usr/sbin/slurmd", ["-N", node]);
  } catch (error) {
    void stop();
    throw new Error(`the one-node Slurm cluster did not start: ${(error as { stderr?: string }).stderr ?? error}`);
  }
  return { env, run, stop };
}

/** Resolves once `ready()` holds, looking every 50 ms: the daemons and the scheduler announce no
 *  event to wait on. Bounded by the test's own timeout, not a clock of its own. */
export async function until(ready: () => boolean): Promise<void> {
  while (!ready()) await new Promise((resolve) => setTimeout(resolve, 50));
}
