import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test, type BrowserContext, type Locator, type Page } from "@playwright/test";
import { OwnServer, launchProfile } from "./support/offline-server";
import { waitForServiceWorker } from "./support/offline-storage";
import {
  dispatchOutboxSync,
  expiredCopy,
  injectOutboxEntry,
  readOutbox,
  serverList,
  storedToken,
} from "./support/outbox";
import { DEMO, login } from "./support/session";

// Edits made without a network (the suite's own server stopped) wait in the outbox and reach the
// server exactly once when it is back: after a browser restart, with an access token that expired
// meanwhile, and next to an edit the server refuses.
test.describe.configure({ mode: "serial", timeout: 180_000 });

// Known to the test so it can sign an access token that has expired (the server's own key).
const SECRET = "outbox-e2e-only-secret-0123456789abcdef";
process.env.JWT_SECRET = SECRET; // this worker's own server inherits it
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
  await server.start(); // a test that failed while it was stopped
});
test.afterAll(async () => {
  await server.dispose();
  for (const dir of profiles) rmSync(dir, { recursive: true, force: true });
});

async function openBrowser(profile?: string): Promise<{ page: Page; profile: string }> {
  const dir = profile ?? mkdtempSync(join(tmpdir(), "portal-outbox-profile-"));
  if (!profile) profiles.push(dir);
  context = await launchProfile(dir, server.baseURL);
  return { page: context.pages()[0] ?? (await context.newPage()), profile: dir };
}

const rowNames = (list: Locator) =>
  list
    .getByRole("listitem")
    .evaluateAll((rows) => rows.map((row) => row.querySelector("span")?.textContent ?? ""));

/** Opens an edit screen online, stops the server, moves the first row down and taps Done. */
async function editOffline(page: Page, path: string, listName: string, menuId: number) {
  await page.goto(path);
  const list = page.getByRole("list", { name: listName });
  await expect(list.getByRole("listitem").nth(1)).toBeVisible();
  const [first, second, ...rest] = await rowNames(list);
  await server.stop();
  await page.getByRole("button", { name: `${first} 이동` }).focus();
  await page.keyboard.press("Space");
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Enter");
  await page.getByRole("button", { name: "완료", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: "오프라인 상태입니다." })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/\\?menuId=${menuId}$`));
  await expect(page.getByText("변경 내용이 이 기기에 저장되어 있으며")).toBeVisible();
  expect(await readOutbox(page)).toMatchObject([{ state: "pending" }]);
  return [second!, first!, ...rest];
}

test("an offline edit survives a browser restart and is saved once the server is back", async () => {
  const { page, profile } = await openBrowser();
  await login(page, DEMO);
  await waitForServiceWorker(page);
  const edited = await editOffline(page, "/edit/favorite", "즐겨찾기 순서", 2);
  await context!.close(); // the browser process ends with the edit still unsent

  await server.start();
  const restarted = (await openBrowser(profile)).page;
  await restarted.goto("/");
  await expect.poll(() => readOutbox(restarted), { timeout: 30_000 }).toEqual([]);
  expect(await serverList(restarted, "/api/favorite")).toEqual(edited);
});

test("an access token that expired offline is refreshed once during the replay", async () => {
  const { page } = await openBrowser();
  await login(page, DEMO);
  await waitForServiceWorker(page);
  const edited = await editOffline(page, "/edit/favorite", "즐겨찾기 순서", 2);
  const refreshToken = await storedToken(page, "refreshToken");
  const expired = await expiredCopy(await storedToken(page, "accessToken"), SECRET);
  await storedToken(page, "accessToken", expired);

  await server.start();
  await page.evaluate(() => window.dispatchEvent(new Event("online")));
  await expect.poll(() => readOutbox(page), { timeout: 30_000 }).toEqual([]);
  expect(await storedToken(page, "accessToken")).not.toBe(expired);
  expect(await storedToken(page, "refreshToken")).not.toBe(refreshToken);
  // A second refresh with the same refresh token would have ended the session: this call works.
  expect(await serverList(page, "/api/favorite")).toEqual(edited);
});

test("an edit refused with 400 during replay is listed as not saved; the others are saved", async () => {
  const { page } = await openBrowser();
  await login(page, DEMO);
  await waitForServiceWorker(page);
  const favoritesBefore = await serverList(page, "/api/favorite");
  const work = await editOffline(page, "/edit/work", "메뉴 순서", 0);
  await injectOutboxEntry(page, {
    list: "favorite",
    owner: "demo@1",
    method: "PUT",
    path: "/favorite",
    body: [{ name: "스크립트", url: "javascript:alert(1)", priority: 1 }],
    queryKey: ["favorite"],
    idempotencyKey: "outbox-e2e-refused-edit",
    createdAt: Date.now(),
    attempts: 0,
    nextAttemptAt: 0,
    state: "pending",
  });

  await server.start();
  await dispatchOutboxSync(page, server.baseURL);
  await expect
    .poll(() => readOutbox(page), { timeout: 30_000 })
    .toMatchObject([{ list: "favorite", state: "failed" }]);
  expect(await serverList(page, "/api/menu/WORK")).toEqual(work);
  expect(await serverList(page, "/api/favorite")).toEqual(favoritesBefore);
  await page.goto("/");
  await expect(page.getByText("저장되지 않은 변경")).toBeVisible();
  await expect(page.getByRole("button", { name: "다시 시도" })).toBeVisible();
});
