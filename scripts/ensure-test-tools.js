// Run before `npm test` (and by .ci/run): the system programs the tests drive. Debian's Chromium
// for the page's tests (test/web-helpers.ts) and, with Debian's Vulkan loader, for the GPU tests
// (SwiftShader, the Vulkan driver chromium ships: test/gpu-helpers.ts), and Slurm with munge for the one-node cluster that
// runs docs/distributed.md's job array (test/slurm-cluster.ts). Where one is missing and we are
// root with apt-get (this project's machines and CI), install it, so that `npm test` works on a
// fresh machine as the README says; elsewhere say how, and let those tests fail with that message
// rather than skip.
import { existsSync } from "node:fs";
import { execSync } from "node:child_process";

/** A program the tests run, and the Debian packages that bring it. */
const TOOLS = [
  { program: "/usr/bin/chromium", packages: ["chromium"], for: "the browser tests" },
  { program: "/usr/lib/x86_64-linux-gnu/libvulkan.so.1", packages: ["libvulkan1"], for: "the GPU tests" },
  { program: "/usr/bin/sbatch", packages: ["slurm-wlm", "munge"], for: "the Slurm test" },
];

const missing = TOOLS.filter((tool) => !existsSync(tool.program));
if (missing.length > 0) {
  const packages = missing.flatMap((tool) => tool.packages);
  const what = missing.map((tool) => `${tool.program} (${tool.for})`).join(", ");
  const canInstall = process.getuid?.() === 0 && existsSync("/usr/bin/apt-get");
  if (canInstall) {
    console.error(`${what} missing: installing Debian's ${packages.join(" ")}`);
    execSync(`apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y ${packages.join(" ")}`, { stdio: "inherit" });
  } else {
    console.error(`${what} missing: those tests will fail. Install them with: sudo apt-get install -y ${packages.join(" ")}`);
  }
}
