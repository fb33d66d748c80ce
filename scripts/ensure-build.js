// npm's `prepare` (run by `npm install` and `npm ci`) and npm test's build: runs `npm run build`
// unless dist/ and build/ hold exactly what it wrote from these very inputs. `npm ci` then
// `npm test` (CI, a fresh clone) built the same sources twice, 18 CPU s the second time; an
// edited source, a new dependency, a cleaned or touched output all build again. The record,
// build/inputs.json, holds a hash of the inputs taken before the build and of each output after.
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = fileURLToPath(new URL("../", import.meta.url));
/** What a build reads, and more: the source folders whole, every top-level file (package.json,
 *  the lock file, asconfig.json, the tsconfigs) and npm's record of what node_modules holds. */
const INPUT_FOLDERS = ["assembly", "src", "web", "bench", "scripts", "bin"];
const INSTALLED = "node_modules/.package-lock.json";
const OUTPUT_FOLDERS = ["dist", "build"];
const RECORD = "build/inputs.json";

/** Every file under `folder` (none if it does not exist), relative to the root. */
const filesUnder = (folder) => (existsSync(join(ROOT, folder)) ? readdirSync(join(ROOT, folder), { recursive: true }) : [])
  .map((name) => join(folder, name)).filter((file) => statSync(join(ROOT, file)).isFile());

/** A hash of the files' names and contents. */
function hashOf(files) {
  const hash = createHash("sha256");
  for (const file of [...files].sort()) hash.update(`${file}\0`).update(readFileSync(join(ROOT, file))).update("\0");
  return hash.digest("hex");
}

const inputsHash = () => hashOf([
  ...readdirSync(ROOT).filter((name) => statSync(join(ROOT, name)).isFile()),
  ...INPUT_FOLDERS.flatMap(filesUnder),
  ...(existsSync(join(ROOT, INSTALLED)) ? [INSTALLED] : []),
]);
const outputsHash = () => hashOf(OUTPUT_FOLDERS.flatMap(filesUnder).filter((file) => file !== RECORD));

const inputs = inputsHash();
const record = existsSync(join(ROOT, RECORD)) ? JSON.parse(readFileSync(join(ROOT, RECORD), "utf8")) : {};
if (record.inputs === inputs && record.outputs === outputsHash()) {
  console.log(`dist/ and build/ are as \`npm run build\` wrote them from these inputs (${RECORD}): not built again`);
} else {
  // npm_execpath is npm's own CLI when npm started us; otherwise npm from the PATH
  const npm = process.env.npm_execpath;
  const built = npm ? spawnSync(process.execPath, [npm, "run", "build"], { cwd: ROOT, stdio: "inherit" })
    : spawnSync("npm", ["run", "build"], { cwd: ROOT, stdio: "inherit", shell: process.platform === "win32" });
  if (built.status !== 0) process.exit(built.status ?? 1);
  // an input edited while it built: the outputs may be of either version, so no record
  if (inputsHash() === inputs) writeFileSync(join(ROOT, RECORD), `${JSON.stringify({ inputs, outputs: outputsHash() })}\n`);
}
