// The public API is documented where a user meets it: every export of src/index.ts carries a doc
// comment with an @example (it goes into the shipped .d.ts, so editors show it on hover), and
// docs/api.md names every export, each function in a code example.
import { readFileSync } from "node:fs";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { ROOT } from "./pack.js";

const entry = `${ROOT}src/index.ts`;
const program = ts.createProgram([entry], { module: ts.ModuleKind.NodeNext, moduleResolution: ts.ModuleResolutionKind.NodeNext, target: ts.ScriptTarget.ES2022, strict: true });
const checker = program.getTypeChecker();
const exported = checker.getExportsOfModule(checker.getSymbolAtLocation(program.getSourceFile(entry)!)!).map((symbol) => {
  const declared = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
  return {
    name: symbol.name,
    doc: ts.displayPartsToString(declared.getDocumentationComment(checker)),
    example: declared.getJsDocTags(checker).find((tag) => tag.name === "example")?.text?.map((part) => part.text).join("") ?? "",
    callable: (declared.flags & ts.SymbolFlags.Function) !== 0,
  };
});

const api = readFileSync(`${ROOT}docs/api.md`, "utf8");
const examples = [...api.matchAll(/```ts\n([\s\S]*?)```/g)].map(([, code]) => code).join("\n");

describe("the public API's documentation", () => {
  it("finds the exports (solve, count, place, verify among them)", () => {
    expect(exported.map((e) => e.name)).toEqual(expect.arrayContaining(["solve", "count", "place", "verify"]));
  });

  it.each(exported.map((e) => [e.name, e] as const))("%s has a doc comment with an @example", (_, { doc, example }) => {
    expect(doc.trim().length).toBeGreaterThan(10);
    expect(example.trim().length).toBeGreaterThan(10);
  });

  it.each(exported.map((e) => [e.name, e] as const))("docs/api.md shows %s", (name, { callable }) => {
    expect(api).toMatch(new RegExp(`\\b${name}\\b`));
    if (callable) expect(examples).toMatch(new RegExp(`\\b${name}\\(`));
  });
});
