import { solutions } from "../../index.js";
import { placementBytes } from "../../format/encode-rows.js";
import { engineOf, oneOf, wholeNumber } from "../args.js";
import { defineCommand } from "../command.js";
import { writeOutput } from "../output.js";

export const command = defineCommand({
  name: "all",
  usage: "nqueens all <n> [options]",
  help: `Every placement of n queens (1 <= n <= 32), one per line, in lexicographic order of the
rows array, by bitmask backtracking. Streamed as found, so \`nqueens all 12 | head\` ends
at once.

Options:
  --limit M          stop after M placements
  --format F         json (default): [r0,r1,...]; text: r0 r1 ...
  --one-based        rows numbered from 1 instead of 0
  --engine E         wasm (default) or ts, the pure-TypeScript twin
  --out FILE         write to FILE (complete or not at all) instead of stdout; - is stdout
  -h, --help         this text

Exit codes: 0 done (also when the reader stops early); 2 usage error or an output that
cannot be written; 130 interrupted.`,
  examples: [
    "nqueens all 8 --limit 3",
    "nqueens all 12 --format text | head",
  ],
  options: {
    limit: { type: "string" },
    format: { type: "string" },
    "one-based": { type: "boolean" },
    engine: { type: "string" },
    out: { type: "string" },
  },
  async run({ values, args: [sizeText], signal }) {
    const n = wholeNumber(sizeText, "n", 1, 32);
    const format = oneOf(values.format, "--format", ["json", "text"] as const, "json");
    const limit = values.limit === undefined ? undefined : wholeNumber(values.limit, "--limit", 0, Number.MAX_SAFE_INTEGER);
    const engine = engineOf(values.engine);
    const oneBased = values["one-based"] === true;
    const chunks = async function* (): AsyncGenerator<Uint8Array> {
      for await (const { rows, count } of solutions(n, { engine, limit, signal })) yield placementBytes(rows, n, count, format, oneBased);
    };
    await writeOutput(chunks(), values.out, signal); // a reader that stops early ends the search
    return 0;
  },
});
