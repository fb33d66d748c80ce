// --algos' variants, an algorithm with options after colons (hillclimb:sideways=0:restarts=0), read
// alike by the CLI's bench and the page's Bench over many seeds; each then checks the values its way
// (the CLI as its flags, src/cli/lab-flags.ts; the page through the API).
import { UsageError } from "../errors/errors.js";
import { BENCH_ALGOS, type BenchAlgo, type Variant } from "./types.js";

/** The options a variant may name, as the CLI's flags name them (without "--"). */
export const VARIANT_OPTIONS = ["move", "start", "sideways", "restarts", "max-steps", "schedule", "t0", "cooling",
  "population", "crossover", "mutation", "generations"] as const;
export type VariantOption = (typeof VARIANT_OPTIONS)[number];

/** The variants `text` names (absent: every algorithm without options), each named once; `what`
 *  names the list in errors. */
export function parseVariants(text: string | undefined, what = "--algos"): Variant[] {
  if (text === undefined) return BENCH_ALGOS.map((algo) => ({ name: algo, algo, options: {} }));
  const names = [...new Set(text.split(",").map((s) => s.trim()).filter(Boolean))];
  if (names.length === 0) throw new UsageError(`${what} is empty`);
  return names.map((name) => {
    const [algo, ...pairs] = name.split(":");
    if (!(BENCH_ALGOS as readonly string[]).includes(algo)) throw new UsageError(`${what}: '${name}' is not one of ${BENCH_ALGOS.join(", ")}`);
    const options: Record<string, string> = {};
    for (const pair of pairs) {
      const [key, value] = pair.split("=");
      if (!(VARIANT_OPTIONS as readonly string[]).includes(key) || value === undefined || value === "") {
        throw new UsageError(`${what}: '${pair}' in '${name}' is not an option=value of ${VARIANT_OPTIONS.join(", ")}`);
      }
      options[key] = value;
    }
    return { name, algo: algo as BenchAlgo, options };
  });
}
