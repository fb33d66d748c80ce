// What the nqueens command says about itself: its version, a command's help by `help <command>`,
// and exactly one line on stderr for every non-zero exit, also with no command and for an invalid
// placement given to verify.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { nqueens } from "./helpers.js";

const { version } = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8")) as { version: string };

describe("nqueens about itself", () => {
  it("--version prints the package's version", () => {
    expect(nqueens(["--version"])).toEqual({ status: 0, stdout: `${version}\n`, stderr: "" });
  });

  it("help <command> prints that command's --help, and refuses an unknown command", () => {
    for (const name of ["solve", "count", "verify", "place"]) {
      const own = nqueens([name, "--help"]);
      expect(own.stdout).toMatch(new RegExp(`^Usage: nqueens ${name} `));
      expect(nqueens(["help", name])).toEqual(own);
    }
    expect(nqueens(["help", "nope"])).toMatchObject({ status: 2, stderr: expect.stringMatching(/^nqueens: unknown command 'nope'.*\n$/) });
  });

  it("with no command: the commands on stdout, one line on stderr, exit 2", () => {
    const run = nqueens([]);
    expect(run.stdout).toBe(nqueens(["--help"]).stdout);
    expect(run).toMatchObject({ status: 2, stderr: "nqueens: a command is needed (nqueens --help lists them)\n" });
  });

  it("verify of an invalid placement: the verdict on stdout, one line on stderr, exit 1", () => {
    expect(nqueens(["verify"], "[0,0,3]")).toEqual({
      status: 1,
      stdout: "invalid n=3: columns 0 and 1 share row 0\n",
      stderr: "nqueens: invalid placement: columns 0 and 1 share row 0\n",
    });
  });
});
