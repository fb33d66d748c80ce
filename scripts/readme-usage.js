// Writes every command's --help text into README.md between the usage markers, so the
// README's usage section is the help text word for word (test/readme-usage.test.ts checks it).
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
const readme = readFileSync("README.md", "utf8");
const marked = /<!-- usage:start -->[\s\S]*<!-- usage:end -->/;
if (!marked.test(readme)) throw new Error("README.md has no usage markers");
writeFileSync("README.md", readme.replace(marked, `<!-- usage:start -->\n${section}\n<!-- usage:end -->`));
