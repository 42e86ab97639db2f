import { expect, type Locator, type Page } from "@playwright/test";
import { HOME_TEXTS, type HomeLocale } from "./portal";
import { login } from "./session";

/**
 * The screens of the accessibility and screenshot checks, each in a state a user sees, grouped in
 * flows (screen-flows.ts lists them): a flow's screens follow one another in one page, the way a
 * user reaches them, so one login serves them all. `reach` leaves the page ready (its data shown,
 * no spinner); `mask` lists what changes from one run to the next whatever the browser's clock
 * says.
 */
export interface Screen {
  name: string;
  reach: (page: Page, locale: HomeLocale) => Promise<void>;
  mask?: (page: Page, locale: HomeLocale) => Locator[];
}

export interface Flow {
  name: string;
  screens: readonly Screen[];
}

export const heading = (page: Page) => page.getByRole("heading", { level: 1 });
export const confirm = (dialog: Locator, locale: HomeLocale) =>
  dialog.getByRole("button", { name: HOME_TEXTS[locale].confirm, exact: true });

/** Dates of notices, which the seed places hours and days before the server's real time. */
export const noticeDates = (page: Page) => [page.locator("time")];

/**
 * Home's weather card shows the next region every 3 s, and the calendar's NEW badge depends on
 * when the server seeded the schedule and the account last logged in (home-places.spec.ts tests it).
 */
export const changingOnHome = (page: Page, locale: HomeLocale) => [
  page.getByRole("region", { name: HOME_TEXTS[locale].weather }),
  page.getByRole("banner").locator('a[href="/schedule"]'),
];

export async function goTo(page: Page, path: string, ready: (page: Page) => Locator) {
  await page.goto(path);
  await expect(heading(page)).toBeVisible();
  await expect(ready(page)).toBeVisible();
}

/** A screen opened by its address; `ready` is what shows once its data has come. */
export const byAddress = (name: string, path: string, ready: (page: Page) => Locator): Screen => ({
  name,
  reach: (page) => goTo(page, path, ready),
});

export const firstRow = (page: Page) => page.getByRole("listitem").first();
export const firstTextbox = (page: Page) => page.getByRole("textbox").first();

/** Home, with the billboard and notice popups confirmed, on one of its tabs (0, 1, 2). */
export const homeTab = (name: string, tab: number): Screen => ({
  name,
  reach: async (page) => {
    await page.getByRole("tab").nth(tab).click();
    await expect(page.getByRole("tab").nth(tab)).toHaveAttribute("aria-selected", "true");
    await expect(page.locator("[role=tabpanel][aria-busy]")).toHaveCount(0);
    const shown = page.getByRole("tabpanel").filter({ visible: true });
    await expect(shown.getByRole("link").first()).toBeVisible();
    // Main's later parts are in: the list/grid toggle, the header's places and the rows' pictures
    // (the sites' favicons are unreachable, so every row without an icon shows its initials).
    await expect(page.locator("[aria-pressed]")).toHaveCount(1);
    await expect(shown.locator("img")).toHaveCount(0);
  },
  mask: changingOnHome,
});

/** A flow of signed-in screens that starts with a login. */
export const signedIn = (name: string, screens: Screen[]): Flow => {
  const [first, ...rest] = screens;
  const start: Screen = {
    ...first!,
    reach: async (page, locale) => {
      await login(page);
      await first!.reach(page, locale);
    },
  };
  return { name, screens: [start, ...rest] };
};
