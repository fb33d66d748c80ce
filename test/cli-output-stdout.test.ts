// Writing to stdout, spawned for real: a full disk is one line and exit 2; a reader that goes away
// ends the output quietly with the exit code the work deserved; Ctrl-C while the reader does not
// read is "interrupted", exit 130, at once.
import { closeSync, mkdtempSync, openSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { start, type Started } from "./helpers.js";

const dir = mkdtempSync(join(tmpdir(), "nqueens-stdout-"));
const QUEENS_8 = "[0,4,7,5,2,6,1,3]\n"; // a placement found by hand and checked square by square
writeFileSync(join(dir, "good.json"), QUEENS_8);
writeFileSync(join(dir, "bad.json"), "[0,0,0,0]\n");
writeFileSync(join(dir, "sizes.txt"), "4\n2\n");

/** Runs with stdout on /dev/full (every write fails with ENOSPC). */
async function toFullDisk(args: string[]) {
  const full = openSync("/dev/full", "w");
  try {
    return await start(args, ["ignore", full, "pipe"]).done;
  } finally {
    closeSync(full);
  }
}

/** Runs with a stdout pipe whose reader has gone away before anything is written. */
function toClosedPipe(args: string[]) {
  const started = start(args);
  started.child.stdout!.destroy();
  return started.done;
}

/** Resolves once nobody reads the child's stdout any more: the stream, paused, has buffered all
 *  it takes, so what the child writes next fills the pipe and waits. */
async function blockedWriting(started: Started): Promise<void> {
  const out = started.child.stdout!;
  out.pause();
  while (out.readableLength < out.readableHighWaterMark) await new Promise((resolve) => setTimeout(resolve, 20));
}

describe.runIf(process.platform === "linux")("nqueens writing to stdout", () => {
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  for (const args of [["solve", "8"], ["all", "8"], ["count", "8"], ["verify", join(dir, "good.json")], ["--help"]]) {
    it(`${args[0]} on a full disk: one line, exit 2`, async () => {
      const { status, stderr } = await toFullDisk(args);
      expect(stderr).toBe("nqueens: cannot write stdout: no space left on device (ENOSPC)\n");
      expect(status).toBe(2);
    });
  }

  it("verify of an invalid placement into a closed pipe still exits 1", async () => {
    const { status, stderr } = await toClosedPipe(["verify", join(dir, "bad.json")]);
    expect(stderr).toMatch(/^nqueens: invalid placement: [^\n]+\n$/);
    expect(status).toBe(1);
  });

  it("batch with a size that has no placement, into a closed pipe, still exits 1", async () => {
    const { status, stderr } = await toClosedPipe(["batch", join(dir, "sizes.txt")]);
    expect(stderr).toBe("nqueens: n = 2: no placement of 2 queens exists\n");
    expect(status).toBe(1);
  });

  it("all 16 into a closed pipe stops the search and exits 0", async () => {
    // the whole run writes 14,772,512 lines, minutes of work: one that did not stop outlasts the test's time limit
    const { status, stderr } = await toClosedPipe(["all", "16"]);
    expect(stderr).toBe("");
    expect(status).toBe(0);
  });

  for (const args of [["solve", "1000000", "--algo", "construct"], ["place", "1000000", "--piece", "rook"], ["all", "14"]]) {
    it(`Ctrl-C while ${args.join(" ")} waits for a reader that does not read: interrupted, exit 130`, async () => {
      const started = start(args);
      await blockedWriting(started);
      started.child.kill("SIGINT");
      const { status, stderr } = await started.done;
      expect(stderr).toBe("nqueens: interrupted\n");
      expect(status).toBe(130);
    });
  }
});
