// `node scripts/run-together.js prepare typecheck`: runs the named npm scripts at once (npm test's
// build and typecheck, and typecheck's two tsc programs, share no files and each keeps one core
// busy, so on two cores they take about as long as the longest), then prints each one's output
// whole, in the order named, and fails if any failed.
import { spawn } from "node:child_process";

const npm = process.env.npm_execpath;
const run = (script) => new Promise((resolve) => {
  // npm_execpath is npm's own CLI when npm started us; otherwise npm from the PATH
  const child = npm ? spawn(process.execPath, [npm, "run", script]) : spawn("npm", ["run", script], { shell: process.platform === "win32" });
  const output = [];
  child.stdout.on("data", (chunk) => output.push(chunk));
  child.stderr.on("data", (chunk) => output.push(chunk));
  child.on("error", (error) => resolve({ script, code: 1, output: [Buffer.from(`${error.message}\n`)] }));
  child.on("close", (code, signal) => resolve({ script, code: code ?? 128, signal, output }));
});

const results = await Promise.all(process.argv.slice(2).map(run));
for (const { output } of results) process.stdout.write(Buffer.concat(output));
const failed = results.filter((result) => result.code !== 0);
for (const { script, code, signal } of failed) console.error(`npm run ${script} failed (${signal ?? `exit ${code}`})`);
process.exitCode = failed.length > 0 ? 1 : 0;
