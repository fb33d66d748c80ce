// What every command gets from main: its arguments and the signal that Ctrl-C aborts.
export interface CommandContext {
  argv: string[];
  signal: AbortSignal;
}

export interface Command {
  /** The --help text, word for word the README's usage section. */
  help: string;
  run(context: CommandContext): Promise<number>;
}
