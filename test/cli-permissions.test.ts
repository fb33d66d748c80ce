// --out as an unprivileged user (nobody, through setpriv; the test runs as root to set the scene):
// a file the user may not write is refused as the shell would refuse it; a file the user may write
// but not replace (another's file in a world-writable or sticky folder, a file in a folder the user
// may not write) is written whole, keeping its owner, group and mode; a new file in a folder the
// user may not write is refused. No temporary file is left anywhere.
import { spawnSync } from "node:child_process";
import { chmodSync, chownSync, cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BIN } from "./helpers.js";
import { leftovers } from "./properties.js";
import { verify } from "../src/verify/queens.js";

/** The unprivileged user and group, as `id` names them. */
const ids = (() => {
  const user = spawnSync("id", ["-u", "nobody"], { encoding: "utf8" });
  const group = spawnSync("getent", ["group", "nogroup"], { encoding: "utf8" });
  const setpriv = spawnSync("setpriv", ["--version"], { encoding: "utf8" });
  if (user.status !== 0 || group.status !== 0 || setpriv.status !== 0) return undefined;
  return { uid: Number(user.stdout.trim()), gid: Number(group.stdout.split(":")[2]) };
})();

const OLD = "old\n";
let dir: string;
/** The CLI nobody runs: a copy of the built package in the test's open folder, since the clone itself
 *  may sit in a folder closed to other users (`mktemp -d` makes it 0700). */
let bin: string;

/** Runs nqueens as nobody:nogroup with no supplementary groups. */
function asNobody(args: string[]): { status: number | null; stderr: string } {
  const run = spawnSync("setpriv", ["--reuid=nobody", "--regid=nogroup", "--clear-groups", process.execPath, bin, ...args], { encoding: "utf8" });
  return { status: run.status, stderr: run.stderr };
}

/** A folder with this owner and mode. */
function folder(name: string, uid: number, gid: number, mode: number): string {
  const path = join(dir, name);
  mkdirSync(path);
  chownSync(path, uid, gid);
  chmodSync(path, mode);
  return path;
}

/** A file holding OLD with this owner and mode. */
function oldFile(path: string, uid: number, gid: number, mode: number): string {
  writeFileSync(path, OLD);
  chownSync(path, uid, gid);
  chmodSync(path, mode);
  return path;
}

const placed = (path: string, n: number): boolean => {
  const rows = JSON.parse(readFileSync(path, "utf8")) as number[];
  return rows.length === n && verify(rows).ok;
};

describe.runIf(process.platform === "linux" && process.getuid?.() === 0 && ids !== undefined)("--out as an unprivileged user", () => {
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), "nqueens-perm-"));
    chmodSync(dir, 0o755); // nobody may pass through
    const root = dirname(dirname(BIN));
    const app = join(dir, "app");
    for (const part of ["bin", "dist", "package.json"])
      cpSync(join(root, part), join(app, part), { recursive: true, filter: (path) => !path.endsWith(".map") });
    bin = join(app, "bin", "nqueens.js");
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("refuses the user's own 0444 file in the user's own folder (as `>` would), leaving it as it was", () => {
    const own = folder("own", ids!.uid, ids!.gid, 0o755);
    const file = oldFile(join(own, "read-only.json"), ids!.uid, ids!.gid, 0o444);
    const run = asNobody(["solve", "8", "--out", file]);
    expect(run.stderr).toBe(`nqueens: cannot write ${file}: permission denied (EACCES)\n`);
    expect(run.status).toBe(2);
    expect(readFileSync(file, "utf8")).toBe(OLD);
    expect(readdirSync(own)).toEqual(["read-only.json"]);
  });

  it("writes root's 0666 file in a world-writable folder and in a sticky one whole, still root's, mode kept", () => {
    for (const [name, mode] of [["open", 0o777], ["sticky", 0o1777]] as const) {
      const shared = folder(name, 0, 0, mode);
      const file = oldFile(join(shared, "shared.json"), 0, 0, 0o666);
      const run = asNobody(["solve", "9", "--out", file]);
      expect(run, name).toEqual({ status: 0, stderr: "" });
      expect(placed(file, 9), name).toBe(true);
      expect(statSync(file), name).toMatchObject({ uid: 0, gid: 0 });
      expect(statSync(file).mode & 0o7777, name).toBe(0o666);
      expect(leftovers(shared), name).toEqual([]);
    }
  });

  it("writes a 0666 file in a folder the user may not write whole; refuses a new file there", () => {
    const closed = folder("closed", 0, 0, 0o755);
    const file = oldFile(join(closed, "writable.json"), 0, 0, 0o666);
    const before = readdirSync(tmpdir()).filter((name) => /^\.nqueens-.*\.tmp$/.test(name));
    const run = asNobody(["solve", "10", "--out", file]);
    expect(run).toEqual({ status: 0, stderr: "" });
    expect(placed(file, 10)).toBe(true);
    expect(statSync(file)).toMatchObject({ uid: 0, gid: 0 });
    // its temporary file went where the user may write, and is gone
    expect(readdirSync(tmpdir()).filter((name) => /^\.nqueens-.*\.tmp$/.test(name))).toEqual(before);
    const fresh = join(closed, "new.json");
    const refused = asNobody(["solve", "8", "--out", fresh]);
    expect(refused.stderr).toBe(`nqueens: cannot write ${fresh}: permission denied (EACCES)\n`);
    expect(refused.status).toBe(2);
    expect(existsSync(fresh)).toBe(false);
    expect(readdirSync(closed)).toEqual(["writable.json"]);
  });
});
