import { expect, test, type Page } from "@playwright/test";
import { waitForServiceWorker } from "../helpers/e2e/offline-storage";
import { DEMO } from "../helpers/e2e/session";

// Issue 12, defect 3: logout ends single sign-on. Before, the CAS ticket-granting cookie outlived
// the app's logout, so Back or "log in again through SSO" signed the same person in without a
// password: on a shared or lent phone, the next person was inside someone else's portal.

const casCookie = async (page: Page) =>
  (await page.context().cookies()).find((cookie) => cookie.name === "CASTGC");

async function ssoLogin(page: Page) {
  // No token, not in the app: the route rules send the browser to the single sign-on service.
  await page.goto("/");
  await expect(page).toHaveURL(/\/cas\/login\?service=/);
  await page.getByLabel("아이디").fill(DEMO.accountId);
  await page.getByLabel("비밀번호").fill(DEMO.password);
  await page.getByRole("button", { name: "로그인" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "홈" })).toBeVisible();
  expect(await casCookie(page), "the SSO session's cookie").toBeDefined();
}

async function logoutFromFooter(page: Page) {
  // Main opens with its popups (billboards, notices): a user closes them first.
  // They open one after another as their data arrives: close each until none comes for 2 s.
  const popup = page.getByRole("dialog").first();
  for (let i = 0; i < 5; i++) {
    const shown = await popup.waitFor({ timeout: 2000 }).then(
      () => true,
      () => false,
    );
    if (!shown) break;
    await popup.getByRole("button", { name: "확인" }).click();
  }
  await page.getByRole("button", { name: "로그아웃" }).click();
  await expect(page).toHaveURL(/\/LogoutSuccess$/);
  await expect(page.getByRole("heading", { level: 1, name: "로그아웃 완료" })).toBeVisible();
}

test("SSO login, logout, Back: the password form, not the portal", async ({ page }) => {
  test.setTimeout(60_000);
  await ssoLogin(page);
  await logoutFromFooter(page);

  await page.goBack();
  await expect(page.getByLabel("비밀번호")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "홈" })).toHaveCount(0);
  expect(await casCookie(page), "the SSO cookie is removed").toBeUndefined();
});

test("SSO login, logout, 'log in again through SSO': the CAS form asks for the password", async ({
  page,
}) => {
  test.setTimeout(60_000);
  await ssoLogin(page);
  await logoutFromFooter(page);

  await page.getByRole("link", { name: "다시 로그인" }).click();
  await page.getByRole("link", { name: "회사 통합 로그인(SSO)으로 로그인" }).click();
  await expect(page).toHaveURL(/\/cas\/login\?service=/);
  await expect(page.getByLabel("비밀번호")).toBeVisible();
  await expect(page.getByLabel("비밀번호")).toHaveValue("");
  // Still there a moment later: no silent sign-in behind the form.
  await page.waitForTimeout(1000);
  await expect(page).toHaveURL(/\/cas\/login\?service=/);
  expect(await casCookie(page), "the SSO cookie is removed").toBeUndefined();
});

test("SSO login, logout made offline: the first contact ends the SSO session too", async ({
  page,
  context,
}) => {
  test.setTimeout(60_000);
  await ssoLogin(page);
  // Installed: the worker serves the app's files offline, as on a phone.
  await waitForServiceWorker(page);
  // The device really reports offline: the logout can reach neither the API nor the CAS logout.
  await context.setOffline(true);
  await logoutFromFooter(page);
  expect(await casCookie(page), "offline, nothing could remove it yet").toBeDefined();

  // The network returns: the `online` event is the first contact.
  await context.setOffline(false);
  await expect
    .poll(async () => casCookie(page), { message: "the SSO cookie is removed", timeout: 15_000 })
    .toBeUndefined();

  await page.getByRole("link", { name: "다시 로그인" }).click();
  await page.getByRole("link", { name: "회사 통합 로그인(SSO)으로 로그인" }).click();
  await expect(page).toHaveURL(/\/cas\/login\?service=/);
  await expect(page.getByLabel("비밀번호")).toBeVisible();
  await page.waitForTimeout(1000);
  await expect(page).toHaveURL(/\/cas\/login\?service=/);
});
