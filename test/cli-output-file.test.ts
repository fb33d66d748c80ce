// --out FILE, spawned for real: written through symlinks, into FIFOs and devices, atomically over
// regular files (mode kept, no temporary file left), and every failure one line, exit 2, naming FILE.
import { execFileSync, type StdioOptions } from "node:child_process";
import { chmodSync, closeSync, createReadStream, openSync, existsSync, lstatSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, readlinkSync, rmSync, statSync, symlinkSync, writeFileSync } from "node:fs";
import { text } from "node:stream/consumers";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { nqueens, start } from "./helpers.js";
import { verify } from "../src/verify/queens.js";

const dir = mkdtempSync(join(tmpdir(), "nqueens-out-"));
const validRows = (content: string, n: number): boolean => {
  const rows = JSON.parse(content) as number[];
  return rows.length === n && verify(rows).ok;
};

/** A folder nobody may write in, not even root: immutable (chattr +i) as root, mode 555 otherwise. */
function readOnlyFolder(path: string): () => void {
  mkdirSync(path);
  if (process.getuid?.() === 0) {
    execFileSync("chattr", ["+i", path]);
    return () => execFileSync("chattr", ["-i", path]);
  }
  chmodSync(path, 0o555);
  return () => chmodSync(path, 0o755);
}

