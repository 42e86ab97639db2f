import { expect, test, type Page } from "@playwright/test";
import { billboardDialog, HOME_TEXTS, noticeDialog } from "../helpers/e2e/portal";
import { login } from "../helpers/e2e/session";

// Main on a phone (390x844, and the narrowest 320 px): the company's name and the organisation
// chart one tap from the header, the menus' pictures, the list/grid toggle remembered across a
// reload without a flash of the list, and the calendar's NEW badge cleared by opening the schedule.
// The demo user belongs to companies 1 (한빛홀딩스) and 280.

const text = HOME_TEXTS.ko;

async function openHome(page: Page) {
  await login(page);
  for (const dialog of [billboardDialog(page), noticeDialog(page)])
    await dialog.getByRole("button", { name: text.confirm, exact: true }).click();
  await expect(page.getByRole("link", { name: text.firstWork })).toBeVisible();
}

/** Right edges of the header's parts: all inside the viewport, nothing pushed out. */
async function headerFits(page: Page) {
  const width = page.viewportSize()!.width;
  const banner = page.getByRole("banner");
  for (const part of await banner.locator("h1, a, nav > span").all()) {
    const box = await part.boundingBox();
    if (box) expect(box.x + box.width).toBeLessThanOrEqual(width + 0.5);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
}

for (const width of [390, 320]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 844 } });

    test("the header names the company and opens the company switch and the chart", async ({
      page,
    }) => {
      await openHome(page);
      const banner = page.getByRole("banner");
      const company = banner.getByRole("link", { name: "한빛홀딩스, 회사 변경" });
      await expect(company).toBeVisible();
      await headerFits(page);
      const name = company.locator("span");
      const cut = await name.evaluate(
        (element) =>
          element.scrollWidth > element.clientWidth || element.scrollHeight > element.clientHeight,
      );
      expect(cut).toBe(false); // on two lines at 320 px; only a longer name ends in an ellipsis
      await expect(name).toHaveCSS("text-overflow", "ellipsis");
      await expect(name).toHaveText("한빛홀딩스");

      const chart = banner.getByRole("link", { name: /^조직도/ });
      await expect(chart).toBeVisible();
      const [popup] = await Promise.all([page.waitForEvent("popup"), chart.click()]);
      await expect(popup).toHaveURL(/\/OrganizationView/);
      await popup.close();

      await company.click();
      await expect(page).toHaveURL(/\/selectCompany$/);
    });

    test("menus show their pictures; the grid is remembered and laid out before the first paint", async ({
      page,
    }) => {
      await openHome(page);
      const work = page.getByRole("tabpanel", { name: text.tabs[0] });
      // The seed gives 전자결재 the approval icon; 오늘의 식단 has none and its site's favicon
      // cannot load here: its initials show.
      await expect(work.getByRole("link", { name: /전자결재/ }).locator("svg")).toBeVisible();
      await page.getByRole("tab", { name: text.tabs[1] }).click();
      const office = page.getByRole("tabpanel", { name: text.tabs[1] });
      await expect(office.getByRole("link", { name: /오늘의 식단/ })).toContainText("오");

      await page.getByRole("tab", { name: text.tabs[0] }).click();
      const toggle = page.getByRole("button", { name: "격자로 보기" });
      await expect(toggle).toHaveAttribute("aria-pressed", "false");
      await toggle.click();
      await expect(toggle).toHaveAttribute("aria-pressed", "true");
      const columns = async () => {
        const lefts = await work
          .getByRole("listitem")
          .evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().x)));
        return new Set(lefts).size;
      };
      expect(await columns()).toBe(width === 390 ? 4 : 3);
      await headerFits(page);
      // The tab bar shares its row with the toggle and the edit entry: no label wraps.
      const lines = await page.getByRole("tab").evaluateAll((tabs) =>
        tabs.map((tab) => {
          const range = document.createRange();
          range.selectNodeContents(tab);
          return new Set(Array.from(range.getClientRects()).map((rect) => Math.round(rect.top)))
            .size;
        }),
      );
      expect(lines).toEqual([1, 1, 1]);

      // Reloaded: <html> already says grid when the app draws the first row of a list.
      await page.addInitScript(() => {
        const seen = new MutationObserver(() => {
          if (!document.querySelector("[role=tabpanel] a")) return;
          seen.disconnect();
          const view = document.documentElement.dataset.homeView ?? "list";
          (window as unknown as { viewAtFirstRow: string }).viewAtFirstRow = view;
        });
        seen.observe(document, { childList: true, subtree: true });
      });
      await page.reload();
      await expect(work.getByRole("listitem").first()).toBeVisible();
      expect(
        await page.evaluate(
          () => (window as unknown as { viewAtFirstRow?: string }).viewAtFirstRow,
        ),
      ).toBe("grid");
      await expect(page.getByRole("button", { name: "격자로 보기" })).toHaveAttribute(
        "aria-pressed",
        "true",
      );
      expect(await columns()).toBe(width === 390 ? 4 : 3);
    });
  });
}

test.describe("the calendar's NEW badge", () => {
  // The page's own requests only, so the newest entry's time can be set for the test.
  test.use({ serviceWorkers: "block" });

  test("an entry added since the last visit shows NEW; opening the schedule clears it", async ({
    page,
  }) => {
    const future = new Date(Date.now() + 60_000).toISOString();
    await page.route("**/api/internal/eventHoliday/latest", (route) =>
      route.fulfill({
        json: { status: 200, code: "OK", message: "", result: { latestCreatedAt: future } },
      }),
    );
    await openHome(page);
    const badged = page.getByRole("link", { name: "일정 (새 일정 있음)" });
    await expect(badged).toContainText("NEW");
    await badged.click();
    await expect(page).toHaveURL(/\/schedule/);
    await expect(page.getByRole("combobox", { name: "월 선택" })).toBeVisible();
    await page.goBack();
    await expect(page.getByRole("link", { name: "일정", exact: true })).toBeVisible();
    await expect(page.getByRole("banner").getByText("NEW")).toHaveCount(0);
  });
});

test.describe("the tab pager", () => {
  /** Selects Office and reads the pager's position in the next frame. */
  const leftSoonAfterSelecting = (page: Page) =>
    page.evaluate(async () => {
      const office = document.querySelectorAll<HTMLElement>("[role=tab]")[1]!;
      const pager = document.querySelector("[role=tabpanel]")!.parentElement!;
      office.click();
      await new Promise(requestAnimationFrame);
      return { left: pager.scrollLeft, width: pager.clientWidth };
    });

  test("glides to the selected list", async ({ page }) => {
    await openHome(page);
    await expect(page.locator("[data-glide]")).toHaveCount(1); // the glide has loaded
    const { left, width } = await leftSoonAfterSelecting(page);
    expect(left).toBeLessThan(width); // on its way
    await expect(page.getByRole("link", { name: /오늘의 식단/ })).toBeInViewport();
  });

  test("under reduced motion the list is there at once", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await openHome(page);
    await expect(page.locator("[data-glide]")).toHaveCount(1);
    const { left, width } = await leftSoonAfterSelecting(page);
    expect(left).toBe(width);
  });
});
