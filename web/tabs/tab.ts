// What a tab of the page is. web/main.ts lists the tabs that exist; a new tab (Count, Edit,
// Bench) is a module exporting a Tab, added to that list: nothing else in the page changes.
import type { Solver } from "../workers/protocol.js";

export interface TabContext {
  /** Rewrites the address bar from the active tab's params(), so the view can be shared. */
  updateUrl(): void;
  /** The page's solve worker (one, shared by the tabs that solve). */
  solver: Solver;
}

export interface Tab {
  /** The URL's mode=... value and the DOM id suffix. */
  id: string;
  label: string;
  /** Builds the tab's panel, once, when the page loads. */
  mount(panel: HTMLElement, context: TabContext): void;
  /** Called when the page opens with mode=<id>, after mount, with the URL's parameters. */
  restore?(params: URLSearchParams): void;
  /** The parameters (besides mode) that reproduce the current view, e.g. { n: "8", seed: "5" }. */
  params(): Record<string, string>;
  shown?(): void;
  hidden?(): void;
  /** Plain data for tests and the console: window.nqueensPage.state(id). */
  state?(): unknown;
}
