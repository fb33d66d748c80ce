// Saving a placement from the page as the CLI's `--format json` ([r0,r1,...] and a newline,
// 0-based), streamed: the digits are written into one reused chunk of bytes, each chunk handed
// to the browser's blob store (which keeps it outside the page and spills large ones to disk),
// and the file is the chain of those blobs. The page never holds the text (900 MB at 10^8), only
// one chunk, and yields between chunks so progress shows and Cancel answers.

const CHUNK_BYTES = 1 << 20;
/** The page gets the event loop back at least this often while the file is built. */
const YIELD_EVERY_MS = 25;
/** A row has at most 10 digits (below 2^31) and a comma. */
const MAX_ROW_BYTES = 11;
const [ZERO, COMMA, OPEN, CLOSE, NEWLINE] = ["0", ",", "[", "]", "\n"].map((c) => c.charCodeAt(0));

/** The JSON text of rows in chunks of at most CHUNK_BYTES, each a view of the same buffer: use
 *  it before asking for the next. */
export function* jsonChunks(rows: ArrayLike<number>): Generator<Uint8Array<ArrayBuffer>> {
  const buffer = new Uint8Array(CHUNK_BYTES);
  const digits = new Uint8Array(MAX_ROW_BYTES);
  let at = 0;
  buffer[at++] = OPEN;
  for (let c = 0; c < rows.length; c++) {
    if (at > CHUNK_BYTES - MAX_ROW_BYTES - 2) {
      yield buffer.subarray(0, at);
      at = 0;
    }
    if (c > 0) buffer[at++] = COMMA;
    let value = rows[c];
    let count = 0;
    do {
      digits[count++] = ZERO + (value % 10);
      value = Math.floor(value / 10);
    } while (value > 0);
    while (count > 0) buffer[at++] = digits[--count];
  }
  buffer[at++] = CLOSE;
  buffer[at++] = NEWLINE;
  yield buffer.subarray(0, at);
}

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
  // about CHUNK_BYTES / 8 rows a chunk: the fraction follows the bytes written against an estimate
  const estimate = Math.max(1, rows.length * (Math.log10(Math.max(10, rows.length)) + 1));
  let lastYield = performance.now();
  for (const chunk of jsonChunks(rows)) {
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
  const link = document.createElement("a");
  link.href = URL.createObjectURL(new Blob(parts, { type: "application/json" }));
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(link.href), 60_000);
  return progress;
}
