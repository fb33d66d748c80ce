// The README's usage section is the --help text of every command, word for word.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { nqueens } from "./helpers.js";

const readme = readFileSync(new URL("../README.md", import.meta.url), "utf8");

describe("README", () => {
  it.each([[], ...["solve", "count", "all", "merge", "batch", "verify", "place", "bench", "serve"].map((c) => [c])])("contains the help of nqueens %s", (...command) => {
    const { stdout } = nqueens([...command, "--help"]);
    expect(readme).toContain("```\n" + stdout.trimEnd() + "\n```");
  });
});
