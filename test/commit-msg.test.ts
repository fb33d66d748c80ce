// The commit-msg hook refuses what CONTRIBUTING.md asks contributors not to write, and lets the
// convention through: run as git runs it, on a message file, in a fresh repository.
import { execFileSync, spawnSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT } from "./pack.js";

const hook = join(ROOT, "scripts/commit-msg.js");

function check(message: string) {
  const file = join(mkdtempSync(join(tmpdir(), "nq-msg-")), "COMMIT_EDITMSG");
  writeFileSync(file, message);
  return spawnSync(process.execPath, [hook, file], { encoding: "utf8" });
}

describe("the commit-msg check", () => {
  it("passes a short imperative subject, a blank line and a body", () => {
    expect(check("Stream checkpoints line by line\n\nn = 26: 6.2 GB resumed in 41 s, 90 MB RSS.\n").status).toBe(0);
    expect(check("Merge branch 'ckpt'\n").status).toBe(0);
  });

  it("refuses a subject over 72 characters, naming its length", () => {
    const result = check(`${"Split the quarter join's matching into chunks ".repeat(2)}\n`);
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/subject is 9\d characters; at most 72/);
  });

  it("refuses a body that follows the subject without a blank line, and a past tense", () => {
    expect(check("Fix the merge\nthe numbers\n").stderr).toMatch(/second line is not blank/);
    expect(check("Fixed the merge\n").stderr).toMatch(/imperative/);
    expect(check("\n\nbody only\n").stderr).toMatch(/subject .* is empty/);
  });

  it("runs as git's commit-msg hook once core.hooksPath names .githooks", () => {
    const repo = mkdtempSync(join(tmpdir(), "nq-hook-"));
    const git = (...args: string[]) => spawnSync("git", ["-C", repo, "-c", "user.name=t", "-c", "user.email=t@t", ...args], { encoding: "utf8" });
    git("init", "-q");
    git("config", "core.hooksPath", join(ROOT, ".githooks"));
    expect(git("commit", "-q", "--allow-empty", "-m", "Added a feature that is described at too great a length for one subject").status).not.toBe(0);
    expect(git("commit", "-q", "--allow-empty", "-m", "Add a feature").status).toBe(0);
    expect(execFileSync("git", ["-C", repo, "log", "--format=%s"], { encoding: "utf8" }).trim()).toBe("Add a feature");
  });
});
