import {
  expect,
  test,
  type Browser,
  type BrowserContext,
  type Locator,
  type Page,
  type Route,
} from "@playwright/test";
import { PHONE } from "../helpers/e2e/chromium";
import { OwnServer } from "../helpers/e2e/offline-server";
import { forgetStoredAnswers } from "../helpers/e2e/offline-storage";
import { HOME_TEXTS, noticeIdByTitle } from "../helpers/e2e/portal";
import { login } from "../helpers/e2e/session";

// A link to a screen other than Main, opened cold (a bookmark, a notification, a link in a
// message): the screen needs the catalog's later part and the signed-in check, which asks the
// server for the user. On a phone's network each is a round trip; they go out together, not one
// after the other. The server's own log tells the order in which requests reached it.
// One own server for the file's tests, so they run one after the other.
test.describe.configure({ mode: "serial" });
const server = new OwnServer(Number(process.env.E2E_PORT ?? 4391) + 47);
/** How long a held request waits in the browser before it goes on to the server. */
const HOLD_MS = 1_500;

test.use({ serviceWorkers: "block" });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  await server.start();
});
test.afterAll(async () => {
  await server.dispose();
});

/** The phones a test opened, closed after it whether it passed or not. */
const phones: BrowserContext[] = [];
test.afterEach(async () => {
  for (const context of phones.splice(0)) await context.close();
});

async function newPhone(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ ...PHONE, baseURL: server.baseURL });
  phones.push(context);
  return context.newPage();
}

/**
 * A signed-in phone about to open a link cold: no HTTP cache and no stored answers (the stored
 * user would spare its request), with the requests matching `held`, if any, held in the browser.
 */
async function coldPhone(browser: Browser, held?: string): Promise<Page> {
  const page = await newPhone(browser);
  await login(page);
  await page.goto("/favicon.svg");
  await forgetStoredAnswers(page);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.clearBrowserCache");
  if (held)
    await page.route(held, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, HOLD_MS));
      await route.continue();
    });
  return page;
}

const myPageHeading = (page: Page) => page.getByRole("heading", { level: 1, name: "마이페이지" });
const orgChartHeading = (page: Page) => page.getByRole("heading", { level: 1, name: "조직도" });

/** Opens `path` until every part of `shown` is visible: the requests that reached the server, in order. */
async function requestsOpening(page: Page, path: string, ...shown: Locator[]): Promise<string[]> {
  const order = server.requestOrder();
  await page.goto(path);
  for (const part of shown) await expect(part).toBeVisible();
  return order();
}

/**
 * In the server's log `seen`, a request matching `earlier` came before one matching `later`; both
 * must be there (a request never made would otherwise count as "before" anything).
 */
function expectReachedBefore(seen: string[], earlier: RegExp, later: RegExp) {
  const log = `in:\n${seen.join("\n")}`;
  const first = seen.findIndex((line) => earlier.test(line));
  const then = seen.findIndex((line) => later.test(line));
  expect(first, `${earlier} ${log}`).toBeGreaterThanOrEqual(0);
  expect(then, `${later} ${log}`).toBeGreaterThanOrEqual(0);
  expect(first, `${earlier} before ${later} ${log}`).toBeLessThan(then);
}

test("a cold deep link asks for the user while the catalog's later part is still on its way", async ({
  browser,
}) => {
  const page = await coldPhone(browser, "**/assets/messages-*.js");
  // The screen shows in Korean, with texts of the later part (My page is not on Main).
  const seen = await requestsOpening(
    page,
    "/user",
    myPageHeading(page),
    page.getByRole("heading", { name: "공지사항" }),
  );
  const user = seen.indexOf("GET /api/user");
  const lastCatalog = seen.findLastIndex((line) => /^GET \/assets\/messages-/.test(line));
  expect(user, `the user in:\n${seen.join("\n")}`).toBeGreaterThanOrEqual(0);
  expect(user, `the user before the last catalog file in:\n${seen.join("\n")}`).toBeLessThan(
    lastCatalog,
  );
});

