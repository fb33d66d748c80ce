// Small DOM and text helpers for the page, so each tab builds its panel in a few readable lines.

type Child = Node | string | null | undefined | false;

/** <tag attr=...>children</tag>; a false or undefined attribute is left out, true is set empty. */
export function h<K extends keyof HTMLElementTagNameMap>(tag: K, attrs: Record<string, string | number | boolean | undefined> = {}, ...children: Child[]): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs)) {
    if (value === undefined || value === false) continue;
    element.setAttribute(name, value === true ? "" : String(value));
  }
  for (const child of children) if (child !== null && child !== undefined && child !== false) element.append(child);
  return element;
}

const grouped = new Intl.NumberFormat("en-US");

/** 1234567 -> "1,234,567". */
export const group = (value: number): string => grouped.format(value);

/** "1 restart", "2 restarts", "1,000 steps". */
export const plural = (count: number, noun: string, nouns = `${noun}s`): string => `${group(count)} ${count === 1 ? noun : nouns}`;

/** 0.42 ms, 25.1 ms, 842 ms, 8.59 s, 12.6 s: three significant digits at most, seconds from one;
 *  below a tenth of a millisecond (a browser's clock is coarser than that) only "under 0.1 ms". */
export function milliseconds(ms: number): string {
  if (ms < 0.1) return "under 0.1 ms";
  if (ms < 1) return `${ms.toFixed(2)} ms`;
  if (ms < 1000) return `${ms.toFixed(ms < 100 ? 1 : 0)} ms`;
  return `${(ms / 1000).toFixed(ms < 10_000 ? 2 : 1)} s`;
}

export function bytes(count: number): string {
  if (count < 1024 * 1024) return `${(count / 1024).toFixed(1)} KiB`;
  if (count < 1024 ** 3) return `${(count / 1024 ** 2).toFixed(1)} MiB`;
  return `${(count / 1024 ** 3).toFixed(2)} GiB`;
}

/** A whole number as the CLI reads it: 1000000, 1_000_000, 1,000,000 or 1e6. Throws a readable Error. */
export function wholeNumber(text: string, what: string, min: number, max: number): number {
  const plain = text.trim().replace(/[_,\s]/g, "");
  const value = /^-?\d+(e\d+)?$/i.test(plain) ? Number(plain) : NaN;
  if (!Number.isSafeInteger(value)) throw new Error(`${what} must be a whole number, got '${text.trim()}'`);
  if (value < min || value > max) throw new Error(`${what} must be from ${group(min)} to ${group(max)}, got ${group(value)}`);
  return value;
}

export interface JobForm {
  form: HTMLElement;
  n: HTMLInputElement;
  run: HTMLButtonElement;
  cancel: HTMLButtonElement;
}

/** Locks a tab's form while its job runs: Run off, Cancel on, n read-only. */
export function setRunning(ui: JobForm, on: boolean): void {
  ui.run.disabled = on;
  ui.cancel.disabled = !on;
  ui.n.readOnly = on;
  ui.form.dataset.running = String(on);
}

/** A tab's form starts its job when submitted (Enter or Run) and stops it on Cancel, or on Escape
 *  while the tab shows. */
export function wireJobForm(ui: JobForm, panel: HTMLElement, start: () => void, stop: () => void): void {
  ui.form.addEventListener("submit", (event) => {
    event.preventDefault();
    start();
  });
  ui.cancel.addEventListener("click", stop);
  document.addEventListener("keydown", (event) => {
    if (event.key === "Escape" && !panel.hidden) stop();
  });
}

/** Waits for a job and hands its value to `done`; then Run is on and Cancel off again, and a
 *  failure says "Cancelled.", or "Failed." with the reason under it (the Bench tabs). */
export async function settle<T>(ui: { run: HTMLButtonElement; cancel: HTMLButtonElement; status: HTMLElement; error: HTMLElement },
  result: Promise<T>, done: (value: T) => unknown): Promise<void> {
  try {
    await done(await result);
  } catch (error) {
    const failure = error as { kind?: string; message: string };
    ui.status.textContent = failure.kind === "cancelled" ? "Cancelled." : "Failed.";
    if (failure.kind !== "cancelled") {
      ui.error.hidden = false;
      ui.error.textContent = failure.message;
    }
  } finally {
    ui.run.disabled = false;
    ui.cancel.disabled = true;
  }
}
