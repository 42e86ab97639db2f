import { expect, test, type Page } from "@playwright/test";
import { billboardDialog, noticeDialog } from "../helpers/e2e/portal";
import { login } from "../helpers/e2e/session";

// How dialogs enter (DESIGN section 1, docs/decisions/0019): Main's bottom sheet slides up from
// below the screen, a centred dialog fades in scaled, a sheet's next step comes in from the side;
// under the user's reduced-motion setting nothing moves or scales, everything only fades. Read as
// the browser draws it: the computed style at every frame and at every change of the page.

interface Seen {
  /** The dialog's computed transform and opacity. */
  panel: [string, number];
  /** Its content's (the current step's), with the first words of its text. */
  body: [string, number, string];
}

/** From the page's start (an init script, so a first state is never missed). */
async function recordDialogMotion(page: Page) {
  await page.addInitScript(() => {
    const seen: Seen[] = [];
    Object.assign(window, { dialogMotion: seen });
    const sample = () => {
      const dialog = document.querySelector('[role="dialog"]');
      const body = dialog?.children[1];
      if (!dialog || !body) return;
      const [panel, content] = [getComputedStyle(dialog), getComputedStyle(body)];
      seen.push({
        panel: [panel.transform, Number(panel.opacity)],
        body: [content.transform, Number(content.opacity), (body.textContent ?? "").slice(0, 12)],
      });
    };
    new MutationObserver(sample).observe(document, { subtree: true, childList: true });
    const everyFrame = () => {
      sample();
      requestAnimationFrame(everyFrame);
    };
    requestAnimationFrame(everyFrame);
  });
  /** What was seen so far, once the dialog has been shown a while. */
  return async (dialog = page.getByRole("dialog")): Promise<Seen[]> => {
    await expect(dialog).toBeVisible();
    await page.waitForTimeout(600);
    return page.evaluate(() => (window as unknown as { dialogMotion: Seen[] }).dialogMotion);
  };
}

/** matrix(a, b, c, d, tx, ty): the scale a, and the translations. */
function matrix(transform: string) {
  const values = /^matrix\(([^)]+)\)$/.exec(transform)?.[1]?.split(",").map(Number);
  return values ? { scale: values[0]!, x: values[4]!, y: values[5]! } : { scale: 1, x: 0, y: 0 };
}

test("without reduced motion the sheet slides up from below the screen", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "no-preference" });
  const motion = await recordDialogMotion(page);
  await login(page);
  const seen = await motion(billboardDialog(page));
  expect(matrix(seen[0]!.panel[0]).y).toBeGreaterThan(100); // below its place at first
  expect(matrix(seen.at(-1)!.panel[0]).y).toBe(0);
});

test("with reduced motion the sheet does not move: it is in place as soon as it shows", async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  const motion = await recordDialogMotion(page);
  await login(page);
  const seen = await motion(billboardDialog(page));
  expect(seen.length).toBeGreaterThan(5);
  expect(seen.filter(({ panel }) => panel[0] !== "none")).toEqual([]);
  expect(seen[0]!.panel[1]).toBeLessThan(1); // it fades in
  expect(seen.at(-1)!.panel[1]).toBe(1);
});

test("the sheet's next step comes in from the side; the first is simply there", async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: "no-preference" });
  const motion = await recordDialogMotion(page);
  await login(page);
  const first = await motion(billboardDialog(page));
  expect(first.filter(({ body }) => body[0] !== "none" || body[1] !== 1)).toEqual([]);

  await billboardDialog(page).getByRole("button", { name: "확인", exact: true }).click();
  const seen = (await motion(noticeDialog(page))).slice(first.length);
  const next = seen.filter(({ body }) => body[2] !== first.at(-1)!.body[2]);
  expect(matrix(next[0]!.body[0]).x).toBeGreaterThan(0);
  expect(next[0]!.body[1]).toBeLessThan(1);
  expect(next.at(-1)!.body.slice(0, 2)).toEqual(["none", 1]);
});

test.describe("a centred dialog", () => {
  async function openAddFavorite(page: Page) {
    await login(page);
    await page.goto("/edit/favorite");
    await page.getByRole("button", { name: "추가", exact: true }).click();
    return page.getByRole("dialog", { name: "즐겨찾기 추가" });
  }

  test("fades in, scaled", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "no-preference" });
    const motion = await recordDialogMotion(page);
    const seen = await motion(await openAddFavorite(page));
    const [transform, opacity] = seen[0]!.panel;
    expect(matrix(transform).scale).toBeLessThan(1);
    expect(opacity).toBeLessThan(1);
    expect(seen.at(-1)!.panel).toEqual(["none", 1]);
  });

  test("under reduced motion only fades: nothing scales", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    const motion = await recordDialogMotion(page);
    const seen = await motion(await openAddFavorite(page));
    expect(seen.filter(({ panel }) => panel[0] !== "none")).toEqual([]);
    expect(seen[0]!.panel[1]).toBeLessThan(1);
    expect(seen.at(-1)!.panel[1]).toBe(1);
  });
});