// The screen's own code is asked for at start too, not once the session check has answered.
test("a cold deep link asks for the screen's code while the user is still on its way", async ({
  browser,
}) => {
  // The server sees the user request only once the hold is over.
  const page = await coldPhone(browser, "**/api/user");
  const seen = await requestsOpening(page, "/OrganizationView", orgChartHeading(page));
  expectReachedBefore(seen, /^GET \/assets\/OrganizationView-/, /^GET \/api\/user$/);
});

// My page's figure cards: their requests go out with the first card's, not once the screen is up.
test("a cold My page asks for every figure while the first card's is still on its way", async ({
  browser,
}) => {
  const page = await coldPhone(browser, "**/api/internal/approval");
  const seen = await requestsOpening(page, "/user", myPageHeading(page));
  for (const figure of [/^GET \/api\/internal\/point$/, /^GET \/api\/internal\/workTime$/])
    expectReachedBefore(seen, figure, /^GET \/api\/internal\/approval$/);
});

// My page's loader is in the entry (src/routes/_authenticated/user.tsx): its requests go out with
// the screen's code instead of once that code and every chunk it imports are in.
test("a cold My page asks for its figures while the screen's code is still on its way", async ({
  browser,
}) => {
  const page = await coldPhone(browser, "**/assets/user-*.js");
  const seen = await requestsOpening(page, "/user", myPageHeading(page));
  for (const figure of [/^GET \/api\/internal\/approval$/, /^GET \/api\/internal\/point$/])
    expectReachedBefore(seen, figure, /^GET \/assets\/user-/);
});

test("a cold notice list asks for its first page while the screen's code is still on its way", async ({
  browser,
}) => {
  const page = await coldPhone(browser, "**/assets/notices-*.js");
  const seen = await requestsOpening(
    page,
    "/notices",
    page.getByRole("heading", { level: 2, name: "전체 공지" }),
  );
  expectReachedBefore(seen, /^GET \/api\/board$/, /^GET \/assets\/notices-/);
});

// The chart's loader is in the entry too (src/routes/_authenticated/OrganizationView.tsx).
test("a cold org chart asks for its tree while the screen's code is still on its way", async ({
  browser,
}) => {
  const page = await coldPhone(browser, "**/assets/OrganizationView-*.js");
  const seen = await requestsOpening(page, "/OrganizationView", orgChartHeading(page));
  expectReachedBefore(
    seen,
    /^GET \/api\/organization-chart\/all$/,
    /^GET \/assets\/OrganizationView-/,
  );
});

// A notice opened from a push notification or a message: the same for the notice's own request.
test("a cold notice link asks for the notice while the screen's code is still on its way", async ({
  browser,
}) => {
  const page = await coldPhone(browser, "**/assets/noticeDetail*.js");
  const postId = await noticeIdByTitle(page.request, "시스템 점검 결과 공유");
  const seen = await requestsOpening(
    page,
    `/noticeDetail/${postId}`,
    page.getByRole("article", { name: "시스템 점검 결과 공유" }),
  );
  expectReachedBefore(
    seen,
    new RegExp(`^GET /api/board/${postId}$`),
    /^GET \/assets\/noticeDetail/,
  );
});

// A chunk that the screen's chunks import (the visually hidden text, behind the page frame) is
// asked for with them, not once the chunk importing it is in (vite/hoist-transitive-imports.ts).
test("a cold deep link asks for all of the screen's code at once", async ({ browser }) => {
  const page = await coldPhone(browser, "**/assets/PageLayout-*.js");
  const seen = await requestsOpening(page, "/OrganizationView", orgChartHeading(page));
  // The visually hidden text is what the frame imports.
  expectReachedBefore(seen, /^GET \/assets\/VisuallyHidden-/, /^GET \/assets\/PageLayout-/);
});

