// count --cross: units of the quarter join (or samples of them) counted by the join and again by
// backtracking over the same sets of rows (crossCheck), a line each, exit 1 on a conflict; with
// --engine gpu, units of the backtracking split counted on the GPU and again on the Wasm engine.
import { count, crossCheck, type CountResult, type CrossItem, type CrossProgress, type CrossResult, type Engine } from "../index.js";
import { sameCounts, unitSplit } from "../engine/count-units.js";
import { NoAnswerError, UsageError } from "../errors/errors.js";
import { clipped, wholeNumber } from "./args.js";
import { jsonCount } from "./count-records.js";
import type { ProgressBar } from "./progress.js";
import { print } from "./output.js";

/** --cross's items: U (unit U whole) or U:S (sample S of unit U), comma-separated. */
export function parseCrossItems(text: string, n: number): CrossItem[] {
  const tasks = unitSplit(n, "quarter").tasks;
  return text.split(",").map((part) => {
    const match = /^([^:]*)(?::(.*))?$/.exec(part)!;
    if (match[1] === "") throw new UsageError(`--cross takes units U or samples U:S, comma-separated, got '${clipped(text)}'`);
    const unit = wholeNumber(match[1], `--cross's unit (the quarter join of n=${n} has units 0..${tasks - 1} with sets of rows)`, 0, tasks - 1);
    return match[2] === undefined ? { unit } : { unit, sample: wholeNumber(match[2], "--cross's sample", 0, Number.MAX_SAFE_INTEGER) };
  });
}

const seconds = (ms: number): string => `${(ms / 1000).toFixed(2)} s`;

/** n=12 unit 3 sample 1 (8 sets of rows): join 1208 in 0.01 s, backtracking 1208 in 0.02 s: confirmed */
function crossLine(n: number, r: CrossResult): string {
  const what = `n=${n} unit ${r.unit}${r.sample === undefined ? "" : ` sample ${r.sample}`} (${r.keys} sets of rows)`;
  return `${what}: join ${r.join.solutions} in ${seconds(r.join.ms)}, backtracking ${r.cross.solutions} in ${seconds(r.cross.ms)}: ${r.confirmed ? "confirmed" : "CONFLICT"}`;
}

function crossJson(n: number, r: CrossResult): string {
  const side = (c: CrossResult["join"]) => ({ solutions: jsonCount(c.solutions), nodes: jsonCount(c.nodes), ms: Math.round(c.ms * 1000) / 1000 });
  return JSON.stringify({ n, unit: r.unit, sample: r.sample ?? null, keys: r.keys, join: side(r.join), backtrack: side(r.cross), confirmed: r.confirmed });
}

/** Where stderr is a log: one JSON line within the first second and every `everyMs` after. */
const FIRST_LOG_MS = 500;

export async function runCross(n: number, items: CrossItem[], options: {
  engine: Engine; json: boolean; signal: AbortSignal; bar: ProgressBar; logEveryMs?: number;
}): Promise<number> {
  const started = performance.now();
  let nextLog = FIRST_LOG_MS;
  const onProgress = ({ item, items: total, phase, done }: CrossProgress): void => {
    if (options.signal.aborted) return;
    const label = `${item + 1} of ${total}: ${phase === "join" ? "the join" : "backtracking"}`;
    options.bar.update((item + done) / total, label);
    const elapsedMs = performance.now() - started;
    if (options.logEveryMs === undefined || elapsedMs < nextLog) return;
    nextLog = elapsedMs + options.logEveryMs;
    process.stderr.write(JSON.stringify({ cross: { n, item, items: total, phase, done: Number(done.toFixed(4)), elapsedSeconds: Number((elapsedMs / 1000).toFixed(1)) } }) + "\n");
  };
  const results = await crossCheck(n, items, { engine: options.engine, signal: options.signal, onProgress }).finally(() => options.bar.done());
  await print(results.map((r) => (options.json ? crossJson(n, r) : crossLine(n, r)) + "\n").join(""));
  const conflicts = results.filter((r) => !r.confirmed);
  if (conflicts.length > 0) {
    const named = conflicts.map((r) => (r.sample === undefined ? `${r.unit}` : `${r.unit}:${r.sample}`)).join(",");
    throw new NoAnswerError(`n=${n}: the quarter join and backtracking count differently: ${named}`);
  }
  return 0;
}

/** --cross's items with --engine gpu: units U of n's backtracking split, comma-separated. */
export function parseGpuCrossItems(text: string, n: number): number[] {
  const { units } = unitSplit(n, "backtrack");
  return text.split(",").map((part) => wholeNumber(part, `--cross's unit (the backtracking split of n=${n} has units 0..${units - 1})`, 0, units - 1));
}

/** Each unit counted on the GPU, then on the Wasm engine (a shard of as many shards as units is
 *  one unit): a line each with both counts, exit 1 where they differ in any count or the nodes. */
export async function runGpuCross(n: number, units: number[], options: { json: boolean; signal: AbortSignal }): Promise<number> {
  const of = unitSplit(n, "backtrack").units;
  const lines: string[] = [];
  const conflicts: number[] = [];
  for (const unit of units) {
    const on = async (engine: "gpu" | "wasm"): Promise<CountResult> => count(n, { engine, algo: "backtrack", threads: 1, shard: { index: unit, of }, signal: options.signal });
    const gpu = await on("gpu");
    const wasm = await on("wasm");
    const confirmed = sameCounts(gpu, wasm);
    if (!confirmed) conflicts.push(unit);
    const side = (r: CountResult) => ({ solutions: jsonCount(r.solutions), rot180: jsonCount(r.rot180), rot90: jsonCount(r.rot90), nodes: jsonCount(r.nodes), ms: Math.round(r.ms * 1000) / 1000 });
    const text = (r: CountResult) => `${r.solutions} (${r.rot180} by 180°, ${r.rot90} by 90°, ${r.nodes} nodes) in ${seconds(r.ms)}`;
    lines.push(options.json
      ? JSON.stringify({ n, unit, adapter: gpu.adapter, gpu: side(gpu), wasm: side(wasm), confirmed })
      : `n=${n} unit ${unit}: gpu ${text(gpu)}, wasm ${text(wasm)}: ${confirmed ? "confirmed" : "CONFLICT"}`);
  }
  await print(lines.map((line) => line + "\n").join(""));
  if (conflicts.length > 0) throw new NoAnswerError(`n=${n}: the GPU and the Wasm engine count differently: ${conflicts.join(",")}`);
  return 0;
}
