// serve follows no way out of its folder: a symlink to a file outside (/etc/passwd), or to a folder
// outside, is 404; a link that stays inside is served; only regular files are served (not a FIFO).
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Server } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { serveDirectory } from "../src/cli/commands/serve.js";

const dir = mkdtempSync(join(tmpdir(), "nqueens-serve-"));
const root = join(dir, "root");
let server: Server;
let url: string;

beforeAll(async () => {
  mkdirSync(join(root, "sub"), { recursive: true });
  writeFileSync(join(root, "index.html"), "<p>page</p>");
  writeFileSync(join(dir, "secret.txt"), "outside");
  symlinkSync("/etc/passwd", join(root, "passwd"));
  symlinkSync(join(dir, "secret.txt"), join(root, "secret.txt"));
  symlinkSync(dir, join(root, "sub", "up"));
  symlinkSync(join(root, "index.html"), join(root, "alias.html"));
  execFileSync("mkfifo", [join(root, "pipe")]);
  server = await serveDirectory(root, 0);
  const address = server.address();
  url = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}/`;
});
afterAll(() => {
  server?.closeAllConnections();
  server?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe.runIf(process.platform === "linux")("nqueens serve and links", () => {
  it("serves a file, and a link that stays inside the folder", async () => {
    expect(await (await fetch(url)).text()).toBe("<p>page</p>");
    expect(await (await fetch(url + "alias.html")).text()).toBe("<p>page</p>");
  });

  it("answers 404 for links that lead out of the folder and for what is not a regular file", async () => {
    for (const path of ["passwd", "secret.txt", "sub/up/secret.txt", "pipe", "sub"]) {
      const response = await fetch(url + path);
      expect(response.status, path).toBe(404);
      expect(await response.text(), path).toBe("404 not found\n");
    }
  });
});