// The page answering the link names the screen's code and the catalog's later part in its Link
// header (server/lib/route-preloads.ts): they come with the entry, not once it has run.
test("a cold deep link asks for the screen's code and texts while the entry is on its way", async ({
  browser,
}) => {
  const page = await coldPhone(browser, "**/assets/app-*.js");
  const seen = await requestsOpening(page, "/user", myPageHeading(page));
  for (const part of [
    /^GET \/assets\/user-/,
    /^GET \/assets\/NoticeList-/,
    /^GET \/assets\/messages-/,
  ])
    expectReachedBefore(seen, part, /^GET \/assets\/app-/);
  // The page's own entry and stylesheet, named in the header too, are each downloaded once.
  for (const own of [/^GET \/assets\/app-/, /^GET \/assets\/style-/])
    expect(
      seen.filter((line) => own.test(line)),
      `in:\n${seen.join("\n")}`,
    ).toHaveLength(1);
});

// On a network that drops a connection, a chunk the header named may fail: the screen asks for it
// again when its code needs it, and shows.
test("a chunk named in the header and lost on the way is asked for again, and the screen shows", async ({
  browser,
}) => {
  const page = await coldPhone(browser);
  let lost = 0;
  await page.route("**/assets/NoticeList-*.js", (route) =>
    lost++ === 0 ? route.abort("connectionreset") : route.continue(),
  );
  const seen = await requestsOpening(
    page,
    "/user",
    myPageHeading(page),
    page.getByRole("heading", { name: "공지사항" }),
  );
  expect(lost, "the lost request and the one after it").toBe(2);
  expect(seen.filter((line) => /^GET \/assets\/NoticeList-/.test(line))).toHaveLength(1);
  await expect(page).toHaveURL(/\/user$/);
});

test("in Japanese, the catalog part asked for with the entry is the Japanese one", async ({
  browser,
}) => {
  const page = await coldPhone(browser, "**/assets/app-*.js");
  await page.context().addCookies([{ name: "locale", value: "ja", url: server.baseURL }]);
  const seen = await requestsOpening(
    page,
    "/user",
    page.getByRole("heading", { level: 1, name: "マイページ" }),
  );
  // The page loads its own locale's part only: a Korean one named in the header would be a second.
  const catalogs = seen.filter((line) => /^GET \/assets\/messages-/.test(line));
  expect(catalogs, `in:\n${seen.join("\n")}`).toHaveLength(1);
  expectReachedBefore(seen, /^GET \/assets\/messages-/, /^GET \/assets\/app-/);
});

// Past the first load the root's loader reloads in the background, so the wait for the catalog
// moves back to beforeLoad: a screen opened from Main before Main's later parts (and the catalog's
// later part with them) are in must not show without its texts.
test("a screen opened from Main waits for the catalog's later part, Main stays meanwhile", async ({
  browser,
}) => {
  const page = await newPhone(browser);
  await login(page);
  const home = page.getByRole("heading", { level: 1, name: HOME_TEXTS.ko.home });
  await expect(home).toBeVisible();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.clearBrowserCache");
  // The shell part comes in the entry (src/lib/i18n.ts): the one catalog file, the later part
  // that follows Main's first paint, is held.
  const held: Route[] = [];
  await page.route("**/assets/messages-*.js", (route) => void held.push(route));
  await page.reload();
  await expect(home).toBeVisible();
  await expect.poll(() => held.length).toBeGreaterThan(0);

  await page.getByRole("link", { name: "마이페이지" }).click();
  await page.waitForTimeout(HOLD_MS);
  await expect(home).toBeVisible();
  await expect(myPageHeading(page)).toBeHidden();

  for (const route of held) await route.continue();
  await expect(myPageHeading(page)).toBeVisible();
  await expect(page.getByRole("heading", { name: "공지사항" })).toBeVisible();
});
