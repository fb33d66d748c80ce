// Edit: blocking a square changes the answer accordingly (the new placement avoids it, and the
// verifier src/verify/pieces.ts accepts it against the edited board; the count matches a brute
// force written from the rules), a fixed piece is kept, and an impossible board says why.
import { describe, expect, it } from "vitest";
import { verifyPlacement } from "../src/verify/pieces.js";
import { solutionsOf } from "./oeis.js";
import { bruteForce } from "./place-brute.js";
import { open, screenshot, usePage } from "./web-helpers.js";

const session = usePage();

interface EditState { n: number; piece: string; blocked: number[]; fixed: number[]; running: boolean; answer: number[] | null; count: string | null; error: string | null }
type Page = typeof session.browser.page;
const state = (page: Page): Promise<EditState> => page.evaluate(() => window.nqueensPage.state("edit") as EditState);
async function finished(page: Page, button: string): Promise<EditState> {
  await page.click(button);
  await page.waitForFunction(() => {
    const s = window.nqueensPage.state("edit") as EditState;
    return !s.running && (s.answer !== null || s.count !== null || s.error !== null);
  });
  return state(page);
}

describe("the Edit tab", () => {
  it("blocking a square moves the placement off it; a fixed queen stays; counts agree with brute force", async () => {
    const { page, problems } = session.browser;
    await open(page, session.server.url, "?mode=edit");
    const before = await finished(page, "#edit-place");
    expect(verifyPlacement({ n: 8, piece: "queen" }, before.answer!).ok).toBe(true);
    expect((await finished(page, "#edit-count")).count).toBe(String(solutionsOf(8))); // OEIS A000170(8)

    const r = before.answer![0];
    await page.click(`#edit-sq-${r}-0`); // the block tool is the default
    expect(await page.getAttribute(`#edit-sq-${r}-0`, "data-state")).toBe("blocked");
    const after = await finished(page, "#edit-place");
    expect(after.blocked).toEqual([r, 0]);
    expect(after.answer![0]).not.toBe(r);
    expect(verifyPlacement({ n: 8, piece: "queen", blocked: after.blocked }, after.answer!).ok).toBe(true);
    expect((await finished(page, "#edit-count")).count).toBe(String(bruteForce(8, "queen", [r, 0], []).length));

    // fix a queen from the keyboard: F on the focused square
    await page.check("#edit-tool-fix");
    await page.focus(`#edit-sq-${r}-0`);
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Enter"); // the fix tool: a queen fixed at row r + 1, column 1
    const fixedRow = Math.min(7, r + 1);
    expect(await page.getAttribute(`#edit-sq-${fixedRow}-1`, "data-state")).toBe("fixed");
    const withFixed = await finished(page, "#edit-place");
    const board = { n: 8, piece: "queen" as const, blocked: withFixed.blocked, fixed: withFixed.fixed };
    expect(withFixed.fixed).toEqual([fixedRow, 1]);
    expect(withFixed.answer![1]).toBe(fixedRow);
    expect(verifyPlacement(board, withFixed.answer!).ok).toBe(true);
    expect(page.url()).toContain(`mode=edit&n=8&blocked=${r}.0&fixed=${fixedRow}.1`);
    await screenshot(page, "15-edit-blocked-fixed");
    expect(problems).toEqual([]);
  });

  it("an impossible board shows the reason: rooks with column 2 fully blocked", async () => {
    const { page, problems } = session.browser;
    await open(page, session.server.url, "?mode=edit");
    await page.fill("#edit-n", "6");
    await page.press("#edit-n", "Tab");
    await page.selectOption("#edit-piece", "rook");
    for (let r = 0; r < 6; r++) await page.click(`#edit-sq-${r}-2`);
    const s = await finished(page, "#edit-place");
    expect(s.answer).toBeNull();
    expect(s.error).toContain("column 2 has no square that is not blocked (Hall's condition)");
    expect(await page.textContent("#edit-error")).toContain("no placement of 6 rooks exists");
    expect(await page.isVisible("#edit-error")).toBe(true);
    await screenshot(page, "16-edit-impossible");
    expect(problems).toEqual([]);
  });

  it("counts rooks as a permanent, with no search: 6! less those through a blocked square", async () => {
    const { page, problems } = session.browser;
    await open(page, session.server.url, "?mode=edit");
    await page.fill("#edit-n", "6");
    await page.press("#edit-n", "Tab");
    await page.selectOption("#edit-piece", "rook");
    await page.click("#edit-sq-0-0");
    // permutations of 6 with sigma(0) != 0: 6! - 5! = 600 (OEIS A000142 for the factorials)
    expect((await finished(page, "#edit-count")).count).toBe("600");
    expect(await page.textContent("#edit-status")).toContain("the permanent of the allowed squares: no search");
    expect(problems).toEqual([]);
  });

  it("a queen fixed in every column opens Watch from that board (AIMA's figure 4.3, h = 17)", async () => {
    const { page, problems } = session.browser;
    await open(page, session.server.url, "?mode=edit");
    await page.check("#edit-tool-fix");
    const rows = [4, 5, 6, 3, 4, 5, 6, 5];
    for (let c = 0; c < 7; c++) await page.click(`#edit-sq-${rows[c]}-${c}`);
    expect(await page.isVisible("#edit-watch")).toBe(false); // not yet a complete state
    await page.click(`#edit-sq-${rows[7]}-7`);
    await Promise.all([page.waitForURL(/mode=watch/), page.click("#edit-watch")]);
    await page.waitForFunction(() => (window.nqueensPage?.state("watch") as { algo: string } | null | undefined)?.algo === "hillclimb");
    const s = await page.evaluate(() => window.nqueensPage.state("watch") as { rows: Int32Array; event: { hAfter: number } });
    expect([Array.from(s.rows), s.event.hAfter]).toEqual([rows, 17]);
    expect(problems).toEqual([]);
  });

  it("two fixed queens that attack each other are named by row and column and ringed; the board is labelled; an edit clears what was said", async () => {
    const { page, problems } = session.browser;
    await open(page, session.server.url, "?mode=edit");
    // the labels: columns 0..7 above, rows 0..7 at the left, beside the squares they name
    expect(await page.locator("#edit-cols span").allTextContents()).toEqual(["0", "1", "2", "3", "4", "5", "6", "7"]);
    expect(await page.locator("#edit-rows span").allTextContents()).toEqual(["0", "1", "2", "3", "4", "5", "6", "7"]);
    const label = (await page.locator("#edit-cols span").nth(5).boundingBox())!;
    const sq = (await page.locator("#edit-sq-0-5").boundingBox())!;
    expect(Math.abs(label.x + label.width / 2 - (sq.x + sq.width / 2))).toBeLessThan(2);
    expect(label.y + label.height).toBeLessThanOrEqual(sq.y + 1);
    const rowLabel = (await page.locator("#edit-rows span").nth(3).boundingBox())!;
    const sq3 = (await page.locator("#edit-sq-3-0").boundingBox())!;
    expect(Math.abs(rowLabel.y + rowLabel.height / 2 - (sq3.y + sq3.height / 2))).toBeLessThan(2);

    // queens fixed at row 1, column 2 and row 3, column 4 share a diagonal
    await page.check("#edit-tool-fix");
    await page.click("#edit-sq-1-2");
    await page.click("#edit-sq-3-4");
    // ringed at once, before Place (issue 33, item 10)
    expect(await page.locator("#edit-board [data-conflict]").count()).toBe(2);
    const s = await finished(page, "#edit-place");
    expect(s.answer).toBeNull();
    const error = (await page.textContent("#edit-error"))!;
    expect(error).toContain("row 1, column 2");
    expect(error).toContain("row 3, column 4");
    expect(await page.getAttribute("#edit-sq-1-2", "data-conflict")).toBe("");
    expect(await page.getAttribute("#edit-sq-3-4", "data-conflict")).toBe("");
    expect(await page.locator("#edit-board [data-conflict]").count()).toBe(2);
    await screenshot(page, "23-edit-conflict");

    // an edit clears the answer and everything said about it
    await page.click("#edit-sq-3-4"); // frees that queen
    expect(await page.isVisible("#edit-error")).toBe(false);
    expect(await page.locator("#edit-board [data-conflict]").count()).toBe(0);
    expect(await page.textContent("#edit-status")).toBe("Block squares or fix pieces, then Place or Count.");
    const placed = await finished(page, "#edit-place");
    expect(await page.textContent("#edit-status")).toMatch(/^Placed 8 queens/);
    await page.click("#edit-sq-0-0");
    expect(await page.textContent("#edit-status")).toBe("Block squares or fix pieces, then Place or Count.");
    expect(await page.textContent("#edit-result")).toBe("");
    expect((await state(page)).answer).toBeNull();
    await page.click("#edit-sq-0-0"); // and back
    expect((await finished(page, "#edit-place")).answer).toEqual(placed.answer);
    expect(problems).toEqual([]);
  });

  it("a shared link shows what it was shared with: the constraints and the placement, or the count", async () => {
    const { page, problems } = session.browser;
    await open(page, session.server.url, "?mode=edit");
    await page.fill("#edit-n", "10");
    await page.press("#edit-n", "Tab");
    await page.click("#edit-sq-4-4"); // blocked
    await page.check("#edit-tool-fix");
    await page.click("#edit-sq-0-3");
    const placed = await finished(page, "#edit-place");
    const link = page.url();
    expect(link).toContain("run=place");
    await open(page, session.server.url, new URL(link).search);
    await page.waitForFunction(() => (window.nqueensPage.state("edit") as EditState).answer !== null);
    const shared = await state(page);
    expect(shared).toMatchObject({ n: 10, blocked: [4, 4], fixed: [0, 3], answer: placed.answer });
    expect(await page.getAttribute("#edit-sq-0-3", "data-state")).toBe("fixed");
    expect(verifyPlacement({ n: 10, piece: "queen", blocked: shared.blocked, fixed: shared.fixed }, shared.answer!).ok).toBe(true);

    const counted = await finished(page, "#edit-count");
    expect(page.url()).toContain("run=count");
    await open(page, session.server.url, new URL(page.url()).search);
    await page.waitForFunction(() => (window.nqueensPage.state("edit") as EditState).count !== null);
    expect((await state(page)).count).toBe(counted.count);
    expect(problems).toEqual([]);
  });
});
