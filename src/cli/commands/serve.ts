// `nqueens serve`: the built page (dist/web) over HTTP on 127.0.0.1, with the MIME types
// browsers insist on (application/wasm for streaming compilation, text/javascript for modules).
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { createReadStream, existsSync, type Stats } from "node:fs";
import { realpath, stat } from "node:fs/promises";
import { extname, join, normalize, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { spawn } from "node:child_process";
import { once } from "node:events";
import { NoAnswerError, UsageError } from "../../errors/errors.js";
import { wholeNumber } from "../args.js";
import { defineCommand } from "../command.js";
import { print } from "../output.js";
import { PACKAGE_ROOT } from "../../package-root.js";

const DEFAULT_PORT = 8080;
const HOST = "127.0.0.1";

export const MIME_TYPES: Readonly<Record<string, string>> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".map": "application/json; charset=utf-8",
  ".wasm": "application/wasm",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".ico": "image/x-icon",
  ".txt": "text/plain; charset=utf-8",
};

/** dist/web beside the bundle (dist/cli.js). */
export const WEB_ROOT = fileURLToPath(new URL("dist/web/", PACKAGE_ROOT));

/** On every reply, errors included: a browser must not guess a type the server did not send. */
const NOSNIFF = { "X-Content-Type-Options": "nosniff" } as const;

function reply(response: ServerResponse, status: number, text: string): void {
  response.writeHead(status, { ...NOSNIFF, "Content-Type": "text/plain; charset=utf-8", "Content-Length": Buffer.byteLength(text) });
  response.end(text);
}

/** A file's validator: its size and modification time, so that a rebuilt page is fetched again. */
const entityTag = (info: Stats): string => `W/"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`;

/** Whether the browser's copy is current (RFC 9110 13.1.2-3): If-None-Match, by weak comparison,
 *  decides when present; else If-Modified-Since, to the second an HTTP date holds. */
function notModified(request: IncomingMessage, tag: string, info: Stats): boolean {
  const match = request.headers["if-none-match"];
  if (match !== undefined) return match.trim() === "*" || match.split(",").some((one) => one.trim().replace(/^W\//, "") === tag.slice(2));
  const since = Date.parse(request.headers["if-modified-since"] ?? "");
  return !Number.isNaN(since) && Math.floor(info.mtimeMs / 1000) * 1000 <= since;
}

async function handle(root: string, request: IncomingMessage, response: ServerResponse): Promise<void> {
  if (request.method !== "GET" && request.method !== "HEAD") {
    response.setHeader("Allow", "GET, HEAD");
    return reply(response, 405, "405 method not allowed\n");
  }
  let pathname: string;
  try {
    pathname = decodeURIComponent(new URL(request.url ?? "/", "http://localhost").pathname);
  } catch {
    return reply(response, 400, "400 bad request\n");
  }
  // the normalised path must stay inside root (no ../, no absolute escapes, no NUL), and so must
  // the file it names once symlinks are followed; only regular files are served
  const asked = normalize(join(root, pathname.endsWith("/") ? pathname + "index.html" : pathname));
  if (pathname.includes("\0") || !asked.startsWith(root)) return reply(response, 404, "404 not found\n");
  const file = await realpath(asked).catch(() => null);
  if (file === null || !file.startsWith(root)) return reply(response, 404, "404 not found\n");
  const info = await stat(file).catch(() => null);
  if (info === null || !info.isFile()) return reply(response, 404, "404 not found\n");
  const tag = entityTag(info);
  // no-cache: the browser revalidates each time, and the answer is a 304 while the file is unchanged
  const validators = { ...NOSNIFF, "Cache-Control": "no-cache", ETag: tag, "Last-Modified": info.mtime.toUTCString() };
  if (notModified(request, tag, info)) {
    response.writeHead(304, validators);
    return void response.end();
  }
  response.writeHead(200, {
    ...validators,
    "Content-Type": MIME_TYPES[extname(file).toLowerCase()] ?? "application/octet-stream",
    "Content-Length": info.size,
  });
  if (request.method === "HEAD") return void response.end();
  createReadStream(file).on("error", () => response.destroy()).pipe(response);
}

/** Listens on 127.0.0.1:port (0: any free port); rejects with a UsageError when the port is taken. */
export async function serveDirectory(root: string, port: number): Promise<Server> {
  const real = await realpath(root);
  const base = real.endsWith(sep) ? real : real + sep;
  const server = createServer((request, response) => {
    handle(base, request, response).catch(() => {
      if (!response.headersSent) reply(response, 500, "500 internal error\n");
      else response.destroy();
    });
  });
  server.listen(port, HOST);
  try {
    await Promise.race([once(server, "listening"), once(server, "error").then(([error]) => Promise.reject(error))]);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "EADDRINUSE") throw new UsageError(`serve: port ${port} is in use on ${HOST}; choose another with --port`);
    if (code === "EACCES") throw new UsageError(`serve: port ${port} needs privileges; choose one above 1023 with --port`);
    throw error;
  }
  return server;
}

function openBrowser(url: string): void {
  const [program, args] = process.platform === "darwin" ? ["open", [url]]
    : process.platform === "win32" ? ["cmd", ["/c", "start", "", url]]
    : ["xdg-open", [url]];
  const child = spawn(program, args as string[], { stdio: "ignore", detached: true });
  child.on("error", () => process.stderr.write(`nqueens: could not open a browser (${program}); open ${url} yourself\n`));
  child.unref();
}

export const command = defineCommand({
  name: "serve",
  usage: "nqueens serve [options]",
  help: `Serves the page on http://127.0.0.1 and prints its address. Its five tabs run in the
browser on the same WebAssembly as this CLI: Solve (one placement, a zoomable board),
Count (every placement, on all cores), Watch (min-conflicts, hill climbing, annealing,
the genetic algorithm or backtracking, step by step, two side by side), Edit (block
squares, fix pieces, then place or count) and Bench (WebAssembly against the TypeScript
twin, and the algorithms over many seeds). Runs until Ctrl-C. The page is static files
in dist/web/ (npm run build:web): any web server can serve it.

Options:
  --port P           port to listen on, 0 .. 65535 (default ${DEFAULT_PORT}; 0 picks a free one)
  --open             open the page in the default browser
  -h, --help         this text

Exit codes: 1 the page is not built; 2 usage error, or the port is in use or not
allowed; 130 stopped by Ctrl-C (SIGINT), 143 by SIGTERM, 129 by SIGHUP.`,
  examples: [
    "nqueens serve --open",
    "nqueens serve --port 0",
  ],
  options: { port: { type: "string" }, open: { type: "boolean" } },
  maxArgs: 0,
  async run({ values, signal }) {
    const port = values.port === undefined ? DEFAULT_PORT : wholeNumber(values.port, "--port", 0, 65535);
    if (!existsSync(join(WEB_ROOT, "index.html"))) throw new NoAnswerError(`serve: the page is not built (no ${join(WEB_ROOT, "index.html")}); run npm run build:web`);
    const server = await serveDirectory(WEB_ROOT, port);
    const address = server.address();
    const url = `http://${HOST}:${typeof address === "object" && address ? address.port : port}/`;
    await print(`Serving the nqueens page at ${url} (Ctrl-C stops)\n`);
    if (values.open) openBrowser(url);
    if (!signal.aborted) await once(signal, "abort");
    server.closeAllConnections();
    server.close();
    throw signal.reason; // stopped by a signal: its exit code, as every command's
  },
});
