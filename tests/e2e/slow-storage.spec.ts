import { expect, test, type BrowserContext, type Page } from "@playwright/test";
import { waitForServiceWorker } from "../helpers/e2e/offline-storage";
import { login } from "../helpers/e2e/session";

// A phone whose IndexedDB answers late (a cold start on a slow device): the persisted query cache
// answers after the restore's 1 s limit. What other screens stored must survive such a start,
// offline, and show once it comes.
const STORE_DELAY_MS = 2_500;

/** Opens the persisted query cache's database (gp-query) only after STORE_DELAY_MS. */
async function slowQueryStore(context: BrowserContext) {
  await context.addInitScript((delay) => {
    const open = IDBFactory.prototype.open;
    IDBFactory.prototype.open = function (this: IDBFactory, name: string, version?: number) {
      if (name !== "gp-query") return open.call(this, name, version);
      // idb-keyval reads result/error and sets the on* handlers: a stand-in forwards them.
      const late: Record<string, unknown> = { result: undefined, error: null };
      setTimeout(() => {
        const real = open.call(this, name, version);
        for (const type of ["upgradeneeded", "success", "error", "blocked"] as const) {
          real.addEventListener(type, (event) => {
            late.result = type === "error" ? undefined : real.result;
            late.error = type === "error" ? real.error : null;
            (late[`on${type}`] as ((e: Event) => void) | undefined)?.(event);
          });
        }
      }, delay);
      return late as unknown as IDBOpenDBRequest;
    };
  }, STORE_DELAY_MS);
}

const basicPoints = (page: Page) =>
  page
    .getByRole("region", { name: "포인트" })
    .getByText("기본 포인트", { exact: true })
    .locator("xpath=following-sibling::dd");

test("a start whose stored cache answers late keeps, offline, what other screens stored", async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  await login(page);
  await waitForServiceWorker(page);
  await page.goto("/user");
  await expect(basicPoints(page)).toContainText("1,200,000");
  await page.goto("/");
  await expect(page.getByText("홍길동").first()).toBeVisible();
  await page.waitForTimeout(1_500); // the persisted cache's write throttle (1 s)
  await page.close();

  await slowQueryStore(context);
  await context.setOffline(true);
  const home = await context.newPage();
  await home.goto("/");
  // The stored answer joins once the store answers: before, the late restore was dropped, home
  // stayed without the name offline, and its first write replaced the store.
  await expect(home.getByText("홍길동").first()).toBeVisible();
  await home.waitForTimeout(2_000); // the saves that follow the late restore
  await home.close();

  const myPage = await context.newPage();
  await myPage.goto("/user");
  await expect(basicPoints(myPage)).toContainText("1,200,000", { timeout: 15_000 });
});
