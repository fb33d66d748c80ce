import { defineCommand } from "../command.js";
import { verifyFile } from "../read-rows.js";
import { print } from "../output.js";
import { NoAnswerError } from "../../errors/errors.js";

export const command = defineCommand({
  name: "verify",
  usage: "nqueens verify [FILE|-] [options]",
  help: `Checks a placement: a JSON array of rows ([r0,r1,...], rows[c] = row of the queen in
column c) or rows separated by white space, or by commas with white space around them,
from FILE or stdin. Prints "valid n=<n>" and exits 0, or prints the first conflict (a row
off the board, two queens on a row or a diagonal) and exits 1; input that is not such a
list is a usage error (exit 2). Read as it streams in: about 4.6 bytes of memory a queen.

Options:
  --one-based        rows (and the columns in messages) numbered from 1
  -h, --help         this text

Exit codes: 0 valid; 1 invalid (the first conflict is printed); 2 usage error (a file
that cannot be read or is not a list of rows); 130 interrupted.`,
  examples: [
    "nqueens solve 1000 | nqueens verify",
    "nqueens verify solution.json",
  ],
  options: { "one-based": { type: "boolean" } },
  async run({ values, args: [file] }) {
    // parsed straight into Wasm memory and checked there by the core's checker, the TS checker's twin
    const verdict = await verifyFile(file, values["one-based"] === true);
    if (verdict.ok) {
      await print(`valid n=${verdict.n}\n`);
      return 0;
    }
    await print(`invalid n=${verdict.n}: ${verdict.reason}\n`);
    // the verdict is the answer (stdout); the failure is said on stderr, as every exit 1 is
    throw new NoAnswerError(`invalid placement: ${verdict.reason}`);
  },
});
