// docs/api.md lists every option of every function: the names each function takes come from the
// function itself (an unknown name is refused with the list of the names it knows, the list the
// compiler holds to the options' interface), and each must be named, in backticks, in the
// function's section of docs/api.md.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { count, countPlacements, crossCheck, locate, place, placements, readRows, solutions, solve, verify, watch } from "../src/index.js";
import { ROOT } from "./pack.js";

const api = readFileSync(`${ROOT}docs/api.md`, "utf8");

/** The text of docs/api.md under a heading, down to the next heading of its level or above. */
function section(heading: string): string {
  const start = api.indexOf(`\n${heading}\n`);
  if (start < 0) throw new Error(`docs/api.md has no heading "${heading}"`);
  const level = heading.indexOf(" ");
  const rest = api.slice(start + heading.length + 2);
  const end = rest.search(new RegExp(`\\n#{1,${level}} `));
  return end < 0 ? rest : rest.slice(0, end);
}

const UNKNOWN = { zzzzzzzz: 1 } as never;

/** The option names a call knows, from its refusal of an unknown one: "... (its options: a, b)". */
async function knownOptions(call: () => unknown): Promise<string[]> {
  let message = "";
  try {
    const result = call();
    if (result && typeof (result as AsyncGenerator).next === "function") await (result as AsyncGenerator).next();
    else await result;
  } catch (error) {
    message = (error as Error).message;
  }
  const listed = /its options: ([^)]*)\)/.exec(message);
  if (!listed) throw new Error(`no list of options in "${message}"`);
  return listed[1].split(", ");
}

const calls: [string, () => unknown, string[]][] = [
  ["solve", () => solve(8, UNKNOWN), ["## solve", "## The lab and watch"]],
  ["count", () => count(8, UNKNOWN), ["## count, solutions, largestN"]],
  ["solutions", () => solutions(8, UNKNOWN), ["## count, solutions, largestN"]],
  ["crossCheck", () => crossCheck(8, [], UNKNOWN), ["## crossCheck and countWorkers"]],
  ["place", () => place(8, UNKNOWN), ["## place, countPlacements, placements"]],
  ["countPlacements", () => countPlacements(8, UNKNOWN), ["## place, countPlacements, placements"]],
  ["placements", () => placements(8, UNKNOWN), ["## place, countPlacements, placements"]],
  ["watch", () => watch(8, UNKNOWN), ["## The lab and watch", "## solve"]],
  ["readRows", () => readRows(UNKNOWN), ["## readRows"]],
  ["verify", () => verify([0], UNKNOWN), ["### verify"]],
  ["locate", () => locate(UNKNOWN), ["## In web apps and bundles"]],
];

describe("docs/api.md names every option of every function", () => {
  it.each(calls)("%s", async (_, call, headings) => {
    const names = await knownOptions(call);
    expect(names.length).toBeGreaterThan(0);
    const text = headings.map(section).join("\n");
    const missing = names.filter((name) => !text.includes(`\`${name}\``) && !new RegExp(`[{,] ?${name}[,} ]`).test(text));
    expect(missing, `options of ${_} that its section of docs/api.md does not name`).toEqual([]);
  });
});
