import { expect, test, type Page } from "@playwright/test";

// The embedded CAS login page beside the app: a failed login is answered with a redirect to the
// form (post/redirect/get), so Back from the next page finds a page and not Chromium's "Confirm
// Form Resubmission" error; its links lead to the app's own password reset and login.
const CAS_TITLE = "그룹 포털 통합 로그인";
const WRONG_CREDENTIALS = "아이디 또는 비밀번호를 확인한 후 다시 시도해 주세요.";

async function failLogin(page: Page) {
  await page.goto("/cas/login");
  await page.getByLabel("아이디").fill("demo");
  await page.getByLabel("비밀번호").fill("Wrong!2345");
  await page.getByRole("button", { name: "로그인" }).click();
  await expect(page.getByRole("alert")).toHaveText(WRONG_CREDENTIALS);
  // Neither the password nor the ID is in the address.
  expect(page.url()).not.toMatch(/Wrong|demo/);
  await expect(page.getByLabel("아이디")).toHaveValue("demo");
}

test("Back to a failed CAS login shows the form, not a form-resubmission error", async ({
  page,
}) => {
  await failLogin(page);
  await page.goto("/login");
  await expect(page.getByRole("heading", { level: 1, name: "로그인" })).toBeVisible();

  const back = await page.goBack();
  expect(back?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: CAS_TITLE })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe("/cas/login");
  // The message was shown once; the form is ready for another attempt.
  await expect(page.getByRole("alert")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "로그인" })).toBeEnabled();
});

test("the forgot-password link opens the app's reset form, and Back returns", async ({ page }) => {
  await failLogin(page);
  await page.getByRole("link", { name: "비밀번호를 잊으셨나요?" }).click();
  await expect(page).toHaveURL(/\/login\?step=reset$/);
  await expect(page.getByRole("heading", { level: 1, name: "비밀번호 초기화" })).toBeVisible();
  await expect(page.getByLabel("이름")).toBeVisible();

  await page.goBack();
  await expect(page.getByRole("heading", { level: 1, name: CAS_TITLE })).toBeVisible();
  await page.getByRole("link", { name: "그룹 포털 로그인 화면으로 가기" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole("heading", { level: 1, name: "로그인" })).toBeVisible();
});

test("the CAS page follows the app's dark theme", async ({ page }) => {
  await page.emulateMedia({ colorScheme: "dark" });
  await page.goto("/cas/login");
  const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  const dark = await background();
  await page.emulateMedia({ colorScheme: "light" });
  expect(await background()).not.toBe(dark);
  expect(dark).toBe("rgb(11, 17, 32)"); // --color-bg of src/styles/global.css, dark
});
