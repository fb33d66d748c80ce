// The nqueens command: picks the subcommand, wires Ctrl-C to cancellation, and turns every
// error into one line on stderr with the documented exit code (never a stack trace).
import { EXIT, UsageError, NoAnswerError, CancelledError } from "../api/errors.js";
import { quietOnBrokenPipe } from "./output.js";
import type { Command } from "./context.js";

const commands: Record<string, () => Promise<{ command: Command }>> = {
  solve: () => import("./solve.js"),
  batch: () => import("./batch.js"),
  verify: () => import("./verify.js"),
  count: () => import("./count.js"),
  all: () => import("./all.js"),
  merge: () => import("./merge.js"),
  serve: () => import("./serve.js"),
  place: () => import("./place.js"),
  bench: () => import("./bench.js"),
};

export const help = `Usage: nqueens <command> [options]

Commands:
  solve <n>          one placement of n queens (min-conflicts, or the construction)
  batch <file>       one placement for every size in a file
  verify [FILE|-]    check a placement
  count <n>          count all and fundamental placements (n <= 32) on every core
  all <n>            every placement, one per line, in lexicographic order
  merge [FILE...]    add up the shards of count --shard I/K
  serve              the page (solve, zoom, watch) on http://127.0.0.1
  place <n>          rooks, queens or knights with blocked squares and fixed pieces
  bench              time the algorithms on both engines over a range of n: tables and a chart

nqueens <command> --help shows a command's options.
Exit codes: 0 ok; 1 no answer (no placement exists or none found, invalid placement);
2 usage error; 130 interrupted.`;

async function main(argv: string[]): Promise<number> {
  const [name, ...rest] = argv;
  if (name === undefined || name === "--help" || name === "-h" || name === "help") {
    process.stdout.write(help + "\n");
    return name === undefined ? EXIT.usage : EXIT.ok;
  }
  const load = commands[name];
  if (load === undefined) throw new UsageError(`unknown command '${name}' (commands: ${Object.keys(commands).join(", ")})`);
  const controller = new AbortController();
  const interrupt = (): void => controller.abort(new CancelledError("interrupted"));
  process.once("SIGINT", interrupt);
  process.once("SIGTERM", interrupt);
  const { command } = await load();
  return command.run({ argv: rest, signal: controller.signal });
}

quietOnBrokenPipe();
main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    const known = error instanceof UsageError || error instanceof NoAnswerError || error instanceof CancelledError;
    const message = error instanceof Error ? error.message : String(error);
    process.stderr.write(`nqueens: ${message}\n`);
    if (!known && process.env.NQUEENS_DEBUG) console.error(error);
    process.exitCode = known ? (error as { exitCode: number }).exitCode : EXIT.failed;
  },
);
