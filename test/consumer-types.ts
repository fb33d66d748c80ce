// TypeScript run in the test's own process, for the tests that type-check an app against the
// installed package's declarations. One compiler host serves every program of a test file, so
// TypeScript's lib and @types/node are read, parsed and bound once, not once a program (or once a
// spawned tsc). Errors are asked of the app's files and the package's declarations, every one of
// them checked (skipLibCheck off), and not of lib and @types/node's own declarations: with the
// package declaring no globals (asserted here), their errors cannot change with the package, and
// checking them took most of each program's time.
import ts from "typescript";
import { expect } from "vitest";

const host = ts.createCompilerHost({});
const parsed = new Map<string, ts.SourceFile | undefined>();
const getSourceFile = host.getSourceFile.bind(host);
host.getSourceFile = (file, language, ...rest) => {
  const key = `${file}\0${JSON.stringify(language)}`;
  if (!parsed.has(key)) parsed.set(key, getSourceFile(file, language, ...rest));
  return parsed.get(key);
};

/** Options as a tsconfig.json's compilerOptions would give them, `app` the folder they are read in. */
export function compilerOptions(json: Record<string, unknown>, app: string): ts.CompilerOptions {
  const { options, errors } = ts.convertCompilerOptionsFromJson({ ...json, skipLibCheck: false }, app);
  expect(errors).toEqual([]);
  return options;
}

/** A program of `files` on the shared host; `trace` hears module resolution's trace when the
 *  options ask for it. */
export function program(files: string[], options: ts.CompilerOptions, trace?: (line: string) => void): ts.Program {
  return ts.createProgram(files, options, trace ? { ...host, trace } : host);
}

/** The errors of the program's files under `app` (the app's own and its node_modules/nqueens'),
 *  as "file(line): message", the file relative to `app`, every declaration of the package checked. */
export function typeErrors(checked: ts.Program, app: string): string[] {
  const files = checked.getSourceFiles().filter((file) => file.fileName.startsWith(`${app}/`));
  // a package that declared globals or augmented another module could make lib's or
  // @types/node's declarations fail: then those would have to be checked too
  const augmenting = files.filter((file) => file.isDeclarationFile && /\bdeclare\s+(?:global\b|module\s+["'])/.test(file.text));
  expect(augmenting.map((file) => file.fileName)).toEqual([]);
  const diagnostics = [
    ...checked.getOptionsDiagnostics(),
    ...files.flatMap((file) => [...checked.getSyntacticDiagnostics(file), ...checked.getSemanticDiagnostics(file)]),
    ...checked.getGlobalDiagnostics(),
  ];
  return diagnostics.map((d) => {
    const where = d.file ? `${d.file.fileName.slice(app.length + 1)}(${d.file.getLineAndCharacterOfPosition(d.start ?? 0).line + 1})` : "";
    return `${where}: ${ts.flattenDiagnosticMessageText(d.messageText, " ")}`;
  });
}
