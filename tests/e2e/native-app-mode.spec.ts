import { expect, test, type Page } from "@playwright/test";
import { posted, SHELL_USER_AGENT, useShell, type ShellKind } from "../helpers/e2e/native-shell";
import { billboardDialog, noticeDialog } from "../helpers/e2e/portal";
import { storedTokens } from "../helpers/e2e/secret-watch";
import { login } from "../helpers/e2e/session";
import { claimsOf } from "../helpers/tokens";

// What differs in the app (spec 6, docs/native-bridge.md "Detection"): the same screens on the
// web and in simulated iOS and Android shells, against the real server.

/** Closes the billboard popup, then the notice popup it holds back (they make Main inert). */
async function closeHomePopups(page: Page) {
  for (const dialog of [billboardDialog(page), noticeDialog(page)]) {
    await dialog.getByRole("button", { name: "확인", exact: true }).click();
    await expect(dialog).toBeHidden();
  }
}

/** The API paths of the POST requests the page makes from now on. */
function watchPosts(page: Page) {
  const paths: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST") paths.push(new URL(request.url()).pathname);
  });
  return paths;
}

/** The company of the stored access token (its claims, as the server issued them). */
async function tokenCompany(page: Page): Promise<unknown> {
  const token = (await storedTokens(page)).accessToken;
  return token ? claimsOf(token).companyId : undefined;
}

