// Dark mode (issue 33, item 12): with the system asking for it (prefers-color-scheme: dark) the
// page's surfaces turn dark and its text light, and the text keeps the contrast WCAG asks of body
// text (4.5:1, computed here from the colours the browser uses); the light page is unchanged.
import { describe, expect, it } from "vitest";
import { open, usePage } from "./web-helpers.js";

const session = usePage();

/** WCAG 2 relative luminance of "rgb(r, g, b)". */
function luminance(rgb: string): number {
  const [r, g, b] = rgb.match(/\d+(\.\d+)?/g)!.slice(0, 3).map((x) => Number(x) / 255)
    .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
const contrast = (a: string, b: string): number => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
};

describe("dark mode", () => {
  it("follows prefers-color-scheme, with readable text", async () => {
    const { page, problems } = session.browser;
    for (const scheme of ["light", "dark"] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await open(page, session.server.url, "?mode=watch&n=8&seed=1&step=0");
      await page.waitForSelector("#watch-board[data-phase]");
      const colours = await page.evaluate(() => {
        const style = (selector: string) => getComputedStyle(document.querySelector(selector)!);
        return { page: getComputedStyle(document.documentElement).backgroundColor, text: style("body").color, header: style("header").backgroundColor, button: style("#watch-step").backgroundColor, buttonText: style("#watch-step").color };
      });
      expect(luminance(colours.page) < 0.05).toBe(scheme === "dark");
      expect(contrast(colours.text, colours.page)).toBeGreaterThan(4.5);
      expect(contrast(colours.buttonText, colours.button)).toBeGreaterThan(4.5);
    }
    await page.emulateMedia({ colorScheme: "light" });
    expect(problems).toEqual([]);
  });
});
