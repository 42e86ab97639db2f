import { expect, test, type Page, type Request } from "@playwright/test";
import { storedTokens } from "../helpers/e2e/secret-watch";
import {
  callPage,
  posted,
  SHELL_USER_AGENT,
  useShell,
  type ShellKind,
} from "../helpers/e2e/native-shell";
import { login } from "../helpers/e2e/session";

// The bridge between the page and a native shell (docs/native-bridge.md), in a simulated iOS and
// a simulated Android shell against the real server: every message the page sends, every callback
// it exposes, and what each callback does with the real API.

/** The PUT/POST requests of one API path, recorded from now on. */
function watchApi(page: Page, path: string) {
  const seen: Request[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === path) seen.push(request);
  });
  return seen;
}

const logEntry = (page: Page, name: string, outcome: string) =>
  page.locator(`[data-testid="bridge-log"] li[data-name="${name}"][data-outcome="${outcome}"]`);

for (const kind of ["ios", "android"] as const satisfies readonly ShellKind[]) {
  test.describe(`${kind} shell`, () => {
    test.use({ userAgent: SHELL_USER_AGENT[kind] });
    test.beforeEach(async ({ context, baseURL, page }) => {
      await useShell(context, baseURL ?? "", kind);
      await login(page);
      await page.goto("/appTest");
      await expect(page.getByRole("heading", { level: 1, name: "앱 테스트" })).toBeVisible();
    });

    test("detection, and a button for every message", async ({ page }) => {
      const detection = page.getByTestId("detection");
      await expect(detection).toContainText(kind === "ios" ? "IOS" : "AOS");
      await expect(detection).toContainText("gpDeviceInfo, gpCompanyChanged, gpLogout");

      const received = kind === "ios" ? "object" : "string";
      const status = page.getByTestId("message-status");
      const button = (name: string) => page.getByRole("button", { name, exact: true }).click();
      const alarm = page.waitForResponse((r) => r.url().endsWith("/api/internal/updateAlarm"));

      await button("URL 열기");
      await button("로그아웃 알림");
      await button("언어 알림");
      await button("회사 알림");
      await button("푸시 상태 요청"); // the shell answers with gpPushStatus({ enabled: true })
      expect((await alarm).status()).toBe(200);
      await button("저장소에 쓰기");
      await expect(status).toHaveText("저장소 응답: hello");
      await button("저장소에서 읽기");
      await expect(status).toHaveText("저장소 응답: hello");
      await button("저장소에서 지우기");
      await expect(status).toHaveText("응답 없음 (값 없음)");
      await button("로그인 상태 보내기");
      await expect(status).toHaveText("로그인 상태: LOGGED_IN");

      const expected: [string, Record<string, unknown>][] = [
        ["openUrl", { url: "https://example.com/" }],
        ["logout", {}],
        ["setLanguage", { locale: "ko" }],
        ["company", { companyId: 1 }],
        ["pushStatus", {}],
        ["loginStatus", { status: "LOGGED_IN", accountId: "demo", companyId: 1 }],
      ];
      for (const [name, body] of expected) {
        expect(await posted(page, name)).toEqual([{ name, body, received }]);
      }
      const storage = (await posted(page, "storage")).map((message) => message.body);
      expect(storage).toMatchObject([
        { action: "set", key: "sample", value: "hello" },
        { action: "get", key: "sample" },
        { action: "remove", key: "sample" },
      ]);
      await expect(logEntry(page, "gpPushStatus", "handled")).toHaveCount(1);
      await expect(logEntry(page, "gpStorageResponse", "handled")).toHaveCount(3);
    });

    test("device info and push status reach the server only under their rules", async ({
      page,
    }) => {
      const tokenUpdates = watchApi(page, "/api/internal/updateToken");
      const alarms = watchApi(page, "/api/internal/updateAlarm");
      const device = {
        appVersion: "2.4.0",
        deviceKey: `device-${kind}`,
        deviceName: kind === "ios" ? "iPhone 15" : "Pixel 8",
        osTypeCode: kind === "ios" ? "IOS" : "AOS",
        osVersion: "18.1",
        pushToken: "push-token-1",
      };
      await callPage(page, "gpDeviceInfo", { ...device, appVersion: undefined });
      await callPage(page, "gpDeviceInfo", { ...device, pushToken: "" });
      expect(tokenUpdates).toHaveLength(0);
      await expect(logEntry(page, "gpDeviceInfo", "noAppVersion")).toHaveCount(1);
      await expect(logEntry(page, "gpDeviceInfo", "noPushToken")).toHaveCount(1);

      const accepted = page.waitForResponse((r) => r.url().endsWith("/api/internal/updateToken"));
      await callPage(page, "gpDeviceInfo", JSON.stringify(device));
      expect((await accepted).status()).toBe(200);
      const bodies = tokenUpdates.map((r) => r.postDataJSON() as Record<string, unknown>);
      expect(bodies).toHaveLength(1);
      const { empNo, ...rest } = bodies[0] ?? {};
      expect(rest).toEqual({ accountId: "demo", companyId: 1, ...device });
      expect(typeof empNo).toBe("string");
      // The log never shows the push token.
      await expect(page.getByTestId("bridge-log")).not.toContainText("push-token-1");

      const alarm = page.waitForResponse((r) => r.url().endsWith("/api/internal/updateAlarm"));
      await callPage(page, "gpPushStatus", "N");
      expect((await alarm).status()).toBe(200);
      await callPage(page, "gpPushStatus", { enabled: "sometimes" });
      expect(alarms.map((r) => r.postDataJSON() as unknown)).toEqual([
        expect.objectContaining({
          accountId: "demo",
          companyId: 1,
          fcmYn: "N",
          smsYn: "Y",
          mailYn: "Y",
        }),
      ]);
      await expect(logEntry(page, "gpPushStatus", "invalid")).toHaveCount(1);
    });

    test("the login status check answers with ids only and reports the app login", async ({
      page,
    }) => {
      const appLogin = page.waitForRequest((r) => r.url().endsWith("/api/internal/appLoginUpdate"));
      const status = await callPage(page, "gpLoginStatus");
      expect(status).toEqual({ status: "LOGGED_IN", accountId: "demo", companyId: 1 });
      expect((await appLogin).postDataJSON()).toEqual({
        accountId: "demo",
        appLoginYn: "Y",
        companyId: 1,
      });
      const tokens = Object.values(await storedTokens(page));
      expect(tokens.length).toBeGreaterThan(0);
      const answers = JSON.stringify([status, await posted(page, "loginStatus")]);
      for (const token of tokens) expect(answers).not.toContain(token);
    });

    test("a language change from the shell applies to the page", async ({ page }) => {
      await callPage(page, "gpLanguageChanged", { locale: "xx" });
      await callPage(page, "gpLanguageChanged", "en");
      await expect(page.getByRole("heading", { level: 1, name: "App test" })).toBeVisible();
      await expect(page.locator("html")).toHaveAttribute("lang", "en");
      expect(await posted(page, "setLanguage")).toMatchObject([{ body: { locale: "en" } }]);
      await expect(logEntry(page, "gpLanguageChanged", "invalid")).toHaveCount(1);
    });

    test("a company change: same company ignored, another one replaces the token", async ({
      page,
    }) => {
      const changes = watchApi(page, "/api/native/change-company/280");
      await callPage(page, "gpCompanyChanged", { companyId: 1 });
      await callPage(page, "gpCompanyChanged", '{"__proto__":{"polluted":1},"companyId":"x"}');
      await expect(logEntry(page, "gpCompanyChanged", "sameCompany")).toHaveCount(1);
      await expect(logEntry(page, "gpCompanyChanged", "invalid")).toHaveCount(1);
      const polluted = await page.evaluate(() => "polluted" in ({} as Record<string, unknown>));
      expect(polluted).toBe(false);

      const before = await storedTokens(page);
      await callPage(page, "gpCompanyChanged", { companyId: 280 });
      await expect(page).toHaveURL(/\/$/);
      expect(changes).toHaveLength(1);
      const after = await storedTokens(page);
      expect(after.accessToken).toBeTruthy();
      expect(after.accessToken).not.toBe(before.accessToken);
      expect(await page.evaluate(() => localStorage.getItem("gp-company-id"))).toBe("280");
      expect(await posted(page, "company")).toMatchObject([{ body: { companyId: 280 } }]);
    });

    test("a logout from the shell ends the session on /LogoutSuccess", async ({ page }) => {
      await callPage(page, "gpLogout");
      await expect(page).toHaveURL(/\/LogoutSuccess$/);
      expect(await storedTokens(page)).toEqual({});
      // The shell started it: no logout message is echoed back.
      expect(await posted(page, "logout")).toEqual([]);
    });
  });
}
