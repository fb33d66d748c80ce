// The import graph of the repository and the layer rules over it, checked by test/layers.test.ts.
// Rules name folders, not files, so they keep holding as files are added.
import { readdirSync, readFileSync, existsSync } from "node:fs";
import { builtinModules } from "node:module";
import { join, dirname, normalize, sep } from "node:path";
import ts from "typescript";
import { BROWSER_PLATFORM } from "../scripts/browser-platform.js";

/** One import: `from` and `to` are paths from the repository root ("src/api/solve.ts"), or `to`
 *  is "node:fs" for a Node built-in and the bare name for a package. */
export interface Edge {
  from: string;
  to: string;
  /** Set on an import of types alone (`import type`), which the build erases. */
  typeOnly?: true;
}

export interface Rule {
  name: string;
  /** Files the rule applies to. */
  from: RegExp;
  /** What those files must not import. */
  to: RegExp;
  /** Files among `from` the rule lets through. */
  unless?: RegExp;
  /** An import that breaks the rule, so a test can show that the rule can fail. */
  example: Edge;
}

/** Node-only code: the CLI, and files named for Node (-node.ts, node-*.ts). */
const NODE_ONLY = /^src\/(cli\/|(.*\/)?[^/]*-node\.ts$|(.*\/)?node-[^/]*\.ts$)/;
const NODE = /^node:/;

export const RULES: Rule[] = [
  {
    name: "the core in assembly/ imports only the core",
    from: /^assembly\//,
    to: /^(?!assembly\/)/,
    example: { from: "assembly/solve.ts", to: "src/api/solve.ts" },
  },
  {
    name: "the twins in src/reference/ never touch Wasm",
    from: /^src\/reference\//,
    to: /^(src\/wasm\/|assembly\/)/,
    example: { from: "src/reference/count.ts", to: "src/wasm/counter.ts" },
  },
  {
    name: "the verifiers share no code with the solvers",
    from: /^src\/verify\//,
    to: /^(src\/(api|engine|wasm|reference|pool|format|cli)\/|assembly\/)/,
    example: { from: "src/verify/queens.ts", to: "src/reference/diagonals.ts" },
  },
  {
    name: "the interfaces in src/engine/ depend on no implementation",
    from: /^src\/engine\//,
    to: /^(src\/(?!engine\/)|assembly\/)/,
    example: { from: "src/engine/count-engine.ts", to: "src/wasm/counter.ts" },
  },
  {
    name: "the Wasm adapters in src/wasm/ know neither the drivers nor the twins",
    from: /^src\/wasm\//,
    to: /^src\/(api|reference|pool|cli|verify|format)\//,
    example: { from: "src/wasm/solver.ts", to: "src/api/solve.ts" },
  },
  {
    name: "the GPU counter in src/gpu/ knows neither the drivers, the Wasm core nor the twins",
    from: /^src\/gpu\//,
    to: /^(src\/(api|cli|wasm|reference|pool|verify|format)\/|assembly\/)/,
    example: { from: "src/gpu/gpu-units.ts", to: "src/wasm/counter.ts" },
  },
  {
    name: "only src/gpu/gpu-node.ts loads Dawn's optional webgpu package",
    from: /^(?!src\/gpu\/gpu-node\.ts$)/,
    to: /^webgpu$/,
    example: { from: "src/api/count.ts", to: "webgpu" },
  },
  {
    name: "the errors in src/errors/ sit below every layer",
    from: /^src\/errors\//,
    to: /^src\/(?!errors\/)/,
    example: { from: "src/errors/errors.ts", to: "src/api/errors.ts" },
  },
  {
    name: "the layers below the API never import it",
    from: /^src\/(wasm|engine|reference|verify|format|errors|pool|gpu)\//,
    to: /^src\/(api|cli)\//,
    example: { from: "src/pool/count-pool.ts", to: "src/api/solve.ts" },
  },
  {
    name: "the CLI and the benchmarks use the Node entry, the drivers' checks and types, the engine names and the count's split (src/engine/engine.ts, count-*.ts) and the shared modules; never the core's adapters, the workers or the twins",
    from: /^(src\/cli\/|bench\/)/,
    to: /^src\/(?!index\.ts$|cli\/|api\/(?!bound|create-api|platform-)|engine\/(engine|count-units|count-tasks|count-engine)\.ts$|errors\/|format\/|verify\/|data\/|bench\/|package-root\.ts$)/,
    example: { from: "src/cli/commands/count.ts", to: "src/wasm/counter.ts" },
  },
  {
    name: "the page imports from src/ the browser entry, the shared modules (src/bench/, src/format/, src/data/, src/errors/), the drivers' defaults, Watch's twin and its states, and the workers' reply protocol",
    from: /^web\//,
    to: /^src\/(?!browser\.ts$|bench\/|format\/|data\/|errors\/|api\/defaults\.ts$|reference\/solve\.ts$|engine\/solve-engine\.ts$|pool\/worker-reply\.ts$)/,
    example: { from: "web/tabs/count.ts", to: "src/api/platform-browser.ts" },
  },
  {
    name: "src/bench/, shared by the CLI and the page, imports only itself, the errors, the data and the engine names",
    from: /^src\/bench\//,
    to: /^src\/(?!bench\/|errors\/|data\/|engine\/engine\.ts$)/,
    example: { from: "src/bench/variants.ts", to: "src/api/solve.ts" },
  },
  {
    name: "nothing outside src/cli/ imports the CLI",
    from: /^(src\/(?!cli\/)|web\/|bench\/)/,
    to: /^src\/cli\//,
    example: { from: "src/api/count.ts", to: "src/cli/args.ts" },
  },
  {
    name: "only the CLI and files named for Node import node: modules",
    from: /^src\//,
    to: NODE,
    unless: NODE_ONLY,
    example: { from: "src/api/solve.ts", to: "node:fs" },
  },
  {
    name: "the page imports no node: module",
    from: /^web\//,
    to: NODE,
    example: { from: "web/main.ts", to: "node:fs" },
  },
  {
    name: "the page imports no Node-only host file",
    from: /^web\//,
    to: NODE_ONLY,
    example: { from: "web/workers/count-worker.ts", to: "src/api/platform-node.ts" },
  },
];

