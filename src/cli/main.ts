// The nqueens command: picks the subcommand, wires Ctrl-C to cancellation, and turns every
// error into one line on stderr with the documented exit code (never a stack trace).
import { EXIT, UsageError, NoAnswerError, CancelledError } from "../api/errors.js";
import { guardStdout, print } from "./output.js";
import type { Command } from "./command.js";

const commands: Record<string, () => Promise<{ command: Command }>> = {
  solve: () => import("./commands/solve.js"),
  batch: () => import("./commands/batch.js"),
  verify: () => import("./commands/verify.js"),
  count: () => import("./commands/count.js"),
  all: () => import("./commands/all.js"),
  merge: () => import("./commands/merge.js"),
  serve: () => import("./commands/serve.js"),
  place: () => import("./commands/place.js"),
  bench: () => import("./commands/bench.js"),
};

export const help = `Usage: nqueens <command> [options]

Commands:
  solve <n>          one placement of n queens (min-conflicts, or the construction)
  batch <file>       one placement for every size in a file
  verify [FILE|-]    check a placement
  count <n>          count all and fundamental placements (n <= 32) on every core
  all <n>            every placement, one per line, in lexicographic order
  merge [FILE...]    add up the shards of count --shard I/K
  serve              the page (Solve, Count, Watch, Edit, Bench) on http://127.0.0.1
  place <n>          rooks, queens or knights with blocked squares and fixed pieces
  bench              time the algorithms on both engines over a range of n: tables and a chart

nqueens <command> --help shows a command's options.
Exit codes: 0 ok; 1 no answer (no placement exists or none found, invalid placement);
2 usage error (bad arguments, an input that cannot be read, an output that cannot be
written); 130 interrupted.

Examples:
  nqueens solve 1000000 --stats --out solution.json
  nqueens count 16 --unique
  nqueens place 8 --block 0,0 --fix 3,4 --format board`;

/** How long a cancelled command may take to stop before the process ends without it
 *  (a write blocked on a FIFO nobody opens cannot be cancelled). */
const STOP_GRACE_MS = 1000;

const controller = new AbortController();
let settled = false;

function exitInterrupted(): never {
  process.stderr.write("nqueens: interrupted\n");
  process.exit(EXIT.interrupted); // output still queued for a reader that does not read is dropped
}

/** Ctrl-C cancels the command; once it has finished (or a second Ctrl-C comes) the process ends at once. */
function onInterrupt(): void {
  if (settled || controller.signal.aborted) exitInterrupted();
  controller.abort(new CancelledError("interrupted"));
  setTimeout(exitInterrupted, STOP_GRACE_MS).unref();
}

async function main(argv: string[]): Promise<number> {
  const [name, ...rest] = argv;
  if (name === undefined || name === "--help" || name === "-h" || name === "help") {
    await print(help + "\n");
    return name === undefined ? EXIT.usage : EXIT.ok;
  }
  const load = commands[name];
  if (load === undefined) throw new UsageError(`unknown command '${name}' (commands: ${Object.keys(commands).join(", ")})`);
  const { command } = await load();
  const code = await command.run({ argv: rest, signal: controller.signal });
  await print(""); // a failure of anything written to stdout (a full disk) is reported, not lost
  return code;
}

guardStdout();
process.on("SIGINT", onInterrupt);
process.on("SIGTERM", onInterrupt);
main(process.argv.slice(2)).then(
  (code) => {
    settled = true;
    process.exitCode = code;
  },
  (error: unknown) => {
    settled = true;
    // Ctrl-C may surface as the AbortError of an API that took the signal
    if (error instanceof CancelledError || (controller.signal.aborted && (error as Error)?.name === "AbortError")) exitInterrupted();
    const known = error instanceof UsageError || error instanceof NoAnswerError;
    const message = error instanceof Error ? error.message : String(error);
    process.stderr.write(`nqueens: ${message.split("\n")[0]}\n`);
    if (!known && process.env.NQUEENS_DEBUG) console.error(error);
    process.exitCode = known ? (error as { exitCode: number }).exitCode : EXIT.failed;
  },
);
