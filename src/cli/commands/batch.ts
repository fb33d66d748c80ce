import { readFile } from "node:fs/promises";
import { setImmediate } from "node:timers/promises";
import { solve, NoAnswerError } from "../index.js";
import { formatRows } from "../format/rows.js";
import { UsageError } from "../api/errors.js";
import { engineOf, oneOf, parse, positionals, seconds, seedOf, wholeNumber } from "./args.js";
import { writeOutput, print } from "./output.js";
import type { Command } from "./context.js";
import { solveFlags } from "./solve.js";
import { statsLine } from "./stats.js";

export const help = `Usage: nqueens batch <file> [options]

Solves every size in <file> (one n per line; blank lines and # comments ignored) and
writes one JSON array per line, in input order, each as soon as it is found. A size
with no placement (2, 3) gives the line null and exit code 1 once all are done (also
when the reader stops early).

Options:
  --seed S           seed for every size (default: one drawn per size, shown by --stats)
  --engine E         wasm (default) or ts
  --algo A           minconflicts (default) or construct
  --one-based        rows numbered from 1 instead of 0
  --out FILE         write to FILE (complete or not at all) instead of stdout
  --stats            one JSON line of timings per size on stderr
  --timeout SEC      time limit for each size (exit 1)
  -h, --help         this text`;

/** Sizes of a batch file, refusing the whole file at its first bad line. */
export function parseSizes(text: string, file: string): number[] {
  const sizes: number[] = [];
  text.split(/\r?\n/).forEach((line, index) => {
    const content = line.replace(/#.*$/, "").trim();
    if (content === "") return;
    try {
      sizes.push(wholeNumber(content, "n", 1, Number.MAX_SAFE_INTEGER));
    } catch (error) {
      throw new UsageError(`${file}:${index + 1}: ${(error as Error).message}`);
    }
  });
  return sizes;
}

export const command: Command = {
  help,
  async run({ argv, signal }) {
    const { values, positionals: args } = parse(argv, solveFlags, "batch");
    if (values.help) {
      await print(help + "\n");
      return 0;
    }
    const [file] = positionals(args, 1, "nqueens batch <file> [options]");
    if (file === undefined) throw new UsageError("batch: a file of sizes is missing");
    const text = await readFile(file, "utf8").catch((error: NodeJS.ErrnoException) => {
      throw new UsageError(`cannot read ${file}: ${error.code ?? error.message}`);
    });
    const sizes = parseSizes(text, file);
    const options = {
      seed: seedOf(values.seed),
      engine: engineOf(values.engine),
      algo: oneOf(values.algo, "--algo", ["minconflicts", "construct"] as const, "minconflicts"),
      timeoutMs: seconds(values.timeout, "--timeout"),
      signal,
    };
    let missing = 0;
    // Lines are written as they are found (a Wasm result is a view the next solve overwrites).
    const lines = async function* (): AsyncGenerator<string> {
      for (const n of sizes) {
        await setImmediate(); // lets Ctrl-C through between sizes: formatting a large answer takes a while
        if (signal.aborted) throw signal.reason;
        try {
          const { rows, stats } = await solve(n, options);
          if (values.stats) process.stderr.write(statsLine(stats) + "\n");
          yield* formatRows(rows, "json", values["one-based"]);
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
};