/** The rules each edge breaks, as "rule: from -> to". */
export function violations(edges: Edge[], rules: Rule[] = RULES): string[] {
  const found: string[] = [];
  for (const rule of rules) {
    for (const edge of edges) {
      if (rule.from.test(edge.from) && rule.to.test(edge.to) && !rule.unless?.test(edge.from)) found.push(`${rule.name}: ${edge.from} -> ${edge.to}`);
    }
  }
  return found;
}

/** The graph as the browser bundles are built: src/api/platform.ts (Node's platform) replaced by
 *  src/api/platform-browser.ts, as scripts/browser-platform.js does. */
export const asBundledForBrowsers = (edges: Edge[]): Edge[] =>
  edges.map((edge) => (edge.to === BROWSER_PLATFORM.file ? { ...edge, to: BROWSER_PLATFORM.browser } : edge));

/** Every cycle of imports that run (type-only imports are erased and cannot cycle at run time),
 *  each as the files that reach one another ("a, b"), by Tarjan's strongly connected components. */
export function cycles(edges: Edge[]): string[] {
  const out = new Map<string, string[]>();
  for (const { from, to, typeOnly } of edges) if (!typeOnly) out.set(from, [...(out.get(from) ?? []), to]);
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const found: string[] = [];
  const visit = (file: string): void => {
    index.set(file, index.size);
    low.set(file, index.get(file)!);
    stack.push(file);
    for (const to of out.get(file) ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(file, Math.min(low.get(file)!, low.get(to)!));
      } else if (stack.includes(to)) low.set(file, Math.min(low.get(file)!, index.get(to)!));
    }
    if (low.get(file) !== index.get(file)) return;
    const component: string[] = [];
    for (let top = stack.pop()!; ; top = stack.pop()!) {
      component.unshift(top);
      if (top === file) break;
    }
    if (component.length > 1 || out.get(file)?.includes(file)) found.push(component.sort().join(", "));
  };
  for (const file of out.keys()) if (!index.has(file)) visit(file);
  return found;
}

/** Files reachable from `entry` that import a node: module (the browser bundles must reach none). */
export function nodeReachable(edges: Edge[], entry: string): string[] {
  const out = new Map<string, string[]>();
  for (const { from, to } of edges) out.set(from, [...(out.get(from) ?? []), to]);
  const seen = new Set([entry]);
  const bad: string[] = [];
  for (const file of seen) {
    for (const to of out.get(file) ?? []) {
      if (NODE.test(to)) bad.push(`${file} -> ${to}`);
      else if (!seen.has(to) && out.has(to)) seen.add(to);
    }
  }
  return bad;
}

function* tsFiles(root: string, dir: string): Generator<string> {
  for (const entry of readdirSync(join(root, dir), { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* tsFiles(root, path);
    else if (entry.name.endsWith(".ts")) yield path.split(sep).join("/");
  }
}

const BUILTINS = new Set(builtinModules);

/** The modules a file imports or re-exports types from and nothing else. */
function typeOnlyImports(text: string): Set<string> {
  const values = new Set<string>();
  const types = new Set<string>();
  for (const statement of ts.createSourceFile("file.ts", text, ts.ScriptTarget.Latest).statements) {
    if (!(ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) || !statement.moduleSpecifier || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    const named = ts.isImportDeclaration(statement) ? statement.importClause?.namedBindings : statement.exportClause;
    const clause = ts.isImportDeclaration(statement) ? statement.importClause : statement;
    const onlyTypes = clause !== undefined && (clause.isTypeOnly
      || (!(ts.isImportDeclaration(statement) && statement.importClause?.name) && named !== undefined && (ts.isNamedImports(named) || ts.isNamedExports(named)) && named.elements.length > 0 && named.elements.every((element) => element.isTypeOnly)));
    (onlyTypes ? types : values).add(statement.moduleSpecifier.text);
  }
  for (const value of values) types.delete(value);
  return types;
}

/** Every import of every .ts file under `folders`, resolved from the repository root. */
export function importGraph(root: string, folders: string[]): Edge[] {
  const edges: Edge[] = [];
  for (const folder of folders) {
    for (const from of tsFiles(root, folder)) {
      const text = readFileSync(join(root, from), "utf8");
      const types = typeOnlyImports(text);
      for (const { fileName } of ts.preProcessFile(text, true, true).importedFiles) {
        let to = fileName;
        if (fileName.startsWith(".")) {
          to = normalize(join(dirname(from), fileName)).split(sep).join("/").replace(/\.js$/, "");
          if (!to.endsWith(".ts")) to += ".ts"; // AssemblyScript imports name no extension
          if (!existsSync(join(root, to))) throw new Error(`${from} imports ${fileName}, which does not resolve to a file`);
        } else if (BUILTINS.has(fileName)) {
          to = `node:${fileName}`;
        }
        edges.push(types.has(fileName) ? { from, to, typeOnly: true } : { from, to });
      }
    }
  }
  return edges;
}
