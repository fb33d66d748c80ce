// Property (fast-check): random argument vectors to every command, spawned for real. Whatever the
// arguments, the run ends in an answer the verifier accepts (or the count OEIS gives) or in a
// clean failure with a documented exit code (one line for a usage error), never a stack trace, a
// hang, a changed input or a temporary file left behind. Options are read from each command's
// --help (docs/cli.md's copy), so a new option is drawn too. serve is left out: it runs until Ctrl-C
// (test/cli-serve.test.ts covers its arguments).
import { createHash } from "node:crypto";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import fc from "fast-check";
import { afterAll, describe, expect, it } from "vitest";
import { nqueens } from "./helpers.js";
import { solutionsOf } from "./oeis.js";
import { expectCleanEnd, leftovers, runBounded, SPAWNED_MS } from "./properties.js";
import { verify } from "../src/verify/queens.js";

const COMMANDS = ["solve", "batch", "verify", "count", "all", "merge", "place", "bench"] as const;
type CommandName = (typeof COMMANDS)[number];

/** Each command's --help, as docs/cli.md holds it word for word (test/docs-usage.test.ts checks that):
 *  read there, not from 8 more spawns. */
const HELP = new Map([...readFileSync(new URL("../docs/cli.md", import.meta.url), "utf8").matchAll(/<!-- usage: ([a-z]+) -->\n([\s\S]*?)<!-- usage:end -->/g)].map(([, name, block]) => [name, block]));

/** Each command's options, as its --help lists them, and whether each takes a value ("--seed S"). */
const OPTIONS = Object.fromEntries(COMMANDS.map((name) => {
  const help = HELP.get(name);
  if (help === undefined) throw new Error(`docs/cli.md has no usage block for ${name}`);
  return [name, new Map([...help.matchAll(/^ {2,4}(--[a-z-]+)( [A-Z])?/gm)].map(([, option, value]) => [option, value !== undefined]))];
})) as Record<CommandName, Map<string, boolean>>;

const dir = mkdtempSync(join(tmpdir(), "nqueens-argv-"));
const inputs = join(dir, "in");
const outputs = join(dir, "out");
mkdirSync(inputs);
mkdirSync(outputs);

/** Files a run may read; each is written anew before every run and must be unchanged after it. */
const INPUT_FILES: Record<string, string> = {
  "rows.json": "[1,3,0,2]\n",
  "bad-rows.json": "[0,0,0,0]\n",
  "sizes.txt": "4\n8\n# comment\n2\n",
  "blocked.txt": "0,0\n1,2\n",
  "shards.jsonl": nqueens(["count", "8", "--shard", "0/1"]).stdout,
  "empty": "",
};
const inputPath = (name: string): string => join(inputs, name);
const hash = (path: string): string => createHash("sha256").update(readFileSync(path)).digest("hex");

/** Options that name a file to write. */
const WRITES = new Set(["--out", "--csv", "--markdown", "--chart"]);

/** Text that is wrong for most options. */
const junk = fc.oneof(
  fc.constantFrom("1e400", "9007199254740993", "-1", "abc", "", "-", "1.5", "0x10", "1_0", "NaN", "5/3", "0/0", "2,", "/nonexistent/x", "--"),
  fc.string({ maxLength: 6 }),
);
const small = fc.integer({ min: 0, max: 12 }).map(String);

/** Values an option is meant to take, by its name (sizes kept small, so that a valid vector
 *  finishes in a moment); other options get small numbers. */
function plausible(option: string): fc.Arbitrary<string> {
  const written = fc.constantFrom("a.json", "b.svg", "c.html", "d.csv", "-", "/dev/null").map((name) => (name.startsWith("/") || name === "-" ? name : join(outputs, name)));
  const byName: Record<string, fc.Arbitrary<string>> = {
    "--engine": fc.constantFrom("wasm", "ts"),
    "--engines": fc.constantFrom("wasm", "ts", "wasm,ts"),
    "--algo": fc.constantFrom("minconflicts", "construct", "backtrack", "quarter"),
    "--algos": fc.constantFrom("construct", "count", "minconflicts,backtrack"),
    "--format": fc.constantFrom("json", "text", "board"),
    "--piece": fc.constantFrom("queen", "rook", "knight"),
    "--seed": fc.nat().map(String),
    "--timeout": fc.constantFrom("0.001", "5", "30"),
    "--threads": fc.integer({ min: 1, max: 3 }).map(String),
    "--shard": fc.tuple(fc.nat(3), fc.integer({ min: 1, max: 3 })).map(([i, k]) => `${i}/${k}`),
    "--block": fc.tuple(fc.nat(7), fc.nat(7)).map(([r, c]) => `${r},${c}`),
    "--fix": fc.tuple(fc.nat(7), fc.nat(7)).map(([r, c]) => `${r},${c}`),
    "--blocked-file": fc.constantFrom(inputPath("blocked.txt"), inputPath("empty"), "-"),
    "--out": written, "--csv": written, "--markdown": written, "--chart": written,
    "--sizes": fc.constantFrom("4", "4,5", "5,6"),
    "--from": fc.constantFrom("4", "5"), "--to": fc.constantFrom("5", "6"),
    "--label": fc.string({ maxLength: 8 }),
  };
  return byName[option] ?? small;
}

