import { expect, test } from "@playwright/test";
import { PHONE } from "../helpers/e2e/chromium";
import { OwnServer } from "../helpers/e2e/offline-server";
import { HOME_TEXTS } from "../helpers/e2e/portal";
import { login } from "../helpers/e2e/session";

// A browser start with a session checks whether the password must change (spec 4) before the
// screen shows. The user it reads is stored on the device with the other answers; a start used to
// race that store's restore to the server and, losing the race, waited for GET /api/user before
// its first paint: a round trip on every start, on a phone's network too. The server's own log
// tells what reached it.
test.describe.configure({ mode: "serial" });
const server = new OwnServer(Number(process.env.E2E_PORT ?? 4391) + 53);
const text = HOME_TEXTS.ko;

test.use({ serviceWorkers: "block" });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  await server.start();
});
test.afterAll(async () => {
  await server.dispose();
});

test("a start with the user stored on the device asks the server for it no more", async ({
  browser,
}) => {
  const context = await browser.newContext({ ...PHONE, baseURL: server.baseURL });
  const page = await context.newPage();
  await login(page);
  await expect(page.getByRole("link", { name: text.firstWork })).toBeVisible();

  for (let start = 1; start <= 3; start++) {
    const users = server.requestCounter("GET", "/api/user");
    const documents = server.requestCounter("GET", "/");
    await page.reload();
    await expect(page.getByRole("heading", { level: 1, name: text.home })).toBeVisible();
    await expect(page.getByRole("link", { name: text.firstWork })).toBeVisible();
    await page.waitForLoadState("networkidle");
    // The log is read from the server's output: once this start's document is in it, so are the
    // requests the page sent before it settled.
    await expect.poll(documents, { message: `the document of start ${start}` }).toBe(1);
    expect(users(), `GET /api/user on start ${start}`).toBe(0);
  }
  await context.close();
});
