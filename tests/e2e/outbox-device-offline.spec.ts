import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test, type BrowserContext, type Page } from "@playwright/test";
import { OwnServer, killBrowser, launchProfile } from "../helpers/e2e/offline-server";
import { waitForServiceWorker } from "../helpers/e2e/offline-storage";
import { readOutbox, rowNames, serverList } from "../helpers/e2e/outbox";
import { DEMO, login } from "../helpers/e2e/session";

// Offline as a phone has it: the device reports offline (context.setOffline, navigator.onLine is
// false) while the server keeps running. An edit finished then is kept on the device, survives a
// browser restart and reaches the server exactly once, counted in the server's own request log.
test.describe.configure({ mode: "serial", timeout: 180_000 });

const server = new OwnServer(Number(process.env.E2E_PORT ?? 4391) + 7);
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

/** A browser on a profile on disk; the same profile again is a cold start of the browser. */
async function openBrowser(profile?: string): Promise<{ page: Page; profile: string }> {
  const dir = profile ?? mkdtempSync(join(tmpdir(), "portal-device-offline-"));
  if (!profile) profiles.push(dir);
  context = await launchProfile(dir, server.baseURL);
  return { page: context.pages()[0] ?? (await context.newPage()), profile: dir };
}

const KEPT = "변경 내용을 이 기기에 보관했습니다. 온라인이 되면 전송됩니다.";
const SAVED = "편집이 완료되었습니다.";

/** Taps Done; the confirmation shows at once (no request is waited for), then Main opens. */
async function tapDone(page: Page, confirmation: string, menuId: number) {
  await page.getByRole("button", { name: "완료", exact: true }).click();
  // Kept on the device: at once, no request is waited for. Saved: after the server's answer.
  await expect(page.getByText(confirmation)).toBeVisible({
    timeout: confirmation === KEPT ? 3_000 : 10_000,
  });
  await expect(page).toHaveURL(new RegExp(`/\\?menuId=${menuId}$`));
}

/** Kills the browser offline, reopens it online: the outbox sends the edit, once. */
async function restartOnline(profile: string, countPuts: () => number, path: string) {
  // The browser process is killed with the edit unsent, as a phone's OS ends a backgrounded app.
  expect(await killBrowser(context!, profile)).toBeGreaterThan(0);
  context = undefined;
  expect(countPuts()).toBe(0); // nothing got through while the device was offline
  const page = (await openBrowser(profile)).page;
  await page.goto("/");
  await expect.poll(() => readOutbox(page), { timeout: 30_000 }).toEqual([]);
  await page.waitForTimeout(2_000); // a second sender (page or worker) would have sent by now
  expect(countPuts()).toBe(1);
  return serverList(page, path);
}

test("a Work reorder finished offline survives killing the browser and is saved exactly once", async () => {
  const { page, profile } = await openBrowser();
  await login(page, DEMO);
  await waitForServiceWorker(page);
  await page.goto("/edit/work");
  const list = page.getByRole("list", { name: "메뉴 순서" });
  await expect(list.getByRole("listitem").nth(1)).toBeVisible();
  const [first, second, ...rest] = await rowNames(list);
  const puts = server.requestCounter("PUT", "/api/menu/WORK/user");

  await context!.setOffline(true);
  expect(await page.evaluate(() => navigator.onLine)).toBe(false);
  await page.getByRole("button", { name: `${first} 이동` }).focus();
  await page.keyboard.press("Space");
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Enter");
  await tapDone(page, KEPT, 0);
  expect(await readOutbox(page)).toMatchObject([{ list: "menu:WORK", state: "pending" }]);

  expect(await restartOnline(profile, puts, "/api/menu/WORK")).toEqual([second, first, ...rest]);
});

test("a favorite renamed offline survives killing the browser and is saved exactly once", async () => {
  const { page, profile } = await openBrowser();
  await login(page, DEMO);
  await waitForServiceWorker(page);
  await page.goto("/edit/favorite");
  const list = page.getByRole("list", { name: "즐겨찾기 순서" });
  await expect(list.getByRole("listitem").first()).toBeVisible();
  const [first, ...rest] = await rowNames(list);
  const puts = server.requestCounter("PUT", "/api/favorite");

  await context!.setOffline(true);
  await page.getByRole("button", { name: `${first} 수정` }).click();
  const popup = page.getByRole("dialog", { name: "즐겨찾기 수정" });
  await popup.getByLabel("이름 (17자 이내)").fill("오프라인 새 이름");
  await popup.getByRole("button", { name: "확인" }).click();
  await expect.poll(() => rowNames(list)).toEqual(["오프라인 새 이름", ...rest]);
  await tapDone(page, KEPT, 2);
  expect(await readOutbox(page)).toMatchObject([{ list: "favorite", state: "pending" }]);

  expect(await restartOnline(profile, puts, "/api/favorite")).toEqual([
    "오프라인 새 이름",
    ...rest,
  ]);
});

test("an answer lost in flight: the replay with the same key changes nothing and shows saved", async () => {
  const { page } = await openBrowser();
  await login(page, DEMO);
  await page.goto("/edit/favorite");
  const list = page.getByRole("list", { name: "즐겨찾기 순서" });
  await expect(list.getByRole("listitem").first()).toBeVisible();
  const before = await serverList(page, "/api/favorite");

  // An added favorite has no id: if the server applied the replay again, it would appear twice.
  await page.getByRole("button", { name: "추가", exact: true }).click();
  const popup = page.getByRole("dialog", { name: "즐겨찾기 추가" });
  await popup.getByLabel("이름 (17자 이내)").fill("응답 유실");
  await popup.getByLabel("URL 주소").fill("https://lost-answer.example/");
  await popup.getByRole("button", { name: "확인" }).click();
  await expect(popup).toBeHidden();

  const keys: (string | undefined)[] = [];
  // The context's route: it also sees requests that pass through the service worker.
  await context!.route("**/api/favorite", async (route) => {
    if (route.request().method() !== "PUT") return route.fallback();
    keys.push(route.request().headers()["idempotency-key"]);
    if (keys.length > 1) return route.continue();
    const answer = await route.fetch(); // the server gets it and saves ...
    expect(answer.status()).toBe(200);
    await route.abort("connectionreset"); // ... and the phone never hears back
  });
  const puts = server.requestCounter("PUT", "/api/favorite");
  await tapDone(page, SAVED, 2);

  expect(puts()).toBe(2);
  expect(keys).toHaveLength(2);
  expect(keys[1]).toBe(keys[0]);
  expect(await readOutbox(page)).toEqual([]);
  expect(await serverList(page, "/api/favorite")).toEqual([...before, "응답 유실"]);
});
