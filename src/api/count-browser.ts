// The browser's count platform: counters on the core fetched from `url`, and the Web Workers the
// page spawns (none by default: counting in this thread).
import { browserCore } from "../wasm/load-browser.js";
import type { WorkerPort } from "../pool/count-pool.js";
import { counterProvider } from "./engines.js";
import type { CountPlatform } from "./count.js";

export function browserCountPlatform(url?: URL | string, spawn?: () => WorkerPort): CountPlatform {
  return { counter: counterProvider(browserCore(url)), spawn };
}
