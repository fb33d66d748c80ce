import { solve } from "../../index.js";
import { FORMATS, MAX_BOARD_N } from "../../format/formats.js";
import { checkedAnswer } from "../answer.js";
import { UsageError } from "../../api/errors.js";
import { engineOf, oneOf, seedOf, wholeNumber } from "../args.js";
import { defineCommand } from "../command.js";
import { writeOutput } from "../output.js";
import { progressBar, solveProgress } from "../progress.js";
import { statsLine } from "../stats.js";

/** The options `solve` and `batch` share. */
export const solveFlags = {
  seed: { type: "string" },
  engine: { type: "string" },
  algo: { type: "string" },
  "one-based": { type: "boolean" },
  out: { type: "string" },
  stats: { type: "boolean" },
  timeout: { type: "string" },
} as const;

export const command = defineCommand({
  name: "solve",
  usage: "nqueens solve <n> [options]",
  help: `One placement of n queens (n = 1 or n >= 4), by min-conflicts local search from a
linear-time greedy start, or by the closed-form construction. Every answer is checked
by the independent verifier before it is written.

Options:
  --seed S           random seed, 0 .. 2^53-1 (default: drawn, shown by --stats)
  --engine E         wasm (default) or ts, the pure-TypeScript twin; same seed, same answer
  --algo A           minconflicts (default) or construct (Hoffman-Loessi-Moore, O(n))
                     or backtrack (the lexicographically first placement, n <= 32)
  --format F         json (default): [r0,r1,...]; text: r0 r1 ...; board: a grid of Q and .
                     (board only up to n = ${MAX_BOARD_N})
  --one-based        rows numbered from 1 instead of 0
  --out FILE         write to FILE (complete or not at all) instead of stdout; - is stdout
  --stats            one JSON object of timings and counts on stderr
  --max-steps K      repair steps before a restart with a derived seed
  --timeout SEC      give up after SEC seconds (exit 1)
  -h, --help         this text

Exit codes: 0 solved; 1 no placement exists (n = 2, 3) or none found within the
limits; 2 usage error or an output that cannot be written; 130 interrupted.`,
  examples: [
    "nqueens solve 8 --format board",
    "nqueens solve 1000000 --stats --out solution.json",
    "nqueens solve 8 --algo backtrack --one-based",
  ],
  options: { ...solveFlags, format: { type: "string" }, "max-steps": { type: "string" } },
  async run({ values, args: [sizeText], signal, timeoutMs }) {
    const n = wholeNumber(sizeText, "n", 1, Number.MAX_SAFE_INTEGER);
    const format = oneOf(values.format, "--format", FORMATS, "json");
    if (format === "board" && n > MAX_BOARD_N) throw new UsageError(`--format board draws at most n = ${MAX_BOARD_N}; use json or text for n = ${n}`);
    const bar = progressBar();
    const { rows, stats } = await solve(n, {
      seed: seedOf(values.seed),
      engine: engineOf(values.engine),
      algo: oneOf(values.algo, "--algo", ["minconflicts", "construct", "backtrack"] as const, "minconflicts"),
      maxSteps: values["max-steps"] === undefined ? undefined : wholeNumber(values["max-steps"], "--max-steps", 1, 2 ** 32 - 1),
      timeoutMs,
      signal,
      onProgress: solveProgress(bar),
      verify: false, // checked below, while it is written
    }).finally(() => bar.done());
    const { chunks, check } = checkedAnswer(rows, format, values["one-based"] === true, stats.engine);
    await writeOutput(chunks, values.out, signal, "stop", check);
    if (values.stats) process.stderr.write(statsLine({ ...stats, verified: true }) + "\n");
    return 0;
  },
});
