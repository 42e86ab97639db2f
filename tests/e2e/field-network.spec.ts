import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test, type BrowserContext, type Page } from "@playwright/test";
import { slow3g, wentBlank, watchForBlank } from "../helpers/e2e/field";
import { OwnServer, launchProfile } from "../helpers/e2e/offline-server";
import { readStoredUserData, waitForServiceWorker } from "../helpers/e2e/offline-storage";
import { readOutbox, serverList } from "../helpers/e2e/outbox";
import { DEMO, login } from "../helpers/e2e/session";

// Issue 12, networks as phones meet them, on a server of the suite's own (its request log counts
// what reaches it): a network that flaps during a replay, slow 3G, and a captive portal.
test.describe.configure({ mode: "serial", timeout: 120_000 });

const server = new OwnServer(Number(process.env.E2E_PORT ?? 4391) + 3);
const profiles: string[] = [];
let context: BrowserContext | undefined;

test.beforeAll(async () => {
  test.setTimeout(150_000);
  await server.start();
});
test.afterEach(async () => {
  await context?.close();
  context = undefined;
});
test.afterAll(async () => {
  await server.dispose();
  for (const dir of profiles) rmSync(dir, { recursive: true, force: true });
});

async function openBrowser(): Promise<Page> {
  const dir = mkdtempSync(join(tmpdir(), "portal-field-"));
  profiles.push(dir);
  context = await launchProfile(dir, server.baseURL);
  return context.pages()[0] ?? (await context.newPage());
}

/** Adds a favorite on the edit screen (no id yet: a second application would show it twice). */
async function addFavorite(page: Page, name: string) {
  await page.goto("/edit/favorite");
  await expect(
    page.getByRole("list", { name: "즐겨찾기 순서" }).getByRole("listitem").first(),
  ).toBeVisible();
  await page.getByRole("button", { name: "추가", exact: true }).click();
  const popup = page.getByRole("dialog", { name: "즐겨찾기 추가" });
  await popup.getByLabel("이름 (17자 이내)").fill(name);
  await popup
    .getByLabel("URL 주소")
    .fill(`https://${encodeURIComponent(name)}.example/`.replace(/%/g, ""));
  await popup.getByRole("button", { name: "확인" }).click();
  await expect(popup).toBeHidden();
}

test("a network flapping every 2 s for 30 s during the replay: one saved list, an empty outbox", async () => {
  const page = await openBrowser();
  await login(page, DEMO);
  await waitForServiceWorker(page);
  await addFavorite(page, "흔들리는 망");
  await context!.setOffline(true);
  await page.getByRole("button", { name: "완료", exact: true }).click();
  await expect(
    page.getByText("변경 내용을 이 기기에 보관했습니다. 온라인이 되면 전송됩니다."),
  ).toBeVisible();
  expect(await readOutbox(page)).toMatchObject([{ list: "favorite", state: "pending" }]);

  const puts = server.requestCounter("PUT", "/api/favorite");
  // Every "online" starts a replay at once; the next "offline" may cut it anywhere.
  for (let flip = 1; flip <= 15; flip += 1) {
    await context!.setOffline(flip % 2 === 0);
    await page.waitForTimeout(2_000);
  }
  await context!.setOffline(false);
  await expect.poll(() => readOutbox(page), { timeout: 30_000 }).toEqual([]);
  expect(puts()).toBeGreaterThanOrEqual(1);
  const names = await serverList(page, "/api/favorite");
  expect(names.filter((name) => name === "흔들리는 망")).toHaveLength(1);
});

test("slow 3G: a cold start and a save complete, and the screen never goes blank", async () => {
  const page = await openBrowser();
  await watchForBlank(context!);
  await slow3g(context!, page);
  await login(page, DEMO); // a cold start: nothing cached yet, every file over slow 3G
  await expect(page.getByText("홍길동").first()).toBeVisible({ timeout: 60_000 });
  expect(await wentBlank(page)).toEqual({ painted: true, blank: false });

  await addFavorite(page, "느린 망");
  await page.getByRole("button", { name: "완료", exact: true }).click();
  await expect(page.getByText("편집이 완료되었습니다.")).toBeVisible({ timeout: 20_000 });
  expect(await wentBlank(page)).toEqual({ painted: true, blank: false });
  expect(await serverList(page, "/api/favorite")).toContain("느린 망");
  expect(await readOutbox(page)).toEqual([]);
});

test("a captive portal's 200 with a login page is offline for reads, not data", async () => {
  const page = await openBrowser();
  await login(page, DEMO);
  await waitForServiceWorker(page);
  await page.goto("/?menuId=2");
  await expect(page.getByText("홍길동").first()).toBeVisible();
  await expect(page.getByRole("link", { name: /네이버/ })).toBeVisible();
  await expect
    .poll(async () => (await readStoredUserData(page)).cachedApi.map((entry) => entry.url))
    .toContain("/api/favorite");

  // The context's route also answers what the worker fetches.
  await context!.route("**/api/**", (route) =>
    route.fulfill({ status: 200, contentType: "text/html", body: "<html>Wi-Fi 로그인</html>" }),
  );
  for (let reload = 0; reload < 2; reload += 1) {
    await page.reload();
    await expect(page.getByText("홍길동").first()).toBeVisible();
    await expect(page.getByRole("link", { name: /네이버/ })).toBeVisible();
    await expect(
      page.getByRole("status").filter({ hasText: "오프라인 상태입니다." }),
    ).toBeVisible();
  }
  await page.waitForTimeout(1_500); // a late worker or query cache write would be in by now
  const stored = await readStoredUserData(page);
  expect(stored.cachedApi.length).toBeGreaterThan(0);
  for (const entry of stored.cachedApi) expect(entry.body.startsWith("{")).toBe(true);
  expect(JSON.stringify(stored.queryCache)).not.toContain("Wi-Fi");
  await context!.unroute("**/api/**");
});
