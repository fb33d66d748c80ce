// Property (fast-check): a checkpoint and merge's inputs as kills, full disks and people leave
// them: records cut short (alone, at the end, or glued to the next record), edited, duplicated,
// reordered, foreign lines, a BOM, CRLF; counts killed at random records; a disk that fills
// (a file size limit, and where this machine lets a user namespace mount one, a tmpfs that fills
// and frees); devices and FIFOs as the checkpoint. Every outcome is the OEIS count (A000170), or
// a one-line refusal with the documented code and every pre-existing file byte for byte intact.
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BIN } from "./helpers.js";
import { expectCleanEnd, runBounded, SPAWNED_MS } from "./properties.js";
import { solutionsOf } from "./oeis.js";
import { killAfter, records, unitsIn } from "./checkpoint-runs.js";

const dir = mkdtempSync(join(tmpdir(), "nq-checkpoint-props-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The count the checkpoints are of: 257 units, a count of a moment. */
const N = 8;
const COUNT = ["count", String(N), "--algo", "quarter", "--threads", "1", "--json"];
let base: string[] = [];
let foreign = "";

beforeAll(() => {
  const file = join(dir, "base.jsonl");
  expect(runBounded([...COUNT, "--checkpoint", file], dir).status).toBe(0);
  base = records(file);
  const other = join(dir, "other.jsonl");
  expect(runBounded(["count", "9", "--algo", "quarter", "--threads", "1", "--checkpoint", other], dir).status).toBe(0);
  foreign = records(other)[0];
});

/** What is done to the lines: benign edits (what kills, full disks and copies leave) and bad ones. */
type Edit =
  | { kind: "reorder"; seed: number }
  | { kind: "duplicate" | "drop" | "blank"; at: number }
  | { kind: "tornMid" | "glued"; at: number; cut: number }
  | { kind: "field"; at: number; change: "n" | "algo" | "count" | "unit" | "revision" | "version" | "check" }
  | { kind: "foreign"; at: number; text: string };

const at = fc.nat(10_000);
const edit: fc.Arbitrary<Edit> = fc.oneof(
  fc.record({ kind: fc.constant("reorder" as const), seed: fc.nat() }),
  fc.record({ kind: fc.constantFrom("duplicate" as const, "drop" as const, "blank" as const), at }),
  fc.record({ kind: fc.constantFrom("tornMid" as const, "glued" as const), at, cut: fc.nat(10_000) }),
  fc.record({ kind: fc.constant("field" as const), at, change: fc.constantFrom("n" as const, "algo" as const, "count" as const, "unit" as const, "revision" as const, "version" as const, "check" as const) }),
  fc.record({ kind: fc.constant("foreign" as const), at, text: fc.oneof(fc.constant("OTHER"), fc.constantFrom("keep me", '{"n":8}', "[1,2,3]", "#"), fc.string({ minLength: 1, maxLength: 20 }).map((s) => `x${s}`)) }),
);

const setup = fc.record({
  edits: fc.array(edit, { maxLength: 4 }),
  tornFinal: fc.option(fc.nat(10_000)),
  bom: fc.boolean(),
  crlf: fc.boolean(),
});

type Setup = typeof setup extends fc.Arbitrary<infer T> ? T : never;

/** The file's text, and what it holds: bad lines (edited or foreign) and the units of its whole records. */
function build({ edits, tornFinal, bom, crlf }: Setup): { text: string; bad: boolean; units: Set<number> } {
  // each line with whether it is a whole record of the count, and its unit
  let lines: { text: string; unit?: number; bad?: boolean }[] = base.map((text) => ({ text, unit: JSON.parse(text).units[0][0] as number }));
  for (const e of edits) {
    const i = "at" in e ? e.at % lines.length : 0;
    const line = lines[i];
    switch (e.kind) {
      case "reorder": {
        const random = fc.sample(fc.shuffledSubarray(lines, { minLength: lines.length }), { seed: e.seed, numRuns: 1 })[0];
        lines = random;
        break;
      }
      case "duplicate": lines.splice(i, 0, { ...line }); break;
      case "drop": lines.splice(i, 1); break;
      case "blank": lines.splice(i, 0, { text: "  " }); break;
      case "tornMid":
        if (!line.bad) lines[i] = { text: line.text.slice(0, 1 + (e.cut % Math.max(1, line.text.length - 1))) };
        break;
      case "glued": {
        // a write cut short by a full disk, the next record written after it on the same line
        if (i + 1 >= lines.length || line.unit === undefined || line.bad || lines[i + 1].unit === undefined || lines[i + 1].bad) break;
        lines.splice(i, 2, { text: line.text.slice(0, 1 + (e.cut % (line.text.length - 1))) + lines[i + 1].text, unit: lines[i + 1].unit });
        break;
      }
      case "field": {
        if (line.unit === undefined) break;
        const o = JSON.parse(line.text);
        if (e.change === "n") o.n = 30;
        if (e.change === "algo") o.algo = "backtrack";
        if (e.change === "count") o.units[0][1] += 8;
        if (e.change === "unit") o.units[0][0] = (o.units[0][0] + 1) % o.totalUnits;
        if (e.change === "revision") delete o.revision;
        if (e.change === "version") o.version = "0.0.1";
        if (e.change === "check") o.units[0][5] = "0123456789abcdef";
        lines[i] = { text: JSON.stringify(o), bad: true };
        break;
      }
      case "foreign":
        lines.splice(i, 0, { text: e.text === "OTHER" ? foreign : e.text, bad: true });
        break;
    }
  }
  // of the lines left: a later edit may drop the line an earlier one spoiled
  const bad = lines.some((l) => l.bad);
  const units = new Set(lines.filter((l) => l.unit !== undefined && !l.bad).map((l) => l.unit!));
  let text = lines.map((l) => l.text).join(crlf ? "\r\n" : "\n") + (crlf ? "\r\n" : "\n");
  if (tornFinal !== null) {
    // a last record cut short by a kill
    const last = base[tornFinal % base.length];
    text += last.slice(0, 1 + (tornFinal % (last.length - 1)));
  }
  return { text: (bom ? "\uFEFF" : "") + text, bad, units };
}

/** The lines of stderr that are not progress (JSON lines, as a log gets them). */
const refusals = (stderr: string): string[] => stderr.split("\n").filter((line) => line !== "" && !line.startsWith("{"));

describe("checkpoints and merge, on any damage", () => {
  it("give the OEIS count or a one-line refusal, the file intact unless the count took it", () => {
    let run = 0;
    fc.assert(fc.property(setup, (given) => {
      const { text, bad, units } = build(given);
      const file = join(dir, `c${run++}.jsonl`);
      writeFileSync(file, text);
      const before = readFileSync(file);
      const complete = units.size === base.length;
      // merge never writes: the whole count when every unit is there and nothing is bad
      const merged = runBounded(["merge", file, "--json"], dir);
      expectCleanEnd(merged, `merge ${JSON.stringify(given)}`);
      expect(readFileSync(file).equals(before)).toBe(true);
      if (!bad && complete) expect([merged.status, BigInt(JSON.parse(merged.stdout).solutions)]).toEqual([0, solutionsOf(N)]);
      else expect(merged.status).not.toBe(0);
      // a resumed count: the whole count from any checkpoint with nothing bad in it
      const resumed = runBounded([...COUNT, "--checkpoint", file], dir);
      expectCleanEnd(resumed, `count ${JSON.stringify(given)}`);
      if (bad) {
        expect(resumed.status).not.toBe(0);
        expect(readFileSync(file).equals(before)).toBe(true);
        return;
      }
      expect([resumed.status, BigInt(JSON.parse(resumed.stdout).solutions)]).toEqual([0, solutionsOf(N)]);
      // the file kept every whole line it had (a last record cut short cut off), then the units missing
      const after = readFileSync(file, "utf8");
      const whole = text.slice(0, text.lastIndexOf("\n") + 1);
      expect(after.startsWith(Buffer.from(whole).toString("utf8"))).toBe(true);
      const again = runBounded(["merge", file, "--json"], dir);
      expect([again.status, BigInt(JSON.parse(again.stdout).solutions)]).toEqual([0, solutionsOf(N)]);
    }), { numRuns: 10 });
  }, SPAWNED_MS);

  it("resumes a count killed at random records to the OEIS count, each unit once", async () => {
    await fc.assert(fc.asyncProperty(fc.array(fc.integer({ min: 1, max: 120 }), { minLength: 1, maxLength: 2 }), async (kills) => {
      const file = join(dir, `k${kills.join("-")}-${Date.now()}.jsonl`);
      const args = ["count", "11", "--algo", "quarter", "--threads", "1", "--json", "--checkpoint", file];
      let had = 0;
      for (const k of kills) {
        if (await killAfter(args, file, had + k)) had = records(file).length;
      }
      const resumed = runBounded(args, dir);
      expect([resumed.status, BigInt(JSON.parse(resumed.stdout).solutions)]).toEqual([0, solutionsOf(11)]);
      const units = unitsIn(file);
      expect(new Set(units).size).toBe(units.length);
    }), { numRuns: 2 });
  }, SPAWNED_MS);

  it("refuses a device, a FIFO, a pipe, a socket or a directory as the checkpoint: exit 2, one line, nothing written", () => {
    const fifo = join(dir, "fifo");
    execFileSync("mkfifo", [fifo]);
    const folder = join(dir, "folder");
    mkdirSync(folder);
    // each once (7 random picks of the 7 had left some out)
    for (const path of ["/dev/null", "/dev/zero", "/dev/full", "/dev/urandom", "/dev/stdin", fifo, folder]) {
      const run = runBounded([...COUNT, "--checkpoint", path], dir, "");
      expectCleanEnd(run, path, [2]);
      expect(run.stderr, path).toMatch(/^nqueens: --checkpoint \S+ is (a device|a FIFO or pipe|a socket|a directory): a checkpoint must be a regular file/);
    }
  }, SPAWNED_MS);

  it("stops at a file size limit with the last whole record (exit 2, cannot write), and resumes to the OEIS count", () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 40 }), (blocks) => {
      const file = join(dir, `limit-${blocks}.jsonl`);
      rmSync(file, { force: true });
      // the shell ignores SIGXFSZ, so a write past the limit fails (EFBIG) instead of killing node
      const limited = spawnSync("sh", ["-c", `trap '' XFSZ; ulimit -f ${blocks}; exec "$0" "$@"`, process.execPath, BIN, ...COUNT, "--checkpoint", file], { encoding: "utf8", timeout: 60_000 });
      expect([limited.status, refusals(limited.stderr)]).toEqual([2, [expect.stringMatching(/^nqueens: cannot write --checkpoint \S+: file too large \(EFBIG\)$/)]]);
      const text = readFileSync(file, "utf8");
      expect(text.endsWith("\n") || text === "").toBe(true);
      const resumed = runBounded([...COUNT, "--checkpoint", file], dir);
      expect([resumed.status, BigInt(JSON.parse(resumed.stdout).solutions)]).toEqual([0, solutionsOf(N)]);
    }), { numRuns: 2 });
  }, SPAWNED_MS);

  // a tmpfs needs a mount: a user namespace gives one where the kernel allows it (not everywhere)
  const tmpfs = spawnSync("unshare", ["-rm", "sh", "-c", `mount -t tmpfs -o size=8k tmpfs "${tmpdir()}"`]).status === 0;
  it.skipIf(!tmpfs)("fills a tmpfs, frees it and resumes: exit 2 with whole records, then the OEIS count", () => {
    const mount = join(dir, "mnt");
    const out = join(dir, "tmpfs-out");
    mkdirSync(mount, { recursive: true });
    mkdirSync(out, { recursive: true });
    const file = join(mount, "c.jsonl");
    const node = `"${process.execPath}" "${BIN}" ${COUNT.join(" ")} --checkpoint "${file}"`;
    // in one namespace: a 128 KiB tmpfs (the count's records take 54 KB) mostly taken by a filler, the count stopped by it, the filler removed, the count resumed
    const script = `mount -t tmpfs -o size=128k tmpfs "${mount}" && head -c 118784 /dev/zero > "${mount}/filler" && `
      + `{ ${node} 2> "${out}/first.err"; echo $? > "${out}/first.code"; cp "${file}" "${out}/first.jsonl"; } ; rm "${mount}/filler" && `
      + `{ ${node} > "${out}/second.out"; echo $? > "${out}/second.code"; }`;
    expect(spawnSync("unshare", ["-rm", "sh", "-c", script], { encoding: "utf8", timeout: 120_000 }).status).toBe(0);
    expect(readFileSync(join(out, "first.code"), "utf8").trim()).toBe("2");
    expect(refusals(readFileSync(join(out, "first.err"), "utf8"))).toEqual([expect.stringMatching(/^nqueens: cannot write --checkpoint \S+: no space left on device \(ENOSPC\)$/)]);
    const first = readFileSync(join(out, "first.jsonl"), "utf8");
    expect(first.endsWith("\n")).toBe(true);
    expect(readFileSync(join(out, "second.code"), "utf8").trim()).toBe("0");
    expect(BigInt(JSON.parse(readFileSync(join(out, "second.out"), "utf8")).solutions)).toBe(solutionsOf(N));
    expect(existsSync(file)).toBe(false); // the tmpfs went with its namespace
  }, SPAWNED_MS);
});
