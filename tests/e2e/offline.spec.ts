import { appendFileSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { readStoredUserData, waitForServiceWorker } from "../helpers/e2e/offline-storage";
import { OwnServer, launchProfile } from "../helpers/e2e/offline-server";
import { injectOutboxEntry, readOutbox } from "../helpers/e2e/outbox";
import { DEMO, DEMO_280, login } from "../helpers/e2e/session";
import { precompressDirectory } from "../../vite/precompress";

// Offline use on a server of the suite's own (stopping it is how the network goes away), with a
// browser profile on disk so that a relaunch is a real cold start.
test.describe.configure({ mode: "serial", timeout: 180_000 });

const server = new OwnServer(Number(process.env.E2E_PORT ?? 4391) + 1);
const profiles: string[] = [];
const newProfile = () => {
  const dir = mkdtempSync(join(tmpdir(), "portal-offline-profile-"));
  profiles.push(dir);
  return dir;
};
const WEATHER_REGIONS = /서울|인천|대전|대구|광주|부산|강릉|제주/;

test.beforeAll(async () => {
  test.setTimeout(150_000);
  await server.start();
});
test.afterAll(async () => {
  await server.dispose();
  for (const dir of profiles) rmSync(dir, { recursive: true, force: true });
});

/** Closes the billboard and notice popups of Main (while open, they make the page inert). */
async function closePopups(page: Page) {
  const dialog = page.getByRole("dialog");
  await expect(dialog.first()).toBeVisible();
  while ((await dialog.count()) > 0) {
    await dialog.first().getByRole("button", { name: "확인", exact: true }).click();
  }
}

/**
 * One online visit (login lands on home), until the worker and the query cache have kept the
 * lists: the worker takes control during that first visit and the page fetches them through it.
 */
async function visitOnline(page: Page, account: { accountId: string; password: string }) {
  await login(page, account);
  await waitForServiceWorker(page);
  await expect
    .poll(async () => (await readStoredUserData(page)).cachedApi.map((entry) => entry.url), {
      timeout: 20_000,
    })
    .toEqual(
      expect.arrayContaining([
        "/api/favorite",
        "/api/menu/OFFICE",
        "/api/menu/WORK",
        "/api/weather",
      ]),
    );
  await page.goto("/?menuId=2");
  await expect(page.getByRole("region", { name: "날씨" })).toContainText(WEATHER_REGIONS);
  await expect
    .poll(async () => JSON.stringify((await readStoredUserData(page)).queryCache))
    .toContain(`:${account.accountId}:`);
}

test("after one online visit, a cold start with the server down shows home and the chart from the cache", async () => {
  const profile = newProfile();
  let browser = await launchProfile(profile, server.baseURL);
  const online = await browser.newPage();
  await visitOnline(online, DEMO);
  await online.goto("/OrganizationView");
  await expect(online.getByRole("button", { name: /^전략기획본부/ })).toBeVisible();
  await expect
    .poll(async () => (await readStoredUserData(online)).cachedApi.map((entry) => entry.url))
    .toContain("/api/organization-chart/all");
  await browser.close();

  await server.stop();
  try {
    browser = await launchProfile(profile, server.baseURL);
    const page = await browser.newPage();
    await page.goto("/?menuId=2");
    await expect(page.getByRole("heading", { level: 1, name: "홈" })).toBeVisible();
    await expect(page.getByText("홍길동").first()).toBeVisible();
    await expect(page.getByRole("link", { name: /네이버/ })).toBeVisible();
    await expect(page.getByRole("region", { name: "날씨" })).toContainText(WEATHER_REGIONS);
    await expect(page.getByRole("region", { name: "날씨" })).toContainText("°C");
    // The Work tab's list comes from the cache as well.
    await page.goto("/?menuId=0");
    await expect(page.getByRole("tabpanel").first().getByRole("link").first()).toBeVisible();
    // And the organisation chart's department tree.
    await page.goto("/OrganizationView");
    await expect(page.getByRole("heading", { level: 1, name: "조직도" })).toBeVisible();
    await expect(page.getByRole("button", { name: /^전략기획본부/ })).toBeVisible();
    await browser.close();
  } finally {
    await server.start();
  }
});

test("a logout while offline leaves nothing of the user, and the next user sees only their own", async () => {
  const browser = await launchProfile(newProfile(), server.baseURL);
  const page = await browser.newPage();
  await visitOnline(page, DEMO);

  await closePopups(page);
  await server.stop();
  try {
    // An edit still waiting to be sent must not outlive the logout either.
    await injectOutboxEntry(page, {
      list: "favorite",
      owner: "demo@1",
      method: "PUT",
      path: "/favorite",
      body: [{ name: "네이버", url: "https://www.naver.com/", priority: 1 }],
      queryKey: ["favorite"],
      idempotencyKey: "offline-e2e-unsent-edit",
      createdAt: Date.now(),
      attempts: 1,
      nextAttemptAt: Date.now() + 60_000,
      state: "pending",
    });
    expect(await readOutbox(page)).toHaveLength(1);
    await page.getByRole("button", { name: "로그아웃" }).click();
    await expect(page).toHaveURL(/\/LogoutSuccess$/);
    // Longer than the persisted cache's write throttle: a late write would show up by now.
    await page.waitForTimeout(1_500);
    const left = await readStoredUserData(page);
    expect(left.cachedApi).toEqual([]);
    expect(left.tokens).toEqual([]);
    expect(await readOutbox(page)).toEqual([]);
    expect(JSON.stringify(left.queryCache)).not.toContain("홍길동");
    expect(JSON.stringify(left.queryCache)).not.toContain("네이버");
  } finally {
    await server.start();
  }

  await login(page, DEMO_280);
  await page.goto("/?menuId=2");
  await expect(page.getByRole("link", { name: /개발 문서/ })).toBeVisible();
  await expect(page.getByText("이서연").first()).toBeVisible();
  await expect(page.getByRole("link", { name: /네이버/ })).toHaveCount(0);
  await expect(page.getByText("홍길동")).toHaveCount(0);
  await expect
    .poll(async () => (await readStoredUserData(page)).cachedApi.map((entry) => entry.url))
    .toContain("/api/favorite");
  const stored = JSON.stringify(await readStoredUserData(page));
  expect(stored).not.toContain("홍길동");
  expect(stored).not.toContain("네이버");
  expect(new Set((await readStoredUserData(page)).cachedApi.map((entry) => entry.cache)).size).toBe(
    1,
  );
  await browser.close();
});

test("a new deployment offers a reload in every open tab, and each brings the new version in", async () => {
  const browser = await launchProfile(newProfile(), server.baseURL);
  const page = await browser.newPage();
  await login(page, DEMO);
  await waitForServiceWorker(page);
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1, name: "홈" })).toBeVisible();
  await closePopups(page);
  // A second tab of the same app, as a phone's browser keeps them.
  const other = await browser.newPage();
  await other.goto("/");
  await expect(other.getByRole("heading", { level: 1, name: "홈" })).toBeVisible();
  await closePopups(other);
  const promptOf = (tab: Page) =>
    tab.getByRole("alert").filter({ hasText: "새 버전을 사용할 수 있습니다." });
  await expect(promptOf(page)).toHaveCount(0);

  // Deploy: the server now serves a different worker script, with its compressed copies
  // written anew as every build does (the old sw.js.br would still be served); the pages check.
  appendFileSync(join(server.staticDir, "sw.js"), "\n// next deployment\n");
  await precompressDirectory(server.staticDir);
  for (const tab of [page, other]) {
    await tab.evaluate(async () => {
      (window as { beforeReload?: boolean }).beforeReload = true;
      await (await navigator.serviceWorker.getRegistration())?.update();
    });
    await expect(promptOf(tab)).toBeVisible();
  }

  // The first tab lets the new version in; the second, whose prompt is still up, then finds no
  // worker waiting any more and must still reload into the version that now controls it.
  for (const tab of [page, other]) {
    await promptOf(tab).getByRole("button", { name: "새로고침" }).click();
    // The flag set before the reload is gone once the new document runs; while the reload is
    // under way there is no document to ask (the evaluation fails), which counts as "not yet".
    await expect
      .poll(() =>
        tab
          .evaluate(() => (window as { beforeReload?: boolean }).beforeReload ?? false)
          .catch(() => true),
      )
      .toBe(false);
    await expect(tab.getByRole("heading", { level: 1, name: "홈" })).toBeVisible();
    await expect(promptOf(tab)).toHaveCount(0);
    const registration = await tab.evaluate(async () => {
      const current = await navigator.serviceWorker.getRegistration();
      return {
        waiting: current?.waiting !== null,
        controlled: !!navigator.serviceWorker.controller,
        controlledByActive: navigator.serviceWorker.controller === current?.active,
      };
    });
    expect(registration).toEqual({ waiting: false, controlled: true, controlledByActive: true });
  }
  await browser.close();
});
