// The browser's count platform: counters on the core fetched from `url`, and the page's pool of
// Web Workers (none by default: counting in this thread).
import { browserCore } from "../wasm/load-browser.js";
import type { CountPool } from "../pool/count-pool.js";
import { counterProvider } from "./engines.js";
import type { CountPlatform } from "./count.js";

export function browserCountPlatform(url?: URL | string, pool?: CountPool): CountPlatform {
  return { counter: counterProvider(browserCore(url)), pool };
}
