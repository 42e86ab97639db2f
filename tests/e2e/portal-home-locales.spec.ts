import { expect, test } from "@playwright/test";
import {
  billboardDialog,
  DEMO_USER,
  HOME_TEXTS,
  noticeDialog,
  type HomeLocale,
} from "../helpers/e2e/portal";
import { login } from "../helpers/e2e/session";

// Issue #4: Main on the seeded demo data in each of the four languages, chosen by the locale
// cookie: the popups, the identity card, the weather line, the tab names, the menu names and the
// header and footer controls speak the language, and <html lang> says which.
const LOCALES: readonly HomeLocale[] = ["ko", "en", "zh", "ja"];

for (const locale of LOCALES) {
  test(`home shows the demo user's data in ${locale}`, async ({ page, context, baseURL }) => {
    const text = HOME_TEXTS[locale];
    await context.addCookies([{ name: "locale", value: locale, url: baseURL! }]);
    await login(page);
    await expect(page).toHaveURL(`${baseURL}/`);
    await expect(page.locator("html")).toHaveAttribute("lang", locale);

    // The billboard popup opens first, then the notice popup; each closes with its confirm.
    const billboard = billboardDialog(page, locale);
    await expect(billboard).toBeVisible();
    await expect(billboard).toContainText(DEMO_USER.billboardTitle);
    await billboard.getByRole("button", { name: text.confirm, exact: true }).click();
    const notices = noticeDialog(page, locale);
    await expect(notices).toBeVisible();
    await notices.getByRole("button", { name: text.confirm, exact: true }).click();
    await expect(notices).toBeHidden();

    await expect(page.getByRole("heading", { level: 1, name: text.home })).toBeVisible();
    const card = page.getByRole("region", { name: text.identity });
    await expect(card).toContainText(DEMO_USER.name);
    await expect(card).toContainText(DEMO_USER.accountId);
    await expect(card).toContainText(DEMO_USER.department);

    const weather = page.getByRole("region", { name: text.weather });
    await expect(weather).toContainText("°C");
    await expect(weather).toContainText(text.compared);
    await expect(weather.getByRole("img")).toHaveAccessibleName(text.condition);
    await expect(weather).toContainText(text.regions);

    await expect(page.getByRole("tab")).toHaveText([...text.tabs]);
    // The seeded Work list; the other panels sit beside it, inside the pager only: the page
    // itself never gets wider than the phone (the popups above are centred in view).
    await expect(page.getByRole("link", { name: text.firstWork })).toBeVisible();
    const width = page.viewportSize()!.width;
    expect(await page.evaluate(() => [innerWidth, document.documentElement.scrollWidth])).toEqual([
      width,
      width,
    ]);
    await expect(page.getByRole("tab", { name: text.tabs[0] })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await expect(page.getByRole("link", { name: text.myPage })).toHaveAttribute("href", "/user");
    await expect(page.getByRole("link", { name: text.schedule })).toHaveAttribute(
      "href",
      "/schedule",
    );
    await expect(page.getByRole("button", { name: text.logout })).toBeVisible();
    await expect(page.getByRole("button", { name: text.approval })).toBeAttached();
    await expect(page.getByText("© 2022")).toBeVisible();
  });
}

test("after a language switch on my page, home shows the server's names in that language", async ({
  page,
}) => {
  await login(page);
  for (const dialog of [billboardDialog(page), noticeDialog(page)]) {
    await dialog.getByRole("button", { name: HOME_TEXTS.ko.confirm, exact: true }).click();
  }
  await expect(page.getByRole("link", { name: HOME_TEXTS.ko.firstWork })).toBeVisible();
  // Home's lists are now in the query cache, its persisted copy and the worker's cache.
  await page.evaluate(() => navigator.serviceWorker.ready);

  await page.getByRole("link", { name: HOME_TEXTS.ko.myPage }).click();
  await page.getByRole("combobox", { name: "언어" }).selectOption("en");
  await expect(page.getByRole("combobox", { name: "Language" })).toHaveValue("en");
  await page.getByRole("link", { name: "Back" }).click();

  await expect(page.getByRole("heading", { level: 1, name: HOME_TEXTS.en.home })).toBeVisible();
  await expect(page.getByRole("link", { name: HOME_TEXTS.en.firstWork })).toBeVisible();
  await expect(page.getByRole("link", { name: HOME_TEXTS.ko.firstWork })).toHaveCount(0);
  await expect(page.getByRole("region", { name: HOME_TEXTS.en.weather })).toContainText(
    HOME_TEXTS.en.regions,
  );

  // A reload restores the persisted cache and goes through the worker: still English.
  await page.reload();
  await expect(page.getByRole("link", { name: HOME_TEXTS.en.firstWork })).toBeVisible();
  await expect(page.getByRole("link", { name: HOME_TEXTS.ko.firstWork })).toHaveCount(0);
});
