// The usage in the docs is the commands' --help, word for word: every block marked
// <!-- usage: count all --> in docs/*.md (written by `npm run docs`) holds those commands' help,
// and docs/cli.md holds every command's.
import { readFileSync, readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { nqueens } from "./helpers.js";

const docs = new URL("../docs/", import.meta.url);
const marked = readdirSync(docs).filter((name) => name.endsWith(".md")).flatMap((file) =>
  [...readFileSync(new URL(file, docs), "utf8").matchAll(/<!-- usage: ([a-z ]+) -->\n([\s\S]*?)<!-- usage:end -->/g)]
    .map(([, commands, block]) => ({ file, commands: commands.split(" "), block })));

const helps = new Map<string, string>();
/** `nqueens <command> --help` as the docs fence it; "nqueens" is the top-level help. */
function help(command: string): string {
  if (!helps.has(command)) {
    const { stdout, status } = nqueens(command === "nqueens" ? ["--help"] : [command, "--help"]);
    expect(status).toBe(0);
    helps.set(command, "```\n" + stdout.trimEnd() + "\n```");
  }
  return helps.get(command)!;
}

const commands = ["nqueens", "solve", "batch", "verify", "count", "all", "merge", "place", "bench", "serve"];

describe("the docs' usage blocks", () => {
  it("docs/cli.md has every command's block, and count.md, place.md, web.md, bench.md theirs", () => {
    const where = (file: string) => marked.filter((m) => m.file === file).flatMap((m) => m.commands);
    expect(where("cli.md")).toEqual(commands);
    expect(where("count.md")).toEqual(["count", "all", "merge"]);
    expect(where("place.md")).toEqual(["place"]);
    expect(where("web.md")).toEqual(["serve"]);
    expect(where("bench.md")).toEqual(["bench"]);
  });

  it.each(marked.map((m) => [`${m.file}: ${m.commands.join(" ")}`, m] as const))("%s is the --help text (npm run docs rewrites it)", (_, { commands, block }) => {
    expect(block).toBe(commands.map(help).join("\n\n") + "\n");
  });

  it("every --help ends with two or three examples", () => {
    for (const command of commands) {
      const examples = /\nExamples:\n((?: {2}nqueens .*\n| {2}\S.*\| nqueens .*\n)+)```$/.exec(help(command))?.[1] ?? "";
      const lines = examples === "" ? 0 : examples.trimEnd().split("\n").length;
      expect(lines, `nqueens ${command} --help`).toBeGreaterThanOrEqual(2);
      expect(lines, `nqueens ${command} --help`).toBeLessThanOrEqual(3);
    }
  });
});
