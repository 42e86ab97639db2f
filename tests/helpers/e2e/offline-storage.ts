import type { Page } from "@playwright/test";

export interface StoredUserData {
  /** url and body of every response kept in a per-user Cache Storage cache */
  cachedApi: { cache: string; url: string; body: string }[];
  /** entries of the token store (IndexedDB gp-auth/tokens) */
  tokens: [string, unknown][];
  /** entries of the persisted query cache (IndexedDB gp-query/cache) */
  queryCache: [string, unknown][];
}

/** Everything the app keeps for a user on the device, read through the page's own storage APIs. */
export function readStoredUserData(page: Page): Promise<StoredUserData> {
  return page.evaluate(async () => {
    const cachedApi: StoredUserData["cachedApi"] = [];
    for (const name of await caches.keys()) {
      if (!name.startsWith("gp-user-")) continue;
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        const body = (await (await cache.match(request))?.text()) ?? "";
        cachedApi.push({ cache: name, url: new URL(request.url).pathname, body });
      }
    }
    const entries = (database: string, store: string) =>
      new Promise<[string, unknown][]>((resolve, reject) => {
        const open = indexedDB.open(database);
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains(store)) {
            db.close();
            resolve([]);
            return;
          }
          const tx = db.transaction(store);
          const keys = tx.objectStore(store).getAllKeys();
          const values = tx.objectStore(store).getAll();
          tx.oncomplete = () => {
            db.close();
            resolve(keys.result.map((key, index) => [String(key), values.result[index]]));
          };
        };
      });
    return {
      cachedApi,
      tokens: await entries("gp-auth", "tokens"),
      queryCache: await entries("gp-query", "cache"),
    };
  });
}

/** Waits until the service worker controls the page (first visit: after clients.claim()). */
export async function waitForServiceWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (navigator.serviceWorker.controller) return;
    await new Promise((resolve) =>
      navigator.serviceWorker.addEventListener("controllerchange", resolve, { once: true }),
    );
  });
}

/**
 * Forgets the answers home keeps (the persisted query cache and what it spilled to localStorage
 * as the page was left), so that the next load asks the server. Call it on a page of the origin
 * that does not run the app (e.g. /favicon.svg): an open app would hold the database open.
 */
export async function forgetStoredAnswers(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise((resolve, reject) => {
        localStorage.removeItem("gp-query-leaving");
        const request = indexedDB.deleteDatabase("gp-query");
        request.onsuccess = resolve;
        request.onerror = () => reject(request.error);
      }),
  );
}
