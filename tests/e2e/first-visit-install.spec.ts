import { expect, test } from "@playwright/test";
import { PHONE } from "../helpers/e2e/chromium";
import { OwnServer } from "../helpers/e2e/offline-server";
import { forgetStoredAnswers, waitForServiceWorker } from "../helpers/e2e/offline-storage";
import { login } from "../helpers/e2e/session";

// On a first visit the service worker downloads the whole app. It must not compete with the parts
// of Main that follow the first paint (weather line, popups, footer) for a slow network and a
// phone's few cores: it is registered only once those parts and their data are in. The server's
// own log tells the order in which requests reached it.
const server = new OwnServer(Number(process.env.E2E_PORT ?? 4391) + 43);
/** How long the weather answer (the data of one late part) takes to reach the server. */
const WEATHER_DELAY_MS = 2_000;

test.beforeAll(async () => {
  test.setTimeout(150_000);
  await server.start();
});
test.afterAll(async () => {
  await server.dispose();
});

test("a first visit installs the service worker only after Main's late parts and their data", async ({
  browser,
}) => {
  const context = await browser.newContext({ ...PHONE, baseURL: server.baseURL });
  const page = await context.newPage();
  await login(page);
  await waitForServiceWorker(page);
  // A first visit of a signed-in phone: no service worker, nothing in Cache Storage, no stored
  // answers (the persisted query cache would answer the weather without asking the server).
  await page.goto("/favicon.svg");
  const cdp = await context.newCDPSession(page);
  await cdp.send("Storage.clearDataForOrigin", {
    origin: server.baseURL,
    storageTypes: "service_workers,cache_storage",
  });
  await forgetStoredAnswers(page);
  await page.route("**/api/weather*", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, WEATHER_DELAY_MS));
    await route.continue();
  });

  const order = server.requestOrder();
  await page.goto("/");
  await expect(page.locator("#main li").first()).toBeVisible();
  await waitForServiceWorker(page);

  const seen = order();
  const weather = seen.indexOf("GET /api/weather");
  const worker = seen.indexOf("GET /sw.js");
  expect(weather, `weather in:\n${seen.join("\n")}`).toBeGreaterThanOrEqual(0);
  expect(worker, `worker after weather in:\n${seen.join("\n")}`).toBeGreaterThan(weather);
  // The worker still installs on that visit, and the app then starts from the device.
  await context.setOffline(true);
  await page.reload();
  await expect(page.locator("#main li").first()).toBeVisible();
  await context.close();
});
