import { expect, test } from "@playwright/test";
import { readStoredUserData, waitForServiceWorker } from "../helpers/e2e/offline-storage";
import { DEMO, login } from "../helpers/e2e/session";

// Issue "performance": the real build goes out precompressed, its worker precaches no .br/.gz
// copy, and the worker revalidates a stored list with its ETag, so an unchanged menu is a 304.

test("the build's files go out as brotli, and the worker's precache lists no compressed copy", async ({
  request,
}) => {
  const worker = await request.get("/sw.js", { headers: { "accept-encoding": "br, gzip" } });
  expect(worker.status()).toBe(200);
  expect(worker.headers()["content-encoding"]).toBe("br");
  expect(worker.headers()["cache-control"]).toBe("no-cache");
  const source = await worker.text(); // decoded by the client
  const script = /assets\/app-[\w-]+\.js/.exec(source)?.[0]; // the largest chunk
  expect(script).toBeTruthy();
  expect(source).not.toMatch(/\.(?:br|gz)["']/);
  const asset = await request.get(`/${script}`, { headers: { "accept-encoding": "gzip" } });
  expect(asset.headers()["content-encoding"]).toBe("gzip");
  expect(asset.headers()["cache-control"]).toContain("immutable");
});

test("an unchanged Work menu is revalidated with a 304 and stays shown and stored", async ({
  page,
  context,
}) => {
  await login(page, DEMO);
  await waitForServiceWorker(page);
  await page.goto("/?menuId=0");
  const firstLink = page.getByRole("tabpanel").first().getByRole("link").first();
  await expect(firstLink).toBeVisible();
  await expect
    .poll(async () => (await readStoredUserData(page)).cachedApi.map((entry) => entry.url))
    .toContain("/api/menu/WORK");

  const answers: { status: number; ifNoneMatch: string | null }[] = [];
  context.on("response", async (response) => {
    if (new URL(response.url()).pathname !== "/api/menu/WORK") return;
    const ifNoneMatch = await response.request().headerValue("if-none-match");
    answers.push({ status: response.status(), ifNoneMatch });
  });
  // Six minutes on, the page's menu query (fresh for five) reads again through the worker.
  await context.clock.setSystemTime(Date.now() + 6 * 60_000);
  await page.reload();
  await expect(firstLink).toBeVisible();
  await expect
    .poll(() => answers.find((answer) => answer.status === 304)?.ifNoneMatch ?? null)
    .toMatch(/^"[^"]+"$/);

  const stored = (await readStoredUserData(page)).cachedApi.find(
    (entry) => entry.url === "/api/menu/WORK",
  );
  expect(JSON.parse(stored?.body ?? "{}")).toMatchObject({ code: "OK" });
  await page.reload();
  await expect(firstLink).toBeVisible();
});
