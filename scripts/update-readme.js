// Writes every command's --help text into README.md between the usage markers, so the
// README's usage section is the help text word for word (test/readme-usage.test.ts checks it),
// and the tables of bench/results/results.md (from `npm run bench`) between the results markers.
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
const results = readFileSync("bench/results/results.md", "utf8").trim();

const splice = (text, name, content) => {
  const marked = new RegExp(`<!-- ${name}:start -->[\\s\\S]*<!-- ${name}:end -->`);
  if (!marked.test(text)) throw new Error(`README.md has no ${name} markers`);
  return text.replace(marked, () => `<!-- ${name}:start -->\n${content}\n<!-- ${name}:end -->`);
};
let readme = readFileSync("README.md", "utf8");
readme = splice(readme, "usage", section);
readme = splice(readme, "results", results);
writeFileSync("README.md", readme);
