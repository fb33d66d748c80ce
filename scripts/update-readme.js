// Writes every command's --help text into README.md between the usage markers, so the
// README's usage section is the help text word for word (test/readme-usage.test.ts checks it),
// and a summary of bench/results/results.md (from `npm run bench`) between the results markers:
// the machine, the warm medians at a few sizes and the published times; the full tables stay there.
import { execFileSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";

const commands = [[], ...["solve", "count", "all", "merge", "batch", "verify", "place", "bench", "serve"].map((c) => [c])];
const bin = new URL("../bin/nqueens.js", import.meta.url).pathname;
const help = (args) => {
  try {
    return execFileSync(process.execPath, [bin, ...args, "--help"], { encoding: "utf8" }).trimEnd();
  } catch {
    return undefined; // a command this version does not have
  }
};
const blocks = commands.map(help).filter((text) => text !== undefined && text.startsWith("Usage:"));
const section = blocks.map((text) => "```\n" + text + "\n```").join("\n\n");
const results = summary(readFileSync("bench/results/results.md", "utf8"));

/** The sizes the README's summary keeps of the warm-median table. */
function summary(markdown) {
  const keep = new Set(["8", "16", "17", "32", "1000", "1e5", "1e6", "1e7"]);
  const lines = markdown.trim().split("\n");
  const machine = lines.find((line) => line.startsWith("Machine:"));
  const table = lines.slice(lines.findIndex((line) => line.startsWith("Warm median")) + 2);
  const medians = table.slice(0, table.findIndex((line) => !line.startsWith("|")));
  const rows = medians.filter((line, i) => i < 2 || keep.has(line.split("|")[1].trim()));
  const published = lines.slice(lines.findIndex((line) => line.startsWith("Next to the times")));
  return [machine, "", "Warm median, ms, at a few sizes:", "", ...rows, "", ...published, "",
    "Every size, cold and warm times, memory and the ratios: [bench/results/results.md](bench/results/results.md)."].join("\n");
}

const splice = (text, name, content) => {
  const marked = new RegExp(`<!-- ${name}:start -->[\\s\\S]*<!-- ${name}:end -->`);
  if (!marked.test(text)) throw new Error(`README.md has no ${name} markers`);
  return text.replace(marked, () => `<!-- ${name}:start -->\n${content}\n<!-- ${name}:end -->`);
};
let readme = readFileSync("README.md", "utf8");
readme = splice(readme, "usage", section);
readme = splice(readme, "results", results);
writeFileSync("README.md", readme);
