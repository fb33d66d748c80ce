// Saving a placement from the page as the CLI's `--format json` ([r0,r1,...] and a newline,
// 0-based), streamed: the CLI's own encoder (src/format/encode-rows.ts) writes the digits into
// one reused chunk of bytes, each chunk handed to the browser's blob store (which keeps it
// outside the page and spills large ones to disk), and the file is the chain of those blobs. The page never holds the text (900 MB at 10^8), only
// one chunk, and yields between chunks so progress shows and Cancel answers.

import { jsDigits, rowChunks } from "../../src/format/encode-rows.js";

/** The page gets the event loop back at least this often while the file is built. */
const YIELD_EVERY_MS = 25;

export interface SaveProgress {
  bytes: number;
  chunks: number;
  /** 0 .. 1 */
  fraction: number;
}

/** Builds the file chunk by chunk (yielding to the page between chunks) and offers it for
 *  download as `name`. Stops, offering nothing, when `signal` aborts. */
export async function saveJson(rows: ArrayLike<number>, name: string, onProgress: (progress: SaveProgress) => void, signal?: AbortSignal): Promise<SaveProgress> {
  const parts: Blob[] = [];
  const progress = { bytes: 0, chunks: 0, fraction: 0 };
  // the fraction follows the bytes written against an estimate of the file's size
  const estimate = Math.max(1, rows.length * (Math.log10(Math.max(10, rows.length)) + 1));
  let lastYield = performance.now();
  for (const chunk of rowChunks(rows.length, "json", false, jsDigits(rows))) {
    parts.push(new Blob([chunk])); // copies the chunk into the blob store: the buffer is free again
    progress.bytes += chunk.length;
    progress.chunks++;
    progress.fraction = Math.min(1, progress.bytes / estimate);
    if (performance.now() - lastYield > YIELD_EVERY_MS) {
      onProgress(progress);
      await new Promise((resolve) => setTimeout(resolve, 0));
      lastYield = performance.now();
      if (signal?.aborted) return progress;
    }
  }
  progress.fraction = 1;
  onProgress(progress);
  saveBlob(new Blob(parts, { type: "application/json" }), name);
  return progress;
}

/** Offers `blob` for download as `name`. */
export function saveBlob(blob: Blob, name: string): void {
  const link = document.createElement("a");
  link.href = URL.createObjectURL(blob);
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(link.href), 60_000);
}
