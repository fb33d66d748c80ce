// Run before `npm test`: the browser tests drive Debian's Chromium at /usr/bin/chromium. Where it
// is missing and we are root with apt-get (this project's machines and CI), install it, so that
// `npm test` works on a fresh machine as the README says; elsewhere say how, and let the web
// tests fail with that message rather than skip.
import { existsSync } from "node:fs";
import { execSync } from "node:child_process";

const CHROMIUM = "/usr/bin/chromium";
if (!existsSync(CHROMIUM)) {
  const canInstall = process.getuid?.() === 0 && existsSync("/usr/bin/apt-get");
  if (canInstall) {
    console.error(`${CHROMIUM} is missing: installing Debian's chromium for the browser tests`);
    execSync("apt-get update && apt-get install -y chromium", { stdio: "inherit" });
  } else {
    console.error(`${CHROMIUM} is missing: the browser tests will fail. Install it with: sudo apt-get install -y chromium`);
  }
}
