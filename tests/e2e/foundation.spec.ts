import { expect, test } from "@playwright/test";
import { login } from "../helpers/e2e/session";

// The foundation: the built PWA on the real server loads, installs its service worker, survives
// deep links and unknown paths, keeps /api answers in the JSON envelope, and follows the locale
// cookie.

test("the home page loads in Korean", async ({ page }) => {
  await login(page);
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1, name: "홈" })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "ko");
});

test("the service worker activates and controls the page after a reload", async ({ page }) => {
  await login(page);
  await page.goto("/");
  const scriptURL = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return registration.active?.scriptURL ?? null;
  });
  expect(scriptURL).toMatch(/\/sw\.js$/);
  await page.reload();
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null))
    .toBe(true);
  await expect(page.getByRole("heading", { level: 1, name: "홈" })).toBeVisible();
});

test("a deep link is served by the SPA fallback and reloads without a 404", async ({
  page,
  request,
}) => {
  // Straight from the server, without the service worker in between, as a browser navigates.
  const direct = await request.get("/schedule", { headers: { Accept: "text/html" } });
  expect(direct.status()).toBe(200);
  expect(direct.headers()["content-type"]).toContain("text/html");

  await login(page);
  const first = await page.goto("/schedule");
  expect(first?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: "일정" })).toBeVisible();
  const again = await page.reload();
  expect(again?.status()).toBe(200);
  await expect(page).toHaveURL(/\/schedule$/);
  await expect(page.getByRole("heading", { level: 1, name: "일정" })).toBeVisible();
});

test("an unknown path ends on the home page", async ({ page, baseURL }) => {
  await login(page);
  await page.goto("/no/such/page");
  await expect(page).toHaveURL(`${baseURL}/`);
  await expect(page.getByRole("heading", { level: 1, name: "홈" })).toBeVisible();
});

test("an unknown /api path answers with the JSON 404 envelope", async ({ request }) => {
  const res = await request.get("/api/no/such/thing");
  expect(res.status()).toBe(404);
  expect(res.headers()["content-type"]).toContain("application/json");
  expect(res.headers()["cache-control"]).toContain("no-store");
  const body = (await res.json()) as Record<string, unknown>;
  expect(body).toMatchObject({ status: 404, code: "NOT_FOUND", result: null });
  expect(typeof body.message).toBe("string");
});

test("the locale cookie switches the interface to English", async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: "locale", value: "en", url: baseURL! }]);
  await login(page);
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1, name: "Home" })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
});
