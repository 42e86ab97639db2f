import { expect, test, type Page } from "@playwright/test";
import { goOffline } from "../helpers/e2e/field";
import { waitForServiceWorker } from "../helpers/e2e/offline-storage";
import { login } from "../helpers/e2e/session";

// The notice list screen (/notices) on the seeded demo data: 30 notices, 20 per page.

const list = (page: Page) => page.getByRole("region", { name: "전체 공지" });

async function openAllNotices(page: Page) {
  await page.goto("/user");
  await page.getByRole("link", { name: "공지사항 전체 보기" }).click();
  await expect(page).toHaveURL(/\/notices$/);
  await expect(page.getByRole("heading", { level: 1, name: "공지사항" })).toBeVisible();
  await expect(list(page).getByText("전체 30건 중 20건")).toBeVisible();
  await expect(list(page).getByRole("link")).toHaveCount(20);
}

test("my page's notice card leads to every notice, 20 at a time, each opening its detail", async ({
  page,
}) => {
  await login(page);
  await openAllNotices(page);
  await page.getByRole("button", { name: "더 보기" }).click();
  await expect(list(page).getByText("전체 30건 중 30건")).toBeVisible();
  await expect(list(page).getByRole("link")).toHaveCount(30);
  await expect(page.getByRole("button", { name: "더 보기" })).toHaveCount(0);

  const oldest = list(page).getByRole("link").last();
  const title = (await oldest.locator("span").first().textContent())!;
  await oldest.click();
  await expect(page).toHaveURL(/\/noticeDetail\/\d+$/);
  await expect(page.getByRole("article", { name: title })).toBeVisible();
  await page.goBack();
  await expect(list(page).getByRole("link")).toHaveCount(30);
});

test("the notices seen online stay readable offline after a reload", async ({ page, context }) => {
  await login(page);
  await waitForServiceWorker(page);
  await openAllNotices(page);
  await page.getByRole("button", { name: "더 보기" }).click();
  await expect(list(page).getByRole("link")).toHaveCount(30);
  await page.waitForTimeout(1_500); // the persisted cache's write throttle (1 s)

  await goOffline(context, page);
  await page.reload();
  await expect(list(page).getByText("전체 30건 중 30건")).toBeVisible();
  await expect(list(page).getByRole("link")).toHaveCount(30);
  await expect(list(page).getByRole("link").first()).toHaveAttribute("href", /\/noticeDetail\//);
});
