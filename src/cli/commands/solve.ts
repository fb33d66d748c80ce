import { solve } from "../../index.js";
import { FORMATS, MAX_BOARD_N } from "../../format/formats.js";
import { checkedAnswer } from "../answer.js";
import { UsageError } from "../../errors/errors.js";
import { engineOf, oneOf, seedOf, wholeNumber } from "../args.js";
import { defineCommand } from "../command.js";
import { writeOutput } from "../output.js";
import { progressBar, solveProgress } from "../progress.js";
import { statsLine } from "../stats.js";
import { defined, LAB_HELP, labFlags, labOptionsOf } from "../lab-flags.js";
import { SOLVE_ALGOS } from "../../api/solve.js";

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
linear-time greedy start, by the closed-form construction, or by one of the textbook's
local searches, for comparing them. Every answer is checked by the independent verifier
before it is written; a search that gives up within its limits exits 1 (no answer).

Options:
  --seed S           random seed, 0 .. 2^53-1 (default: drawn, shown by --stats)
  --engine E         wasm (default) or ts, the pure-TypeScript twin; same seed, same answer
  --algo A           minconflicts (default) or construct (Hoffman-Loessi-Moore, O(n))
                     or backtrack (the lexicographically first placement, n <= 32);
                     the textbook's local searches on the complete-state board (one
                     queen per column, cost = attacking pairs): hillclimb (steepest
                     ascent), anneal (simulated annealing), genetic
  --format F         json (default): [r0,r1,...]; text: r0 r1 ...; board: a grid of Q and .
                     (board only up to n = ${MAX_BOARD_N})
  --one-based        rows numbered from 1 instead of 0
  --out FILE         write to FILE (complete or not at all) instead of stdout; - is stdout
  --stats            one JSON object of timings and counts on stderr
  --timeout SEC      give up after SEC seconds (exit 1)
  -h, --help         this text

Exit codes: 0 solved; 1 no placement exists (n = 2, 3) or none found within the
limits; 2 usage error or an output that cannot be written; 130 interrupted.

${LAB_HELP}`,
  examples: [
    "nqueens solve 8 --algo hillclimb --format board",
    "nqueens solve 1000000 --stats --out solution.json",
    "nqueens solve 8 --algo backtrack --one-based",
  ],
  options: { ...solveFlags, format: { type: "string" }, ...labFlags },
  async run({ values, args: [sizeText], signal, timeoutMs }) {
    const n = wholeNumber(sizeText, "n", 1, Number.MAX_SAFE_INTEGER);
    const format = oneOf(values.format, "--format", FORMATS, "json");
    if (format === "board" && n > MAX_BOARD_N) throw new UsageError(`--format board draws at most n = ${MAX_BOARD_N}; use json or text for n = ${n}`);
    const bar = progressBar();
    const answer = await solve(n, {
      seed: seedOf(values.seed),
      engine: engineOf(values.engine),
      algo: oneOf(values.algo, "--algo", SOLVE_ALGOS, "minconflicts"),
      ...defined(labOptionsOf(values)),
      timeoutMs,
      signal,
      onProgress: solveProgress(bar),
      verify: false, // checked below, while it is written
    }).finally(() => bar.done());
    const { stats } = answer;
    const { chunks, check } = checkedAnswer(answer, format, values["one-based"] === true, stats.engine);
    await writeOutput(chunks, values.out, signal, "stop", check);
    if (values.stats) process.stderr.write(statsLine({ ...stats, verified: true }) + "\n");
    return 0;
  },
});
