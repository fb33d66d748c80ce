import { verify } from "../verify/queens.js";
import { parse, positionals } from "./args.js";
import { readRows } from "./read-rows.js";
import { print } from "./output.js";
import type { Command } from "./context.js";

export const help = `Usage: nqueens verify [FILE|-] [options]

Checks a placement: a JSON array of rows ([r0,r1,...], rows[c] = row of the queen in
column c) or rows separated by spaces, commas or newlines, from FILE or stdin. Prints
"valid n=<n>" and exits 0, or prints the first conflict and exits 1.

Options:
  --one-based        rows (and the columns in messages) numbered from 1
  -h, --help         this text`;

export const command: Command = {
  help,
  async run({ argv }) {
    const { values, positionals: args } = parse(argv, { "one-based": { type: "boolean" } }, "verify");
    if (values.help) {
      await print(help + "\n");
      return 0;
    }
    const [file] = positionals(args, 1, "nqueens verify [FILE|-] [--one-based]");
    const rows = await readRows(file);
    const base = values["one-based"] ? 1 : 0;
    if (base === 1) for (let c = 0; c < rows.length; c++) rows[c] -= 1;
    const verdict = verify(rows, base);
    if (verdict.ok) {
      await print(`valid n=${verdict.n}\n`);
      return 0;
    }
    await print(`invalid n=${verdict.n}: ${verdict.reason}\n`);
    return 1;
  },
};
