// Writes the generated parts of the docs: every block marked <!-- usage: count all --> ...
// <!-- usage:end --> in docs/*.md becomes those commands' --help text, word for word
// (`nqueens` alone is the top-level help; test/docs-usage.test.ts checks them all), and the
// README's results block becomes a summary of bench/results/results.md (from `npm run bench`):
// the machine, the warm medians at a few sizes and the published times.
import { execFileSync } from "node:child_process";
import { readFileSync, readdirSync, writeFileSync } from "node:fs";

const root = new URL("../", import.meta.url);
const bin = new URL("bin/nqueens.js", root).pathname;

/** `nqueens <command> --help` as a fenced block; "nqueens" is the top-level help. */
const help = (command) => {
  const args = command === "nqueens" ? ["--help"] : [command, "--help"];
  return "```\n" + execFileSync(process.execPath, [bin, ...args], { encoding: "utf8" }).trimEnd() + "\n```";
};
const usage = (text) => text.replace(/<!-- usage: ([a-z ]+) -->\n[\s\S]*?<!-- usage:end -->/g, (_, commands) =>
  `<!-- usage: ${commands} -->\n${commands.split(" ").map(help).join("\n\n")}\n<!-- usage:end -->`);

/** The sizes the README's summary keeps of the warm-median table. */
function summary(markdown) {
  const keep = new Set(["8", "16", "17", "32", "1000", "1e5", "1e6", "1e7"]);
  const lines = markdown.trim().split("\n");
  const machine = lines.find((line) => line.startsWith("Machine:"));
  const table = lines.slice(lines.findIndex((line) => line.startsWith("Warm median")) + 2);
  const medians = table.slice(0, table.findIndex((line) => !line.startsWith("|")));
  const rows = medians.filter((line, i) => i < 2 || keep.has(line.split("|")[1].trim()));
  // the published times are coursework programs': context, not the peers the README leads with
  const published = lines.slice(lines.findIndex((line) => line.startsWith("Next to the times")));
  published[0] = "For context, next to the times coursework programs published (the strongest peers are above):";
  return [machine, "", "Warm median, ms, at a few sizes:", "", ...rows, "", ...published, "",
    "Every size, cold and warm times, memory and the ratios: [bench/results/results.md](bench/results/results.md)."].join("\n");
}

for (const name of readdirSync(new URL("docs/", root)).filter((file) => file.endsWith(".md"))) {
  const path = new URL(`docs/${name}`, root);
  const text = readFileSync(path, "utf8");
  const updated = usage(text);
  if (updated !== text) writeFileSync(path, updated);
}
const readmePath = new URL("README.md", root);
const readme = readFileSync(readmePath, "utf8");
const results = /<!-- results:start -->[\s\S]*<!-- results:end -->/;
if (!results.test(readme)) throw new Error("README.md has no results markers");
const resultsMd = readFileSync(new URL("bench/results/results.md", root), "utf8");
writeFileSync(readmePath, readme.replace(results, () => `<!-- results:start -->\n${summary(resultsMd)}\n<!-- results:end -->`));
