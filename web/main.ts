// The page: a tab bar built from the list below, the URL kept in step with the active tab
// (?mode=solve&n=...&seed=...), a history entry per tab the user opens (so Back and Forward move
// between tabs as between pages), and window.nqueensPage for tests and the console.
// The tree: web/tabs/ (one module per tab, and what a tab is), web/view/ (the board and the DOM
// helpers), web/workers/ (the Web Workers and the page's clients for them).
import { loadingText, pageCore, watchCore } from "./core.js";
import { h } from "./view/dom.js";
import { newSolver } from "./workers/protocol.js";
import type { Tab, TabContext } from "./tabs/tab.js";
import { benchTab } from "./tabs/bench.js";
import { countTab } from "./tabs/count.js";
import { editTab } from "./tabs/edit.js";
import { solveTab } from "./tabs/solve.js";
import { watchTab } from "./tabs/watch.js";

const tabs: Tab[] = [solveTab, watchTab, countTab, editTab, benchTab];

// the core from the first moment, its progress in the header (index.html shows the line before
// this script runs) until it is in, or why it is not
const coreStatus = document.getElementById("core-status")!;
const coreProgress = document.getElementById("core-progress") as HTMLProgressElement;
watchCore((state) => {
  coreStatus.hidden = state.phase === "ready";
  coreStatus.classList.toggle("error", state.phase === "failed");
  if (state.phase === "failed") return void (coreStatus.textContent = state.message);
  if (state.phase !== "loading") return;
  coreStatus.firstChild!.textContent = `Loading the solver core (${loadingText(state)})… `;
  if (state.totalBytes === null) coreProgress.removeAttribute("value");
  else coreProgress.value = state.loadedBytes / state.totalBytes;
});
pageCore().catch(() => {}); // the failure is shown above, and again by whatever waits for the core

const tabList = document.getElementById("tabs")!;
const panels = document.getElementById("panels")!;
const buttons = new Map<string, HTMLButtonElement>();
let active: Tab = tabs[0];

function activeUrl(): string {
  return `${location.pathname}?${new URLSearchParams({ mode: active.id, ...active.params() })}`;
}

function updateUrl(): void {
  const url = activeUrl();
  if (url !== location.pathname + location.search) history.replaceState(null, "", url);
}

const context: TabContext = { updateUrl, solver: newSolver() };

/** `address`: "push" a new history entry when the tab changes (the user chose it), "replace" the
 *  current one, or "none": left as it is (a fresh page's address holds nothing until the user acts;
 *  Back and Forward have set it already). */
function select(tab: Tab, focus = false, address: "push" | "replace" | "none" = "push"): void {
  const changed = tab !== active;
  if (changed) active.hidden?.();
  active = tab;
  for (const other of tabs) {
    const selected = other === tab;
    const button = buttons.get(other.id)!;
    button.setAttribute("aria-selected", String(selected));
    button.tabIndex = selected ? 0 : -1;
    document.getElementById(`panel-${other.id}`)!.hidden = !selected;
  }
  if (focus) buttons.get(tab.id)!.focus();
  tab.shown?.();
  if (address === "push" && changed) history.pushState(null, "", activeUrl());
  else if (address !== "none") updateUrl();
}

for (const tab of tabs) {
  const button = h("button", { type: "button", role: "tab", id: `tab-${tab.id}`, "aria-controls": `panel-${tab.id}` }, tab.label);
  button.addEventListener("click", () => select(tab));
  buttons.set(tab.id, button);
  tabList.append(button);
  const panel = h("section", { role: "tabpanel", id: `panel-${tab.id}`, "aria-labelledby": `tab-${tab.id}`, class: "panel", hidden: true });
  panels.append(panel);
  tab.mount(panel, context);
}

// arrow keys move between tabs (the WAI-ARIA tabs pattern)
tabList.addEventListener("keydown", (event) => {
  const index = tabs.indexOf(active);
  const next = event.key === "ArrowRight" ? index + 1 : event.key === "ArrowLeft" ? index - 1 : event.key === "Home" ? 0 : event.key === "End" ? tabs.length - 1 : NaN;
  if (Number.isNaN(next)) return;
  event.preventDefault();
  select(tabs[(next + tabs.length) % tabs.length], true);
});

const params = new URLSearchParams(location.search);
const requested = tabs.find((tab) => tab.id === params.get("mode")) ?? tabs[0];
if (params.has("mode") || params.has("n")) requested.restore?.(params);
select(requested, false, params.has("mode") ? "replace" : "none");

// Back and Forward: the tab the address names, as it was left (a tab keeps its own state)
window.addEventListener("popstate", () => {
  const mode = new URLSearchParams(location.search).get("mode");
  select(tabs.find((tab) => tab.id === mode) ?? tabs[0], false, "none");
});

declare global {
  interface Window {
    nqueensPage: { tab(): string; select(id: string): void; state(id: string): unknown };
  }
}
window.nqueensPage = {
  tab: () => active.id,
  select: (id) => select(tabs.find((tab) => tab.id === id) ?? active),
  state: (id) => tabs.find((tab) => tab.id === id)?.state?.(),
};
document.documentElement.dataset.ready = "true";
