// The nqueens command: picks the subcommand, wires Ctrl-C and the other ending signals to
// cancellation, and turns every error into one line on stderr with the documented exit code
// (never a stack trace).
import { constants } from "node:os";
import { UsageError, CancelledError } from "../errors/errors.js";
import { EXIT, exitCodeOf, isExpected } from "./exit.js";
import { VERSION } from "./version.js";
import { guardStdout, print, removeTemporaries } from "./output.js";
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
written); 130 interrupted (Ctrl-C, SIGINT); 143 terminated (SIGTERM); 128 + the signal's
number for the others that end it (SIGHUP 129, SIGQUIT 131, SIGUSR2 140, SIGALRM 142,
SIGXCPU 152, SIGVTALRM 154, SIGPWR 158), each with no output file left half written.

Examples:
  nqueens solve 1000000 --stats --out solution.json
  nqueens count 16 --unique
  nqueens place 8 --block 0,0 --fix 3,4 --format board`;

/** How long a cancelled command may take to stop before the process ends without it (an input
 *  that nobody writes to is not cancelled: the exit ends its read). */
const STOP_GRACE_MS = 500;

/** The signals whose default is to end the process, each caught to end it cleanly: the command
 *  is cancelled and its temporary file removed. (SIGUSR1 starts Node's inspector and SIGPROF
 *  drives profilers: left to Node.) */
const ENDING_SIGNALS = ["SIGINT", "SIGTERM", "SIGHUP", "SIGQUIT", "SIGUSR2", "SIGALRM", "SIGXCPU", "SIGVTALRM", "SIGPWR", "SIGIO", "SIGSTKFLT"] as const;
type EndingSignal = (typeof ENDING_SIGNALS)[number];

const controller = new AbortController();
let settled = false;
/** The first signal that ended the run (its exit code is 128 + its number). */
let caught: EndingSignal = "SIGINT";

function exitInterrupted(): never {
  removeTemporaries();
  process.stderr.write(caught === "SIGINT" ? "nqueens: interrupted\n" : `nqueens: interrupted by ${caught}\n`);
  process.exit(128 + constants.signals[caught]); // output still queued for a reader that does not read is dropped
}

/** A signal cancels the command; once it has finished (or a second signal comes) the process ends at once. */
function onSignal(signal: EndingSignal): void {
  if (settled || controller.signal.aborted) exitInterrupted();
  caught = signal;
  controller.abort(new CancelledError("interrupted"));
  setTimeout(exitInterrupted, STOP_GRACE_MS).unref();
}

/** Control bytes (from an argument, a file's line) shown as \xNN, never sent to the terminal. */
const escapeControls = (text: string): string =>
  text.replace(/[\x00-\x1f\x7f-\x9f]/g, (c) => `\\x${c.charCodeAt(0).toString(16).padStart(2, "0")}`);

/** The command called `name`, loaded. */
async function commandNamed(name: string): Promise<Command> {
  const load = commands[name];
  if (load === undefined) throw new UsageError(`unknown command '${name}' (commands: ${Object.keys(commands).join(", ")})`);
  return (await load()).command;
}

async function main(argv: string[]): Promise<number> {
  const [name, ...rest] = argv;
  if (name === undefined) {
    await print(help + "\n");
    throw new UsageError("a command is needed (nqueens --help lists them)");
  }
  if (name === "--version") {
    await print(`${VERSION}\n`);
    return EXIT.ok;
  }
  if (name === "--help" || name === "-h" || name === "help") {
    if (name === "help" && rest.length > 0) return (await commandNamed(rest[0])).run({ argv: ["--help"], signal: controller.signal });
    await print(help + "\n");
    return EXIT.ok;
  }
  const command = await commandNamed(name);
  const code = await command.run({ argv: rest, signal: controller.signal });
  await print(""); // a failure of anything written to stdout (a full disk) is reported, not lost
  return code;
}

guardStdout();
for (const signal of ENDING_SIGNALS) process.on(signal, onSignal);
main(process.argv.slice(2)).then(
  (code) => {
    settled = true;
    process.exitCode = code;
  },
  (error: unknown) => {
    settled = true;
    // Ctrl-C may surface as the AbortError of an API that took the signal
    if (error instanceof CancelledError || (controller.signal.aborted && (error as Error)?.name === "AbortError")) exitInterrupted();
    // a worker thread cannot start in a deleted working folder (Node asks for it)
    if ((error as NodeJS.ErrnoException)?.syscall === "uv_cwd") error = new UsageError("the working folder no longer exists (uv_cwd): cd to one that does");
    const known = isExpected(error);
    const message = error instanceof Error ? error.message : String(error);
    process.stderr.write(`nqueens: ${escapeControls(message.trimEnd())}\n`); // a newline in an argument too: one line
    if (!known && process.env.NQUEENS_DEBUG) console.error(error);
    process.exitCode = exitCodeOf(error);
  },
);
