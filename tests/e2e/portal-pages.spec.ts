import { expect, test, type Locator } from "@playwright/test";
import { noticeIdByTitle, seoulDate, seoulTime } from "../helpers/e2e/portal";
import { login } from "../helpers/e2e/session";

// Issue #4 on the seeded demo data: the schedule shows the seeded Korean public holidays, a
// notice with a script in its content is shown sanitized without running anything, and my page
// shows the demo user's figures.

const row = (list: Locator, title: string) => list.getByRole("listitem").filter({ hasText: title });

test("the schedule lists a seeded holiday of a month picked in the selector", async ({ page }) => {
  const [year] = seoulDate();
  await login(page);
  await page.goto("/schedule");
  const select = page.getByRole("combobox", { name: "월 선택" });
  await expect(select).toHaveValue(`${year}-${String(seoulDate()[1]).padStart(2, "0")}`);
  await select.selectOption(`${year - 1}-10`);
  await expect(page).toHaveURL(new RegExp(`month=${year - 1}-10`));
  await expect(page.getByRole("heading", { level: 2 })).toHaveText(`${year - 1}년 10월`);

  const holiday = row(page.getByRole("list"), "한글날"); // Hangeul Day, 9 October
  await expect(holiday).toContainText("휴일");
  await expect(holiday.locator("time")).toHaveAttribute("datetime", `${year - 1}-10-09`);
  await expect(holiday).not.toHaveAttribute("aria-current");
});

test("on New Year's Day (browser clock) the holiday row is today's, highlighted", async ({
  page,
}) => {
  const [year] = seoulDate();
  await page.clock.setFixedTime(seoulTime([year, 1, 1], "10:00:00"));
  await login(page);
  await page.goto("/schedule");
  await expect(page.getByRole("combobox", { name: "월 선택" })).toHaveValue(`${year}-01`);
  const newYear = row(page.getByRole("list"), "신정");
  await expect(newYear).toHaveAttribute("aria-current", "date");
  await expect(newYear).toContainText("휴일");
  await expect(newYear).toContainText("오늘");
  await expect(page.locator('[aria-current="date"]')).toHaveCount(1);
});

test("a notice with a script in its content is sanitized and runs nothing", async ({ page }) => {
  const dialogs: string[] = [];
  page.on("dialog", (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  const postId = await noticeIdByTitle(page.request, "시스템 점검 결과 공유");
  await login(page);
  await page.goto(`/noticeDetail/${postId}`);

  const article = page.getByRole("article", { name: "시스템 점검 결과 공유" });
  await expect(article).toContainText("점검 결과를 공유합니다.");
  const content = article.locator("p", { hasText: "점검 결과를 공유합니다." }).locator("..");
  await expect(content.locator("script")).toHaveCount(0);
  await expect(content.locator("[onerror], [onload], [onclick]")).toHaveCount(0);
  await expect(content.locator('a[href^="javascript:" i]')).toHaveCount(0);
  await expect(content).not.toContainText("alert(");
  // Give an image error handler or a late script the time it would need.
  await page.waitForLoadState("networkidle");
  expect(dialogs).toEqual([]);
});

test("a notice title with markup reads as text", async ({ page }) => {
  const dialogs: string[] = [];
  page.on("dialog", (dialog) => void dialog.dismiss().then(() => dialogs.push("dialog")));
  const title = '<b>[긴급]</b> 보안 패치 적용 안내 & "필독" <img src=x onerror=alert(1)>';
  const postId = await noticeIdByTitle(page.request, "[긴급]");
  await login(page);
  await page.goto(`/noticeDetail/${postId}`);
  const heading = page.getByRole("article").getByRole("heading", { level: 2 });
  await expect(heading).toHaveText(title);
  await expect(heading.locator("b, img")).toHaveCount(0);
  await page.waitForLoadState("networkidle");
  expect(dialogs).toEqual([]);
});

test("my page shows the demo user's figures and the password change form", async ({ page }) => {
  await login(page);
  await page.goto("/user");
  const figure = (card: string, label: string) =>
    page
      .getByRole("region", { name: card })
      .getByText(label, { exact: true })
      .locator("xpath=following-sibling::dd");
  await expect(figure("결재 현황", "기안")).toHaveText("3");
  await expect(figure("결재 현황", "결재 대기")).toHaveText("5");
  await expect(figure("결재 현황", "반려")).toHaveText("1");
  await expect(figure("휴가", "부여")).toHaveText("20일");
  await expect(figure("포인트", "기본 포인트")).toContainText("1,200,000");
  await expect(figure("포인트", "잔여 포인트")).toContainText("845,300");
  await expect(figure("근무 시간", "필수")).toContainText("160");
  await expect(figure("근무 시간", "실적")).toContainText("97.5");

  // The password-change link opens the form on /loginSuccess without a new login.
  await page.getByRole("link", { name: "비밀번호 변경" }).click();
  await expect(page).toHaveURL(/\/loginSuccess\?changePassword=1$/);
  await expect(page.getByLabel("현재 비밀번호")).toBeVisible();
  await expect(page.getByLabel("새 비밀번호 확인")).toBeVisible();
});

test("an approval count on my page opens its box on the approval site through the handover", async ({
  page,
  context,
}) => {
  // The demo approval site is not running: answer for it, so the new tab's address can be read.
  await context.route("https://approval.example.com/**", (route) =>
    route.fulfill({ contentType: "text/html", body: "<title>approval</title>" }),
  );
  await login(page);
  await page.goto("/user");
  const waiting = page.getByRole("button", { name: "결재 대기 5건" });
  await expect(waiting).toHaveText("5");
  const [tab] = await Promise.all([page.waitForEvent("popup"), waiting.click()]);
  await expect(tab).toHaveURL(
    /^https:\/\/approval\.example\.com\/approval\/before\?handoverToken=/,
  );
});
