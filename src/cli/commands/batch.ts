import { setImmediate } from "node:timers/promises";
import { largestN, solve, NoAnswerError, type Engine } from "../../index.js";
import { answerChunks } from "../answer.js";
import { UsageError } from "../../errors/errors.js";
import { engineOf, oneOf, seedOf, wholeNumber } from "../args.js";
import { defineCommand } from "../command.js";
import { readLines } from "../read-rows.js";
import { writeOutput } from "../output.js";
import { statsLine } from "../stats.js";
import { solveFlags } from "./solve.js";

/** A batch file's line: its size, or undefined for a blank line or a comment; an error names the line. */
function sizeOf(line: string, where: string, engine: Engine, largest: number): number | undefined {
  const content = line.replace(/#.*$/, "").trim();
  if (content === "") return undefined;
  try {
    const n = wholeNumber(content, "n", 1, Number.MAX_SAFE_INTEGER);
    if (n > largest) throw new UsageError(`n = ${n} is above the largest the ${engine} engine takes (${largest})`);
    return n;
  } catch (error) {
    throw new UsageError(`${where}: ${(error as Error).message}`);
  }
}

/** Sizes of a batch file's text, every one checked (up to the engine's `largest`) before any is
 *  solved; an error names its line. */
export function parseSizes(text: string, file: string, engine: Engine, largest: number): number[] {
  return text.split(/\r?\n/).flatMap((line, index) => sizeOf(line, `${file}:${index + 1}`, engine, largest) ?? []);
}

/** The longest line of a batch file: a size and its comment. */
const MAX_LINE_BYTES = 1 << 20;

/** Sizes of a batch file, read line by line (an endless or huge input costs no more than a line). */
async function readSizes(file: string, engine: Engine, largest: number): Promise<number[]> {
  const name = file === "-" ? "stdin" : file;
  const sizes: number[] = [];
  await readLines(file, MAX_LINE_BYTES, "a size per line", (line, number) => {
    const n = sizeOf(line, `${name}:${number}`, engine, largest);
    if (n !== undefined) sizes.push(n);
  });
  return sizes;
}

export const command = defineCommand({
  name: "batch",
  usage: "nqueens batch <file> [options]",
  help: `Solves every size in <file> (one n per line; blank lines and # comments ignored; - is
stdin) and writes one JSON array per line, in input order, each as soon as it is found.
Every line is checked before any size is solved. A size with no placement (2, 3) gives
the line null and exit code 1 once all are done (also when the reader stops early).

Options:
  --seed S           seed for every size (default: one drawn per size, shown by --stats)
  --engine E         wasm (default) or ts
  --algo A           minconflicts (default) or construct
  --one-based        rows numbered from 1 instead of 0
  --out FILE         write to FILE (complete or not at all) instead of stdout; - is stdout
  --stats            one JSON line of timings per size on stderr
  --timeout SEC      time limit for each size (exit 1)
  -h, --help         this text

Exit codes: 0 every size solved; 1 a size with no placement or none found within the
limits; 2 usage error (a bad line, named by its number) or an output that cannot be
written; 130 interrupted.`,
  examples: [
    "printf '8\\n1000\\n' | nqueens batch -",
    "nqueens batch sizes.txt --stats --out answers.jsonl",
  ],
  options: solveFlags,
  files: (values, [file]) => ({ reads: [file], writes: [values.out] }),
  async run({ values, args: [file], signal, timeoutMs }) {
    if (file === undefined) throw new UsageError("batch: a file of sizes is missing");
    const engine = engineOf(values.engine);
    const sizes = await readSizes(file, engine, await largestN(engine));
    const options = {
      seed: seedOf(values.seed),
      engine,
      algo: oneOf(values.algo, "--algo", ["minconflicts", "construct"] as const, "minconflicts"),
      timeoutMs,
      signal,
    };
    let missing = 0;
    // Lines are written as they are found (a Wasm result is a view the next solve overwrites).
    const lines = async function* (): AsyncGenerator<string | Uint8Array> {
      for (const n of sizes) {
        await setImmediate(); // lets Ctrl-C through between sizes: formatting a large answer takes a while
        if (signal.aborted) throw signal.reason;
        try {
          const answer = await solve(n, options);
          if (values.stats) process.stderr.write(statsLine(answer.stats) + "\n");
          yield* answerChunks(answer, "json", values["one-based"] === true);
        } catch (error) {
          if (!(error instanceof NoAnswerError)) throw error;
          process.stderr.write(`nqueens: n = ${n}: ${error.message}\n`);
          missing++;
          yield "null\n";
        }
      }
    };
    await writeOutput(lines(), values.out, signal, "finish"); // the exit code tells of every size
    return missing === 0 ? 0 : 1;
  },
});
