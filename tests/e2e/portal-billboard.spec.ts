import { expect, test, type Page } from "@playwright/test";
import { billboardDialog, noticeDialog, seoulDate, seoulTime } from "../helpers/e2e/portal";
import { login } from "../helpers/e2e/session";

// Issue #4, spec 4 "Banner popup": "Do not show today" hides the billboard popup until the next
// local midnight, across reloads; unticking clears it. Only the browser's clock is moved (the
// server keeps real time), so only the client's notion of "today" changes.
const HIDE_KEY = "gp.billboard.hideUntil"; // src/features/billboard/hide-today.ts
const LATE_EVENING = seoulTime(seoulDate(0), "23:50:00");
const MIDNIGHT = seoulTime(seoulDate(1), "00:00:00");
const NEXT_MORNING = seoulTime(seoulDate(1), "00:10:00");

/** After a (re)load: once the notice popup, which waits for the billboard, is up, or not. */
async function expectBillboard(page: Page, shown: boolean) {
  if (shown) {
    await expect(billboardDialog(page)).toBeVisible();
    return;
  }
  await expect(noticeDialog(page)).toBeVisible();
  await expect(billboardDialog(page)).toHaveCount(0);
}

const hideUntil = (page: Page) =>
  page.evaluate((key) => window.localStorage.getItem(key), HIDE_KEY);

test("'Do not show today' survives a reload and ends at the next local midnight", async ({
  page,
}) => {
  await page.clock.setFixedTime(LATE_EVENING);
  await login(page);
  await expectBillboard(page, true);

  const popup = billboardDialog(page);
  await popup.getByRole("checkbox", { name: "오늘 하루 보지 않기" }).check();
  expect(Number(await hideUntil(page))).toBe(MIDNIGHT.getTime());
  await popup.getByRole("button", { name: "확인", exact: true }).click();
  await expect(popup).toBeHidden();

  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "홈" })).toBeVisible();
  await expectBillboard(page, false);

  // 20 minutes later by the browser's clock: a new day, the popup is back.
  await page.clock.setFixedTime(NEXT_MORNING);
  await page.reload();
  await expectBillboard(page, true);
  await expect(popup.getByRole("checkbox", { name: "오늘 하루 보지 않기" })).not.toBeChecked();
});

test("unticking 'Do not show today' clears the flag", async ({ page }) => {
  await page.clock.setFixedTime(LATE_EVENING);
  await login(page);
  const popup = billboardDialog(page);
  const checkbox = popup.getByRole("checkbox", { name: "오늘 하루 보지 않기" });
  await checkbox.check();
  expect(await hideUntil(page)).not.toBeNull();
  await checkbox.uncheck();
  expect(await hideUntil(page)).toBeNull();
  await popup.getByRole("button", { name: "확인", exact: true }).click();
  await expect(popup).toBeHidden();

  // Still the same evening: the popup shows again on the next load.
  await page.reload();
  await expectBillboard(page, true);
});

test("the billboards and the notice popup come one after the other in one bottom sheet", async ({
  page,
}) => {
  await login(page);
  const sheet = page.getByRole("dialog");
  await expect(billboardDialog(page)).toBeVisible();
  await expect(sheet).toHaveCount(1);
  await expect(sheet.getByText("1/2", { exact: true })).toBeVisible();
  await expect(sheet).toContainText("2개 중 1번째");
  // A bottom sheet: its lower edge on the screen's (390 x 844).
  await expect
    .poll(async () => {
      const box = await sheet.boundingBox();
      return box ? Math.round(box.y + box.height) : 0;
    })
    .toBe(844);

  await billboardDialog(page).getByRole("button", { name: "확인", exact: true }).click();
  await expect(noticeDialog(page)).toBeVisible();
  await expect(sheet).toHaveCount(1); // the same sheet, never a second modal
  await expect(sheet.getByText("2/2", { exact: true })).toBeVisible();
  await expect(noticeDialog(page).getByRole("link").first()).toHaveAttribute(
    "href",
    /\/noticeDetail\/\d+$/,
  );
  await expect(noticeDialog(page)).toBeFocused();

  await noticeDialog(page).getByRole("button", { name: "확인", exact: true }).click();
  await expect(sheet).toHaveCount(0);
  await expect(page.getByRole("heading", { level: 1, name: "홈" })).toBeVisible();
});