describe.runIf(process.platform === "linux")("nqueens --out", () => {
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("writes a new file, and '-' means stdout", () => {
    const file = join(dir, "new.json");
    expect(nqueens(["solve", "12", "--out", file])).toMatchObject({ status: 0, stdout: "", stderr: "" });
    expect(validRows(readFileSync(file, "utf8"), 12)).toBe(true);
    const dash = nqueens(["solve", "12", "--out", "-"]);
    expect(dash.status).toBe(0);
    expect(validRows(dash.stdout, 12)).toBe(true);
    expect(existsSync("-")).toBe(false);
  });

  it("replaces a regular file whole, keeping its mode and leaving no temporary file", () => {
    const folder = join(dir, "mode");
    mkdirSync(folder);
    const file = join(folder, "secret.json");
    writeFileSync(file, "old\n", { mode: 0o600 });
    chmodSync(file, 0o600);
    expect(nqueens(["solve", "9", "--out", file]).status).toBe(0);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(validRows(readFileSync(file, "utf8"), 9)).toBe(true);
    expect(readdirSync(folder)).toEqual(["secret.json"]);
  });

  it("writes through a symlink to its target, and through a dangling one", () => {
    const target = join(dir, "target.json");
    const link = join(dir, "link.json");
    writeFileSync(target, "old\n");
    symlinkSync(target, link);
    expect(nqueens(["solve", "10", "--out", link]).status).toBe(0);
    expect(lstatSync(link).isSymbolicLink()).toBe(true);
    expect(readlinkSync(link)).toBe(target);
    expect(validRows(readFileSync(target, "utf8"), 10)).toBe(true);
    const dangling = join(dir, "dangling.json");
    symlinkSync(join(dir, "made-by-link.json"), dangling);
    expect(nqueens(["solve", "6", "--out", dangling]).status).toBe(0);
    expect(validRows(readFileSync(join(dir, "made-by-link.json"), "utf8"), 6)).toBe(true);
  });

  it("writes into a FIFO (it stays a FIFO) and into /dev/null", async () => {
    const fifo = join(dir, "fifo");
    execFileSync("mkfifo", [fifo]);
    const reader = text(createReadStream(fifo));
    const { status } = await start(["solve", "20", "--out", fifo]).done;
    expect(status).toBe(0);
    expect(validRows(await reader, 20)).toBe(true);
    expect(statSync(fifo).isFIFO()).toBe(true);
    expect(nqueens(["solve", "8", "--out", "/dev/null"])).toMatchObject({ status: 0, stderr: "" });
    expect(statSync("/dev/null").isCharacterDevice()).toBe(true);
  });

  it("--out naming our own stdout or stderr (/dev/stdout, the file itself) writes to it, never replacing what the shell opened", async () => {
    const log = join(dir, "append.log");
    for (const [out, fd] of [["/dev/stdout", 1], ["/dev/stderr", 2], [log, 1]] as const) {
      writeFileSync(log, "before\n");
      const stream = openSync(log, "a");
      const stdio: StdioOptions = ["ignore", fd === 1 ? stream : "ignore", fd === 2 ? stream : "ignore"];
      const { status } = await start(["solve", "8", "--out", out], stdio).done;
      closeSync(stream);
      expect(status).toBe(0);
      const [before, rows, end] = readFileSync(log, "utf8").split("\n");
      expect([before, end]).toEqual(["before", ""]);
      expect(validRows(rows, 8)).toBe(true);
    }
  });

  it("a 10^7-queen answer (about 78 MB) goes whole through a symlink and into a FIFO", async () => {
    const n = 10_000_000;
    const target = join(dir, "big-target.json");
    const link = join(dir, "big-link.json");
    symlinkSync(target, link);
    expect(nqueens(["solve", String(n), "--algo", "construct", "--out", link])).toMatchObject({ status: 0, stderr: "" });
    expect(lstatSync(link).isSymbolicLink()).toBe(true);
    expect(validRows(readFileSync(target, "utf8"), n)).toBe(true);
    rmSync(target);
    const fifo = join(dir, "big-fifo");
    execFileSync("mkfifo", [fifo]);
    const reader = text(createReadStream(fifo));
    expect((await start(["solve", String(n), "--algo", "construct", "--out", fifo]).done).status).toBe(0);
    expect(validRows(await reader, n)).toBe(true);
  });

  it("takes a valid 250-character name (the temporary file's name is short)", () => {
    const file = join(dir, "q".repeat(245) + ".json");
    expect(nqueens(["solve", "8", "--out", file])).toMatchObject({ status: 0, stderr: "" });
    expect(validRows(readFileSync(file, "utf8"), 8)).toBe(true);
  });

  it("fails with one line naming FILE, exit 2, on every kind of write error", () => {
    const loop = join(dir, "loop");
    symlinkSync(join(dir, "loop2"), loop);
    symlinkSync(loop, join(dir, "loop2"));
    const unlock = readOnlyFolder(join(dir, "read-only"));
    const cases: [string, RegExp][] = [
      ["/dev/full", /no space left on device \(ENOSPC\)/],
      [loop, /\(ELOOP\)/],
      [join(dir, "no-folder", "x.json"), /\(ENOENT\)/],
      [dir, /\(EISDIR\)/],
      [join(dir, "q".repeat(256)), /\(ENAMETOOLONG\)/],
      [join(dir, "read-only", "x.json"), /\((EPERM|EACCES)\)/],
    ];
    try {
      for (const [file, why] of cases) {
        const run = nqueens(["solve", "8", "--out", file]);
        expect(run.stderr).toMatch(new RegExp(`^nqueens: cannot write ${file.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}: [^\n]*\n$`));
        expect(run.stderr).toMatch(why);
        expect(run.status).toBe(2);
      }
      expect(readdirSync(join(dir, "read-only"))).toEqual([]);
    } finally {
      unlock();
    }
  });

  it("Ctrl-C during batch --out: interrupted, exit 130, no file and no temporary file", async () => {
    const folder = join(dir, "batch");
    mkdirSync(folder);
    writeFileSync(join(folder, "sizes.txt"), "10000000\n".repeat(4));
    const out = join(folder, "rows.txt");
    const started = start(["batch", join(folder, "sizes.txt"), "--algo", "construct", "--out", out, "--stats"]);
    // the first size is solved (its --stats line is out) and being written when Ctrl-C comes
    await new Promise((resolve) => started.child.stderr!.once("data", resolve));
    started.child.kill("SIGINT");
    const { status, stderr } = await started.done;
    expect(stderr).toMatch(/^\{"n":10000000,[^\n]*\n(\{"n":10000000,[^\n]*\n)?nqueens: interrupted\n$/);
    expect(status).toBe(130);
    expect(readdirSync(folder)).toEqual(["sizes.txt"]);
  });
});