/** From my page to /selectCompany, switches to 한빛테크 (280) and waits for Main. */
async function switchToCompany280(page: Page) {
  await page.goto("/user");
  await page.getByRole("link", { name: "회사 변경" }).click();
  await expect(page).toHaveURL(/\/selectCompany$/);
  await page.getByRole("radio", { name: "한빛테크" }).check();
  await page.getByRole("button", { name: "선택", exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(() => tokenCompany(page)).toBe(280);
}

const workLink = (page: Page, name: string) =>
  page
    .getByRole("tabpanel")
    .getByRole("link", { name: new RegExp(`^${name}`) })
    .first();

test.describe("on the web", () => {
  test("links open in new tabs without the app flag; the password link shows", async ({
    page,
    context,
  }) => {
    await login(page);
    await page.goto("/");
    const approval = workLink(page, "전자결재");
    await expect(approval).toHaveAttribute("href", /\/approval$/);
    await expect(workLink(page, "메일")).toHaveAttribute("target", "_blank");

    await page.goto("/user");
    await expect(page.getByRole("link", { name: "비밀번호 변경" })).toBeVisible();
    const chart = page.waitForEvent("popup");
    await page.getByRole("link", { name: /^조직도/ }).click();
    await expect(await chart).toHaveURL(/\/OrganizationView$/);
    expect(context.pages()).toHaveLength(2);
  });

  test("a company switch uses the web call and stores no app company", async ({ page }) => {
    await login(page);
    const posts = watchPosts(page);
    await switchToCompany280(page);
    expect(posts).toContain("/api/token/reissuance/280");
    expect(posts.filter((path) => path.startsWith("/api/native/"))).toEqual([]);
    expect(await page.evaluate(() => localStorage.getItem("gp-company-id"))).toBeNull();
  });

  test("without a session, the page leaves for the single sign-on service", async ({ page }) => {
    const sso = page.waitForRequest((r) => new URL(r.url()).pathname === "/api/login/sso");
    await page.goto("/");
    await sso;
  });
});

for (const kind of ["ios", "android"] as const satisfies readonly ShellKind[]) {
  test.describe(`in the ${kind} app`, () => {
    test.use({ userAgent: SHELL_USER_AGENT[kind] });
    test.beforeEach(async ({ context, baseURL }) => {
      await useShell(context, baseURL ?? "", kind);
    });

    test("approval, board and notice links carry the app flag and open through the shell", async ({
      page,
      context,
    }) => {
      await login(page);
      await page.goto("/");
      await expect(workLink(page, "전자결재")).toHaveAttribute("href", /\/approval\?app=Y$/);
      await expect(workLink(page, "게시판")).toHaveAttribute("href", /\/board\?app=Y$/);
      await expect(workLink(page, "공지사항")).toHaveAttribute("href", /\/notice\?app=Y$/);
      await expect(workLink(page, "메일")).toHaveAttribute("href", "https://mail.hanbit.example/");
      await expect(workLink(page, "메일")).not.toHaveAttribute("target", /.*/);

      await closeHomePopups(page);
      await workLink(page, "메일").click();
      await expect
        .poll(() => posted(page, "openUrl"))
        .toMatchObject([{ body: { url: "https://mail.hanbit.example/" } }]);
      expect(context.pages()).toHaveLength(1);
      await expect(page).toHaveURL(/\/$/);
    });

    test("my page: no password link, the organisation chart as a mobile web address", async ({
      page,
      context,
      baseURL,
    }) => {
      await login(page);
      await page.goto("/user");
      await expect(page.getByRole("link", { name: /^조직도/ })).toBeVisible();
      await expect(page.getByRole("link", { name: "비밀번호 변경" })).toHaveCount(0);
      await page.getByRole("link", { name: /^조직도/ }).click();
      await expect
        .poll(() => posted(page, "openUrl"))
        .toMatchObject([{ body: { url: `${baseURL}/OrganizationView` } }]);
      expect(context.pages()).toHaveLength(1);
    });

    test("without a session, login happens on /login, not through the SSO redirect", async ({
      page,
    }) => {
      const ssoCalls: string[] = [];
      page.on("request", (r) => {
        if (new URL(r.url()).pathname === "/api/login/sso") ssoCalls.push(r.url());
      });
      await page.goto("/user");
      await expect(page).toHaveURL(/\/login$/);
      await expect(page.getByRole("button", { name: "로그인" })).toBeVisible();
      expect(ssoCalls).toEqual([]);
    });

    test("a company switch in the page uses the app call and tells the shell", async ({ page }) => {
      await login(page);
      const posts = watchPosts(page);
      await switchToCompany280(page);
      expect(posts).toContain("/api/native/change-company/280");
      expect(posts).not.toContain("/api/token/reissuance/280");
      expect(await page.evaluate(() => localStorage.getItem("gp-company-id"))).toBe("280");
      const received = kind === "ios" ? "object" : "string";
      expect(await posted(page, "company")).toEqual([
        { name: "company", body: { companyId: 280 }, received },
      ]);
    });

    test("the language picker on my page tells the shell", async ({ page }) => {
      await login(page);
      await page.goto("/user");
      await page.getByLabel("언어", { exact: true }).selectOption("en");
      await expect(page.locator("html")).toHaveAttribute("lang", "en");
      await expect(page.getByRole("heading", { level: 2, name: "Settings" })).toBeVisible();
      const received = kind === "ios" ? "object" : "string";
      await expect
        .poll(() => posted(page, "setLanguage"))
        .toEqual([{ name: "setLanguage", body: { locale: "en" }, received }]);
      // Back to Korean (the account's language is stored on the server): told again.
      await page.getByLabel("Language", { exact: true }).selectOption("ko");
      await expect(page.locator("html")).toHaveAttribute("lang", "ko");
      await expect
        .poll(async () => (await posted(page, "setLanguage")).map((message) => message.body))
        .toEqual([{ locale: "en" }, { locale: "ko" }]);
    });

    test("a logout in the page tells the shell", async ({ page }) => {
      await login(page);
      await page.goto("/");
      await closeHomePopups(page);
      await page
        .getByRole("button", { name: "로그아웃" })
        .or(page.getByRole("link", { name: "로그아웃" }))
        .click();
      await expect(page).toHaveURL(/\/LogoutSuccess$/);
      expect(await posted(page, "logout")).toMatchObject([{ body: {} }]);
    });
  });
}
