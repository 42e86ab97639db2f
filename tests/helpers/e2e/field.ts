import { expect, type BrowserContext, type Page } from "@playwright/test";

/**
 * Network conditions as a phone has them. Offline is reported (navigator.onLine is false) in the
 * two ways Chromium offers: the context's offline switch and the DevTools protocol's network
 * emulation of the page; the server keeps running.
 */
export async function goOffline(context: BrowserContext, page: Page): Promise<void> {
  await context.setOffline(true);
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.emulateNetworkConditions", {
    offline: true,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  expect(await page.evaluate(() => navigator.onLine)).toBe(false);
}

/** Slow 3G: about 400 ms round trip and 400 kbit/s each way (bytes per second for CDP). */
export async function slow3g(context: BrowserContext, page: Page): Promise<void> {
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 400,
    downloadThroughput: 50_000,
    uploadThroughput: 50_000,
  });
}

/**
 * Ages the worker's stored organisation chart answers by `ms` (src/sw/org-chart-expiry.ts keeps
 * the time of storing in a header of the copy): the worker's own clock cannot be moved.
 */
export function ageWorkerCache(page: Page, ms: number): Promise<number> {
  return page.evaluate(async (by) => {
    let aged = 0;
    for (const name of await caches.keys()) {
      if (!name.startsWith("gp-user-")) continue;
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        if (!new URL(request.url).pathname.startsWith("/api/organization-chart/")) continue;
        const copy = (await cache.match(request))!;
        const headers = new Headers(copy.headers);
        headers.set("X-Gp-Stored-At", String(Number(headers.get("X-Gp-Stored-At")) - by));
        await cache.put(request, new Response(await copy.blob(), { status: 200, headers }));
        aged += 1;
      }
    }
    return aged;
  }, ms);
}

/**
 * Records, from the first script of every document, whether #root ever turns empty again after
 * the app first painted into it ("the screen went blank"). Read it with wentBlank().
 */
export async function watchForBlank(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const state = { painted: false, blank: false };
    (window as unknown as { blankWatch: typeof state }).blankWatch = state;
    const check = () => {
      const root = document.getElementById("root");
      if (!root) return;
      const shows = root.childElementCount > 0;
      if (shows) state.painted = true;
      else if (state.painted) state.blank = true;
    };
    new MutationObserver(check).observe(document, { childList: true, subtree: true });
  });
}

export function wentBlank(page: Page): Promise<{ painted: boolean; blank: boolean }> {
  return page.evaluate(
    () => (window as unknown as { blankWatch: { painted: boolean; blank: boolean } }).blankWatch,
  );
}

/**
 * Back online, the first answer to a request matching `url` is lost (as when the 'online' event
 * comes before the network carries anything); later ones go through. Returns how many were asked.
 */
export async function reconnectLosingFirstAnswer(
  context: BrowserContext,
  url: string,
): Promise<{ readonly asked: number }> {
  const counter = { asked: 0 };
  await context.route(url, async (route) => {
    if (counter.asked++ === 0) return route.abort("internetdisconnected");
    return route.continue();
  });
  await context.setOffline(false);
  return counter;
}
