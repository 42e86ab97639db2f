import { expect, type Locator, type Page } from "@playwright/test";
import { resignedToken } from "../tokens";

/** The outbox entries as the app keeps them (IndexedDB gp-outbox/entries). */
export function readOutbox(page: Page): Promise<{ list: string; state: string; body: unknown }[]> {
  return page.evaluate(
    () =>
      new Promise((resolve, reject) => {
        const open = indexedDB.open("gp-outbox");
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains("entries")) return resolve([]);
          const all = db.transaction("entries").objectStore("entries").getAll();
          all.onsuccess = () => resolve(all.result);
          all.onerror = () => reject(all.error);
        };
      }),
  );
}

/** Reads or replaces one entry of the token store (IndexedDB gp-auth/tokens). */
export function storedToken(page: Page, key: "accessToken" | "refreshToken", value?: string) {
  return page.evaluate(
    ({ key, value }) =>
      new Promise<string>((resolve, reject) => {
        const open = indexedDB.open("gp-auth");
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const store = open.result.transaction("tokens", "readwrite").objectStore("tokens");
          const request = value === undefined ? store.get(key) : store.put(value, key);
          request.onsuccess = () => resolve(String(value ?? request.result));
          request.onerror = () => reject(request.error);
        };
      }),
    { key, value },
  );
}

/** Puts an entry straight into the outbox, as if an older app version had queued it. */
export function injectOutboxEntry(page: Page, entry: Record<string, unknown>) {
  return page.evaluate(
    (entry) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open("gp-outbox");
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const tx = open.result.transaction("entries", "readwrite");
          tx.objectStore("entries").put(entry, `${String(entry.owner)}|${String(entry.list)}`);
          tx.oncomplete = () => resolve();
          tx.onerror = () => reject(tx.error);
        };
      }),
    entry,
  );
}

/** The same access token, re-signed with the server's secret so that it expired a minute ago. */
export function expiredCopy(token: string, secret: string): Promise<string> {
  const now = Date.now();
  const times = { issuedAt: new Date(now - 960_000), expiresAt: new Date(now - 60_000) };
  return resignedToken(token, { keyId: "env", secret }, {}, times);
}

/** GET an /api list straight from the server (not through the page or its worker). */
export async function serverList(page: Page, path: string): Promise<string[]> {
  const token = await storedToken(page, "accessToken");
  const res = await page.request.get(path, { headers: { Authorization: `Bearer ${token}` } });
  expect(res.status()).toBe(200);
  const items = ((await res.json()) as { result: { name: string; envType?: string }[] }).result;
  return items.filter((item) => item.envType !== "PC").map((item) => item.name);
}

/** Fires a Background Sync of the outbox in the worker through the DevTools protocol. */
export async function dispatchOutboxSync(page: Page, origin: string): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  const registrationId = new Promise<string>((resolve) => {
    cdp.on("ServiceWorker.workerRegistrationUpdated", ({ registrations }) => {
      const mine = registrations.find((registration) => registration.scopeURL.startsWith(origin));
      if (mine) resolve(mine.registrationId);
    });
  });
  await cdp.send("ServiceWorker.enable");
  await cdp.send("ServiceWorker.dispatchSyncEvent", {
    origin,
    registrationId: await registrationId,
    tag: "gp-outbox",
    lastChance: false,
  });
  await cdp.detach();
}

/** The names of an edit screen's rows, top to bottom. */
export const rowNames = (list: Locator) =>
  list
    .getByRole("listitem")
    .evaluateAll((rows) => rows.map((row) => row.querySelector("span")?.textContent ?? ""));

/** Moves the first row of the edit screen down, taps Done (no server) and lands on Main. */
export async function moveFirstDownAndDone(page: Page, listName: string, menuId: number) {
  const list = page.getByRole("list", { name: listName });
  await expect(list.getByRole("listitem").nth(1)).toBeVisible();
  const [first, second, ...rest] = await rowNames(list);
  await page.getByRole("button", { name: `${first} 이동` }).focus();
  await page.keyboard.press("Space");
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Enter");
  await page.getByRole("button", { name: "완료", exact: true }).click();
  await expect(
    page.getByText("변경 내용을 이 기기에 보관했습니다. 온라인이 되면 전송됩니다."),
  ).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/\\?menuId=${menuId}$`));
  await expect(page.getByText("변경 내용이 이 기기에 저장되어 있으며")).toBeVisible();
  expect(await readOutbox(page)).toMatchObject([{ state: "pending" }]);
  return [second!, first!, ...rest];
}
