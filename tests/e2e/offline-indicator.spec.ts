import { expect, test, type BrowserContext, type Page, type Route } from "@playwright/test";
import { waitForServiceWorker } from "../helpers/e2e/offline-storage";
import { billboardDialog } from "../helpers/e2e/portal";
import { login } from "../helpers/e2e/session";

const homeHeading = (page: Page) => page.getByRole("heading", { level: 1, name: "홈" });

test("the interface says when the device is offline, without moving the page", async ({
  page,
  context,
}) => {
  await login(page);
  await page.goto("/");
  const heading = homeHeading(page);
  await expect(heading).toBeVisible();
  // The notice's code comes after the first screen: from the network, or once the app is stored,
  // from the service worker, which is what a phone has when it goes offline later on.
  await waitForServiceWorker(page);
  const notice = page.getByRole("status").filter({ hasText: "오프라인 상태입니다." });
  await expect(notice).toHaveCount(0);
  const before = await heading.boundingBox();

  await context.setOffline(true);
  await expect(notice).toBeVisible();
  expect(await heading.boundingBox()).toEqual(before);

  await context.setOffline(false);
  await expect(notice).toHaveCount(0);
});

/**
 * Opens home with the given later parts held, then goes offline and fails them as a lost network
 * would. Resolves once they have failed.
 */
async function losePartsOffline(page: Page, context: BrowserContext, parts: RegExp, count = 1) {
  const held: Route[] = [];
  await page.route(parts, (route) => void held.push(route));
  await page.goto("/");
  await expect(homeHeading(page)).toBeVisible();
  await expect.poll(() => held.length).toBeGreaterThanOrEqual(count);
  await context.setOffline(true);
  await Promise.all(held.map((route) => route.abort("internetdisconnected")));
  await page.unroute(parts);
}

test.describe("before the app is stored", () => {
  // No service worker: the phone's first visit, before it has stored anything.
  test.use({ serviceWorkers: "block" });

  test("offline while home's later parts load: home stays, and they come once back online", async ({
    page,
    context,
  }) => {
    await login(page);
    // Home's parts that load after its first screen, lost with the network.
    await losePartsOffline(page, context, /\/assets\/(deferred|OfflineLayer|AckWatch)-[\w-]+\.js$/);
    // Long enough for an error screen to replace home, as it did.
    await page.waitForTimeout(1_000);
    await expect(homeHeading(page)).toBeVisible();
    await expect(page.getByText("Something went wrong!")).toHaveCount(0);
    await expect(billboardDialog(page)).toHaveCount(0);

    await context.setOffline(false);
    // The popups are among the later parts: they show now, over an intact home.
    await expect(billboardDialog(page)).toBeVisible();
    await expect(page.getByRole("alert")).toHaveCount(0);
  });

  test("a part that fails for good once back online leaves the screen working, never frozen", async ({
    page,
    context,
  }) => {
    await login(page);
    // The must-read notices' watch and the offline layer, under their own Suspense beside the screen.
    await losePartsOffline(page, context, /\/assets\/(OfflineLayer|AckWatch)-[\w-]+\.js$/, 2);
    // The tab reloaded for a missing chunk a moment ago: no second reload (lib/chunk-reload.ts),
    // and the browser answers the retried imports with the failure it keeps.
    await page.evaluate(() => sessionStorage.setItem("chunk-reload-at", String(Date.now())));
    await context.setOffline(false);

    // A frozen tab answers nothing: these evaluations would time out. (The popups may come over
    // home meanwhile, from its other later parts: no click on the page behind them.)
    await expect(page.evaluate(() => document.title)).resolves.toContain("Group Portal");
    await page.waitForTimeout(1_000);
    await expect(page.evaluate(() => document.title)).resolves.toContain("Group Portal");
    await expect(homeHeading(page)).toBeVisible();
  });
});
