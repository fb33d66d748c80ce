// Cancel stops a long solve at once, in the search or in its tail (the check, the hand-over), and
// the page solves again afterwards.
import { describe, expect, it } from "vitest";
import { verify } from "../src/verify/queens.js";
import { cancelShowing, open, screenshot, solved, solvedRows, usePage } from "./web-helpers.js";

const session = usePage();

describe("Cancel", () => {
  it("stops n = 20,000,000 mid-run, shows no board, and leaves the worker usable", async () => {
    const { page, problems } = session.browser;
    await open(page, session.server.url);
    await page.fill("#solve-n", "20000000"); // seconds of work, far more than one slice
    // a busy machine can let the run end before Cancel is reached: run it again (bound by runs)
    let shown: string[] | null = null;
    for (let run = 0; run < 5 && shown === null; run++) {
      await page.click("#solve-run");
      await page.waitForFunction(() => /Placing|Repairing/.test(document.getElementById("solve-status")!.textContent!));
      await screenshot(page, "05-running");
      shown = await cancelShowing(page, "solve");
    }
    // at most the one progress report already on its way when Cancel was clicked
    expect(shown).not.toBeNull();
    expect(shown!.length).toBeLessThanOrEqual(2);
    expect(shown!.at(-1)).toBe("Cancelled.");
    expect(await solvedRows(page)).toBeNull();
    expect(await page.isDisabled("#solve-cancel")).toBe(true);
    await screenshot(page, "06-cancelled");
    await page.fill("#solve-n", "100");
    await page.click("#solve-run");
    await solved(page, 100);
    expect(verify((await solvedRows(page))!).ok).toBe(true);
    expect(problems).toEqual([]);
  });

  it("Escape cancels too", async () => {
    const { page, problems } = session.browser;
    await open(page, session.server.url);
    await page.fill("#solve-n", "20000000");
    await page.click("#solve-run");
    await page.waitForFunction(() => /Placing|Repairing/.test(document.getElementById("solve-status")!.textContent!));
    await page.focus("#solve-n");
    await page.keyboard.press("Escape");
    await page.waitForFunction(() => document.getElementById("solve-status")!.textContent === "Cancelled.");
    expect(problems).toEqual([]);
  });

  it("answers in the tail of a run too (the verifier's check, the hand-over): no board, and the next solve works", async () => {
    const { page, problems } = session.browser;
    await open(page, session.server.url);
    // clicks Cancel from inside the page the moment the status reaches the check
    await page.evaluate(() => {
      const status = document.getElementById("solve-status")!;
      const observer = new MutationObserver(() => {
        if (!/^(Checking|Handing over)/.test(status.textContent!)) return;
        observer.disconnect();
        (window as unknown as { tail: string }).tail = status.textContent!;
        document.getElementById("solve-cancel")!.click();
      });
      observer.observe(status, { childList: true, characterData: true, subtree: true });
    });
    await page.fill("#solve-n", "20000000");
    await page.click("#solve-run");
    await page.waitForFunction(() => document.getElementById("solve-status")!.textContent === "Cancelled.");
    expect(await page.evaluate(() => (window as unknown as { tail: string }).tail)).toMatch(/^(Checking|Handing over)/);
    expect(await solvedRows(page)).toBeNull();
    expect(await page.isVisible("#solve-verified")).toBe(false);
    await page.fill("#solve-n", "100");
    await page.click("#solve-run");
    await solved(page, 100);
    expect(problems).toEqual([]);
  });
});
