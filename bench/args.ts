// The focused benches' options, read as the CLI reads its own: --help prints the usage, an unknown
// option or a missing value is one line and the usage with exit 2, never parseArgs' stack trace.
import { parseArgs } from "node:util";

type Options = NonNullable<Parameters<typeof parseArgs>[0]>["options"];

export function benchArgs<const O extends Options>(usage: string, options: O) {
  if (process.argv.slice(2).some((arg) => arg === "--help" || arg === "-h")) {
    console.log(`usage: ${usage}`);
    process.exit(0);
  }
  try {
    return parseArgs({ options }).values;
  } catch (error) {
    console.error(`${(error as Error).message.split("\n")[0]}\nusage: ${usage}`);
    process.exit(2);
  }
}
