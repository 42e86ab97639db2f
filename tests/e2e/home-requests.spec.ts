import { expect, test, type Page } from "@playwright/test";
import { billboardDialog, HOME_TEXTS, noticeDialog } from "../helpers/e2e/portal";
import { forgetStoredAnswers } from "../helpers/e2e/offline-storage";
import { login } from "../helpers/e2e/session";

// A cold visit to Main, signed in: what the browser asks for before the page is usable (its
// heading and the first row of the Work list on screen) stays within the performance goal of 12
// requests. Every request is a round trip on a phone's network: the route chunks are grouped and
// the styles are one file (vite.config.ts), the icon and the calendar mark are inline, and Main's
// later parts and the failure dialog load only after the first paint or when needed.
// The service worker is blocked and the HTTP cache emptied: nothing is served from a cache.

/**
 * Before: 48 code files alone without the chunk groups of vite.config.ts, 36 with them, and 28
 * requests of any kind while Main's later parts still loaded with the first render.
 */
const MAX_REQUESTS = 12;

const text = HOME_TEXTS.ko;

test.use({ serviceWorkers: "block" });

/** In the page: the moment the first row of a list is on screen (the frame after it is laid out). */
function markUsable() {
  const seen = new MutationObserver(() => {
    if (!document.querySelector("#main [role=tabpanel] li a")) return;
    seen.disconnect();
    requestAnimationFrame(() => {
      (window as unknown as { usableAt: number }).usableAt = performance.now();
    });
  });
  seen.observe(document, { childList: true, subtree: true });
}

/**
 * Signs in, empties the HTTP cache (and with `forget`, the answers stored on the device) and opens
 * Main cold: the paths requested before it is usable.
 */
async function requestsBeforeUsable(page: Page, { forget = false } = {}): Promise<string[]> {
  await login(page);
  await expect(page.getByRole("link", { name: text.firstWork })).toBeVisible();
  if (forget) {
    await page.goto("/favicon.svg"); // the app holds the database open
    await forgetStoredAnswers(page);
  }
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.clearBrowserCache");

  await page.addInitScript(markUsable);
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1, name: text.home })).toBeVisible();
  await expect(page.getByRole("link", { name: text.firstWork })).toBeVisible();
  // The row can be visible before the frame that marks it: read the mark once it is set.
  await page.waitForFunction(() => "usableAt" in window);
  // The page's own clock: a request counts when it started before the row was on screen.
  return page.evaluate(() => {
    const usableAt = (window as unknown as { usableAt: number }).usableAt;
    const started = performance
      .getEntriesByType("resource")
      .filter((entry) => entry.startTime <= usableAt)
      .map((entry) => new URL(entry.name).pathname);
    return [location.pathname, ...started]; // the document itself, then the rest
  });
}

test("a signed-in cold start of Main makes at most 12 requests before it is usable", async ({
  page,
}) => {
  const names = await requestsBeforeUsable(page);
  // The message names the requests, and only a failing run prints it.
  expect(
    names.length,
    `requests before Main is usable:\n  ${names.join("\n  ")}`,
  ).toBeLessThanOrEqual(MAX_REQUESTS);
  // The texts of the first paint come with the entry: a catalog chunk of their own was a second
  // round trip, asked for only once the entry had run (src/lib/i18n.ts).
  expect(names.filter((name) => name.startsWith("/assets/messages-"))).toEqual([]);
});

// A slow answer, or a busy phone whose stored answers came too late for the start: Main's heading
// is painted and the main thread idle while the Work list is still on its way. Main's later parts
// wait for the list, not only for that idle moment (a full CI run once counted 26 requests).
test("with the Work list's answer slow to come, Main's later parts wait for the list", async ({
  page,
}) => {
  await page.route("**/api/menu/WORK", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 2500));
    await route.continue();
  });
  const names = await requestsBeforeUsable(page, { forget: true });
  // Nothing stored to show: the user and the list come from the server, and still within the goal.
  expect(
    names.length,
    `requests before Main is usable:\n  ${names.join("\n  ")}`,
  ).toBeLessThanOrEqual(MAX_REQUESTS);
  expect(names).toEqual(expect.arrayContaining(["/api/user", "/api/menu/WORK"]));
  // Neither the later parts' entry chunks nor their data, nor the hidden tabs' lists come first.
  const later =
    /\/(after-first-paint|late-parts|deferred|OfflineLayer|AckWatch)-|pending-ack|weather|banner|OFFICE|favorite/;
  expect(names.filter((name) => later.test(name))).toEqual([]);
});

// Nothing stored on the device (a new phone, or stored answers gone stale): the Work list comes
// from the server and is checked against the outbox's pending edit. That check is in the entry:
// loaded lazily, it was a one-line chunk and then the 11 KB "shared" chunk, two round trips after
// the entry before the first list could show (Lighthouse's slow 4G counted them in FCP and LCP).
test("with nothing stored, Main's first list waits for no code beyond the entry", async ({
  page,
}) => {
  const names = await requestsBeforeUsable(page, { forget: true });
  const scripts = names.filter((name) => name.endsWith(".js"));
  expect(scripts, `requests before Main is usable:\n  ${names.join("\n  ")}`).toHaveLength(1);
  expect(scripts[0]).toMatch(/^\/assets\/app-[\w-]+\.js$/);
});

// Neither is Main's: the notice screen and the must-acknowledge gate show notice HTML, and only
// the list editors animate with framer-motion (55 KB gzip; dialogs and the pager glide without it).
test("Main with all its later parts loads neither the notice HTML sanitizer nor framer-motion", async ({
  page,
}) => {
  await login(page);
  // The popups are Main's last parts: once they are closed, everything Main loads is in.
  for (const dialog of [billboardDialog(page), noticeDialog(page)])
    await dialog.getByRole("button", { name: text.confirm, exact: true }).click();
  await expect(page.getByRole("contentinfo").getByRole("button")).not.toHaveCount(0);
  await page.waitForLoadState("networkidle");
  const scripts = await page.evaluate(() =>
    Promise.all(
      performance
        .getEntriesByType("resource")
        .map((entry) => entry.name)
        .filter((url) => url.endsWith(".js"))
        .map(async (url) => ({ url, text: await (await fetch(url)).text() })),
    ),
  );
  expect(scripts.length).toBeGreaterThan(3);
  const withSanitizer = scripts.filter(({ text }) => text.includes("DOMPurify"));
  expect(withSanitizer.map(({ url }) => new URL(url).pathname)).toEqual([]);
  const withMotion = scripts.filter(({ text }) => text.includes("motionComponentSymbol"));
  expect(withMotion.map(({ url }) => new URL(url).pathname)).toEqual([]);
});
