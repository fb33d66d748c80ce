// One way to define a command: defineCommand parses the options, answers --help, checks the
// positional arguments against the usage line, reads --timeout, refuses an output that would
// overwrite an input or another output, and reads input files with one kind of error.
import { fstatSync } from "node:fs";
import { stat } from "node:fs/promises";
import { basename, dirname } from "node:path";
import { parseArgs, type ParseArgsConfig } from "node:util";
import { UsageError } from "../errors/errors.js";
import { finalTarget, isStdio, print } from "./output.js";
import { readBytes } from "./read-rows.js";
import { seconds } from "./args.js";

type Options = NonNullable<ParseArgsConfig["options"]>;

/** What main hands a command: its arguments and the signal that Ctrl-C aborts. */
export interface CommandContext {
  argv: string[];
  signal: AbortSignal;
}

export interface Command {
  name: string;
  /** The --help text, word for word docs/cli.md's block for the command. */
  help: string;
  run(context: CommandContext): Promise<number>;
}

/** What a command's run gets. */
export interface RunContext<T extends Options> {
  values: Values<T>;
  /** The positional arguments, at most `maxArgs`. */
  args: string[];
  /** Aborted by Ctrl-C (reason: CancelledError). */
  signal: AbortSignal;
  /** --timeout SEC in milliseconds, when the command has the option and it was given. */
  timeoutMs: number | undefined;
}

export interface CommandSpec<T extends Options> {
  name: string;
  /** The usage line, or lines (bench has two): "nqueens solve <n> [options]". */
  usage: string | string[];
  /** The rest of the --help text: what it does, the options, the exit codes. */
  help: string;
  /** Two or three command lines that end the --help text, each one that runs as written. */
  examples: string[];
  options: T;
  /** How many positional arguments it takes at most (default 1). */
  maxArgs?: number;
  /** The files it reads and writes, so an output never replaces an input or another output. */
  files?(values: Values<T>, args: string[]): { reads: (string | undefined)[]; writes: (string | undefined)[] };
  run(context: RunContext<T>): Promise<number>;
}

type Values<T extends Options> = ReturnType<typeof parse<T>>["values"];

/** Parses argv strictly; any parse error is one usage error naming the command. */
function parse<T extends Options>(name: string, argv: string[], options: T) {
  try {
    return parseArgs({ args: argv, options: { ...options, help: { type: "boolean", short: "h" } }, allowPositionals: true, strict: true });
  } catch (error) {
    const message = (error as Error).message.split("\n")[0].replace(/\. To specify a positional argument.*$/, "");
    throw new UsageError(`${name}: ${dashedValue(message, argv) ?? message}`);
  }
}

/** parseArgs calls a value that starts with '-' "ambiguous": say what was missing, or how to write it. */
function dashedValue(message: string, argv: string[]): string | undefined {
  const option = /^Option '(--[^']+)' argument is ambiguous/.exec(message)?.[1];
  if (option === undefined) return undefined;
  const value = argv[argv.indexOf(option) + 1] ?? "";
  return value.startsWith("--") ? `${option} is missing its value` : `${option} takes a value; one that starts with '-' is written ${option}=${value}`;
}

/** An identity for a path: the device and inode of the file it names once every symlink is
 *  followed, or, for a file not made yet, of its folder and its name there (so that a folder
 *  named through a link is seen as itself); the name itself when not even the folder is there. */
async function identity(path: string): Promise<string> {
  const { path: file, info } = await finalTarget(path).catch(() => ({ path, info: undefined }));
  if (info) return `${info.dev}:${info.ino}`;
  const folder = await stat(dirname(file)).catch(() => undefined);
  return folder ? `${folder.dev}:${folder.ino}/${basename(file)}` : file;
}

/** stdin's identity when it is a file an output could replace (`batch - --out sizes.txt < sizes.txt`). */
function stdinIdentity(): string | undefined {
  const info = (() => {
    try {
      return fstatSync(0);
    } catch {
      return undefined; // stdin is closed
    }
  })();
  return info?.isFile() ? `${info.dev}:${info.ino}` : undefined;
}

/** Refuses an output with no name, one that is one of the inputs (stdin's file too) or given
 *  twice (stdout included; devices such as /dev/null excepted). An empty name is refused before
 *  any work, as batch would otherwise report its answers' failures and then the write's. */
async function checkFiles(reads: (string | undefined)[], writes: (string | undefined)[]): Promise<void> {
  const inputs = new Map<string, string>();
  for (const path of reads) {
    const id = path === "-" ? stdinIdentity() : path === undefined ? undefined : await identity(path);
    if (id !== undefined) inputs.set(id, path === "-" ? "stdin" : path!);
  }
  const outputs = new Map<string, string>();
  let stdout = false;
  for (const path of writes) {
    if (path === "") throw new UsageError("an output needs a file name (or - for stdout), not ''");
    if (path === "-") {
      if (stdout) throw new UsageError("- (stdout) is named twice as an output");
      stdout = true;
    }
    if (isStdio(path)) continue;
    const info = await stat(path).catch(() => undefined);
    if (info && !info.isFile()) continue; // FIFOs and devices may be named more than once
    const id = await identity(path);
    const input = inputs.get(id);
    if (input !== undefined) throw new UsageError(`${path} is an input too${input === path ? "" : ` (${input})`}: writing it would replace what is read`);
    const other = outputs.get(id);
    if (other !== undefined) throw new UsageError(`${path} is named twice as an output${other === path ? "" : ` (also as ${other})`}`);
    outputs.set(id, path);
  }
}

export function defineCommand<T extends Options>(spec: CommandSpec<T>): Command {
  const usage = typeof spec.usage === "string" ? [spec.usage] : spec.usage;
  const help = `Usage: ${usage.join("\n       ")}\n\n${spec.help}\n\nExamples:\n${spec.examples.map((line) => `  ${line}`).join("\n")}`;
  return {
    name: spec.name,
    help,
    async run({ argv, signal }) {
      const { values, positionals } = parse(spec.name, argv, spec.options);
      if ((values as { help?: boolean }).help) {
        await print(help + "\n");
        return 0;
      }
      const maxArgs = spec.maxArgs ?? 1;
      if (positionals.length > maxArgs) throw new UsageError(`unexpected argument '${positionals[maxArgs]}' (usage: ${usage[0]})`);
      const timeout = "timeout" in spec.options ? (values as { timeout?: string }).timeout : undefined;
      const timeoutMs = seconds(timeout, "--timeout");
      const files = spec.files?.(values as Values<T>, positionals);
      if (files) await checkFiles(files.reads, files.writes);
      return spec.run({ values: values as Values<T>, args: positionals, signal, timeoutMs });
    },
  };
}

/** A whole input as text: FILE, or stdin for "-" (or no FILE). A leading UTF-8 BOM is dropped;
 *  a file that cannot be read is one usage error, "cannot read FILE: reason". */
export async function readInput(path: string | undefined): Promise<string> {
  const content = (await readBytes(path)).toString("utf8");
  return content.charCodeAt(0) === 0xfeff ? content.slice(1) : content;
}
