import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test, type BrowserContext, type Page } from "@playwright/test";
import { OwnServer, launchProfile } from "../helpers/e2e/offline-server";
import { waitForServiceWorker } from "../helpers/e2e/offline-storage";
import {
  dispatchOutboxSync,
  expiredCopy,
  injectOutboxEntry,
  moveFirstDownAndDone,
  readOutbox,
  rowNames,
  serverList,
  storedToken,
} from "../helpers/e2e/outbox";
import { billboardDialog, noticeDialog } from "../helpers/e2e/portal";
import { DEMO, login } from "../helpers/e2e/session";

// Edits made without a network (the port of the suite's own server closed) wait in the outbox and
// reach the server exactly once when it is back: after a browser restart, with an access token that
// expired meanwhile, when the page becomes visible, and next to an edit the server refuses (which
// can be retried or discarded). A second offline edit builds on the first instead of replacing it.
test.describe.configure({ mode: "serial", timeout: 180_000 });

// Known to the test so it can sign an access token that has expired (the server's own key).
const SECRET = "outbox-e2e-only-secret-0123456789abcdef";
process.env.JWT_SECRET = SECRET; // this worker's own server inherits it
// Far from E2E_PORT: runs with neighbouring E2E_PORTs use small offsets for their own servers.
const server = new OwnServer(Number(process.env.E2E_PORT ?? 4391) + 37);
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

// The notice goes on to say what it shows (the time of the data, or that none is saved).
const OFFLINE_NOTICE = "오프라인 상태입니다.";

/** Opens an edit screen online, cuts the server off, moves the first row down and taps Done. */
async function editOffline(page: Page, path: string, listName: string, menuId: number) {
  await page.goto(path);
  await expect(
    page.getByRole("list", { name: listName }).getByRole("listitem").nth(1),
  ).toBeVisible();
  await server.stop();
  return moveFirstDownAndDone(page, listName, menuId);
}

test("an offline edit survives a browser restart and is saved once the server is back", async () => {
  const { page, profile } = await openBrowser();
  await login(page, DEMO);
  await waitForServiceWorker(page);
  const edited = await editOffline(page, "/edit/favorite", "즐겨찾기 순서", 2);
  await context!.close(); // the browser process ends with the edit still unsent

  await server.start();
  // Both the worker (at its start) and the page (at app start) replay: one of them sends it.
  const puts = server.requestCounter("PUT", "/api/favorite");
  const restarted = (await openBrowser(profile)).page;
  await restarted.goto("/");
  await expect.poll(() => readOutbox(restarted), { timeout: 30_000 }).toEqual([]);
  expect(await serverList(restarted, "/api/favorite")).toEqual(edited);
  await restarted.waitForTimeout(2000); // a second sender would have started by now
  expect(puts()).toBe(1);
});

test("an access token that expired offline is refreshed once during the replay", async () => {
  const { page } = await openBrowser();
  await login(page, DEMO);
  await waitForServiceWorker(page);
  const edited = await editOffline(page, "/edit/favorite", "즐겨찾기 순서", 2);
  const refreshToken = await storedToken(page, "refreshToken");
  const expired = await expiredCopy(await storedToken(page, "accessToken"), SECRET);
  await storedToken(page, "accessToken", expired);
  const refreshes = server.requestCounter("POST", "/api/token/reissuance");
  const puts = server.requestCounter("PUT", "/api/favorite");

  await server.start();
  await page.evaluate(() => window.dispatchEvent(new Event("online")));
  await expect.poll(() => readOutbox(page), { timeout: 30_000 }).toEqual([]);
  await page.waitForTimeout(2000);
  expect(refreshes()).toBe(1);
  // Refused once with the expired token, then saved: two requests, one change.
  expect(puts()).toBe(2);
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
  // Main's billboard and notice popups would cover the list (and make the page inert).
  for (const popup of [billboardDialog(page), noticeDialog(page)]) {
    await page.addLocatorHandler(popup, () =>
      popup.getByRole("button", { name: "확인", exact: true }).click(),
    );
  }
  await page.goto("/");
  const failedList = page.getByRole("region", { name: "저장되지 않은 변경" });
  await expect(failedList).toContainText("즐겨찾기");
  const puts = server.requestCounter("PUT", "/api/favorite");

  // Retry sends it again; the server refuses it again and it stays listed.
  await failedList.getByRole("button", { name: "다시 시도" }).click();
  await expect.poll(puts, { timeout: 15_000 }).toBe(1);
  await expect.poll(() => readOutbox(page)).toMatchObject([{ list: "favorite", state: "failed" }]);
  await expect(failedList).toBeVisible();

  // Discard forgets it: the list disappears, nothing more is sent, the server list is unchanged.
  await failedList.getByRole("button", { name: "버리기" }).click();
  await expect(failedList).toHaveCount(0);
  expect(await readOutbox(page)).toEqual([]);
  await page.evaluate(() => window.dispatchEvent(new Event("online"))); // a replay finds nothing
  await page.waitForTimeout(2000);
  expect(puts()).toBe(1);
  expect(await serverList(page, "/api/favorite")).toEqual(favoritesBefore);
});

test("a second offline edit builds on the first; the page sends it when it becomes visible", async () => {
  const { page } = await openBrowser();
  await login(page, DEMO);
  await waitForServiceWorker(page);
  const first = await editOffline(page, "/edit/favorite", "즐겨찾기 순서", 2);
  const offline = page.getByRole("status").filter({ hasText: OFFLINE_NOTICE });

  // Reopened without a server, the edit screen starts from the pending edit, not the worker's
  // cached (old) list; the server's silence shows as offline although the device is online.
  await page.goto("/edit/favorite");
  const list = page.getByRole("list", { name: "즐겨찾기 순서" });
  await expect.poll(() => rowNames(list)).toEqual(first);
  await expect(offline).toBeVisible();
  expect(await page.evaluate(() => navigator.onLine)).toBe(true);
  const second = await moveFirstDownAndDone(page, "즐겨찾기 순서", 2);
  expect(second).toEqual([first[1], first[0], ...first.slice(2)]);
  expect(await readOutbox(page)).toHaveLength(1);

  // The server is back; once the entry's backoff is over, only the page turning visible sends it.
  await server.start();
  const puts = server.requestCounter("PUT", "/api/favorite");
  const [entry] = (await readOutbox(page)) as unknown as { nextAttemptAt: number }[];
  await page.waitForTimeout(Math.max(0, entry!.nextAttemptAt - Date.now()) + 500);
  expect(await readOutbox(page)).toMatchObject([{ state: "pending" }]);
  await page.evaluate(() => document.dispatchEvent(new Event("visibilitychange")));
  await expect.poll(() => readOutbox(page), { timeout: 10_000 }).toEqual([]);
  expect(await serverList(page, "/api/favorite")).toEqual(second);
  await expect(offline).toHaveCount(0); // the server answered
  await page.waitForTimeout(2000);
  expect(puts()).toBe(1);
});
