import { expect, test } from "@playwright/test";
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