/** One option, with its value when it takes one. */
const option = (command: CommandName): fc.Arbitrary<string[]> => fc.constantFrom(...OPTIONS[command].keys()).chain((name) =>
  OPTIONS[command].get(name)
    ? fc.oneof({ weight: 4, arbitrary: plausible(name) }, { weight: 1, arbitrary: junk }).map((value) => [name, value])
    : fc.constant([name]));

/** The positional arguments a command is meant to take. */
function positional(command: CommandName): fc.Arbitrary<string[]> {
  const files = fc.constantFrom(...Object.keys(INPUT_FILES).map(inputPath), "-");
  switch (command) {
    case "verify": case "batch": return files.map((f) => [f]);
    case "merge": return fc.array(files, { maxLength: 2 });
    case "bench": return fc.constant([]);
    default: return fc.oneof({ weight: 5, arbitrary: small }, { weight: 1, arbitrary: fc.constant(command === "solve" || command === "place" ? "1e6" : "12") }).map((n) => [n]);
  }
}

const vector = fc.constantFrom(...COMMANDS).chain((command) => fc.tuple(
  fc.constant(command),
  fc.tuple(positional(command), fc.array(option(command), { maxLength: 4 }), fc.oneof({ weight: 5, arbitrary: fc.constant(null) }, { weight: 1, arbitrary: junk }))
    .map(([args, options, extra]) => [...args, ...options.flat(), ...(extra === null ? [] : [extra])]),
));

/** A time limit first, so that the vector's own wins: a valid but slow vector (10^6 queens on the
 *  twin with --max-steps 1 restarts a thousand times) ends with exit 1, as documented. bench runs
 *  every (algo, engine, size) cell in fresh workers: a small sweep unless the vector asks for another. */
function bounded(command: CommandName, args: string[]): string[] {
  if (command !== "bench") return OPTIONS[command].has("--timeout") ? [command, "--timeout", "20", ...args] : [command, ...args];
  const sizes = args.some((a) => ["--sizes", "--from", "--to", "--step", "--log"].includes(a)) ? [] : ["--sizes", "4,5"];
  // the Wasm engine alone unless the vector names engines: the twin's cells run the same options
  // through the same code, and halve the cost (test/cli-bench.test.ts runs the default, both)
  const engines = args.includes("--engines") ? [] : ["--engines", "wasm"];
  // given last, these win over the vector's own
  return [command, ...args, ...sizes, ...engines, "--reps", "1", "--warmup", "0", "--timeout", "5"];
}

/** Rows printed by solve or all, as JSON lines or text lines. */
function rowsOf(stdout: string, oneBased: boolean): number[][] {
  return stdout.trim().split("\n").map((line) => {
    const rows = line.startsWith("[") ? (JSON.parse(line) as number[]) : line.trim().split(/\s+/).map(Number);
    return oneBased ? rows.map((r) => r - 1) : rows;
  });
}

describe("nqueens with random arguments", () => {
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("ends in a verified answer or a documented failure, inputs unchanged, nothing left behind", () => {
    fc.assert(fc.property(vector, ([command, args]) => {
      for (const [name, content] of Object.entries(INPUT_FILES)) writeFileSync(inputPath(name), content);
      const argv = bounded(command, args);
      // pool files named other than as the value of an output option are inputs: they must not change
      const read = argv.filter((a, i) => a.startsWith(inputs) && !WRITES.has(argv[i - 1]));
      const before = new Map(read.map((path) => [path, hash(path)]));
      const run = runBounded(argv, dir);
      const what = `nqueens ${argv.map((a) => JSON.stringify(a)).join(" ")}`;
      expectCleanEnd(run, what);
      expect(run.stderr, `${what}: a bug's message`).not.toMatch(/is not a function|Cannot read propert|is not defined|undefined|Maximum call stack|Invalid array length/);
      for (const [path, digest] of before) expect(hash(path), `${what}: ${path} changed`).toBe(digest);
      expect(leftovers(outputs), what).toEqual([]);
      expect(leftovers(inputs), what).toEqual([]);
      if (run.status !== 0 || run.stdout === "") return;
      const oneBased = argv.includes("--one-based");
      const format = argv[argv.lastIndexOf("--format") + 1];
      const plain = !argv.includes("--format") || format === "json" || format === "text";
      if ((command === "solve" || command === "all") && plain && !argv.includes("--stats")) {
        for (const rows of rowsOf(run.stdout, oneBased)) expect(verify(rows).ok, what).toBe(true);
      }
      const counted = /^n=(\d+): (\d+) solutions/.exec(run.stdout);
      if (command === "count" && counted && !argv.includes("--shard")) expect(BigInt(counted[2]), what).toBe(solutionsOf(Number(counted[1])));
    }), {
      numRuns: 50,
      // a valid run whose answer passes the old pipe buffer (16 MiB), which killed it as if it hung,
      // and runBounded's read of stdout (64 MiB): 71 MB in 0.3 CPU s (place 9 --all --piece knight,
      // 450 MB, took 11 CPU s)
      // and a batch whose answers failed before its --out '' did: two lines for one usage error
      examples: [[["solve", ["9000000", "--algo", "construct"]]], [["batch", [inputPath("sizes.txt"), "--out", ""]]]],
    });
  }, SPAWNED_MS);
});
