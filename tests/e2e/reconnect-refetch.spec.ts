import { expect, test } from "@playwright/test";
import { reconnectLosingFirstAnswer } from "../helpers/e2e/field";
import { waitForServiceWorker } from "../helpers/e2e/offline-storage";
import { seoulDate } from "../helpers/e2e/portal";
import { login } from "../helpers/e2e/session";

// A screen the phone never stored, opened while the device says it is offline: its request fails
// at once (TanStack's online state starts "online" and sees no change when the device comes back,
// so it does not ask again by itself). Back online, the screen must load without the user doing
// anything, even when the first answer after reconnecting is lost.
test.use({ serviceWorkers: "allow" });

test("the schedule opened offline loads by itself once the device is back online", async ({
  page,
  context,
}) => {
  const [year] = seoulDate();
  await login(page);
  await waitForServiceWorker(page);
  await context.setOffline(true);
  await page.goto(`/schedule?month=${year - 1}-10`);
  const month = page.getByRole("region", { name: `${year - 1}년 10월` });
  // Not "no events this month": it could not ask.
  await expect(month.getByRole("status")).toHaveText("오프라인입니다. 연결되면 일정을 불러옵니다.");

  const calls = await reconnectLosingFirstAnswer(context, "**/api/internal/eventHoliday?**");
  // Hangeul Day, 9 October: a seeded holiday of every year.
  await expect(month.getByRole("listitem").filter({ hasText: "한글날" })).toBeVisible();
  expect(calls.asked).toBeGreaterThan(1);
});
