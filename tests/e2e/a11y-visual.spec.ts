import { expect, test, type Page } from "@playwright/test";
import { expectNoSeriousViolations } from "../helpers/e2e/axe";
import { seoulTime, type HomeLocale } from "../helpers/e2e/portal";
import { FLOWS } from "../helpers/e2e/screen-flows";
import type { Screen } from "../helpers/e2e/screens";

// Every screen (tests/helpers/e2e/screen-flows.ts) at 390 px in Korean and English, light then dark:
// a screenshot that matches the one stored in tests/e2e/__screenshots__ within a small
// tolerance, and no serious or critical axe violation. Axe runs on the Korean pages (every WCAG
// 2.1 A/AA and best-practice rule in light, the colour rules in dark): English changes the texts,
// which the screenshots cover, not the markup or the colours. One test per flow and locale, so a
// login serves several screens. Baselines change on purpose only: `npm run screenshots:update`.
//
// The browser's clock stands still on a Monday morning in Seoul of a year the seed covers (the
// schedule holds the current and the two previous years), so "today" and the month shown never
// move; the server keeps real time, and what it dates relative to that is masked.
const FIXED_NOW = seoulTime([2026, 11, 16], "10:00:00");
const LOCALES = ["ko", "en"] as const satisfies readonly HomeLocale[];
const AXE_LOCALE: HomeLocale = "ko";

test.use({ reducedMotion: "reduce", colorScheme: "light" });
// A flow visits up to six screens, with axe twice on each in Korean: about 20 s on a quiet
// two-core machine, but well over 45 s (the default) on a busy one.
test.describe.configure({ timeout: 120_000 });

async function checkScreen(page: Page, screen: Screen, locale: HomeLocale) {
  await page.evaluate(() => document.fonts.ready);
  for (const scheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    const where = `${screen.name}-${locale}-${scheme}`;
    await expect.soft(page, `screenshot ${where}`).toHaveScreenshot(`${where}.png`, {
      fullPage: true,
      animations: "disabled",
      caret: "hide",
      mask: screen.mask?.(page, locale) ?? [],
      maxDiffPixelRatio: 0.002,
      threshold: 0.2,
    });
    if (locale === AXE_LOCALE)
      await expectNoSeriousViolations(page, where, scheme === "light" ? "all" : "colours");
  }
  await page.emulateMedia({ colorScheme: "light" });
}

for (const flow of FLOWS) {
  for (const locale of LOCALES) {
    test(`${flow.name} screens in ${locale}: as stored and accessible, light and dark`, async ({
      page,
      context,
      baseURL,
    }) => {
      await context.addCookies([{ name: "locale", value: locale, url: baseURL! }]);
      await page.clock.setFixedTime(FIXED_NOW);
      // No site outside the portal answers (menus' favicons): the same pictures on every machine.
      await context.route(/^https?:\/\/(?!127\.0\.0\.1[:/])/, (route) => route.abort());
      for (const screen of flow.screens) {
        await test.step(screen.name, async () => {
          await screen.reach(page, locale);
          await expect(page.locator("html")).toHaveAttribute("lang", locale);
          await checkScreen(page, screen, locale);
        });
      }
    });
  }
}
