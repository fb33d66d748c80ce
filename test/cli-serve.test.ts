// `nqueens serve`, spawned for real: the page's files with the MIME types browsers require,
// nothing outside dist/web, revalidation answered 304, one-line usage errors (exit 2) for a
// bad or busy port, and the documented exit code for each signal that stops it.
import { createServer } from "node:net";
import { once } from "node:events";
import { constants } from "node:os";
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { nqueens } from "./helpers.js";
import { serve, type Served } from "./web-helpers.js";

let server: Served;

beforeAll(async () => {
  server = await serve();
});
afterAll(() => server?.stop());

describe("nqueens serve", () => {
  it("serves the page, its modules and the very release.wasm of the CLI with their MIME types", async () => {
    const expected: [string, string][] = [
      ["", "text/html; charset=utf-8"],
      ["index.html", "text/html; charset=utf-8"],
      ["main.js", "text/javascript; charset=utf-8"],
      ["solve-worker.js", "text/javascript; charset=utf-8"],
      ["style.css", "text/css; charset=utf-8"],
      ["release.wasm", "application/wasm"],
    ];
    for (const [path, type] of expected) {
      const response = await fetch(server.url + path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get("content-type"), path).toBe(type);
    }
    const wasm = new Uint8Array(await (await fetch(server.url + "release.wasm")).arrayBuffer());
    const same = Buffer.from(wasm).equals(readFileSync(new URL("../build/release.wasm", import.meta.url)));
    expect(same, "dist/web/release.wasm differs from build/release.wasm: run npm run build").toBe(true);
  });

  it("answers 404 for missing files and for paths that climb out of dist/web, 405 for POST", async () => {
    expect((await fetch(server.url + "nope.js")).status).toBe(404);
    expect((await fetch(server.url + "%2e%2e/cli.js")).status).toBe(404);
    expect((await fetch(server.url + "..%2fcli.js")).status).toBe(404);
    expect((await fetch(server.url + "%2e%2e/%2e%2e/package.json")).status).toBe(404);
    expect((await fetch(server.url, { method: "POST" })).status).toBe(405);
    const head = await fetch(server.url + "release.wasm", { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(Number(head.headers.get("content-length"))).toBeGreaterThan(0);
  });

  it("says nosniff on every reply, errors included", async () => {
    const replies = await Promise.all([fetch(server.url), fetch(server.url + "nope.js"), fetch(server.url, { method: "POST" }), fetch(server.url + "%zz")]);
    expect(replies.map((reply) => reply.status)).toEqual([200, 404, 405, 400]);
    for (const reply of replies) expect(reply.headers.get("x-content-type-options"), String(reply.status)).toBe("nosniff");
  });

  it("answers a revalidation of an unchanged file with 304, by ETag or by date, and a stale one with the file", async () => {
    const first = await fetch(server.url + "main.js");
    const tag = first.headers.get("etag")!;
    const modified = first.headers.get("last-modified")!;
    expect(tag).toMatch(/^W\/".+"$/);
    expect(Date.parse(modified)).not.toBeNaN();
    const revalidate = (headers: Record<string, string>): Promise<Response> => fetch(server.url + "main.js", { headers });
    const fresh = [await revalidate({ "If-None-Match": tag }), await revalidate({ "If-None-Match": `"x", ${tag}` }), await revalidate({ "If-Modified-Since": modified })];
    for (const reply of fresh) {
      expect(reply.status).toBe(304);
      expect(await reply.text()).toBe("");
      expect(reply.headers.get("etag")).toBe(tag);
      expect(reply.headers.get("x-content-type-options")).toBe("nosniff");
    }
    // If-None-Match decides when present (RFC 9110 13.2.2), even beside a matching date
    const stale = [await revalidate({ "If-None-Match": '"other"', "If-Modified-Since": modified }), await revalidate({ "If-Modified-Since": new Date(Date.parse(modified) - 1000).toUTCString() })];
    for (const reply of stale) {
      expect(reply.status).toBe(200);
      expect(await reply.text()).toBe(await (await fetch(server.url + "main.js")).text());
    }
  });

  it.each(["SIGINT", "SIGTERM", "SIGHUP"] as const)("stops on %s with exit 128 + its number", async (signal) => {
    const served = await serve();
    const exited = once(served.child, "exit");
    served.child.kill(signal);
    expect((await exited)[0]).toBe(128 + constants.signals[signal]);
  });

  it("refuses a bad port and a port in use with one line and exit 2", async () => {
    for (const port of ["65536", "-1", "http"]) {
      const run = nqueens(["serve", "--port", port]);
      expect(run.status, port).toBe(2);
      expect(run.stderr.trimEnd().split("\n"), port).toHaveLength(1);
      expect(run.stderr).toMatch(/^nqueens: .*--port/);
    }
    const busy = createServer();
    await new Promise<void>((resolve) => busy.listen(0, "127.0.0.1", resolve));
    const port = (busy.address() as { port: number }).port;
    const run = nqueens(["serve", "--port", String(port)]);
    busy.close();
    expect(run.status).toBe(2);
    expect(run.stderr).toBe(`nqueens: serve: port ${port} is in use on 127.0.0.1; choose another with --port\n`);
  });

  it("prints its help, which names every option", () => {
    const run = nqueens(["serve", "--help"]);
    expect(run.status).toBe(0);
    for (const option of ["--port P", "--open", "--help"]) expect(run.stdout).toContain(option);
  });
});
