import { verify } from "../../verify/queens.js";
import { defineCommand } from "../command.js";
import { readRows } from "../read-rows.js";
import { print } from "../output.js";

export const command = defineCommand({
  name: "verify",
  usage: "nqueens verify [FILE|-] [options]",
  help: `Checks a placement: a JSON array of rows ([r0,r1,...], rows[c] = row of the queen in
column c) or rows separated by spaces, commas or newlines, from FILE or stdin. Prints
"valid n=<n>" and exits 0, or prints the first conflict and exits 1.

Options:
  --one-based        rows (and the columns in messages) numbered from 1
  -h, --help         this text

Exit codes: 0 valid; 1 invalid (the first conflict is printed); 2 usage error (a file
that cannot be read or is not a list of rows); 130 interrupted.`,
  options: { "one-based": { type: "boolean" } },
  async run({ values, args: [file] }) {
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
});
