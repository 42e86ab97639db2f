import { expect, test, type Request } from "@playwright/test";
import { HOME_TEXTS } from "../helpers/e2e/portal";
import { login } from "../helpers/e2e/session";

// A cold visit to Main, signed in: the files the browser asks for before the page is usable (its
// heading and the first row of the Work list on screen) stay few. Every file is a round trip on a
// phone's network; the route chunks are grouped (vite.config.ts) so that home needs few of them.
// The service worker is blocked and the HTTP cache emptied: nothing is served from a cache.

/**
 * What a cold start of Main may load before it is usable: JS, CSS and the document itself. 48 before
 * the chunk groups of vite.config.ts, 36 with them; the goal is 12 (the small component chunks of
 * Main's later part, the failure dialog and the popups' pager and dialogs are still among them).
 */
const MAX_CODE_REQUESTS = 38;

const text = HOME_TEXTS.ko;
const isCode = (request: Request) =>
  ["document", "script", "stylesheet"].includes(request.resourceType());

test.use({ serviceWorkers: "block" });

test("a signed-in cold start of Main loads at most 38 files of code before it is usable", async ({
  page,
}) => {
  await login(page);
  await expect(page.getByRole("link", { name: text.firstWork })).toBeVisible();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.clearBrowserCache");

  const requested: Request[] = [];
  page.on("request", (request) => requested.push(request));
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1, name: text.home })).toBeVisible();
  await expect(page.getByRole("link", { name: text.firstWork })).toBeVisible();
  const beforeUsable = [...requested];

  const code = beforeUsable.filter(isCode).map((request) => new URL(request.url()).pathname);
  // The message names the files, and only a failing run prints it.
  expect(
    code.length,
    `code files before Main is usable:\n  ${code.join("\n  ")}`,
  ).toBeLessThanOrEqual(MAX_CODE_REQUESTS);
});
