// On a phone 375 px wide (issue 33, item 12: the page scrolled 3 px sideways) no tab of the page
// is wider than the screen, and the five tabs stay on one line.
import { describe, expect, it } from "vitest";
import { open, usePage } from "./web-helpers.js";

const session = usePage();

describe("a 375 px screen", () => {
  it("scrolls no tab sideways", async () => {
    const { page, problems } = session.browser;
    await page.setViewportSize({ width: 375, height: 740 });
    // one load, each tab chosen as on a phone: a panel's width does not depend on how it was chosen
    await open(page, session.server.url);
    for (const mode of ["solve", "count", "watch", "edit", "bench"]) {
      await page.click(`#tab-${mode}`);
      await page.waitForSelector(`#panel-${mode}:not([hidden])`);
      const { scroll, client, rows } = await page.evaluate(() => ({
        scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth,
        rows: new Set(Array.from(document.querySelectorAll('[role="tab"]'), (t) => Math.round(t.getBoundingClientRect().top))).size,
      }));
      expect([mode, scroll]).toEqual([mode, client]);
      expect(rows).toBe(1);
    }
    expect(problems).toEqual([]);
  });
});
