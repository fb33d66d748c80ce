// The package as `npm pack` writes it, for the tests that install or unpack what users get.
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, renameSync, rmSync, statSync } from "node:fs";
import { join } from "node:path";

export const ROOT = new URL("../", import.meta.url).pathname;

const CACHE = join(ROOT, "node_modules", ".cache", "nqueens-pack");

/** A hash of every file npm may pack: each "files" entry whole (what its "!" patterns leave out
 *  too) and every top-level file (package.json, README, LICENSE...). More than npm packs, never
 *  less, so a tarball of the same key is what npm pack would write now. */
function packedFilesKey(): string {
  const { files } = JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")) as { files: string[] };
  const entries = readdirSync(ROOT).filter((name) => statSync(join(ROOT, name)).isFile());
  for (const entry of files.filter((name) => !name.startsWith("!"))) {
    if (statSync(join(ROOT, entry)).isFile()) entries.push(entry);
    else entries.push(...(readdirSync(join(ROOT, entry), { recursive: true }) as string[]).map((name) => join(entry, name)).filter((name) => statSync(join(ROOT, name)).isFile()));
  }
  const hash = createHash("sha256");
  for (const entry of entries.sort()) hash.update(`${entry}\0`).update(readFileSync(join(ROOT, entry)));
  return hash.digest("hex").slice(0, 16);
}

/** The repository packed (the bundles as npm test built them; no scripts run), and the tarball's
 *  path. Packed once per content and kept in node_modules/.cache, as the tests that install or
 *  unpack it would each pack the same files; two workers asking at once each pack into a folder
 *  of their own and rename it into place, so none reads a half-written tarball. */
export function packPackage(): string {
  const key = packedFilesKey();
  const ready = join(CACHE, key);
  const tarball = (dir: string): string => join(dir, readdirSync(dir).find((name) => name.endsWith(".tgz"))!);
  if (!existsSync(ready)) {
    mkdirSync(CACHE, { recursive: true });
    const mine = mkdtempSync(join(CACHE, `${key}.tmp-`));
    execFileSync("npm", ["pack", "--ignore-scripts", "--silent", "--pack-destination", mine], { cwd: ROOT, encoding: "utf8" });
    try {
      renameSync(mine, ready);
    } catch {
      rmSync(mine, { recursive: true, force: true }); // another worker's is in place
    }
    // earlier builds' tarballs
    for (const name of readdirSync(CACHE)) if (!name.startsWith(key)) rmSync(join(CACHE, name), { recursive: true, force: true });
  }
  return tarball(ready);
}
