import { spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { ownPostgres, type OwnPostgres } from "../helpers/own-postgres";
import { freePort } from "../helpers/server-process";
import {
  builtFile,
  buildNext,
  entryOf,
  startNode,
  stylesheetOf,
  type Node,
} from "../helpers/e2e/deploy-nodes";
import { closeHomePopups } from "../helpers/e2e/portal";
import { login } from "../helpers/e2e/session";

// A rolling deploy (docs/operations.md "Rolling deploy"): node A still serves build N while node B
// serves build N+1, both on one PostgreSQL. A page loaded from A whose requests then reach B (the
// balancer moved it) opens a lazily loaded route (/user) whose chunk only build N has.
//  1. Without step 2 of the procedure (or for a page older than N), B answers 404 for the chunk:
//     the app reloads once, onto build N+1, instead of showing an error screen.
//  2. After `node scripts/carry-assets.mjs N N+1`, exactly as the docs say, B serves N's chunk and
//     the page of build N goes on without any reload.
// Service workers are blocked: a page that its worker controls has N's chunks precached and never
// asks the network; the risky page is the one whose worker is not installed yet.

const base = Number(process.env.E2E_PORT ?? 4391);
const A_URL = `http://127.0.0.1:${base + 12}`;
// My page's chunk holds only its component: its loader is in the entry (the route file).
const USER_ROUTE = "src/routes/_authenticated/user.tsx?tsr-split=component";

let postgres: OwnPostgres | undefined;
let nodeA: Node | undefined;
let nodeB: Node | undefined;
let buildN = "";
let buildN1 = "";

test.describe.configure({ mode: "serial" });
test.use({ baseURL: A_URL, serviceWorkers: "block" });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  buildN = mkdtempSync(join(tmpdir(), "portal-build-n-"));
  buildN1 = mkdtempSync(join(tmpdir(), "portal-build-n1-"));
  postgres = ownPostgres(await freePort()); // any free port: nothing else needs to know it
  // Build N is the build under test; N+1 renames its CSS classes
  // (tests/helpers/e2e/next-build.vite.config.ts), so /user's script and the app's stylesheet both
  // have new names in N+1.
  cpSync(process.env.STATIC_DIR ?? "dist", buildN, { recursive: true });
  buildNext(buildN1);
  expect(builtFile(buildN1, USER_ROUTE)).not.toBe(builtFile(buildN, USER_ROUTE));
  expect(stylesheetOf(buildN1)).not.toBe(stylesheetOf(buildN));
  expect(entryOf(buildN1)).not.toBe(entryOf(buildN));
  // One after the other: the first migrates and seeds the empty database.
  nodeA = await startNode(base + 12, buildN, postgres.url);
  nodeB = await startNode(base + 13, buildN1, postgres.url);
});

test.afterAll(async () => {
  await nodeA?.stop();
  await nodeB?.stop();
  postgres?.destroy();
  for (const dir of [buildN, buildN1]) if (dir) rmSync(dir, { recursive: true, force: true });
});

/**
 * Logs in on A and opens home (build N), marks the document, then sends every request of the page
 * to B. Returns B's status per path, and the number of document loads from then on.
 */
async function pageOfBuildNOnNodeB(page: Page) {
  await login(page);
  // Main's billboard and notice popups make the page inert until closed.
  await closeHomePopups(page);
  await expect(page.getByRole("link", { name: "마이페이지" })).toBeVisible();
  expect(await entryScript(page)).toBe(entryOf(buildN));
  await page.evaluate(() => Object.assign(window, { __loadedFromA: true }));

  const statusFromB = new Map<string, number>();
  await page.route(`${A_URL}/**`, async (route) => {
    const url = new URL(route.request().url());
    const response = await route.fetch({ url: `${nodeB!.url}${url.pathname}${url.search}` });
    statusFromB.set(url.pathname, response.status());
    await route.fulfill({ response });
  });
  const loads = { count: 0 };
  page.on("load", () => loads.count++);
  return { statusFromB, loads };
}

// The page keeps asking (My page's figures) while a test ends: the forwarding route must let those
// last calls go instead of failing the test with "route.fetch: Test ended".
test.afterEach(async ({ page }) => {
  await page.unrouteAll({ behavior: "ignoreErrors" });
});

const entryScript = (page: Page) =>
  page.evaluate(() =>
    document.querySelector('script[type="module"][src*="/assets/app-"]')?.getAttribute("src"),
  );
const stillTheFirstDocument = (page: Page) =>
  page.evaluate(() => (window as { __loadedFromA?: boolean }).__loadedFromA === true);

test("a chunk that the new build lacks reloads the page once, onto the new build", async ({
  page,
}) => {
  const { statusFromB, loads } = await pageOfBuildNOnNodeB(page);
  await page.getByRole("link", { name: "마이페이지" }).click();

  await expect.poll(() => statusFromB.get(builtFile(buildN, USER_ROUTE))).toBe(404);
  await expect.poll(() => entryScript(page).catch(() => undefined)).toBe(entryOf(buildN1));
  expect(await stillTheFirstDocument(page)).toBe(false);
  await expect(page.getByRole("heading", { level: 1, name: "마이페이지" })).toBeVisible();
  await expect(page).toHaveURL(/\/user$/);
  expect(statusFromB.get(builtFile(buildN1, USER_ROUTE))).toBe(200);
  // Once: a loop would go on loading documents.
  await page.waitForTimeout(1_500);
  expect(loads.count).toBe(1);
});

test("after carry-assets, the page of the old build keeps working without a reload", async ({
  page,
}) => {
  const carry = spawnSync("node", ["scripts/carry-assets.mjs", buildN, buildN1], {
    encoding: "utf8",
  });
  expect(carry.status, carry.stderr).toBe(0);
  expect(existsSync(join(buildN1, builtFile(buildN, USER_ROUTE)))).toBe(true);

  const { statusFromB, loads } = await pageOfBuildNOnNodeB(page);
  await page.getByRole("link", { name: "마이페이지" }).click();

  await expect(page.getByRole("heading", { level: 1, name: "마이페이지" })).toBeVisible();
  expect(statusFromB.get(builtFile(buildN, USER_ROUTE))).toBe(200);
  expect(await stillTheFirstDocument(page)).toBe(true);
  expect(await entryScript(page)).toBe(entryOf(buildN));
  expect(loads.count).toBe(0);
});
