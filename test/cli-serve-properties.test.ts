// Property (fast-check): serve answers any request path, in process (serveDirectory on a free
// port), with a file from inside its folder or a plain 4xx: never a file outside it (through ..,
// encoded dots and slashes, NUL, backslashes, or symlinks out), never a 5xx, never a hang, and
// every reply says nosniff.
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { request as httpRequest, type Server } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { serveDirectory } from "../src/cli/commands/serve.js";

const dir = mkdtempSync(join(tmpdir(), "nqueens-serve-prop-"));
const root = join(dir, "root");
/** What the folder holds, by content: a 200 must answer one of these. */
const INSIDE = ["<p>page</p>", "sub page", "script"];
let server: Server;
let port: number;

/** One raw request (fetch would normalise the path first); resolves with status, body and the nosniff header. */
function get(method: string, path: string): Promise<{ status: number; body: string; nosniff: unknown }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: "127.0.0.1", port, method, path, timeout: 10_000 }, (response) => {
      let body = "";
      response.setEncoding("utf8").on("data", (chunk: string) => (body += chunk)).on("end", () => resolve({ status: response.statusCode ?? 0, body, nosniff: response.headers["x-content-type-options"] }));
    });
    req.on("timeout", () => req.destroy(new Error(`no answer to ${method} ${path}`)));
    req.on("error", reject);
    req.end();
  });
}

const segment = fc.oneof(
  fc.constantFrom("..", ".", "%2e%2e", "%2E%2e", "..%2f", "%2f", "%5c", "\\..", "sub", "up", "passwd", "secret.txt", "index.html", "app.js", "%00", "%ff", "", "~", "%25", "a%2fb"),
  fc.webSegment(),
);
const path = fc.tuple(fc.array(segment, { maxLength: 6 }), fc.constantFrom("", "/", "?x=1", "#top", "?../../etc/passwd"))
  .map(([segments, tail]) => `/${segments.join("/")}${tail}`);

describe("nqueens serve, on any path", () => {
  beforeAll(async () => {
    mkdirSync(join(root, "sub"), { recursive: true });
    writeFileSync(join(root, "index.html"), INSIDE[0]);
    writeFileSync(join(root, "sub", "index.html"), INSIDE[1]);
    writeFileSync(join(root, "app.js"), INSIDE[2]);
    writeFileSync(join(dir, "secret.txt"), "outside");
    symlinkSync("/etc/passwd", join(root, "passwd"));
    symlinkSync(join(dir, "secret.txt"), join(root, "secret.txt"));
    symlinkSync(dir, join(root, "sub", "up"));
    server = await serveDirectory(root, 0);
    const address = server.address();
    port = typeof address === "object" && address ? address.port : 0;
  });
  afterAll(() => {
    server?.closeAllConnections();
    server?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("answers a file from inside the folder or a plain 4xx", async () => {
    await fc.assert(fc.asyncProperty(fc.constantFrom("GET", "GET", "GET", "HEAD", "POST", "DELETE"), path, async (method, target) => {
      const { status, body, nosniff } = await get(method, target);
      const what = `${method} ${target}: ${status} ${body.slice(0, 80)}`;
      expect([200, 400, 404, 405], what).toContain(status);
      expect(nosniff, what).toBe("nosniff");
      if (status === 200 && method === "GET") expect(INSIDE, what).toContain(body);
      expect(body, what).not.toMatch(/root:|outside/);
    }), { numRuns: 400 });
  });
});
