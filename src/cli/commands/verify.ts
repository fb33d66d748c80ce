import { verdictOf } from "../../verify/queens.js";
import { nodeCore } from "../../wasm/load-node.js";
import { checkInCore } from "../../wasm/checker.js";
import { defineCommand } from "../command.js";
import { readRowsIntoCore } from "../read-rows.js";
import { print } from "../output.js";
import { NoAnswerError } from "../../api/errors.js";

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
    const base = values["one-based"] ? 1 : 0;
    // parsed straight into the core's memory and checked there by its checker, the TS checker's twin
    const core = await nodeCore.shared();
    const { rows, huge } = await readRowsIntoCore(file, base, core);
    const n = rows.length;
    const conflict = checkInCore(core, rows.byteOffset, n);
    // a row past int32 was kept as one off every board: name it as written
    const verdict = verdictOf(n, conflict, base, conflict && huge?.column === conflict.column ? huge.text : undefined);
    if (verdict.ok) {
      await print(`valid n=${verdict.n}\n`);
      return 0;
    }
    await print(`invalid n=${verdict.n}: ${verdict.reason}\n`);
    // the verdict is the answer (stdout); the failure is said on stderr, as every exit 1 is
    throw new NoAnswerError(`invalid placement: ${verdict.reason}`);
  },
});
