// docs/distributed.md read as the tests run it: its fenced blocks, their commands, a smaller count
// than the page's, and the records a checkpoint holds.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { ROOT } from "./pack.js";

const doc = readFileSync(join(ROOT, "docs/distributed.md"), "utf8");

/** The first fenced block of `lang` whose text contains `marker`. */
export function block(lang: string, marker: string): string {
  for (const [, body] of doc.matchAll(new RegExp("```" + lang + "\\n([\\s\\S]*?)```", "g"))) if (body.includes(marker)) return body;
  throw new Error(`docs/distributed.md has no ${lang} block with '${marker}'`);
}

/** The `$ ` commands of a console block, continuation lines joined. */
export const commands = (body: string): string[] =>
  body.replace(/\\\n\s*/g, "").split("\n").filter((line) => line.startsWith("$ ")).map((line) => line.slice(2));

/** A smaller count than the page's: its n and K replaced (in the pods' line and the Slurm script), nothing else. */
export const smaller = (text: string, docN: string, docK: string, n: number, k: number): string =>
  text.replace(`count ${docN} `, `count ${n} `).replace(`/${docK}"`, `/${k}"`);

/** Records in a checkpoint file (none while it does not exist). */
export const records = (file: string): string[] => (existsSync(file) ? readFileSync(file, "utf8").split("\n").filter((line) => line.endsWith("}")) : []);
