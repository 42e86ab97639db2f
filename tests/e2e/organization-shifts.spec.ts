import { expect, test, type BrowserContext, type Page } from "@playwright/test";
import { reconnectLosingFirstAnswer } from "../helpers/e2e/field";
import { waitForServiceWorker } from "../helpers/e2e/offline-storage";
import { login } from "../helpers/e2e/session";

// The chart opened from a link moves nothing that is already on screen while its calls come and
// go. Before, the loading bar took its own line at each call (everything below moved by 15 px),
// and the department browser first said there was nobody, then moved its members' list down under
// the departments once the tree was in (Lighthouse counted a layout shift of 0.02 to 0.09).

test.use({ viewport: { width: 412, height: 823 }, serviceWorkers: "block" });

test("a cold start of the chart shifts no part of the screen", async ({ page }) => {
  await login(page);
  await page.addInitScript(() => {
    const shifts: { value: number; nodes: string[] }[] = [];
    Object.assign(window, { layoutShifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as {
        value: number;
        sources: { node?: Node }[];
      }[])
        shifts.push({
          value: entry.value,
          nodes: entry.sources.map((source) => source.node?.textContent?.slice(0, 30) ?? "?"),
        });
    }).observe({ type: "layout-shift", buffered: true });
  });
  await page.goto("/OrganizationView");
  const members = page.getByRole("region", { name: "부서 구성원" });
  await expect(members.getByRole("button").first()).toBeVisible();
  await expect(page.getByRole("progressbar", { name: "불러오는 중" })).toBeHidden();
  const shifts = await page.evaluate(
    () => (window as unknown as { layoutShifts: [] }).layoutShifts,
  );
  expect(shifts).toEqual([]);
});

test.describe("offline, on a phone that never opened the chart", () => {
  test.use({ serviceWorkers: "allow" });

  /** Signed in with the worker ready, then the chart opened with the device offline. */
  async function openChartOffline(page: Page, context: BrowserContext) {
    await login(page);
    await waitForServiceWorker(page);
    await context.setOffline(true);
    await page.goto("/OrganizationView");
    await expect(page.getByRole("heading", { level: 1, name: "조직도" })).toBeVisible();
    await expect(
      page.getByRole("status").filter({ hasText: "오프라인입니다. 연결되면 조직도를 불러옵니다." }),
    ).toBeVisible();
  }
  const firstMember = (page: Page) =>
    page.getByRole("region", { name: "부서 구성원" }).getByRole("button").first();

  // Its tree was never stored, and its request fails at once offline: the page must say why it
  // shows no tree, never that the company has nobody, nor that it is loading for as long as it is
  // offline, and load the tree by itself once back online.
  test("offline the chart says it loads once connected, not that there is nobody, and then does", async ({
    page,
    context,
  }) => {
    await openChartOffline(page, context);
    await page.waitForTimeout(1_500);
    await expect(page.getByText("구성원이 없습니다.")).toHaveCount(0);
    await expect(page.getByText("불러오는 중…")).toHaveCount(0);
    await expect(page.getByRole("progressbar", { name: "불러오는 중" })).toBeHidden();
    // The header's user is stored, the tree is not: the offline notice does not claim the screen.
    await expect(
      page.getByRole("status").filter({ hasText: "오프라인 상태입니다." }),
    ).toContainText("이 화면의 일부는 저장되어 있지 않습니다.");

    await context.setOffline(false);
    await expect(firstMember(page)).toBeVisible();
  });

  // The device's 'online' event can come before the network carries anything (a radio still
  // attaching, the service worker's connection still offline): the first request after it is
  // lost here, and the chart must ask again by itself rather than stay empty.
  test("back online, a lost first answer does not leave the chart empty", async ({
    page,
    context,
  }) => {
    await openChartOffline(page, context);
    const tree = await reconnectLosingFirstAnswer(context, "**/api/organization-chart/all?**");
    await expect(firstMember(page)).toBeVisible();
    expect(tree.asked).toBeGreaterThan(1);
  });
});
