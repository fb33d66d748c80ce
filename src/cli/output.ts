// Writing results: to stdout with backpressure, or to a file through a temporary file that
// is renamed into place only when complete, so a failed or cancelled run leaves no half file.
import { createWriteStream, type WriteStream } from "node:fs";
import { rename, unlink } from "node:fs/promises";
import { once } from "node:events";
import { UsageError } from "../api/errors.js";

async function pump(stream: NodeJS.WritableStream, chunks: Iterable<string>, signal?: AbortSignal): Promise<void> {
  for (const chunk of chunks) {
    if (signal?.aborted) throw signal.reason;
    if (!stream.write(chunk)) await once(stream, "drain", { signal });
  }
}

/** Ends the process quietly when stdout's reader goes away (`nqueens all 12 | head`). */
export function quietOnBrokenPipe(): void {
  process.stdout.on("error", (error: NodeJS.ErrnoException) => {
    if (error.code === "EPIPE") process.exit(0);
    throw error;
  });
}

export async function writeOutput(chunks: Iterable<string>, outPath: string | undefined, signal?: AbortSignal): Promise<void> {
  if (outPath === undefined) {
    await pump(process.stdout, chunks, signal);
    return;
  }
  const temporary = `${outPath}.tmp-${process.pid}`;
  let file: WriteStream | undefined;
  try {
    file = createWriteStream(temporary, { flags: "wx" });
    await once(file, "open");
    await pump(file, chunks, signal);
    file.end();
    await once(file, "finish");
    await rename(temporary, outPath);
  } catch (error) {
    file?.destroy();
    await unlink(temporary).catch(() => {});
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "ENOENT" || code === "EACCES" || code === "EISDIR" || code === "ENOTDIR" || code === "EEXIST") {
      throw new UsageError(`cannot write ${outPath}: ${code}`);
    }
    throw error;
  }
}
