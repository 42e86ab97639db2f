import { expect, type Page } from "@playwright/test";
import { billboardDialog, noticeDialog } from "./portal";
import {
  byAddress,
  confirm,
  firstRow,
  firstTextbox,
  goTo,
  homeTab,
  noticeDates,
  signedIn,
  changingOnHome,
  type Flow,
  type Screen,
} from "./screens";
import { encryptPassword, login } from "./session";

/**
 * Every screen of the app (src/routes, plus the embedded CAS login page of server/cas/pages.ts),
 * in the flows that reach them. The not-found path has no screen of its own (it redirects home).
 */
/** An account no e2e test logs in, so today's verification is still ahead of it. */
const UNVERIFIED = { accountId: "expired", password: "Demo!2345" } as const;

const signedOut: Flow = {
  name: "signed-out",
  screens: [
    byAddress("login", "/login", firstTextbox),
    byAddress("login-reset", "/login?step=reset", firstTextbox),
    {
      name: "login-verify",
      reach: async (page) => {
        const { keyId, password } = await encryptPassword(page.request, UNVERIFIED.password);
        const res = await page.request.post("/api/account/user/valid", {
          data: { accountId: UNVERIFIED.accountId, password, keyId },
        });
        const body = (await res.json()) as { result: { temporaryToken: string } };
        const token = encodeURIComponent(body.result.temporaryToken);
        await goTo(page, `/login?temporaryToken=${token}`, (p) => p.getByRole("radio").first());
      },
    },
    byAddress("cas-login", "/cas/login", firstTextbox),
    byAddress("logout-success", "/LogoutSuccess", (p) => p.getByRole("link").first()),
    byAddress("app-test", "/appTest", (p) => p.getByRole("button").first()),
  ],
};

const home: Flow = {
  name: "home",
  screens: [
    {
      name: "home-billboard-popup",
      reach: async (page, locale) => {
        await login(page);
        await expect(confirm(billboardDialog(page, locale), locale)).toBeVisible();
      },
      mask: changingOnHome,
    },
    {
      name: "home-notice-popup",
      reach: async (page, locale) => {
        await confirm(billboardDialog(page, locale), locale).click();
        await expect(noticeDialog(page, locale).getByRole("link").first()).toBeVisible();
      },
      mask: (page, locale) => [...noticeDates(page), ...changingOnHome(page, locale)],
    },
    {
      ...homeTab("home-work", 0),
      reach: async (page, locale) => {
        await confirm(noticeDialog(page, locale), locale).click();
        await expect(noticeDialog(page, locale)).toBeHidden();
        await homeTab("home-work", 0).reach(page, locale);
      },
    },
    homeTab("home-office", 1),
    homeTab("home-favorite", 2),
  ],
};

/** The first row of the chart's member list or search results. */
const firstMember = (page: Page) =>
  page.getByRole("main").getByRole("region").getByRole("listitem").getByRole("button").first();

const organizationMember: Screen = {
  name: "organization-member",
  reach: async (page) => {
    await goTo(page, "/OrganizationView?q=5678", firstMember); // 홍길동's mobile ends in 5678
    await firstMember(page).click();
    await expect(page.getByRole("link", { name: "010-1234-5678" })).toBeVisible();
  },
};

const passwordChange: Screen = {
  name: "password-change",
  // My page's link, as a user opens it.
  reach: async (page) => {
    await page.locator('a[href="/loginSuccess?changePassword=1"]').click();
    await expect(page.locator('input[type="password"]').first()).toBeVisible();
  },
};

const favoriteAdd: Screen = {
  name: "edit-favorite-add",
  reach: async (page, locale) => {
    await page.getByRole("button", { name: locale === "ko" ? "추가" : "Add", exact: true }).click();
    await expect(page.getByRole("dialog").getByRole("textbox").first()).toBeVisible();
  },
};

export const FLOWS: readonly Flow[] = [
  signedOut,
  home,
  signedIn("schedule-and-chart", [
    byAddress("schedule", "/schedule", firstRow),
    byAddress("organization", "/OrganizationView", firstMember),
    organizationMember,
    byAddress("select-company", "/selectCompany", (p) => p.getByRole("radio").first()),
  ]),
  signedIn("my-page-and-notice", [
    {
      ...byAddress("notice-detail", "/noticeDetail/30", (p) => p.getByRole("article")),
      mask: noticeDates,
    },
    {
      ...byAddress("notices", "/notices", (p) => p.getByRole("main").getByRole("link").first()),
      mask: noticeDates,
    },
    // The app has no not-found page (an unknown path goes home); a missing notice is its nearest.
    byAddress("notice-missing", "/noticeDetail/99999", (p) => p.getByRole("alert")),
    {
      name: "mypage",
      reach: async (page) => {
        await goTo(page, "/user", (p) => p.getByRole("region").first());
        await expect(page.locator("[aria-busy=true]")).toHaveCount(0);
      },
      mask: noticeDates, // the newest notices
    },
    passwordChange,
  ]),
  signedIn("editors", [
    byAddress("edit-favorite", "/edit/favorite", firstRow),
    favoriteAdd,
    byAddress("edit-work", "/edit/work", firstRow),
    byAddress("edit-office", "/edit/office", firstRow),
  ]),
];
