import { expect, test, type Page } from "@playwright/test";
import { cutTexts } from "../helpers/e2e/cut-texts";
import { billboardDialog, HOME_TEXTS, noticeDialog, type HomeLocale } from "../helpers/e2e/portal";
import { login } from "../helpers/e2e/session";

// At 320 px, the narrowest phone the portal supports, no text of Main, its lists, My page or the
// schedule is cut or pushed off the screen, in any of the four languages: the longer English,
// Chinese and Japanese texts included (the English weather line was cut at "higher than yester…").
const LOCALES: readonly HomeLocale[] = ["ko", "en", "zh", "ja"];

test.use({ viewport: { width: 320, height: 700 } });

async function expectNothingCut(page: Page, where: string) {
  await expect
    .poll(() => cutTexts(page.locator("body")), { message: `cut texts on ${where}` })
    .toEqual([]);
}

for (const locale of LOCALES) {
  test(`nothing is cut at 320 px in ${locale}`, async ({ page, context, baseURL }) => {
    const text = HOME_TEXTS[locale];
    await context.addCookies([{ name: "locale", value: locale, url: baseURL! }]);
    // The page's timers on a clock of the test's (running at real speed until moved on), so the
    // weather line can be turned to its next region at once instead of every 3 s.
    await page.clock.install();
    await login(page);
    await expect(billboardDialog(page, locale)).toBeVisible();
    await expectNothingCut(page, "the billboard step");
    await billboardDialog(page, locale).getByRole("button", { name: text.confirm }).click();
    await expect(noticeDialog(page, locale)).toBeVisible();
    await expectNothingCut(page, "the notice step");
    await noticeDialog(page, locale).getByRole("button", { name: text.confirm }).click();
    await expect(noticeDialog(page, locale)).toBeHidden();

    // Main with its later parts (the header's places, the list tools), on each tab.
    await expect(page.locator("[aria-pressed]")).toHaveCount(1);
    for (let tab = 0; tab < 3; tab++) {
      const tabButton = page.getByRole("tab").nth(tab);
      await tabButton.click();
      await expect(tabButton).toHaveAttribute("aria-selected", "true");
      // The pager has glided to the tab's list: a list still sliding in reaches past the edge.
      const panel = page.locator(`[aria-labelledby="${await tabButton.getAttribute("id")}"]`);
      await expect
        .poll(() => panel.evaluate((element) => Math.round(element.getBoundingClientRect().left)))
        .toBe(0);
      await expectNothingCut(page, `Main, tab ${tab + 1}`);
    }
    // Every region of the weather line, as it rotates (every 3 s: WEATHER_ROTATION_MS).
    const weather = page.getByRole("region", { name: text.weather });
    const seen = new Set<string>();
    await expect
      .poll(
        async () => {
          expect(await cutTexts(weather), "cut texts on the weather line").toEqual([]);
          seen.add((await weather.textContent()) ?? "");
          await page.clock.runFor(3_000);
          return seen.size;
        },
        { timeout: 30_000, intervals: [500] },
      )
      .toBeGreaterThanOrEqual(4);

    for (const path of ["/user", "/schedule", "/notices"]) {
      await page.goto(path);
      await expect(page.locator("html")).toHaveAttribute("lang", locale);
      await expect(page.locator("[aria-busy=true]")).toHaveCount(0);
      await expectNothingCut(page, path);
    }
  });
}
