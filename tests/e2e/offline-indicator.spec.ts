import { expect, test } from "@playwright/test";
import { login } from "../helpers/e2e/session";

test("the interface says when the device is offline, without moving the page", async ({
  page,
  context,
}) => {
  await login(page);
  await page.goto("/");
  const heading = page.getByRole("heading", { level: 1, name: "홈" });
  await expect(heading).toBeVisible();
  const notice = page.getByRole("status").filter({ hasText: "오프라인 상태입니다." });
  await expect(notice).toHaveCount(0);
  const before = await heading.boundingBox();

  await context.setOffline(true);
  await expect(notice).toBeVisible();
  expect(await heading.boundingBox()).toEqual(before);

  await context.setOffline(false);
  await expect(notice).toHaveCount(0);
});
