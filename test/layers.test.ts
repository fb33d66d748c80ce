// The layers stay visible: the rules of test/layers.ts hold over the real import graph, and each
// rule reports the import it forbids.
import { describe, expect, it } from "vitest";
import { fileURLToPath } from "node:url";
import { RULES, asBundledForBrowsers, cycles, importGraph, nodeReachable, violations } from "./layers.js";

const ROOT = fileURLToPath(new URL("../", import.meta.url));
const graph = importGraph(ROOT, ["assembly", "src", "web", "bench"]);

describe("layer rules", () => {
  it("reads the imports (a graph without these edges would pass every rule)", () => {
    expect(graph).toContainEqual({ from: "src/index.ts", to: "src/api/bound.ts" });
    expect(graph).toContainEqual({ from: "src/wasm/load-node.ts", to: "node:fs/promises" });
    expect(graph).toContainEqual({ from: "assembly/index.ts", to: "assembly/solve.ts" });
    expect(graph.some((edge) => edge.from.startsWith("web/") && edge.to === "src/browser.ts")).toBe(true);
    expect(graph).toContainEqual({ from: "src/api/lab.ts", to: "src/api/solve.ts", typeOnly: true });
    expect(graph).toContainEqual({ from: "bench/count.bench.ts", to: "src/index.ts" });
  });

  it("no import cycle", () => {
    expect(cycles(graph)).toEqual([]);
  });

  it("can fail: a cycle of three files, and none through an import of types", () => {
    const edges = [{ from: "src/a.ts", to: "src/b.ts" }, { from: "src/b.ts", to: "src/c.ts" }, { from: "src/c.ts", to: "src/a.ts" }];
    expect(cycles([...graph, ...edges])).toEqual(["src/a.ts, src/b.ts, src/c.ts"]);
    expect(cycles([...edges.slice(0, 2), { ...edges[2], typeOnly: true }])).toEqual([]);
  });

  it("no import breaks a rule", () => {
    expect(violations(graph)).toEqual([]);
  });

  it("nothing the browser entries reach imports a node: module, as the browser bundles are built", () => {
    const entries = ["src/browser.ts", ...new Set(graph.filter((edge) => edge.from.startsWith("web/")).map((edge) => edge.from))];
    expect(entries.flatMap((entry) => nodeReachable(asBundledForBrowsers(graph), entry))).toEqual([]);
    // as the sources run (Node's platform) they would: the substitution is what keeps node: out
    expect(nodeReachable(graph, "src/browser.ts")).not.toEqual([]);
  });

  it.each(RULES.map((rule) => [rule.name, rule] as const))("can fail: %s", (_, rule) => {
    expect(violations([...graph, rule.example], [rule])).toEqual([`${rule.name}: ${rule.example.from} -> ${rule.example.to}`]);
  });

  it("can fail: a browser entry that reaches node: through another file", () => {
    const edges = [{ from: "web/main.ts", to: "src/x.ts" }, { from: "src/x.ts", to: "node:fs" }];
    expect(nodeReachable(edges, "web/main.ts")).toEqual(["src/x.ts -> node:fs"]);
  });
});
