// The package as `npm pack` writes it, for the tests that install or unpack what users get.
import { execFileSync } from "node:child_process";
import { join } from "node:path";

export const ROOT = new URL("../", import.meta.url).pathname;

/** Packs the repository into `dir` (the bundles as npm test built them; no scripts run) and
 *  returns the tarball's path. */
export function packPackage(dir: string): string {
  const name = execFileSync("npm", ["pack", "--ignore-scripts", "--silent", "--pack-destination", dir], { cwd: ROOT, encoding: "utf8" }).trim();
  return join(dir, name);
}
