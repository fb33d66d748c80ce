// The page's one copy of the core: release.wasm fetched once per page load, from the moment the
// page starts (web/main.ts), its progress told to whoever listens (the header's line, a tab that
// waits for it), compiled once, then handed to the page's own calls of the API (locate) and to
// every worker the page starts (WorkerClient posts it before the first job). A second fetch, even
// a revalidation answered 304, would be a second request and a second wait on a slow network.
import { locate } from "../src/browser.js";

export type CoreState =
  | { phase: "loading"; loadedBytes: number; totalBytes: number | null }
  | { phase: "ready"; bytes: number; ms: number }
  | { phase: "failed"; message: string };

const listeners = new Set<(state: CoreState) => void>();
let state: CoreState = { phase: "loading", loadedBytes: 0, totalBytes: null };
let loading: Promise<WebAssembly.Module> | undefined;

function tell(next: CoreState): void {
  state = next;
  for (const listener of listeners) listener(state);
}

/** Calls `listener` now and at each change of the core's state; returns its removal. */
export function watchCore(listener: (state: CoreState) => void): () => void {
  listeners.add(listener);
  listener(state);
  return () => listeners.delete(listener);
}

export const coreState = (): CoreState => state;

/** The bytes of `response`, counted into the state as they arrive. */
async function readCounted(response: Response): Promise<Uint8Array<ArrayBuffer>> {
  const header = Number(response.headers.get("Content-Length") ?? NaN);
  const totalBytes = Number.isSafeInteger(header) && header > 0 ? header : null;
  const chunks: Uint8Array[] = [];
  let loadedBytes = 0;
  const reader = response.body!.getReader();
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    chunks.push(read.value);
    loadedBytes += read.value.length;
    tell({ phase: "loading", loadedBytes, totalBytes });
  }
  const bytes = new Uint8Array(loadedBytes);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.length;
  }
  return bytes;
}

async function load(): Promise<WebAssembly.Module> {
  const started = performance.now();
  const url = new URL("./release.wasm", import.meta.url);
  try {
    const response = await fetch(url);
    if (!response.ok) throw new Error(`HTTP ${response.status} for ${url.pathname}`);
    const bytes = await readCounted(response);
    const module = await WebAssembly.compile(bytes);
    locate({ wasm: module });
    tell({ phase: "ready", bytes: bytes.length, ms: performance.now() - started });
    return module;
  } catch (error) {
    tell({ phase: "failed", message: `the core (release.wasm) did not load: ${(error as Error).message}; reload the page to try again` });
    throw error;
  }
}

/** The compiled core: fetched on the first call (main.ts makes it at once), the same promise after. */
export function pageCore(): Promise<WebAssembly.Module> {
  return (loading ??= load());
}

/** "release.wasm: 12 of 43 KB" while loading (for a status line). */
export function loadingText(loading: Extract<CoreState, { phase: "loading" }>): string {
  const kb = (bytes: number): string => String(Math.round(bytes / 1024));
  return loading.totalBytes === null
    ? `release.wasm: ${kb(loading.loadedBytes)} KB`
    : `release.wasm: ${kb(loading.loadedBytes)} of ${kb(loading.totalBytes)} KB`;
}

/** Resolves with the milliseconds waited once the core is in (0 if it already was), telling
 *  `show` what it waits for meanwhile; rejects with the load's failure. */
export async function waitForCore(show: (text: string) => void): Promise<number> {
  const from = performance.now();
  if (state.phase === "ready") return 0;
  const stop = watchCore((now) => {
    if (now.phase === "loading") show(`Waiting for the core to load (${loadingText(now)})…`);
  });
  try {
    await pageCore();
  } finally {
    stop();
  }
  return performance.now() - from;
}
